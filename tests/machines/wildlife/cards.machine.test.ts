import type { Seat } from '../../../src/machines/shared/seats';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay, replayAll } from '../../../src/machines/shared/replay';
import type { Occupancy } from '../../../src/machines/wildlife/types';
import { cardsExample, cardsInput, CARDS_OCC } from '../../../src/machines/wildlife/examples/cards';
import { CARD_TOPICS, EVENT_KINDS, JOKER_CHOICES, cardsMachine, type CardsEvent, type CardsInput } from '../../../src/machines/wildlife/cards.machine';

const example = cardsExample();
const events = example.steps.flatMap((s) => (s.event ? [s.event] : []));
const start = () => createActor(cardsMachine, { input: cardsInput() }).start();
const atTable = () => {
	const a = start();
	a.send({ type: 'SHOW_TABLE' });
	return a;
};
const value = (s: { value: unknown }) => JSON.stringify(s.value);

describe('cards & events machine, model-based', () => {
	// A small table keeps the graph small: 3 players, one piece each.
	const small: CardsInput = {
		...cardsInput(),
		players: ['A', 'B', 'C'],
		occ: { r2c5: 'A', r0c0: 'B', r0c8: 'C' },
		food: { A: 8, B: 3, C: 12 },
		score: { A: 6, B: 5, C: 2 },
	};
	const evs = (snap: { context: { game: { occ: Occupancy; players: Seat[] } } }): CardsEvent[] => [
		{ type: 'SELECT', topic: 'wheel' },
		{ type: 'SET_LIMIT', limit: 1 },
		{ type: 'ARROW' },
		...JOKER_CHOICES.map((as) => ({ type: 'JOKER' as const, as })),
		{ type: 'SHOW_TABLE' },
		{ type: 'SHOW_CARDS' },
		{ type: 'PLAY', player: 'A', event: 'epidemic' },
		{ type: 'PLAY', player: 'A', event: 'famine' },
		{ type: 'SET_AMOUNT', player: 'B', field: 'food', value: 'x' },
		...Object.entries(snap.context.game.occ).map(([cell, player]) => ({ type: 'REMOVE' as const, player, cell })),
		{ type: 'RESET' },
	];
	const paths = getShortestPaths(cardsMachine, {
		input: small,
		events: evs,
		serializeState: (s) => `${value(s)}|${s.context.game.pendingEpidemic.join(',')}|${Object.keys(s.context.game.occ).length}`,
		limit: 5000,
	});

	it('reaches every state node', () => {
		const reached = new Set(paths.map((p) => value(p.state)));
		expect([...reached].sort()).toEqual(['"explore"', '{"table":"choosing"}', '{"table":"epidemic"}'].sort());
	});

	it('is never stuck: every reached state has an event that leads somewhere else', () => {
		for (const p of paths) {
			const here = `${value(p.state)}|${p.state.context.game.pendingEpidemic.join(',')}`;
			const moved = evs(p.state).some((e) => {
				const a = createActor(cardsMachine, { input: small }).start();
				for (const step of p.steps) if (!step.event.type.startsWith('xstate.')) a.send(step.event as CardsEvent);
				a.send(e);
				const s = a.getSnapshot();
				a.stop();
				return `${value(s)}|${s.context.game.pendingEpidemic.join(',')}` !== here;
			});
			expect(moved, here).toBe(true);
			expect(p.state.status).toBe('active');
		}
	});

	it('an Epidemic always returns to choosing once every opponent has removed a piece', () => {
		const pend = paths.filter((p) => value(p.state) === '{"table":"epidemic"}');
		expect(pend.length).toBeGreaterThan(0);
		for (const p of pend) expect(p.state.context.game.pendingEpidemic.length).toBeGreaterThan(0);
	});
});

