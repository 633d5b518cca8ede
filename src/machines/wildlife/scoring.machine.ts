/**
 * Two scoring machines, both thin: every point comes from the rules in scoring.ts.
 *
 * - bigScoringMachine: walks one big scoring in the rulebook's order (areas terrain by terrain,
 *   small then large, then herds), one NEXT per line, keeping the lines scored so far.
 * - tieExplorerMachine: an editable area / herd list / 4-2 category; edits are validated here
 *   (numbers, no more pieces than spaces) and the points are read from scoreArea / scoreHerds / scoreMost.
 *
 * The `explain*` helpers only say WHO stands WHERE (competition ranking: rank = 1 + entries strictly
 * ahead, a group tied with another player takes the next rank) so the widget can write a sentence;
 * the points they carry are taken from the rules' own functions (tests check both agree).
 */
import { assign, setup } from 'xstate';
import type { Refusal, RuleRef } from '../shared/types';
import {
	AREA_POINTS,
	BIG_SCORING_TERRAIN_ORDER,
	HERD_POINTS,
	MOST_POINTS,
	areaCounts,
	findHerds,
	scoreArea,
	scoreHerds,
	scoreMost,
} from './scoring';
import type { Area, Board, Occupancy, PlayerId, Terrain } from './types';

export const RULE_AREAS: RuleRef = { page: 'scoring', anchor: 'areas' };
export const RULE_HERDS: RuleRef = { page: 'scoring', anchor: 'herds' };
export const RULE_MOST: RuleRef = { page: 'scoring', anchor: 'adaptations' };
export const RULE_TIES: RuleRef = { page: 'scoring', anchor: 'ties' };
export const RULE_BIG_ORDER: RuleRef = { page: 'scoring', anchor: 'big-scoring-order' };

// ---------------------------------------------------------------------------
// Big scoring walk

export interface BigScoringInput {
	board: Board;
	occ: Occupancy;
	/** in table order; their position gives the letter */
	players: readonly PlayerId[];
}

export type BigLine =
	| {
			kind: 'area';
			areaId: string;
			terrain: Terrain;
			size: Area['size'];
			spaces: number;
			counts: Record<PlayerId, number>;
			points: Record<PlayerId, number>;
	  }
	| { kind: 'herds'; herds: Record<PlayerId, number[]>; points: Record<PlayerId, number> };

export interface BigScoringContext {
	input: BigScoringInput;
	/** lines scored so far, in order */
	lines: BigLine[];
	totals: Record<PlayerId, number>;
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

function zero(players: readonly PlayerId[]): Record<PlayerId, number> {
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
			return addLine(context, { kind: 'area', areaId: area.id, terrain: area.terrain, size: area.size, spaces: area.cells.length, counts, points });
		}),
		scoreHerds: assign(({ context }) => {
			const { board, occ, players } = context.input;
			const herds = findHerds(board, occ, players);
			const points = { ...zero(players), ...scoreHerds(herds) };
			return addLine(context, { kind: 'herds', herds, points });
		}),
		clearRefusal: assign({ refusal: null }),
		refuseFinished: assign({ refusal: FINISHED }),
		reset: assign(({ context }) => freshBig(context.input)),
	},
}).createMachine({
	id: 'wildlifeBigScoring',
	context: ({ input }) => freshBig(input),
	on: { RESET: { target: '.ready', actions: 'reset' } },
	initial: 'ready',
	states: {
		ready: { on: { NEXT: { target: 'areas', actions: 'scoreNextArea' } } },
		areas: {
			on: {
				NEXT: [{ guard: 'areasLeft', actions: 'scoreNextArea' }, { target: 'herds', actions: 'scoreHerds' }],
			},
		},
		herds: { on: { NEXT: { target: 'total', actions: 'clearRefusal' } } },
		total: { on: { NEXT: { actions: 'refuseFinished' } } },
	},
});

// ---------------------------------------------------------------------------
// Explanations (ranks only; points from the rules)

export interface RankEntry {
	player: PlayerId;
	value: number;
	/** 1 + entries strictly ahead */
	rank: number;
	/** other players with the same value (empty when not tied) */
	tiedWith: PlayerId[];
	/** the rank whose points this entry takes (rank, or rank + 1 when tied) */
	paidRank: number;
	points: number;
}

export type AreaExplanation =
	| { kind: 'empty' }
	| { kind: 'monopoly'; full: boolean; player: PlayerId; value: number; points: number }
	| { kind: 'ranked'; entries: RankEntry[] };

function ranked(values: Record<PlayerId, number>, points: Record<PlayerId, number>): RankEntry[] {
	const present = Object.entries(values).filter(([, v]) => v > 0);
	return present
		.map(([player, value]) => {
			const rank = 1 + present.filter(([, w]) => w > value).length;
			const tiedWith = present.filter(([q, w]) => w === value && q !== player).map(([q]) => q);
			return { player, value, rank, tiedWith, paidRank: rank + (tiedWith.length ? 1 : 0), points: points[player] ?? 0 };
		})
		.sort((a, b) => b.value - a.value);
}

