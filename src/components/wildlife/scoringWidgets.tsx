/**
 * The scoring page's three widgets (small scoring, the tie explorer, big scoring), drawn in guided
 * mode. They live in one module with the parts their try-it modes draw too, so the page fetches one
 * chunk for them instead of eight small ones (with scoringLoaders.ts: 30.5 → 29.3 KB brotli in
 * all). SmallScoringWidget.tsx, TiesWidget.tsx and BigScoringWidget.tsx are the islands: they hand
 * over their lazily loaded try-it mode (scoringLoaders.ts), so the try-it modules import these parts
 * from here without an import cycle.
 */
import type { Seat } from '../../machines/shared/seats';
import { useMemo, useState } from 'preact/hooks';
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
import { boardMarks, outcomeParams, Scores, Track, WIDGET_ID as SMALL_ID } from './smallScoringParts';
import { TIE_PRESETS } from '../../machines/wildlife/examples/ties';
import type { tiesMachine } from '../../machines/wildlife/ties.machine';
import type { TiesTryProps } from './TiesTry';
import { TiePanels, WIDGET_ID as TIES_ID } from './tiesParts';
import type { T } from '../../i18n/wildlife/messages';
import { gameT } from '../../i18n/messages';
import { areaById } from '../../machines/wildlife/board';
import type { BigLine, bigScoringMachine } from '../../machines/wildlife/bigScoring.machine';
import { BIG_PLAYERS, bigScoringExample } from '../../machines/wildlife/examples/bigScoring';

import { ScoringTable } from '../shared/ScoringTable';
import { playerNoun } from './playerNames';
import { areaWhy, herdsWhy } from './scoringWords';
import type { Noun } from '../../i18n/format';
import { areaNoun, firstThenShort } from './words';
/** The parts the try-it modes draw too (from here, so they share this module's chunk). */
export { boardMarks, Scores, Track, WIDGET_ID as SMALL_ID } from './smallScoringParts';
export { TiePanels } from './tiesParts';

