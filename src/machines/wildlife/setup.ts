/**
 * Setting up: piece counts, food, hand, score-marker start spaces, and the seeding phase.
 */
import { clockwiseFrom, seats, type PerSeat, type Seat } from '../shared/seats';
import { LEGAL, refuse, type RuleRef } from '../shared/types';
import type { Legality } from './keys';
import { areaOf, cellById, pieceCount, TEACHING_BOARD } from './board';
import type { Board, Chart, Occupancy } from './types';
import { checkCount, piecesPerPlayer, seedsPerPlayer } from './counts';

// The counts live in counts.ts (a module of their own, so the score sheet loads no seeding rule).
export { PLAYER_COUNTS, type PlayerCount, piecesPerPlayer, seedsPerPlayer } from './counts';

export const START_FOOD = 8;
export const HAND_SIZE = 10;
/** Seeding caps during the initial placement (all players together). */
export const SEED_LIMIT = { small: 2, large: 4 } as const;

export const RULE_SEEDING: RuleRef = { page: 'setup', anchor: 'seeding' };
export const RULE_SEEDING_LIMITS: RuleRef = { page: 'setup', anchor: 'seeding-limits' };

/** Score-marker start spaces: the start player on 1, the next clockwise on 2, … */
export function scoreStartSpaces(players: readonly Seat[], start: Seat | number = 0): PerSeat<number> {
	const out: PerSeat<number> = {};
	clockwiseFrom(players, start).forEach((p, i) => (out[p] = i + 1));
	return out;
}

/**
 * Who seeds each piece, in order: one piece each, clockwise from the start player, round after round.
 * `perPlayer` defaults to seedsPerPlayer(players.length).
 */
export function seedingOrder(players: readonly Seat[], start: Seat | number = 0, perPlayer: number = seedsPerPlayer(players.length)): Seat[] {
	const ring = clockwiseFrom(players, start);
	const out: Seat[] = [];
	for (let r = 0; r < perPlayer; r++) out.push(...ring);
	return out;
}

/**
 * May `player` (with `chart`) seed a piece on `cellId`?
 * Refusals (rule setup#seeding-limits): seed.noSuchCell {cell}, seed.spaceTaken {cell},
 * seed.noAction {terrain}, seed.smallAreaLimit {area, limit}, seed.largeAreaLimit {area, limit}.
 */
export function canSeed(board: Board, occ: Occupancy, _player: Seat, chart: Chart, cellId: string): Legality {
	const cell = cellById(cellId, board);
	if (!cell) return refuse('seed.noSuchCell', RULE_SEEDING_LIMITS, { cell: cellId });
	if (occ[cellId] !== undefined) return refuse('seed.spaceTaken', RULE_SEEDING_LIMITS, { cell: cellId });
	if (chart[cell.terrain] === 0) return refuse('seed.noAction', RULE_SEEDING_LIMITS, { terrain: cell.terrain });
	const area = areaOf(cellId, board)!;
	const limit = SEED_LIMIT[area.size];
	if (pieceCount(area, occ) >= limit) {
		return refuse(area.size === 'small' ? 'seed.smallAreaLimit' : 'seed.largeAreaLimit', RULE_SEEDING_LIMITS, {
			area: area.id,
			limit,
		});
	}
	return LEGAL;
}

/** Cells where a seed would be legal now. */
export function legalSeedCells(board: Board, occ: Occupancy, player: Seat, chart: Chart): string[] {
	return board.cells.filter((c) => canSeed(board, occ, player, chart, c.id).ok).map((c) => c.id);
}

/** Place a seeding piece; returns the new occupancy (input untouched). Throws if illegal: check canSeed first. */
export function seed(board: Board, occ: Occupancy, player: Seat, chart: Chart, cellId: string): Occupancy {
	const l = canSeed(board, occ, player, chart, cellId);
	if (!l.ok) throw new Error(l.refusal.key);
	return { ...occ, [cellId]: player };
}

// ---------------------------------------------------------------------------
// Setup state: pure steps for a seeding widget.

export interface SetupState {
	board: Board;
	/** clockwise order; players[0] is the start player */
	players: Seat[];
	charts: PerSeat<Chart>;
	occ: Occupancy;
	/** full seeding order (who places each piece) */
	order: Seat[];
	/** how many pieces have been seeded */
	placed: number;
	/** pieces left in each player's reserve (piecesPerPlayer minus seeded) */
	reserve: PerSeat<number>;
	score: PerSeat<number>;
	food: PerSeat<number>;
	done: boolean;
	/** the last refusal, if the last applySeed was refused */
	refusal?: Legality & { ok: false };
}

/**
 * Start a setup for n players (the seats 'A' … clockwise, A starting: see shared/seats.ts) with
 * one chart each (charts[i] for player i), or for explicit player ids.
 */
export function createSetup(n: number, charts: readonly Chart[], options: { board?: Board; players?: readonly Seat[] } = {}): SetupState {
	checkCount(n);
	const players: Seat[] = [...(options.players ?? seats(n))];
	if (players.length !== n || charts.length !== n) throw new RangeError('need one id and one chart per player');
	const chartRec: PerSeat<Chart> = {};
	const reserve: PerSeat<number> = {};
	const food: PerSeat<number> = {};
	players.forEach((p, i) => {
		chartRec[p] = charts[i]!;
		reserve[p] = piecesPerPlayer(n);
		food[p] = START_FOOD;
	});
	return {
		board: options.board ?? TEACHING_BOARD,
		players,
		charts: chartRec,
		occ: {},
		order: seedingOrder(players, 0),
		placed: 0,
		reserve,
		score: scoreStartSpaces(players, 0),
		food,
		done: false,
	};
}

/** Whose piece is seeded next (undefined when done). */
export function currentSeeder(state: SetupState): Seat | undefined {
	return state.done ? undefined : state.order[state.placed];
}

/** Seeding pieces still to place, per player. */
export function seedsLeft(state: SetupState): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of state.players) out[p] = 0;
	for (const p of state.order.slice(state.placed)) out[p] = (out[p] ?? 0) + 1;
	return out;
}

export function canApplySeed(state: SetupState, cellId: string): Legality {
	const p = currentSeeder(state);
	if (p === undefined) return refuse('seed.done', RULE_SEEDING);
	return canSeed(state.board, state.occ, p, state.charts[p]!, cellId);
}

/** The current seeder seeds on cellId. Illegal → same state with `refusal` set. */
export function applySeed(state: SetupState, cellId: string): SetupState {
	const legality = canApplySeed(state, cellId);
	if (!legality.ok) return { ...state, refusal: legality };
	const p = currentSeeder(state)!;
	const placed = state.placed + 1;
	const { refusal: _drop, ...rest } = state;
	return {
		...rest,
		occ: { ...state.occ, [cellId]: p },
		placed,
		reserve: { ...state.reserve, [p]: state.reserve[p]! - 1 },
		done: placed >= state.order.length,
	};
}

/** The steps of a setup, in the rulebook's order; the widget reveals each fact at the step that deals it. */
export const SETUP_STAGES = ['board', 'charts', 'reserve', 'startPlayer', 'food', 'supply', 'hand', 'seeding', 'ready'] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];

/** True once the setup has reached `stage` (the snapshot's value is the current stage). */
export function stageReached(current: unknown, stage: SetupStage): boolean {
	return SETUP_STAGES.indexOf(current as SetupStage) >= SETUP_STAGES.indexOf(stage);
}
