/**
 * Planet's rounds: 12 rounds; each reveals a stack of 5 tiles, every player drafts one, clockwise
 * from the first player, and the tiles left over go face down onto stack 11, then stack 12 once
 * stack 11 holds 5, then back in the box. Animal cards wait in the columns of rounds 3 to 12
 * (1, 1, 1, 2, 2, 2, 2, 3, 3, 3 cards); a card nobody wins moves to the next round's column, and
 * in the last round goes back in the box. The first-player token passes left after each round.
 */
import { clockwiseFrom } from '../shared/seats';

export const ROUNDS = 12;
export const STACK_SIZE = 5;
/** Stacks dealt at setup (10 × 5 = the 50 tiles); stacks 11 and 12 are built from leftovers. */
export const DEALT_STACKS = 10;
/** The first round with a life phase. */
export const FIRST_LIFE_ROUND = 3;
export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Animal cards laid under each round's column at setup: rounds 3–12. */
export const COLUMN_CARDS: Readonly<Record<number, number>> = { 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 3, 11: 3, 12: 3 };

export const hasLife = (round: number) => round >= FIRST_LIFE_ROUND;
/** The game's last round (its award is the last; a card nobody takes then goes to the box). */
export const isLastRound = (round: number) => round >= ROUNDS;

/** Where a leftover tile goes, given how many tiles stacks 11 and 12 already hold. */
export type Destination = 'stack-11' | 'stack-12' | 'box';
export function leftoverDestination(stack11: number, stack12: number): Destination {
	if (stack11 < STACK_SIZE) return 'stack-11';
	if (stack12 < STACK_SIZE) return 'stack-12';
	return 'box';
}

/**
 * Where a tile left over in `round` goes: up to round 10, stack 11 until it holds 5, then stack 12,
 * then the box; in round 11 (stack 11 is being played) stack 12 if it is not full yet, else the box;
 * in round 12, the box.
 */
export function leftoverDestinationIn(round: number, stack11: number, stack12: number): Destination {
	if (round >= ROUNDS) return 'box';
	if (round === ROUNDS - 1) return stack12 < STACK_SIZE ? 'stack-12' : 'box';
	return leftoverDestination(stack11, stack12);
}

/** One round of tile routing: the stack revealed, how many tiles are drafted, where each leftover went. */
export interface RoundTiles {
	round: number;
	revealed: number;
	drafted: number;
	leftovers: Destination[];
	/** tiles on stacks 11 and 12 and in the box after the round */
	stack11: number;
	stack12: number;
	boxed: number;
}

/** Round after round, for n players: the leftover tiles' path (stacks 11 and 12 are ready in time). */
export function tileRounds(players: number): RoundTiles[] {
	let s11 = 0;
	let s12 = 0;
	let boxed = 0;
	const out: RoundTiles[] = [];
	for (let round = 1; round <= ROUNDS; round++) {
		// Round 11 reveals stack 11, round 12 stack 12: it must be full by then.
		const revealed = round === 11 ? s11 : round === 12 ? s12 : STACK_SIZE;
		if (round === 11) s11 = 0;
		if (round === 12) s12 = 0;
		const drafted = Math.min(players, revealed);
		const leftovers: Destination[] = [];
		for (let i = drafted; i < revealed; i++) {
			const dest = leftoverDestinationIn(round, s11, s12);
			if (dest === 'stack-11') s11 += 1;
			else if (dest === 'stack-12') s12 += 1;
			else boxed += 1;
			leftovers.push(dest);
		}
		out.push({ round, revealed, drafted, leftovers, stack11: round >= 11 ? 0 : s11, stack12: round >= 12 ? 0 : s12, boxed });
	}
	return out;
}

/** The first player of a round: the token passes left (clockwise) after each round. */
export function firstPlayer<P>(players: readonly P[], round: number): P {
	return players[(round - 1) % players.length]!;
}

/** Who drafts in a round, in order: clockwise from that round's first player. */
export function draftOrder<P>(players: readonly P[], round: number): P[] {
	return clockwiseFrom(players, (round - 1) % players.length);
}

/** Where a card nobody took this round goes: the next round's column, or the box after round 12. */
export function unawardedCardGoes(round: number): number | 'box' {
	return round >= ROUNDS ? 'box' : round + 1;
}

/** Surprise animals: the hidden card of round t is turned face up at the end of round t − 2. */
export const SURPRISE_LEAD = 2;
export function surpriseRevealRound(column: number): number {
	return column - SURPRISE_LEAD;
}
