import { useMemo } from 'preact/hooks';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { wildlifeT } from '../../i18n/wildlife';
import { replayAll } from '../../machines/shared/replay';
import { areaById } from '../../machines/wildlife/board';
import { BIG_PLAYERS, bigScoringExample } from '../../machines/wildlife/examples/bigScoring';
import { bigScoringMachine, explainArea, explainHerds, type BigLine } from '../../machines/wildlife/scoring.machine';
import type { PlayerId } from '../../machines/wildlife/types';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerLetter } from './playerNames';
import { areaWhy, herdsWhy } from './TieExplorerWidget';
import { WildBoard } from './WildBoard';
import { TableWrap } from '../shared/TableWrap';

const WIDGET_ID = 'big-scoring';

function playerName(p: PlayerId, t: T): string {
	return t('big.player', { name: t('player.name', { letter: playerLetter(BIG_PLAYERS, p) }), colour: t(`big.colour.${p}`) });
}

function areaName(terrain: string, size: string, t: T): string {
	return t('area.name', { terrain: t(`terrain.${terrain}`), size: t(`size.${size}`) });
}

function lineText(line: BigLine, t: T, lang: Locale): string {
	const name = (p: PlayerId) => playerName(p, t);
	if (line.kind === 'area') {
		const present = BIG_PLAYERS.filter((p) => (line.counts[p] ?? 0) > 0);
		const counts = present.length ? present.map((p) => t('sc.pieces', { player: name(p), n: line.counts[p]! })).join(', ') : t('big.nobody');
		return t('big.step.area', {
			area: areaName(line.terrain, line.size, t),
			spaces: line.spaces,
			counts,
			why: areaWhy(explainArea({ spaces: line.spaces, counts: line.counts }), line.spaces, name, t, lang),
		});
	}
	const herds = BIG_PLAYERS.map((p) => t('big.herdList', { player: name(p), sizes: (line.herds[p] ?? []).slice(0, 3).join(' + ') || '—' })).join(t('list.sep'));
	return t('big.step.herds', { herds, why: herdsWhy(explainHerds(line.herds), name, t, lang) });
}

function TotalsTable({ lines, upto, t }: { lines: readonly BigLine[]; upto: number; t: T }) {
	const totals: Record<string, number> = Object.fromEntries(BIG_PLAYERS.map((p) => [p, 0]));
	for (const l of lines.slice(0, upto)) for (const p of BIG_PLAYERS) totals[p]! += l.points[p] ?? 0;
	return (
		<>
		<TableWrap caption={t('big.table.caption')} class="wl-sc-totals">
				<thead>
					<tr>
						<th scope="col">{t('big.table.line')}</th>
						{BIG_PLAYERS.map((p) => (
							<th scope="col" key={p}>
								<Token player={playerLetter(BIG_PLAYERS, p)} small /> <span class="sr-only">{playerName(p, t)}</span>
								<span aria-hidden="true">{playerLetter(BIG_PLAYERS, p)}</span>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{lines.map((l, i) => {
						const done = i < upto;
						const current = i === upto - 1;
						const label = l.kind === 'area' ? areaName(l.terrain, l.size, t) : t('big.table.herds');
						return (
							<tr key={i} class={current ? 'wl-sc-current' : done ? '' : 'wl-sc-pending'} aria-current={current ? 'true' : undefined}>
								<th scope="row">
									{current && <span aria-hidden="true">▶ </span>}
									{label}
									{current && <span class="sr-only">{` (${t('big.table.current')})`}</span>}
								</th>
								{BIG_PLAYERS.map((p) => (
									<td key={p}>{done ? (l.points[p] ? l.points[p] : '—') : <><span aria-hidden="true">·</span><span class="sr-only">{t('big.table.pending')}</span></>}</td>
								))}
							</tr>
						);
					})}
				</tbody>
				<tfoot>
					<tr>
						<th scope="row">{t('big.table.total')}</th>
						{BIG_PLAYERS.map((p) => (
							<td key={p}>
								<strong>{totals[p]}</strong>
							</td>
						))}
					</tr>
				</tfoot>
		</TableWrap>
		<p class="wl-sc-help">{BIG_PLAYERS.map((p) => playerName(p, t)).join(' · ')}</p>
		</>
	);
}

/** The rulebook's big-scoring example (areas + herds), one line per step, on the teaching board. */
export default function BigScoringWidget({ lang }: { lang: Locale }) {
	const t = useMemo(() => wildlifeT(lang), [lang]);
	const ex = useMemo(() => bigScoringExample(), []);
	const snaps = useMemo(() => replayAll(bigScoringMachine, ex.input, ex.steps.flatMap((s) => (s.event ? [s.event] : []))), [ex]);
	const allLines = snaps[snaps.length - 1]!.context.lines;

	const steps = ex.steps.map((step, i) => {
		const snap = snaps[i]!;
		if (step.narration === 'big.step.area' || step.narration === 'big.step.herds') return { text: lineText(snap.context.lines[snap.context.lines.length - 1]!, t, lang) };
		if (step.narration === 'big.step.total') {
			const totals = BIG_PLAYERS.map((p) => `${playerName(p, t)} ${snap.context.totals[p]}`).join(', ');
			return { text: t('big.step.total', { totals }) };
		}
		return { text: t(step.narration) };
	});

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('big.title')}
			steps={steps}
			renderBoard={(i) => {
				const snap = snaps[i]!;
				const lines = snap.context.lines;
				const line = lines[lines.length - 1];
				const marks: Record<string, 'hint'> = {};
				if (snap.value === 'areas' && line?.kind === 'area') for (const c of areaById(line.areaId, ex.input.board)!.cells) marks[c] = 'hint';
				return (
					<div class="wl-sc-big">
						<WildBoard board={ex.input.board} occ={ex.input.occ} players={BIG_PLAYERS} lang={lang} t={t} marks={marks} />
					</div>
				);
			}}
			renderSide={(i) => (
				<div class="wl-side wl-sc-big">
					<p class="wl-sc-help">{t('big.legend')}</p>
					<TotalsTable lines={allLines} upto={snaps[i]!.context.lines.length} t={t} />
				</div>
			)}
			caption={<p>{t('big.caption')}</p>}
		/>
	);
}
