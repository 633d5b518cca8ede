import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replayAll } from '../../../src/machines/shared/replay';
import { areaById, isAreaFull } from '../../../src/machines/wildlife/board';
import { TURN_POSITION, turnExample, turnInput } from '../../../src/machines/wildlife/examples/turn';
import { levels, maxPlays } from '../../../src/machines/wildlife/game';
import { turnMachine, type TurnEvent, type TurnInput } from '../../../src/machines/wildlife/turn.machine';

const example = turnExample();
const events = example.steps.flatMap((s) => (s.event ? [s.event] : []));
const start = (input: TurnInput = turnInput(true)) => createActor(turnMachine, { input }).start();
const send = (actor: ReturnType<typeof start>, ...evs: TurnEvent[]) => {
	for (const e of evs) actor.send(e);
	return actor.getSnapshot();
};
const key = (s: ReturnType<ReturnType<typeof start>['getSnapshot']>) => s.context.refusal?.key;
const ruleOf = (s: ReturnType<ReturnType<typeof start>['getSnapshot']>) =>
	s.context.refusal ? `${s.context.refusal.rule.page}#${s.context.refusal.rule.anchor}` : '';

describe('the rulebook’s turn example, replayed through the turn machine', () => {
	const snaps = replayAll(turnMachine, example.input, events);
	const end = snaps[snaps.length - 1]!;
	const beforeEnd = snaps[snaps.length - 2]!;
	const forest = areaById('forest-large')!;

	it('every step is accepted (no refusal along the way)', () => {
		snaps.forEach((s, i) => expect(s.context.refusal, `step ${i}`).toBeNull());
	});
	it('Intelligence gives 4 plays', () => expect(maxPlays(snaps[0]!.context.game)).toBe(4));
	it('the forest starts three pieces short, and Orange only migrates there', () => {
		expect(forest.cells.filter((c) => !TURN_POSITION[c])).toHaveLength(3);
		expect(levels(snaps[0]!.context.game, 'A').forest).toBe(1);
	});
	it('the wheel raises forest to expand, with no free placement', () => {
		const s = snaps[2]!;
		expect(levels(s.context.game, 'A').forest).toBe(2);
		expect(s.context.game.ps['A']!.reserve).toBe(snaps[0]!.context.game.ps['A']!.reserve);
		expect(s.context.game.occ).toEqual(snaps[0]!.context.game.occ);
		expect(s.context.game.turn.plays).toBe(1);
	});
	it('two forest cards place two Humans in the forest', () => {
		const s = snaps[6]!;
		expect(s.context.game.occ['r4c6']).toBe('A');
		expect(s.context.game.occ['r5c6']).toBe('A');
		expect(s.context.game.ps['A']!.reserve).toBe(snaps[0]!.context.game.ps['A']!.reserve - 2);
		expect(s.context.game.turn.plays).toBe(3);
	});
	it('the free migration fills the forest and triggers a small scoring (no card played)', () => {
		const s = snaps[9]!;
		expect(s.context.game.occ['r6c9']).toBe('A');
		expect(s.context.game.occ['r6c8']).toBeUndefined();
		expect(isAreaFull(forest, s.context.game.occ)).toBe(true);
		expect(s.context.game.track.marked).toEqual(['forest-large']);
		expect(s.context.last).toMatchObject({ kind: 'free', points: 3, area: 'forest-large' });
		expect(s.context.game.ps['A']!.score).toBe(snaps[0]!.context.game.ps['A']!.score + 3);
		expect(s.context.game.turn).toMatchObject({ plays: 3, freeMigrationUsed: true });
	});
	it('the fourth play is the wheel put up for auction: 4 plays, 1 auction', () => {
		expect(beforeEnd.context.game.turn).toMatchObject({ plays: 4, auctions: 1 });
		expect(beforeEnd.context.played.slice(0, 4)).toEqual(['used', 'used', 'used', 'auctioned']);
	});
	it('the turn ends: 4 cards drawn back, next player B', () => {
		expect(end.value).toBe('over');
		expect(end.context.ended).toEqual({ plays: 4, auctions: 1, draw: 4 });
		expect(end.context.game.turn.player).toBe('B');
	});
});