describe('guided example, replayed through the machine', () => {
	const snaps = replayAll(cardsMachine, example.input, events);
	const ps = (i: number, p: Seat) => snaps[i]!.context.game.ps[p]!;
	const end = replay(cardsMachine, example.input, events);
	const stepOf = (narration: string) => example.steps.findIndex((s) => s.narration === narration);

	it('has one snapshot per step and ends back at the table, nothing pending', () => {
		expect(snaps).toHaveLength(example.steps.length);
		expect(end.value).toEqual({ table: 'choosing' });
		expect(end.context.refusal).toBeNull();
	});
	it('ability limit: one Food with setting 1 refuses a second; setting 2 allows it', () => {
		expect(ps(stepOf('cards.step.arrowTake'), 'A').abilities.food).toBe(1);
		const refused = snaps[stepOf('cards.step.limitRefused')]!.context;
		expect(refused.refusal).toMatchObject({ key: 'ability.limitReached', params: { limit: 1 }, rule: { page: 'cards', anchor: 'ability-limit' } });
		expect(refused.game.ps['A']!.abilities.food).toBe(1);
		expect(ps(stepOf('cards.step.arrowSecond'), 'A').abilities.food).toBe(2);
	});
	it('a joker never stands for an event', () => {
		expect(snaps[stepOf('cards.step.jokerEvent')]!.context.refusal).toMatchObject({ key: 'card.jokerNotEvent', rule: { page: 'cards', anchor: 'joker' } });
	});
	it('Epidemic played by B: C, D, then A (from B’s left) each remove one of their own pieces; B keeps all', () => {
		const i = stepOf('cards.step.epidemic');
		expect(snaps[i]!.context.game.pendingEpidemic).toEqual(['C', 'D', 'A']);
		expect(snaps[i]!.value).toEqual({ table: 'epidemic' });
		const count = (occ: Record<string, string>, p: string) => Object.values(occ).filter((o) => o === p).length;
		const occ = snaps[i + 3]!.context.game.occ;
		expect([count(occ, 'A'), count(occ, 'B'), count(occ, 'C'), count(occ, 'D')]).toEqual([2, 3, 2, 1]);
		expect(Object.keys(CARDS_OCC).length - Object.keys(occ).length).toBe(3);
		expect(snaps[i + 3]!.value).toEqual({ table: 'choosing' });
		expect(ps(i + 3, 'C').lost).toBe(ps(i, 'C').lost + 1);
	});
	it('Famine played by A: each opponent pays 5; B has only 3, so pays 3 and moves back 2 spaces', () => {
		const i = stepOf('cards.step.famine');
		expect(snaps[i]!.context.last).toMatchObject({
			kind: 'famine',
			detail: { B: { paid: 3, spacesLost: 2 }, C: { paid: 5, spacesLost: 0 }, D: { paid: 5, spacesLost: 0 } },
		});
		expect([ps(i, 'A').food, ps(i, 'B').food, ps(i, 'C').food, ps(i, 'D').food]).toEqual([8, 0, 7, 1]);
		expect([ps(i, 'A').score, ps(i, 'B').score, ps(i, 'C').score, ps(i, 'D').score]).toEqual([6, 3, 9, 2]);
	});
	it('Food Source played by C (not last): C gets 7, D (last) gets 3', () => {
		const i = stepOf('cards.step.foodSource');
		expect(snaps[i]!.context.last).toMatchObject({ kind: 'foodSource', gains: { A: 0, B: 0, C: 7, D: 3 } });
		expect(ps(i, 'C').food).toBe(14);
		expect(ps(i, 'D').food).toBe(4);
	});
	it('Food Source played by D, who is last: D gets 10, nobody else anything', () => {
		const i = stepOf('cards.step.foodSourceLast');
		expect(snaps[i]!.context.last).toMatchObject({ kind: 'foodSource', gains: { A: 0, B: 0, C: 0, D: 10 } });
		expect([ps(i, 'A').food, ps(i, 'B').food, ps(i, 'C').food, ps(i, 'D').food]).toEqual([8, 0, 14, 14]);
	});
});

