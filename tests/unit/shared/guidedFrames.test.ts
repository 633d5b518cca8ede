import { describe, expect, it } from 'vitest';
import { exampleEvents, guidedFrames } from '../../../src/components/shared/useGuidedExample';
import { replay } from '../../../src/machines/shared/replay';
import { auctionMachine } from '../../../src/machines/wildlife/auction.machine';
import { cardsMachine } from '../../../src/machines/wildlife/cards.machine';
import { AUCTION_EXAMPLES, auctionExample } from '../../../src/machines/wildlife/examples/auction';
import { cardsExample } from '../../../src/machines/wildlife/examples/cards';

describe('guidedFrames (the guided-example hook, without Preact)', () => {
	it('gives one frame per step; frame i shows the snapshot after the first i events', () => {
		for (const id of AUCTION_EXAMPLES) {
			const ex = auctionExample(id);
			const frames = guidedFrames(auctionMachine, ex);
			expect(frames).toHaveLength(ex.steps.length);
			const events = exampleEvents(ex.steps);
			frames.forEach((f, i) => {
				expect(f.narration).toBe(ex.steps[i]!.narration);
				expect(f.snap.context).toEqual(replay(auctionMachine, ex.input, events.slice(0, i)).context);
				expect(f.before.context).toEqual(replay(auctionMachine, ex.input, events.slice(0, Math.max(0, i - 1))).context);
				expect(f.next).toEqual(ex.steps[i + 1]?.event ?? null);
			});
		}
	});

	it('the main auction ends where the auction page says: Bruno pays 5 after stepping back one space', () => {
		const last = guidedFrames(auctionMachine, auctionExample('main')).at(-1)!.snap;
		expect(last.value).toBe('used');
		expect(last.context.payment).toMatchObject({ spacesBack: 1, buyerFood: 2, shortBy: 3, fromBank: 3 });
		expect(last.context.log.filter((e) => e.refused)).toHaveLength(1);
	});

	it('the cards example shows who is last on the score track from the rules, after every event', () => {
		for (const f of guidedFrames(cardsMachine, cardsExample())) {
			const g = f.snap.context.game;
			const low = Math.min(...g.players.map((p) => g.ps[p]!.score));
			for (const p of g.players) expect(f.snap.context.standing[p]!.last, p).toBe(g.ps[p]!.score === low);
		}
	});
});
