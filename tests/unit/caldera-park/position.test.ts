/**
 * Positions the rules allow (issue 18): every frame of every Caldera Park guided example, every
 * teaching board and whole try-it games (1 to 4 parks, every step) pass checkPosition; and the check
 * itself catches each way a position can break the rules (so it cannot pass by doing nothing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { describeProblems } from '../../../src/machines/shared/position';
import { replayAll } from '../../../src/machines/shared/replay';
import { familiesExample, FAMILY_TILES, WEATHER_TILES, weatherExample } from '../../../src/machines/caldera-park/examples/explorers';
import { finalExample, MIA_TILES, MIA_WEATHER, TIE_OTHERS } from '../../../src/machines/caldera-park/examples/mia';
import { setupExample } from '../../../src/machines/caldera-park/examples/setup';
import { turnExample, turnTryInput } from '../../../src/machines/caldera-park/examples/turn';
import { familiesMachine } from '../../../src/machines/caldera-park/families.machine';
import { finalScoringMachine } from '../../../src/machines/caldera-park/finalScoring.machine';
import { coverage } from '../../../src/machines/caldera-park/final';
import { MINI_PARK, PARKS, parkNeighbours, TEACHING_GEYSER_PARK, TEACHING_PARK } from '../../../src/machines/caldera-park/park';
import { checkPark, checkPosition, type ParkPosition, type Phase, type Position } from '../../../src/machines/caldera-park/position';
import { ROUNDS } from '../../../src/machines/caldera-park/round';
import { WEATHERS, type Weather } from '../../../src/machines/caldera-park/scoring';
import { PLAYER_COUNTS } from '../../../src/machines/caldera-park/setup';
import { setupMachine, type SetupContext } from '../../../src/machines/caldera-park/setup.machine';
import { TEACHING_TILES } from '../../../src/machines/caldera-park/tiles';
import { type TurnContext, turnMachine } from '../../../src/machines/caldera-park/turn.machine';
import { REQUIREMENTS } from '../../../src/machines/caldera-park/turn';
import { weatherMachine } from '../../../src/machines/caldera-park/weather.machine';
import { CALDERA_PARK_READY } from '../../../src/machines/caldera-park/ready';
import { makeSet } from '../../../src/machines/shared/ready';
import { legalMove } from '../../machines/caldera-park/legalMoves';

const events = <E>(steps: readonly { event: E | null }[]) => steps.flatMap((s) => (s.event ? [s.event] : []));
const idsOf = (tiles: Readonly<Record<string, { id: string }>>) => Object.fromEntries(Object.entries(tiles).map(([k, t]) => [k, t.id]));
const expectLegal = (pos: Position, where: string) => expect(describeProblems(checkPosition(pos)), where).toBe('');

/** A turn-machine snapshot as a position: every park, the action board, the round and turn. */
function turnPosition(snap: SnapshotFrom<typeof turnMachine>): Position {
	const ctx: TurnContext = snap.context;
	const state = snap.value as string;
	const played = 7 - ctx.row.length;
	const phase: Phase =
		state === 'forecast'
			? { at: 'forecast', round: ctx.round, forecastDone: Object.fromEntries(ctx.players.map((p) => [p.seat, p.forecast])) }
			: state === 'announce'
				? { at: 'turn', round: ctx.round, turn: played + 1, announced: false }
				: state === 'placing'
					? { at: 'turn', round: ctx.round, turn: played, announced: true, placed: Object.fromEntries(ctx.players.map((p) => [p.seat, p.placed !== null])) }
					: state === 'refill'
						? { at: 'afterTurn', round: ctx.round, turn: played, refilled: false }
						: state === 'gameOver'
							? { at: 'scoring' }
							: { at: 'afterTurn', round: ctx.round, turn: played, refilled: true };
	return {
		parks: ctx.players.map(
			(p): ParkPosition => ({
				park: ctx.park,
				tiles: idsOf(p.tiles),
				weather: p.weather,
				filled: p.filled,
				display: p.display.map((t) => t.id),
				reserve: p.reserve.map((t) => t.id),
				available: { sun: !Object.values(p.weather).includes('sun'), hidden: p.hidden },
				boxed: p.boxed,
			}),
		),
		phase,
		actionBoard: { row: ctx.row, slots: ctx.slots },
		marmot: ctx.marmot,
	};
}

