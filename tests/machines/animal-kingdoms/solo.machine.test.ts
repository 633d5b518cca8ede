import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { atNarration } from '../shared/atNarration';
import { soloMachine } from '../../../src/machines/animal-kingdoms/solo.machine';
import { soloExample, soloInput } from '../../../src/machines/animal-kingdoms/examples/solo';

const ex = soloExample();
const snapshotAt = atNarration(soloMachine, ex);
const at = (narration: string) => snapshotAt(narration).context;

describe('the solo walkthrough', () => {
	it('a 7 goes to the 7-territory kingdom, ignoring its decree', () => {
		const t = at('solo.step.value').botTurn!;
		expect(t.plays).toHaveLength(1);
		expect(t.plays[0]).toMatchObject({ card: { value: 7 }, choice: { designated: 3, kingdom: 3, skipped: [], relaxed: 0 } });
	});
	it('none of your guided moves is refused', () => {
		for (const n of ['solo.step.you1', 'solo.step.you2', 'solo.step.you3']) expect(at(n).refusal, n).toBeNull();
	});
	it('a 2 follows your last card; that kingdom has only its capital free and the next one a 2-cube lead: both skipped', () => {
		expect(at('solo.step.lead').botTurn!.plays[0]!.choice).toMatchObject({ designated: 1, kingdom: 3, skipped: [1, 2], relaxed: 0 });
	});
	it('an 8 designates the largest kingdom, where only the capital is free: skipped round to the smallest', () => {
		expect(at('solo.step.capital').botTurn!.plays[0]!.choice).toMatchObject({ designated: 4, kingdom: 0, skipped: [4], relaxed: 0, capital: false });
	});
	it('a tiger drawn while the bonus is a tiger: the bonus is played too, with a second cube, and replaced', () => {
		const c = at('solo.step.bonus');
		expect(c.botTurn!.plays.map((p) => p.bonus)).toEqual([false, true]);
		expect(c.botTurn!.plays[0]!.choice).toMatchObject({ designated: 0, kingdom: 3, skipped: [0, 1, 2], relaxed: 0 });
		expect(c.botTurn!.plays[1]!.card).toEqual({ species: 'tiger', value: 6 });
		expect(c.bonus).toEqual([{ species: 'bee', value: 8 }]);
	});
	it('the bonus card finds no kingdom that fits both constraints: the first is dropped', () => {
		expect(at('solo.step.bonus').botTurn!.plays[1]!.choice).toMatchObject({ designated: 2, kingdom: 2, relaxed: 1 });
	});
});

describe('solo levels and refusals', () => {
	it('the bot cannot play on your turn; Medium ignores a bonus of the same value only; Easy has none', () => {
		const a = createActor(soloMachine, { input: soloInput() }).start();
		a.send({ type: 'BOT' });
		a.send({ type: 'BOT' });
		expect(a.getSnapshot().context.refusal?.key).toBe('solo.notBotTurn');
		a.send({ type: 'LEVEL', level: 'easy' });
		expect(a.getSnapshot().context.bonus).toEqual([]);
		a.send({ type: 'LEVEL', level: 'expert' });
		expect(a.getSnapshot().context.bonus).toHaveLength(2);
	});
	it('after your capital the bot takes a capital as soon as it can, which ends the age', () => {
		const input = soloInput();
		const main = input.positions.main!;
		// you hold the capital of the smallest kingdom already; the bot draws an 8: the largest kingdom has only its capital free
		main.kingdoms[0] = { territories: ['A', 'A', 'A'], capital: 'A', councils: [null, null] };
		main.passed = ['A'];
		main.deck = [
			{ species: 'panda', value: 2 },
			{ species: 'bee', value: 8 },
		];
		const a = createActor(soloMachine, { input }).start();
		a.send({ type: 'BOT' });
		const c = a.getSnapshot().context;
		expect(c.botTurn!.redrawn).toEqual([{ species: 'panda', value: 2 }]);
		expect(c.kingdoms[4]!.capital).toBe('B');
		expect(a.getSnapshot().value).toBe('over');
	});
	it('a 1–3 names your last kingdom; before you have played one this age it goes to the smallest (our reading), and on Easy its first 1–3 does (the rulebook)', () => {
		const low = (level: 'normal' | 'easy', last: Record<string, number>) => {
			const input = soloInput();
			const main = input.positions.main!;
			main.lastKingdom = last;
			main.botFirst = true;
			main.deck = [{ species: 'panda', value: 2 }, ...main.deck.slice(1)];
			const a = createActor(soloMachine, { input }).start();
			a.send({ type: 'LEVEL', level });
			a.send({ type: 'BOT' });
			return a.getSnapshot().context.botTurn!.plays[0]!;
		};
		expect(low('normal', { A: 3 })).toMatchObject({ by: 'last', choice: { designated: 3 } });
		expect(low('normal', {})).toMatchObject({ by: 'noLast', choice: { designated: 0 } });
		expect(low('easy', { A: 3 })).toMatchObject({ by: 'easyFirst', choice: { designated: 0 } });
	});
	it('Expert: when both bonus cards match, the turn says you would choose (the rulebook), and the first is played', () => {
		const input = soloInput();
		const main = input.positions.main!;
		// the bot draws a wolf 6: its bonus cards tiger 6 (same value) and wolf 2 (same species) both match
		main.deck = [{ species: 'wolf', value: 6 }, ...main.deck.slice(1)];
		const a = createActor(soloMachine, { input }).start();
		a.send({ type: 'LEVEL', level: 'expert' });
		a.send({ type: 'BOT' });
		const t = a.getSnapshot().context.botTurn!;
		expect(t.bonusChoice).toBe(true);
		expect(t.plays[1]!.card).toEqual({ species: 'tiger', value: 6 });
	});
	it('the levels are the standard rules and the rulebook’s four, no fifth', async () => {
		const { LEVELS } = await import('../../../src/machines/animal-kingdoms/solo');
		expect(LEVELS.filter((l) => l !== 'normal')).toEqual(['easy', 'medium', 'hard', 'expert']);
	});
});
