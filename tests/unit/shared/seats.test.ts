import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYER_LETTERS } from '../../../src/components/shared/players';
import { clockwiseFrom, isSeat, nextClockwise, playersToTheLeft, SEATS, seats } from '../../../src/machines/shared/seats';

describe('seats: one player id for the whole site', () => {
	it('a player is a seat letter, A to F, the letter printed on the tokens', () => {
		expect(seats(3)).toEqual(['A', 'B', 'C']);
		expect(seats(6)).toEqual([...SEATS]);
		expect([...PLAYER_LETTERS]).toEqual([...SEATS]);
		for (const n of [0, 7, 2.5]) expect(() => seats(n)).toThrow(RangeError);
		expect(isSeat('C')).toBe(true);
		for (const x of ['G', 'a', 'p1', 1, undefined]) expect(isSeat(x)).toBe(false);
	});
});

describe('seat order (players listed clockwise: the next one sits on the left)', () => {
	const table = seats(4);
	it('goes round the table from any start player', () => {
		expect(clockwiseFrom(table, 'C')).toEqual(['C', 'D', 'A', 'B']);
		expect(clockwiseFrom(table, 1)).toEqual(['B', 'C', 'D', 'A']);
		expect(nextClockwise(table, 'D')).toBe('A');
		expect(playersToTheLeft(table, 'B')).toEqual(['C', 'D', 'A']);
		expect(() => clockwiseFrom(table, 'Z')).toThrow(RangeError);
		expect(() => clockwiseFrom(table, 4)).toThrow(RangeError);
	});
	const ring = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });
	it('(property) a rotation: everyone once, the start first, then each next player clockwise', () => {
		fc.assert(
			fc.property(ring, fc.nat(), (players, k) => {
				const start = players[k % players.length]!;
				const order = clockwiseFrom(players, start);
				expect([...order].sort()).toEqual([...players].sort());
				expect(order[0]).toBe(start);
				for (let i = 1; i < order.length; i++) expect(order[i]).toBe(nextClockwise(players, order[i - 1]!));
				expect(nextClockwise(players, order[order.length - 1]!)).toBe(start);
				expect(playersToTheLeft(players, start)).toEqual(order.slice(1));
			}),
		);
	});
});
