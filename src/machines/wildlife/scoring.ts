/**
 * Scoring: area, herd and "most" categories, herd finding, big scoring line items,
 * and the territory (small scoring) track.
 *
 * Result convention: every scoring function returns one entry per player named in its input,
 * with 0 when that player scores nothing (never omitted).
 *
 * Ties (checked against every row of the rulebook's big-scoring example, rulings.md §3.1.6):
 * competition ranking — rank = 1 + number of entries strictly ahead; an entry tied with another
 * player's entry takes the points of rank + 1 (the next rank), not the rank after the whole group.
 * E.g. three players tied first in an area get 2 each (FR L388); a tie for third gets 0.
 * In shared/ranking.ts terms: policy 'competition', payout 'nextPlace'.
 */
import { regions } from '../shared/graph';
import { boardGraph } from './board';
import { BIG_SCORING_TERRAIN_ORDER, scoreArea, scoreHerds, scoreMost, scoreMostAllowZero } from './categories';
import type { Area, Board, Occupancy, Terrain } from './types';

export { AREA_POINTS, HERD_POINTS, isFirstUnpaidPlace, isPaidPlace } from './paidPlaces';
// The ranked categories live in categories.ts (no board: the score sheet loads them alone).
export { BIG_SCORING_TERRAIN_ORDER, herdPlaces, rankPlaces, scoreArea, scoreHerds, scoreMost } from './categories';
import type { PerSeat, Seat } from '../shared/seats';

// ---------------------------------------------------------------------------
// Herds on a board

export interface Herd {
	player: Seat;
	cells: string[];
}

/** Orthogonally connected groups of one player's pieces (across areas), largest first. */
export function findHerdGroups(board: Board, occ: Occupancy): Herd[] {
	const occupied = board.cells.map((c) => c.id).filter((id) => occ[id] !== undefined);
	return regions(boardGraph(board), occupied, (a, b) => occ[a] === occ[b])
		.map((cells) => ({ player: occ[cells[0]!]!, cells }))
		.sort((a, b) => b.cells.length - a.cells.length);
}

/** Herd sizes per player (largest first); players with no piece on the board are absent unless listed in `players`. */
export function findHerds(board: Board, occ: Occupancy, players: readonly Seat[] = []): PerSeat<number[]> {
	const out: PerSeat<number[]> = {};
	for (const p of players) out[p] = [];
	for (const h of findHerdGroups(board, occ)) (out[h.player] ??= []).push(h.cells.length);
	return out;
}

// ---------------------------------------------------------------------------
// Big scoring

export type ScoringLine =
	| { key: 'scoring.area'; areaId: string; terrain: Terrain; size: Area['size']; points: PerSeat<number> }
	| { key: 'scoring.herds'; points: PerSeat<number> }
	| { key: 'scoring.adaptations'; points: PerSeat<number> }
	| { key: 'scoring.abilities'; points: PerSeat<number> }
	| { key: 'scoring.food'; points: PerSeat<number> };

export interface BigScoringInput {
	board: Board;
	occ: Occupancy;
	players: readonly Seat[];
	/** adaptation tiles taken (covered ones count) */
	adaptations: PerSeat<number>;
	/** ability cards owned */
	abilities: PerSeat<number>;
	food: PerSeat<number>;
	/** default true (rulings §1 row 6) */
	needOneToRank?: boolean;
}

export interface BigScoringResult {
	lines: ScoringLine[];
	totals: PerSeat<number>;
}

function withPlayers(players: readonly Seat[], rec: PerSeat<number>): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of players) out[p] = rec[p] ?? 0;
	return out;
}

export function areaCounts(area: Area, occ: Occupancy, players: readonly Seat[]): PerSeat<number> {
	const counts: PerSeat<number> = {};
	for (const p of players) counts[p] = 0;
	for (const c of area.cells) {
		const p = occ[c];
		if (p !== undefined) counts[p] = (counts[p] ?? 0) + 1;
	}
	return counts;
}

