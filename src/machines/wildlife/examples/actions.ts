/**
 * The guided board-actions example, as data: a TEACHING position (not from a rulebook) where player A
 * (Human) migrates by jumping over its own pieces, expands, attacks into a full area, and is refused an
 * attack into an area that still has a free space. Each event is replayed through the actions machine,
 * so the rules check every move (a move the rules refuse would change the tests' outcome).
 */
import type { GuidedStep } from '../../shared/types';
import type { ActionsEvent, ActionsInput } from '../actions.machine';

export function actionsInput(pathCheck = false): ActionsInput {
	return { pathCheck };
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
