import { describe, expect, it } from 'vitest';
import type { Occupancy, Terrain } from '../../../src/machines/wildlife/types';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import { areaById } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { ACTIONS_LOST, ACTIONS_POSITION, actionsExample, actionsInput } from '../../../src/machines/wildlife/examples/actions';
import { actionsMachine, type ActionsEvent, type ActionsInput, type BoardAction } from '../../../src/machines/wildlife/actions.machine';
import { isAreaFull } from '../../../src/machines/wildlife/board';

const eventsOf = (pathCheck = false) => actionsExample(pathCheck).steps.flatMap((s) => (s.event ? [s.event] : []));
const start = (input: ActionsInput = actionsInput()) => createActor(actionsMachine, { input }).start();
const send = (actor: ReturnType<typeof start>, ...events: ActionsEvent[]) => {
	for (const e of events) actor.send(e);
	return actor.getSnapshot();
};

describe('actions machine, model-based', () => {
	const events = (): ActionsEvent[] => [
		{ type: 'CHOOSE', action: 'migrate', card: 'forest' },
		{ type: 'CHOOSE', action: 'expand', card: 'steppe' },
		{ type: 'CHOOSE', action: 'attack', card: 'savanna' },
		{ type: 'CELL', cell: 'r3c5' },
		{ type: 'CELL', cell: 'r4c7' },
		{ type: 'CELL', cell: 'r6c7' },
		{ type: 'CELL', cell: 'r4c4' },
		{ type: 'CANCEL' },
		{ type: 'SET_PATH_CHECK', on: true },
		{ type: 'RESET' },
	];
	const paths = getShortestPaths(actionsMachine, {
		input: actionsInput(),
		events,
		serializeState: (s) =>
			`${JSON.stringify(s.value)}|${s.context.action}|${s.context.card}|${s.context.selected}|${Object.keys(s.context.game.occ).sort().join(',')}|${s.context.input.pathCheck}`,
		limit: 3000,
	});

	it('reaches both states', () => {
		const reached = new Set(paths.map((p) => String(p.state.value)));
		expect([...reached].sort()).toEqual(['pieceChosen', 'ready']);
	});
	it('is never stuck: from each state some event changes the state', () => {
		const ready = start();
		expect(send(ready, { type: 'CELL', cell: 'r3c5' }).value).toBe('pieceChosen');
		expect(send(ready, { type: 'CANCEL' }).value).toBe('ready');
		expect(send(ready, { type: 'CELL', cell: 'r3c5' }, { type: 'CELL', cell: 'r4c7' }).value).toBe('ready');
		// and every reached snapshot is active (no final state: the sandbox never ends)
		for (const p of paths) expect(p.state.status).toBe('active');
	});
	it('never puts two pieces on a space, and every move keeps the piece count coherent', () => {
		for (const p of paths) {
			const g = p.state.context.game;
			const onBoard = Object.values(g.occ).filter((o) => o === 'A').length;
			expect(onBoard + g.ps['A']!.reserve + g.ps['A']!.lost).toBe(30);
		}
	});
});

