/**
 * The rulebook's big-scoring example (FR 000:L346-392, EN 002:L229-239; research/rulings.md §3.1.6)
 * rebuilt as data (the tie examples of the rules text are in ties.ts).
 *
 * The rulebook prints only POINTS (per area, per herd rank) and the herd sizes of the explanation
 * (Blue 11, Green 11, Brown 9, Orange two equal herds). The piece positions below are OUR
 * RECONSTRUCTION on the teaching board (not the real map): chosen so that every area and the herds
 * give exactly the printed points when the rules score them. Orange's two herds have 4 pieces each.
 * Adaptations, abilities and food are not part of the example.
 */
import type { GuidedStep } from '../keys';
import { TEACHING_BOARD, cellId } from '../board';
import type { BigScoringEvent, BigScoringInput } from '../bigScoring.machine';
import type { Occupancy } from '../types';
import type { PerSeat, Seat } from '../../shared/seats';

/** Table order of the rulebook: Orange, Green, Blue, Brown, seated A, B, C, D. */
export const BIG_PLAYERS: readonly Seat[] = ['A', 'B', 'C', 'D'];

/**
 * One letter per cell of the teaching layout (board.ts), the rulebook's colours: O orange (A),
 * G green (B), B blue (C), N brown, marron (D); '.' free or off-board.
 */
export const BIG_EXAMPLE_LAYOUT: readonly string[] = [
	'...OOONNNN',
	'BBBBOGGGNN',
	'BGG..GGGBN',
	'BOB..GOONN',
	'BBB.OGGGGB',
	'B...ONOBBO',
	'..N..B.OOO',
	'..N.NNN.G.',
];

const LETTER: Record<string, Seat> = { O: 'A', G: 'B', B: 'C', N: 'D' };

export function occupancyFromLayout(layout: readonly string[]): Occupancy {
	const occ: Occupancy = {};
	layout.forEach((line, row) =>
		[...line].forEach((ch, col) => {
			const p = LETTER[ch];
			if (p) occ[cellId(row, col)] = p;
		}),
	);
	return occ;
}

export const bigScoringInput: BigScoringInput = {
	board: TEACHING_BOARD,
	occ: occupancyFromLayout(BIG_EXAMPLE_LAYOUT),
	players: BIG_PLAYERS,
};

/** The rulebook's printed points (A orange, B green, C blue, D brown), per area (— = 0) and for the herds; total = areas + herds. */
export const RULEBOOK_POINTS: {
	areas: Record<string, PerSeat<number>>;
	herds: PerSeat<number>;
	totals: PerSeat<number>;
} = {
	areas: {
		'water-large': { A: 0, B: 0, C: 4, D: 0 },
		'water-small': { A: 0, B: 0, C: 0, D: 0 },
		'steppe-large': { A: 2, B: 3, C: 0, D: 0 },
		'steppe-small': { A: 3, B: 1, C: 0, D: 1 },
		'savanna-large': { A: 3, B: 2, C: 0, D: 0 },
		'savanna-small': { A: 3, B: 1, C: 0, D: 1 },
		'forest-large': { A: 2, B: 2, C: 2, D: 0 },
		'forest-small': { A: 1, B: 3, C: 1, D: 0 },
		'mountain-large': { A: 0, B: 2, C: 0, D: 3 },
		'mountain-small': { A: 0, B: 0, C: 0, D: 4 },
		'desert-large': { A: 0, B: 0, C: 4, D: 0 },
		'desert-small': { A: 0, B: 0, C: 2, D: 3 },
	},
	// Orange's (A's) 3 + 3 is 4th place (the French table prints it on the 3rd-herd row by mistake).
	herds: { A: 6, B: 7, C: 7, D: 5 },
	totals: { A: 20, B: 21, C: 20, D: 17 },
};

/** Step 0 = before scoring; 12 area steps; the herds; the total. Narration keys per kind of step. */
export function bigScoringExample(): { input: BigScoringInput; steps: GuidedStep<BigScoringEvent | null>[] } {
	const steps: GuidedStep<BigScoringEvent | null>[] = [{ event: null, narration: 'big.step.start' }];
	for (let i = 0; i < 12; i++) steps.push({ event: { type: 'NEXT' }, narration: 'big.step.area' });
	steps.push({ event: { type: 'NEXT' }, narration: 'big.step.herds' });
	steps.push({ event: { type: 'NEXT' }, narration: 'big.step.total' });
	return { input: bigScoringInput, steps };
}
