/** The End widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    EndTry never imports EndWidget back (no import cycle; scripts/check-cycles.mjs). */
import type { T } from '../../i18n/planet/messages';
import type { EndContext } from '../../machines/planet/endScoring.machine';
import { animalPoints } from '../../machines/planet/scoring';
import { TableWrap } from '../shared/TableWrap';
import { person } from './words';
import type { NarrationKey } from '../../machines/planet/keys';

export const WIDGET_ID = 'end-scoring-example';

export function tieText(ctx: EndContext, t: T): string {
	if (ctx.decidedBy === 'points') return t('end.tie.points');
	if (ctx.decidedBy === 'shared') return t('end.tie.shared');
	return t('end.tie.cards', { ac: ctx.scores[0]!.cards, bc: ctx.scores[1]!.cards });
}

export function winnerText(ctx: EndContext, t: T): string {
	return t('end.winner', { names: t.list(ctx.winners.map((i) => person(t, ctx.players[i]!.name))) });
}

export function stepText(narration: NarrationKey, ctx: EndContext, t: T): string {
	const [a, b] = ctx.scores;
	const [pa, pb] = ctx.players;
	return t(narration, {
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

/** Each player's objective, parcels, cards and points, and the winners. */
export function EndTable({ ctx, t }: { ctx: EndContext; t: T }) {
	return (
		<TableWrap caption={t('end.scores')} class="pl-table">
			<thead>
				<tr>
					<th scope="col">{t('end.col.player')}</th>
					<th scope="col">{t('end.col.objective')}</th>
					<th scope="col">{t('end.col.parcels')}</th>
					<th scope="col">{t('end.col.objPoints')}</th>
					<th scope="col">{t('end.col.cards')}</th>
					<th scope="col">{t('end.col.animalPoints')}</th>
					<th scope="col">{t('end.col.total')}</th>
				</tr>
			</thead>
			<tbody>
				{ctx.players.map((p, i) => {
					const s = ctx.scores[i]!;
					const objective = ctx.beginners ? null : p.objective;
					return (
						<tr key={p.name} class={ctx.winners.includes(i) ? 'is-current' : undefined}>
							<th scope="row">{p.name}</th>
							<td>{objective ? t('terrain.name', { t: objective }) : t('end.none')}</td>
							<td>{objective ? `${p.parcels}` : '–'}</td>
							<td>{`${s.objective}`}</td>
							<td>{p.animals.map((c) => t('end.card', { t: c, p: animalPoints(c, objective) })).join(', ')}</td>
							<td>{`${s.animals}`}</td>
							<td>
								<strong>{`${s.total}`}</strong>
							</td>
						</tr>
					);
				})}
			</tbody>
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
