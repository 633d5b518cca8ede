/**
 * One WildLife auction as a state machine: bidding, then the winner pays, then uses the card at once
 * (or discards it). Guards and actions only call the rules in auction.ts; no rule is decided here
 * and no prose is held (refusals are keys + params + rule refs).
 *
 *   bidding ──(all but one passed)──▶ sold ──PAY──▶ paid ──USE──▶ used (final)
 *      │                                              └──DISCARD──▶ discarded (final)
 *      └──(everyone passed / 2 players: declined)──▶ unsold (final: card discarded)
 */
import { assertEvent, assign, setup } from 'xstate';
import { seats, type PerSeat, type Seat } from '../shared/seats';
import type { Refusal } from './keys';
import { bid, createAuction, currentBidder, minimumBid, pass, settle, RULE_BID, type AuctionState, type Payment, type Step } from './auction';
import type { WildlifeOptions } from './options';

export const AUCTION_STATES = ['bidding', 'sold', 'paid', 'used', 'discarded', 'unsold'] as const;

export type AuctionEvent =
	| { type: 'BID'; player: Seat; amount: number }
	| { type: 'PASS'; player: Seat }
	/** the winner pays the seller (stepping back on the score track if short) */
	| { type: 'PAY' }
	/** the buyer uses the card at once */
	| { type: 'USE' }
	/** the buyer cannot or will not use it: discarded (the price stays paid) */
	| { type: 'DISCARD' };

export interface AuctionInput {
	/** player ids in clockwise seat order */
	players: Seat[];
	seller: Seat;
	food: PerSeat<number>;
	score: PerSeat<number>;
	options?: Partial<WildlifeOptions>;
}

export type LastMove = { kind: 'bid'; player: Seat; amount: number } | { kind: 'pass'; player: Seat };

/** One line of the bidding log: an accepted bid or pass, or a refused attempt. */
export interface BidLogEntry {
	player: Seat;
	/** absent for a pass */
	amount?: number;
	refused?: boolean;
}

export interface AuctionContext {
	input: AuctionInput;
	auction: AuctionState;
	/** whose turn it is to bid (null once the bidding is over), and the smallest bid allowed now (from the rules) */
	bidder: Seat | null;
	minimum: number;
	/** food and score spaces of every player, as the table shows them */
	food: PerSeat<number>;
	score: PerSeat<number>;
	/** Why the last event was refused (cleared by the next accepted one). */
	refusal: Refusal | null;
	/** the last accepted bid or pass */
	last: LastMove | null;
	/** every bid and pass tried, refused ones included */
	log: BidLogEntry[];
	/** set by PAY */
	payment: Payment | null;
}

export const RULE_WINNER_PAYS = { page: 'auction', anchor: 'winner-pays' } as const;

/** PAY while the bidding is still going on. */
const STILL_BIDDING: Refusal = { key: 'auction.stillBidding', rule: RULE_BID };
/** USE / DISCARD before the winner has paid. */
const PAY_FIRST: Refusal = { key: 'auction.payFirst', rule: { ...RULE_WINNER_PAYS } };
/** PAY twice. */
const ALREADY_PAID: Refusal = { key: 'auction.alreadyPaid', rule: { ...RULE_WINNER_PAYS } };

function withAuction(auction: AuctionState): Pick<AuctionContext, 'auction' | 'bidder' | 'minimum'> {
	return { auction, bidder: currentBidder(auction) ?? null, minimum: minimumBid(auction) };
}

function fresh(input: AuctionInput): AuctionContext {
	return {
		input,
		...withAuction(createAuction(input.players, input.seller, input.food, input.options)),
		food: { ...input.food },
		score: { ...input.score },
		refusal: null,
		last: null,
		log: [],
		payment: null,
	};
}

/** A bid or pass, asked once to the rules: the new auction, or the refusal; logged either way. */
function tried(context: AuctionContext, step: Step, entry: BidLogEntry, last: LastMove): Partial<AuctionContext> {
	if (!step.ok) return { refusal: step.refusal, log: [...context.log, { ...entry, refused: true }] };
	return { ...withAuction(step.state), refusal: null, last, log: [...context.log, entry] };
}

