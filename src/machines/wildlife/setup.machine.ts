/**
 * The setup walkthrough as a state machine: it only orders the steps and asks the rules
 * (setup.ts) whether a seeding placement is legal. No rule is decided here.
 */
import { assign, setup } from 'xstate';
import type { Refusal } from '../shared/types';
import { validateChart } from './charts';
import { applySeed, canApplySeed, createSetup, type SetupState } from './setup';
import type { Chart, PlayerId } from './types';

export const SETUP_STAGES = ['board', 'charts', 'reserve', 'startPlayer', 'food', 'supply', 'hand', 'seeding', 'ready'] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];

export type SetupEvent =
	| { type: 'NEXT' }
	| { type: 'SEED'; cell: string }
	| { type: 'SET_CHART'; player: PlayerId; chart: unknown }
	| { type: 'RESET' };

export interface SetupInput {
	players: number;
	charts: readonly Chart[];
}

export interface SetupContext {
	input: SetupInput;
	game: SetupState;
	/** Why the last event was refused (cleared by the next accepted one). */
	refusal: Refusal | null;
	/** The cell of the last accepted placement, to highlight it. */
	lastCell: string | null;
}

function fresh(input: SetupInput): SetupContext {
	return { input, game: createSetup(input.players, input.charts), refusal: null, lastCell: null };
}

const CHART_REFUSAL: Refusal = { key: 'chart.invalid', rule: { page: 'setup', anchor: 'charts' } };
const LOCKED_REFUSAL: Refusal = { key: 'chart.locked', rule: { page: 'setup', anchor: 'charts' } };

export const setupMachine = setup({
	types: {} as { context: SetupContext; events: SetupEvent; input: SetupInput },
	guards: {
		seedIsLegal: ({ context, event }) => event.type === 'SEED' && canApplySeed(context.game, event.cell).ok,
		seedingDone: ({ context }) => context.game.done,
		chartIsValid: ({ context, event }) =>
			event.type === 'SET_CHART' && context.game.placed === 0 && validateChart(event.chart) !== null && event.player in context.game.charts,
	},
	actions: {
		seed: assign(({ context, event }) => {
			if (event.type !== 'SEED') return {};
			return { game: applySeed(context.game, event.cell), refusal: null, lastCell: event.cell };
		}),
		refuseSeed: assign(({ context, event }) => {
			if (event.type !== 'SEED') return {};
			const legality = canApplySeed(context.game, event.cell);
			return { refusal: legality.ok ? null : legality.refusal };
		}),
		setChart: assign(({ context, event }) => {
			if (event.type !== 'SET_CHART') return {};
			const chart = validateChart(event.chart)!;
			return {
				game: { ...context.game, charts: { ...context.game.charts, [event.player]: chart } },
				refusal: null,
			};
		}),
		refuseChart: assign(({ context }) => ({ refusal: context.game.placed > 0 ? LOCKED_REFUSAL : CHART_REFUSAL })),
		clearRefusal: assign({ refusal: null }),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'wildlifeSetup',
	context: ({ input }) => fresh(input),
	on: {
		RESET: { target: '.board', actions: 'reset' },
		SET_CHART: [{ guard: 'chartIsValid', actions: 'setChart' }, { actions: 'refuseChart' }],
	},
	initial: 'board',
	states: {
		board: { on: { NEXT: { target: 'charts', actions: 'clearRefusal' } } },
		charts: { on: { NEXT: { target: 'reserve', actions: 'clearRefusal' } } },
		reserve: { on: { NEXT: { target: 'startPlayer', actions: 'clearRefusal' } } },
		startPlayer: { on: { NEXT: { target: 'food', actions: 'clearRefusal' } } },
		food: { on: { NEXT: { target: 'supply', actions: 'clearRefusal' } } },
		supply: { on: { NEXT: { target: 'hand', actions: 'clearRefusal' } } },
		hand: { on: { NEXT: { target: 'seeding', actions: 'clearRefusal' } } },
		seeding: {
			always: { guard: 'seedingDone', target: 'ready' },
			on: {
				SEED: [{ guard: 'seedIsLegal', actions: 'seed' }, { actions: 'refuseSeed' }],
			},
		},
		ready: { type: 'final' },
	},
});