describe('turn machine, model-based', () => {
	const evs = (): TurnEvent[] => [
		{ type: 'PICK', card: 0 },
		{ type: 'PICK', card: 4, action: 'expand' },
		{ type: 'PICK', card: 7 },
		{ type: 'WHEEL', terrain: 'forest' },
		{ type: 'CELL', cell: 'r2c6' },
		{ type: 'AUCTION' },
		{ type: 'DISCARD' },
		{ type: 'CANCEL' },
		{ type: 'FREE_MOVE' },
		{ type: 'CELL', cell: 'r6c8' },
		{ type: 'CELL', cell: 'r6c9' },
		{ type: 'END_TURN' },
		{ type: 'RESET' },
	];
	const paths = getShortestPaths(turnMachine, {
		input: turnInput(false),
		events: evs,
		serializeState: (s) =>
			`${JSON.stringify(s.value)}|${s.context.picked}|${s.context.selected}|${s.context.played.join(',')}|${s.context.game.turn.freeMigrationUsed}|${Object.keys(s.context.game.occ).length}`,
		limit: 20000,
	});
	const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));

	it('reaches every state', () => {
		expect([...values].sort()).toEqual(
			[JSON.stringify({ playing: 'idle' }), JSON.stringify({ playing: 'card' }), JSON.stringify({ playing: 'freeMove' }), JSON.stringify('over')].sort(),
		);
	});
	it('is never stuck: from every reached state some event changes the state value', () => {
		for (const v of values) {
			const p = paths.find((x) => JSON.stringify(x.state.value) === v)!;
			const moved = evs().some((e) => {
				const actor = createActor(turnMachine, { input: turnInput(false), snapshot: p.state }).start();
				actor.send(e);
				const changed = JSON.stringify(actor.getSnapshot().value) !== v;
				actor.stop();
				return changed;
			});
			expect(moved, v).toBe(true);
		}
	});
	it('every way to end the turn used 3 plays with at least one auction (no Intelligence)', () => {
		for (const p of paths.filter((x) => x.state.value === 'over')) {
			expect(p.state.context.ended!.plays).toBe(3);
			expect(p.state.context.ended!.auctions).toBeGreaterThanOrEqual(1);
		}
	});
});

