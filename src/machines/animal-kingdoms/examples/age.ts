/**
 * The turn-and-age walkthrough: Abdel (A), Stéphanie (B) and Carla (C) late in age I, on a
 * TEACHING position (decrees and cards are invented; each player has the 18 cubes of a colour, and
 * every card by a kingdom came with a cube, obeying its decree: src/machines/animal-kingdoms/position.ts).
 * It shows a claim the decree refuses, a claim, a capital asked for while a territory is free, a
 * rally, a capital claimed (which withdraws Carla and gives her the First to Withdraw token), a
 * rally refused after that, a claim that needs the strongest neighbour's value, a player left with
 * no card any kingdom accepts (she must withdraw), and a player who withdraws by choice, ending the age.
 */
import type { GuidedStep } from '../keys';
import type { AgeState } from '../age';
import type { AgeEvent } from '../age.machine';
import type { KingdomSpaces } from '../board';
import { TEACHING_DECREES } from '../decrees';
import type { Card } from '../types';
import type { Seat } from '../../shared/seats';

const c = (species: Card['species'], value: number): Card => ({ species, value });
const k = (territories: (Seat | null)[], capital: Seat | null = null): KingdomSpaces => ({ territories, capital, councils: [null, null] });

export function ageInput(): AgeState {
	return {
		players: ['A', 'B', 'C'],
		current: 'A',
		hands: {
			A: [c('bee', 4), c('frog', 3), c('okapi', 7), c('tiger', 2)],
			B: [c('panda', 4), c('owl', 5), c('lizard', 8), c('okapi', 1)],
			C: [c('tiger', 4), c('frog', 8), c('bee', 5), c('okapi', 3)],
		},
		// 18 cubes each, minus those on the board (A 6, B 6, C 5)
		cubes: { A: 12, B: 12, C: 13 },
		kingdoms: [
			k(['A', 'B', null]),
			k(['B', 'C', 'A', null]),
			k(['C', 'C', 'A', 'B', null]),
			k(['A', 'B', 'C', 'A', 'B', 'C']),
			k(['B', 'A', null, null, null, null, null]),
		],
		// one card per cube, each obeying its kingdom's decree
		columns: [
			[c('owl', 1), c('wolf', 3)],
			[c('bee', 2), c('panda', 5), c('owl', 7)],
			[c('okapi', 2), c('wolf', 5), c('frog', 6), c('bee', 7)],
			[c('panda', 1), c('owl', 2), c('frog', 2), c('wolf', 4), c('okapi', 4), c('bee', 3)],
			[c('lizard', 1), c('tiger', 5)],
		],
		decrees: [
			TEACHING_DECREES.odd!,
			TEACHING_DECREES.higherHere!,
			TEACHING_DECREES.geStrongestNeighbour!,
			TEACHING_DECREES.atMost4!,
			TEACHING_DECREES.lizardOrTiger!,
		],
		passed: [],
		firstToPass: null,
		capitalOrder: [],
		// age I: points come from rallies only; with the cubes on the board, 8 turns each (a round just ended, Abdel starts the next)
		scores: { A: 2, B: 2, C: 3 },
		// drawn in turn: Abdel, Stéphanie (2, rally), Carla, Abdel, Stéphanie, Abdel
		deck: [c('tiger', 7), c('bee', 6), c('wolf', 2), c('owl', 4), c('frog', 4), c('okapi', 6), c('lizard', 5), c('panda', 8), c('wolf', 7), c('frog', 7)],
		discard: [],
		lastKingdom: {},
	};
}

export function ageExample(): { input: AgeState; steps: GuidedStep<AgeEvent | null>[] } {
	return {
		input: ageInput(),
		steps: [
			{ event: null, narration: 'age.step.start' },
			{ event: { type: 'CLAIM', player: 'A', card: 0, kingdom: 0 }, narration: 'age.step.refusedDecree' },
			{ event: { type: 'CLAIM', player: 'A', card: 1, kingdom: 0 }, narration: 'age.step.claim' },
			{ event: { type: 'CLAIM', player: 'B', card: 2, kingdom: 4, space: 'capital' }, narration: 'age.step.capitalNotYet' },
			{ event: { type: 'RALLY', player: 'B', discards: [1, 3] }, narration: 'age.step.rally' },
			{ event: { type: 'CLAIM', player: 'C', card: 0, kingdom: 3 }, narration: 'age.step.capital' },
			{ event: { type: 'RALLY', player: 'A', discards: [0] }, narration: 'age.step.rallyRefused' },
			{ event: { type: 'CLAIM', player: 'A', card: 1, kingdom: 2 }, narration: 'age.step.claimNeighbours' },
			{ event: { type: 'CLAIM', player: 'B', card: 1, kingdom: 4 }, narration: 'age.step.claimB' },
			{ event: { type: 'CLAIM', player: 'A', card: 1, kingdom: 4 }, narration: 'age.step.claimA' },
			{ event: { type: 'CLAIM', player: 'B', card: 0, kingdom: 0 }, narration: 'age.step.mustPass' },
			{ event: { type: 'PASS', player: 'B' }, narration: 'age.step.passB' },
			{ event: { type: 'PASS', player: 'A' }, narration: 'age.step.passA' },
		],
	};
}
