/**
 * The decree walkthrough, on the 6-territory kingdom (its neighbours hold 5 and 7 territories).
 * It starts with the rulebook's own example, « greater than or equal to the strongest neighbour »
 * with no card by the neighbours (the decree is ignored); every other decree and card is a
 * teaching example.
 */
import type { GuidedStep } from '../keys';
import type { DecreeEvent, DecreeInput } from '../decree.machine';
import type { Card } from '../types';

const c = (species: Card['species'], value: number): Card => ({ species, value });

export const decreeInput = (): DecreeInput => ({ decree: 'geStrongestNeighbour', kingdom: 2, columns: [[], [], [], [], []] });

export function decreeExample(): { input: DecreeInput; steps: GuidedStep<DecreeEvent | null>[] } {
	return {
		input: decreeInput(),
		steps: [
			{ event: null, narration: 'dc.step.start' },
			{ event: { type: 'TRY', card: c('wolf', 2) }, narration: 'dc.step.ignored' },
			{ event: { type: 'ADD_CARD', kingdom: 1, card: c('owl', 6) }, narration: 'dc.step.neighbour1' },
			{ event: { type: 'ADD_CARD', kingdom: 3, card: c('frog', 4) }, narration: 'dc.step.neighbour2' },
			{ event: { type: 'TRY', card: c('bee', 5) }, narration: 'dc.step.refused' },
			{ event: { type: 'TRY', card: c('tiger', 7) }, narration: 'dc.step.ok' },
			{ event: { type: 'PLAY' }, narration: 'dc.step.played' },
			{ event: { type: 'PICK', id: 'lizardOrTiger' }, narration: 'dc.step.simple' },
			{ event: { type: 'TRY', card: c('wolf', 8) }, narration: 'dc.step.simpleRefused' },
			{ event: { type: 'PICK', id: 'alternate' }, narration: 'dc.step.here' },
			{ event: { type: 'TRY', card: c('okapi', 4) }, narration: 'dc.step.hereOk' },
			{ event: { type: 'PICK', id: 'lowerThanOthers' }, narration: 'dc.step.others' },
			{ event: { type: 'TRY', card: c('panda', 4) }, narration: 'dc.step.othersRefused' },
		],
	};
}
