/**
 * The other reading of "direct contact" (ruling touching-edge): areas that meet at a point touch too.
 * On the core, by its geometry: an area meets the other four of its tile at the tile's centre, and
 * at each of its two corners, where three tiles come together, two areas of each other tile; the
 * tile across its side holds both corners. So 4 + 3 + 2 + 2 = 11 areas, its 3 side neighbours among
 * them. The self-check computes its answers under this reading too (ready-readings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PARCEL_NEIGHBOURS, PARCELS_AT_A_POINT, rotation, VERTICES } from '../../../src/machines/planet/core';
import { graphFromTerrains } from '../../../src/machines/planet/planet';
import { type Terrain, terrainRegions } from '../../../src/machines/planet/regions';

describe('areas that meet at a point', () => {
	it('each area meets 11 others: its tile’s 4, then 7 on the three tiles around its corners; symmetric, a superset of the side neighbours', () => {
		for (const [p, ns] of PARCELS_AT_A_POINT.entries()) {
			expect(ns).toHaveLength(11);
			expect(ns.filter((q) => Math.floor(q / 5) === Math.floor(p / 5))).toHaveLength(4);
			expect(new Set(ns.map((q) => Math.floor(q / 5))).size).toBe(4);
			for (const n of PARCEL_NEIGHBOURS[p]!) expect(ns).toContain(n);
			for (const q of ns) expect(PARCELS_AT_A_POINT[q]).toContain(p);
		}
		expect(VERTICES).toHaveLength(20);
	});
	it('is the same from every turn of the planet', () => {
		const r = rotation(0, 5, 2);
		for (let p = 0; p < 60; p++)
			expect([...PARCELS_AT_A_POINT[r[p]!]!].sort((a, b) => a - b)).toEqual(PARCELS_AT_A_POINT[p]!.map((n) => r[n]!).sort((a, b) => a - b));
	});
	it('a tile whose areas alternate forest and ocean: 2 forest regions by sides, 1 when meeting at the centre counts', () => {
		const terrains: (Terrain | null)[] = Array.from({ length: 60 }, () => null);
		(['forest', 'ocean', 'forest', 'ocean', 'ocean'] as const).forEach((t, k) => {
			terrains[k] = t;
		});
		expect(terrainRegions(graphFromTerrains(terrains), 'forest')).toHaveLength(2);
		expect(terrainRegions(graphFromTerrains(terrains, 'point'), 'forest')).toHaveLength(1);
	});
});
