/**
 * Small scoring and the territory track, as a state machine over the teaching board.
 * Every area starts one piece short of full; a piece arriving on an area's last free space
 * (placed or migrated) small-scores it through the rules (scoring.ts: smallScoring), once per area.
 * The end of the game comes from endgame.ts (11th marker ends it with 3+ players, not with 2).
 * No prose: outcomes and refusals are keys.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RuleRef } from '../shared/types';
import type { Refusal } from './keys';
import { reachableCells } from './actions';
import { TEACHING_BOARD, areaOf, cellById, freeCells, isAreaFull } from './board';
import { HUMAN_CHART } from './charts';
import { endReason } from './endgame';
import { EXAMPLE_TRACK, TRACK_LENGTH, createTrack, smallScoring, trackSpaces, validateTrack, type TrackSpace, type TrackState } from './scoring';
import type { Board, Occupancy } from './types';
import type { PerSeat, Seat } from '../shared/seats';

export const RULE_SMALL: RuleRef = { page: 'scoring', anchor: 'small-scoring' };
export const RULE_TRACK: RuleRef = { page: 'scoring', anchor: 'territory-track' };
export const RULE_LAST_MARKER_END: RuleRef = { page: 'end-and-variants', anchor: 'last-marker' };

export interface SmallScoringInput {
	/** ids in turn order: ['A','B','C','D'] or ['A','B'] */
	players: readonly Seat[];
	/** the 11 values printed on the track (an example unless the reader typed theirs) */
	values: readonly number[];
	/** the position on the teaching board (examples/smallScoring.ts: every area one piece short) */
	occ: Readonly<Occupancy>;
}

export type SmallScoringEvent =
	| { type: 'PLACE'; cell: string; player: Seat }
	| { type: 'MIGRATE'; from: string; to: string }
	| { type: 'REMOVE'; cell: string }
	| { type: 'SET_TRACK'; values: unknown }
	| { type: 'RESET' };

/** What the last accepted board event did (for the narration and the status line). */
export type SmallOutcome =
	| {
			kind: 'scored';
			action: 'place' | 'migrate';
			cell: string;
			area: string;
			player: Seat;
			points: number;
			position: number;
			big: boolean;
			endsGame: boolean;
			lastMarker: boolean;
	  }
	| { kind: 'alreadyScored' | 'noMarker'; action: 'place' | 'migrate'; cell: string; area: string; player: Seat }
	| { kind: 'notFull'; action: 'place' | 'migrate'; cell: string; area: string; player: Seat; free: number }
	| { kind: 'removed'; cell: string; area: string; player: Seat; scored: boolean }
	| { kind: 'track' };

export interface SmallScoringContext {
	input: SmallScoringInput;
	board: Board;
	occ: Occupancy;
	track: TrackState;
	/** the track space by space (values, big-scoring spaces, markers taken) and the markers left, from the rules */
	spaces: TrackSpace[];
	markersLeft: number;
	scores: PerSeat<number>;
	/** positions (4, 8, 11) whose uncovering asked for a big scoring, in order */
	bigScorings: number[];
	last: SmallOutcome | null;
	/** cell the last move left (migration) */
	lastFrom: string | null;
	refusal: Refusal | null;
}

function withTrack(track: TrackState): Pick<SmallScoringContext, 'track' | 'spaces' | 'markersLeft'> {
	return { track, ...trackSpaces(track) };
}

function fresh(input: SmallScoringInput): SmallScoringContext {
	return {
		input,
		board: TEACHING_BOARD,
		occ: { ...input.occ },
		...withTrack(createTrack(validateTrack([...input.values]) ?? EXAMPLE_TRACK)),
		scores: Object.fromEntries(input.players.map((p) => [p, 0])),
		bigScorings: [],
		last: null,
		lastFrom: null,
		refusal: null,
	};
}

/** Why an event is refused in the current context, or null. */
export function checkSmallEvent(ctx: SmallScoringContext, event: SmallScoringEvent, over: boolean): Refusal | null {
	const { board, occ } = ctx;
	switch (event.type) {
		case 'SET_TRACK':
			if (ctx.track.taken > 0) return { key: 'track.locked', rule: RULE_TRACK };
			return validateTrack(event.values) ? null : { key: 'track.invalid', rule: RULE_TRACK };
		case 'PLACE':
			if (over) return { key: 'small.gameOver', rule: RULE_LAST_MARKER_END };
			if (!cellById(event.cell, board)) return { key: 'small.noSuchCell', params: { cell: event.cell }, rule: RULE_SMALL };
			if (!ctx.input.players.includes(event.player)) return { key: 'small.noSuchPlayer', params: { player: event.player }, rule: RULE_SMALL };
			if (occ[event.cell] !== undefined) return { key: 'small.spaceTaken', params: { cell: event.cell }, rule: RULE_SMALL };
			return null;
		case 'REMOVE':
			if (over) return { key: 'small.gameOver', rule: RULE_LAST_MARKER_END };
			if (!cellById(event.cell, board)) return { key: 'small.noSuchCell', params: { cell: event.cell }, rule: RULE_SMALL };
			if (occ[event.cell] === undefined) return { key: 'small.emptyCell', params: { cell: event.cell }, rule: RULE_SMALL };
			return null;
		case 'MIGRATE': {
			if (over) return { key: 'small.gameOver', rule: RULE_LAST_MARKER_END };
			if (!cellById(event.from, board)) return { key: 'small.noSuchCell', params: { cell: event.from }, rule: RULE_SMALL };
			if (!cellById(event.to, board)) return { key: 'small.noSuchCell', params: { cell: event.to }, rule: RULE_SMALL };
			const player = occ[event.from];
			if (player === undefined) return { key: 'small.emptyCell', params: { cell: event.from }, rule: RULE_SMALL };
			if (occ[event.to] !== undefined) return { key: 'small.spaceTaken', params: { cell: event.to }, rule: RULE_SMALL };
			// The path rule of a migration (one step, or over a chain of own pieces); the species chart is
			// not part of this widget (the chart only matters through reachableCells' optional check).
			const reach = reachableCells({ board, occ, player, chart: HUMAN_CHART, reserve: 0 }, event.from);
			return reach.includes(event.to) ? null : { key: 'small.cannotReach', params: { cell: event.to }, rule: RULE_SMALL };
		}
		default:
			return null;
	}
}

