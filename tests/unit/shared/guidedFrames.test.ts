import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { exampleEvents, guidedFrames } from '../../../src/machines/shared/guidedReplay';
import { type GuidedExample, type GuidedFrames, unpackFrames } from '../../../src/machines/shared/guided';
import * as built from '../../../src/components/wildlife/frames';
import { replay } from '../../../src/machines/shared/replay';
import { actionsMachine } from '../../../src/machines/wildlife/actions.machine';
import { auctionMachine } from '../../../src/machines/wildlife/auction.machine';
import { bigScoringMachine } from '../../../src/machines/wildlife/bigScoring.machine';
import { cardsMachine } from '../../../src/machines/wildlife/cards.machine';
import { actionsExample } from '../../../src/machines/wildlife/examples/actions';
import { AUCTION_EXAMPLES, auctionExample } from '../../../src/machines/wildlife/examples/auction';
import { bigScoringExample } from '../../../src/machines/wildlife/examples/bigScoring';
import { cardsExample } from '../../../src/machines/wildlife/examples/cards';
import { setupExample } from '../../../src/machines/wildlife/examples/setup';
import { smallScoringExample } from '../../../src/machines/wildlife/examples/smallScoring';
import { tieExample } from '../../../src/machines/wildlife/examples/ties';
import { turnExample } from '../../../src/machines/wildlife/examples/turn';
import { PLAYER_COUNTS } from '../../../src/machines/wildlife/setup';
import { setupMachine } from '../../../src/machines/wildlife/setup.machine';
import { smallScoringMachine } from '../../../src/machines/wildlife/smallScoring.machine';
import { tiesMachine } from '../../../src/machines/wildlife/ties.machine';
import { turnMachine } from '../../../src/machines/wildlife/turn.machine';

/** As the page holds it: JSON (what Astro serializes into the island's props). */
const asPage = <X>(x: X): X => JSON.parse(JSON.stringify(x));
const plain = (s: unknown) => {
	const { value, context } = s as { value: unknown; context: unknown };
	return { value, context };
};

/**
 * The frames a page hands its island, checked against a fresh replay of the example through the
 * real machine, step by step (replay() from the start each time, not the builder's single run).
 */
function expectFreshReplay<M extends AnyStateMachine>(machine: M, example: GuidedExample<M, string>, frames: GuidedFrames<M, string>) {
	const unpacked = unpackFrames(asPage(frames));
	expect(unpacked).toHaveLength(example.steps.length);
	const events = exampleEvents(example.steps);
	let sent = 0;
	unpacked.forEach((f, i) => {
		const step = example.steps[i]!;
		const before = replay(machine, example.input, events.slice(0, sent));
		if (step.event) sent += 1;
		const after = replay(machine, example.input, events.slice(0, sent));
		expect(f.narration).toBe(step.narration);
		expect(f.event).toEqual(step.event);
		expect(f.next).toEqual(example.steps[i + 1]?.event ?? null);
		expect(f.snap).toEqual(asPage(plain(after)));
		expect(f.before).toEqual(asPage(plain(before)));
	});
}

describe('guided frames replayed at build time (the islands’ `frames` props)', () => {
	it('setup: one example per player count, each equal to a fresh replay', () => {
		const all = built.setupFrames();
		expect(Object.keys(all).map(Number)).toEqual([...PLAYER_COUNTS]);
		for (const n of PLAYER_COUNTS) expectFreshReplay(setupMachine, setupExample(n), all[n]);
	});

	it('auction: the four examples, each equal to a fresh replay', () => {
		const all = built.auctionFrames();
		expect(Object.keys(all)).toEqual([...AUCTION_EXAMPLES]);
		for (const id of AUCTION_EXAMPLES) expectFreshReplay(auctionMachine, auctionExample(id), all[id]);
	});

	it('actions: both migration settings, each equal to a fresh replay', () => {
		const all = built.actionsFrames();
		expectFreshReplay(actionsMachine, actionsExample(false), all.arrival);
		expectFreshReplay(actionsMachine, actionsExample(true), all.path);
	});

	it('cards, turn, small scoring, ties, big scoring: equal to a fresh replay', () => {
		expectFreshReplay(cardsMachine, cardsExample(), built.cardsFrames());
		expectFreshReplay(turnMachine, turnExample(), built.turnFrames());
		expectFreshReplay(smallScoringMachine, smallScoringExample(), built.smallScoringFrames());
		expectFreshReplay(tiesMachine, tieExample(), built.tiesFrames());
		expectFreshReplay(bigScoringMachine, bigScoringExample(), built.bigScoringFrames());
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
