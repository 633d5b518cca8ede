/**
 * Positions the rules allow (issue 18): every frame of every Planet guided example, the try-it
 * positions and every teaching board pass checkPosition (src/machines/planet/position.ts), and the
 * check itself catches what it names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seats } from '../../../src/machines/shared/seats';
import { createActor } from 'xstate';
import { awardMachine, type AwardContext } from '../../../src/machines/planet/award.machine';
import { FACE_COUNT, PARCEL_COUNT } from '../../../src/machines/planet/core';
import { canPlace } from '../../../src/machines/planet/planet';
import { endScoringMachine, type EndContext } from '../../../src/machines/planet/endScoring.machine';
import { awardExample, TRY_CARDS, TRY_PLANETS } from '../../../src/machines/planet/examples/award';
import { endExample } from '../../../src/machines/planet/examples/endScoring';
import { planetExample, planetInput } from '../../../src/machines/planet/examples/planet';
import { ANNA, BRUNO, CELINE, CHLOE, MATTHIEU, TEACHING_STACKS } from '../../../src/machines/planet/examples/planets';
import { regionsExample } from '../../../src/machines/planet/examples/regions';
import { stacksExample } from '../../../src/machines/planet/examples/stacks';
import { type PlanetContext, planetMachine } from '../../../src/machines/planet/planet.machine';
import { checkPosition, type PlanetPosition, type PlayerPosition, TILE_COUNT } from '../../../src/machines/planet/position';
import type { Terrain } from '../../../src/machines/planet/regions';
import { regionsMachine, type RegionsContext } from '../../../src/machines/planet/regions.machine';
import { PLAYER_COUNTS, ROUNDS, tileRounds } from '../../../src/machines/planet/round';
import { PLANET_READY } from '../../../src/machines/planet/ready';
import { makeSet } from '../../../src/machines/shared/ready';
import { stacksMachine, type StacksContext } from '../../../src/machines/planet/stacks.machine';
import { describeProblems } from '../../../src/machines/shared/position';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { replayAll } from '../../../src/machines/shared/replay';

const ok = (pos: PlanetPosition, what: string) => expect(checkPosition(pos), `${what}\n${describeProblems(checkPosition(pos))}`).toEqual([]);

/** The planet widget: your core and the rival's tile count, the tiles face up, the stacks (from the machine's own data). */
function planetPosition(c: PlanetContext): PlanetPosition {
	const over = c.round > ROUNDS;
	const round = Math.min(c.round, ROUNDS);
	return {
		round,
		phase: over ? 'end' : 'draft',
		players: [
			{ seat: 'A', terrains: c.terrains },
			{ seat: c.input.rival, tiles: c.rivalTiles },
		],
		...(over ? {} : { display: { tiles: c.display.length, taken: c.rivalTook ? 1 : 0 } }),
		tiles: { unrevealed: c.input.stacks.slice(round).flat().length, stack11: c.stack11.length, stack12: c.stack12.length, boxed: c.boxed },
	};
}

/** A card contested among the planets in play (every one of them at the table). */
const awardPosition = (c: AwardContext): PlanetPosition => ({
	round: c.round,
	phase: 'life',
	players: c.active.map((seat) => ({ seat, terrains: c.planets.find((p) => p.seat === seat)!.terrains })),
	contest: { column: c.round },
});

/** The round-and-stacks widget: every seat's planet has one tile per round played. */
function stacksPosition(c: StacksContext): PlanetPosition {
	const setup = c.round === 0;
	const round = Math.max(1, c.round);
	return {
		round,
		phase: setup ? 'setup' : 'life',
		players: c.players.map((seat) => ({ seat, tiles: setup ? 0 : round })),
		tiles: { unrevealed: c.stacks.slice(setup ? 0 : round, 10).reduce((a, b) => a + b, 0), stack11: c.stacks[10]!, stack12: c.stacks[11]!, boxed: c.boxed },
	};
}

const endPosition = (c: EndContext): PlanetPosition => ({
	round: ROUNDS,
	phase: 'end',
	players: c.players.map((p) => ({
		seat: p.seat,
		tiles: FACE_COUNT,
		objective: c.beginners ? null : p.objective,
		objectiveParcels: p.parcels,
		animals: p.animals,
		points: c.scores[p.seat]!.total,
	})),
});

