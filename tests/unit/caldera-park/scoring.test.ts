import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SEATS, type Seat } from '../../../src/machines/shared/seats';
import {
	bestFamily,
	familiesBestFirst,
	finalPlaces,
	rankPlayers,
	SPECIES,
	type Species,
	type Tile,
	type Weather,
	weatherFlips,
} from '../../../src/machines/caldera-park/scoring';

const t = (animals: Tile['animals'], water = 0): Tile => ({ animals, water });

describe('weatherFlips: what each token chases (rulebook, weather tokens)', () => {
	test('the Sun never flips anything', () => {
		for (const s of SPECIES) expect(weatherFlips(t({ [s]: 2 }, 1), 'sun')).toBe(false);
	});
	const table: [Weather, Species[], boolean][] = [
		['hurricane', ['eagle', 'moose'], true],
		['hail', ['bear', 'wolf'], true],
		['downpour', ['goat', 'bison'], true],
		['blizzard', ['moose', 'wolf'], false],
		['heatwave', ['goat', 'bear'], false],
		['fog', ['eagle', 'bison'], false],
	];
	for (const [w, chased, water] of table) {
		test(`${w} flips a tile showing ${chased.join(' or ')}${water ? ' or a water point' : ''}, and nothing else`, () => {
			for (const s of SPECIES) expect(weatherFlips(t({ [s]: 1 }), w)).toBe(chased.includes(s));
			expect(weatherFlips(t({}, 1), w)).toBe(water);
			// one chased animal among others is enough
			expect(weatherFlips(t({ [chased[0]!]: 1, [SPECIES.find((s) => !chased.includes(s))!]: 3 }), w)).toBe(true);
		});
	}
	test('storms flip tiles with exactly as many animals as clouds, whatever the species; water is not an animal', () => {
		expect(weatherFlips(t({ wolf: 1 }), 'storm1')).toBe(true);
		expect(weatherFlips(t({ wolf: 1 }, 1), 'storm1')).toBe(true);
		expect(weatherFlips(t({ wolf: 1, moose: 1 }), 'storm1')).toBe(false);
		expect(weatherFlips(t({ wolf: 1, moose: 1 }), 'storm2')).toBe(true);
		expect(weatherFlips(t({ bear: 2 }, 1), 'storm2')).toBe(true);
		expect(weatherFlips(t({ wolf: 3 }), 'storm3')).toBe(true);
		expect(weatherFlips(t({ wolf: 3 }), 'storm2')).toBe(false);
		expect(weatherFlips(t({ goat: 1, eagle: 1, bison: 1 }), 'storm3')).toBe(true);
	});
});

describe('bestFamily (rulebook, species categories)', () => {
	test('the bear illustration: 10 bears and 2 water points make 20', () => {
		const tiles = [
			{ ...t({ bear: 4 }), q: 0, r: 0 },
			{ ...t({ bear: 3 }, 1), q: 1, r: 0 },
			{ ...t({ bear: 3 }, 1), q: 1, r: 1 },
		];
		expect(bestFamily({ tiles, species: 'bear' })).toBe(20);
	});
	test('only the best family counts; a family without water scores 0', () => {
		const tiles = [
			{ ...t({ wolf: 2 }, 1), q: 0, r: 0 },
			{ ...t({ wolf: 2 }, 1), q: 0, r: 1 },
			{ ...t({ wolf: 4 }), q: 5, r: 0 },
			{ ...t({ wolf: 1 }), q: 6, r: 0 },
		];
		expect(bestFamily({ tiles, species: 'wolf' })).toBe(8);
		expect(bestFamily({ tiles: tiles.slice(2), species: 'wolf' })).toBe(0);
		expect(bestFamily({ tiles: [], species: 'wolf' })).toBe(0);
	});
	test('a tile counts for a species when it shows at least one of it; other animals on it do not', () => {
		const tiles = [
			{ ...t({ goat: 1, bear: 3 }, 1), q: 0, r: 0 },
			{ ...t({ goat: 2 }), q: 1, r: 0 },
		];
		expect(bestFamily({ tiles, species: 'goat' })).toBe(3);
		expect(bestFamily({ tiles, species: 'bear' })).toBe(3);
	});
	test('the six axial neighbours join a family, (q+1, r+1) does not', () => {
		for (const [dq, dr] of [
			[1, 0],
			[-1, 0],
			[0, 1],
			[0, -1],
			[1, -1],
			[-1, 1],
		])
			expect(
				bestFamily({
					tiles: [
						{ ...t({ moose: 1 }, 1), q: 0, r: 0 },
						{ ...t({ moose: 2 }), q: dq!, r: dr! },
					],
					species: 'moose',
				}),
			).toBe(3);
		expect(
			bestFamily({
				tiles: [
					{ ...t({ moose: 1 }, 1), q: 0, r: 0 },
					{ ...t({ moose: 2 }), q: 1, r: 1 },
				],
				species: 'moose',
			}),
		).toBe(1);
	});
	test('a face-down tile shows nothing and splits a family', () => {
		const tiles = [
			{ ...t({ eagle: 2 }, 1), q: 0, r: 0 },
			{ ...t({ eagle: 1 }), q: 1, r: 0, faceDown: true },
			{ ...t({ eagle: 3 }, 1), q: 2, r: 0 },
		];
		expect(bestFamily({ tiles, species: 'eagle' })).toBe(3);
		expect(bestFamily({ tiles: tiles.map((x) => ({ ...x, faceDown: false })), species: 'eagle' })).toBe(12);
	});
	test('the Sun adds one animal to each family next to it, before multiplying', () => {
		const tiles = [{ ...t({ moose: 12 }, 3), q: 0, r: 0 }];
		expect(bestFamily({ tiles, species: 'moose' })).toBe(36);
		expect(bestFamily({ tiles, species: 'moose', sun: { q: 1, r: 0 } })).toBe(39);
		expect(bestFamily({ tiles, species: 'moose', sun: { q: 2, r: 0 } })).toBe(36);
		// no water: the extra animal is worth nothing
		expect(bestFamily({ tiles: [{ ...t({ bear: 3 }), q: 0, r: 0 }], species: 'bear', sun: { q: 0, r: 1 } })).toBe(0);
	});
});

