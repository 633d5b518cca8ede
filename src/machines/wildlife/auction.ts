/**
 * Auction of one played card. Pure state + bid/pass steps.
 *
 * Decisions (documented for the site):
 * - Bidding goes around and around, clockwise from the seller's left, until all but one have passed
 *   (FR L222, EN L157); a pass is final for that auction (option passIsFinal, not in the texts).
 * - A bid above one's food IS allowed (default): the rules let a buyer step back on the score track,
 *   3 food per space, to pay for a card just won, even below space 1 (FR L232, EN L167). With
 *   allowBidAboveFood = false such a bid is refused with 'auction.cannotCover'.
 * - 2 players: the opponent may buy at exactly 3 food or decline (FR L318, EN L213).
 */
import { playersToTheLeft, type PerSeat, type Seat } from '../shared/seats';
import { LEGAL, refuse, type RuleRef } from '../shared/types';
import type { Legality } from './keys';
import { DEFAULT_OPTIONS, type WildlifeOptions } from './options';

export const MIN_BID = 3;
/** Food per score space stepped back (and score space bought on one's own turn). */
export const FOOD_PER_SPACE = 3;

export const RULE_BID: RuleRef = { page: 'auction', anchor: 'bid' };
export const RULE_MIN_BID: RuleRef = { page: 'auction', anchor: 'minimum-bid' };
export const RULE_HIGHER: RuleRef = { page: 'auction', anchor: 'higher-bid' };
export const RULE_PASS: RuleRef = { page: 'auction', anchor: 'pass' };
export const RULE_SELLER: RuleRef = { page: 'auction', anchor: 'seller' };
export const RULE_SHORT: RuleRef = { page: 'auction', anchor: 'short-of-food' };
export const RULE_TWO_PLAYERS: RuleRef = { page: 'auction', anchor: 'two-players' };

export interface AuctionState {
	seller: Seat;
	/** bidders in clockwise order from the seller's left */
	bidders: Seat[];
	/** index into bidders of whose turn it is */
	turn: number;
	passed: Seat[];
	high?: { player: Seat; amount: number };
	food: PerSeat<number>;
	twoPlayer: boolean;
	allowBidAboveFood: boolean;
	done: boolean;
	/** set when done: the winner and price, or null when nobody bought (card discarded) */
	result?: { winner: Seat; price: number } | null;
}

/** `players` in clockwise order. Throws a RangeError for a seller who is not one of them. */
export function createAuction(players: readonly Seat[], seller: Seat, food: PerSeat<number>, options: Partial<WildlifeOptions> = {}): AuctionState {
	const o = { ...DEFAULT_OPTIONS, ...options };
	return {
		seller,
		bidders: playersToTheLeft(players, seller),
		turn: 0,
		passed: [],
		food: { ...food },
		twoPlayer: players.length === 2,
		allowBidAboveFood: o.allowBidAboveFood,
		done: false,
	};
}

export function currentBidder(a: AuctionState): Seat | undefined {
	return a.done ? undefined : a.bidders[a.turn];
}

/** Smallest legal bid now. */
export function minimumBid(a: AuctionState): number {
	return a.high ? a.high.amount + 1 : MIN_BID;
}

/**
 * Refusals: auction.over, auction.sellerCannotBid, auction.notYourTurn {player}, auction.belowMinimum {minimum},
 * auction.notHigher {current}, auction.fixedPrice {price} (2 players), auction.cannotCover {food, bid}
 * (only when allowBidAboveFood is false).
 */