describe('guided actions example', () => {
	const example = actionsExample();
	const snaps = eventsOf().map((_, i) => replay(actionsMachine, example.input, eventsOf().slice(0, i + 1)));
	const end = snaps[snaps.length - 1]!;

	it('migrates r3c5 to r4c7 by jumping over two of A’s own pieces', () => {
		expect(snaps[1]!.context.targets).toEqual(['r4c7']);
		const s = snaps[2]!;
		expect(s.context.game.occ['r4c7']).toBe('A');
		expect(s.context.game.occ['r3c5']).toBeUndefined();
		expect(s.context.last).toMatchObject({ kind: 'migrate', from: 'r3c5', cell: 'r4c7', jump: true });
		expect(s.context.game.ps['A']!.reserve).toBe(snaps[0]!.context.game.ps['A']!.reserve);
	});
	it('expands in the steppe from the reserve', () => {
		const s = snaps[4]!;
		expect(s.context.game.occ['r6c7']).toBe('A');
		expect(s.context.game.ps['A']!.reserve).toBe(snaps[3]!.context.game.ps['A']!.reserve - 1);
	});
	it('attacks into the full small savanna: B’s piece leaves the game, no second scoring', () => {
		expect(isAreaFull(areaById('savanna-small')!, ACTIONS_POSITION)).toBe(true);
		const s = snaps[6]!;
		expect(s.context.game.occ['r4c4']).toBe('A');
		expect(s.context.game.ps['B']!.lost).toBe(ACTIONS_LOST.B! + 1);
		expect(s.context.last).toMatchObject({ kind: 'attack', removed: 'B' });
		expect(s.context.last?.points).toBeUndefined();
	});
	it('refuses the attack into the large savanna, which is not full', () => {
		expect(end.context.refusal).toEqual({ key: 'action.areaNotFull', rule: { page: 'turn', anchor: 'attack' }, params: { area: 'savanna-large' } });
		expect(end.context.game.occ['r1c4']).toBe('B');
		expect(end.context.refusedCell).toBe('r1c4');
	});
	it('gives the same outcome under either migration-path reading (no swapped piece moves)', () => {
		const other = replay(actionsMachine, actionsInput(true), eventsOf(true));
		expect(other.context.game.occ).toEqual(end.context.game.occ);
	});
});

describe('refusals, each with its rule', () => {
	/** A move as the reader makes it: an action and a card, then the cells clicked. */
	const move = (action: BoardAction, card: Terrain, ...cells: string[]): ActionsEvent[] => [
		{ type: 'CHOOSE', action, card },
		...cells.map((cell) => ({ type: 'CELL' as const, cell })),
	];
	const cases: { name: string; input?: ActionsInput; events: ActionsEvent[]; key: string; rule: string }[] = [
		{ name: 'attack into a non-full area', events: move('attack', 'savanna', 'r0c5'), key: 'action.areaNotFull', rule: 'turn#attack' },
		{ name: 'no such level on that terrain (expand in forest)', events: move('expand', 'forest', 'r4c9'), key: 'action.noAbility', rule: 'turn#expand' },
		{ name: 'no level at all (water)', events: move('expand', 'water', 'r0c0'), key: 'action.noAbility', rule: 'turn#expand' },
		{ name: 'attack level missing', events: move('attack', 'steppe', 'r2c5'), key: 'action.noAbility', rule: 'turn#attack' },
		{ name: 'space taken', events: move('expand', 'steppe', 'r3c6'), key: 'action.spaceTaken', rule: 'turn#expand' },
		{ name: 'card terrain differs from the space', events: move('expand', 'steppe', 'r6c5'), key: 'action.wrongTerrain', rule: 'cards#terrain-cards' },
		{ name: 'not reachable', events: move('migrate', 'forest', 'r3c5', 'r5c9'), key: 'action.notAdjacent', rule: 'turn#migrate' },
		{ name: 'not your piece', events: move('migrate', 'forest', 'r4c6'), key: 'action.notYourPiece', rule: 'turn#migrate' },
		{ name: 'own piece attacked', events: move('attack', 'savanna', 'r5c5'), key: 'action.ownPiece', rule: 'turn#attack' },
		{
			name: 'empty reserve',
			events: move('expand', 'steppe', 'r2c5'),
			key: 'action.emptyReserve',
			rule: 'turn#expand',
			input: { ...actionsInput(), reserve: 0 },
		},
		{
			name: 'start not adapted (English reading)',
			events: move('migrate', 'forest', 'r2c3', 'r2c2'),
			key: 'action.startNotAdapted',
			rule: 'turn#migrate',
			input: actionsInput(true),
		},
		{ name: 'malformed chart', events: [{ type: 'SET_CHART', chart: { water: 9 } }], key: 'chart.invalid', rule: 'setup#charts' },
	];
	it.each(cases)('$name → $key', ({ input, events, key, rule }) => {
		const actor = start(input ?? actionsInput());
		const s = send(actor, ...events);
		expect(s.context.refusal?.key).toBe(key);
		expect(`${s.context.refusal?.rule.page}#${s.context.refusal?.rule.anchor}`).toBe(rule);
	});
	it('a refused move changes nothing; the next accepted event clears the refusal', () => {
		const actor = start();
		const before = actor.getSnapshot().context.game;
		const s = send(actor, { type: 'CHOOSE', action: 'attack', card: 'savanna' }, { type: 'CELL', cell: 'r0c5' });
		expect(s.context.game).toBe(before);
		expect(send(actor, { type: 'CELL', cell: 'r4c4' }).context.refusal).toBeNull();
	});
});

