/**
 * The board: five kingdoms of 4, 5, 6, 7 and 8 territories (capital included), each with 2 silver
 * councils, in clockwise order from the smallest (rulings.md R3). Kingdom i is indexed by that
 * order (0 = 4 territories … 4 = 8); its two neighbours are the kingdoms before and after it
 * round the board.
 */
import type { PerSeat, Seat } from '../shared/seats';

export const KINGDOM_COUNT = 5;
/** Territories of each kingdom, capital included, clockwise from the smallest. */
export const KINGDOM_SIZES = [4, 5, 6, 7, 8] as const;
export const COUNCILS_PER_KINGDOM = 2;
/** Majority tiles drawn per kingdom (one per age), sorted ascending left to right. */
export const TILES_PER_KINGDOM = 3;

export function isKingdom(k: unknown): k is number {
	return typeof k === 'number' && Number.isInteger(k) && k >= 0 && k < KINGDOM_COUNT;
}

/** The two neighbouring kingdoms: the one before and the one after, clockwise. */
export function neighbours(k: number): [number, number] {
	return [(k + KINGDOM_COUNT - 1) % KINGDOM_COUNT, (k + 1) % KINGDOM_COUNT];
}

/** Every other kingdom, clockwise from the next one. */
export function others(k: number): number[] {
	return Array.from({ length: KINGDOM_COUNT - 1 }, (_, i) => (k + 1 + i) % KINGDOM_COUNT);
}

/** Kingdoms clockwise starting with `k` (k itself first). */
export function clockwiseKingdoms(k: number): number[] {
	return Array.from({ length: KINGDOM_COUNT }, (_, i) => (k + i) % KINGDOM_COUNT);
}

/** Who holds each space of one kingdom (null = free). */
export interface KingdomSpaces {
	/** gold territories other than the capital (size − 1 of them) */
	territories: (Seat | null)[];
	capital: Seat | null;
	/** the 2 silver councils: only capital cubes moved there at the end of ages I and II */
	councils: (Seat | null)[];
}

export function emptyKingdom(k: number): KingdomSpaces {
	return {
		territories: Array.from({ length: KINGDOM_SIZES[k]! - 1 }, () => null),
		capital: null,
		councils: Array.from({ length: COUNCILS_PER_KINGDOM }, () => null),
	};
}

/** Cubes per player in a kingdom: territories, capital AND councils (what majorities count). */
export function cubeCounts(k: KingdomSpaces): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of [...k.territories, k.capital, ...k.councils]) if (p) out[p] = (out[p] ?? 0) + 1;
	return out;
}

export function freeTerritories(k: KingdomSpaces): number {
	return k.territories.filter((p) => p === null).length;
}