/** A set-up snapshot as a position (each part once the step that makes it is done). */
function setupPosition(ctx: SetupContext): Position {
	const side = ctx.input.side;
	const weatherDone = ctx.done.includes('weather');
	return {
		parks: ctx.players.map(
			(p): ParkPosition => ({
				park: PARKS[side],
				tiles: {},
				weather: p.weather,
				...(ctx.done.includes('deal') ? { display: p.display, reserve: p.reserve } : {}),
				geyserVariant: side === 'geysers',
				...(weatherDone ? { available: { sun: p.sun, hidden: p.hidden }, boxed: p.boxed } : {}),
			}),
		),
		phase: { at: 'setup', done: ctx.done.includes('first') },
		...(ctx.done.includes('board') ? { actionBoard: { row: ctx.row.length ? ctx.row : ctx.stack, slots: REQUIREMENTS.map(() => null) } } : {}),
		marmot: ctx.marmot,
	};
}

describe('every guided example, every frame', () => {
	it('the action turn (Mia, Lin, Sam): round 1, turn 1, every step', () => {
		const ex = turnExample();
		replayAll(turnMachine, ex.input, events(ex.steps)).forEach((s, i) => expectLegal(turnPosition(s), `turn example, frame ${i}`));
	});

	it('Mia’s final scoring: her 35 tiles and 6 weather tokens, the 4 others boxed, flips only at scoring', () => {
		const ex = finalExample();
		const boxed = WEATHERS.filter((w) => !Object.values(MIA_WEATHER).includes(w));
		expect(boxed).toHaveLength(4);
		replayAll(finalScoringMachine, ex.input, events(ex.steps)).forEach((s, i) =>
			expectLegal(
				{
					parks: [
						{
							park: TEACHING_PARK,
							tiles: MIA_TILES,
							weather: MIA_WEATHER,
							flipped: s.context.flipped,
							display: [],
							reserve: 0,
							available: { sun: false, hidden: [] },
							boxed,
						},
					],
					phase: { at: 'scoring' },
				},
				`final scoring, frame ${i}`,
			),
		);
		expect(Object.keys(MIA_TILES)).toHaveLength(35);
	});

	it('the tie-break figures fit the teaching park (no more river spaces covered than it has, no more flips than tiles)', () => {
		const river = coverage(TEACHING_PARK, { tiles: {}, weather: {} }, 'river').total;
		for (const o of TIE_OTHERS) {
			expect(o.riverCovered).toBeLessThanOrEqual(river);
			expect(o.flipped).toBeLessThanOrEqual(35);
		}
	});

	it('the weather explorer: one token of each kind at most, on the mini-park’s weather spaces', () => {
		const ex = weatherExample();
		replayAll(weatherMachine, ex.input, events(ex.steps)).forEach((s, i) =>
			expectLegal({ parks: [{ park: MINI_PARK, tiles: idsOf(s.context.tiles), weather: s.context.weather }] }, `weather explorer, frame ${i}`),
		);
	});

	it('the families explorer: the teaching tiles once each, the Sun on a weather space', () => {
		const ex = familiesExample();
		replayAll(familiesMachine, ex.input, events(ex.steps)).forEach((s, i) =>
			expectLegal(
				{ parks: [{ park: MINI_PARK, tiles: idsOf(s.context.tiles), weather: s.context.sun ? { [s.context.sun]: 'sun' } : {}, flipped: s.context.flipped }] },
				`families explorer, frame ${i}`,
			),
		);
	});

	it.each(PLAYER_COUNTS.flatMap((n) => (['caldera', 'geysers'] as const).map((side) => [n, side] as const)))('set-up, %i player(s), %s side', (n, side) => {
		const ex = setupExample(n, side);
		replayAll(setupMachine, ex.input, events(ex.steps)).forEach((s, i) => expectLegal(setupPosition(s.context), `set-up ${n} ${side}, frame ${i}`));
	});
});