export const auctionMachine = setup({
	types: {} as { context: AuctionContext; events: AuctionEvent; input: AuctionInput },
	guards: {
		hasBuyer: ({ context }) => context.auction.done && !!context.auction.result,
		noBuyer: ({ context }) => context.auction.done && context.auction.result === null,
	},
	actions: {
		bid: assign(({ context, event }) => {
			assertEvent(event, 'BID');
			const { player, amount } = event;
			return tried(context, bid(context.auction, player, amount), { player, amount }, { kind: 'bid', player, amount });
		}),
		pass: assign(({ context, event }) => {
			assertEvent(event, 'PASS');
			const { player } = event;
			return tried(context, pass(context.auction, player), { player }, { kind: 'pass', player });
		}),
		pay: assign(({ context }) => {
			const r = context.auction.result!;
			const payment = settle(context.food, context.score, context.auction.seller, r.winner, r.price);
			return { food: payment.food, score: payment.score, payment, refusal: null };
		}),
		clearRefusal: assign({ refusal: null }),
		refuseStillBidding: assign({ refusal: STILL_BIDDING }),
		refusePayFirst: assign({ refusal: PAY_FIRST }),
		refuseAlreadyPaid: assign({ refusal: ALREADY_PAID }),
	},
}).createMachine({
	id: 'auction',
	context: ({ input }) => fresh(input),
	initial: 'bidding',
	// A bid or a pass is always answered by the rules (once): accepted, or refused with the reason
	// ('auction.over' once the bidding has ended).
	on: {
		BID: { actions: 'bid' },
		PASS: { actions: 'pass' },
	},
	states: {
		bidding: {
			always: [
				{ guard: 'hasBuyer', target: 'sold' },
				{ guard: 'noBuyer', target: 'unsold' },
			],
			on: {
				PAY: { actions: 'refuseStillBidding' },
				USE: { actions: 'refusePayFirst' },
				DISCARD: { actions: 'refusePayFirst' },
			},
		},
		sold: {
			on: {
				PAY: { target: 'paid', actions: 'pay' },
				USE: { actions: 'refusePayFirst' },
				DISCARD: { actions: 'refusePayFirst' },
			},
		},
		paid: {
			on: {
				USE: { target: 'used', actions: 'clearRefusal' },
				DISCARD: { target: 'discarded', actions: 'clearRefusal' },
				PAY: { actions: 'refuseAlreadyPaid' },
			},
		},
		used: { type: 'final' },
		discarded: { type: 'final' },
		unsold: { type: 'final' },
	},
});

/** Limits of the try-it form (a sanity cap, not a rule: the bank has about 120 food in all). */
export const FOOD_MAX = 999;
export const SCORE_MIN = -99;
export const SCORE_MAX = 99;
export const PLAYER_COUNTS = [2, 3, 4, 5, 6] as const;

/** What was typed in a number box: a whole number, or why not (a key). */
export type Parsed = { ok: true; value: number } | { ok: false; key: 'auction.form.malformed' | 'auction.form.negative' | 'auction.form.tooBig' };

/** A whole number typed by the reader ("12", " 3 ", "-4"); anything else is malformed. */
export function parseWhole(text: string): number | null {
	const s = text.trim();
	if (!/^[-−]?\d{1,6}$/.test(s)) return null;
	return Number(s.replace('−', '-'));
}

/** A food amount: a whole number from 0 to FOOD_MAX. */
export function parseFood(text: string): Parsed {
	const n = parseWhole(text);
	if (n === null) return { ok: false, key: 'auction.form.malformed' };
	if (n < 0) return { ok: false, key: 'auction.form.negative' };
	if (n > FOOD_MAX) return { ok: false, key: 'auction.form.tooBig' };
	return { ok: true, value: n };
}

/** A score space: a whole number (it may be below 1 after an earlier shortfall). */
export function parseScore(text: string): Parsed {
	const n = parseWhole(text);
	if (n === null) return { ok: false, key: 'auction.form.malformed' };
	if (n < SCORE_MIN || n > SCORE_MAX) return { ok: false, key: 'auction.form.tooBig' };
	return { ok: true, value: n };
}

/** Player ids of an n-player table: the seats 'A'…, clockwise (shared/seats.ts). */
export function seatIds(n: number): Seat[] {
	return seats(n);
}
