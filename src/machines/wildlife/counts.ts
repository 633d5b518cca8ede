/** The game's counts: players, pieces per player (setup#reserve), the small-scoring track's length. A module of its own, so a page that only needs them (the score sheet) loads no seeding rule and no board; setup.ts and scoring.ts re-export them. */
export const PLAYER_COUNTS = [2, 3, 4, 5, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export function checkCount(n: number): void {
	if (!(PLAYER_COUNTS as readonly number[]).includes(n)) throw new RangeError(`player count ${n} not in 2..6`);
}

/** Pieces each player plays with: 2-3 → 30, 4 → 25, 5 → 21, 6 → 18. */
export function piecesPerPlayer(n: number): number {
	checkCount(n);
	return n <= 3 ? 30 : n === 4 ? 25 : n === 5 ? 21 : 18;
}

/** Pieces each player seeds before play: 2 → 12, 3 → 8, 4 → 5, 5 → 4, 6 → 3. */
export function seedsPerPlayer(n: number): number {
	checkCount(n);
	return ({ 2: 12, 3: 8, 4: 5, 5: 4, 6: 3 } as Record<number, number>)[n]!;
}

/** Markers on the small-scoring track (scoring#territory-track). */
export const TRACK_LENGTH = 11;
