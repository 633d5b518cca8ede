import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distances, floodFill, graphFromNeighbours, isSymmetric, regions, subgraph, type Graph } from '../../../src/machines/shared/graph';
import { parseSquareId, squareGrid, squareId } from '../../../src/machines/shared/grid';
import { hexDistance, hexesWithin, hexGrid, hexKey, hexNeighbours, parseHexKey } from '../../../src/machines/shared/hex';

/**
 * Geometry, not game data: the 12 faces of a dodecahedron, each touching 5 others (the
 * icosahedron graph). Face 0 on top, 1-5 the upper ring, 6-10 the lower ring, 11 at the bottom.
 * Planet's real board (60 parcels) will come from its own data as neighbour lists like these.
 */
function dodecahedronFaces(): Record<string, string[]> {
	const up = (i: number) => `f${1 + (((i % 5) + 5) % 5)}`;
	const low = (i: number) => `f${6 + (((i % 5) + 5) % 5)}`;
	const out: Record<string, string[]> = { f0: [0, 1, 2, 3, 4].map(up), f11: [0, 1, 2, 3, 4].map(low) };
	for (let i = 0; i < 5; i++) {
		out[up(i)] = ['f0', up(i - 1), up(i + 1), low(i - 1), low(i)];
		out[low(i)] = ['f11', low(i - 1), low(i + 1), up(i), up(i + 1)];
	}
	return out;
}

/** Every id exactly once, each region connected by `same` steps, and no touching pair split across regions. */
function checkRegions<Id>(graph: Graph<Id>, ids: readonly Id[], same: (a: Id, b: Id) => boolean, found: Id[][]): void {
	const flat = found.flat();
	expect(new Set(flat).size).toBe(flat.length);
	expect(new Set(flat)).toEqual(new Set(ids));
	const regionOf = new Map<Id, number>();
	found.forEach((r, i) => r.forEach((id) => regionOf.set(id, i)));
	for (const r of found) {
		const inside = new Set(r);
		const reached = floodFill(graph, r[0]!, (n, from) => inside.has(n) && same(from, n));
		expect(new Set(reached)).toEqual(inside);
	}
	for (const a of ids) for (const b of graph.neighbours(a)) if (regionOf.has(b) && same(a, b)) expect(regionOf.get(a)).toBe(regionOf.get(b));
}

