/**
 * Caldera Park's final places: most points, then the tie-breaks of the end of the game (most river
 * spaces covered, then fewest flipped tiles), else a shared place. Apart from scoring.ts (which
 * re-exports it) so that a page scoring a park loads no ranking code.
 */
import { rankWithTies } from '../shared/ranking';
import type { Seat } from '../shared/seats';

export interface FinalPlace {
	place: number;
	/** several seats: a shared place (input order) */
	names: Seat[];
}

type FinalFigures = { name: Seat; total: number; riverCovered: number; flipped: number };

/**
 * Final places, best first, with their numbers: most points; among tied players, the most river
 * spaces covered, then the fewest flipped tiles; players still tied share a place (names in input order).
 */
export function finalPlaces(players: readonly FinalFigures[]): FinalPlace[] {
	return rankWithTies(players, (p) => p.total, { tieBreaks: [(p) => p.riverCovered, (p) => -p.flipped] }).map((g) => ({
		place: g.rank,
		names: g.entries.map((p) => p.name),
	}));
}

/** The names of finalPlaces, place by place. */
export function rankPlayers(players: FinalFigures[]): Seat[][] {
	return finalPlaces(players).map((p) => p.names);
}

/** Which tie-break separated two neighbouring places: 'total', 'river', 'flipped', or 'shared'. */
export function decidedBy(
	a: { total: number; riverCovered: number; flipped: number },
	b: { total: number; riverCovered: number; flipped: number },
): 'total' | 'river' | 'flipped' | 'shared' {
	if (a.total !== b.total) return 'total';
	if (a.riverCovered !== b.riverCovered) return 'river';
	if (a.flipped !== b.flipped) return 'flipped';
	return 'shared';
}
