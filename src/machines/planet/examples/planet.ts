/**
 * The planet widget's guided example: a few rounds on one core with teaching tiles. The player
 * chooses a tile from the five face-up tiles, turns it, and puts it on a free face; the forest
 * regions are followed as they grow across tiles.
 */
import type { GuidedExample } from '../../../components/shared/useGuidedExample';
import type { NarrationKey } from '../keys';
import type { planetMachine } from '../planet.machine';
import { TEACHING_STACKS } from './planets';

export const planetInput = () => ({ stacks: TEACHING_STACKS });

export function planetExample(): GuidedExample<typeof planetMachine, NarrationKey> {
	return {
		input: planetInput(),
		steps: [
			{ event: null, narration: 'planet.step.start' },
			{ event: { type: 'SELECT', index: 1 }, narration: 'planet.step.select' },
			{ event: { type: 'PLACE', face: 0 }, narration: 'planet.step.place' },
			{ event: { type: 'SELECT', index: 0 }, narration: 'planet.step.select' },
			{ event: { type: 'ROTATE', by: 1 }, narration: 'planet.step.rotate' },
			{ event: { type: 'PLACE', face: 0 }, narration: 'planet.step.taken' },
			{ event: { type: 'PLACE', face: 2 }, narration: 'planet.step.place' },
			{ event: { type: 'FOCUS', terrain: 'forest' }, narration: 'planet.step.focus' },
			{ event: { type: 'SELECT', index: 0 }, narration: 'planet.step.select' },
			{ event: { type: 'PLACE', face: 1 }, narration: 'planet.step.grow' },
			{ event: { type: 'FOCUS', terrain: 'ocean' }, narration: 'planet.step.focus' },
			{ event: null, narration: 'planet.step.end' },
		],
	};
}
