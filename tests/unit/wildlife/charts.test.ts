import { describe, expect, it } from 'vitest';
import { canAct, EXAMPLE_CHARTS, hasUsualPattern, HUMAN_CHART, validateChart } from '../../../src/machines/wildlife/charts';
import { TERRAINS } from '../../../src/machines/wildlife/types';

describe('charts', () => {
	it('Human chart: migrate forest and mountain, expand steppe, attack savanna, nothing in water and desert', () => {
		expect(HUMAN_CHART).toEqual({ forest: 1, mountain: 1, steppe: 2, savanna: 3, water: 0, desert: 0 });
	});

	it('example charts are labelled examples with the 1/1/2/2 pattern and distinct', () => {
		expect(EXAMPLE_CHARTS.map((c) => c.id)).toEqual(['example-b', 'example-c', 'example-d', 'example-e', 'example-f']);
		const seen = new Set([JSON.stringify(HUMAN_CHART)]);
		for (const c of EXAMPLE_CHARTS) {
			expect(c.official).toBe(false);
			expect(hasUsualPattern(c.chart)).toBe(true);
			const key = JSON.stringify(Object.fromEntries(TERRAINS.map((t) => [t, c.chart[t]])));
			expect(seen.has(key)).toBe(false);
			seen.add(key);
		}
		expect(hasUsualPattern(HUMAN_CHART)).toBe(true);
	});

	it('canAct: a higher level includes the lower ones', () => {
		expect(canAct(HUMAN_CHART, 'savanna', 1)).toBe(true);
		expect(canAct(HUMAN_CHART, 'savanna', 3)).toBe(true);
		expect(canAct(HUMAN_CHART, 'steppe', 1)).toBe(true);
		expect(canAct(HUMAN_CHART, 'steppe', 3)).toBe(false);
		expect(canAct(HUMAN_CHART, 'forest', 2)).toBe(false);
		expect(canAct(HUMAN_CHART, 'water', 1)).toBe(false);
	});

	it('validateChart accepts a full chart typed by the reader (numbers, digits or level keys)', () => {
		expect(validateChart({ water: 0, steppe: 2, savanna: 3, forest: 1, mountain: 1, desert: 0 })).toEqual(HUMAN_CHART);
		expect(validateChart({ water: 'none', steppe: '2', savanna: 'attack', forest: 'migrate', mountain: 1, desert: 0 })).toEqual(HUMAN_CHART);
	});

	it('validateChart refuses anything incomplete, extra or out of range', () => {
		const ok = { water: 0, steppe: 2, savanna: 3, forest: 1, mountain: 1, desert: 0 };
		expect(validateChart(null)).toBeNull();
		expect(validateChart('x')).toBeNull();
		expect(validateChart([0, 1, 2, 3, 0, 1])).toBeNull();
		const { desert: _d, ...missing } = ok;
		expect(validateChart(missing)).toBeNull();
		expect(validateChart({ ...ok, lava: 1 })).toBeNull();
		expect(validateChart({ ...ok, water: 4 })).toBeNull();
		expect(validateChart({ ...ok, water: -1 })).toBeNull();
		expect(validateChart({ ...ok, water: 1.5 })).toBeNull();
		expect(validateChart({ ...ok, water: 'fly' })).toBeNull();
	});
});
