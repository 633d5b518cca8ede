/**
 * One battle on its own (the Battles widget): 2–4 fighters reveal a card each (REVEAL), add
 * reinforcement tokens to their own card (REINFORCE), then COMPARE; tied players reveal again
 * until one is left or their hands run out. PLAYERS restarts with another number of fighters.
 * Every decision is battle.ts's (and scoring.ts's battle()).
 */
import type { PerSeat, Seat } from '../shared/seats';
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { type BattleState, applyCompare, applyReinforce, applyReveal, canCompare, canReinforce, canReveal, startBattle } from './battle';
import type { Card } from './types';

export interface BattleInput {
	/** every possible fighter, in seat order; the first `count` fight */
	players: Seat[];
	count: number;
	hands: Record<string, Card[]>;
	tokens: PerSeat<number>;
}

export interface BattleContext {
	battle: BattleState;
	count: number;
	refusal: Refusal | null;
	input: BattleInput;
}

export type BattleEvent =
	| { type: 'REVEAL'; picks: Record<string, number> }
	| { type: 'REINFORCE'; player: Seat }
	| { type: 'COMPARE' }
	| { type: 'PLAYERS'; count: number }
	| { type: 'RESET' };

export const MIN_FIGHTERS = 2;
export const MAX_FIGHTERS = 4;

function fresh(input: BattleInput, count: number): BattleContext {
	const n = Math.min(MAX_FIGHTERS, Math.max(MIN_FIGHTERS, Math.min(count, input.players.length)));
	return { battle: startBattle(input.players.slice(0, n), input.hands, input.tokens), count: n, refusal: null, input };
}

const refusalOf = (l: { ok: boolean; refusal?: Refusal }) => (l.ok ? null : (l.refusal ?? null));

export const battleMachine = setup({
	types: {} as { context: BattleContext; events: BattleEvent; input: BattleInput },
	guards: {
		canReveal: ({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return canReveal(context.battle, event.picks).ok;
		},
		canReinforce: ({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return canReinforce(context.battle, event.player).ok;
		},
		canCompare: ({ context }) => canCompare(context.battle).ok,
		ends: ({ context }) => applyCompare(context.battle).result !== null,
	},
	actions: {
		reveal: assign(({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return { battle: applyReveal(context.battle, event.picks), refusal: null };
		}),
		reinforce: assign(({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return { battle: applyReinforce(context.battle, event.player), refusal: null };
		}),
		compare: assign(({ context }) => ({ battle: applyCompare(context.battle), refusal: null })),
		refuseReveal: assign(({ context, event }) => {
			assertEvent(event, 'REVEAL');
			return { refusal: refusalOf(canReveal(context.battle, event.picks)) };
		}),
		refuseReinforce: assign(({ context, event }) => {
			assertEvent(event, 'REINFORCE');
			return { refusal: refusalOf(canReinforce(context.battle, event.player)) };
		}),
		refuseCompare: assign(({ context }) => ({ refusal: refusalOf(canCompare(context.battle)) })),
		restart: assign(({ context, event }) => {
			assertEvent(event, ['PLAYERS', 'RESET']);
			return fresh(context.input, event.type === 'PLAYERS' ? event.count : context.count);
		}),
	},
}).createMachine({
	id: 'battle',
	context: ({ input }) => fresh(input, input.count),
	initial: 'picking',
	on: {
		PLAYERS: { target: '.picking', actions: 'restart' },
		RESET: { target: '.picking', actions: 'restart' },
	},
	states: {
		picking: {
			on: {
				REVEAL: [{ guard: 'canReveal', target: 'revealed', actions: 'reveal' }, { actions: 'refuseReveal' }],
				REINFORCE: { actions: 'refuseReinforce' },
				COMPARE: { actions: 'refuseCompare' },
			},
		},
		revealed: {
			on: {
				REINFORCE: [{ guard: 'canReinforce', actions: 'reinforce' }, { actions: 'refuseReinforce' }],
				COMPARE: [
					{ guard: 'ends', target: 'over', actions: 'compare' },
					{ actions: 'compare', target: 'picking' },
				],
				REVEAL: { actions: 'refuseReveal' },
			},
		},
		over: {
			on: {
				REVEAL: { actions: 'refuseReveal' },
				REINFORCE: { actions: 'refuseReinforce' },
				COMPARE: { actions: 'refuseCompare' },
			},
		},
	},
});
