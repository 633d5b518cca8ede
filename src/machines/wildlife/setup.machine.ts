/**
 * The setup walkthrough as a state machine: it only orders the steps and asks the rules
 * (setup.ts) whether a seeding placement is legal. No rule is decided here.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { areaOf, pieceCount } from './board';
import { validateChart } from './charts';
import { applySeed, createSetup, currentSeeder, piecesPerPlayer, SEED_LIMIT, seedsLeft, seedsPerPlayer, type SetupState } from './setup';
import type { Chart, Level } from './types';
import type { PerSeat, Seat } from '../shared/seats';

export { SETUP_STAGES, stageReached } from './setup';

export type SetupEvent =
	| { type: 'NEXT' }
	/** try-it: straight to the seeding, the preparation done */
	| { type: 'SKIP_TO_SEEDING' }
	| { type: 'SEED'; cell: string }
	| { type: 'SET_CHART'; player: Seat; chart: unknown }
	| { type: 'RESET' };

export interface SetupInput {
	players: number;
	charts: readonly Chart[];
}

/** The last accepted placement, as the rules see it: where, whose, the area's count and limit. */
export interface SeedPlacement {
	cell: string;
	player: Seat;
	area: string;
	/** pieces in that area now, and the seeding limit of its size */
	count: number;
	limit: number;
	/** the player's chart level in that terrain */
	level: Level;
}

export interface SetupContext {
	input: SetupInput;
	game: SetupState;
	/** who seeds next (null when seeding is over) and the seeding pieces each player still has to place */
	seeder: Seat | null;
	left: PerSeat<number>;
	/** pieces per player and seeding pieces per player for this player count */
	pieces: number;
	seeds: number;
	/** Why the last event was refused (cleared by the next accepted one). */
	refusal: Refusal | null;
	/** The last accepted placement, to highlight and describe it. */
	lastSeed: SeedPlacement | null;
}

function withGame(game: SetupState): Pick<SetupContext, 'game' | 'seeder' | 'left'> {
	return { game, seeder: currentSeeder(game) ?? null, left: seedsLeft(game) };
}

function fresh(input: SetupInput): SetupContext {
	return {
		input,
		...withGame(createSetup(input.players, input.charts)),
		pieces: piecesPerPlayer(input.players),
		seeds: seedsPerPlayer(input.players),
		refusal: null,
		lastSeed: null,
	};
}

const CHART_REFUSAL: Refusal = { key: 'chart.invalid', rule: { page: 'setup', anchor: 'charts' } };
const LOCKED_REFUSAL: Refusal = { key: 'chart.locked', rule: { page: 'setup', anchor: 'charts' } };

export const setupMachine = setup({
	types: {} as { context: SetupContext; events: SetupEvent; input: SetupInput },
	guards: {
		seedingDone: ({ context }) => context.game.done,
	},
	actions: {
		/** One placement, asked once to the rules: placed, or refused with the reason. */
		seed: assign(({ context, event }) => {
			assertEvent(event, 'SEED');
			const next = applySeed(context.game, event.cell);
			if (next.refusal) return { refusal: next.refusal.refusal };
			const player = next.occ[event.cell]!;
			const area = areaOf(event.cell, next.board)!;
			const terrain = next.board.cells.find((c) => c.id === event.cell)!.terrain;
			const lastSeed: SeedPlacement = {
				cell: event.cell,
				player,
				area: area.id,
				count: pieceCount(area, next.occ),
				limit: SEED_LIMIT[area.size],
				level: next.charts[player]![terrain],
			};
			return { ...withGame(next), refusal: null, lastSeed };
		}),
		/** A chart typed in try-it mode: checked once (locked after the first placement). */
		setChart: assign(({ context, event }) => {
			assertEvent(event, 'SET_CHART');
			if (context.game.placed > 0) return { refusal: LOCKED_REFUSAL };
			const chart = validateChart(event.chart);
			if (!chart || !(event.player in context.game.charts)) return { refusal: CHART_REFUSAL };
			return { ...withGame({ ...context.game, charts: { ...context.game.charts, [event.player]: chart } }), refusal: null };
		}),
		clearRefusal: assign({ refusal: null }),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'setup',
	context: ({ input }) => fresh(input),
	on: {
		RESET: { target: '.board', actions: 'reset' },
		SET_CHART: { actions: 'setChart' },
	},
	initial: 'board',
	states: {
		board: { on: { NEXT: { target: 'charts', actions: 'clearRefusal' }, SKIP_TO_SEEDING: { target: 'seeding', actions: 'clearRefusal' } } },
		charts: { on: { NEXT: { target: 'reserve', actions: 'clearRefusal' } } },
		reserve: { on: { NEXT: { target: 'startPlayer', actions: 'clearRefusal' } } },
		startPlayer: { on: { NEXT: { target: 'food', actions: 'clearRefusal' } } },
		food: { on: { NEXT: { target: 'supply', actions: 'clearRefusal' } } },
		supply: { on: { NEXT: { target: 'hand', actions: 'clearRefusal' } } },
		hand: { on: { NEXT: { target: 'seeding', actions: 'clearRefusal' } } },
		seeding: {
			always: { guard: 'seedingDone', target: 'ready' },
			on: {
				SEED: { actions: 'seed' },
			},
		},
		ready: { type: 'final' },
	},
});
