/**
 * A turn, then a whole age: CLAIM, RALLY and PASS for the player whose turn it is. Each event asks
 * the rules once (age.ts); a refused move keeps the position and records why. The snapshot says
 * whether the player may only withdraw, and when the age is over.
 */
import type { Seat } from '../shared/seats';
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { type AgeState, type ClaimMove, applyClaim, applyPass, applyRally, canClaim, canPass, canRally, mustPass } from './age';

export interface AgeContext extends AgeState {
	refusal: Refusal | null;
	/** the last accepted move, for the narration */
	last:
		| { type: 'claim'; player: Seat; kingdom: number; capital: boolean }
		| { type: 'rally'; player: Seat; n: number }
		| { type: 'pass'; player: Seat; first: boolean }
		| null;
	/** the player whose turn it is can only withdraw */
	onlyPass: boolean;
	input: AgeState;
}

export type AgeEvent =
	| ({ type: 'CLAIM' } & ClaimMove)
	| { type: 'RALLY'; player: Seat; discards: number[] }
	| { type: 'PASS'; player: Seat }
	| { type: 'RESET' };

const refusalOf = (l: { ok: boolean; refusal?: Refusal }) => (l.ok ? null : (l.refusal ?? null));
const withFlags = (s: AgeState) => ({ onlyPass: s.current !== null && mustPass(s, s.current) });
const state = (c: AgeContext): AgeState => c;

function fresh(input: AgeState): AgeContext {
	return { ...structuredClone(input), refusal: null, last: null, ...withFlags(input), input };
}

export const ageMachine = setup({
	types: {} as { context: AgeContext; events: AgeEvent; input: AgeState },
	guards: {
		canClaim: ({ context, event }) => {
			assertEvent(event, 'CLAIM');
			return canClaim(state(context), event).ok;
		},
		canRally: ({ context, event }) => {
			assertEvent(event, 'RALLY');
			return canRally(state(context), event.player, event.discards).ok;
		},
		canPass: ({ context, event }) => {
			assertEvent(event, 'PASS');
			return canPass(state(context), event.player).ok;
		},
		over: ({ context }) => context.current === null,
	},
	actions: {
		claim: assign(({ context, event }) => {
			assertEvent(event, 'CLAIM');
			const next = applyClaim(state(context), event);
			const capital = next.kingdoms[event.kingdom]!.capital === event.player && context.kingdoms[event.kingdom]!.capital === null;
			return { ...next, refusal: null, last: { type: 'claim' as const, player: event.player, kingdom: event.kingdom, capital }, ...withFlags(next) };
		}),
		rally: assign(({ context, event }) => {
			assertEvent(event, 'RALLY');
			const next = applyRally(state(context), event.player, event.discards);
			return { ...next, refusal: null, last: { type: 'rally' as const, player: event.player, n: event.discards.length }, ...withFlags(next) };
		}),
		pass: assign(({ context, event }) => {
			assertEvent(event, 'PASS');
			const next = applyPass(state(context), event.player);
			return { ...next, refusal: null, last: { type: 'pass' as const, player: event.player, first: context.firstToPass === null }, ...withFlags(next) };
		}),
		refuse: assign(({ context, event }) => {
			assertEvent(event, ['CLAIM', 'RALLY', 'PASS']);
			const s = state(context);
			const l = event.type === 'CLAIM' ? canClaim(s, event) : event.type === 'RALLY' ? canRally(s, event.player, event.discards) : canPass(s, event.player);
			return { refusal: refusalOf(l) };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'age',
	context: ({ input }) => fresh(input),
	initial: 'playing',
	on: { RESET: { target: '.playing', actions: 'reset' } },
	states: {
		playing: {
			always: { guard: 'over', target: 'over' },
			on: {
				CLAIM: [{ guard: 'canClaim', actions: 'claim' }, { actions: 'refuse' }],
				RALLY: [{ guard: 'canRally', actions: 'rally' }, { actions: 'refuse' }],
				PASS: [{ guard: 'canPass', actions: 'pass' }, { actions: 'refuse' }],
			},
		},
		over: {
			on: { CLAIM: { actions: 'refuse' }, RALLY: { actions: 'refuse' }, PASS: { actions: 'refuse' } },
		},
	},
});