describe('teaching boards', () => {
	it('the teaching park keeps the rulebook’s counts: 14 mountain, prairie and forest spaces, 6 waterfalls; every geyser has 6 landscape neighbours', () => {
		const landscape = TEACHING_PARK.spaces.filter((s) => s.kind === 'landscape');
		for (const terrain of ['mountain', 'prairie', 'forest'] as const)
			expect(
				landscape.filter((s) => s.terrain === terrain),
				terrain,
			).toHaveLength(14);
		expect(landscape.filter((s) => s.waterfall)).toHaveLength(6);
		for (const g of TEACHING_PARK.spaces.filter((s) => s.kind === 'geyser'))
			expect(parkNeighbours(TEACHING_PARK, g.key).filter((n) => n.kind === 'landscape')).toHaveLength(6);
		// The press's numbers (not the rulebook's): 52 hexes, 6 weather spaces.
		expect(TEACHING_PARK.spaces).toHaveLength(52);
		expect(TEACHING_PARK.weatherOrder).toHaveLength(6);
	});

	it('the teaching Geyser Park: more geysers than the front, three landscape neighbours each; the middle weather space touches landscape, so its set-up token can chase animals (review I6)', () => {
		const geysers = TEACHING_GEYSER_PARK.spaces.filter((s) => s.kind === 'geyser');
		expect(geysers.length).toBeGreaterThan(TEACHING_PARK.spaces.filter((s) => s.kind === 'geyser').length);
		for (const g of geysers) expect(parkNeighbours(TEACHING_GEYSER_PARK, g.key).filter((n) => n.kind === 'landscape')).toHaveLength(3);
		const middle = parkNeighbours(TEACHING_GEYSER_PARK, TEACHING_GEYSER_PARK.middleWeather!);
		expect(middle.filter((n) => n.kind === 'landscape').length).toBeGreaterThanOrEqual(5);
	});

	it('the explorers’ starting boards', () => {
		expectLegal({ parks: [{ park: MINI_PARK, tiles: WEATHER_TILES, weather: {} }] }, 'weather tiles');
		expectLegal({ parks: [{ park: MINI_PARK, tiles: FAMILY_TILES, weather: {} }] }, 'family tiles');
	});

	it('the teaching tile set: 35 tiles, every one different, each with at least one animal', () => {
		expect(TEACHING_TILES).toHaveLength(35);
		expect(new Set(TEACHING_TILES.map((t) => t.id)).size).toBe(35);
		for (const t of TEACHING_TILES)
			expect(
				Object.values(t.animals).reduce((a, b) => a + (b ?? 0), 0),
				t.id,
			).toBeGreaterThan(0);
	});
});

/** Plays a whole try-it game with legal moves, checking the position after every one. */
function playTry(players: number, pick: (n: number) => number): SnapshotFrom<typeof turnMachine> {
	const a = createActor(turnMachine, { input: turnTryInput(players) }).start();
	let guard = 0;
	for (let e = legalMove(a.getSnapshot(), pick); e; e = legalMove(a.getSnapshot(), pick)) {
		a.send(e);
		const s = a.getSnapshot();
		expect(s.context.refusal, `${players} parks, move ${guard}: ${JSON.stringify(e)}`).toBeNull();
		expectLegal(turnPosition(s), `${players} parks, after ${JSON.stringify(e)} (move ${guard})`);
		if (++guard > 2000) throw new Error('the game never ends');
	}
	const end = a.getSnapshot();
	a.stop();
	return end;
}

