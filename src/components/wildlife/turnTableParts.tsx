/** The Turn widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    TurnTry never imports TurnWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import type { Card } from '../../machines/wildlife/game';
import { READER as TURN_ACTOR } from '../../machines/wildlife/types';
import type { turnMachine } from '../../machines/wildlife/turn.machine';
import { LEVEL_NAMES } from '../../machines/wildlife/types';
import { areaOf, cellText, terrainNoun, type Marks } from './turnParts';
import { WildCard } from './WildCard';
import { TableWrap } from '../shared/TableWrap';
import type { FrameSnap, GuidedFrames } from '../../machines/shared/guided';
import type { NarrationKey } from '../../machines/wildlife/keys';

/** A snapshot as plain data: a guided frame (replayed at build time) or a live one. */
export type Snap = FrameSnap<typeof turnMachine>;

export const WIDGET_ID = 'turn-demo';

export function cardName(t: T, card: Card | undefined): string {
	if (!card) return '';
	if (card.kind === 'terrain') return t('turnex.card.terrain', { terrain: t(`terrain.${card.terrain}`) });
	return t(`turnex.card.${card.kind}`);
}

export function marksOf(snap: Snap): Marks {
	const c = snap.context;
	const marks: Marks = {};
	for (const cell of c.targets) marks[cell] = 'hint';
	if (c.last?.cell) marks[c.last.cell] = 'last';
	if (c.selected) marks[c.selected] = 'last';
	if (c.refusedCell) marks[c.refusedCell] = 'refused';
	return marks;
}

/** Numbers the narration and the status line use. */
export function paramsOf(snap: Snap, t: T) {
	const c = snap.context;
	const g = c.game;
	const board = g.board;
	const l = c.last;
	const me = g.ps[TURN_ACTOR]!;
	return {
		plays: c.ended ? c.ended.plays : g.turn.plays,
		max: c.maxPlays,
		auctions: c.ended ? c.ended.auctions : g.turn.auctions,
		left: c.playsLeft,
		draw: c.ended?.draw ?? 0,
		card: cardName(t, l?.card !== undefined ? c.hand[l.card] : undefined),
		terrain: l?.terrain ? terrainNoun(t, l.terrain) : '',
		inTerrain: l?.terrain ? t('terrain.in', { terrain: terrainNoun(t, l.terrain) }) : '',
		level: t(`level.${LEVEL_NAMES[c.levels.forest]}`),
		cell: cellText(t, board, l?.cell),
		from: cellText(t, board, l?.from),
		targets: c.targets.map((x) => cellText(t, board, x)).join(t('list.sep')),
		points: l?.points ?? 0,
		area: areaOf(t, board, l?.area),
		food: me.food,
		score: me.score,
		reserve: me.reserve,
		spaces: l?.spaces ?? 0,
	};
}

export function TurnTable({ snap, t }: { snap: Snap; t: T }) {
	const c = snap.context;
	const g = c.game;
	const p = paramsOf(snap, t);
	const rows: [string, string | number][] = [
		[t('turnex.table.plays'), c.ended ? t('turnex.table.ended') : t('turnex.table.playsValue', { plays: p.plays, max: p.max })],
		[t('turnex.table.auctions'), p.auctions],
		[t('turnex.table.free'), t(g.turn.freeMigrationUsed || c.ended ? 'turnex.table.used' : 'turnex.table.available')],
		[t('turnex.table.forest'), p.level],
	];
	return (
		<TableWrap caption={t('turnex.table.caption')}>
			<tbody>
				{rows.map(([k, v]) => (
					<tr key={k}>
						<th scope="row">{k}</th>
						<td>{v}</td>
					</tr>
				))}
			</tbody>
		</TableWrap>
	);
}

export function HandList({ snap, t, onPick }: { snap: Snap; t: T; onPick?: (i: number) => void }) {
	const c = snap.context;
	return (
		<div>
			<p class="wl-hand-title" id={onPick ? 'turn-demo-hand' : undefined}>
				{t('turnex.hand')}
			</p>
			<ul class="wl-hand" aria-labelledby={onPick ? 'turn-demo-hand' : undefined}>
				{c.hand.map((card, i) => {
					const how = c.played[i];
					const face = <WildCard face={card} t={t} compact state={how ? 'played' : c.picked === i ? 'picked' : undefined} />;
					const note = how && <span class="card-note">{t(`turnex.played.${how}`)}</span>;
					return (
						<li key={i} class={how ? 'is-played' : ''}>
							{onPick ? (
								<button type="button" class="card-button" aria-pressed={c.picked === i} aria-disabled={how ? 'true' : undefined} onClick={() => onPick(i)}>
									{face}
									{note}
								</button>
							) : (
								<span class="card-button">
									{face}
									{note}
								</span>
							)}
						</li>
					);
				})}
			</ul>
		</div>
	);
}

export interface TurnWidgetProps {
	lang: Locale;
	/** The rulebook's turn example, replayed at build time (frames.ts: turnFrames()). */
	frames: GuidedFrames<typeof turnMachine, NarrationKey>;
}
