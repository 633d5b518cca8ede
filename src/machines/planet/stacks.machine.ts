/**
 * The round and the stacks as a state machine: set-up (10 stacks of 5, the animal cards in the
 * columns of rounds 3–12), then round after round for 2, 3 or 4 players: the stack revealed, the
 * draft order, where each leftover tile goes (rules: tileRounds), and which column of animal cards
 * is judged.
 */
import { assign, setup } from 'xstate';
import { type Seat, seats } from '../shared/seats';
import {
	COLUMN_CARDS,
	DEALT_STACKS,
	draftOrder,
	firstPlayer,
	hasLife,
	isLastRound,
	type PlayerCount,
	ROUNDS,
	type RoundTiles,
	STACK_SIZE,
	tileRounds,
} from './round';

export interface StacksInput {
	players: PlayerCount;
}

export interface StacksContext {
	/** the seats at the table, clockwise from A */
	players: Seat[];
	/** 0 = set-up, then 1–12 */
	round: number;
	/** tiles in stacks 1–12 (index 0 = stack 1) after this step */
	stacks: number[];
	boxed: number;
	/** the round's tile routing (null at set-up) */
	tiles: RoundTiles | null;
	first: Seat | null;
	order: Seat[];
	/** cards laid under each round's column at set-up, rounds 3–12 */
	columns: Record<number, number>;
	/** the column judged this round (null before round 3) */
	judged: number | null;
}

export type StacksEvent = { type: 'NEXT' };

function at(players: Seat[], round: number): Omit<StacksContext, 'players' | 'columns'> {
	const rows = tileRounds(players.length);
	const setupStacks: number[] = Array.from({ length: ROUNDS }, (_, i) => (i < DEALT_STACKS ? STACK_SIZE : 0));
	if (round === 0) return { round, stacks: setupStacks, boxed: 0, tiles: null, first: players[0]!, order: [], judged: null };
	const row = rows[round - 1]!;
	const stacks = setupStacks.map((n, i) => (i < round ? 0 : n));
	stacks[10] = row.stack11;
	stacks[11] = row.stack12;
	return {
		round,
		stacks,
		boxed: row.boxed,
		tiles: row,
		first: firstPlayer(players, round),
		order: draftOrder(players, round),
		judged: hasLife(round) ? round : null,
	};
}

export const stacksMachine = setup({
	types: { context: {} as StacksContext, events: {} as StacksEvent, input: {} as StacksInput },
	guards: { lastRoundPlayed: ({ context }) => isLastRound(context.round) },
	actions: { nextRound: assign(({ context }) => at(context.players, context.round + 1)) },
}).createMachine({
	id: 'stacks',
	context: ({ input }) => {
		const players = seats(input.players);
		return { players, columns: { ...COLUMN_CARDS }, ...at(players, 0) };
	},
	initial: 'playing',
	states: {
		playing: {
			always: { guard: 'lastRoundPlayed', target: 'over' },
			on: { NEXT: { actions: 'nextRound' } },
		},
		over: {},
	},
});
