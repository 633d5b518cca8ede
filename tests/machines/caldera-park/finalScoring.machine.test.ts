import { describe, expect, it } from 'vitest';
import { finalExample, MIA_EXPECTED } from '../../../src/machines/caldera-park/examples/mia';
import { CATEGORIES } from '../../../src/machines/caldera-park/final';
import { finalScoringMachine } from '../../../src/machines/caldera-park/finalScoring.machine';
import { replayAll } from '../../../src/machines/shared/replay';

describe('the final scoring, marmot step by step (Mia’s 134)', () => {
	const ex = finalExample();
	const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
	const snaps = replayAll(finalScoringMachine, ex.input, events);
	it('walks the 13 categories in the rulebook’s order, weather first', () => {
		expect(snaps.slice(1, 14).map((s) => s.context.current)).toEqual([...CATEGORIES]);
	});
	it('each category adds what the rulebook gives, 134 in all', () => {
		for (let i = 1; i <= 13; i++) expect(snaps[i]!.context.total - snaps[i - 1]!.context.total).toBe(MIA_EXPECTED[CATEGORIES[i - 1]!]);
		expect(snaps[13]!.context.total).toBe(134);
		expect(snaps[13]!.value).toBe('totals');
	});
	it('the weather step flips the two bison tiles before anything is counted', () => {
		expect(snaps[1]!.context.flipped).toHaveLength(2);
		expect(snaps[0]!.context.flipped).toHaveLength(0);
	});
	it('tie-breaks: Lin beats Mia on river spaces; Sam and Zoé share third', () => {
		const end = snaps.at(-1)!.context;
		expect(end.places).toEqual([
			{ place: 1, names: ['B'] },
			{ place: 2, names: ['A'] },
			{ place: 3, names: ['C', 'D'] },
		]);
		expect(end.decided).toEqual(['river', 'total']);
		expect(end.score.riverCovered).toBe(6);
	});
});
