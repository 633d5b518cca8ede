import type { Locale } from '../../i18n/paths';
import type { planetMachine } from '../../machines/planet/planet.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { RefusalNote } from '../shared/RefusalNote';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { PlanetGlobe, PlanetKey, PlanetNet } from './draw';
import type { PlanetTryProps } from './PlanetTry';
import { useMessages } from '../shared/useMessages';
import './planet.css';
import type { NarrationKey } from '../../machines/planet/keys';
import { Display, planetParams, WIDGET_ID } from './planetParts';

const loadTry: TryLoader<PlanetTryProps> = () => import('./PlanetTry').then((m) => m.PlanetTry);

/** The planet you turn with the pointer: one tile after another, the regions updating. */
export default function PlanetWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof planetMachine, NarrationKey> }) {
	const { t, tc } = useMessages('planet', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, planetParams(f.snap.context, f.before.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('planet.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="pl-board" data-game="planet">
						<PlanetGlobe
							t={t}
							prefix={`${WIDGET_ID}-g`}
							terrains={ctx.terrains}
							regions={ctx.focus ? ctx.regions[ctx.focus] : null}
							mark={ctx.last?.face ?? null}
							front={ctx.last?.face ?? 0}
						/>
					</div>
				);
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="pl-side" data-game="planet">
						{/* A refused step shows its refusal beside the narration, as every game's guided refusals do. */}
						{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="planet" tc={tc} tg={t.ref} alert={false} />}
						<Display ctx={ctx} t={t} prefix={`${WIDGET_ID}-n`} />
						<p class="pl-h">{t('net.heading')}</p>
						<PlanetNet
							t={t}
							prefix={`${WIDGET_ID}-n`}
							terrains={ctx.terrains}
							regions={ctx.focus ? ctx.regions[ctx.focus] : null}
							mark={ctx.last?.face ?? null}
							title={t('net.title')}
							echo
						/>
						<PlanetKey t={t} />
					</div>
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('planet.caption')} ${t('teaching.tiles')}`}</p>}
		/>
	);
}