describe('Planet positions the rules allow', () => {
	it('the planet widget: every step of the guided example', () => {
		const ex = planetExample();
		replayAll(planetMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => ok(planetPosition(s.context), `step ${i}`));
	});
	it('the planet widget in “Try it” mode: any choices over the 12 rounds keep a legal table (50 tiles, 5 face up, stacks of 5)', () => {
		// A move: a tile, a turn, then a face, any face or one of the free faces the rules allow
		// (canPlace). Coverage across the runs, so a property that stops exploring fails: tiles placed,
		// places refused, whole games played to the end.
		const seen = { placed: 0, refused: 0, games: 0 };
		const faces = Array.from({ length: FACE_COUNT }, (_, f) => f);
		fc.assert(
			fc.property(
				fc.array(fc.record({ index: fc.nat(4), face: fc.nat(11), by: fc.integer({ min: -2, max: 2 }), free: fc.boolean() }), {
					minLength: 1,
					maxLength: 24,
					size: 'max',
				}),
				(moves) => {
					const a = createActor(planetMachine, { input: planetInput() }).start();
					for (const m of moves) {
						a.send({ type: 'SELECT', index: m.index });
						a.send({ type: 'ROTATE', by: m.by });
						const c = a.getSnapshot().context;
						const free = faces.filter((f) => canPlace(c.planet, f).ok);
						const face = m.free && free.length ? free[m.face % free.length]! : m.face;
						const round = c.round;
						a.send({ type: 'PLACE', face });
						const after = a.getSnapshot().context;
						if (after.round > round) seen.placed++;
						else if (after.refusal) seen.refused++;
						expect(checkPosition(planetPosition(after))).toEqual([]);
					}
					if (a.getSnapshot().context.round > FACE_COUNT) seen.games++;
				},
			),
			{ numRuns: 60 },
		);
		// about 450 placements, 180 refusals and 15 whole games in 60 runs
		expect(seen.placed).toBeGreaterThan(250);
		expect(seen.refused).toBeGreaterThan(50);
		expect(seen.games).toBeGreaterThan(2);
	});
	it('the award widget: every step of the guided example', () => {
		const ex = awardExample();
		replayAll(awardMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => ok(awardPosition(s.context), `step ${i}`));
	});
	it('the award widget in “Try it” mode: every card, round and choice of 2 to 4 planets', () => {
		const planets = TRY_PLANETS().length;
		for (const round of [3, 6, 11, 12])
			for (const card of TRY_CARDS)
				for (let mask = 0; mask < 1 << planets; mask++) {
					const active = TRY_PLANETS()
						.map((p) => p.seat)
						.filter((_, i) => mask & (1 << i));
					if (active.length < 2 || active.length > 4) continue;
					const a = createActor(awardMachine, { input: { planets: TRY_PLANETS(), round: 12, card, active } }).start();
					a.send({ type: 'SET_ROUND', round, planets: TRY_PLANETS(round) });
					ok(awardPosition(a.getSnapshot().context), `round ${round}, ${card.animal}, planets ${active}`);
				}
	});
	it('the regions explorer: every step (Céline’s planet after round 12)', () => {
		const ex = regionsExample();
		for (const s of replayAll(regionsMachine, ex.input, exampleEvents(ex.steps)))
			ok({ round: ROUNDS, phase: 'end', partial: true, players: [{ seat: 'A', terrains: (s.context as RegionsContext).terrains }] }, 'regions');
	});
	it.each(PLAYER_COUNTS.map((n) => [n]))('the stacks widget, %i players: every step', (n) => {
		const ex = stacksExample(n);
		replayAll(stacksMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => ok(stacksPosition(s.context), `${n} players, step ${i}`));
	});
	it('end scoring: every step of the guided example', () => {
		const ex = endExample();
		replayAll(endScoringMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => ok(endPosition(s.context), `step ${i}`));
	});
	it('the teaching boards: 50 tiles in 10 stacks of 5, each of five parcels; full teaching planets of 60 parcels', () => {
		expect(TEACHING_STACKS).toHaveLength(10);
		for (const stack of TEACHING_STACKS) expect(stack).toHaveLength(5);
		const tiles = TEACHING_STACKS.flat();
		expect(tiles).toHaveLength(TILE_COUNT);
		expect(new Set(tiles.map((t) => t.id)).size).toBe(TILE_COUNT);
		for (const t of tiles) expect(t.parcels).toHaveLength(5);
		for (const [name, terrains] of Object.entries({ ANNA, BRUNO, CHLOE, MATTHIEU, CELINE })) {
			expect(terrains).toHaveLength(PARCEL_COUNT);
			ok({ round: ROUNDS, phase: 'end', partial: true, players: [{ seat: 'A', terrains }] }, name);
		}
	});
});

