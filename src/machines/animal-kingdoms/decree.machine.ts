/**
 * The decree explorer: a decree on one kingdom (picked from the teaching decrees or built from a
 * family and a condition), the last cards by the five kingdoms, and a card to try. TRY asks the
 * rules (decrees.ts: checkDecree) and keeps the verdict: allowed, ignored (its cards are missing) or
 * refused with the decree's reason. PLAY puts an allowed card on the kingdom's column.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { isKingdom } from './board';
import { type Decree, type DecreeFamily, checkDecree, isDecree, kindsOf, TEACHING_DECREES } from './decrees';
import { type Card, SPECIES, type Species } from './types';

export interface DecreeInput {
	decree: string;
	/** the kingdom the decree stands on */
	kingdom: number;
	columns: Card[][];
}

export interface DecreeContext {
	/** a teaching decree's id, or null when built by hand */
	decreeId: string | null;
	decree: Decree;
	kingdom: number;
	columns: Card[][];
	/** the last card tried and what the decree said of it */
	tried: Card | null;
	verdict: 'ok' | 'ignored' | 'refused' | null;
	refusal: Refusal | null;
	input: DecreeInput;
}

export type DecreeEvent =
	| { type: 'PICK'; id: string }
	| { type: 'BUILD'; family: DecreeFamily; kind: string; n?: number; species?: Species[] }
	| { type: 'ADD_CARD'; kingdom: number; card: Card }
	| { type: 'CLEAR'; kingdom: number }
	| { type: 'TRY'; card: Card }
	| { type: 'PLAY' }
	| { type: 'RESET' };

const isCard = (c: unknown): c is Card =>
	typeof c === 'object' &&
	c !== null &&
	(SPECIES as readonly unknown[]).includes((c as Card).species) &&
	Number.isInteger((c as Card).value) &&
	(c as Card).value >= 1 &&
	(c as Card).value <= 8;

function fresh(input: DecreeInput): DecreeContext {
	return {
		decreeId: input.decree,
		decree: TEACHING_DECREES[input.decree]!,
		kingdom: input.kingdom,
		columns: input.columns.map((c) => [...c]),
		tried: null,
		verdict: null,
		refusal: null,
		input,
	};
}

/** A decree built from the event, or null if the family cannot take that condition. */
export function builtDecree(e: Extract<DecreeEvent, { type: 'BUILD' }>): Decree | null {
	if (!kindsOf(e.family).includes(e.kind)) return null;
	const d =
		e.family === 'simple'
			? e.kind === 'species'
				? { family: e.family, kind: e.kind, species: e.species ?? [] }
				: e.kind === 'atMost' || e.kind === 'atLeast'
					? { family: e.family, kind: e.kind, n: e.n ?? 4 }
					: { family: e.family, kind: e.kind }
			: { family: e.family, kind: e.kind };
	return isDecree(d) ? d : null;
}

const BAD = { key: 'decree.bad', rule: { page: 'turn', anchor: 'decrees' } } satisfies Refusal;

export const decreeMachine = setup({
	types: {} as { context: DecreeContext; events: DecreeEvent; input: DecreeInput },
	actions: {
		pick: assign(({ event }) => {
			assertEvent(event, 'PICK');
			const d = TEACHING_DECREES[event.id];
			return d ? { decreeId: event.id, decree: d, tried: null, verdict: null, refusal: null } : { refusal: BAD };
		}),
		build: assign(({ event }) => {
			assertEvent(event, 'BUILD');
			const d = builtDecree(event);
			return d ? { decreeId: null, decree: d, tried: null, verdict: null, refusal: null } : { refusal: BAD };
		}),
		add: assign(({ context, event }) => {
			assertEvent(event, 'ADD_CARD');
			if (!isKingdom(event.kingdom) || !isCard(event.card)) return { refusal: BAD };
			return { columns: context.columns.map((c, i) => (i === event.kingdom ? [...c, event.card] : c)), tried: null, verdict: null, refusal: null };
		}),
		clear: assign(({ context, event }) => {
			assertEvent(event, 'CLEAR');
			return { columns: context.columns.map((c, i) => (i === event.kingdom ? [] : c)), tried: null, verdict: null, refusal: null };
		}),
		tryCard: assign(({ context, event }) => {
			assertEvent(event, 'TRY');
			if (!isCard(event.card)) return { refusal: BAD };
			const v = checkDecree(context.decree, context.kingdom, event.card, context.columns);
			return { tried: event.card, verdict: v.status, refusal: v.status === 'refused' && !v.legality.ok ? v.legality.refusal : null };
		}),
		play: assign(({ context }) => {
			if (!context.tried || context.verdict === 'refused' || context.verdict === null)
				return { refusal: { key: 'decree.tryFirst', rule: { page: 'turn', anchor: 'decrees' } } };
			return { columns: context.columns.map((c, i) => (i === context.kingdom ? [...c, context.tried!] : c)), tried: null, verdict: null, refusal: null };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'decree',
	context: ({ input }) => fresh(input),
	initial: 'exploring',
	states: {
		exploring: {
			on: {
				PICK: { actions: 'pick' },
				BUILD: { actions: 'build' },
				ADD_CARD: { actions: 'add' },
				CLEAR: { actions: 'clear' },
				TRY: { actions: 'tryCard' },
				PLAY: { actions: 'play' },
				RESET: { actions: 'reset' },
			},
		},
	},
});