/** One big scoring as line items in the rulebook's order, with totals. Does not change any state. */
export function bigScoring(input: BigScoringInput): BigScoringResult {
	const { board, occ, players } = input;
	const most = input.needOneToRank === false ? scoreMostAllowZero : scoreMost;
	const lines: ScoringLine[] = [];
	for (const terrain of BIG_SCORING_TERRAIN_ORDER) {
		for (const size of ['small', 'large'] as const) {
			for (const area of board.areas.filter((a) => a.terrain === terrain && a.size === size)) {
				const points = withPlayers(players, scoreArea({ spaces: area.cells.length, counts: areaCounts(area, occ, players) }));
				lines.push({ key: 'scoring.area', areaId: area.id, terrain, size, points });
			}
		}
	}
	lines.push({ key: 'scoring.herds', points: withPlayers(players, scoreHerds(findHerds(board, occ, players))) });
	lines.push({ key: 'scoring.adaptations', points: withPlayers(players, most(withPlayers(players, input.adaptations))) });
	lines.push({ key: 'scoring.abilities', points: withPlayers(players, most(withPlayers(players, input.abilities))) });
	lines.push({ key: 'scoring.food', points: withPlayers(players, most(withPlayers(players, input.food))) });
	const totals: PerSeat<number> = {};
	for (const p of players) totals[p] = lines.reduce((s, l) => s + (l.points[p] ?? 0), 0);
	return { lines, totals };
}

// ---------------------------------------------------------------------------
// Territory track (small scoring)

export { TRACK_LENGTH } from './counts';
import { TRACK_LENGTH } from './counts';
/** Positions (1-based) whose uncovering triggers a big scoring. */
export const BIG_SCORING_POSITIONS: readonly number[] = [4, 8, 11];

/**
 * A CLEARLY LABELLED EXAMPLE of track values (3 to 5, non-decreasing). The real values are printed
 * on the board and unknown to us: the reader may enter theirs (validateTrack).
 */
export const EXAMPLE_TRACK: readonly number[] = [3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5];

/** 11 integers, each 3 to 5, or null. */
export function validateTrack(input: unknown): number[] | null {
	if (!Array.isArray(input) || input.length !== TRACK_LENGTH) return null;
	const out: number[] = [];
	for (const v of input) {
		const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
		if (typeof n !== 'number' || !Number.isInteger(n) || n < 3 || n > 5) return null;
		out.push(n);
	}
	return out;
}

export interface TrackState {
	values: readonly number[];
	/** markers already taken (0..11) */
	taken: number;
	/** areas already small-scored (a marker stands in them) */
	marked: readonly string[];
}

export function createTrack(values: readonly number[] = EXAMPLE_TRACK): TrackState {
	return { values, taken: 0, marked: [] };
}

export interface SmallScoring {
	track: TrackState;
	points: number;
	/** position (1-based) of the marker taken */
	position: number;
	bigScoring: boolean;
	lastMarker: boolean;
}

/**
 * Small scoring of `areaId` just filled: null if that area was already scored or no marker is left.
 */
export function smallScoring(track: TrackState, areaId: string): SmallScoring | null {
	if (track.marked.includes(areaId) || track.taken >= TRACK_LENGTH) return null;
	const position = track.taken + 1;
	return {
		track: { ...track, taken: position, marked: [...track.marked, areaId] },
		points: track.values[position - 1] ?? 0,
		position,
		bigScoring: BIG_SCORING_POSITIONS.includes(position),
		lastMarker: position === TRACK_LENGTH,
	};
}

/** One space of the territory track as the board shows it. */
export interface TrackSpace {
	/** 1-based position */
	n: number;
	value: number;
	/** uncovering this space calls a big scoring */
	big: boolean;
	/** its marker has been taken */
	taken: boolean;
}

/** The territory track space by space, and how many markers are left on it. */
export function trackSpaces(track: TrackState): { spaces: TrackSpace[]; markersLeft: number } {
	const spaces = Array.from({ length: TRACK_LENGTH }, (_, i) => ({
		n: i + 1,
		value: track.values[i] ?? 0,
		big: BIG_SCORING_POSITIONS.includes(i + 1),
		taken: i + 1 <= track.taken,
	}));
	return { spaces, markersLeft: TRACK_LENGTH - track.taken };
}
