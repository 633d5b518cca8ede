// Planet's regions and animal cards: the rulebook's examples (the three host conditions with the
// panda, the elephant and the reindeer; the last-round fox of Matthieu and Céline), the readings
// we follow and their alternatives, and properties of the core (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACE_COUNT, PARCEL_COUNT, PARCEL_NEIGHBOURS, rotation } from '../../../src/machines/planet/core';
import { CELINE, MATTHIEU } from '../../../src/machines/planet/examples/planets';
import { fullGraph, planetGraph } from '../../../src/machines/planet/planet';
import { type AnimalCondition, awardAnimal, judgeAnimal, type PlanetGraph, regionSizes, type Terrain, TERRAINS } from '../../../src/machines/planet/regions';
import { distances, graphFromNeighbours } from '../../../src/machines/shared/graph';

/** A small planet on plain data: parcels in a row, each touching the next (enough for the conditions). */
function line(...terrains: Terrain[]): PlanetGraph {
	return { terrain: terrains, neighbours: terrains.map((_, i) => [i - 1, i + 1].filter((j) => j >= 0 && j < terrains.length)) };
}

const PANDA: AnimalCondition = { type: 'most-regions', terrain: 'forest' };
const ELEPHANT: AnimalCondition = { type: 'largest-touching', terrain: 'desert', other: 'mountain' };
const REINDEER: AnimalCondition = { type: 'largest-not-touching', terrain: 'glacier', other: 'desert' };
const FOX: AnimalCondition = { type: 'largest-touching', terrain: 'forest', other: 'glacier' };

describe('the core: 12 faces, 60 parcels', () => {
	it('every parcel shares an edge with exactly 3 others, both ways, and the core is connected', () => {
		expect(PARCEL_NEIGHBOURS).toHaveLength(60);
		for (const [p, ns] of PARCEL_NEIGHBOURS.entries()) {
			expect(new Set(ns).size).toBe(3);
			for (const n of ns) expect(PARCEL_NEIGHBOURS[n]).toContain(p);
		}
		const g = graphFromNeighbours(new Map(PARCEL_NEIGHBOURS.map((ns, p) => [p, ns])));
		expect(distances(g, 0).size).toBe(PARCEL_COUNT);
	});
	it('every face touches 5 others (a dodecahedron), and a free face leaves its parcels out of the planet', () => {
		const graph = planetGraph(
			Array.from({ length: FACE_COUNT }, (_, f) =>
				f === 0 ? null : { tile: { id: 't', parcels: ['ocean', 'forest', 'ocean', 'forest', 'ocean'] }, rotation: 0 },
			),
		);
		expect(graph.terrain).toHaveLength(55);
		expect(graph.neighbours.filter((ns) => ns.length === 2)).toHaveLength(5);
	});
});

describe('the three host conditions (rulebook examples)', () => {
	it('panda: the most separate forest regions wins', () => {
		const a = line('forest', 'ocean', 'forest', 'ocean', 'forest'); // 3 forests
		const b = line('forest', 'forest', 'forest', 'forest', 'ocean'); // 1 large forest
		expect(regionSizes(a, 'forest')).toEqual([1, 1, 1]);
		expect(awardAnimal(PANDA, [a, b], false)).toBe(0);
	});
	it('elephant: the largest desert touching a mountain, even if a larger desert touches none', () => {
		const a = line('desert', 'desert', 'desert', 'desert', 'ocean', 'desert', 'mountain'); // 4 touching nothing, 1 touching
		const b = line('mountain', 'desert', 'desert', 'ocean'); // 2 touching a mountain
		expect(regionSizes(a, 'desert', { touching: 'mountain' })).toEqual([1]);
		expect(awardAnimal(ELEPHANT, [a, b], false)).toBe(1);
	});
	it('reindeer: the largest glacier with no contact at all with a desert', () => {
		const a = line('glacier', 'glacier', 'glacier', 'desert'); // 3, touching a desert
		const b = line('glacier', 'glacier', 'ocean'); // 2, no desert
		expect(regionSizes(a, 'glacier', { notTouching: 'desert' })).toEqual([]);
		expect(awardAnimal(REINDEER, [a, b], false)).toBe(1);
	});
	it('regionSizes lists largest first and filters by what a region touches', () => {
		const p = line('forest', 'glacier', 'forest', 'forest', 'ocean', 'forest', 'forest', 'forest', 'ocean');
		expect(regionSizes(p, 'forest')).toEqual([3, 2, 1]);
		expect(regionSizes(p, 'forest', { touching: 'glacier' })).toEqual([2, 1]);
		expect(regionSizes(p, 'forest', { notTouching: 'glacier' })).toEqual([3]);
	});
});

