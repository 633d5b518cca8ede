/**
 * End scoring as a state machine: the objective card's table as the reader types it (the glacier
 * line of the rulebook by default), each player's parcels of their objective's terrain and animal
 * cards, the beginners' variant. Every edit is checked once (checkObjectiveRows); the snapshot
 * keeps each player's points (endScore) and the winners (winners).
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import type { Terrain } from './regions';
import { checkObjectiveRows, type EndPlayer, type EndScore, endScore, type ObjectiveRow, winners } from './scoring';

export interface EndPlayerInput extends EndPlayer {
	name: string;
}

export interface EndInput {
	players: EndPlayerInput[];
	/** the objective cards' tables the reader typed, by terrain */
	tables: Partial<Record<Terrain, ObjectiveRow[]>>;
	beginners?: boolean;
}

export interface EndContext {
	players: EndPlayerInput[];
	tables: Partial<Record<Terrain, ObjectiveRow[]>>;
	beginners: boolean;
	scores: EndScore[];
	winners: number[];
	decidedBy: 'points' | 'cards' | 'shared';
	refusal: Refusal | null;
	input: EndInput;
}

export type EndEvent =
	| { type: 'SET_ROW'; terrain: Terrain; row: number; field: keyof ObjectiveRow; value: unknown }
	| { type: 'ADD_ROW'; terrain: Terrain }
	| { type: 'REMOVE_ROW'; terrain: Terrain; row: number }
	| { type: 'SET_PARCELS'; player: number; value: unknown }
	| { type: 'SET_BEGINNERS'; on: boolean }
	| { type: 'RESET' };

const RULE_OBJECTIVE = { page: 'end', anchor: 'objective' };

function scored(players: EndPlayerInput[], tables: EndContext['tables'], beginners: boolean) {
	const scores = players.map((p) => endScore(beginners ? { ...p, objective: null } : p, beginners || !p.objective ? null : (tables[p.objective] ?? [])));
	const w = winners(scores);
	return { scores, winners: w.winners, decidedBy: w.decidedBy };
}

function fresh(input: EndInput): EndContext {
	const beginners = input.beginners ?? false;
	return { input, players: input.players, tables: input.tables, beginners, refusal: null, ...scored(input.players, input.tables, beginners) };
}

const toInt = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);

export const endScoringMachine = setup({
	types: { context: {} as EndContext, events: {} as EndEvent, input: {} as EndInput },
}).createMachine({
	id: 'endScoring',
	context: ({ input }) => fresh(input),
	on: {
		SET_ROW: {
			actions: assign(({ context, event }) => {
				assertEvent(event, 'SET_ROW');
				const rows = [...(context.tables[event.terrain] ?? [])];
				const row = rows[event.row];
				if (!row) return {};
				rows[event.row] = { ...row, [event.field]: toInt(event.value) };
				const legal = checkObjectiveRows(rows);
				if (!legal.ok) return { refusal: legal.refusal };
				const tables = { ...context.tables, [event.terrain]: rows };
				return { tables, refusal: null, ...scored(context.players, tables, context.beginners) };
			}),
		},
		ADD_ROW: {
			actions: assign(({ context, event }) => {
				assertEvent(event, 'ADD_ROW');
				const rows = [...(context.tables[event.terrain] ?? [])];
				const top = Math.max(-1, ...rows.map((r) => r.max));
				if (top >= 60) return { refusal: { key: 'end.refuse.full', rule: RULE_OBJECTIVE } };
				rows.push({ min: top + 1, max: top + 1, points: 0 });
				const tables = { ...context.tables, [event.terrain]: rows };
				return { tables, refusal: null, ...scored(context.players, tables, context.beginners) };
			}),
		},
		REMOVE_ROW: {
			actions: assign(({ context, event }) => {
				assertEvent(event, 'REMOVE_ROW');
				const rows = [...(context.tables[event.terrain] ?? [])];
				if (rows.length <= 1) return { refusal: { key: 'end.refuse.lastRow', rule: RULE_OBJECTIVE } };
				rows.splice(event.row, 1);
				const tables = { ...context.tables, [event.terrain]: rows };
				return { tables, refusal: null, ...scored(context.players, tables, context.beginners) };
			}),
		},
		SET_PARCELS: {
			actions: assign(({ context, event }) => {
				assertEvent(event, 'SET_PARCELS');
				const n = toInt(event.value);
				if (!Number.isInteger(n) || n < 0 || n > 60) return { refusal: { key: 'end.refuse.parcels', rule: RULE_OBJECTIVE } };
				const players = context.players.map((p, i) => (i === event.player ? { ...p, parcels: n } : p));
				return { players, refusal: null, ...scored(players, context.tables, context.beginners) };
			}),
		},
		SET_BEGINNERS: {
			actions: assign(({ context, event }) => {
				assertEvent(event, 'SET_BEGINNERS');
				return { beginners: event.on, refusal: null, ...scored(context.players, context.tables, event.on) };
			}),
		},
		RESET: { actions: assign(({ context }) => fresh(context.input)) },
	},
});
