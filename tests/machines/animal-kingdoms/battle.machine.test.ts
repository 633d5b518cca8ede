import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { battleMachine } from '../../../src/machines/animal-kingdoms/battle.machine';
import { battleExample, battleInput } from '../../../src/machines/animal-kingdoms/examples/battle';
import { replayAll } from '../../../src/machines/shared/replay';

describe('the Battles walkthrough', () => {
	const ex = battleExample();
	const snaps = replayAll(battleMachine, ex.input, exampleEvents(ex.steps));
	it('first reveal: Abdel’s 2 is out, Stéphanie and Carla tie even after a token each, and their tokens go back', () => {
		expect(snaps[3]!.context.battle.plus).toEqual({ A: 0, B: 1, C: 1 });
		const after = snaps[4]!.context.battle;
		expect(after.out).toEqual(['A']);
		expect(after.inContention).toEqual(['B', 'C']);
		expect(after.tokens).toEqual({ A: 0, B: 0, C: 0 });
		expect(snaps[4]!.value).toBe('picking');
	});
	it('second reveal: Carla’s 1 beats Stéphanie’s 8; both losers get a token', () => {
		const end = snaps.at(-1)!;
		expect(end.value).toBe('over');
		expect(end.context.battle.result).toEqual({ winners: ['C'], losers: ['A', 'B'] });
		expect(end.context.battle.tokens).toEqual({ A: 1, B: 1, C: 0 });
	});
});

describe('battle refusals and reveals', () => {
	it('no token, another’s card, compare before reveal', () => {
		const a = createActor(battleMachine, { input: battleInput(2) }).start();
		a.send({ type: 'COMPARE' });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.revealFirst');
		a.send({ type: 'REVEAL', picks: { A: 1, B: 0 } });
		a.send({ type: 'REINFORCE', player: 'A' });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.noToken');
		a.send({ type: 'REINFORCE', player: 'C' });
		expect(a.getSnapshot().context.refusal?.key).toBe('battle.ownCardOnly');
		a.send({ type: 'COMPARE' });
		expect(a.getSnapshot().context.battle.result).toEqual({ winners: ['B'], losers: ['A'] });
	});
	it('a tie on every card of the hand shares the win', () => {
		const same = { A: [1, 2, 3, 4].map((v) => ({ species: 'bee' as const, value: v })), B: [1, 2, 3, 4].map((v) => ({ species: 'wolf' as const, value: v })) };
		const a = createActor(battleMachine, { input: { players: ['A', 'B'], count: 2, hands: same, tokens: {} } }).start();
		for (let i = 0; i < 4; i++) {
			a.send({ type: 'REVEAL', picks: { A: 0, B: 0 } });
			a.send({ type: 'COMPARE' });
		}
		expect(a.getSnapshot().context.battle.result).toEqual({ winners: ['A', 'B'], losers: [] });
	});
	it('PLAYERS sets 2 to 4 fighters', () => {
		const a = createActor(battleMachine, { input: battleInput(3) }).start();
		a.send({ type: 'PLAYERS', count: 4 });
		expect(a.getSnapshot().context.battle.fighters).toEqual(['A', 'B', 'C', 'D']);
		a.send({ type: 'PLAYERS', count: 9 });
		expect(a.getSnapshot().context.battle.fighters).toHaveLength(4);
	});
});