export function explainArea(area: { spaces: number; counts: Record<PlayerId, number> }): AreaExplanation {
	const points = scoreArea(area);
	const present = Object.entries(area.counts).filter(([, n]) => n > 0);
	if (present.length === 0) return { kind: 'empty' };
	if (present.length === 1) {
		const [player, value] = present[0]!;
		return { kind: 'monopoly', full: value >= area.spaces, player, value, points: points[player] ?? 0 };
	}
	return { kind: 'ranked', entries: ranked(area.counts, points) };
}

export function explainMost(values: Record<PlayerId, number>): RankEntry[] {
	return ranked(values, scoreMost(values));
}

export interface HerdEntry {
	player: PlayerId;
	size: number;
	rank: number;
	/** other players owning a herd of this size */
	tiedWith: PlayerId[];
	/** how many herds of this size the same player owns (they do not tie with each other) */
	ownSame: number;
	paidRank: number;
	points: number;
}

/** Every herd, largest first, with its place. Per-herd points read the rules' herd table. */
export function explainHerds(herds: Record<PlayerId, number[]>): HerdEntry[] {
	const all = Object.entries(herds).flatMap(([player, sizes]) => sizes.filter((s) => s > 0).map((size) => ({ player, size })));
	return all
		.map(({ player, size }) => {
			const rank = 1 + all.filter((o) => o.size > size).length;
			const tiedWith = [...new Set(all.filter((o) => o.size === size && o.player !== player).map((o) => o.player))];
			const ownSame = all.filter((o) => o.size === size && o.player === player).length;
			const paidRank = rank + (tiedWith.length ? 1 : 0);
			return { player, size, rank, tiedWith, ownSame, paidRank, points: HERD_POINTS[paidRank - 1] ?? 0 };
		})
		.sort((a, b) => b.size - a.size || a.player.localeCompare(b.player));
}

/** The point tables, for the widget's legends. */
export const POINT_TABLES = { area: AREA_POINTS, herds: HERD_POINTS, most: MOST_POINTS } as const;

// ---------------------------------------------------------------------------
// Tie explorer

export const TIE_PLAYERS = ['A', 'B', 'C', 'D'] as const;
export const MAX_SPACES = 20;
export const MAX_HERD = 99;
export const MAX_HERDS_PER_PLAYER = 8;
export const MAX_MOST = 99;

export interface TieState {
	spaces: number;
	counts: Record<PlayerId, number>;
	herds: Record<PlayerId, number[]>;
	most: Record<PlayerId, number>;
}

export interface TieContext extends TieState {
	preset: string | null;
	refusal: Refusal | null;
	/** what the last accepted event changed: 'area' | 'herds' | 'most' | 'preset' | null */
	changed: 'area' | 'herds' | 'most' | 'preset' | null;
}

export type TieEvent =
	| { type: 'SET_SPACES'; value: unknown }
	| { type: 'SET_COUNT'; player: PlayerId; value: unknown }
	| { type: 'SET_HERDS'; player: PlayerId; value: unknown }
	| { type: 'SET_MOST'; player: PlayerId; value: unknown }
	| { type: 'PRESET'; id: string }
	| { type: 'RESET' };

export interface TiePreset {
	id: string;
	focus: 'area' | 'herds' | 'most';
	state: TieState;
}

/** A whole number from 0 to max, from a number or a string of digits; null otherwise. */
export function parseCount(value: unknown, max: number): number | null {
	const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) return null;
	return n;
}

/** Herd sizes from "6, 6" (commas or spaces; empty = no herd); null when malformed. */
export function parseHerds(value: unknown): number[] | null {
	if (Array.isArray(value)) return parseHerds(value.join(','));
	if (typeof value !== 'string') return null;
	const parts = value
		.split(/[\s,;]+/)
		.map((s) => s.trim())
		.filter((s) => s !== '');
	if (parts.length > MAX_HERDS_PER_PLAYER) return null;
	const out: number[] = [];
	for (const s of parts) {
		const n = parseCount(s, MAX_HERD);
		if (n === null || n === 0) return null;
		out.push(n);
	}
	return out.sort((a, b) => b - a);
}

function sum(rec: Record<string, number>): number {
	return Object.values(rec).reduce((a, b) => a + b, 0);
}

