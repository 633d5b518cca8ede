import { SEATS, type Seat } from '../../machines/shared/seats';

/**
 * How players are told apart on every board of the site: a colour, a letter AND a shape (never
 * colour alone), from this one list. The letters are the seat ids. Colours are six of Okabe &
 * Ito's colour-blind-safe set; tests/unit/shared/palette.test.ts checks them against each other
 * and against every terrain tint under deuteranopia, protanopia and tritanopia.
 */
export const PLAYER_LETTERS = SEATS;

export type PieceShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'pentagon' | 'hexagon';

export interface PlayerLook {
	letter: Seat;
	/** Fill of the piece (Okabe–Ito). */
	colour: string;
	/** Letter colour with the better contrast on that fill. */
	ink: string;
	shape: PieceShape;
}

export const PLAYER_LOOKS: readonly PlayerLook[] = [
	// The most distinct four first (2 to 4 players is the usual table); A, B, C match the
	// rulebook's big-scoring example (Orange, Green, Blue).
	{ letter: 'A', colour: '#E69F00', ink: '#000000', shape: 'circle' }, // orange
	{ letter: 'B', colour: '#009E73', ink: '#000000', shape: 'square' }, // bluish green
	{ letter: 'C', colour: '#0072B2', ink: '#FFFFFF', shape: 'triangle' }, // blue
	{ letter: 'D', colour: '#000000', ink: '#FFFFFF', shape: 'diamond' }, // black
	{ letter: 'E', colour: '#56B4E9', ink: '#000000', shape: 'pentagon' }, // sky blue
	{ letter: 'F', colour: '#D55E00', ink: '#000000', shape: 'hexagon' }, // vermillion
];

/** Colour index of a seat (A → 0 … F → 5). */
export function letterIndex(letter: Seat): number {
	return Math.max(SEATS.indexOf(letter), 0);
}

/** How the player in a seat is drawn. */
export function playerLook(letter: Seat): PlayerLook {
	return PLAYER_LOOKS[letterIndex(letter)]!;
}