/** Small scoring: areas filled one after another, the territory track, big-scoring triggers at 4, 8, 11. */
export function SmallScoringGuided({
	lang,
	frames: replayed,
	loadTry,
}: {
	loadTry: TryLoader<SmallScoringTryProps>;
	lang: Locale /** replayed at build time (frames.ts: smallScoringFrames()) */;
	frames: GuidedFrames<typeof smallScoringMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('wildlife', lang);
	const [players, setPlayers] = useState<2 | 4>(4);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f, i) => ({
		text: t.ref(firstThenShort(frames, i, 'small.step.scored', 'small.step.scoredNext'), outcomeParams(f.snap.context, t)),
	}));
	return (
		<Walkthrough
			id={SMALL_ID}
			lang={lang}
			title={t('small.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return <WildBoard board={ctx.board} occ={ctx.occ} lang={lang} t={t} marks={boardMarks(ctx)} />;
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					// The scores above the track: on a phone, a step's changes (a score, then the marker it took)
					// stay close together, so they fit on screen with the narration below the pinned board.
					<div class="wl-side">
						<Scores ctx={ctx} t={t} />
						<Track ctx={ctx} t={t} />
					</div>
				);
			}}
			renderTry={() => <LazyTry key={players} load={loadTry} lang={lang} props={{ players, lang, t, tc, onPlayers: setPlayers }} />}
			caption={<p>{t('small.caption')}</p>}
		/>
	);
}
/** Ranks, points and a sentence per tie, for an area, the herds and a 4/2 category: rulebook presets + editor. */
export function TiesGuided({
	lang,
	frames: replayed,
	loadTry,
}: {
	loadTry: TryLoader<TiesTryProps>;
	lang: Locale /** replayed at build time (frames.ts: tiesFrames()) */;
	frames: GuidedFrames<typeof tiesMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('wildlife', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f, i) => ({ text: `${t(`ties.preset.${TIE_PRESETS[i]!.id}`)}. ${t.ref(f.narration)}` }));
	return (
		<Walkthrough
			id={TIES_ID}
			lang={lang}
			title={t('ties.title')}
			steps={steps}
			renderBoard={(i) => {
				const focus = TIE_PRESETS[i]!.focus;
				return (
					<TiePanels ctx={frames[i]!.snap.context} t={t} lang={lang} show={{ area: focus === 'area', herds: focus === 'herds', most: focus === 'most' }} />
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('ties.caption')}</p>}
		/>
	);
}
const BIG_ID = 'big-scoring';

function playerName(p: Seat, t: T): Noun {
	// Named like every other player; the first step and the caption say which rulebook colour each one is.
	return playerNoun(t, p);
}

/** The sentence of one scoring line: who has what, and why it scores that (ranks from the machine). */
function lineText(line: BigLine, t: T): string {
	const name = (p: Seat) => playerName(p, t);
	if (line.kind === 'area') {
		const present = BIG_PLAYERS.filter((p) => (line.counts[p] ?? 0) > 0);
		const counts = present.length ? present.map((p) => t('sc.pieces', { player: name(p), n: line.counts[p]! })).join(', ') : t('big.nobody');
		return t('big.step.area', { area: areaNoun(t, line), spaces: line.spaces, counts, why: areaWhy(line.why, line.spaces, name, t) });
	}
	return t('big.step.herds', { why: herdsWhy(line.why, name, t) });
}

/** The rulebook's big-scoring example (areas + herds), one line per step, on the teaching board. */
export function BigScoringGuided({
	lang,
	frames: replayed,
}: {
	lang: Locale /** replayed at build time (frames.ts: bigScoringFrames()) */;
	frames: GuidedFrames<typeof bigScoringMachine, NarrationKey>;
}) {
	const t = useMemo(() => gameT('wildlife', lang), [lang]);
	const ex = useMemo(() => bigScoringExample(), []);
	const frames = useGuidedExample(replayed);
	const allLines = frames[frames.length - 1]!.snap.context.lines;
	const players = BIG_PLAYERS.map((p) => ({ id: p, letter: p, name: t(`player.${p}`) }));
	const sheet = allLines.map((l) => ({ label: l.kind === 'area' ? t(`area.${l.terrain}-${l.size}`) : t('big.table.herds'), points: l.points }));

	const steps = frames.map(({ snap, narration }) => {
		const { lines, totals } = snap.context;
		if (narration === 'big.step.area' || narration === 'big.step.herds') return { text: lineText(lines[lines.length - 1]!, t) };
		if (narration === 'big.step.total') return { text: t('big.step.total', { totals: players.map((p) => `${p.name} ${totals[p.id]}`).join(', ') }) };
		return { text: t.ref(narration) };
	});

	return (
		<Walkthrough
			id={BIG_ID}
			lang={lang}
			title={t('big.title')}
			steps={steps}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const { lines } = snap.context;
				const line = lines[lines.length - 1];
				const marks: Record<string, 'hint'> = {};
				if (snap.value === 'areas' && line?.kind === 'area') for (const c of areaById(line.areaId, ex.input.board)!.cells) marks[c] = 'hint';
				return (
					<div class="wl-sc-big">
						<WildBoard board={ex.input.board} occ={ex.input.occ} lang={lang} t={t} marks={marks} />
					</div>
				);
			}}
			renderSide={(i) => {
				const { lines, totals } = frames[i]!.snap.context;
				const labels = (caption: string) => ({
					caption,
					line: t('big.table.line'),
					total: t('big.table.total'),
					current: t('big.table.current'),
					pending: t('big.table.pending'),
				});
				return (
					<div class="wl-side wl-sc-big">
						{/* The line this step scored and the totals, first: on a phone the whole sheet is a screen
						    below a long step, so this is what the step changed, beside its narration. */}
						<ScoringTable
							class="wl-sc-totals wl-sc-now"
							labels={labels(t('big.now.caption'))}
							captionHidden
							players={players}
							lines={lines.length ? [sheet[lines.length - 1]!] : []}
							scored={lines.length ? 1 : 0}
							totals={totals}
						/>
						{/* The whole sheet: a second drawing of what the table above shows (the view checks and the follower read the one above). */}
						<div data-echo="">
							<ScoringTable
								class="wl-sc-totals"
								labels={labels(t('big.table.caption'))}
								players={players}
								lines={sheet}
								scored={lines.length}
								totals={totals}
							/>
						</div>
						<p class="wl-sc-help">{players.map((p) => p.name).join(' · ')}</p>
						{/* Under the table: on a phone, the line a step scores sits closer to the narration. */}
						<p class="wl-sc-help">{t('big.legend')}</p>
					</div>
				);
			}}
			caption={<p>{t('big.caption')}</p>}
		/>
	);
}
