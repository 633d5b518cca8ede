/** The End widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    EndTry never imports EndWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { ComponentChildren } from 'preact';
import type { T } from '../../i18n/planet/messages';
import type { EndContext } from '../../machines/planet/endScoring.machine';
import { animalPoints } from '../../machines/planet/scoring';
import { TableWrap } from '../shared/TableWrap';
import { person } from './words';
import type { NarrationKey } from '../../machines/planet/keys';
import { castName, END_CAST } from '../../machines/planet/examples/cast';
import type { Seat } from '../../machines/shared/seats';

/** The name of the player in that seat (the end-scoring example's table). */
export const endName = (seat: Seat) => castName(END_CAST, seat);

export const WIDGET_ID = 'end-scoring-example';

/** Who wins and why, named (« Bruno a plus de cartes Animal (5 contre 4) et l’emporte. »). */
export function tieText(ctx: EndContext, t: T): string {
	if (ctx.decidedBy === 'shared') return t('end.tie.shared');
	const w = ctx.winners[0]!;
	const winner = person(t, endName(w));
	if (ctx.decidedBy === 'points') return t('end.tie.points', { winner });
	const loser = ctx.players.find((p) => p.seat !== w)!.seat;
	return t('end.tie.cards', { winner, wc: ctx.scores[w]!.cards, lc: ctx.scores[loser]!.cards });
}

export function winnerText(ctx: EndContext, t: T): string {
	return t('end.winner', { names: t.list(ctx.winners.map((seat) => person(t, endName(seat)))) });
}

export function stepText(narration: NarrationKey, ctx: EndContext, t: T): string {
	const [pa, pb] = ctx.players;
	const [a, b] = ctx.players.map((p) => ctx.scores[p.seat]);
	return t.ref(narration, {
		qty: pa!.parcels,
		points: a!.objective,
		bparcels: pb!.parcels,
		bpoints: b!.objective,
		apts: a!.animals,
		bpts: b!.animals,
		a: a!.total,
		b: b!.total,
		tie: tieText(ctx, t),
	});
}

/**
 * Each player's objective, parcels, cards and points, and the winners: one column a player (a few
 * narrow columns), so the whole sheet fits a phone's width or a side column and what a step changes
 * is never scrolled sideways out of view.
 */
export function EndTable({ ctx, t }: { ctx: EndContext; t: T }) {
	const cols = ctx.players.map((p) => {
		const s = ctx.scores[p.seat]!;
		const objective = ctx.beginners ? null : p.objective;
		return { p, s, objective, win: ctx.winners.includes(p.seat) ? 'is-win' : undefined };
	});
	const row = (label: string, cell: (c: (typeof cols)[number]) => ComponentChildren) => (
		<tr key={label}>
			<th scope="row">{label}</th>
			{cols.map((c) => (
				<td key={c.p.seat} class={c.win}>
					{cell(c)}
				</td>
			))}
		</tr>
	);
	const rows: [string, (c: (typeof cols)[number]) => ComponentChildren][] = [
		[t('end.col.objective'), (c) => (c.objective ? t('terrain.name', { t: c.objective }) : t('end.none'))],
		[t('end.col.parcels'), (c) => (c.objective ? `${c.p.parcels}` : '–')],
		[t('end.col.objPoints'), (c) => `${c.s.objective}`],
		[t('end.col.cards'), (c) => c.p.animals.map((a) => t('end.card', { t: a, p: animalPoints(a, c.objective) })).join(', ')],
		[t('end.col.animalPoints'), (c) => `${c.s.animals}`],
		[t('end.col.total'), (c) => <strong>{`${c.s.total}`}</strong>],
	];
	return (
		<TableWrap caption={t('end.scores')} class="pl-table pl-end">
			<thead>
				<tr>
					<td />
					{cols.map((c) => (
						<th key={c.p.seat} scope="col" class={c.win}>
							{endName(c.p.seat)}
						</th>
					))}
				</tr>
			</thead>
			<tbody>{rows.map(([label, cell]) => row(label, cell))}</tbody>
		</TableWrap>
	);
}

/** The objective tables as typed (the rulebook's glacier line; a teaching line for the others). */
export function Tables({ ctx, t }: { ctx: EndContext; t: T }) {
	return (
		<div class="pl-rows">
			{Object.entries(ctx.tables).map(([terrain, rows]) => (
				<div key={terrain}>
					<p class="pl-h">{`${t('end.table', { terrain })} ${t(terrain === 'glacier' ? 'end.rulebookTable' : 'end.teachingTable')}`}</p>
					<ul>
						{rows!.map((r) => (
							<li key={`${r.min}-${r.max}`}>{t('end.row', { min: r.min, max: r.max, points: r.points })}</li>
						))}
					</ul>
				</div>
			))}
		</div>
	);
}
