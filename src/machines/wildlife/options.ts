/**
 * Rule settings where the texts differ or say nothing. Defaults = the designer's correction or the
 * recommendation of research/rulings.md §1 (row numbers in comments).
 */
export interface WildlifeOptions {
	/** §1 row 1: copies of one ability a player may own. 2 = designer's correction (EN); 1 = as printed (FR). Lifted for 2 players. */
	abilityLimit: 1 | 2;
	/** §1 row 8: false = only the arrival cell's terrain matters (FR); true = start, path and arrival (EN). */
	migrationPathCheck: boolean;
	/** §1 row 3: true = exactly three plays (FR), Intelligence extras optional; false = "up to three" (EN). */
	mustPlayThree: boolean;
	/** §1 row 6: true = a player with 0 items does not rank in the adaptations / abilities / food categories. */
	needOneToRank: boolean;
	/** §1.3: true = a pass is final for that auction. */
	passIsFinal: boolean;
	/** §1.3: true = a bid above one's food is allowed (the shortfall is paid by stepping back on the score track). */
	allowBidAboveFood: boolean;
	/** variant (FR L324, EN L217): any number of copies of an ability. */
	variantUnlimitedAbilities: boolean;
	/** variant (FR L326): a terrain card bought at auction lets you place with only the migrate level. */
	variantAuctionExpand: boolean;
}

export const DEFAULT_OPTIONS: Readonly<WildlifeOptions> = Object.freeze({
	abilityLimit: 2,
	migrationPathCheck: false,
	mustPlayThree: true,
	needOneToRank: true,
	passIsFinal: true,
	allowBidAboveFood: true,
	variantUnlimitedAbilities: false,
	variantAuctionExpand: false,
});

export function withDefaults(partial: Partial<WildlifeOptions> = {}): WildlifeOptions {
	return { ...DEFAULT_OPTIONS, ...partial };
}

/** Copies of one ability type a player may own (Infinity for 2 players or the variant). */
export function abilityCap(options: WildlifeOptions, playerCount: number): number {
	if (playerCount === 2 || options.variantUnlimitedAbilities) return Infinity;
	return options.abilityLimit;
}
