/**
 * WildLife's ranked scoring categories, without a board: an area's 5/4 or 3/2/1, the herds' 10/7/5/3/1,
 * the 4/2 categories, and the big scoring's terrain order. A module of its own so that a page scoring
 * counts typed by a table (the score sheet) loads no board; scoring.ts re-exports everything here.
 * Ties: see scoring.ts (competition ranking, a tie taking the next place's points).
 */
import { placePoints, rankWithTies } from '../shared/ranking';
import { seatEntries, seatsIn, type PerSeat, type Seat } from '../shared/seats';
import { AREA_POINTS, HERD_POINTS, MONOPOLY, MONOPOLY_FULL, MOST_POINTS } from './paidPlaces';
import type { Terrain } from './types';

/** Terrain order of a big scoring (FR L252); each terrain: small area, then large area. */
export const BIG_SCORING_TERRAIN_ORDER: readonly Terrain[] = ['savanna', 'mountain', 'steppe', 'desert', 'water', 'forest'];

/** One player's (or one herd's) place in a ranked category, and the points it takes. */
export interface Place {
	player: Seat;
	/** pieces in the area, herd size, or items counted */
	value: number;
	/** 1 + entries strictly ahead */
	rank: number;
	/** other players with the same value (empty when not tied) */
	tiedWith: Seat[];
	/** the place whose points this entry takes: rank, or rank + 1 when tied with another player */
	paidRank: number;
	points: number;
}

/**
 * Places by value, best first (equal values in input order), for the players with a value above 0,
 * paid from `table` with WildLife's tie rule. The 3/2/1 of an area (when not a monopoly) and the 4/2
 * categories are this with AREA_POINTS and MOST_POINTS.
 */
export function rankPlaces(values: PerSeat<number>, table: readonly number[]): Place[] {
	const present = seatEntries(values).filter(([, v]) => v > 0);
	const groups = rankWithTies(present, ([, v]) => v);
	return placePoints(groups, table, { ties: 'nextPlace' }).map((x) => ({
		player: x.entry[0],
		value: x.score,
		rank: x.rank,
		tiedWith: x.tiedWith.map(([q]) => q),
		paidRank: x.paidRank,
		points: x.points,
	}));
}

/** One herd's place: every herd takes a place; it ties only with OTHER players' herds of its size. */
export interface HerdPlace extends Place {
	/** how many herds of this size the same player owns (they do not tie with each other) */
	ownSame: number;
}

/** Every herd (size above 0), largest first (equal sizes in input order), with its place and points. */
export function herdPlaces(herds: PerSeat<number[]>): HerdPlace[] {
	const all = seatEntries(herds).flatMap(([player, sizes]) => sizes.filter((s) => s > 0).map((size) => ({ player, size })));
	const groups = rankWithTies(all, (h) => h.size);
	return placePoints(groups, HERD_POINTS, { ties: 'nextPlace', owner: (h) => h.player }).map((x) => ({
		player: x.entry.player,
		value: x.score,
		rank: x.rank,
		tiedWith: [...new Set(x.tiedWith.map((h) => h.player))],
		ownSame: all.filter((h) => h.size === x.score && h.player === x.entry.player).length,
		paidRank: x.paidRank,
		points: x.points,
	}));
}

function zeroFor(players: Iterable<Seat>): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of players) out[p] = 0;
	return out;
}

/** Area: monopoly 5 (full) / 4 (not full); otherwise 3/2/1 by rank, a tie taking the next rank's points. */
export function scoreArea(area: { spaces: number; counts: PerSeat<number> }): PerSeat<number> {
	const out = zeroFor(seatsIn(area.counts));
	const present = seatEntries(area.counts).filter(([, n]) => n > 0);
	if (present.length === 1) {
		const [p, n] = present[0]!;
		out[p] = n >= area.spaces ? MONOPOLY_FULL : MONOPOLY;
		return out;
	}
	for (const x of rankPlaces(area.counts, AREA_POINTS)) out[x.player] = x.points;
	return out;
}

/**
 * Herds: 10/7/5/3/1 by place. Every herd takes a place (own equal herds use up places but
 * do not tie with each other); a herd of equal size to ANOTHER player's herd takes the next place's points.
 */
export function scoreHerds(herds: PerSeat<number[]>): PerSeat<number> {
	const out = zeroFor(seatsIn(herds));
	for (const x of herdPlaces(herds)) out[x.player]! += x.points;
	return out;
}

/**
 * Adaptations / abilities / food: 4 for the most, 2 for second; a tie for first gives 2 each
 * (and nobody scores second); a tie for second gives 0. A value of 0 never scores (rulings §1 row 6).
 */
export function scoreMost(values: PerSeat<number>): PerSeat<number> {
	const out = zeroFor(seatsIn(values));
	for (const x of rankPlaces(values, MOST_POINTS)) out[x.player] = x.points;
	return out;
}

/** Same as scoreMost but zero values may rank (option needOneToRank = false). */
export function scoreMostAllowZero(values: PerSeat<number>): PerSeat<number> {
	const shifted: PerSeat<number> = {};
	for (const [p, v] of seatEntries(values)) shifted[p] = v + 1;
	return scoreMost(shifted);
}
