/**
 * Planet's end scoring: the objective card (points by the number of parcels of its terrain, from
 * the table printed on it), then 1 point per animal card of the objective's terrain and 2 per
 * other animal card (animal cards score even when the objective is missed). Most points wins;
 * a tie goes to the most animal cards, then is shared. Beginners play without objective cards
 * and every animal card is worth 1.
 *
 * Only one line of one objective card is known (glacier: 11–13 parcels → 2 points): the reader
 * types in their own card's table.
 */
import { leaders } from '../shared/ranking';
import { type PerSeat, type Seat, seatsIn } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import { PARCEL_COUNT } from './core';
import type { Legality } from './keys';
import type { Terrain } from './regions';

/** One line of an objective card: from `min` to `max` parcels (inclusive) → `points`. */
export interface ObjectiveRow {
	min: number;
	max: number;
	points: number;
}

export interface Objective {
	terrain: Terrain;
	rows: ObjectiveRow[];
}

/** The rulebook's example: the glacier card gives 2 points for 11, 12 or 13 glacier parcels. */
export const GLACIER_EXAMPLE: Objective = { terrain: 'glacier', rows: [{ min: 11, max: 13, points: 2 }] };

/** Points of an objective for a parcel count (0 when no line of the table matches). */
export function objectivePoints(objective: Objective, parcels: number): number {
	return objective.rows.find((r) => parcels >= r.min && parcels <= r.max)?.points ?? 0;
}

const RULE_OBJECTIVE = { page: 'end', anchor: 'objective' } as const;

/** A table the reader typed: whole numbers, 0–60 parcels, min ≤ max, lines not overlapping. */
export function checkObjectiveRows(rows: readonly ObjectiveRow[]): Legality {
	const rule = RULE_OBJECTIVE;
	for (const r of rows) {
		if (![r.min, r.max, r.points].every((x) => Number.isInteger(x) && x >= 0) || r.max > PARCEL_COUNT) return refuse('end.refuse.number', rule);
		if (r.min > r.max) return refuse('end.refuse.order', rule, { min: r.min, max: r.max });
	}
	const sorted = [...rows].sort((a, b) => a.min - b.min);
	for (let i = 1; i < sorted.length; i++) if (sorted[i]!.min <= sorted[i - 1]!.max) return refuse('end.refuse.overlap', rule, { n: sorted[i]!.min });
	return LEGAL;
}

/** A line can be added to an objective table while its last line ends below the planet's parcel count. */
export function canAddObjectiveRow(rows: readonly ObjectiveRow[]): Legality {
	const top = Math.max(-1, ...rows.map((r) => r.max));
	return top >= PARCEL_COUNT ? refuse('end.refuse.full', RULE_OBJECTIVE) : LEGAL;
}

/** An objective table keeps at least one line. */
export function canRemoveObjectiveRow(rows: readonly ObjectiveRow[]): Legality {
	return rows.length <= 1 ? refuse('end.refuse.lastRow', RULE_OBJECTIVE) : LEGAL;
}

/** A player's largest region: a whole number of parcels, 0 to the planet's parcel count. */
export function canSetParcels(n: number): Legality {
	return Number.isInteger(n) && n >= 0 && n <= PARCEL_COUNT ? LEGAL : refuse('end.refuse.parcels', RULE_OBJECTIVE);
}

/** Points of one animal card: 1 if its terrain is the objective's, else 2; 1 each for beginners. */
export function animalPoints(card: Terrain, objective: Terrain | null): number {
	if (objective === null) return 1;
	return card === objective ? 1 : 2;
}

export interface EndPlayer {
	/** the objective card's terrain, null in the beginners' game */
	objective: Terrain | null;
	/** parcels of the objective's terrain on the planet */
	parcels: number;
	/** the terrain (border colour) of each animal card won */
	animals: Terrain[];
}

export interface EndScore {
	objective: number;
	animals: number;
	total: number;
	cards: number;
}

export function endScore(player: EndPlayer, table: ObjectiveRow[] | null): EndScore {
	const objective = player.objective !== null && table ? objectivePoints({ terrain: player.objective, rows: table }, player.parcels) : 0;
	const animals = player.animals.reduce((s, c) => s + animalPoints(c, player.objective), 0);
	return { objective, animals, total: objective + animals, cards: player.animals.length };
}

/**
 * The winners' seats: most points; a tie goes to the most animal cards; a tie then is shared.
 * `decidedBy` says which step decided.
 */
export function winners(scores: PerSeat<EndScore>): { winners: Seat[]; decidedBy: 'points' | 'cards' | 'shared' } {
	const top = leaders(seatsIn(scores), (s) => scores[s]!.total);
	if (top.length === 1) return { winners: top, decidedBy: 'points' };
	const byCards = leaders(top, (s) => scores[s]!.cards);
	return { winners: byCards, decidedBy: byCards.length === 1 ? 'cards' : 'shared' };
}
