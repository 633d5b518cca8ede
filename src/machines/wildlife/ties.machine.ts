/**
 * The tie explorer as a state machine: an editable area, herd list and 4/2 category. Each edit is
 * checked once (numbers, no more pieces than spaces); the points and the ranks of every position
 * come from the rules (scoring.ts through ties.ts: explainTies) and are kept in the snapshot.
 */
import type { Seat } from '../shared/seats';
import { assertEvent, assign, setup } from 'xstate';
import type { RuleRef } from '../shared/types';
import type { Refusal, TiePresetId } from './keys';
import { explainTies, type TieOutcome, type TieState } from './ties';

export const RULE_AREAS: RuleRef = { page: 'scoring', anchor: 'areas' };
export const RULE_HERDS: RuleRef = { page: 'scoring', anchor: 'herds' };
export const RULE_MOST: RuleRef = { page: 'scoring', anchor: 'adaptations' };
export const RULE_TIES: RuleRef = { page: 'scoring', anchor: 'ties' };

export type { TieState };
export const MAX_SPACES = 20;
export const MAX_HERD = 99;
export const MAX_HERDS_PER_PLAYER = 8;
export const MAX_MOST = 99;

export interface TieContext extends TieState {
	/** points, ranks and ties of this position, from the rules */
	outcome: TieOutcome;
	preset: string | null;
	refusal: Refusal | null;
	/** what the last accepted event changed: 'area' | 'herds' | 'most' | 'preset' | null */
	changed: 'area' | 'herds' | 'most' | 'preset' | null;
}

export type TieEvent =
	| { type: 'SET_SPACES'; value: unknown }
	| { type: 'SET_COUNT'; player: Seat; value: unknown }
	| { type: 'SET_HERDS'; player: Seat; value: unknown }
	| { type: 'SET_MOST'; player: Seat; value: unknown }
	| { type: 'PRESET'; id: string }
	| { type: 'RESET' };

export interface TiePreset {
	id: TiePresetId;
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

function withOutcome(state: TieState): TieState & { outcome: TieOutcome } {
	return { ...state, outcome: explainTies(state) };
}

function fromPreset(input: TieInput, id: string): TieContext {
	const preset = input.presets.find((p) => p.id === id) ?? input.presets[0]!;
	const s = preset.state;
	return {
		...withOutcome({
			spaces: s.spaces,
			counts: { ...s.counts },
			herds: Object.fromEntries(Object.entries(s.herds).map(([p, h]) => [p, [...h]])),
			most: { ...s.most },
		}),
		preset: preset.id,
		refusal: null,
		changed: null,
	};
}

/** The edit once checked: the new position (with its outcome from the rules), or the refusal. */
function edit(context: TieContext & { input: TieInput }, event: Exclude<TieEvent, { type: 'RESET' }>): Partial<TieContext> {
	const refusal = checkTieEvent(context, event, context.input.presets);
	if (refusal) return { refusal };
	const state: TieState = { spaces: context.spaces, counts: context.counts, herds: context.herds, most: context.most };
	const done = (next: TieState, changed: 'area' | 'herds' | 'most') => ({ ...withOutcome(next), preset: null, refusal: null, changed });
	switch (event.type) {
		case 'SET_SPACES':
			return done({ ...state, spaces: parseCount(event.value, MAX_SPACES)! }, 'area');
		case 'SET_COUNT':
			return done({ ...state, counts: { ...state.counts, [event.player]: parseCount(event.value, MAX_SPACES)! } }, 'area');
		case 'SET_HERDS':
			return done({ ...state, herds: { ...state.herds, [event.player]: parseHerds(event.value)! } }, 'herds');
		case 'SET_MOST':
			return done({ ...state, most: { ...state.most, [event.player]: parseCount(event.value, MAX_MOST)! } }, 'most');
		case 'PRESET':
			return { ...fromPreset(context.input, event.id), changed: 'preset' as const };
	}
}

export const tiesMachine = setup({
	types: {} as { context: TieContext & { input: TieInput }; events: TieEvent; input: TieInput },
	actions: {
		edit: assign(({ context, event }) => {
			assertEvent(event, ['SET_SPACES', 'SET_COUNT', 'SET_HERDS', 'SET_MOST', 'PRESET']);
			return edit(context, event);
		}),
		reset: assign(({ context }) => fromPreset(context.input, context.input.start)),
	},
}).createMachine({
	id: 'ties',
	context: ({ input }) => ({ ...fromPreset(input, input.start), input }),
	initial: 'editing',
	states: {
		editing: {
			on: {
				SET_SPACES: { actions: 'edit' },
				SET_COUNT: { actions: 'edit' },
				SET_HERDS: { actions: 'edit' },
				SET_MOST: { actions: 'edit' },
				PRESET: { actions: 'edit' },
				RESET: { actions: 'reset' },
			},
		},
	},
});
