import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay, replayAll } from '../../../src/machines/shared/replay';
import {
	AUCTION_STATES,
	auctionMachine,
	parseFood,
	parseScore,
	parseWhole,
	seatIds,
	type AuctionEvent,
	type AuctionInput,
} from '../../../src/machines/wildlife/auction.machine';
import { AUCTION_EXAMPLES, auctionExample, exampleEvents } from '../../../src/machines/wildlife/examples/auction';
import { gameSources } from '../../../src/i18n/compiled';

const WILDLIFE_STRINGS = { fr: gameSources('wildlife', 'fr'), en: gameSources('wildlife', 'en') };

const A = 'A';
const B = 'B';
const C = 'C';
const D = 'D';

function input(n: number, food: number[], opts: Partial<AuctionInput> = {}): AuctionInput {
	const players = seatIds(n);
	return {
		players,
		seller: players[0]!,
		food: Object.fromEntries(players.map((p, i) => [p, food[i] ?? 0])),
		score: Object.fromEntries(players.map((p) => [p, 5])),
		...opts,
	};
}

function run(inp: AuctionInput, events: AuctionEvent[]) {
	const actor = createActor(auctionMachine, { input: inp }).start();
	for (const e of events) actor.send(e);
	return actor;
}

describe('auction machine, model-based', () => {
	const players = seatIds(3);
	const events = (): AuctionEvent[] => [
		...players.flatMap((p) => [2, 3, 4, 5].map((amount) => ({ type: 'BID' as const, player: p, amount }))),
		...players.map((p) => ({ type: 'PASS' as const, player: p })),
		{ type: 'PAY' },
		{ type: 'USE' },
		{ type: 'DISCARD' },
	];
	const serialize = (s: { value: unknown; context: { auction: { turn: number; passed: string[]; high?: unknown } } }) =>
		`${JSON.stringify(s.value)}|${s.context.auction.turn}|${s.context.auction.passed.join(',')}|${JSON.stringify(s.context.auction.high ?? null)}`;

	it.each([2, 3])('reaches every state from the start (%i players)', (n) => {
		const inp = input(n, [0, 2, 9]);
		const paths = getShortestPaths(auctionMachine, { input: inp, events, serializeState: serialize as never, limit: 20000 });
		const reached = new Set(paths.map((p) => String(p.state.value)));
		expect([...reached].sort()).toEqual([...AUCTION_STATES].sort());
		// never stuck: every non-final state reached has some event that changes it
		for (const p of paths) {
			if (p.state.status === 'done') continue;
			const before = serialize(p.state as never);
			const moved = events().some((e) => {
				const actor = createActor(auctionMachine, { input: inp, snapshot: p.state as never }).start();
				actor.send(e);
				const after = serialize(actor.getSnapshot() as never);
				actor.stop();
				return after !== before;
			});
			expect(moved, before).toBe(true);
		}
	});

	it('a refused event changes nothing but the refusal, and the next accepted one clears it', () => {
		const actor = run(input(4, [0, 5, 5, 5]), [{ type: 'BID', player: B, amount: 3 }]);
		const before = actor.getSnapshot().context;
		actor.send({ type: 'BID', player: C, amount: 3 });
		const after = actor.getSnapshot().context;
		expect(after.refusal?.key).toBe('auction.notHigher');
		expect(after.auction).toEqual(before.auction);
		expect(after.food).toEqual(before.food);
		expect(after.last).toEqual(before.last);
		actor.send({ type: 'BID', player: C, amount: 4 });
		expect(actor.getSnapshot().context.refusal).toBeNull();
	});
});

describe('guided 4-player example (the page’s example)', () => {
	const ex = auctionExample('main');
	const snaps = replayAll(auctionMachine, ex.input, exampleEvents(ex));
	const end = snaps.at(-1)!;

	it('bidding goes B, C, D from the seller’s left, and round again skipping D', () => {
		expect(snaps[0]!.context.auction.bidders).toEqual([B, C, D]);
		expect(snaps[5]!.context.last).toEqual({ kind: 'bid', player: B, amount: 5 });
	});
	it('C bidding the same 3 is refused (must be higher)', () => {
		expect(snaps[2]!.context.refusal).toMatchObject({ key: 'auction.notHigher', params: { current: 3 }, rule: { page: 'auction', anchor: 'higher-bid' } });
		expect(snaps[2]!.context.auction).toEqual(snaps[1]!.context.auction);
	});
	it('B wins for 5, steps back one space, pays A; the card is used at once', () => {
		expect(snaps[6]!.value).toBe('sold');
		expect(snaps[6]!.context.auction.result).toEqual({ winner: B, price: 5 });
		expect(end.value).toBe('used');
		expect(end.status).toBe('done');
		expect(end.context.payment?.spacesBack).toBe(1);
		expect(end.context.food).toEqual({ [A]: 9, [B]: 0, [C]: 9, [D]: 6 });
		expect(end.context.score).toEqual({ [A]: 12, [B]: 8, [C]: 11, [D]: 7 });
	});
});

