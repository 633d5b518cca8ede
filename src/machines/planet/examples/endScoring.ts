/**
 * The end-scoring widget's guided example. Anna's objective is the glacier card, with the only line
 * the rulebook gives (11–13 glacier parcels → 2 points). Bruno's objective is the ocean card, whose
 * table no source gives: its line here is a TEACHING example, and the try-it mode lets the reader
 * type in their own card's lines. Players, parcels and animal cards are ours.
 */
import type { GuidedExample } from '../../shared/guided';
import type { NarrationKey } from '../keys';
import type { EndInput, endScoringMachine } from '../endScoring.machine';
import { GLACIER_EXAMPLE } from '../scoring';

/** Anna (seat A) and Bruno (seat B): END_CAST in cast.ts. */
export const endInput = (): EndInput => ({
	players: [
		{ seat: 'A', objective: 'glacier', parcels: 12, animals: ['glacier', 'forest', 'desert', 'ocean'] },
		{ seat: 'B', objective: 'ocean', parcels: 20, animals: ['ocean', 'ocean', 'ocean', 'ocean', 'mountain'] },
	],
	tables: { glacier: GLACIER_EXAMPLE.rows, ocean: [{ min: 18, max: 21, points: 3 }] },
});

export function endExample(): GuidedExample<typeof endScoringMachine, NarrationKey> {
	return {
		input: endInput(),
		steps: [
			{ event: null, narration: 'end.step.start' },
			{ event: null, narration: 'end.step.objective' },
			{ event: null, narration: 'end.step.animals' },
			{ event: null, narration: 'end.step.total' },
			{ event: { type: 'SET_PARCELS', player: 'A', value: 10 }, narration: 'end.step.missed' },
			{ event: { type: 'SET_BEGINNERS', on: true }, narration: 'end.step.beginners' },
		],
	};
}