describe('refusals and settings', () => {
	it('ability limit 2 (default): the third Food is refused with limit 2', () => {
		const a = start();
		a.send({ type: 'ARROW' });
		a.send({ type: 'ARROW' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		a.send({ type: 'ARROW' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'ability.limitReached', params: { limit: 2 } });
		expect(a.getSnapshot().context.game.ps['A']!.abilities.food).toBe(2);
	});
	it('a joker as a wheel or an arrow is accepted; as an event refused; the wheel stops at attack', () => {
		const a = start();
		a.send({ type: 'JOKER', as: 'event' });
		expect(a.getSnapshot().context.refusal?.key).toBe('card.jokerNotEvent');
		a.send({ type: 'JOKER', as: 'arrow' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		expect(a.getSnapshot().context.game.ps['A']!.abilities.food).toBe(1);
		for (let i = 0; i < 3; i++) a.send({ type: 'JOKER', as: 'wheel' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		a.send({ type: 'JOKER', as: 'wheel' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'card.maxLevel', rule: { page: 'cards', anchor: 'adaptation-levels' } });
	});
	it('Epidemic: removing a piece out of turn or someone else’s piece is refused, nothing changes', () => {
		const a = atTable();
		a.send({ type: 'PLAY', player: 'A', event: 'epidemic' });
		expect(a.getSnapshot().context.game.pendingEpidemic).toEqual(['B', 'C', 'D']);
		a.send({ type: 'REMOVE', player: 'C', cell: 'r0c8' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'event.notYourTurn', rule: { page: 'cards', anchor: 'events' } });
		a.send({ type: 'REMOVE', player: 'B', cell: 'r0c8' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'event.notYourPiece', rule: { page: 'cards', anchor: 'epidemic' } });
		expect(Object.keys(a.getSnapshot().context.game.occ)).toHaveLength(11);
		a.send({ type: 'REMOVE', player: 'B', cell: 'r0c0' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		expect(a.getSnapshot().context.game.pendingEpidemic).toEqual(['C', 'D']);
	});
	it('Epidemic skips an opponent without pieces on the board', () => {
		const input: CardsInput = { ...cardsInput(), occ: { r2c5: 'A', r0c8: 'C' } };
		const a = createActor(cardsMachine, { input }).start();
		a.send({ type: 'SHOW_TABLE' });
		a.send({ type: 'PLAY', player: 'A', event: 'epidemic' });
		expect(a.getSnapshot().context.game.pendingEpidemic).toEqual(['C']);
	});
	it('bad amounts are refused with a clear key; good ones are taken', () => {
		const a = atTable();
		for (const bad of ['', 'abc', '3.5', '-1', '999999', null]) {
			a.send({ type: 'SET_AMOUNT', player: 'B', field: 'food', value: bad });
			expect(a.getSnapshot().context.refusal?.key, String(bad)).toBe('cards.badFood');
		}
		a.send({ type: 'SET_AMOUNT', player: 'B', field: 'score', value: 'zz' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'cards.badScore', params: { min: -50, max: 200 } });
		expect(a.getSnapshot().context.game.ps['B']!.food).toBe(3);
		a.send({ type: 'SET_AMOUNT', player: 'B', field: 'food', value: ' 1 ' });
		a.send({ type: 'SET_AMOUNT', player: 'B', field: 'score', value: '-2' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		expect(a.getSnapshot().context.game.ps['B']).toMatchObject({ food: 1, score: -2 });
		// famine with 1 food: pays 1, 4 spaces back
		a.send({ type: 'PLAY', player: 'A', event: 'famine' });
		expect(a.getSnapshot().context.game.ps['B']).toMatchObject({ food: 0, score: -6 });
	});
	it('Food Source: tied last players all get 3; a player tied for last who plays it gets 10', () => {
		const a = atTable();
		a.send({ type: 'SET_AMOUNT', player: 'B', field: 'score', value: '2' });
		a.send({ type: 'PLAY', player: 'A', event: 'foodSource' });
		expect(a.getSnapshot().context.last).toMatchObject({ gains: { A: 7, B: 3, C: 0, D: 3 } });
		a.send({ type: 'PLAY', player: 'D', event: 'foodSource' });
		expect(a.getSnapshot().context.last).toMatchObject({ gains: { A: 0, B: 3, C: 0, D: 10 } });
	});
	it('Food Source with two players: 7 for the player only, even when last', () => {
		const input: CardsInput = { ...cardsInput(), players: ['A', 'B'], occ: {}, food: { A: 0, B: 0 }, score: { A: 1, B: 9 } };
		const a = createActor(cardsMachine, { input }).start();
		a.send({ type: 'SHOW_TABLE' });
		a.send({ type: 'PLAY', player: 'A', event: 'foodSource' });
		expect(a.getSnapshot().context.last).toMatchObject({ gains: { A: 7, B: 0 } });
	});
	it('RESET in the table restores the table, keeping the part and the limit setting', () => {
		const a = atTable();
		a.send({ type: 'SET_LIMIT', limit: 1 });
		a.send({ type: 'PLAY', player: 'A', event: 'famine' });
		a.send({ type: 'RESET' });
		expect(a.getSnapshot().value).toEqual({ table: 'choosing' });
		expect(a.getSnapshot().context.game.ps['B']!.food).toBe(3);
		expect(a.getSnapshot().context.game.options.abilityLimit).toBe(1);
		a.send({ type: 'SHOW_CARDS' });
		a.send({ type: 'RESET' });
		expect(a.getSnapshot().context.game.options.abilityLimit).toBe(2);
	});
	it('every topic is selectable and every event kind playable', () => {
		const a = start();
		for (const topic of CARD_TOPICS) {
			a.send({ type: 'SELECT', topic });
			expect(a.getSnapshot().context.topic).toBe(topic);
		}
		a.send({ type: 'SHOW_TABLE' });
		for (const event of EVENT_KINDS) {
			a.send({ type: 'PLAY', player: 'B', event });
			expect(a.getSnapshot().context.refusal).toBeNull();
		}
	});
});