describe('try-it: whole games with legal moves stay legal at every step', () => {
	it.each([1, 2, 3, 4])('%i park(s), first legal choice each time: 5 rounds, 35 tiles and 6 weather tokens each', (n) => {
		const end = playTry(n, () => 0);
		expect(end.value).toBe('gameOver');
		expect(end.context.round).toBe(ROUNDS);
		for (const p of end.context.players) {
			expect(Object.keys(p.tiles)).toHaveLength(35);
			expect(Object.keys(p.weather)).toHaveLength(6);
			expect(p.hidden).toEqual([]);
		}
	});

	it('random legal choices, 1 to 4 parks: whole games, most choices not the first legal one', () => {
		// Coverage across the runs: every park count is played, and the games branch (a choice among
		// several legal moves that is not the first), so the check cannot pass by replaying one game.
		const parks = new Set<number>();
		let choices = 0;
		let branched = 0;
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (n, seeds) => {
				let i = 0;
				parks.add(n);
				const end = playTry(n, (k) => {
					const c = seeds[i++ % seeds.length]! % k;
					if (k > 1) choices++;
					if (c > 0) branched++;
					return c;
				});
				expect(end.value).toBe('gameOver');
			}),
			{
				numRuns: 8,
				examples: [
					[1, Array(40).fill(7)],
					[2, Array(40).fill(3)],
					[3, Array(40).fill(5)],
					[4, Array(40).fill(11)],
				],
			},
		);
		expect([...parks].sort()).toEqual([1, 2, 3, 4]);
		expect(branched).toBeGreaterThan(choices / 2);
	});
});

describe('the self-check’s positions (1,000 seeds)', () => {
	it('pass the check with their history: the placement questions show the round’s weather tokens and their turn, and would be refused without them', () => {
		let placements = 0;
		for (let seed = 1; seed <= 1000; seed++)
			for (const q of makeSet(CALDERA_PARK_READY, seed)) {
				expectLegal(q.position, `seed ${seed} ${q.kind}`);
				const p = q.position.parks[0]!;
				if (p.park.excerpt) {
					// Weather and families on the mini-park: at the final scoring, as their prompts say.
					expect(q.position.phase, `seed ${seed} ${q.kind}`).toEqual({ at: 'scoring' });
					continue;
				}
				placements++;
				const tiles = Object.keys(p.tiles).length;
				expect(q.position.phase, `seed ${seed}`).toEqual({
					at: 'turn',
					round: Math.floor(tiles / 7) + 1,
					turn: (tiles % 7) + 1,
					announced: true,
					placed: { A: false },
				});
				expect(Object.keys(p.weather).length).toBe(Math.floor(tiles / 7) + 2);
				const bare = checkPosition({ ...q.position, parks: [{ ...p, weather: {}, filled: [] }] }).map((x) => x.key);
				expect(bare).toContain('weather.fewForTiles');
			}
		expect(placements).toBeGreaterThan(2000);
	}, 120_000);
});

