import { useState } from 'preact/hooks';
import type { Locale } from '../../i18n/paths';
import type { smallScoringMachine } from '../../machines/wildlife/smallScoring.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { Walkthrough } from '../shared/Walkthrough';
import { WildBoard } from './WildBoard';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import type { SmallScoringTryProps } from './SmallScoringTry';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/wildlife/keys';
import './wildlife.css';
import { boardMarks, outcomeParams, Scores, Track, WIDGET_ID } from './smallScoringParts';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<SmallScoringTryProps> = () => import('./SmallScoringTry').then((m) => m.SmallScoringTry);

/** Small scoring: areas filled one after another, the territory track, big-scoring triggers at 4, 8, 11. */
export default function SmallScoringWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** replayed at build time (frames.ts: smallScoringFrames()) */;
	frames: GuidedFrames<typeof smallScoringMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('wildlife', lang);
	const [players, setPlayers] = useState<2 | 4>(4);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t(f.narration, outcomeParams(f.snap.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('small.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return <WildBoard board={ctx.board} occ={ctx.occ} players={ctx.input.players} lang={lang} t={t} marks={boardMarks(ctx)} />;
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="wl-side">
						<Track ctx={ctx} t={t} />
						<Scores ctx={ctx} t={t} />
					</div>
				);
			}}
			renderTry={() => <LazyTry key={players} load={loadTry} lang={lang} props={{ players, lang, t, tc, onPlayers: setPlayers }} />}
			caption={<p>{t('small.caption')}</p>}
		/>
	);
}