describe('a graph from neighbour lists', () => {
	it('takes a record or a Map, keeps the order given, and drops neighbours that are not spaces', () => {
		const g = graphFromNeighbours({ a: ['b', 'zz'], b: ['a', 'c'], c: ['b'] });
		expect(g.nodes).toEqual(['a', 'b', 'c']);
		expect(g.neighbours('a')).toEqual(['b']);
		expect(g.neighbours('nope')).toEqual([]);
		const m = graphFromNeighbours(
			new Map([
				[1, [2]],
				[2, [1]],
			]),
		);
		expect(m.neighbours(2)).toEqual([1]);
	});
	it('tells one-way or self touching from a proper board', () => {
		expect(isSymmetric(graphFromNeighbours({ a: ['b'], b: ['a'] }))).toBe(true);
		expect(isSymmetric(graphFromNeighbours({ a: ['b'], b: [] }))).toBe(false);
		expect(isSymmetric(graphFromNeighbours({ a: ['a'] }))).toBe(false);
		expect(isSymmetric(graphFromNeighbours({ a: ['b', 'b'], b: ['a'] }))).toBe(false);
	});
	it('carries a dodecahedron: 12 faces, 5 neighbours each, any face at most 3 steps from any other', () => {
		const g = graphFromNeighbours(dodecahedronFaces());
		expect(g.nodes).toHaveLength(12);
		expect(isSymmetric(g)).toBe(true);
		for (const f of g.nodes) expect(g.neighbours(f)).toHaveLength(5);
		const d = distances(g, 'f0');
		expect(d.size).toBe(12);
		expect(d.get('f11')).toBe(3);
		expect(Math.max(...d.values())).toBe(3);
	});
	it('finds regions on the dodecahedron: the top face with its ring, the bottom face with its ring', () => {
		const g = graphFromNeighbours(dodecahedronFaces());
		const north = new Set(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
		const r = regions(g, g.nodes, (a, b) => north.has(a) === north.has(b));
		expect(r.map((x) => x.length).sort()).toEqual([6, 6]);
		// two lower faces that do not touch stay apart, until the bottom face joins them
		expect(regions(g, ['f6', 'f8'], () => true)).toEqual([['f6'], ['f8']]);
		expect(regions(g, ['f6', 'f8', 'f11'], () => true)).toHaveLength(1);
	});
	it('carries 60 parcels: each pentagon cut into 5 triangles from its centre (geometry only, not a game’s tile)', () => {
		// parcel "f>g" is the triangle of face f on its edge with face g: it touches the parcel across that
		// edge ("g>f") and, inside f, the two parcels on the edges with faces next to g around f
		const faces = graphFromNeighbours(dodecahedronFaces());
		const lists: Record<string, string[]> = {};
		for (const f of faces.nodes)
			for (const g of faces.neighbours(f))
				lists[`${f}>${g}`] = [
					`${g}>${f}`,
					...faces
						.neighbours(f)
						.filter((h) => faces.neighbours(g).includes(h))
						.map((h) => `${f}>${h}`),
				];
		const parcels = graphFromNeighbours(lists);
		expect(parcels.nodes).toHaveLength(60);
		expect(isSymmetric(parcels)).toBe(true);
		for (const p of parcels.nodes) expect(parcels.neighbours(p)).toHaveLength(3);
		expect(distances(parcels, 'f0>f1').size).toBe(60);
		// each tile's five parcels form one region; the top tile's parcels with those across its edges form one too
		expect(regions(parcels, parcels.nodes, (a, b) => a.split('>')[0] === b.split('>')[0])).toHaveLength(12);
		const top = parcels.nodes.filter((p) => p.startsWith('f0>') || p.endsWith('>f0'));
		expect(regions(parcels, top, () => true)).toHaveLength(1);
	});
	it('a subgraph keeps only the chosen spaces and the touching between them', () => {
		const g = subgraph(graphFromNeighbours(dodecahedronFaces()), (f) => f !== 'f0');
		expect(g.nodes).toHaveLength(11);
		expect(g.neighbours('f1')).not.toContain('f0');
		expect(g.neighbours('f0')).toEqual([]);
		expect(isSymmetric(g)).toBe(true);
	});
});

describe('a square grid', () => {
	it('lists spaces in reading order, with holes left out, and orthogonal neighbours up, right, down, left', () => {
		const g = squareGrid(3, 3, (r, c) => !(r === 1 && c === 1));
		expect(g.nodes).toEqual(['r0c0', 'r0c1', 'r0c2', 'r1c0', 'r1c2', 'r2c0', 'r2c1', 'r2c2']);
		expect(g.neighbours('r0c1')).toEqual(['r0c2', 'r0c0']);
		expect(g.neighbours('r1c0')).toEqual(['r0c0', 'r2c0']);
		expect(g.neighbours('r1c1')).toEqual([]);
		expect(g.at(1, 1)).toBeUndefined();
		expect(g.at(2, 0)).toBe('r2c0');
		expect(g.position('r2c1')).toEqual({ row: 2, col: 1 });
		expect(squareGrid(8, 10).neighbours('r3c4')).toEqual(['r2c4', 'r3c5', 'r4c4', 'r3c3']);
	});
	it('reads its own ids back and nothing else', () => {
		expect(parseSquareId(squareId(12, 0))).toEqual({ row: 12, col: 0 });
		for (const bad of ['r1', 'c1r1', 'r-1c0', 'r01c1', 'r1c1 ', '1,1']) expect(parseSquareId(bad)).toBeUndefined();
	});
	it('(property) neighbours go both ways, are one orthogonal step apart, at most four', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.func(fc.boolean()), (rows, cols, hole) => {
				const g = squareGrid(rows, cols, (r, c) => hole(r, c));
				expect(isSymmetric(g)).toBe(true);
				for (const id of g.nodes) {
					const a = g.position(id)!;
					expect(g.neighbours(id).length).toBeLessThanOrEqual(4);
					for (const n of g.neighbours(id)) {
						const b = g.position(n)!;
						expect(Math.abs(a.row - b.row) + Math.abs(a.col - b.col)).toBe(1);
					}
				}
			}),
		);
	});
	it('(property) on a grid without holes, steps between spaces = rows apart + columns apart', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (rows, cols, k) => {
				const g = squareGrid(rows, cols);
				const start = g.nodes[k % g.nodes.length]!;
				const s = g.position(start)!;
				for (const [id, d] of distances(g, start)) {
					const p = g.position(id)!;
					expect(d).toBe(Math.abs(p.row - s.row) + Math.abs(p.col - s.col));
				}
			}),
		);
	});
});

