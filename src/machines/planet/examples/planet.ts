/**
 * The planet widget's guided example: the first three rounds of a two-player game (you and Bruno)
 * with teaching tiles. You choose a tile from those face up (in round 2 Bruno, holding the token,
 * has taken one first), turn it, and put it on a free face; the tiles left over start stacks 11
 * and 12; the forest regions are followed as they grow across tiles.
 */
import type { GuidedExample } from '../../shared/guided';
import type { NarrationKey } from '../keys';
import type { planetMachine } from '../planet.machine';
import { TEACHING_STACKS } from './planets';

/** You (seat A) against Bruno (seat B, cast.ts), two players: the 10 dealt stacks of teaching tiles. */
export const planetInput = () => ({ stacks: TEACHING_STACKS, rival: 'B' as const });

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
