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
import type { Occupancy, PlayerId } from '../types';

/** Table order of the rulebook: Orange, Green, Blue, Brown (players A, B, C, D here). */
export const BIG_PLAYERS: readonly PlayerId[] = ['orange', 'green', 'blue', 'brown'];

/**
 * One letter per cell of the teaching layout (board.ts): O orange, G green, B blue, N brown (marron),
 * '.' free or off-board.
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

const LETTER: Record<string, PlayerId> = { O: 'orange', G: 'green', B: 'blue', N: 'brown' };

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

/** The rulebook's printed points, per area (— = 0) and for the herds; total = areas + herds. */
export const RULEBOOK_POINTS: {
	areas: Record<string, Record<PlayerId, number>>;
	herds: Record<PlayerId, number>;
	totals: Record<PlayerId, number>;
} = {
	areas: {
		'water-large': { orange: 0, green: 0, blue: 4, brown: 0 },
		'water-small': { orange: 0, green: 0, blue: 0, brown: 0 },
		'steppe-large': { orange: 2, green: 3, blue: 0, brown: 0 },
		'steppe-small': { orange: 3, green: 1, blue: 0, brown: 1 },
		'savanna-large': { orange: 3, green: 2, blue: 0, brown: 0 },
		'savanna-small': { orange: 3, green: 1, blue: 0, brown: 1 },
		'forest-large': { orange: 2, green: 2, blue: 2, brown: 0 },
		'forest-small': { orange: 1, green: 3, blue: 1, brown: 0 },
		'mountain-large': { orange: 0, green: 2, blue: 0, brown: 3 },
		'mountain-small': { orange: 0, green: 0, blue: 0, brown: 4 },
		'desert-large': { orange: 0, green: 0, blue: 4, brown: 0 },
		'desert-small': { orange: 0, green: 0, blue: 2, brown: 3 },
	},
	// Orange's 3 + 3 is 4th place (the French table prints it on the 3rd-herd row by mistake).
	herds: { orange: 6, green: 7, blue: 7, brown: 5 },
	totals: { orange: 20, green: 21, blue: 20, brown: 17 },
};

/** Step 0 = before scoring; 12 area steps; the herds; the total. Narration keys per kind of step. */
export function bigScoringExample(): { input: BigScoringInput; steps: GuidedStep<BigScoringEvent | null>[] } {
	const steps: GuidedStep<BigScoringEvent | null>[] = [{ event: null, narration: 'big.step.start' }];
	for (let i = 0; i < 12; i++) steps.push({ event: { type: 'NEXT' }, narration: 'big.step.area' });
	steps.push({ event: { type: 'NEXT' }, narration: 'big.step.herds' });
	steps.push({ event: { type: 'NEXT' }, narration: 'big.step.total' });
	return { input: bigScoringInput, steps };
}
