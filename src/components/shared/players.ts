/** How players are told apart on every board: a colour AND a letter (never colour alone). */
export const PLAYER_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Colour index of a player letter (A → 0 … F → 5). */
export function letterIndex(letter: string): number {
	const i = (PLAYER_LETTERS as readonly string[]).indexOf(letter);
	return Math.max(i , 0);
}