describe('positions with a history (issue 28)', () => {
	it('the guided end scoring shows final scores, and each is what its cards and objective give', () => {
		const ex = endExample();
		const frames = replayAll(endScoringMachine, ex.input, exampleEvents(ex.steps));
		for (const s of frames) for (const p of endPosition(s.context).players) expect(p.points).toBeGreaterThan(0);
	});
	it('600 self-check sets: every position passes, and the end totals carry their cards and objectives', () => {
		let totals = 0;
		for (let seed = 1; seed <= 600; seed++)
			for (const q of makeSet(PLANET_READY, seed)) {
				ok(q.position, `seed ${seed} ${q.kind}`);
				if (q.kind !== 'winner') continue;
				totals++;
				for (const p of q.position.players) {
					expect(p.points, `seed ${seed}`).toBeDefined();
					expect(p.objective, `seed ${seed}`).toBeDefined();
					expect(p.animals, `seed ${seed}`).toBeDefined();
				}
				// What the table shows is what the position holds.
				if (q.position.view.kind === 'totals')
					for (const row of q.position.view.rows) {
						const p = q.position.players.find((x) => x.seat === row.seat)!;
						expect([row.total, row.cards]).toEqual([p.points, p.animals!.length]);
					}
			}
		expect(totals).toBeGreaterThan(300);
	}, 60_000);
	it('a full game, round by round, for 2 to 4 players: each draft and life phase passes, stacks and all', () => {
		for (const n of PLAYER_COUNTS) {
			const rounds = tileRounds(n);
			for (let round = 1; round <= ROUNDS; round++) {
				const before = round === 1 ? { stack11: 0, stack12: 0, boxed: 0 } : rounds[round - 2]!;
				const unrevealed = Math.max(0, 10 - round) * 5;
				const stacks = (s: { stack11: number; stack12: number; boxed: number }) => ({
					stack11: round >= 11 ? 0 : s.stack11,
					stack12: round >= 12 ? 0 : s.stack12,
					boxed: s.boxed,
				});
				// The draft, after k players took a tile.
				for (let k = 0; k <= n; k++)
					ok(
						{
							round,
							phase: 'draft',
							players: seats(n).map((seat, i) => ({ seat, tiles: i < k ? round : round - 1 })),
							display: { tiles: 5 - k, taken: k },
							tiles: { unrevealed, ...stacks(before) },
						},
						`${n} players, round ${round}, ${k} taken`,
					);
				ok(
					{ round, phase: 'life', players: seats(n).map((seat) => ({ seat, tiles: round })), tiles: { unrevealed, ...stacks(rounds[round - 1]!) } },
					`${n} players, round ${round}, life`,
				);
			}
		}
	});
});

