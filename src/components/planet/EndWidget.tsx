import type { Locale } from '../../i18n/paths';
import type { endScoringMachine } from '../../machines/planet/endScoring.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { EndTryProps } from './EndTry';
import { useMessages } from '../shared/useMessages';
import './planet.css';
import type { NarrationKey } from '../../machines/planet/keys';
import { EndTable, stepText, Tables, WIDGET_ID, winnerText } from './endParts';

const loadTry: TryLoader<EndTryProps> = () => import('./EndTry').then((m) => m.EndTry);

/** End scoring: objective points from a typed table, animal points by terrain, the tie-break, beginners. */
export default function EndWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof endScoringMachine, NarrationKey> }) {
	const { t, tc } = useMessages('planet', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: stepText(f.narration, f.snap.context, t) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('end.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="pl-side" data-game="planet">
						<p>
							<strong>{winnerText(ctx, t)}</strong>
						</p>
						<Tables ctx={ctx} t={t} />
					</div>
				);
			}}
			renderSide={(i) => <EndTable ctx={frames[i]!.snap.context} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('end.caption')}</p>}
		/>
	);
}
