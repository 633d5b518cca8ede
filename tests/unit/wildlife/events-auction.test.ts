import { describe, expect, it } from 'vitest';
import { bid, canBid, createAuction, currentBidder, pass, settle, shortfallSpaces, type AuctionState } from '../../../src/machines/wildlife/auction';
import { epidemicOrder, famine, foodSourceGains } from '../../../src/machines/wildlife/events';
import { seats } from '../../../src/machines/shared/seats';

const P = seats(4);

describe('events', () => {
	it('Famine: each opponent pays 5 food; each missing food costs one score space (1:1)', () => {
		const r = famine(P, 'A', { A: 2, B: 9, C: 3, D: 0 }, { A: 5, B: 5, C: 5, D: 1 });
		expect(r.food).toEqual({ A: 2, B: 4, C: 0, D: 0 });
		expect(r.score).toEqual({ A: 5, B: 5, C: 3, D: -4 });
	});
	it('Food Source: you 7, last-placed 3; you 10 if last; 2 players: 7 only', () => {
		expect(foodSourceGains(P, 'A', { A: 9, B: 2, C: 2, D: 5 })).toEqual({ A: 7, B: 3, C: 3, D: 0 });
		expect(foodSourceGains(P, 'B', { A: 9, B: 2, C: 4, D: 5 })).toEqual({ A: 0, B: 10, C: 0, D: 0 });
		expect(foodSourceGains(['A', 'B'], 'A', { A: 1, B: 9 })).toEqual({ A: 7, B: 0 });
	});
	it('Epidemic: opponents from the left of the player, skipping those without pieces', () => {
		expect(epidemicOrder(P, 'C', { x: 'A', y: 'B', z: 'D', w: 'C' })).toEqual(['D', 'A', 'B']);
		expect(epidemicOrder(P, 'C', { x: 'A' })).toEqual(['A']);
	});
});

function ok(r: ReturnType<typeof bid>): AuctionState {
	if (!r.ok) throw new Error(r.refusal.key);
	return r.state;
}
const key = (r: { ok: boolean; refusal?: { key: string } }) => (r.ok ? 'ok' : r.refusal!.key);

describe('auction', () => {
	const food = { A: 8, B: 8, C: 8, D: 2 };
	it('bidding starts left of the seller and goes clockwise; the seller cannot bid', () => {
		const a = createAuction(P, 'B', food);
		expect(currentBidder(a)).toBe('C');
		expect(key(canBid(a, 'B', 3))).toBe('auction.sellerCannotBid');
		expect(key(canBid(a, 'D', 3))).toBe('auction.notYourTurn');
	});
	it('minimum 3, then each bid higher than the last', () => {
		let a = createAuction(P, 'A', food);
		expect(key(canBid(a, 'B', 2))).toBe('auction.belowMinimum');
		a = ok(bid(a, 'B', 3));
		expect(key(canBid(a, 'C', 3))).toBe('auction.notHigher');
		expect(canBid(a, 'C', 4).ok).toBe(true);
	});
	it('goes around until all but one have passed; the high bidder wins', () => {
		let a = createAuction(P, 'A', food);
		a = ok(bid(a, 'B', 3));
		a = ok(bid(a, 'C', 4));
		a = ok(pass(a, 'D'));
		expect(currentBidder(a)).toBe('B'); // back around to b
		a = ok(bid(a, 'B', 6));
		a = ok(pass(a, 'C'));
		expect(a.done).toBe(true);
		expect(a.result).toEqual({ winner: 'B', price: 6 });
	});
	it('nobody bids → no buyer (card discarded)', () => {
		let a = createAuction(P, 'A', food);
		a = ok(pass(a, 'B'));
		a = ok(pass(a, 'C'));
		expect(a.done).toBe(false);
		a = ok(pass(a, 'D'));
		expect(a.done).toBe(true);
		expect(a.result).toBeNull();
	});
	it('a bid above one’s food is allowed by default; refused with cannotCover when the option is off', () => {
		const s = createAuction(P, 'C', food); // d has 2 food
		expect(canBid(s, 'D', 7).ok).toBe(true);
		const strict = createAuction(P, 'C', food, { allowBidAboveFood: false });
		expect(key(canBid(strict, 'D', 7))).toBe('auction.cannotCover');
	});
	it('2 players: the opponent buys at exactly 3 or declines', () => {
		const a = createAuction(['A', 'B'], 'A', { A: 8, B: 8 });
		expect(key(canBid(a, 'B', 4))).toBe('auction.fixedPrice');
		const won = ok(bid(a, 'B', 3));
		expect(won.result).toEqual({ winner: 'B', price: 3 });
		expect(ok(pass(a, 'B')).result).toBeNull();
	});
	it('a buyer short of food steps back one space per 3 food missing, even below space 1', () => {
		expect(shortfallSpaces(2, 7)).toBe(2);
		expect(shortfallSpaces(8, 7)).toBe(0);
		const r = settle({ A: 0, B: 2 }, { A: 3, B: 1 }, 'A', 'B', 7);
		expect(r.food).toEqual({ A: 7, B: 1 });
		expect(r.score).toEqual({ A: 3, B: -1 });
		expect(r.spacesBack).toBe(2);
	});
});
