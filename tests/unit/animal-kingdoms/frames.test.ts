/**
 * Animal Kingdoms: the build-time frames are a fresh replay of each example. (Its messages are checked
 * with every game's: typography, ICU, keys by type, edge parameters — tests/unit/shared/.)
 */
import { describe, expect, it } from 'vitest';
import { ageFrames, battleFrames, decreeFrames, endOfAgeFrames, soloFrames } from '../../../src/components/animal-kingdoms/frames';
import { guidedFrames } from '../../../src/machines/shared/guidedReplay';
import { ageMachine } from '../../../src/machines/animal-kingdoms/age.machine';
import { ageExample } from '../../../src/machines/animal-kingdoms/examples/age';
import { endOfAgeExample } from '../../../src/machines/animal-kingdoms/examples/endOfAge';

describe('build-time frames', () => {
	it('equal a fresh replay of each guided example', () => {
		expect(JSON.stringify(ageFrames())).toBe(JSON.stringify(guidedFrames(ageMachine, ageExample(), (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }))));
		for (const f of [ageFrames(), battleFrames(), decreeFrames(), endOfAgeFrames(), soloFrames()]) {
			expect(f.patches.length).toBe(f.steps.filter((s) => s.event).length);
		}
		expect(endOfAgeFrames().steps).toEqual(endOfAgeExample().steps);
	});
	it('leave the example input and the draw pile out of the page', () => {
		const json = JSON.stringify(endOfAgeFrames());
		expect(json).not.toContain('"input"');
		expect(json).not.toContain('"capitalOrder":["B","C","A"],"firstPlayer"');
	});
});