export function canBid(a: AuctionState, player: Seat, amount: number): Legality {
	if (a.done) return refuse('auction.over', RULE_BID);
	if (player === a.seller) return refuse('auction.sellerCannotBid', RULE_SELLER);
	if (player !== currentBidder(a)) return refuse('auction.notYourTurn', RULE_BID, { player: currentBidder(a)! });
	if (a.twoPlayer && amount !== MIN_BID) return refuse('auction.fixedPrice', RULE_TWO_PLAYERS, { price: MIN_BID });
	if (!Number.isInteger(amount) || amount < MIN_BID) return refuse('auction.belowMinimum', RULE_MIN_BID, { minimum: MIN_BID });
	if (a.high && amount <= a.high.amount) return refuse('auction.notHigher', RULE_HIGHER, { current: a.high.amount });
	if (!a.allowBidAboveFood && amount > (a.food[player] ?? 0)) return refuse('auction.cannotCover', RULE_SHORT, { food: a.food[player] ?? 0, bid: amount });
	return LEGAL;
}

/** Refusals: auction.over, auction.sellerCannotBid, auction.notYourTurn {player}. */
export function canPass(a: AuctionState, player: Seat): Legality {
	if (a.done) return refuse('auction.over', RULE_PASS);
	if (player === a.seller) return refuse('auction.sellerCannotBid', RULE_SELLER);
	if (player !== currentBidder(a)) return refuse('auction.notYourTurn', RULE_PASS, { player: currentBidder(a)! });
	return LEGAL;
}

function advance(a: AuctionState): AuctionState {
	const active = a.bidders.filter((p) => !a.passed.includes(p));
	if (a.twoPlayer && a.high) return { ...a, done: true, result: { winner: a.high.player, price: a.high.amount } };
	if (active.length === 0) return { ...a, done: true, result: a.high ? { winner: a.high.player, price: a.high.amount } : null };
	if (a.high && active.length === 1 && active[0] === a.high.player) return { ...a, done: true, result: { winner: a.high.player, price: a.high.amount } };
	let t = a.turn;
	for (let k = 0; k < a.bidders.length; k++) {
		t = (t + 1) % a.bidders.length;
		if (!a.passed.includes(a.bidders[t]!)) break;
	}
	return { ...a, turn: t };
}

export type Step = { ok: true; state: AuctionState } | { ok: false; refusal: Extract<Legality, { ok: false }>['refusal'] };

export function bid(a: AuctionState, player: Seat, amount: number): Step {
	const l = canBid(a, player, amount);
	if (!l.ok) return l;
	return { ok: true, state: advance({ ...a, high: { player, amount } }) };
}

export function pass(a: AuctionState, player: Seat): Step {
	const l = canPass(a, player);
	if (!l.ok) return l;
	return { ok: true, state: advance({ ...a, passed: [...a.passed, player] }) };
}

/** Score spaces a buyer with `food` must step back to pay `price` (0 if covered). */
export function shortfallSpaces(food: number, price: number): number {
	return price > food ? Math.ceil((price - food) / FOOD_PER_SPACE) : 0;
}

export interface Payment {
	food: PerSeat<number>;
	score: PerSeat<number>;
	/** spaces the buyer stepped back (may take the marker below space 1) */
	spacesBack: number;
	/** the buyer's food before paying, and how much of the price it did not cover (0 if covered) */
	buyerFood: number;
	shortBy: number;
	/** food the buyer took from the bank for the spaces stepped back */
	fromBank: number;
}

/** The buyer pays the seller; if short, steps back one space per 3 food taken from the bank (leftover stays with the buyer). */
export function settle(food: PerSeat<number>, score: PerSeat<number>, seller: Seat, buyer: Seat, price: number): Payment {
	const f = { ...food };
	const s = { ...score };
	const spacesBack = shortfallSpaces(f[buyer] ?? 0, price);
	f[buyer] = (f[buyer] ?? 0) + spacesBack * FOOD_PER_SPACE - price;
	s[buyer] = (s[buyer] ?? 0) - spacesBack;
	f[seller] = (f[seller] ?? 0) + price;
	const buyerFood = food[buyer] ?? 0;
	return { food: f, score: s, spacesBack, buyerFood, shortBy: Math.max(0, price - buyerFood), fromBank: spacesBack * FOOD_PER_SPACE };
}