describe('rankPlayers (rulebook, end of the game)', () => {
	// Seated as in the examples (src/data/caldera-park/players.ts): Mia A, Lin B, Sam C, Zoé D; a fifth park E.
	test('most points first', () => {
		expect(
			rankPlayers([
				{ name: 'B', total: 120, riverCovered: 3, flipped: 0 },
				{ name: 'A', total: 134, riverCovered: 0, flipped: 2 },
			]),
		).toEqual([['A'], ['B']]);
	});
	test('a tie goes to the most river spaces covered, then the fewest flipped tiles, then it is shared', () => {
		const players = [
			{ name: 'A', total: 134, riverCovered: 6, flipped: 2 },
			{ name: 'B', total: 134, riverCovered: 7, flipped: 3 },
			{ name: 'C', total: 134, riverCovered: 6, flipped: 1 },
			{ name: 'D', total: 134, riverCovered: 6, flipped: 2 },
			{ name: 'E', total: 90, riverCovered: 7, flipped: 0 },
		] as const;
		expect(rankPlayers([...players])).toEqual([['B'], ['C'], ['A', 'D'], ['E']]);
	});
});

// ——— properties ———
const speciesArb = fc.constantFrom(...SPECIES);
const tileArb = fc.record({
	animals: fc.dictionary(speciesArb, fc.integer({ min: 1, max: 4 }), { maxKeys: 3 }) as fc.Arbitrary<Tile['animals']>,
	water: fc.integer({ min: 0, max: 1 }),
});
const hexArb = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) });
/** A park: tiles on distinct hexes, some face down, maybe a Sun on a free hex. */
const parkArb = fc
	.uniqueArray(fc.record({ hex: hexArb, tile: tileArb, faceDown: fc.boolean() }), { selector: (x) => `${x.hex.q},${x.hex.r}`, maxLength: 25 })
	.chain((cells) =>
		fc.record({
			cells: fc.constant(cells),
			sun: fc.option(
				hexArb.filter((h) => !cells.some((c) => c.hex.q === h.q && c.hex.r === h.r)),
				{ nil: undefined },
			),
		}),
	);
const tilesOf = (cells: { hex: { q: number; r: number }; tile: Tile; faceDown: boolean }[], map = (h: { q: number; r: number }) => h) =>
	cells.map((c) => ({ ...c.tile, ...map(c.hex), faceDown: c.faceDown }));
const rotate = (h: { q: number; r: number }) => ({ q: -h.r, r: h.q + h.r });