describe('migration-path setting (Mobility-swap case)', () => {
	// A's piece on r2c3 (water) was left there by an opponent's Mobility swap: the Human has no level in water.
	it('French reading (default): it may walk out into the small forest', () => {
		const s = send(start(), { type: 'CHOOSE', action: 'migrate', card: 'forest' }, { type: 'CELL', cell: 'r2c3' });
		expect(s.context.targets).toEqual(['r2c2']);
		const t = send(start(), { type: 'CELL', cell: 'r2c3' }, { type: 'CELL', cell: 'r2c2' });
		expect(t.context.game.occ['r2c2']).toBe('A');
	});
	it('English reading: it is stuck (start not adapted); switching the setting changes the outcome', () => {
		const actor = start();
		send(actor, { type: 'SET_PATH_CHECK', on: true });
		const s = send(actor, { type: 'CELL', cell: 'r2c3' });
		expect(s.context.targets).toEqual([]);
		expect(send(actor, { type: 'CELL', cell: 'r2c2' }).context.refusal?.key).toBe('action.startNotAdapted');
		send(actor, { type: 'SET_PATH_CHECK', on: false });
		expect(actor.getSnapshot().context.targets).toEqual(['r2c2']);
		expect(send(actor, { type: 'CELL', cell: 'r2c2' }).context.game.occ['r2c2']).toBe('A');
	});
	it('English reading: a jump over an own piece on water is blocked', () => {
		// A on r2c2 (forest), r2c3 and r2c4 (water, left there by swaps), everything else around taken by B:
		// from r2c2, over the two water pieces, to r2c5 (steppe, free) with a steppe card.
		const occ: Occupancy = { r2c2: 'A', r2c3: 'A', r2c4: 'A', r1c2: 'B', r3c2: 'B', r2c1: 'B', r1c3: 'B', r3c3: 'B', r1c4: 'B', r3c4: 'B' };
		const move: ActionsEvent[] = [
			{ type: 'CHOOSE', action: 'migrate', card: 'steppe' },
			{ type: 'CELL', cell: 'r2c2' },
			{ type: 'CELL', cell: 'r2c5' },
		];
		expect(send(start({ occ }), ...move).context.game.occ['r2c5']).toBe('A');
		const en = send(start({ occ, pathCheck: true }), ...move);
		expect(en.context.refusal?.key).toBe('action.pathBlocked');
		expect(en.context.game.occ['r2c5']).toBeUndefined();
	});
});

describe('chart editor', () => {
	it('takes a chart typed from the box and the rules use it at once', () => {
		const mine = { ...HUMAN_CHART, forest: 2 };
		const actor = start();
		send(actor, { type: 'SET_CHART', chart: mine }, { type: 'CHOOSE', action: 'expand', card: 'forest' });
		expect(send(actor, { type: 'CELL', cell: 'r4c9' }).context.game.occ['r4c9']).toBe('A');
		send(actor, { type: 'RESET' });
		expect(actor.getSnapshot().context.game.ps['A']!.chart).toEqual(mine);
	});
});