describe('refusals in try-it, each with its rule', () => {
	it('ending without an auction is refused (auction#when)', () => {
		const s = send(start(), { type: 'END_TURN' });
		expect(key(s)).toBe('turn.mustAuction');
		expect(ruleOf(s)).toBe('auction#when');
		expect(s.value).toEqual({ playing: 'idle' });
	});
	it('ending after one auction but fewer than 3 plays is refused (turn#card-plays)', () => {
		const s = send(start(), { type: 'PICK', card: 7 }, { type: 'AUCTION' }, { type: 'END_TURN' });
		expect(key(s)).toBe('turn.mustPlayThree');
		expect(ruleOf(s)).toBe('turn#card-plays');
	});
	it('the last play is kept for the auction (3 plays, no Intelligence)', () => {
		const actor = start(turnInput(false));
		send(actor, { type: 'PICK', card: 7 }, { type: 'DISCARD' }, { type: 'PICK', card: 8 }, { type: 'DISCARD' }, { type: 'PICK', card: 0 });
		const s = send(actor, { type: 'WHEEL', terrain: 'forest' });
		expect(key(s)).toBe('turn.keepOneForAuction');
		expect(ruleOf(s)).toBe('auction#when');
		const a = send(actor, { type: 'AUCTION' });
		expect(a.context.refusal).toBeNull();
		expect(send(actor, { type: 'PICK', card: 1 }).context.refusal?.key).toBe('turn.noPlaysLeft');
		expect(send(actor, { type: 'END_TURN' }).value).toBe('over');
	});
	it('with Intelligence a fourth play is allowed', () => {
		const actor = start(turnInput(true));
		send(
			actor,
			{ type: 'PICK', card: 7 },
			{ type: 'DISCARD' },
			{ type: 'PICK', card: 8 },
			{ type: 'DISCARD' },
			{ type: 'PICK', card: 0 },
			{ type: 'WHEEL', terrain: 'forest' },
		);
		expect(actor.getSnapshot().context.game.turn.plays).toBe(3);
		expect(key(send(actor, { type: 'PICK', card: 3 }, { type: 'WHEEL', terrain: 'forest' }))).toBe('turn.keepOneForAuction');
	});
	it('a forest card cannot expand before the wheel (migrate only): action.noAbility', () => {
		const s = send(start(), { type: 'PICK', card: 1, action: 'expand' }, { type: 'CELL', cell: 'r4c6' });
		expect(key(s)).toBe('action.noAbility');
		expect(ruleOf(s)).toBe('turn#expand');
		expect(s.context.game.occ['r4c6']).toBeUndefined();
	});
	it('a wheel on savanna (already attack) is refused: card.maxLevel', () => {
		const s = send(start(), { type: 'PICK', card: 0 }, { type: 'WHEEL', terrain: 'savanna' });
		expect(key(s)).toBe('card.maxLevel');
		expect(ruleOf(s)).toBe('cards#adaptation-levels');
	});
	it('a wheel used as a terrain card is refused: card.wrongUse', () => {
		const s = send(start(), { type: 'PICK', card: 0, action: 'expand' }, { type: 'CELL', cell: 'r2c6' });
		expect(key(s)).toBe('card.wrongUse');
	});
	it('the free migration only once: turn.freeMigrationUsed', () => {
		const actor = start();
		send(actor, { type: 'FREE_MOVE' }, { type: 'CELL', cell: 'r6c8' }, { type: 'CELL', cell: 'r6c9' });
		const s = send(actor, { type: 'FREE_MOVE' });
		expect(key(s)).toBe('turn.freeMigrationUsed');
		expect(ruleOf(s)).toBe('turn#free-migration');
	});
	it('free migration onto a terrain without a level is refused (water): action.noAbility', () => {
		const s = send(start(), { type: 'FREE_MOVE' }, { type: 'CELL', cell: 'r2c5' }, { type: 'CELL', cell: 'r2c4' });
		expect(key(s)).toBe('action.noAbility');
		expect(ruleOf(s)).toBe('turn#free-migration');
	});
	it('converting food: 3 food → 1 space; not enough food is refused', () => {
		const actor = start();
		const a = send(actor, { type: 'CONVERT', spaces: 2 });
		expect(a.context.game.ps['A']!.food).toBe(2);
		expect(a.context.game.ps['A']!.score).toBe(1 + 2);
		const b = send(actor, { type: 'CONVERT', spaces: 1 });
		expect(key(b)).toBe('turn.notEnoughFood');
		expect(ruleOf(b)).toBe('turn#food-to-points');
		expect(key(send(start(), { type: 'CONVERT', spaces: Number.NaN }))).toBe('turn.notEnoughFood');
	});
	it('a card already played cannot be picked again', () => {
		const s = send(start(), { type: 'PICK', card: 7 }, { type: 'DISCARD' }, { type: 'PICK', card: 7 });
		expect(key(s)).toBe('turnex.cardPlayed');
		expect(key(send(start(), { type: 'PICK', card: 42 }))).toBe('turnex.noSuchCard');
	});
	it('a board click before choosing a card or an action is refused with a hint', () => {
		expect(key(send(start(), { type: 'CELL', cell: 'r4c6' }))).toBe('turnex.pickFirst');
		expect(key(send(start(), { type: 'PICK', card: 1 }, { type: 'CELL', cell: 'r4c6' }))).toBe('turnex.chooseAction');
	});
	it('a migration with a forest card (migrate level) works before the wheel', () => {
		const actor = start();
		const s = send(actor, { type: 'PICK', card: 1, action: 'migrate' }, { type: 'CELL', cell: 'r3c6' });
		expect(s.context.targets).toContain('r4c6');
		const t = send(actor, { type: 'CELL', cell: 'r4c6' });
		expect(t.context.game.occ['r4c6']).toBe('A');
		expect(t.context.played[1]).toBe('used');
	});
});