describe('properties', () => {
	test('family scores do not change when the park is translated or rotated by 60°', () => {
		fc.assert(
			fc.property(
				parkArb,
				speciesArb,
				fc.integer({ min: -9, max: 9 }),
				fc.integer({ min: -9, max: 9 }),
				fc.integer({ min: 1, max: 5 }),
				({ cells, sun }, species, dq, dr, turns) => {
					const base = bestFamily({ tiles: tilesOf(cells), species, ...(sun ? { sun } : {}) });
					const move = (h: { q: number; r: number }) => ({ q: h.q + dq, r: h.r + dr });
					expect(bestFamily({ tiles: tilesOf(cells, move), species, ...(sun ? { sun: move(sun) } : {}) })).toBe(base);
					const turn = (h: { q: number; r: number }) => {
						let x = h;
						for (let i = 0; i < turns; i++) x = rotate(x);
						return x;
					};
					expect(bestFamily({ tiles: tilesOf(cells, turn), species, ...(sun ? { sun: turn(sun) } : {}) })).toBe(base);
				},
			),
		);
	});
	test('flipping a tile never raises any score', () => {
		fc.assert(
			fc.property(parkArb, fc.nat(), ({ cells, sun }, pick) => {
				fc.pre(cells.length > 0);
				const tiles = tilesOf(cells);
				const i = pick % tiles.length;
				const flipped = tiles.map((x, j) => (j === i ? { ...x, faceDown: true } : x));
				for (const species of SPECIES)
					expect(bestFamily({ tiles: flipped, species, ...(sun ? { sun } : {}) })).toBeLessThanOrEqual(bestFamily({ tiles, species, ...(sun ? { sun } : {}) }));
			}),
		);
	});
	const playersArb = fc.uniqueArray(
		fc.record({
			name: fc.constantFrom(...SEATS),
			total: fc.integer({ min: 0, max: 5 }),
			riverCovered: fc.integer({ min: 0, max: 2 }),
			flipped: fc.integer({ min: 0, max: 2 }),
		}),
		{ selector: (p) => p.name, minLength: 1, maxLength: 4 },
	);
	test('moving players to other seats changes no place', () => {
		fc.assert(
			fc.property(playersArb, fc.nat(), (players, shift) => {
				const renamed = players.map((p) => ({ ...p, name: SEATS[(SEATS.indexOf(p.name) + shift) % SEATS.length]! }));
				const back = new Map(renamed.map((p, i) => [p.name, players[i]!.name]));
				expect(rankPlayers(renamed).map((g) => g.map((n) => back.get(n)))).toEqual(rankPlayers(players));
			}),
		);
	});
	test('places: everyone once; a better total is never placed behind; tied players share a place only when all three figures match', () => {
		fc.assert(
			fc.property(playersArb, (players) => {
				const places = rankPlayers(players);
				expect(places.flat().sort()).toEqual(players.map((p) => p.name).sort());
				const by = new Map(players.map((p) => [p.name, p]));
				for (let i = 1; i < places.length; i++) expect(by.get(places[i - 1]![0]!)!.total).toBeGreaterThanOrEqual(by.get(places[i]![0]!)!.total);
				for (const g of places)
					for (const n of g)
						expect([by.get(n)!.total, by.get(n)!.riverCovered, by.get(n)!.flipped]).toEqual([
							by.get(g[0]!)!.total,
							by.get(g[0]!)!.riverCovered,
							by.get(g[0]!)!.flipped,
						]);
			}),
		);
	});
});

describe('the Geyser Park’s middle weather space counts like any other (review E3)', () => {
	test('a token there flips its neighbours, and the Sun there adds its animal', async () => {
		const { scorePark, weatherFlipsOf } = await import('../../../src/machines/caldera-park/final');
		const { parkNeighbours, TEACHING_GEYSER_PARK } = await import('../../../src/machines/caldera-park/park');
		const middle = TEACHING_GEYSER_PARK.middleWeather!;
		const [a, b] = parkNeighbours(TEACHING_GEYSER_PARK, middle).filter((s) => s.kind === 'landscape');
		const tiles = { [a!.key]: t({ wolf: 2 }, 1), [b!.key]: t({ eagle: 1 }) };
		const flips = weatherFlipsOf(TEACHING_GEYSER_PARK, { tiles, weather: { [middle]: 'hail' } });
		expect(flips.map((f) => [f.key, f.from])).toEqual([[a!.key, middle]]);
		const withSun = scorePark(TEACHING_GEYSER_PARK, { tiles, weather: { [middle]: 'sun' } });
		// (2 wolves + the Sun's animal) × 1 watering hole
		expect(withSun.categories.find((c) => c.category === 'wolf')!.points).toBe(3);
	});
});

describe('what the widgets word, decided by the engine', () => {
	test('finalPlaces numbers the places: two tied for first, the next is third', () => {
		const f = (name: Seat, total: number) => ({ name, total, riverCovered: 0, flipped: 0 });
		expect(finalPlaces([f('A', 10), f('B', 12), f('C', 12)])).toEqual([
			{ place: 1, names: ['B', 'C'] },
			{ place: 3, names: ['A'] },
		]);
		expect(finalPlaces([])).toEqual([]);
	});
	test('familiesBestFirst: most points first, then most animals; the input is not reordered', () => {
		const fam = (points: number, animals: number) => ({ keys: [], animals, water: 1, sun: 0, points });
		const input = [fam(2, 2), fam(6, 3), fam(6, 6), fam(0, 1)];
		expect(familiesBestFirst(input).map((x) => [x.points, x.animals])).toEqual([
			[6, 6],
			[6, 3],
			[2, 2],
			[0, 1],
		]);
		expect(input[0]!.points).toBe(2);
	});
	test('turnOfRound: 1 to 7 from the tokens left in the row, the coming turn while announcing', async () => {
		const { turnOfRound, TURNS_PER_ROUND } = await import('../../../src/machines/caldera-park/round');
		expect(turnOfRound(TURNS_PER_ROUND, true)).toBe(1);
		expect(turnOfRound(6, false)).toBe(1);
		expect(turnOfRound(6, true)).toBe(2);
		expect(turnOfRound(0, false)).toBe(TURNS_PER_ROUND);
		expect(turnOfRound(0, true)).toBe(TURNS_PER_ROUND);
	});
});
