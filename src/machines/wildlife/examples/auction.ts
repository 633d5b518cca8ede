/**
 * Guided auction examples, as data: the events to replay through the auction machine, each with its
 * narration key. Every food amount and score space here is made up for the lesson (the page says so);
 * the 4-player example is the one told on the auction page (Bruno 2 food, Chloé 9; bids 3, 4, pass,
 * 5, pass; Bruno pays 5 after stepping back one space). A refused step sends an illegal event on
 * purpose: the machine refuses it and the narration explains why.
 */
import type { GuidedStep } from '../keys';
import type { AuctionEvent, AuctionInput } from '../auction.machine';

export const AUCTION_EXAMPLES = ['main', 'two', 'short', 'none'] as const;
export type AuctionExampleId = (typeof AUCTION_EXAMPLES)[number];

/** The card put up for sale (only named in the narration). */
export type ExampleCard = 'wheel' | 'arrow' | 'terrain';

export interface AuctionExample {
	id: AuctionExampleId;
	card: ExampleCard;
	input: AuctionInput;
	steps: GuidedStep<AuctionEvent | null>[];
}

const A = 'A';
const B = 'B';
const C = 'C';
const D = 'D';

/** 4 players, A sells a wheel; B (2 food) wins for 5 and steps back one space to pay. */
const MAIN: AuctionExample = {
	id: 'main',
	card: 'wheel',
	input: {
		players: [A, B, C, D],
		seller: A,
		food: { [A]: 4, [B]: 2, [C]: 9, [D]: 6 },
		score: { [A]: 12, [B]: 9, [C]: 11, [D]: 7 },
	},
	steps: [
		{ event: null, narration: 'auction.n.main.start' },
		{ event: { type: 'BID', player: B, amount: 3 }, narration: 'auction.n.main.open' },
		{ event: { type: 'BID', player: C, amount: 3 }, narration: 'auction.n.main.same' },
		{ event: { type: 'BID', player: C, amount: 4 }, narration: 'auction.n.main.raise' },
		{ event: { type: 'PASS', player: D }, narration: 'auction.n.main.pass' },
		{ event: { type: 'BID', player: B, amount: 5 }, narration: 'auction.n.main.again' },
		{ event: { type: 'PASS', player: C }, narration: 'auction.n.main.win' },
		{ event: { type: 'PAY' }, narration: 'auction.n.main.pay' },
		{ event: { type: 'USE' }, narration: 'auction.n.main.use' },
	],
};

/** 2 players: no bidding; B tries to offer 4 (refused), then buys at the fixed 3. */
const TWO: AuctionExample = {
	id: 'two',
	card: 'arrow',
	input: {
		players: [A, B],
		seller: A,
		food: { [A]: 5, [B]: 8 },
		score: { [A]: 10, [B]: 13 },
	},
	steps: [
		{ event: null, narration: 'auction.n.two.start' },
		{ event: { type: 'BID', player: B, amount: 4 }, narration: 'auction.n.two.refused' },
		{ event: { type: 'BID', player: B, amount: 3 }, narration: 'auction.n.two.buy' },
		{ event: { type: 'PAY' }, narration: 'auction.n.two.pay' },
		{ event: { type: 'USE' }, narration: 'auction.n.two.use' },
	],
};

/** 3 players: B (1 food, space 2) bids 8 to keep the card from C, pays by stepping back past space 1, then discards it. */
const SHORT: AuctionExample = {
	id: 'short',
	card: 'terrain',
	input: {
		players: [A, B, C],
		seller: A,
		food: { [A]: 3, [B]: 1, [C]: 4 },
		score: { [A]: 8, [B]: 2, [C]: 6 },
	},
	steps: [
		{ event: null, narration: 'auction.n.short.start' },
		{ event: { type: 'BID', player: B, amount: 3 }, narration: 'auction.n.short.open' },
		{ event: { type: 'BID', player: C, amount: 4 }, narration: 'auction.n.short.raise' },
		{ event: { type: 'BID', player: B, amount: 8 }, narration: 'auction.n.short.big' },
		{ event: { type: 'PASS', player: C }, narration: 'auction.n.short.win' },
		{ event: { type: 'PAY' }, narration: 'auction.n.short.pay' },
		{ event: { type: 'DISCARD' }, narration: 'auction.n.short.discard' },
	],
};

/** 3 players: B passes, C tries 2 (refused), C passes: nobody bought, the card is discarded. */
const NONE: AuctionExample = {
	id: 'none',
	card: 'terrain',
	input: {
		players: [A, B, C],
		seller: A,
		food: { [A]: 6, [B]: 5, [C]: 2 },
		score: { [A]: 9, [B]: 11, [C]: 8 },
	},
	steps: [
		{ event: null, narration: 'auction.n.none.start' },
		{ event: { type: 'PASS', player: B }, narration: 'auction.n.none.pass' },
		{ event: { type: 'BID', player: C, amount: 2 }, narration: 'auction.n.none.low' },
		{ event: { type: 'PASS', player: C }, narration: 'auction.n.none.end' },
	],
};

export const AUCTION_EXAMPLE_DATA: Record<AuctionExampleId, AuctionExample> = { main: MAIN, two: TWO, short: SHORT, none: NONE };

export function auctionExample(id: AuctionExampleId): AuctionExample {
	return AUCTION_EXAMPLE_DATA[id];
}

/** The events of an example, step 0 left out. */
export function exampleEvents(ex: AuctionExample): AuctionEvent[] {
	return ex.steps.flatMap((s) => (s.event ? [s.event] : []));
}