describe('other guided examples', () => {
	it('2 players: 4 is refused (fixed price), B buys at 3 and pays it', () => {
		const ex = auctionExample('two');
		const snaps = replayAll(auctionMachine, ex.input, exampleEvents(ex));
		expect(snaps[1]!.context.refusal).toMatchObject({ key: 'auction.fixedPrice', params: { price: 3 }, rule: { anchor: 'two-players' } });
		expect(snaps[2]!.value).toBe('sold');
		const end = snaps.at(-1)!;
		expect(end.value).toBe('used');
		expect(end.context.food).toEqual({ [A]: 8, [B]: 5 });
		expect(end.context.score).toEqual({ [A]: 10, [B]: 13 });
	});
	it('short of food: B (1 food, space 2) pays 8 by stepping back 3 spaces, below space 1, keeps 2, then discards', () => {
		const ex = auctionExample('short');
		const end = replay(auctionMachine, ex.input, exampleEvents(ex));
		expect(end.value).toBe('discarded');
		expect(end.context.payment?.spacesBack).toBe(3);
		expect(end.context.score[B]).toBe(-1);
		expect(end.context.food).toEqual({ [A]: 11, [B]: 2, [C]: 4 });
	});
	it('nobody bids: 2 is refused (minimum 3), the card is discarded, no food moves', () => {
		const ex = auctionExample('none');
		const snaps = replayAll(auctionMachine, ex.input, exampleEvents(ex));
		expect(snaps[2]!.context.refusal).toMatchObject({ key: 'auction.belowMinimum', params: { minimum: 3 }, rule: { anchor: 'minimum-bid' } });
		const end = snaps.at(-1)!;
		expect(end.value).toBe('unsold');
		expect(end.context.auction.result).toBeNull();
		expect(end.context.food).toEqual(ex.input.food);
	});
	it.each(AUCTION_EXAMPLES)('example %s ends in a final state, every non-refused step moving on', (id) => {
		const ex = auctionExample(id);
		const snaps = replayAll(auctionMachine, ex.input, exampleEvents(ex));
		expect(snaps.at(-1)!.status).toBe('done');
		for (const s of ex.steps) {
			expect(WILDLIFE_STRINGS.en[s.narration], s.narration).toBeTypeOf('string');
			expect(WILDLIFE_STRINGS.fr[s.narration], s.narration).toBeTypeOf('string');
		}
	});
});

describe('two players', () => {
	it('buy at 3', () => {
		const a = run(input(2, [0, 3]), [{ type: 'BID', player: B, amount: 3 }, { type: 'PAY' }]);
		expect(a.getSnapshot().value).toBe('paid');
		expect(a.getSnapshot().context.food).toEqual({ [A]: 3, [B]: 0 });
	});
	it('decline → unsold, card discarded', () => {
		const a = run(input(2, [0, 3]), [{ type: 'PASS', player: B }]);
		expect(a.getSnapshot().value).toBe('unsold');
		expect(a.getSnapshot().context.auction.result).toBeNull();
	});
});

