import { describe, expect, it } from 'vitest';
import { exampleEvents, guidedFrames } from '../../../src/machines/shared/guidedReplay';
import { unpackFrames } from '../../../src/machines/shared/guided';
import * as built from '../../../src/components/wildlife/frames';
import { replay } from '../../../src/machines/shared/replay';
import { auctionMachine } from '../../../src/machines/wildlife/auction.machine';
import { cardsMachine } from '../../../src/machines/wildlife/cards.machine';
import { AUCTION_EXAMPLES, auctionExample } from '../../../src/machines/wildlife/examples/auction';
import { cardsExample } from '../../../src/machines/wildlife/examples/cards';
import { PLAYER_COUNTS } from '../../../src/machines/wildlife/setup';

/** As the page holds it: JSON (what Astro serializes into the island's props). */
const asPage = <X>(x: X): X => JSON.parse(JSON.stringify(x));

// Every example's frames equal a fresh replay: tests/unit/shared/guided-replay.test.ts (every game).
describe('WildLife guided frames (the islands’ `frames` props)', () => {
	it('setup: one example per player count; auction: the four examples; actions: both migration settings', () => {
		expect(Object.keys(built.setupFrames()).map(Number)).toEqual([...PLAYER_COUNTS]);
		expect(Object.keys(built.auctionFrames())).toEqual([...AUCTION_EXAMPLES]);
		expect(Object.keys(built.actionsFrames())).toEqual(['arrival', 'path']);
	});

	it('patches only hold what changed: the board is sent once per example', () => {
		const f = built.turnFrames();
		const board = JSON.stringify(f.start.context.game.board);
		expect(JSON.stringify(f).split(board)).toHaveLength(2);
	});
});

describe('guidedFrames (the guided-example data, without Preact)', () => {
	it('gives one frame per step; frame i shows the snapshot after the first i events', () => {
		for (const id of AUCTION_EXAMPLES) {
			const ex = auctionExample(id);
			const frames = unpackFrames(guidedFrames(auctionMachine, ex));
			expect(frames).toHaveLength(ex.steps.length);
			const events = exampleEvents(ex.steps);
			frames.forEach((f, i) => {
				expect(f.narration).toBe(ex.steps[i]!.narration);
				expect(f.snap.context).toEqual(asPage(replay(auctionMachine, ex.input, events.slice(0, i)).context));
				expect(f.before.context).toEqual(asPage(replay(auctionMachine, ex.input, events.slice(0, Math.max(0, i - 1))).context));
				expect(f.next).toEqual(ex.steps[i + 1]?.event ?? null);
			});
		}
	});

	it('the main auction ends where the auction page says: Bruno pays 5 after stepping back one space', () => {
		const last = unpackFrames(guidedFrames(auctionMachine, auctionExample('main'))).at(-1)!.snap;
		expect(last.value).toBe('used');
		expect(last.context.payment).toMatchObject({ spacesBack: 1, buyerFood: 2, shortBy: 3, fromBank: 3 });
		expect(last.context.log.filter((e) => e.refused)).toHaveLength(1);
	});

	it('the cards example shows who is last on the score track from the rules, after every event', () => {
		for (const f of unpackFrames(guidedFrames(cardsMachine, cardsExample()))) {
			const g = f.snap.context.game;
			const low = Math.min(...g.players.map((p) => g.ps[p]!.score));
			for (const p of g.players) expect(f.snap.context.standing[p]!.last, p).toBe(g.ps[p]!.score === low);
		}
	});
});
