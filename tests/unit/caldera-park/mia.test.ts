import { describe, expect, test } from 'vitest';
import { MIA_EXPECTED, MIA_TILES, miaPark } from '../../../src/machines/caldera-park/examples/mia';
import { CATEGORIES, scorePark } from '../../../src/machines/caldera-park/final';
import { TEACHING_PARK } from '../../../src/machines/caldera-park/park';
import { TEACHING_TILES } from '../../../src/machines/caldera-park/tiles';

describe('Mia’s final scoring (rulebook: 134), on the teaching park', () => {
	const score = scorePark(TEACHING_PARK, miaPark());
	test('she placed all 35 tiles, each once, on landscape spaces', () => {
		expect(Object.keys(MIA_TILES)).toHaveLength(35);
		expect(new Set(Object.values(MIA_TILES)).size).toBe(35);
		expect([...Object.values(MIA_TILES)].sort()).toEqual(TEACHING_TILES.map((t) => t.id).sort());
	});
	test('weather: the downpour flips exactly two bison tiles, nothing else flips', () => {
		const flips = score.categories[0]!.flips!;
		expect(flips.map((f) => f.by)).toEqual(['downpour', 'downpour']);
		expect(flips.every((f) => f.reasons.includes('bison'))).toBe(true);
	});
	for (const c of CATEGORIES)
		test(`${c}: ${MIA_EXPECTED[c]}`, () => {
			expect(score.categories.find((x) => x.category === c)!.points).toBe(MIA_EXPECTED[c]);
		});
	test('families as the rulebook counts them', () => {
		const fams = (s: string) => score.categories.find((x) => x.category === s)!.families!.map((f) => [f.animals, f.water]);
		expect(fams('goat').sort()).toEqual(
			[
				[6, 1],
				[6, 2],
			].sort(),
		);
		expect(fams('bear').sort()).toEqual(
			[
				[1, 0],
				[1, 1],
				[10, 2],
			].sort(),
		);
		expect(fams('wolf').sort()).toEqual(
			[
				[4, 2],
				[5, 0],
			].sort(),
		);
		expect(fams('moose')).toEqual([[12, 3]]);
		expect(fams('bison').sort()).toEqual(
			[
				[2, 0],
				[2, 0],
				[2, 1],
				[2, 1],
			].sort(),
		);
		expect(Math.max(...fams('eagle').map(([a]) => a!))).toBe(10);
	});
	test('134 in all', () => expect(score.total).toBe(134));
});

describe('a whole park: flipping tiles never raises a score', () => {
	test('on Mia’s park, turning any set of tiles face down lowers or keeps every category and the total', async () => {
		const fc = (await import('fast-check')).default;
		const base = scorePark(TEACHING_PARK, miaPark());
		const keys = Object.keys(MIA_TILES);
		fc.assert(
			fc.property(fc.subarray(keys, { minLength: 1 }), (picked) => {
				const state = miaPark();
				const tiles = { ...state.tiles };
				for (const k of picked) tiles[k] = { animals: {}, water: 0 }; // face down: it still covers its space, and shows nothing
				const after = scorePark(TEACHING_PARK, { ...state, tiles });
				expect(after.total).toBeLessThanOrEqual(base.total);
				after.categories.forEach((c, i) => expect(c.points).toBeLessThanOrEqual(base.categories[i]!.points));
			}),
		);
	});
});
