/**
 * Animal Kingdoms' build-time frames: what they leave out of the page. That each equals a fresh
 * replay of its example is checked with every game's (tests/unit/shared/guided-replay.test.ts), as
 * are its messages (typography, ICU, keys by type, edge parameters — tests/unit/shared/).
 */
import { describe, expect, it } from 'vitest';
import { ageFrames, battleFrames, decreeFrames, endOfAgeFrames, soloFrames } from '../../../src/components/animal-kingdoms/frames';
import { endOfAgeExample } from '../../../src/machines/animal-kingdoms/examples/endOfAge';

describe('build-time frames', () => {
	it('hold one patch per event, and the steps of the example', () => {
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
