/** The points tables of the ranked scoring categories and which places they pay: a module of its own, so a widget words its sentences without loading the scoring rules (scoring.ts re-exports it). */
export const AREA_POINTS = [3, 2, 1] as const;
export const MONOPOLY_FULL = 5;
export const MONOPOLY = 4;
export const HERD_POINTS = [10, 7, 5, 3, 1] as const;
export const MOST_POINTS = [4, 2] as const;

/** The ranked scoring categories and their points tables, place by place. */
const PAID = { area: AREA_POINTS, herd: HERD_POINTS, most: MOST_POINTS } as const;
export type RankedCategory = keyof typeof PAID;

/** Is `rank` one of the places a category pays (areas 3, herds 5, most food / mobility… 2)? */
export function isPaidPlace(category: RankedCategory, rank: number): boolean {
	return rank >= 1 && rank <= PAID[category].length;
}

/** Is `rank` the first place a category no longer pays (a herd there is "just out of the points")? */
export function isFirstUnpaidPlace(category: RankedCategory, rank: number): boolean {
	return rank === PAID[category].length + 1;
}
