import { SEATS } from '../../machines/shared/seats';

/** How players are told apart on every board: a colour AND a letter (never colour alone). The letters are the seat ids. */
export const PLAYER_LETTERS = SEATS;

/** Colour index of a player letter (A → 0 … F → 5). */
export function letterIndex(letter: string): number {
	const i = (PLAYER_LETTERS as readonly string[]).indexOf(letter);
	return Math.max(i , 0);
}
