/** The regions explorer's guided example: Céline's teaching planet, one terrain after another. */
import type { GuidedExample } from '../../shared/guided';
import type { NarrationKey } from '../keys';
import type { regionsMachine } from '../regions.machine';
import { CELINE } from './planets';

export function regionsExample(): GuidedExample<typeof regionsMachine, NarrationKey> {
	return {
		input: { terrains: [...CELINE] },
		steps: [
			{ event: null, narration: 'regions.step.start' },
			{ event: { type: 'PICK', terrain: 'forest' }, narration: 'regions.step.pick' },
			{ event: { type: 'PICK', terrain: 'glacier' }, narration: 'regions.step.pick' },
			{ event: { type: 'PICK', terrain: 'desert' }, narration: 'regions.step.pick' },
			{ event: { type: 'PICK', terrain: 'mountain' }, narration: 'regions.step.pick' },
			{ event: { type: 'PICK', terrain: 'ocean' }, narration: 'regions.step.pick' },
		],
	};
}
