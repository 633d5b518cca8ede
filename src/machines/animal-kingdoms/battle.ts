/**
 * A battle between the players tied for the most cubes in a kingdom, reveal by reveal
 * (rulings.md R18–R22, SM-R4): each fighter reveals a card from their hand at the same time; any of
 * them may then add reinforcement tokens (+2 each) to their OWN card, in answer to each other; the
 * best card wins (battle() in scoring.ts: a 1 beats an 8). Players below the best are out; players
 * tied for the best reveal again, and tokens played in a tied reveal go back to the supply. A tie on
 * the 4th reveal (a whole hand) shares the tile. Every loser gets one +2 token.
 */
import { seatEntries, seatsIn, type PerSeat, type Seat } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import type { Legality } from './keys';
import { MAX_REVEALS, REINFORCEMENT, battle as reveal } from './scoring';
import type { Card } from './types';

export interface BattleState {
	/** everyone who fought, in seat order */
	fighters: Seat[];
	/** still in contention */
	inContention: Seat[];
	/** out, in the order they were beaten */
	out: Seat[];
	/** cards each fighter still holds */
	hands: PerSeat<Card[]>;
	/** reinforcement tokens each fighter holds */
	tokens: PerSeat<number>;
	/** reveals so far (1 = the first reveal is on the table) */
	reveals: number;
	/** the cards on the table in this reveal, or null before it */
	revealed: PerSeat<Card> | null;
	/** tokens played on each card of this reveal */
	plus: PerSeat<number>;
	/** what each finished reveal gave */
	history: { cards: PerSeat<{ value: number; plus: number }>; inContention: Seat[] }[];
	/** the end: who won (several = a perfect tie, they share the tile) and who lost */
	result: { winners: Seat[]; losers: Seat[] } | null;
	/** tokens played in the whole battle (all go back to the supply) */
	spent: PerSeat<number>;
}

export function startBattle(fighters: readonly Seat[], hands: PerSeat<readonly Card[]>, tokens: PerSeat<number>): BattleState {
	return {
		fighters: [...fighters],
		inContention: [...fighters],
		out: [],
		hands: Object.fromEntries(fighters.map((p) => [p, [...(hands[p] ?? [])]])),
		tokens: Object.fromEntries(fighters.map((p) => [p, tokens[p] ?? 0])),
		reveals: 0,
		revealed: null,
		plus: {},
		history: [],
		result: null,
		spent: Object.fromEntries(fighters.map((p) => [p, 0])),
	};
}

/** Each fighter still in contention puts one card of their hand (its index) on the table. */
export function canReveal(s: BattleState, picks: PerSeat<number>): Legality {
	if (s.result) return refuse('battle.over', { page: 'battles', anchor: 'after-battle' });
	if (s.revealed) return refuse('battle.compareFirst', { page: 'battles', anchor: 'reveal' });
	for (const p of s.inContention) {
		const i = picks[p];
		if (i === undefined || !Number.isInteger(i) || i < 0 || i >= (s.hands[p]?.length ?? 0))
			return refuse('battle.pickCard', { page: 'battles', anchor: 'reveal' }, { player: p });
	}
	for (const p of seatsIn(picks))
		if (!s.inContention.includes(p)) return refuse('battle.notFighting', { page: 'battles', anchor: 'several-players' }, { player: p });
	return LEGAL;
}

export function applyReveal(s: BattleState, picks: PerSeat<number>): BattleState {
	const hands = { ...s.hands };
	const revealed: PerSeat<Card> = {};
	for (const p of s.inContention) {
		const hand = [...hands[p]!];
		revealed[p] = hand.splice(picks[p]!, 1)[0]!;
		hands[p] = hand;
	}
	return { ...s, hands, revealed, plus: Object.fromEntries(s.inContention.map((p) => [p, 0])), reveals: s.reveals + 1 };
}

/** A reinforcement token on `player`'s own revealed card: needs a card on the table and a token. */
export function canReinforce(s: BattleState, player: Seat): Legality {
	if (!s.revealed || s.result) return refuse('battle.revealFirst', { page: 'battles', anchor: 'reinforcements' });
	if (!s.inContention.includes(player)) return refuse('battle.ownCardOnly', { page: 'battles', anchor: 'reinforcements' }, { player });
	if ((s.tokens[player] ?? 0) < 1) return refuse('battle.noToken', { page: 'battles', anchor: 'reinforcements' }, { player });
	return LEGAL;
}

export function applyReinforce(s: BattleState, player: Seat): BattleState {
	return {
		...s,
		tokens: { ...s.tokens, [player]: s.tokens[player]! - 1 },
		plus: { ...s.plus, [player]: (s.plus[player] ?? 0) + 1 },
		spent: { ...s.spent, [player]: (s.spent[player] ?? 0) + 1 },
	};
}

/** The points `player`'s reinforcement tokens add to their card in this reveal (REINFORCEMENT each). */
export function reinforcement(s: Pick<BattleState, 'plus'>, player: Seat): number {
	return (s.plus[player] ?? 0) * REINFORCEMENT;
}

/** The cards on the table with their reinforcements, as battle() takes them. */
export function onTable(s: BattleState): PerSeat<{ value: number; plus: number }> {
	return Object.fromEntries(seatEntries(s.revealed ?? {}).map(([p, c]) => [p, { value: c.value, plus: reinforcement(s, p) }]));
}

export function canCompare(s: BattleState): Legality {
	return s.revealed && !s.result ? LEGAL : refuse('battle.revealFirst', { page: 'battles', anchor: 'reveal' });
}

/** Compares the reveal: who stays in contention; the battle ends with one left, or on a tie with no card left to reveal. */
export function applyCompare(s: BattleState): BattleState {
	const cards = onTable(s);
	const still = reveal(cards);
	const beaten = s.inContention.filter((p) => !still.includes(p));
	const inContention = s.inContention.filter((p) => still.includes(p));
	const out = [...s.out, ...beaten];
	const history = [...s.history, { cards, inContention }];
	const noCardsLeft = s.reveals >= MAX_REVEALS || inContention.some((p) => (s.hands[p]?.length ?? 0) === 0);
	const done = inContention.length === 1 || noCardsLeft;
	const base = { ...s, inContention, out, history, revealed: null, plus: {} };
	if (!done) return base;
	// Every loser gets one +2 token.
	const tokens = { ...s.tokens };
	for (const p of out) tokens[p] = (tokens[p] ?? 0) + 1;
	return { ...base, tokens, result: { winners: inContention, losers: out } };
}
