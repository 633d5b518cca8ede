/**
 * The end-of-age scoring, kingdom by kingdom (smallest first): SCORE settles the next kingdom, or
 * opens its battle when players are tied for the most cubes (REVEAL, REINFORCE, COMPARE until a
 * winner); after the fifth kingdom, NEXT_AGE moves capital cubes to councils and names the next
 * first player. TREATY starts the scoring again on the same board with or without the peace treaty.
 * Every decision comes from the rules (endOfAge.ts, battle.ts, scoring.ts).
 */
import { seatEntries, type PerSeat, type Seat } from '../shared/seats';
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { type BattleState, applyCompare, applyReinforce, applyReveal, canCompare, canReinforce, canReveal, startBattle } from './battle';
import type { KingdomSpaces } from './board';
import { type KingdomResult, needsBattle, prepareNextAge, settleKingdom } from './endOfAge';
import { nextFirstPlayer } from './scoring';
import { type Card, HAND_SIZE } from './types';

export interface EndOfAgeInput {
	players: Seat[];
	kingdoms: KingdomSpaces[];
	/** the majority tiles left in each kingdom, leftmost (the one scored this age) first */
	tiles: number[][];
	age: number;
	treaty: boolean;
	scores: PerSeat<number>;
	tokens: PerSeat<number>;
	hands: Record<string, Card[]>;
	/** the draw pile, top first (to refill hands after a battle) */
	deck: Card[];
	/** order in which players claimed a capital this age (next first player's tie-break) */
	capitalOrder: Seat[];
	firstPlayer: Seat;
}

export interface EndOfAgeContext {
	players: Seat[];
	kingdoms: KingdomSpaces[];
	tiles: number[][];
	age: number;
	treaty: boolean;
	scores: PerSeat<number>;
	tokens: PerSeat<number>;
	hands: Record<string, Card[]>;
	deck: Card[];
	/** the next kingdom to score (5 = all scored) */
	current: number;
	results: KingdomResult[];
	battle: BattleState | null;
	/** the kingdom of the battle being fought */
	battleKingdom: number | null;
	/** after NEXT_AGE: the board of the next age and who starts it */
	nextKingdoms: KingdomSpaces[] | null;
	nextFirst: string | null;
	refusal: Refusal | null;
	input: EndOfAgeInput;
}

export type EndOfAgeEvent =
	| { type: 'SCORE' }
	| { type: 'REVEAL'; picks: Record<string, number> }
	| { type: 'REINFORCE'; player: Seat }
	| { type: 'COMPARE' }
	| { type: 'NEXT_AGE' }
	| { type: 'TREATY'; on: boolean }
	| { type: 'RESET' };

function fresh(input: EndOfAgeInput, treaty = input.treaty): EndOfAgeContext {
	return {
		players: [...input.players],
		kingdoms: input.kingdoms,
		tiles: input.tiles,
		age: input.age,
		treaty,
		scores: { ...input.scores },
		tokens: { ...input.tokens },
		hands: Object.fromEntries(Object.entries(input.hands).map(([p, h]) => [p, [...h]])),
		deck: [...input.deck],
		current: 0,
		results: [],
		battle: null,
		battleKingdom: null,
		nextKingdoms: null,
		nextFirst: null,
		refusal: null,
		input,
	};
}

function addPoints(scores: PerSeat<number>, points: PerSeat<number>): PerSeat<number> {
	const out = { ...scores };
	for (const [p, n] of seatEntries(points)) out[p] = (out[p] ?? 0) + n;
	return out;
}

/** Settles kingdom `current` (with the battle's winners if there was one) and moves on. */
function settle(c: EndOfAgeContext, tieWinners?: Seat[]): Partial<EndOfAgeContext> {
	const k = c.current;
	const result = settleKingdom({
		players: c.players,
		kingdom: k,
		spaces: c.kingdoms[k]!,
		tile: c.tiles[k]![0]!,
		treaty: c.treaty,
		...(tieWinners ? { tieWinners } : {}),
	});
	const tiles = c.tiles.map((t, i) => (i === k ? t.slice(1) : t));
	return { results: [...c.results, result], scores: addPoints(c.scores, result.points), tiles, current: k + 1, refusal: null };
}

/** After a battle: revealed cards are discarded, played tokens return to the supply, fighters draw back to 4. */
function afterBattle(c: EndOfAgeContext, b: BattleState): Partial<EndOfAgeContext> {
	const hands = { ...c.hands };
	const deck = [...c.deck];
	const tokens = { ...c.tokens };
	for (const p of b.fighters) {
		const hand = [...b.hands[p]!];
		while (hand.length < HAND_SIZE && deck.length) hand.push(deck.shift()!);
		hands[p] = hand;
		tokens[p] = b.tokens[p]!;
	}
	return { ...settle(c, b.result!.winners), hands, deck, tokens, battle: b, battleKingdom: c.current };
}

