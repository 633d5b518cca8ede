/**
 * The Battles walkthrough: Abdel (A), Stéphanie (B) and Carla (C) are tied for the most cubes.
 * Teaching hands and tokens (the rulebook's battle pictures are not in its text). It shows the
 * simultaneous reveal, a player out, reinforcements answered with more, a tie that goes on with
 * the tokens returned, and a 1 beating an 8.
 */
import type { GuidedStep } from '../keys';
import type { BattleEvent, BattleInput } from '../battle.machine';
import type { Card } from '../types';

const c = (species: Card['species'], value: number): Card => ({ species, value });

export function battleInput(count = 3): BattleInput {
	return {
		players: ['A', 'B', 'C', 'D'],
		count,
		hands: {
			A: [c('bee', 2), c('frog', 5), c('owl', 3), c('okapi', 4)],
			B: [c('tiger', 6), c('okapi', 8), c('panda', 2), c('lizard', 3)],
			C: [c('lizard', 6), c('frog', 1), c('bee', 7), c('wolf', 4)],
			D: [c('owl', 5), c('panda', 6), c('tiger', 3), c('okapi', 2)],
		},
		tokens: { A: 0, B: 1, C: 1, D: 1 },
	};
}

export function battleExample(): { input: BattleInput; steps: GuidedStep<BattleEvent | null>[] } {
	return {
		input: battleInput(3),
		steps: [
			{ event: null, narration: 'bt.step.start' },
			{ event: { type: 'REVEAL', picks: { A: 0, B: 0, C: 0 } }, narration: 'bt.step.reveal1' },
			{ event: { type: 'REINFORCE', player: 'C' }, narration: 'bt.step.plusC' },
			{ event: { type: 'REINFORCE', player: 'B' }, narration: 'bt.step.plusB' },
			{ event: { type: 'COMPARE' }, narration: 'bt.step.compare1' },
			// Stéphanie okapi 8 (now first in her hand), Carla frog 1
			{ event: { type: 'REVEAL', picks: { B: 0, C: 0 } }, narration: 'bt.step.reveal2' },
			{ event: { type: 'COMPARE' }, narration: 'bt.step.compare2' },
		],
	};
}
