/**
 * The big-scoring walk as a state machine: one big scoring in the rulebook's order (areas terrain by
 * terrain, small then large, then the herds), one NEXT per line, keeping the lines scored so far.
 * Every point and every rank comes from the rules (scoring.ts, ties.ts). No prose.
 */
import { assign, setup } from 'xstate';
import type { RuleRef } from '../shared/types';
import type { Refusal } from './keys';
import { BIG_SCORING_TERRAIN_ORDER, areaCounts, findHerds, scoreArea, scoreHerds } from './scoring';
import { explainArea, explainHerds, type AreaExplanation, type HerdEntry } from './ties';
import type { Area, Board, Occupancy, Terrain } from './types';
import type { PerSeat, Seat } from '../shared/seats';

export const RULE_BIG_ORDER: RuleRef = { page: 'scoring', anchor: 'big-scoring-order' };

export interface BigScoringInput {
	board: Board;
	occ: Occupancy;
	/** in table order; their position gives the letter */
	players: readonly Seat[];
}

export type BigLine =
	| {
			kind: 'area';
			areaId: string;
			terrain: Terrain;
			size: Area['size'];
			spaces: number;
			counts: PerSeat<number>;
			points: PerSeat<number>;
			/** who stands where in the area, ties included (from the rules) */
			why: AreaExplanation;
	  }
	| { kind: 'herds'; herds: PerSeat<number[]>; points: PerSeat<number>; why: HerdEntry[] };

export interface BigScoringContext {
	input: BigScoringInput;
	/** lines scored so far, in order */
	lines: BigLine[];
	totals: PerSeat<number>;
	refusal: Refusal | null;
}

export type BigScoringEvent = { type: 'NEXT' } | { type: 'RESET' };

/** The areas of a board in big-scoring order (terrain order of the rulebook; small, then large). */
export function areasInScoringOrder(board: Board): Area[] {
	const out: Area[] = [];
	for (const terrain of BIG_SCORING_TERRAIN_ORDER)
		for (const size of ['small', 'large'] as const) out.push(...board.areas.filter((a) => a.terrain === terrain && a.size === size));
	return out;
}

function zero(players: readonly Seat[]): PerSeat<number> {
	return Object.fromEntries(players.map((p) => [p, 0]));
}

function addLine(ctx: BigScoringContext, line: BigLine): Partial<BigScoringContext> {
	const totals = { ...ctx.totals };
	for (const p of ctx.input.players) totals[p] = (totals[p] ?? 0) + (line.points[p] ?? 0);
	return { lines: [...ctx.lines, line], totals, refusal: null };
}

function freshBig(input: BigScoringInput): BigScoringContext {
	return { input, lines: [], totals: zero(input.players), refusal: null };
}

const FINISHED: Refusal = { key: 'big.finished', rule: RULE_BIG_ORDER };

export const bigScoringMachine = setup({
	types: {} as { context: BigScoringContext; events: BigScoringEvent; input: BigScoringInput },
	guards: {
		areasLeft: ({ context }) => context.lines.length < areasInScoringOrder(context.input.board).length,
	},
	actions: {
		scoreNextArea: assign(({ context }) => {
			const { board, occ, players } = context.input;
			const area = areasInScoringOrder(board)[context.lines.length]!;
			const counts = areaCounts(area, occ, players);
			const points = { ...zero(players), ...scoreArea({ spaces: area.cells.length, counts }) };
			const spaces = area.cells.length;
			return addLine(context, {
				kind: 'area',
				areaId: area.id,
				terrain: area.terrain,
				size: area.size,
				spaces,
				counts,
				points,
				why: explainArea({ spaces, counts }),
			});
		}),
		scoreHerds: assign(({ context }) => {
			const { board, occ, players } = context.input;
			const herds = findHerds(board, occ, players);
			const points = { ...zero(players), ...scoreHerds(herds) };
			return addLine(context, { kind: 'herds', herds, points, why: explainHerds(herds) });
		}),
		clearRefusal: assign({ refusal: null }),
		refuseFinished: assign({ refusal: FINISHED }),
		reset: assign(({ context }) => freshBig(context.input)),
	},
}).createMachine({
	id: 'bigScoring',
	context: ({ input }) => freshBig(input),
	on: { RESET: { target: '.ready', actions: 'reset' } },
	initial: 'ready',
	states: {
		ready: { on: { NEXT: { target: 'areas', actions: 'scoreNextArea' } } },
		areas: {
			on: {
				NEXT: [
					{ guard: 'areasLeft', actions: 'scoreNextArea' },
					{ target: 'herds', actions: 'scoreHerds' },
				],
			},
		},
		herds: { on: { NEXT: { target: 'total', actions: 'clearRefusal' } } },
		total: { on: { NEXT: { actions: 'refuseFinished' } } },
	},
});
