import { describe, expect, it } from 'vitest';
import { bid, canBid, createAuction, currentBidder, pass, settle, shortfallSpaces, type AuctionState } from '../../../src/machines/wildlife/auction';
import { epidemicOrder, famine, foodSourceGains } from '../../../src/machines/wildlife/events';

const P = ['a', 'b', 'c', 'd'];

describe('events', () => {
	it('Famine: each opponent pays 5 food; each missing food costs one score space (1:1)', () => {
		const r = famine(P, 'a', { a: 2, b: 9, c: 3, d: 0 }, { a: 5, b: 5, c: 5, d: 1 });
		expect(r.food).toEqual({ a: 2, b: 4, c: 0, d: 0 });
		expect(r.score).toEqual({ a: 5, b: 5, c: 3, d: -4 });
	});
	it('Food Source: you 7, last-placed 3; you 10 if last; 2 players: 7 only', () => {
		expect(foodSourceGains(P, 'a', { a: 9, b: 2, c: 2, d: 5 })).toEqual({ a: 7, b: 3, c: 3, d: 0 });
		expect(foodSourceGains(P, 'b', { a: 9, b: 2, c: 4, d: 5 })).toEqual({ a: 0, b: 10, c: 0, d: 0 });
		expect(foodSourceGains(['a', 'b'], 'a', { a: 1, b: 9 })).toEqual({ a: 7, b: 0 });
	});
	it('Epidemic: opponents from the left of the player, skipping those without pieces', () => {
		expect(epidemicOrder(P, 'c', { x: 'a', y: 'b', z: 'd', w: 'c' })).toEqual(['d', 'a', 'b']);
		expect(epidemicOrder(P, 'c', { x: 'a' })).toEqual(['a']);
	});
});

function ok(r: ReturnType<typeof bid>): AuctionState {
	if (!r.ok) throw new Error(r.refusal.key);
	return r.state;
}
const key = (r: { ok: boolean; refusal?: { key: string } }) => (r.ok ? 'ok' : r.refusal!.key);

describe('auction', () => {
	const food = { a: 8, b: 8, c: 8, d: 2 };
	it('bidding starts left of the seller and goes clockwise; the seller cannot bid', () => {
		const a = createAuction(P, 'b', food);
		expect(currentBidder(a)).toBe('c');
		expect(key(canBid(a, 'b', 3))).toBe('auction.sellerCannotBid');
		expect(key(canBid(a, 'd', 3))).toBe('auction.notYourTurn');
	});
	it('minimum 3, then each bid higher than the last', () => {
		let a = createAuction(P, 'a', food);
		expect(key(canBid(a, 'b', 2))).toBe('auction.belowMinimum');
		a = ok(bid(a, 'b', 3));
		expect(key(canBid(a, 'c', 3))).toBe('auction.notHigher');
		expect(canBid(a, 'c', 4).ok).toBe(true);
	});
	it('goes around until all but one have passed; the high bidder wins', () => {
		let a = createAuction(P, 'a', food);
		a = ok(bid(a, 'b', 3));
		a = ok(bid(a, 'c', 4));
		a = ok(pass(a, 'd'));
		expect(currentBidder(a)).toBe('b'); // back around to b
		a = ok(bid(a, 'b', 6));
		a = ok(pass(a, 'c'));
		expect(a.done).toBe(true);
		expect(a.result).toEqual({ winner: 'b', price: 6 });
	});
	it('nobody bids → no buyer (card discarded)', () => {
		let a = createAuction(P, 'a', food);
		a = ok(pass(a, 'b'));
		a = ok(pass(a, 'c'));
		expect(a.done).toBe(false);
		a = ok(pass(a, 'd'));
		expect(a.done).toBe(true);
		expect(a.result).toBeNull();
	});
	it('a bid above one’s food is allowed by default; refused with cannotCover when the option is off', () => {
		const s = createAuction(P, 'c', food); // d has 2 food
		expect(canBid(s, 'd', 7).ok).toBe(true);
		const strict = createAuction(P, 'c', food, { allowBidAboveFood: false });
		expect(key(canBid(strict, 'd', 7))).toBe('auction.cannotCover');
	});
	it('2 players: the opponent buys at exactly 3 or declines', () => {
		const a = createAuction(['a', 'b'], 'a', { a: 8, b: 8 });
		expect(key(canBid(a, 'b', 4))).toBe('auction.fixedPrice');
		const won = ok(bid(a, 'b', 3));
		expect(won.result).toEqual({ winner: 'b', price: 3 });
		expect(ok(pass(a, 'b')).result).toBeNull();
	});
	it('a buyer short of food steps back one space per 3 food missing, even below space 1', () => {
		expect(shortfallSpaces(2, 7)).toBe(2);
		expect(shortfallSpaces(8, 7)).toBe(0);
		const r = settle({ s: 0, b: 2 }, { s: 3, b: 1 }, 's', 'b', 7);
		expect(r.food).toEqual({ s: 7, b: 1 });
		expect(r.score).toEqual({ s: 3, b: -1 });
		expect(r.spacesBack).toBe(2);
	});
});