describe('checkPosition catches what it names', () => {
	const planet = (tiles: number): (Terrain | null)[] => Array.from({ length: PARCEL_COUNT }, (_, p) => (Math.floor(p / 5) < tiles ? 'ocean' : null));
	const half = planet(5);
	half[27] = 'forest';
	const many = Array.from({ length: 21 }, () => 'ocean' as const);
	/** Two players at the table, A and B (B like A unless given). */
	const two = (a: Omit<PlayerPosition, 'seat'>, b: Omit<PlayerPosition, 'seat'> = a): PlayerPosition[] => [
		{ seat: 'A', ...a },
		{ seat: 'B', ...b },
	];
	// [what is wrong, the position, the problem it must raise, whether it is the only one]
	const cases: [string, PlanetPosition, string, 'only' | 'among others'][] = [
		[
			'more or fewer tiles than rounds played',
			{ round: 5, phase: 'life', players: two({ terrains: planet(12) }, { terrains: planet(5) }) },
			'planet.tilesForRound',
			'only',
		],
		['a face half covered', { round: 5, phase: 'life', partial: true, players: [{ seat: 'A', terrains: half }] }, 'planet.partialFace', 'among others'],
		[
			'tiles that do not add up to 50',
			{ round: 1, phase: 'draft', players: two({ tiles: 0 }), display: { tiles: 5, taken: 0 }, tiles: { unrevealed: 45, stack11: 0, stack12: 0, boxed: 1 } },
			'tiles.total',
			'among others',
		],
		[
			'a sixth tile face up',
			{
				round: 1,
				phase: 'draft',
				players: two({ tiles: 1 }, { tiles: 0 }),
				display: { tiles: 5, taken: 1 },
				tiles: { unrevealed: 45, stack11: 0, stack12: 0, boxed: 0 },
			},
			'display.size',
			'among others',
		],
		[
			'an overfull stack 11',
			{ round: 4, phase: 'life', players: two({ tiles: 4 }), tiles: { unrevealed: 30, stack11: 6, stack12: 4, boxed: 2 } },
			'stacks.overfull',
			'among others',
		],
		['five players', { round: 3, phase: 'life', players: seats(5).map((seat) => ({ seat, tiles: 3 })) }, 'players.count', 'among others'],
		['two players with one objective card', { round: 12, phase: 'end', players: two({ tiles: 12, objective: 'glacier' }) }, 'objective.duplicate', 'only'],
		['animals before round 3', { round: 2, phase: 'life', players: two({ tiles: 2, animals: ['ocean'] }, { tiles: 2 }) }, 'animals.beforeLife', 'among others'],
		['a card contested in another round’s column', { round: 6, phase: 'life', players: two({ tiles: 6 }), contest: { column: 5 } }, 'contest.column', 'only'],
		['21 animal cards won', { round: 12, phase: 'end', players: two({ tiles: 12, animals: many }, { tiles: 12 }) }, 'animals.total', 'among others'],
		// How the position came about (issue 28).
		[
			'24 points with no animal card (review rules-planet n2): more than an objective card gives',
			{
				round: 12,
				phase: 'end',
				players: two({ tiles: 12, objective: 'ocean', animals: [], points: 24 }, { tiles: 12, objective: 'forest', animals: [], points: 3 }),
			},
			'points.fromCards',
			'only',
		],
		[
			'fewer points than the animal cards alone give',
			{
				round: 12,
				phase: 'end',
				players: two({ tiles: 12, objective: 'glacier', animals: ['ocean', 'glacier'], points: 2 }, { tiles: 12, objective: 'forest', animals: [], points: 0 }),
			},
			'points.fromCards',
			'only',
		],
		[
			'more points than the cards and a 10-point objective give, objective not shown',
			{ round: 12, phase: 'end', players: two({ tiles: 12, animals: ['ocean', 'desert'], points: 15 }, { tiles: 12, animals: [], points: 0 }) },
			'points.fromCards',
			'only',
		],
		[
			'a beginners’ game (no objective) where a card scores 2',
			{
				round: 12,
				phase: 'end',
				players: two({ tiles: 12, objective: null, animals: ['ocean', 'desert'], points: 3 }, { tiles: 12, objective: null, animals: [], points: 0 }),
			},
			'points.fromCards',
			'only',
		],
		['a final score before the end', { round: 8, phase: 'life', players: two({ tiles: 8, animals: [], points: 0 }, { tiles: 8 }) }, 'points.beforeEnd', 'only'],
		[
			'stacks that are not the rounds’ leftovers (4 players after round 4: 4 on stack 11)',
			{ round: 4, phase: 'life', players: seats(4).map((seat) => ({ seat, tiles: 4 })), tiles: { unrevealed: 30, stack11: 0, stack12: 4, boxed: 0 } },
			'stacks.history',
			'only',
		],
		[
			'leftovers already boxed during round 1’s draft',
			{ round: 1, phase: 'draft', players: two({ tiles: 0 }), display: { tiles: 3, taken: 0 }, tiles: { unrevealed: 45, stack11: 0, stack12: 0, boxed: 2 } },
			'stacks.history',
			'among others',
		],
		[
			'a draft where tiles are missing from the display',
			{ round: 3, phase: 'draft', players: two({ tiles: 2 }), display: { tiles: 4, taken: 0 } },
			'display.round',
			'only',
		],
		[
			'two planets with this round’s tile, one tile taken',
			{ round: 3, phase: 'draft', players: two({ tiles: 3 }), display: { tiles: 4, taken: 1 } },
			'display.taken',
			'only',
		],
		[
			'tiles face up during the life phase',
			{ round: 5, phase: 'life', players: two({ tiles: 5 }), display: { tiles: 5, taken: 0 } },
			'display.phase',
			'among others',
		],
		[
			'an animal card won during round 3’s draft (the first card is awarded at its end)',
			{ round: 3, phase: 'draft', players: two({ tiles: 2, animals: ['ocean'] }, { tiles: 2 }), display: { tiles: 5, taken: 0 } },
			'animals.notYetLaid',
			'only',
		],
		[
			'objective parcels past 60',
			{ round: 12, phase: 'end', players: two({ tiles: 12, objective: 'ocean', objectiveParcels: 61 }, { tiles: 12 }) },
			'objective.parcels',
			'only',
		],
	];
	it.each(cases)('%s → %s', (_, pos, key, only) => {
		const found = checkPosition(pos).map((p) => p.key);
		if (only === 'only') expect(found).toEqual([key]);
		else expect(found).toContain(key);
	});
});