const refusalOf = (l: { ok: boolean; refusal?: Refusal }) => (l.ok ? null : (l.refusal ?? null));

export const endOfAgeMachine = setup({
	types: {} as { context: EndOfAgeContext; events: EndOfAgeEvent; input: EndOfAgeInput },
	guards: {
		allScored: ({ context }) => context.current >= context.kingdoms.length,
		tied: ({ context }) =>
			context.current < context.kingdoms.length && needsBattle(context.players, context.kingdoms[context.current]!, context.treaty) !== null,
		canReveal: ({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return !!context.battle && canReveal(context.battle, event.picks).ok;
		},
		canReinforce: ({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return !!context.battle && canReinforce(context.battle, event.player).ok;
		},
		canCompare: ({ context }) => !!context.battle && canCompare(context.battle).ok,
		battleWillEnd: ({ context }) => !!context.battle && applyCompare(context.battle).result !== null,
	},
	actions: {
		settle: assign(({ context }) => settle(context)),
		openBattle: assign(({ context }) => {
			const fighters = needsBattle(context.players, context.kingdoms[context.current]!, context.treaty)!;
			return { battle: startBattle(fighters, context.hands, context.tokens), battleKingdom: context.current, refusal: null };
		}),
		reveal: assign(({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return { battle: applyReveal(context.battle!, event.picks), refusal: null };
		}),
		reinforce: assign(({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return { battle: applyReinforce(context.battle!, event.player), refusal: null };
		}),
		compare: assign(({ context }) => ({ battle: applyCompare(context.battle!), refusal: null })),
		finishBattle: assign(({ context }) => afterBattle(context, applyCompare(context.battle!))),
		refuseReveal: assign(({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return { refusal: context.battle ? refusalOf(canReveal(context.battle, event.picks)) : null };
		}),
		refuseReinforce: assign(({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return { refusal: context.battle ? refusalOf(canReinforce(context.battle, event.player)) : null };
		}),
		refuseCompare: assign(({ context }) => ({ refusal: context.battle ? refusalOf(canCompare(context.battle)) : null })),
		refuseScoreInBattle: assign({ refusal: () => ({ key: 'eoa.finishBattle', rule: { page: 'battles', anchor: 'reveal' } }) }),
		refuseNextAge: assign({ refusal: () => ({ key: 'eoa.notAllScored', rule: { page: 'end-of-age', anchor: 'next-age' } }) }),
		nextAge: assign(({ context }) => ({
			nextKingdoms: prepareNextAge(context.kingdoms, context.age),
			nextFirst: nextFirstPlayer({
				players: context.players,
				scores: context.scores,
				capitalOrder: context.input.capitalOrder,
				previousFirst: context.input.firstPlayer,
			}),
			refusal: null,
		})),
		restart: assign(({ context, event }) => {
			assertEvent(event, ['TREATY', 'RESET']);
			return fresh(context.input, event.type === 'TREATY' ? event.on : context.treaty);
		}),
	},
}).createMachine({
	id: 'endOfAge',
	context: ({ input }) => fresh(input),
	initial: 'scoring',
	on: {
		TREATY: { target: '.scoring', actions: 'restart' },
		RESET: { target: '.scoring', actions: 'restart' },
	},
	states: {
		scoring: {
			always: { guard: 'allScored', target: 'scored' },
			on: {
				SCORE: [{ guard: 'tied', target: 'battle', actions: 'openBattle' }, { actions: 'settle' }],
				NEXT_AGE: { actions: 'refuseNextAge' },
			},
		},
		battle: {
			on: {
				REVEAL: [{ guard: 'canReveal', actions: 'reveal' }, { actions: 'refuseReveal' }],
				REINFORCE: [{ guard: 'canReinforce', actions: 'reinforce' }, { actions: 'refuseReinforce' }],
				COMPARE: [
					{ guard: 'battleWillEnd', target: 'scoring', actions: 'finishBattle' },
					{ guard: 'canCompare', actions: 'compare' },
					{ actions: 'refuseCompare' },
				],
				SCORE: { actions: 'refuseScoreInBattle' },
				NEXT_AGE: { actions: 'refuseNextAge' },
			},
		},
		scored: {
			on: { NEXT_AGE: { target: 'done', actions: 'nextAge' } },
		},
		done: {},
	},
});