describe('ties and nobody', () => {
	it('a tie before the last round: nobody takes the card (it moves to the next column)', () => {
		const a = line('forest', 'ocean', 'forest');
		const b = line('forest', 'ocean', 'forest', 'ocean');
		expect(awardAnimal(PANDA, [a, b], false)).toBeNull();
		expect(judgeAnimal(PANDA, [a, b], false).how).toBe('tie');
	});
	it('a condition nobody meets is a tie at zero, even when one player would have the largest region otherwise', () => {
		const a = line('glacier', 'desert');
		const b = line('glacier', 'glacier', 'desert');
		expect(judgeAnimal(REINDEER, [a, b], false)).toMatchObject({ winner: null, how: 'nobody', scores: [0, 0] });
	});
	it('last round, "most regions": a tie still gives the card to nobody (it goes back in the box)', () => {
		const a = line('forest', 'ocean', 'forest');
		expect(awardAnimal(PANDA, [a, a], true)).toBeNull();
	});
	it('Matthieu and Céline (last round, the fox): both have a forest of 9 touching a glacier; Céline’s second forest of 5 wins', () => {
		const m = fullGraph(MATTHIEU);
		const c = fullGraph(CELINE);
		expect(regionSizes(m, 'forest', { touching: 'glacier' })).toEqual([9]);
		expect(regionSizes(c, 'forest', { touching: 'glacier' })).toEqual([9, 5]);
		expect(awardAnimal(FOX, [m, c], false)).toBeNull();
		expect(awardAnimal(FOX, [m, c], true)).toBe(1);
		expect(judgeAnimal(FOX, [m, c], true).how).toBe('second');
	});
	it('last round: a larger second region beats a smaller one (our reading); by existence alone they stay tied', () => {
		const a = line('forest', 'forest', 'glacier', 'forest', 'forest', 'ocean', 'forest', 'glacier'); // 2, 2, 1
		const b = line('forest', 'forest', 'glacier', 'forest', 'ocean', 'forest', 'glacier'); // 2, 1, 1
		expect(judgeAnimal(FOX, [a, b], true)).toMatchObject({ winner: 0, how: 'second' });
		expect(judgeAnimal(FOX, [a, b], true, { touching: 'qualifying', tieBreak: 'existence' })).toMatchObject({ winner: null, how: 'tie' });
	});
	it('last round: a third region decides when the second ones tie; with none left, the card goes in the box', () => {
		const a = line('forest', 'glacier', 'forest', 'ocean', 'forest', 'glacier');
		const b = line('forest', 'glacier', 'forest', 'ocean', 'glacier');
		expect(judgeAnimal(FOX, [a, b], true)).toMatchObject({ winner: 0, how: 'third' });
		expect(judgeAnimal(FOX, [b, b], true)).toMatchObject({ winner: null, how: 'tie' });
	});
	it('the other reading of "touching": only your largest region of the terrain can count', () => {
		const a = line('desert', 'desert', 'desert', 'ocean', 'desert', 'desert', 'mountain');
		const b = line('mountain', 'desert', 'ocean');
		expect(judgeAnimal(ELEPHANT, [a, b], false).winner).toBe(0);
		expect(judgeAnimal(ELEPHANT, [a, b], false, { touching: 'largest-only', tieBreak: 'sizes' })).toMatchObject({ winner: 1, scores: [0, 1] });
	});
});

