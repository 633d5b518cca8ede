// Planet's own rulings checks (src/data/planet/rulings.ts): how many, the French rulebook as the
// only source, and every Planet row of rulings.md §5 (the points the rulebook leaves open) with
// both readings. What every game's rulings and pages share (complete, every topic, typography,
// see-also and page links that land, heading ids the same in both languages) is
// tests/unit/shared/rulings.test.ts, for every game of the registry.
import { describe, expect, it } from 'vitest';
import { PLANET_RULINGS } from '../../../src/data/planet/rulings';

/** The Planet rows of rulings.md §5, each a ruling that gives our reading and the other one. */
const OPEN_POINTS = ['tile-placement', 'largest-touching-reading', 'nobody-qualifies', 'last-round-second-region', 'surprise-reveal-timing'];

describe('Planet rulings', () => {
	it('has at least 12 rulings', () => expect(PLANET_RULINGS.length).toBeGreaterThanOrEqual(12));

	it('covers every open point of the rulebook with the reading we follow and the other reading', () => {
		for (const id of OPEN_POINTS) {
			const r = PLANET_RULINGS.find((x) => x.id === id);
			expect(r, id).toBeDefined();
			expect(r?.answer.fr, id).toMatch(/Notre lecture/);
			expect(r?.answer.fr, id).toMatch(/L’autre lecture/);
			expect(r?.answer.en, id).toMatch(/Our reading/);
			expect(r?.answer.en, id).toMatch(/The other reading/);
		}
	});

	it('cites the French rulebook, the only one, in every ruling', () => {
		for (const r of PLANET_RULINGS)
			expect(
				r.sources.map((s) => s.book),
				r.id,
			).toEqual(r.sources.map(() => 'fr'));
	});
});
