/**
 * The end-of-age walkthrough: the rulebook's players (Abdel = A, Stéphanie = B, Carla = C,
 * Nicolas = D) on a TEACHING board at the end of age I. The largest kingdom holds the rulebook's
 * example (Carla 3 cubes, Abdel and Stéphanie 2, Nicolas 1, a tile worth 8: 8 / 3 / 3 / 1); the
 * 7-territory kingdom holds its three-way battle (Abdel out on the first reveal, Carla and
 * Stéphanie reveal again, Stéphanie wins). The other kingdoms, every tile value but the 8 and the
 * battle's card values are invented (the rulebook's pictures are not in the text): teaching data.
 * Four capitals are taken, one by each player (a capital ends your age: one per player and age).
 * Then the same board under the peace treaty.
 */
import type { GuidedStep } from '../keys';
import type { KingdomSpaces } from '../board';
import type { EndOfAgeEvent, EndOfAgeInput } from '../endOfAge.machine';
import type { Card } from '../types';
import { seats, type Seat } from '../../shared/seats';

const k = (territories: (Seat | null)[], capital: Seat | null): KingdomSpaces => ({ territories, capital, councils: [null, null] });
const c = (species: Card['species'], value: number): Card => ({ species, value });

export const EOA_PLAYERS = seats(4);

export function endOfAgeInput(treaty = false): EndOfAgeInput {
	return {
		players: EOA_PLAYERS,
		kingdoms: [
			k(['C', 'D', 'A'], 'C'), // 4: Carla 2, Nicolas 1, Abdel 1
			k(['B', 'A', 'B', 'D'], 'B'), // 5: Stéphanie 3, Abdel 1, Nicolas 1
			k(['D', 'D', 'B', 'D', null], null), // 6: Nicolas 3, Stéphanie 1
			k(['C', 'B', 'A', 'C', 'B', 'D'], 'A'), // 7: Abdel, Stéphanie, Carla 2 each, Nicolas 1: the battle
			k(['C', 'A', 'B', 'C', 'C', 'A', 'B'], 'D'), // 8: Carla 3, Abdel 2, Stéphanie 2, Nicolas 1 (on the capital): 8/3/3/1
		],
		tiles: [
			[4, 5, 7],
			[5, 6, 6],
			[4, 6, 9],
			[6, 7, 10],
			[8, 9, 11],
		],
		age: 1,
		treaty,
		// age I: points come from rallies only (1 each): with the cubes, 9, 8, 8 and 9 turns, Stéphanie out first on her 8th
		scores: { A: 3, B: 0, C: 1, D: 2 },
		tokens: { A: 0, B: 0, C: 0, D: 0 },
		hands: {
			A: [c('bee', 2), c('frog', 5), c('owl', 3), c('tiger', 4)],
			B: [c('tiger', 6), c('okapi', 7), c('panda', 2), c('lizard', 3)],
			C: [c('lizard', 6), c('wolf', 4), c('bee', 8), c('frog', 1)],
			D: [c('owl', 5), c('panda', 6), c('tiger', 3), c('okapi', 2)],
		},
		deck: [c('wolf', 7), c('owl', 8), c('tiger', 1), c('bee', 5), c('frog', 7)],
		// one capital each: taking a capital ends your age, so nobody takes two in one age
		capitalOrder: ['B', 'C', 'A', 'D'],
		firstPlayer: 'A',
	};
}

/** Battle mode, kingdom by kingdom, then NEXT_AGE; then the same board under the peace treaty. */
export function endOfAgeExample(): { input: EndOfAgeInput; steps: GuidedStep<EndOfAgeEvent | null>[] } {
	const steps: GuidedStep<EndOfAgeEvent | null>[] = [
		{ event: null, narration: 'eoa.step.start' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.k0' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.k1' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.k2' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.k3tie' },
		// Abdel bee 2, Stéphanie tiger 6, Carla lizard 6
		{ event: { type: 'REVEAL', picks: { A: 0, B: 0, C: 0 } }, narration: 'eoa.step.reveal1' },
		{ event: { type: 'COMPARE' }, narration: 'eoa.step.compare1' },
		// Stéphanie okapi 7 (her hand is now okapi 7, panda 2, lizard 3), Carla wolf 4
		{ event: { type: 'REVEAL', picks: { B: 0, C: 0 } }, narration: 'eoa.step.reveal2' },
		{ event: { type: 'COMPARE' }, narration: 'eoa.step.compare2' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.k4' },
		{ event: { type: 'NEXT_AGE' }, narration: 'eoa.step.nextAge' },
		{ event: { type: 'TREATY', on: true }, narration: 'eoa.step.treaty' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.treatyK0' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.treatyK1' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.treatyK2' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.treatyK3' },
		{ event: { type: 'SCORE' }, narration: 'eoa.step.treatyK4' },
	];
	return { input: endOfAgeInput(false), steps };
}
