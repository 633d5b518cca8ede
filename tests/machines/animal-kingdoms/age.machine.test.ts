import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { atNarration } from '../shared/atNarration';
import { ageMachine } from '../../../src/machines/animal-kingdoms/age.machine';
import { ageExample, ageInput } from '../../../src/machines/animal-kingdoms/examples/age';

const ex = ageExample();
const at = atNarration(ageMachine, ex);
const snaps = at.snapshots;

describe('the turn-and-age walkthrough', () => {
	it('a card the decree forbids is refused with the decree’s reason', () => {
		expect(at('age.step.refusedDecree').context.refusal).toMatchObject({ key: 'decree.refused.odd', rule: { page: 'turn', anchor: 'decrees' } });
	});
	it('a claim: card by the kingdom, cube on a free territory, hand back to 4, next player', () => {
		const c = at('age.step.claim').context;
		expect(c.kingdoms[0]!.territories).toEqual(['A', 'B', 'A']);
		expect(c.columns[0]!.at(-1)).toEqual({ species: 'frog', value: 3 });
		expect(c.hands.A).toHaveLength(4);
		// 18 cubes in all: 6 on the board at the start, 12 in the supply, one more placed
		expect(c.cubes.A).toBe(11);
		expect(c.current).toBe('B');
	});
	it('the capital only when every other territory is taken', () => {
		expect(at('age.step.capitalNotYet').context.refusal).toMatchObject({ key: 'age.capitalNotYet', rule: { page: 'turn', anchor: 'capital' } });
	});
	it('rally: +1 point, discard and draw back to 4', () => {
		const c = at('age.step.rally').context;
		// 2 points before (two rallies earlier in age I), 3 after
		expect(c.scores.B).toBe(3);
		expect(c.hands.B).toHaveLength(4);
		expect(c.discard).toHaveLength(2);
	});
	it('a claim where only the capital is free takes it, withdraws the player and gives the First to Withdraw token', () => {
		const c = at('age.step.capital').context;
		expect(c.kingdoms[3]!.capital).toBe('C');
		expect(c.passed).toEqual(['C']);
		expect(c.firstToPass).toBe('C');
		expect(c.capitalOrder).toEqual(['C']);
	});
	it('no rallying once someone has withdrawn', () => {
		expect(at('age.step.rallyRefused').context.refusal).toMatchObject({ key: 'age.rallyAfterPass', rule: { page: 'turn', anchor: 'rally-forbidden' } });
	});
	it('after a withdrawal, a player whose cards no kingdom accepts can only withdraw; the age ends when everyone has withdrawn', () => {
		const stuck = at('age.step.mustPass').context;
		expect(stuck.refusal).toMatchObject({ key: 'decree.refused.odd', rule: { page: 'turn', anchor: 'decrees' } });
		expect(stuck.onlyPass).toBe(true);
		expect(stuck.cubes.B).toBeGreaterThan(0);
		// Abdel still could claim when he withdraws: withdrawing is always allowed
		expect(at('age.step.passB').context.current).toBe('A');
		expect(at('age.step.passB').context.onlyPass).toBe(false);
		const end = snaps.at(-1)!;
		expect(end.value).toBe('over');
		expect(end.context.passed).toEqual(['C', 'B', 'A']);
		expect(end.context.firstToPass).toBe('C');
	});
	it('every guided claim after a refusal is accepted (no step silently refused)', () => {
		const refusedSteps = ex.steps.filter((s) =>
			['age.step.refusedDecree', 'age.step.capitalNotYet', 'age.step.rallyRefused', 'age.step.mustPass'].includes(s.narration),
		).length;
		let sent = 0;
		let refused = 0;
		for (const s of ex.steps) {
			if (!s.event) continue;
			sent++;
			if (snaps[sent]!.context.refusal) refused++;
		}
		expect(refused).toBe(refusedSteps);
	});
});

describe('age refusals', () => {
	it('not your turn, a council, a full kingdom', () => {
		const a = createActor(ageMachine, { input: ageInput() }).start();
		a.send({ type: 'CLAIM', player: 'B', card: 0, kingdom: 4 });
		expect(a.getSnapshot().context.refusal?.key).toBe('age.notYourTurn');
		a.send({ type: 'CLAIM', player: 'A', card: 1, kingdom: 0, space: 'council' });
		expect(a.getSnapshot().context.refusal?.key).toBe('age.council');
		const full = ageInput();
		full.kingdoms[3] = { ...full.kingdoms[3]!, capital: 'B' };
		const b = createActor(ageMachine, { input: full }).start();
		b.send({ type: 'CLAIM', player: 'A', card: 3, kingdom: 3 });
		expect(b.getSnapshot().context.refusal?.key).toBe('age.fullKingdom');
	});
});
