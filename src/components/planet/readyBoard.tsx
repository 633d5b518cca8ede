/**
 * The ready check's board drawing and its question generator (ReadyWidget.tsx loads them when a set
 * starts), so the page's widget JavaScript holds neither the planet's net nor its words until then.
 */
import type { T } from '../../i18n/planet/messages';
import type { PlQuestion } from '../../machines/planet/ready';
import type { ReadyBoardView } from '../shared/ReadyCheck';
import { TableWrap } from '../shared/TableWrap';
import { PlanetKey, PlanetNet } from './draw';
import { netLayout } from './geometry';
import { cutEdges } from './netJoins';
import { SIDES } from '../../machines/planet/core';
import { person } from './words';
import { castName, TABLE_CAST } from '../../machines/planet/examples/cast';
import type { Seat } from '../../machines/shared/seats';

/** The net as PlanetNet draws it (a pentagon side of 40 units): the edge letters are drawn over it in the same units. */
const NET = netLayout(40);

/** The person in a seat of the ready questions' table. */
const nameOf = (seat: Seat) => castName(TABLE_CAST, seat);

/** The generator comes in the same chunk (ReadyWidget.tsx loads both when a set starts). */
export { PLANET_READY_KINDS } from '../../machines/planet/ready';

/** What a question is about, drawn: the planet, the regions of each planet, the cards, the totals or the seats. */
export function Board({ q, view, t }: { q: PlQuestion; view: ReadyBoardView; t: T }) {
	const v = q.position.view;
	if (v.kind === 'planet') {
		const p = { player: person(t, nameOf(v.seat)), round: q.position.round };
		// The net cuts some edges the planet joins: each one between two tiles carries the same letter on both sides.
		const cuts = cutEdges(NET, (f) => v.terrains[f * SIDES] !== null, 9);
		// After Check, the regions of the asked terrain are numbered on the net (1 = the largest), with the lettered edges each one crosses.
		const marks = view.right ? new Map(v.regions.flatMap((r, i) => r.parcels.map((x) => [x, i + 1] as const))) : null;
		const crossedBy = (e: (typeof cuts)[number]) => {
			const n = marks?.get(e.parcels[0]);
			return n !== undefined && n === marks?.get(e.parcels[1]) ? n : null;
		};
		const joins = v.regions
			.map((_, i) => ({ region: i + 1, letters: cuts.filter((e) => crossedBy(e) === i + 1).map((e) => e.letter) }))
			.filter((j) => marks && j.letters.length > 0);
		return (
			<div class="rd-pl" data-game="planet">
				<p class="pl-name">{t('rd.planet', p)}</p>
				<div class="rd-net">
					<PlanetNet t={t} prefix={`ready-${q.position.round}`} terrains={v.terrains} regions={view.right ? v.regions : null} title={t('rd.planet', p)} />
					{/* The letters over the net, in its units (the same viewBox in the same box): the net's drawing stays the lessons' own. */}
					<svg class="rd-cut-layer" viewBox={NET.viewBox} aria-hidden="true">
						{cuts.flatMap((e) =>
							e.at.map(([x, y], i) => (
								<text
									key={`${e.letter}${i}`}
									x={x}
									y={y}
									class={`pl-cut${crossedBy(e) !== null ? ' is-crossed' : ''}`}
									text-anchor="middle"
									dominant-baseline="central"
								>
									{e.letter}
								</text>
							)),
						)}
					</svg>
				</div>
				{cuts.length > 0 && <p class="rd-cuts">{t('rd.net.cuts')}</p>}
				{joins.length > 0 && (
					<ul class="rd-cuts" data-joins>
						{joins.map((j) => (
							<li key={j.region}>{t('rd.net.joins', { region: j.region, n: j.letters.length, letters: t.list(j.letters) })}</li>
						))}
					</ul>
				)}
				<PlanetKey t={t} />
			</div>
		);
	}
	if (v.kind === 'award') {
		const other = v.card.type === 'most-regions' ? v.card.terrain : v.card.other;
		return (
			<TableWrap
				caption={t('card.condition', {
					kind: v.card.type === 'most-regions' ? 'most' : v.card.type === 'largest-touching' ? 'touching' : 'apart',
					terrain: v.card.terrain,
					with: other,
				})}
				class="pl-table"
			>
				<thead>
					<tr>
						<th scope="col">{t('rd.col.player')}</th>
						<th scope="col">{t('rd.col.regions', { terrain: v.card.terrain })}</th>
					</tr>
				</thead>
				<tbody>
					{v.regions.map((row) => (
						<tr key={row.seat}>
							<th scope="row">{nameOf(row.seat)}</th>
							<td>
								{row.regions.length
									? row.regions.map((g) => t('rd.region', { size: g.size, touches: g.touches ? 'yes' : 'no', with: other })).join(', ')
									: t('rd.noRegion')}
							</td>
						</tr>
					))}
				</tbody>
			</TableWrap>
		);
	}
	if (v.kind === 'animals')
		return (
			<div class="rd-pl" data-game="planet">
				<p class="pl-name">{t('rd.animals.cards')}</p>
				<ul class="rd-cards">
					{v.animals.map((a, i) => (
						<li key={i} class={`pl-sw pl-sw-${a}`}>
							{t('rd.card', { t: a })}
						</li>
					))}
				</ul>
			</div>
		);
	if (v.kind === 'totals')
		return (
			<TableWrap caption={t('end.scores')} class="pl-table">
				<thead>
					<tr>
						<th scope="col">{t('rd.col.player')}</th>
						<th scope="col">{t('rd.col.total')}</th>
						<th scope="col">{t('rd.col.cards')}</th>
					</tr>
				</thead>
				<tbody>
					{v.rows.map((row) => (
						<tr key={row.seat}>
							<th scope="row">{nameOf(row.seat)}</th>
							<td>{t('rd.points', { n: row.total })}</td>
							<td>{row.cards}</td>
						</tr>
					))}
				</tbody>
			</TableWrap>
		);
	return (
		<div class="rd-pl" data-game="planet">
			<p class="pl-name">{t('rd.seats')}</p>
			<ol class="rd-seats">
				{v.seats.map((seat) => (
					<li key={seat}>{nameOf(seat)}</li>
				))}
			</ol>
		</div>
	);
}