/** A piece of `player` just arrived on `cell`: small scoring through the rules. */
function arrive(ctx: SmallScoringContext, occ: Occupancy, cell: string, player: Seat, action: 'place' | 'migrate'): Partial<SmallScoringContext> {
	const area = areaOf(cell, ctx.board)!;
	if (!isAreaFull(area, occ)) {
		return { occ, last: { kind: 'notFull', action, cell, area: area.id, player, free: freeCells(area, occ).length } };
	}
	const sc = smallScoring(ctx.track, area.id);
	if (!sc) {
		const kind = ctx.track.marked.includes(area.id) ? 'alreadyScored' : 'noMarker';
		return { occ, last: { kind, action, cell, area: area.id, player } };
	}
	const endsGame = endReason({ playerCount: ctx.input.players.length, reserveLeft: 1, markersTaken: sc.track.taken }) === 'lastMarker';
	return {
		occ,
		...withTrack(sc.track),
		scores: { ...ctx.scores, [player]: (ctx.scores[player] ?? 0) + sc.points },
		bigScorings: sc.bigScoring ? [...ctx.bigScorings, sc.position] : ctx.bigScorings,
		last: {
			kind: 'scored',
			action,
			cell,
			area: area.id,
			player,
			points: sc.points,
			position: sc.position,
			big: sc.bigScoring,
			endsGame,
			lastMarker: sc.position === TRACK_LENGTH,
		},
	};
}

/** An event checked once: applied, or refused with the reason (`over`: the game has ended). */
function handle(context: SmallScoringContext, event: Exclude<SmallScoringEvent, { type: 'RESET' }>, over: boolean): Partial<SmallScoringContext> {
	const refusal = checkSmallEvent(context, event, over);
	if (refusal) return { refusal };
	const base = { refusal: null, lastFrom: null };
	switch (event.type) {
		case 'PLACE':
			return { ...base, ...arrive(context, { ...context.occ, [event.cell]: event.player }, event.cell, event.player, 'place') };
		case 'MIGRATE': {
			const player = context.occ[event.from]!;
			const occ = { ...context.occ, [event.to]: player };
			delete occ[event.from];
			return { ...base, lastFrom: event.from, ...arrive(context, occ, event.to, player, 'migrate') };
		}
		case 'REMOVE': {
			const occ = { ...context.occ };
			const player = occ[event.cell]!;
			delete occ[event.cell];
			const area = areaOf(event.cell, context.board)!;
			return { ...base, occ, last: { kind: 'removed' as const, cell: event.cell, area: area.id, player, scored: context.track.marked.includes(area.id) } };
		}
		case 'SET_TRACK':
			return { ...base, ...withTrack({ ...context.track, values: validateTrack(event.values)! }), last: { kind: 'track' as const } };
	}
}

const BOARD_EVENTS = ['PLACE', 'MIGRATE', 'REMOVE', 'SET_TRACK'] as const;

export const smallScoringMachine = setup({
	types: {} as { context: SmallScoringContext; events: SmallScoringEvent; input: SmallScoringInput },
	guards: {
		gameEnds: ({ context }) => context.last?.kind === 'scored' && context.last.endsGame,
	},
	actions: {
		handle: assign(({ context, event }) => {
			assertEvent(event, BOARD_EVENTS);
			return handle(context, event, false);
		}),
		/** After the end every board event is refused (checkSmallEvent says why). */
		refuseOver: assign(({ context, event }) => {
			assertEvent(event, BOARD_EVENTS);
			return { refusal: checkSmallEvent(context, event, true) };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'smallScoring',
	context: ({ input }) => fresh(input),
	on: { RESET: { target: '.playing', actions: 'reset' } },
	initial: 'playing',
	states: {
		playing: {
			always: { guard: 'gameEnds', target: 'over' },
			on: {
				PLACE: { actions: 'handle' },
				MIGRATE: { actions: 'handle' },
				REMOVE: { actions: 'handle' },
				SET_TRACK: { actions: 'handle' },
			},
		},
		/** 3+ players: the 11th marker ended the game (after the active player's turn, the final big scoring). */
		over: {
			on: {
				PLACE: { actions: 'refuseOver' },
				MIGRATE: { actions: 'refuseOver' },
				REMOVE: { actions: 'refuseOver' },
				SET_TRACK: { actions: 'refuseOver' },
			},
		},
	},
});
