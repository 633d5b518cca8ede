/** The round-and-stacks widget's guided example: set-up, then the 12 rounds, for 2, 3 or 4 players. */
import type { GuidedExample } from '../../shared/guided';
import type { NarrationKey } from '../keys';
import { type PlayerCount, ROUNDS } from '../round';
import type { stacksMachine } from '../stacks.machine';

export function stacksExample(players: PlayerCount): GuidedExample<typeof stacksMachine, NarrationKey> {
	return {
		input: { players },
		steps: [
			{ event: null, narration: 'stacks.step.setup' },
			...Array.from({ length: ROUNDS }, () => ({ event: { type: 'NEXT' as const }, narration: 'stacks.step.round' as const })),
		],
	};
}
