import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/machines/shared/replay';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { endOfAgeMachine } from '../../../src/machines/animal-kingdoms/endOfAge.machine';
import { endOfAgeExample, endOfAgeInput } from '../../../src/machines/animal-kingdoms/examples/endOfAge';

const ex = endOfAgeExample();
const events = exampleEvents(ex.steps);
const upTo = (n: number) => replay(endOfAgeMachine, ex.input, events.slice(0, n));

describe('end of age, the guided example (battle mode)', () => {
	it('the largest kingdom is the rulebook’s example: Carla 8, Abdel 3, Stéphanie 3, Nicolas 1', () => {
		const s = upTo(9);
		const k4 = s.context.results.find((r) => r.kingdom === 4)!;
		expect(k4.cubes).toEqual({ A: 2, B: 2, C: 3, D: 1 });
		expect(k4.points).toEqual({ C: 8, A: 3, B: 3, D: 1 });
	});
	it('the three-way battle: Abdel out on the first reveal, Carla and Stéphanie again, Stéphanie wins', () => {
		const afterFirst = upTo(6);
		expect(afterFirst.value).toBe('battle');
		expect(afterFirst.context.battle!.inContention).toEqual(['B', 'C']);
		expect(afterFirst.context.battle!.out).toEqual(['A']);
		const end = upTo(8);
		expect(end.value).toBe('scoring');
		expect(end.context.battle!.result).toEqual({ winners: ['B'], losers: ['A', 'C'] });
		const k3 = end.context.results.find((r) => r.kingdom === 3)!;
		expect(k3.points).toEqual({ B: 6, A: 3, C: 3, D: 1 });
		expect(end.context.tokens).toMatchObject({ A: 1, C: 1, B: 0 });
		// fighters drew back to 4
		for (const p of ['A', 'B', 'C']) expect(end.context.hands[p]).toHaveLength(4);
	});
	it('kingdoms are scored from the smallest, each tile removed; capitals move to councils', () => {
		const s = upTo(10);
		expect(s.value).toBe('done');
		expect(s.context.results.map((r) => r.kingdom)).toEqual([0, 1, 2, 3, 4]);
		expect(s.context.tiles.map((t) => t.length)).toEqual([2, 2, 2, 2, 2]);
		expect(s.context.nextKingdoms!.map((k) => k.councils[0])).toEqual(['C', 'B', null, 'A', 'D']);
		expect(s.context.nextKingdoms!.every((k) => k.capital === null && k.territories.every((t) => t === null))).toBe(true);
	});
	it('peace treaty on the same board: Abdel, tied and on the capital, takes the 7-territory kingdom', () => {
		const s = replay(endOfAgeMachine, ex.input, events);
		const k3 = s.context.results.find((r) => r.kingdom === 3)!;
		expect(k3.how).toBe('treatyCapital');
		expect(k3.points).toEqual({ A: 6, B: 3, C: 3, D: 1 });
		expect(s.context.tokens).toEqual({ A: 0, B: 0, C: 0, D: 0 });
	});
});

describe('end of age: refusals', () => {
	it('a reinforcement needs a token and goes on your own card; scoring waits for the battle', () => {
		const a = createActor(endOfAgeMachine, { input: { ...endOfAgeInput(), tokens: { A: 0, B: 1, C: 0, D: 2 } } }).start();
		for (let i = 0; i < 4; i++) a.send({ type: 'SCORE' });
		expect(a.getSnapshot().value).toBe('battle');
		a.send({ type: 'SCORE' });
		expect(a.getSnapshot().context.refusal?.key).toBe('eoa.finishBattle');
		a.send({ type: 'REVEAL', picks: { A: 0, B: 0 } });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.pickCard');
		a.send({ type: 'REVEAL', picks: { A: 0, B: 0, C: 0 } });
		a.send({ type: 'REINFORCE', player: 'D' });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.ownCardOnly');
		a.send({ type: 'REINFORCE', player: 'A' });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.noToken');
		a.send({ type: 'REINFORCE', player: 'B' });
		expect(a.getSnapshot().context.refusal).toBeNull();
		a.send({ type: 'COMPARE' });
		// Stéphanie's 6 + 2 beats Carla's 6: a single winner at once
		expect(a.getSnapshot().context.results.at(-1)!.winners).toEqual(['B']);
		expect(a.getSnapshot().context.tokens).toMatchObject({ B: 0, A: 1, C: 1 });
	});
});