describe('a hex grid (axial coordinates)', () => {
	const hex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
	it('a hexagon of radius 2 has 19 hexes; its centre touches 6, a corner 3', () => {
		const park = hexesWithin({ q: 0, r: 0 }, 2);
		expect(park).toHaveLength(19);
		const g = hexGrid(park);
		expect(g.neighbours('0,0')).toHaveLength(6);
		expect(new Set(g.neighbours('2,0'))).toEqual(new Set(['2,-1', '1,0', '1,1']));
		expect(g.neighbours('2,0')).toHaveLength(3);
		expect(g.hex('-1,2')).toEqual({ q: -1, r: 2 });
		expect(g.neighbours('9,9')).toEqual([]);
	});
	it('reads its own keys back and nothing else', () => {
		expect(parseHexKey('-3,12')).toEqual({ q: -3, r: 12 });
		for (const bad of ['3', '3,', '-0,1', '01,2', '1, 2', 'a,b']) expect(parseHexKey(bad)).toBeUndefined();
	});
	it('(property) keys round-trip; the six neighbours are distinct and one step away', () => {
		fc.assert(
			fc.property(hex, (h) => {
				expect(parseHexKey(hexKey(h))).toEqual(h);
				const ns = hexNeighbours(h);
				expect(new Set(ns.map(hexKey)).size).toBe(6);
				for (const n of ns) expect(hexDistance(h, n)).toBe(1);
			}),
		);
	});
	it('(property) distance is a metric', () => {
		fc.assert(
			fc.property(hex, hex, hex, (a, b, c) => {
				expect(hexDistance(a, b)).toBe(hexDistance(b, a));
				expect(hexDistance(a, a)).toBe(0);
				expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
			}),
		);
	});
	it('(property) a full hexagon: 3n(n+1)+1 hexes, all within n, and steps on the board = hex distance', () => {
		fc.assert(
			fc.property(hex, fc.integer({ min: 0, max: 5 }), (c, n) => {
				const park = hexesWithin(c, n);
				expect(park).toHaveLength(3 * n * (n + 1) + 1);
				for (const h of park) expect(hexDistance(c, h)).toBeLessThanOrEqual(n);
				const g = hexGrid(park);
				expect(isSymmetric(g)).toBe(true);
				for (const [key, d] of distances(g, hexKey(c))) expect(d).toBe(hexDistance(c, g.hex(key)!));
			}),
		);
	});
});

describe('connected regions over a predicate', () => {
	it('groups touching spaces of the same kind, in the order of their first space (a teaching example)', () => {
		// the two bear groups are separated by a fox: two regions of bears; the two foxes do not touch either
		const kind: Record<string, string> = { '0,0': 'bear', '1,0': 'bear', '2,0': 'fox', '3,0': 'bear', '0,1': 'fox' };
		const g = hexGrid(Object.keys(kind).map((k) => parseHexKey(k)!));
		expect(regions(g, g.nodes, (a, b) => kind[a] === kind[b])).toEqual([['0,0', '1,0'], ['2,0'], ['3,0'], ['0,1']]);
	});
	it('only the given spaces take part: an outside space never links two of them', () => {
		const g = squareGrid(1, 3);
		expect(regions(g, ['r0c0', 'r0c2'], () => true)).toEqual([['r0c0'], ['r0c2']]);
		expect(regions(g, ['r0c0', 'r0c1', 'r0c2'], () => true)).toEqual([['r0c0', 'r0c1', 'r0c2']]);
		expect(regions(g, [], () => true)).toEqual([]);
	});
	it('flood fill stops where it may not enter', () => {
		const g = squareGrid(3, 3);
		const wall = new Set(['r0c1', 'r1c1', 'r2c1']);
		expect(new Set(floodFill(g, 'r0c0', (n) => !wall.has(n)))).toEqual(new Set(['r0c0', 'r1c0', 'r2c0']));
	});
	it('(property) regions partition the spaces into maximal connected groups of one colour', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 6 }),
				fc.integer({ min: 1, max: 6 }),
				fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 36, maxLength: 36 }),
				fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
				(rows, cols, colours, chosen) => {
					const g = squareGrid(rows, cols);
					const colour = (id: string) => colours[g.nodes.indexOf(id)]!;
					const ids = g.nodes.filter((_, i) => chosen[i]);
					checkRegions(
						g,
						ids,
						(a, b) => colour(a) === colour(b),
						regions(g, ids, (a, b) => colour(a) === colour(b)),
					);
				},
			),
		);
	});
	it('(property) the same on random boards given by neighbour lists', () => {
		fc.assert(
			fc.property(
				fc
					.integer({ min: 1, max: 12 })
					.chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1))), fc.array(fc.boolean(), { minLength: n, maxLength: n }))),
				([n, edges, parity]) => {
					const lists = new Map<number, number[]>();
					for (let i = 0; i < n; i++) lists.set(i, []);
					for (const [a, b] of edges)
						if (a !== b && !lists.get(a)!.includes(b)) {
							lists.get(a)!.push(b);
							lists.get(b)!.push(a);
						}
					const g = graphFromNeighbours(lists);
					expect(isSymmetric(g)).toBe(true);
					const same = (a: number, b: number) => parity[a] === parity[b];
					checkRegions(g, g.nodes, same, regions(g, g.nodes, same));
				},
			),
		);
	});
});
