/** The Award widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    AwardTry never imports AwardWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/planet/messages';
import type { AwardContext } from '../../machines/planet/award.machine';
import { TableWrap } from '../shared/TableWrap';
import { PlanetNet } from './draw';
import { cardProse, person, sizesText } from './words';
import type { NarrationKey } from '../../machines/planet/keys';
import { AWARD_CAST, castName } from '../../machines/planet/examples/cast';
import { atSeat, type Seat } from '../../machines/shared/seats';

/** The name of the planet in that seat (the award example's table). */
export const planetName = (seat: Seat) => castName(AWARD_CAST, seat);

export const WIDGET_ID = 'animal-award-example';

/** "Anna: 3 regions, Bruno: 2 regions…" for the planets judged. */
function scoresText(ctx: AwardContext, t: T): string {
	const award = ctx.award;
	if (!award) return '';
	const key = ctx.card.condition.type === 'most-regions' ? 'award.score.regions' : 'award.score.size';
	// Equal scores said once: « Anna, Bruno et Chloé (2 régions chacun) », « Anna et Chloé (3 parcelles chacune), Bruno (4 parcelles) ».
	const groups = new Map<number, Seat[]>();
	ctx.active.forEach((p, i) => groups.set(award.scores[i]!, [...(groups.get(award.scores[i]!) ?? []), p]));
	const parts = [...groups].map(([n, seats]) => t('award.scoresOf', { names: t.list(seats.map((p) => person(t, planetName(p)))), score: t(key, { n }) }));
	return [...groups.values()].some((seats) => seats.length > 1) ? parts.join(', ') : t.list(parts).s;
}

/** The sentence that says who takes the card and why (from the snapshot: the rules have decided). */
export function verdict(ctx: AwardContext, t: T): string {
	const award = ctx.award;
	if (!award) return '';
	const scores = scoresText(ctx, t);
	const last = ctx.goes?.kind === 'box';
	const next = ctx.goes?.kind === 'column' ? ctx.goes.round : 0;
	if (award.winner !== null) {
		const winner = person(t, planetName(award.winner));
		const local = ctx.active.indexOf(award.winner);
		if (award.how === 'second') {
			const size = award.sizes[local]?.[1] ?? 0;
			// Several tied players had a second region: the larger one won (our reading).
			const several = award.leaders.filter((p) => (award.sizes[ctx.active.indexOf(p)]?.[1] ?? 0) > 0).length > 1;
			return t(several ? 'award.why.secondLarger' : 'award.why.second', { scores, winner, size });
		}
		if (award.how === 'third') return t('award.why.third', { scores, winner });
		return t('award.why.best', { scores, winner });
	}
	if (award.how === 'nobody') return t(last ? 'award.why.nobodyBox' : 'award.why.nobody', { next });
	if (last) return t(ctx.card.condition.type === 'most-regions' ? 'award.why.tieBox' : 'award.why.lastTie', { scores });
	return t('award.why.tie', { scores, next });
}

export function stepText(narration: NarrationKey, ctx: AwardContext, t: T): string {
	if (narration === 'award.step.judge') return t.ref(narration, { verdict: verdict(ctx, t) });
	return t.ref(narration, { round: ctx.round, card: cardProse(t, ctx.card) });
}

/** What the card judged says of a planet: its score, and whether it takes the card or ties ('' before judging). */
function scoreOf(ctx: AwardContext, t: T, i: number): string {
	const award = ctx.award;
	if (!award) return '';
	return t(ctx.card.condition.type === 'most-regions' ? 'award.score.regions' : 'award.score.size', { n: award.scores[i]! });
}
function resultOf(ctx: AwardContext, t: T, p: Seat): string {
	const award = ctx.award;
	if (!award) return '';
	if (award.winner === p) return t('award.wins');
	return award.leaders.includes(p) && award.leaders.length > 1 ? t('award.tied') : '';
}

/**
 * Each planet's net with the card's terrain numbered by region, its score and result under its
 * name once judged (the table's row, echoed on the board: the guided page leaves the table out), fitted
 * to the screen by the stage (data-board).
 */
export function AwardBoard({ ctx, t, prefix }: { ctx: AwardContext; t: T; prefix: string }) {
	const terrain = ctx.card.condition.terrain;
	return (
		<div class={`pl-nets${ctx.active.length <= 2 ? ' is-pair' : ''}`} data-game="planet" data-board>
			{ctx.active.map((p, i) => {
				const planet = atSeat(ctx.planets, p)!;
				const name = planetName(p);
				const said = [scoreOf(ctx, t, i), resultOf(ctx, t, p)].filter(Boolean).join(' · ');
				return (
					<figure key={p} class={ctx.award?.winner === p ? 'is-winner' : undefined}>
						<p class="pl-name">
							{name}
							{said && <span class="pl-said">{` — ${said}`}</span>}
						</p>
						<PlanetNet
							t={t}
							prefix={`${prefix}-${ctx.planets.indexOf(planet)}`}
							terrains={planet.terrains}
							regions={ctx.regions[p]![terrain]}
							title={`${name} — ${t('net.title')}`}
						/>
					</figure>
				);
			})}
		</div>
	);
}

export function AwardTable({ ctx, t }: { ctx: AwardContext; t: T }) {
	const award = ctx.award;
	return (
		<TableWrap caption={t('award.table', { animal: t('animal.name', { id: ctx.card.animal }) })} class="pl-table">
			<thead>
				<tr>
					<th scope="col">{t('award.col.planet')}</th>
					<th scope="col">{t('award.col.score')}</th>
					<th scope="col">{t('award.col.regions')}</th>
					<th scope="col">{t('award.col.result')}</th>
				</tr>
			</thead>
			<tbody>
				{ctx.active.map((p, i) => (
					<tr key={p}>
						<th scope="row">{planetName(p)}</th>
						<td>{scoreOf(ctx, t, i) || '–'}</td>
						<td>{award ? sizesText(t, award.sizes[i]!) || '–' : '–'}</td>
						<td>{resultOf(ctx, t, p) || '–'}</td>
					</tr>
				))}
			</tbody>
		</TableWrap>
	);
}