describe('every refusal key, with its rule', () => {
	const cases: [string, AuctionInput, AuctionEvent[], string][] = [
		['auction.sellerCannotBid', input(3, [5, 5, 5]), [{ type: 'BID', player: A, amount: 3 }], 'seller'],
		['auction.sellerCannotBid', input(3, [5, 5, 5]), [{ type: 'PASS', player: A }], 'seller'],
		['auction.notYourTurn', input(3, [5, 5, 5]), [{ type: 'BID', player: C, amount: 3 }], 'bid'],
		['auction.notYourTurn', input(3, [5, 5, 5]), [{ type: 'PASS', player: C }], 'pass'],
		['auction.belowMinimum', input(3, [5, 5, 5]), [{ type: 'BID', player: B, amount: 2 }], 'minimum-bid'],
		[
			'auction.notHigher',
			input(3, [5, 5, 5]),
			[
				{ type: 'BID', player: B, amount: 3 },
				{ type: 'BID', player: C, amount: 3 },
			],
			'higher-bid',
		],
		['auction.fixedPrice', input(2, [5, 5]), [{ type: 'BID', player: B, amount: 5 }], 'two-players'],
		['auction.cannotCover', input(3, [5, 1, 5], { options: { allowBidAboveFood: false } }), [{ type: 'BID', player: B, amount: 3 }], 'short-of-food'],
		[
			'auction.over',
			input(2, [5, 5]),
			[
				{ type: 'BID', player: B, amount: 3 },
				{ type: 'BID', player: B, amount: 3 },
			],
			'bid',
		],
		[
			'auction.over',
			input(2, [5, 5]),
			[
				{ type: 'BID', player: B, amount: 3 },
				{ type: 'PASS', player: B },
			],
			'pass',
		],
		['auction.stillBidding', input(3, [5, 5, 5]), [{ type: 'PAY' }], 'bid'],
		['auction.payFirst', input(2, [5, 5]), [{ type: 'BID', player: B, amount: 3 }, { type: 'USE' }], 'winner-pays'],
		['auction.payFirst', input(3, [5, 5, 5]), [{ type: 'DISCARD' }], 'winner-pays'],
		['auction.alreadyPaid', input(2, [5, 5]), [{ type: 'BID', player: B, amount: 3 }, { type: 'PAY' }, { type: 'PAY' }], 'winner-pays'],
	];
	it.each(cases)('%s (%#)', (key, inp, events, anchor) => {
		const s = run(inp, events).getSnapshot();
		expect(s.context.refusal?.key).toBe(key);
		expect(s.context.refusal?.rule).toEqual({ page: 'auction', anchor });
		expect(WILDLIFE_STRINGS.en[key]).toBeTypeOf('string');
		expect(WILDLIFE_STRINGS.fr[key]).toBeTypeOf('string');
		expect(WILDLIFE_STRINGS.en[`rule.auction.${anchor}`]).toBeTypeOf('string');
	});
	it('the seller’s pass is refused with the seller rule too', () => {
		expect(run(input(3, [5, 5, 5]), [{ type: 'PASS', player: A }]).getSnapshot().context.refusal?.rule.anchor).toBe('seller');
	});
	it('every auction anchor has a title string in both languages', () => {
		for (const anchor of [
			'when',
			'bid',
			'minimum-bid',
			'higher-bid',
			'pass',
			'seller',
			'winner-pays',
			'use-at-once',
			'short-of-food',
			'no-bids',
			'two-players',
		])
			for (const lang of ['fr', 'en'] as const) expect(WILDLIFE_STRINGS[lang][`rule.auction.${anchor}`], `${lang} ${anchor}`).toBeTypeOf('string');
	});
});

describe('shortfall penalty', () => {
	it('one space per 3 missing food, rounding up; the surplus stays with the buyer', () => {
		// B has 2 food and wins at 7: 5 missing → 2 spaces back, 6 from the bank, keeps 1
		const a = run(input(3, [0, 2, 0]), [{ type: 'BID', player: B, amount: 7 }, { type: 'PASS', player: C }, { type: 'PAY' }]);
		const c = a.getSnapshot().context;
		expect(c.payment?.spacesBack).toBe(2);
		expect(c.food).toEqual({ [A]: 7, [B]: 1, [C]: 0 });
		expect(c.score[B]).toBe(3);
	});
	it('no step back when the food covers the price', () => {
		const a = run(input(3, [0, 9, 0]), [{ type: 'BID', player: B, amount: 9 }, { type: 'PASS', player: C }, { type: 'PAY' }]);
		expect(a.getSnapshot().context.payment?.spacesBack).toBe(0);
		expect(a.getSnapshot().context.score[B]).toBe(5);
	});
});

describe('try-it form parsing', () => {
	it('accepts whole numbers and refuses the rest', () => {
		expect(parseWhole(' 12 ')).toBe(12);
		expect(parseWhole('-4')).toBe(-4);
		expect(parseWhole('3.5')).toBeNull();
		expect(parseWhole('abc')).toBeNull();
		expect(parseWhole('')).toBeNull();
		expect(parseFood('7')).toEqual({ ok: true, value: 7 });
		expect(parseFood('-1')).toEqual({ ok: false, key: 'auction.form.negative' });
		expect(parseFood('x')).toEqual({ ok: false, key: 'auction.form.malformed' });
		expect(parseFood('5000')).toEqual({ ok: false, key: 'auction.form.tooBig' });
		expect(parseScore('-3')).toEqual({ ok: true, value: -3 });
		for (const k of ['auction.form.negative', 'auction.form.malformed', 'auction.form.tooBig']) expect(WILDLIFE_STRINGS.en[k]).toBeTypeOf('string');
	});
});