/** The checks behind every edit; null when the edit is acceptable. */
export function checkTieEvent(ctx: TieState, event: TieEvent, presets: readonly TiePreset[]): Refusal | null {
	switch (event.type) {
		case 'SET_SPACES': {
			const n = parseCount(event.value, MAX_SPACES);
			if (n === null || n === 0) return { key: 'ties.badSpaces', params: { value: String(event.value), max: MAX_SPACES }, rule: RULE_AREAS };
			if (sum(ctx.counts) > n) return { key: 'ties.tooManyPieces', params: { pieces: sum(ctx.counts), spaces: n }, rule: RULE_AREAS };
			return null;
		}
		case 'SET_COUNT': {
			if (!(event.player in ctx.counts)) return { key: 'ties.noSuchPlayer', params: { player: event.player }, rule: RULE_AREAS };
			const n = parseCount(event.value, MAX_SPACES);
			if (n === null) return { key: 'ties.badCount', params: { value: String(event.value) }, rule: RULE_AREAS };
			const total = sum(ctx.counts) - (ctx.counts[event.player] ?? 0) + n;
			if (total > ctx.spaces) return { key: 'ties.tooManyPieces', params: { pieces: total, spaces: ctx.spaces }, rule: RULE_AREAS };
			return null;
		}
		case 'SET_HERDS': {
			if (!(event.player in ctx.herds)) return { key: 'ties.noSuchPlayer', params: { player: event.player }, rule: RULE_HERDS };
			if (parseHerds(event.value) === null)
				return { key: 'ties.badHerds', params: { value: String(event.value), max: MAX_HERDS_PER_PLAYER }, rule: RULE_HERDS };
			return null;
		}
		case 'SET_MOST': {
			if (!(event.player in ctx.most)) return { key: 'ties.noSuchPlayer', params: { player: event.player }, rule: RULE_MOST };
			if (parseCount(event.value, MAX_MOST) === null) return { key: 'ties.badMost', params: { value: String(event.value), max: MAX_MOST }, rule: RULE_MOST };
			return null;
		}
		case 'PRESET':
			return presets.some((p) => p.id === event.id) ? null : { key: 'ties.noSuchPreset', params: { id: event.id }, rule: RULE_TIES };
		default:
			return null;
	}
}

export interface TieInput {
	presets: readonly TiePreset[];
	/** preset shown first */
	start: string;
}

function fromPreset(input: TieInput, id: string): TieContext {
	const preset = input.presets.find((p) => p.id === id) ?? input.presets[0]!;
	const s = preset.state;
	return {
		spaces: s.spaces,
		counts: { ...s.counts },
		herds: Object.fromEntries(Object.entries(s.herds).map(([p, h]) => [p, [...h]])),
		most: { ...s.most },
		preset: preset.id,
		refusal: null,
		changed: null,
	};
}

export const tieExplorerMachine = setup({
	types: {} as { context: TieContext & { input: TieInput }; events: TieEvent; input: TieInput },
	guards: {
		acceptable: ({ context, event }) => checkTieEvent(context, event, context.input.presets) === null,
	},
	actions: {
		apply: assign(({ context, event }) => {
			switch (event.type) {
				case 'SET_SPACES':
					return { spaces: parseCount(event.value, MAX_SPACES)!, preset: null, refusal: null, changed: 'area' as const };
				case 'SET_COUNT':
					return { counts: { ...context.counts, [event.player]: parseCount(event.value, MAX_SPACES)! }, preset: null, refusal: null, changed: 'area' as const };
				case 'SET_HERDS':
					return { herds: { ...context.herds, [event.player]: parseHerds(event.value)! }, preset: null, refusal: null, changed: 'herds' as const };
				case 'SET_MOST':
					return { most: { ...context.most, [event.player]: parseCount(event.value, MAX_MOST)! }, preset: null, refusal: null, changed: 'most' as const };
				case 'PRESET':
					return { ...fromPreset(context.input, event.id), changed: 'preset' as const };
				default:
					return {};
			}
		}),
		refuse: assign(({ context, event }) => ({ refusal: checkTieEvent(context, event, context.input.presets) })),
		reset: assign(({ context }) => fromPreset(context.input, context.input.start)),
	},
}).createMachine({
	id: 'wildlifeTies',
	context: ({ input }) => ({ ...fromPreset(input, input.start), input }),
	initial: 'editing',
	states: {
		editing: {
			on: {
				SET_SPACES: [{ guard: 'acceptable', actions: 'apply' }, { actions: 'refuse' }],
				SET_COUNT: [{ guard: 'acceptable', actions: 'apply' }, { actions: 'refuse' }],
				SET_HERDS: [{ guard: 'acceptable', actions: 'apply' }, { actions: 'refuse' }],
				SET_MOST: [{ guard: 'acceptable', actions: 'apply' }, { actions: 'refuse' }],
				PRESET: [{ guard: 'acceptable', actions: 'apply' }, { actions: 'refuse' }],
				RESET: { actions: 'reset' },
			},
		},
	},
});

/** Points of the current tie-explorer state, straight from the rules. */
export function tiePoints(s: TieState) {
	return {
		area: scoreArea({ spaces: s.spaces, counts: s.counts }),
		herds: scoreHerds(s.herds),
		most: scoreMost(s.most),
	};
}