const terrainArb = fc.constantFrom(...TERRAINS);
const planetArb = fc.array(terrainArb, { minLength: 60, maxLength: 60 });
const cardArb: fc.Arbitrary<AnimalCondition> = fc.oneof(
	fc.record({ type: fc.constant('most-regions' as const), terrain: terrainArb }),
	fc
		.record({ type: fc.constantFrom('largest-touching' as const, 'largest-not-touching' as const), terrain: terrainArb, other: terrainArb })
		.filter((c) => c.terrain !== c.other),
);
const rotationArb = fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 4 })).map(([target, offset]) => rotation(0, target, offset));
/** The planet turned as a whole: the parcel that was at p is now at r[p]. */
const turned = (terrains: Terrain[], r: number[]) => {
	const out = [...terrains];
	for (let p = 0; p < 60; p++) out[r[p]!] = terrains[p]!;
	return out;
};

describe('properties', () => {
	it('each of the 60 turns of the planet keeps every parcel’s neighbours', () => {
		for (let target = 0; target < 12; target++)
			for (let offset = 0; offset < 5; offset++) {
				const r = rotation(0, target, offset);
				expect(new Set(r).size).toBe(60);
				for (let p = 0; p < 60; p++) expect([...PARCEL_NEIGHBOURS[r[p]!]!].sort()).toEqual(PARCEL_NEIGHBOURS[p]!.map((n) => r[n]!).sort());
			}
	});
	it('the region sizes of a terrain add up to its number of parcels', () => {
		fc.assert(
			fc.property(planetArb, terrainArb, (terrains, t) => {
				const sizes = regionSizes(fullGraph(terrains), t);
				expect(sizes.reduce((a, b) => a + b, 0)).toBe(terrains.filter((x) => x === t).length);
				expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
			}),
		);
	});
	it('touching and not-touching regions split a terrain’s regions', () => {
		fc.assert(
			fc.property(planetArb, terrainArb, terrainArb, (terrains, t, o) => {
				fc.pre(t !== o);
				const g = fullGraph(terrains);
				const all = regionSizes(g, t);
				const split = [...regionSizes(g, t, { touching: o }), ...regionSizes(g, t, { notTouching: o })].sort((a, b) => b - a);
				expect(split).toEqual(all);
			}),
		);
	});
	it('turning a whole planet changes no region and no award', () => {
		fc.assert(
			fc.property(fc.array(planetArb, { minLength: 2, maxLength: 4 }), rotationArb, fc.nat(3), cardArb, fc.boolean(), (planets, r, which, card, last) => {
				const i = which % planets.length;
				const before = planets.map(fullGraph);
				const after = planets.map((p, j) => fullGraph(j === i ? turned(p, r) : p));
				for (const t of TERRAINS) expect(regionSizes(after[i]!, t)).toEqual(regionSizes(before[i]!, t));
				expect(awardAnimal(card, after, last)).toBe(awardAnimal(card, before, last));
			}),
		);
	});
	it('the order of the planets does not change who wins', () => {
		fc.assert(
			fc.property(fc.array(planetArb, { minLength: 2, maxLength: 4 }), cardArb, fc.boolean(), fc.nat(23), (planets, card, last, seed) => {
				const order = planets.map((_, i) => i);
				// a permutation from the seed
				for (let i = order.length - 1; i > 0; i--) {
					const j = (seed + i * 7) % (i + 1);
					[order[i], order[j]] = [order[j]!, order[i]!];
				}
				const graphs = planets.map(fullGraph);
				const winner = awardAnimal(card, graphs, last);
				const shuffled = awardAnimal(
					card,
					order.map((k) => graphs[k]!),
					last,
				);
				expect(shuffled === null ? null : order[shuffled]).toBe(winner);
			}),
		);
	});
});
