/**
 * End scoring as a state machine: the objective card's table as the reader types it (the glacier
 * line of the rulebook by default), each player's parcels of their objective's terrain and animal
 * cards, the beginners' variant. Every edit is checked once (checkObjectiveRows); the snapshot
 * keeps each player's points (endScore) and the winners (winners).
 */
import { and, assertEvent, assign, setup } from 'xstate';
import type { PerSeat, Seat } from '../shared/seats';
import type { Refusal } from './keys';
import type { Terrain } from './regions';
import {
	canAddObjectiveRow,
	canRemoveObjectiveRow,
	canSetParcels,
	checkObjectiveRows,
	type EndPlayer,
	type EndScore,
	endScore,
	type ObjectiveRow,
	winners,
} from './scoring';

export interface EndPlayerInput extends EndPlayer {
	seat: Seat;
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
	scores: PerSeat<EndScore>;
	winners: Seat[];
	decidedBy: 'points' | 'cards' | 'shared';
	refusal: Refusal | null;
	input: EndInput;
}

export type EndEvent =
	| { type: 'SET_ROW'; terrain: Terrain; row: number; field: keyof ObjectiveRow; value: unknown }
	| { type: 'ADD_ROW'; terrain: Terrain }
	| { type: 'REMOVE_ROW'; terrain: Terrain; row: number }
	| { type: 'SET_PARCELS'; player: Seat; value: unknown }
	| { type: 'SET_BEGINNERS'; on: boolean }
	| { type: 'RESET' };

function scored(players: EndPlayerInput[], tables: EndContext['tables'], beginners: boolean) {
	const scores: PerSeat<EndScore> = Object.fromEntries(
		players.map((p) => [p.seat, endScore(beginners ? { ...p, objective: null } : p, beginners || !p.objective ? null : (tables[p.objective] ?? []))]),
	);
	const w = winners(scores);
	return { scores, winners: w.winners, decidedBy: w.decidedBy };
}

function fresh(input: EndInput): EndContext {
	const beginners = input.beginners ?? false;
	return { input, players: input.players, tables: input.tables, beginners, refusal: null, ...scored(input.players, input.tables, beginners) };
}

const toInt = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);

const rowsOf = (context: EndContext, terrain: Terrain) => [...(context.tables[terrain] ?? [])];

/** The terrain's table with the edited cell (null when the line does not exist). */
function editedRows(context: EndContext, event: Extract<EndEvent, { type: 'SET_ROW' }>): ObjectiveRow[] | null {
	const rows = rowsOf(context, event.terrain);
	const row = rows[event.row];
	if (!row) return null;
	rows[event.row] = { ...row, [event.field]: toInt(event.value) };
	return rows;
}

/** A table changed: the tables and the scores that follow from them. */
function withRows(context: EndContext, terrain: Terrain, rows: ObjectiveRow[]) {
	const tables = { ...context.tables, [terrain]: rows };
	return { tables, refusal: null, ...scored(context.players, tables, context.beginners) };
}

export const endScoringMachine = setup({
	types: { context: {} as EndContext, events: {} as EndEvent, input: {} as EndInput },
	guards: {
		/** the edited line exists (an edit of a missing line is ignored) */
		rowExists: ({ context, event }) => {
			assertEvent(event, 'SET_ROW');
			return editedRows(context, event) !== null;
		},
		rowEditLegal: ({ context, event }) => {
			assertEvent(event, 'SET_ROW');
			return checkObjectiveRows(editedRows(context, event)!).ok;
		},
		rowCanBeAdded: ({ context, event }) => {
			assertEvent(event, 'ADD_ROW');
			return canAddObjectiveRow(rowsOf(context, event.terrain)).ok;
		},
		rowCanBeRemoved: ({ context, event }) => {
			assertEvent(event, 'REMOVE_ROW');
			return canRemoveObjectiveRow(rowsOf(context, event.terrain)).ok;
		},
		parcelsLegal: ({ event }) => {
			assertEvent(event, 'SET_PARCELS');
			return canSetParcels(toInt(event.value)).ok;
		},
	},
	actions: {
		setRow: assign(({ context, event }) => {
			assertEvent(event, 'SET_ROW');
			return withRows(context, event.terrain, editedRows(context, event)!);
		}),
		refuseRow: assign(({ context, event }) => {
			assertEvent(event, 'SET_ROW');
			const legal = checkObjectiveRows(editedRows(context, event)!);
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		addRow: assign(({ context, event }) => {
			assertEvent(event, 'ADD_ROW');
			const rows = rowsOf(context, event.terrain);
			const top = Math.max(-1, ...rows.map((r) => r.max));
			return withRows(context, event.terrain, [...rows, { min: top + 1, max: top + 1, points: 0 }]);
		}),
		refuseAddRow: assign(({ context, event }) => {
			assertEvent(event, 'ADD_ROW');
			const legal = canAddObjectiveRow(rowsOf(context, event.terrain));
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		removeRow: assign(({ context, event }) => {
			assertEvent(event, 'REMOVE_ROW');
			const rows = rowsOf(context, event.terrain);
			rows.splice(event.row, 1);
			return withRows(context, event.terrain, rows);
		}),
		refuseRemoveRow: assign(({ context, event }) => {
			assertEvent(event, 'REMOVE_ROW');
			const legal = canRemoveObjectiveRow(rowsOf(context, event.terrain));
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		setParcels: assign(({ context, event }) => {
			assertEvent(event, 'SET_PARCELS');
			const n = toInt(event.value);
			const players = context.players.map((p) => (p.seat === event.player ? { ...p, parcels: n } : p));
			return { players, refusal: null, ...scored(players, context.tables, context.beginners) };
		}),
		refuseParcels: assign(({ event }) => {
			assertEvent(event, 'SET_PARCELS');
			const legal = canSetParcels(toInt(event.value));
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		setBeginners: assign(({ context, event }) => {
			assertEvent(event, 'SET_BEGINNERS');
			return { beginners: event.on, refusal: null, ...scored(context.players, context.tables, event.on) };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'endScoring',
	context: ({ input }) => fresh(input),
	on: {
		SET_ROW: [
			{ guard: and(['rowExists', 'rowEditLegal']), actions: 'setRow' },
			{ guard: 'rowExists', actions: 'refuseRow' },
		],
		ADD_ROW: [{ guard: 'rowCanBeAdded', actions: 'addRow' }, { actions: 'refuseAddRow' }],
		REMOVE_ROW: [{ guard: 'rowCanBeRemoved', actions: 'removeRow' }, { actions: 'refuseRemoveRow' }],
		SET_PARCELS: [{ guard: 'parcelsLegal', actions: 'setParcels' }, { actions: 'refuseParcels' }],
		SET_BEGINNERS: { actions: 'setBeginners' },
		RESET: { actions: 'reset' },
	},
});