describe('the check catches what it names', () => {
	const park = (over: Partial<ParkPosition> = {}): ParkPosition => ({ park: TEACHING_PARK, tiles: {}, weather: {}, ...over });
	const keys = (pos: Position) => checkPosition(pos).map((p) => p.key);
	const base: Weather[] = ['hurricane', 'heatwave', 'storm1', 'storm2'];

	it('tiles: off the landscape, twice, unknown, too many, lost', () => {
		expect(keys({ parks: [park({ tiles: { '3,1': 'wolf1' } })] })).toContain('tile.forbiddenSpace');
		expect(keys({ parks: [park({ tiles: { '2,3': 'wolf1' } })] })).toContain('tile.forbiddenSpace');
		expect(keys({ parks: [park({ tiles: { '9,9': 'wolf1' } })] })).toContain('tile.offPark');
		expect(keys({ parks: [park({ tiles: { '1,0': 'wolf1' }, display: ['wolf1'] })] })).toContain('tile.twice');
		expect(keys({ parks: [park({ tiles: { '1,0': 'wolf9' } })] })).toContain('tile.unknown');
		const ids = TEACHING_TILES.map((t) => t.id);
		expect(keys({ parks: [park({ display: ids.slice(0, 7), reserve: ids.slice(7, 30) })] })).toContain('tiles.lost');
		expect(keys({ parks: [park({ display: ids.slice(0, 8), reserve: ids.slice(8) })] })).toContain('display.overSeven');
	});

	it('weather: off a weather space, twice, not ten, not clockwise, too many for the round', () => {
		expect(keys({ parks: [park({ weather: { '1,0': 'hail' } })] })).toContain('weather.notWeatherSpace');
		expect(keys({ parks: [park({ weather: { '2,0': 'hail', '6,0': 'hail' } })] })).toContain('weather.twice');
		expect(keys({ parks: [park({ weather: { '2,0': 'hail' }, available: { sun: true, hidden: ['fog'] }, boxed: base })] })).toContain('weather.count');
		expect(keys({ parks: [park({ weather: { '2,0': 'hail', '6,3': 'fog' } })] })).toContain('weather.notClockwise');
		expect(
			keys({ parks: [park({ weather: { '2,0': 'hail', '6,0': 'fog', '6,3': 'sun' } })], phase: { at: 'turn', round: 1, turn: 1, announced: false } }),
		).toContain('weather.countForRound');
		expect(keys({ parks: [park({ geyserVariant: true, park: TEACHING_GEYSER_PARK, weather: { '1,0': 'hail', '7,0': 'fog' } })] })).toContain(
			'weather.middleEmpty',
		);
	});

	it('turns: tiles for the turn, displays not refilled, flips before scoring, players, marmot', () => {
		expect(keys({ parks: [park({ tiles: { '0,1': 'wolf1' } })], phase: { at: 'turn', round: 1, turn: 1, announced: true, placed: { A: false } } })).toContain(
			'tiles.countForTurn',
		);
		const ids = TEACHING_TILES.map((t) => t.id);
		expect(keys({ parks: [park({ display: ids.slice(0, 6), reserve: ids.slice(6) })], phase: { at: 'setup', done: false } })).toContain('display.notRefilled');
		expect(keys({ parks: [park({ tiles: { '0,1': 'wolf1' }, flipped: ['0,1'] })], phase: { at: 'afterTurn', round: 1, turn: 1, refilled: true } })).toContain(
			'flipped.beforeScoring',
		);
		expect(keys({ parks: [park(), park(), park(), park(), park()] })).toContain('players.count');
		expect(keys({ parks: [park()], marmot: 'C' })).toContain('marmot.noSeat');
	});

	it('the action board: the watering hole only rightmost, nothing else there, each token once, one requirement per turn', () => {
		const slots = (s: Record<number, string>) => REQUIREMENTS.map((_, i) => (s[i] ?? null) as never);
		const row = ['eagle', 'moose', 'goat', 'bear', 'bison', 'wolf', 'water'] as const;
		expect(keys({ parks: [park()], actionBoard: { row: row.filter((t) => t !== 'water'), slots: slots({ 0: 'water' }) } })).toContain(
			'action.waterNotRightmost',
		);
		expect(keys({ parks: [park()], actionBoard: { row: row.filter((t) => t !== 'bear'), slots: slots({ 6: 'bear' }) } })).toContain('action.rightmostNotWater');
		expect(keys({ parks: [park()], actionBoard: { row: [...row], slots: slots({ 0: 'bear' }) } })).toContain('action.twice');
		expect(keys({ parks: [park()], actionBoard: { row: row.slice(1), slots: slots({}) } })).toContain('action.missing');
		expect(keys({ parks: [park()], phase: { at: 'turn', round: 1, turn: 3, announced: false }, actionBoard: { row: [...row], slots: slots({}) } })).toContain(
			'action.slotsForTurn',
		);
	});

	it('history (review m1): a whole park’s tiles need the weather tokens of their rounds, and its tokens the tiles of the rounds before', () => {
		const ids = TEACHING_TILES.map((t) => t.id);
		const land = TEACHING_PARK.spaces.filter((x) => x.kind === 'landscape').map((x) => x.key);
		const tiles = (n: number) => Object.fromEntries(land.slice(0, n).map((k, i) => [k, ids[i]!]));
		const ring = TEACHING_PARK.weatherOrder;
		const weather = (n: number): Record<string, Weather> => Object.fromEntries(ring.slice(0, n).map((k, i) => [k, WEATHERS[i]!]));
		// Tiles with no weather token at all (the placement questions before the fix), or too few for their round.
		expect(keys({ parks: [park({ tiles: tiles(4) })] })).toContain('weather.fewForTiles');
		expect(keys({ parks: [park({ tiles: tiles(1), weather: weather(1) })] })).toContain('weather.fewForTiles');
		expect(keys({ parks: [park({ tiles: tiles(8), weather: weather(2) })] })).toContain('weather.fewForTiles');
		// Forecasts ahead of the tiles: round 3's forecast means the 14 tiles of rounds 1 and 2.
		expect(keys({ parks: [park({ weather: weather(3) })] })).toContain('tiles.fewForWeather');
		expect(keys({ parks: [park({ tiles: tiles(13), weather: weather(4) })] })).toContain('tiles.fewForWeather');
		// The Geyser Park puts two tokens at set-up.
		const geysers = (n: number, w: number) =>
			keys({
				parks: [
					{
						park: TEACHING_GEYSER_PARK,
						geyserVariant: true,
						tiles: Object.fromEntries(
							TEACHING_GEYSER_PARK.spaces
								.filter((x) => x.kind === 'landscape')
								.slice(0, n)
								.map((x, i) => [x.key, ids[i]!]),
						),
						weather: Object.fromEntries(
							[TEACHING_GEYSER_PARK.middleWeather!, ...TEACHING_GEYSER_PARK.weatherOrder.slice(0, w - 1)].map((k, i) => [k, WEATHERS[i]!]),
						),
					},
				],
			});
		expect(geysers(7, 2)).toContain('weather.fewForTiles');
		expect(geysers(7, 3)).not.toContain('weather.fewForTiles');
		// Spared: each count a game goes through, and the explorers' mini-park (an excerpt).
		for (const [t, w] of [
			[0, 0],
			[0, 1],
			[0, 2],
			[1, 2],
			[7, 2],
			[7, 3],
			[8, 3],
			[14, 4],
			[28, 6],
		] as const)
			expect(keys({ parks: [park({ tiles: tiles(t), weather: weather(w) })] }), `${t} tiles, ${w} tokens`).toEqual([]);
		expect(keys({ parks: [{ park: MINI_PARK, tiles: { '0,0': 'wolf1' }, weather: {} }] })).toEqual([]);
		expect(keys({ parks: [{ park: MINI_PARK, tiles: { '0,0': 'wolf1' }, weather: { '1,1': 'hail' }, flipped: ['0,0'] }], phase: { at: 'scoring' } })).toEqual(
			[],
		);
		// A whole park at the final scoring holds all 35 tiles and 6 tokens.
		expect(keys({ parks: [park({ tiles: tiles(7), weather: weather(2) })], phase: { at: 'scoring' } })).toEqual(
			expect.arrayContaining(['weather.countForRound', 'tiles.countForTurn']),
		);
	});

	it('spares a legal position of each kind', () => {
		expect(checkPark(park({ tiles: { '0,1': 'wolf1' }, weather: { '-1,3': 'hail', '2,0': 'sun' } }))).toEqual([]);
	});
});
