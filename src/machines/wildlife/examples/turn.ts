/**
 * The rulebook's turn example (FR 000:L334-344, EN 002:L225-227; research/rulings.md §3.1.5), replayed
 * through the turn machine on a RECONSTRUCTED position (the rulebook's picture is lost): Orange = player
 * A, Human, with Intelligence (4 plays). 1. a wheel raises forest from migrate to expand; 2-3. two forest
 * cards each place a Human in the large forest; then the free migration moves the bottom-right Human
 * into the forest's last free space (small scoring); 4. the second wheel is put up for auction (the
 * mandatory auction); end of turn.
 */
import type { GuidedStep } from '../keys';
import type { Card } from '../game';
import type { TurnEvent, TurnInput } from '../turn.machine';
import type { Occupancy } from '../types';

/**
 * A RECONSTRUCTION of the rulebook's turn example (its picture is lost): the large forest of the
 * teaching board has three free spaces (r4c6, r5c6, r6c9); A's "bottom-right" piece waits on r6c8,
 * next to the last of them.
 */
export const TURN_POSITION: Readonly<Occupancy> = Object.freeze({
	r4c7: 'B',
	r5c7: 'B',
	r5c9: 'B',
	r4c8: 'B',
	r4c9: 'A',
	r5c8: 'A',
	r6c8: 'A',
	r3c6: 'A',
	r2c5: 'A',
	r4c4: 'C',
	r0c1: 'B',
	r5c1: 'C',
	r1c8: 'C',
	r0c5: 'C',
});

/** Player A's hand for the example (10 cards, as after the draw). The first four are the example's. */
export const TURN_HAND: readonly Card[] = [
	{ kind: 'wheel' },
	{ kind: 'terrain', terrain: 'forest' },
	{ kind: 'terrain', terrain: 'forest' },
	{ kind: 'wheel' },
	{ kind: 'terrain', terrain: 'steppe' },
	{ kind: 'terrain', terrain: 'savanna' },
	{ kind: 'terrain', terrain: 'mountain' },
	{ kind: 'terrain', terrain: 'water' },
	{ kind: 'terrain', terrain: 'desert' },
	{ kind: 'terrain', terrain: 'steppe' },
];

/**
 * A middle of a game: with three players everyone seeded 8 pieces and none comes back to the reserve,
 * so the pieces missing from the board were lost earlier (attacks, Epidemics).
 */
export const TURN_LOST: Readonly<Record<string, number>> = Object.freeze({ A: 3, B: 3, C: 4 });

export function turnInput(intelligence = true): TurnInput {
	return { occ: TURN_POSITION, hand: TURN_HAND, intelligence, lost: { ...TURN_LOST } };
}

export function turnExample(): { input: TurnInput; steps: GuidedStep<TurnEvent | null>[] } {
	return {
		input: turnInput(true),
		steps: [
			{ event: null, narration: 'turnex.step.start' },
			{ event: { type: 'PICK', card: 0 }, narration: 'turnex.step.pickWheel' },
			{ event: { type: 'WHEEL', terrain: 'forest' }, narration: 'turnex.step.wheel' },
			{ event: { type: 'PICK', card: 1, action: 'expand' }, narration: 'turnex.step.pickForest' },
			{ event: { type: 'CELL', cell: 'r4c6' }, narration: 'turnex.step.expand1' },
			{ event: { type: 'PICK', card: 2, action: 'expand' }, narration: 'turnex.step.pickForest2' },
			{ event: { type: 'CELL', cell: 'r5c6' }, narration: 'turnex.step.expand2' },
			{ event: { type: 'FREE_MOVE' }, narration: 'turnex.step.freeStart' },
			{ event: { type: 'CELL', cell: 'r6c8' }, narration: 'turnex.step.freeSelect' },
			{ event: { type: 'CELL', cell: 'r6c9' }, narration: 'turnex.step.freeMove' },
			{ event: { type: 'PICK', card: 3 }, narration: 'turnex.step.pickWheel2' },
			{ event: { type: 'AUCTION' }, narration: 'turnex.step.auction' },
			{ event: { type: 'END_TURN' }, narration: 'turnex.step.end' },
		],
	};
}
