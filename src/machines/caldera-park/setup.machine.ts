/**
 * Set-up, step by step, for 1–4 players and either side of the park: DEAL (tiles), WEATHER (Sun up,
 * 5 of 9 down, 4 boxed), FIRST (the first weather token), BOARD (the action tokens), MARMOT.
 * Every fact comes from setup.ts.
 */
import { assign, setup } from 'xstate';
import { type Seat, seats } from '../shared/seats';
import { actionTokens, dealPlayer, firstWeather, type PlayerCount, type SetupPlayer, type Side, weatherFor } from './setup';
import type { ActionToken } from './tiles';

export interface SetupInput {
	players: PlayerCount;
	side: Side;
}

export interface SetupContext {
	input: SetupInput;
	players: SetupPlayer[];
	row: ActionToken[];
	stack: ActionToken[];
	/** the marmot holder's seat, once given */
	marmot: Seat | null;
	done: ('deal' | 'weather' | 'first' | 'board' | 'marmot')[];
}

export type SetupEvent = { type: 'DEAL' } | { type: 'WEATHER' } | { type: 'FIRST' } | { type: 'BOARD' } | { type: 'MARMOT' };

function fresh(input: SetupInput): SetupContext {
	return {
		input,
		players: seats(input.players).map((seat) => ({ seat, display: [], reserve: 35, sun: false, hidden: [], boxed: [], weather: {} })),
		row: [],
		stack: [],
		marmot: null,
		done: [],
	};
}

export const setupMachine = setup({
	types: {} as { context: SetupContext; events: SetupEvent; input: SetupInput },
	actions: {
		deal: assign(({ context }) => ({ players: context.players.map((p) => ({ ...p, ...dealPlayer(p.seat) })), done: [...context.done, 'deal' as const] })),
		weather: assign(({ context }) => ({ players: context.players.map((p) => ({ ...p, ...weatherFor(p.seat) })), done: [...context.done, 'weather' as const] })),
		first: assign(({ context }) => ({
			players: context.players.map((p) => {
				const f = firstWeather(context.input.side, p.seat, p);
				return {
					...p,
					weather: f.weather,
					sun: p.sun && !f.fromAvailable.includes('sun'),
					hidden: p.hidden.filter((w) => !f.fromAvailable.includes(w)),
					boxed: p.boxed.filter((w) => !f.fromBox.includes(w)),
				};
			}),
			done: [...context.done, 'first' as const],
		})),
		board: assign(({ context }) => ({ ...actionTokens(context.input.players), done: [...context.done, 'board' as const] })),
		marmot: assign(({ context }) => ({ marmot: 'A' as const, done: [...context.done, 'marmot' as const] })),
	},
}).createMachine({
	id: 'setup',
	context: ({ input }) => fresh(input),
	initial: 'tiles',
	states: {
		tiles: { on: { DEAL: { target: 'weather', actions: 'deal' } } },
		weather: { on: { WEATHER: { target: 'first', actions: 'weather' } } },
		first: { on: { FIRST: { target: 'board', actions: 'first' } } },
		board: { on: { BOARD: { target: 'marmot', actions: 'board' } } },
		marmot: { on: { MARMOT: { target: 'ready', actions: 'marmot' } } },
		ready: {},
	},
});
