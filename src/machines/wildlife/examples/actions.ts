/**
 * The guided board-actions example, as data: a TEACHING position (not from a rulebook) where player A
 * (Human) migrates by jumping over its own pieces, expands, attacks into a full area, and is refused an
 * attack into an area that still has a free space. Each event is replayed through the actions machine,
 * so the rules check every move (a move the rules refuse would change the tests' outcome).
 */
import type { GuidedStep } from '../keys';
import type { ActionsEvent, ActionsInput } from '../actions.machine';
import type { Occupancy } from '../types';

/**
 * The example position (a TEACHING example on the teaching board, not from a rulebook).
 * A (Human): a row of three in the large steppe, one in the full small savanna, and one on water that
 * an opponent's Mobility swap left there (the case where the two rulebooks disagree).
 */
export const ACTIONS_POSITION: Readonly<Occupancy> = Object.freeze({
	r3c5: 'A',
	r3c6: 'A',
	r3c7: 'A',
	r2c3: 'A',
	r5c5: 'A',
	r4c6: 'B',
	r4c4: 'B',
	r5c4: 'B',
	r1c4: 'B',
	r0c1: 'B',
	r4c5: 'C',
	r6c4: 'C',
	r0c5: 'C',
	r5c1: 'C',
	r1c8: 'C',
});

/** Areas full at the start already carry their white marker (they were small-scored when filled). */
export const ACTIONS_MARKED: readonly string[] = ['savanna-small'];

/**
 * A middle of a game: with three players everyone seeded 8 pieces, and a piece never returns to the
 * reserve, so the pieces missing from the board were lost (attacks, Epidemics): 3 each.
 */
export const ACTIONS_LOST: Readonly<Record<string, number>> = Object.freeze({ A: 3, B: 3, C: 3 });

/** A's piece on water (r2c3) stands there because B swapped it with Mobility (B keeps the card); the narration says so. */
export const ACTIONS_SWAPPED: Readonly<Record<string, 'B'>> = Object.freeze({ r2c3: 'B' });

export function actionsInput(pathCheck = false): ActionsInput {
	return { occ: ACTIONS_POSITION, marked: ACTIONS_MARKED, lost: { ...ACTIONS_LOST }, pathCheck, swapped: { ...ACTIONS_SWAPPED } };
}

export function actionsExample(pathCheck = false): { input: ActionsInput; steps: GuidedStep<ActionsEvent | null>[] } {
	return {
		input: actionsInput(pathCheck),
		steps: [
			{ event: null, narration: 'actions.step.start' },
			{ event: { type: 'CHOOSE', action: 'migrate', card: 'forest' }, narration: 'actions.step.chooseMigrate' },
			{ event: { type: 'CELL', cell: 'r3c5' }, narration: 'actions.step.selectPiece' },
			{ event: { type: 'CELL', cell: 'r4c7' }, narration: 'actions.step.migrated' },
			{ event: { type: 'CHOOSE', action: 'expand', card: 'steppe' }, narration: 'actions.step.chooseExpand' },
			{ event: { type: 'CELL', cell: 'r6c7' }, narration: 'actions.step.expanded' },
			{ event: { type: 'CHOOSE', action: 'attack', card: 'savanna' }, narration: 'actions.step.chooseAttack' },
			{ event: { type: 'CELL', cell: 'r4c4' }, narration: 'actions.step.attacked' },
			{ event: { type: 'CELL', cell: 'r1c4' }, narration: 'actions.step.refusedAttack' },
		],
	};
}
