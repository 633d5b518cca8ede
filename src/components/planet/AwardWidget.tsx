import type { Locale } from '../../i18n/paths';
import type { awardMachine } from '../../machines/planet/award.machine';
import { isLastRound } from '../../machines/planet/round';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { AwardTryProps } from './AwardTry';
import { PlanetKey } from './draw';
import { useMessages } from '../shared/useMessages';
import { cardText } from './words';
import './planet.css';
import type { NarrationKey } from '../../machines/planet/keys';
import { AwardBoard, AwardTable, stepText, WIDGET_ID } from './awardParts';

const loadTry: TryLoader<AwardTryProps> = () => import('./AwardTry').then((m) => m.AwardTry);

/** An animal card against several planets: who takes it and why, ties, the last round. */
export default function AwardWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof awardMachine, NarrationKey> }) {
	const { t, tc } = useMessages('planet', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: stepText(f.narration, f.snap.context, t) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('award.title')}
			steps={steps}
			renderBoard={(i) => <AwardBoard ctx={frames[i]!.snap.context} t={t} prefix={WIDGET_ID} />}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="pl-side pl-award-side" data-game="planet">
						<p class="pl-h">{`${t(isLastRound(ctx.round) ? 'award.lastRound' : 'award.round', { round: ctx.round })} · ${cardText(t, ctx.card)}`}</p>
						<AwardTable ctx={ctx} t={t} />
						<PlanetKey t={t} />
					</div>
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('award.caption')} ${t('teaching.planets')}`}</p>}
		/>
	);
}
