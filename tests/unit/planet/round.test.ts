// Planet's rounds: the leftover tiles' path (rulebook example: 4 players, round 1, the one tile
// left goes to a new stack at the end of the row, over the round-11 card), the columns of animal
// cards (1, 1, 1, 2, 2, 2, 2, 3, 3, 3 under rounds 3–12) and the first player passing left.
import { describe, expect, it } from 'vitest';
import {
	COLUMN_CARDS,
	draftOrder,
	firstPlayer,
	hasLife,
	leftoverDestination,
	surpriseRevealRound,
	tileRounds,
	unawardedCardGoes,
} from '../../../src/machines/planet/round';

describe('leftover tiles', () => {
	it('4 players, round 1: five tiles revealed, four drafted, the one left starts stack 11', () => {
		const r1 = tileRounds(4)[0]!;
		expect(r1).toMatchObject({ round: 1, revealed: 5, drafted: 4, leftovers: ['stack-11'], stack11: 1, stack12: 0, boxed: 0 });
	});
	it('stack 11 fills before stack 12, which fills before the box', () => {
		expect(leftoverDestination(0, 0)).toBe('stack-11');
		expect(leftoverDestination(4, 0)).toBe('stack-11');
		expect(leftoverDestination(5, 0)).toBe('stack-12');
		expect(leftoverDestination(5, 4)).toBe('stack-12');
		expect(leftoverDestination(5, 5)).toBe('box');
	});
	it.each([
		[2, 2, 4],
		[3, 3, 5],
		[4, 5, 10],
	])('%i players: stack 11 is full after round %i and stack 12 after round %i, always before they are played', (n, full11, full12) => {
		const rounds = tileRounds(n);
		expect(rounds.find((r) => r.stack11 === 5)?.round).toBe(full11);
		expect(rounds.find((r) => r.stack12 === 5)?.round).toBe(full12);
		expect(rounds[10]!.revealed).toBe(5);
		expect(rounds[11]!.revealed).toBe(5);
	});
	it.each([2, 3, 4])('%i players: every one of the 50 tiles is drafted, or boxed, and each player gets 12', (n) => {
		const rounds = tileRounds(n);
		const drafted = rounds.reduce((s, r) => s + r.drafted, 0);
		expect(drafted).toBe(12 * n);
		expect(rounds.every((r) => r.drafted === n)).toBe(true);
		expect(drafted + rounds[11]!.boxed).toBe(50);
	});
	it('4 players: two tiles end in the box (rounds 11 and 12)', () => {
		const rounds = tileRounds(4);
		expect(rounds[11]!.boxed).toBe(2);
		expect(rounds[10]!.leftovers).toEqual(['box']);
	});
});

describe('animal columns and the life phase', () => {
	it('20 cards under rounds 3 to 12: 1, 1, 1, 2, 2, 2, 2, 3, 3, 3', () => {
		expect(Object.values(COLUMN_CARDS)).toEqual([1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
		expect(Object.values(COLUMN_CARDS).reduce((a, b) => a + b, 0)).toBe(20);
	});
	it('life appears from round 3', () => {
		expect([1, 2, 3, 12].map(hasLife)).toEqual([false, false, true, true]);
	});
	it('a card nobody wins moves to the next column, or to the box after round 12', () => {
		expect(unawardedCardGoes(3)).toBe(4);
		expect(unawardedCardGoes(11)).toBe(12);
		expect(unawardedCardGoes(12)).toBe('box');
	});
	it('surprise animals: round t’s hidden card is shown at the end of round t − 2, from round 1', () => {
		expect(surpriseRevealRound(3)).toBe(1);
		expect(surpriseRevealRound(12)).toBe(10);
	});
});

describe('first player and draft order', () => {
	it('the youngest starts; the token passes left each round', () => {
		const p = ['A', 'B', 'C'];
		expect([1, 2, 3, 4].map((r) => firstPlayer(p, r))).toEqual(['A', 'B', 'C', 'A']);
		expect(draftOrder(p, 2)).toEqual(['B', 'C', 'A']);
	});
});
