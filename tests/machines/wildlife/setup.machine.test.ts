import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import { TEACHING_BOARD, areaOf, pieceCount } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { setupExample, setupInput } from '../../../src/machines/wildlife/examples/setup';
import { PLAYER_COUNTS, SEED_LIMIT, seedsPerPlayer, piecesPerPlayer } from '../../../src/machines/wildlife/setup';
import { SETUP_STAGES, setupMachine, stageReached, type SetupEvent } from '../../../src/machines/wildlife/setup.machine';

const eventsOf = (n: (typeof PLAYER_COUNTS)[number]) => setupExample(n).steps.flatMap((s) => (s.event ? [s.event] : []));

describe('setup machine, model-based', () => {
	// Events offered in every state: advance, reset, and a seed on each cell of the board.
	const events = (): SetupEvent[] => [{ type: 'NEXT' }, { type: 'RESET' }, ...TEACHING_BOARD.cells.map((c) => ({ type: 'SEED' as const, cell: c.id }))];

	it('reaches every state from the start (2 players)', () => {
		const paths = getShortestPaths(setupMachine, {
			input: setupInput(2),
			events,
			// States are told apart by their stage and by how many pieces are down; the count is what
			// makes the seeding stage progress.
			serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.game.placed}`,
			limit: 5000,
		});
		const reached = new Set(paths.map((p) => String(p.state.value)));
		expect([...reached].sort()).toEqual([...SETUP_STAGES].sort());
		const ready = paths.filter((p) => p.state.value === 'ready');
		expect(ready.length).toBeGreaterThan(0);
		// Shortest way to the end: 7 NEXT then every seeding piece (a path also lists the start).
		const moves = (p: (typeof ready)[number]) => p.steps.filter((s) => !s.event.type.startsWith('xstate.')).length;
		expect(Math.min(...ready.map(moves))).toBe(7 + 2 * seedsPerPlayer(2));
	});

	it('is never stuck: from every stage but the last, some event moves it on', () => {
		for (const n of PLAYER_COUNTS) {
			const evs = eventsOf(n);
			for (let i = 0; i < evs.length; i++) {
				const snap = replay(setupMachine, setupInput(n), evs.slice(0, i));
				expect(snap.status).toBe('active');
				const next = replay(setupMachine, setupInput(n), evs.slice(0, i + 1));
				const moved = next.value !== snap.value || next.context.game.placed > snap.context.game.placed;
				expect(moved, `n=${n} step ${i}`).toBe(true);
			}
		}
	});
});

describe.each(PLAYER_COUNTS)('guided setup example, %i players', (n) => {
	const example = setupExample(n);
	const end = replay(setupMachine, example.input, eventsOf(n));

	it('ends with seeding done and the right number of pieces on the board', () => {
		expect(end.value).toBe('ready');
		expect(end.status).toBe('done');
		expect(Object.keys(end.context.game.occ)).toHaveLength(n * seedsPerPlayer(n));
	});
	it('leaves each reserve at its pieces minus the seeded ones', () => {
		for (const p of end.context.game.players) expect(end.context.game.reserve[p]).toBe(piecesPerPlayer(n) - seedsPerPlayer(n));
	});
	it('respects the seeding limits in every area', () => {
		for (const area of TEACHING_BOARD.areas) expect(pieceCount(area, end.context.game.occ)).toBeLessThanOrEqual(SEED_LIMIT[area.size]);
	});
	it('places in turn order, one piece each, starting with the start player', () => {
		const seeds = example.steps.filter((s) => s.event?.type === 'SEED').map((s) => (s.event as { cell: string }).cell);
		const owners = seeds.map((c) => end.context.game.occ[c]);
		const ring = end.context.game.players;
		owners.forEach((o, i) => expect(o).toBe(ring[i % n]));
	});
	it('never seeds where the chart says no action', () => {
		for (const [cell, owner] of Object.entries(end.context.game.occ)) {
			const terrain = areaOf(cell)!.terrain;
			expect(end.context.game.charts[owner]![terrain]).toBeGreaterThan(0);
		}
	});
});

describe('refusals in try-it mode', () => {
	const atSeeding = () => {
		const actor = createActor(setupMachine, { input: setupInput(3) }).start();
		for (let i = 0; i < 7; i++) actor.send({ type: 'NEXT' });
		return actor;
	};
	const water = TEACHING_BOARD.cells.find((c) => c.terrain === 'water')!.id;
	const savanna = TEACHING_BOARD.areas.find((a) => a.terrain === 'savanna' && a.size === 'small')!;

	it('refuses the Human on water, with the seeding-limits rule', () => {
		const actor = atSeeding();
		expect(HUMAN_CHART.water).toBe(0);
		actor.send({ type: 'SEED', cell: water });
		const s = actor.getSnapshot();
		expect(s.context.refusal?.key).toBe('seed.noAction');
		expect(s.context.refusal?.rule).toEqual({ page: 'setup', anchor: 'seeding-limits' });
		expect(s.context.game.placed).toBe(0);
	});
	it('refuses a taken space, and the next legal move clears the refusal', () => {
		const actor = atSeeding();
		const [a, b] = savanna.cells;
		actor.send({ type: 'SEED', cell: a! });
		actor.send({ type: 'SEED', cell: a! });
		expect(actor.getSnapshot().context.refusal?.key).toBe('seed.spaceTaken');
		actor.send({ type: 'SEED', cell: b! });
		expect(actor.getSnapshot().context.refusal).toBeNull();
		expect(actor.getSnapshot().context.game.placed).toBe(2);
	});
	it('refuses a third piece in a small area', () => {
		const actor = createActor(setupMachine, { input: { players: 3, charts: [HUMAN_CHART, HUMAN_CHART, HUMAN_CHART] } }).start();
		for (let i = 0; i < 7; i++) actor.send({ type: 'NEXT' });
		const [a, b, c] = savanna.cells;
		actor.send({ type: 'SEED', cell: a! });
		actor.send({ type: 'SEED', cell: b! });
		actor.send({ type: 'SEED', cell: c! });
		expect(actor.getSnapshot().context.refusal?.key).toBe('seed.smallAreaLimit');
		expect(actor.getSnapshot().context.refusal?.params).toMatchObject({ limit: 2 });
	});
	it('takes a chart typed from the box before seeding, and refuses changes after the first piece', () => {
		const actor = atSeeding();
		const mine = { water: 3, steppe: 0, savanna: 0, forest: 1, mountain: 1, desert: 2 };
		actor.send({ type: 'SET_CHART', player: 'A', chart: mine });
		expect(actor.getSnapshot().context.game.charts['A']).toEqual(mine);
		actor.send({ type: 'SEED', cell: water });
		expect(actor.getSnapshot().context.game.placed).toBe(1);
		actor.send({ type: 'SET_CHART', player: 'B', chart: mine });
		expect(actor.getSnapshot().context.refusal?.key).toBe('chart.locked');
	});
	it('refuses a malformed chart', () => {
		const actor = atSeeding();
		actor.send({ type: 'SET_CHART', player: 'A', chart: { water: 7 } });
		expect(actor.getSnapshot().context.refusal?.key).toBe('chart.invalid');
	});
	it('SKIP_TO_SEEDING goes from the first step straight to the seeding, as seven NEXTs do', () => {
		const skipped = createActor(setupMachine, { input: { players: 4, charts: [HUMAN_CHART, HUMAN_CHART, HUMAN_CHART, HUMAN_CHART] } }).start();
		skipped.send({ type: 'SKIP_TO_SEEDING' });
		const walked = createActor(setupMachine, { input: { players: 4, charts: [HUMAN_CHART, HUMAN_CHART, HUMAN_CHART, HUMAN_CHART] } }).start();
		for (let i = 0; i < 7; i++) walked.send({ type: 'NEXT' });
		expect(skipped.getSnapshot().value).toBe('seeding');
		expect(skipped.getSnapshot().context).toEqual(walked.getSnapshot().context);
		// 4 players: 5 seeding pieces each, the start player first.
		expect(skipped.getSnapshot().context.seeds).toBe(5);
		expect(skipped.getSnapshot().context.seeder).toBe('A');
		expect(Object.values(skipped.getSnapshot().context.left)).toEqual([5, 5, 5, 5]);
	});
	it('describes the last placement from the rules: area count and its seeding limit', () => {
		const actor = createActor(setupMachine, { input: { players: 3, charts: [HUMAN_CHART, HUMAN_CHART, HUMAN_CHART] } }).start();
		actor.send({ type: 'SKIP_TO_SEEDING' });
		const [a, b] = savanna.cells;
		actor.send({ type: 'SEED', cell: a! });
		actor.send({ type: 'SEED', cell: b! });
		expect(actor.getSnapshot().context.lastSeed).toMatchObject({ cell: b, player: 'B', area: savanna.id, count: 2, limit: 2 });
		expect(actor.getSnapshot().context.left).toMatchObject({ A: 7, B: 7, C: 8 });
		expect(stageReached(actor.getSnapshot().value, 'seeding')).toBe(true);
		expect(stageReached('charts', 'reserve')).toBe(false);
	});
	it('RESET goes back to the first step with an empty board', () => {
		const actor = atSeeding();
		actor.send({ type: 'SEED', cell: savanna.cells[0]! });
		actor.send({ type: 'RESET' });
		expect(actor.getSnapshot().value).toBe('board');
		expect(actor.getSnapshot().context.game.placed).toBe(0);
	});
});

describe('what the guided seeding shows', () => {
	it('seeds on more than one chart level, so nobody learns that seeding needs attack', () => {
		for (const n of PLAYER_COUNTS) {
			const end = replay(setupMachine, setupInput(n), eventsOf(n));
			const levels = new Set(Object.entries(end.context.game.occ).map(([cell, p]) => end.context.game.charts[p]![areaOf(cell)!.terrain]));
			expect(levels.size, `${n} players`).toBeGreaterThan(1);
		}
	});
});
