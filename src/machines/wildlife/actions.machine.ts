/**
 * The board-actions sandbox as a state machine: player A picks an action (migrate / expand / attack)
 * and the terrain card played, then a piece and a space. Every legality question goes to the rules
 * (actions.ts through turn.ts's terrainEffect); the machine only orders the clicks. No prose.
 *
 * States: `ready` (no piece chosen) and `pieceChosen` (migrate: the piece to move is chosen).
 */
import { assertEvent, assign, setup } from 'xstate';
import { seats, type PerSeat, type Seat } from '../shared/seats';
import type { RuleRef } from '../shared/types';
import type { Refusal } from './keys';
import { RULE_MIGRATE, canMigrate, migrationTargets, type TerrainUse } from './actions';
import { TEACHING_BOARD, neighbours } from './board';
import { EXAMPLE_CHARTS, HUMAN_CHART, validateChart } from './charts';
import { actionContext, createGame, levels, type GameState } from './game';
import { terrainEffect } from './cardEffects';
import type { Chart, Occupancy, Terrain } from './types';

import { ACTOR, type BoardAction } from './actions';
export type { BoardAction } from './actions';
export const ACTION_PLAYERS: readonly Seat[] = seats(3);

export interface ActionsInput {
	/** the position on the teaching board (examples/actions.ts) */
	occ: Readonly<Occupancy>;
	/** areas full at the start, which already carry their white marker */
	marked?: readonly string[];
	/** player A's chart (default: the official Human chart) */
	chart?: Chart;
	/** player A's reserve (default: pieces per player minus those on the board and those lost) */
	reserve?: number;
	/** pieces each player has already lost (a middle-of-game position: see examples/actions.ts) */
	lost?: PerSeat<number>;
	/** true = the English text (start and path checked too); false = the French text (arrival only) */
	pathCheck?: boolean;
	/** pieces an opponent's Mobility swap left where their owner has no action: space → who swapped */
	swapped?: Readonly<Record<string, Seat>>;
}

export interface ActionsLast {
	kind: BoardAction;
	cell: string;
	from?: string;
	/** migrate: true when the piece jumped over its own pieces (not a single step) */
	jump?: boolean;
	/** attack: owner of the removed piece */
	removed?: Seat;
	/** small scoring points, if the arrival filled an area */
	points?: number;
}

export interface ActionsContext {
	input: ActionsInput;
	game: GameState;
	/** A's level per terrain (chart + adaptations), from the rules */
	levels: Chart;
	action: BoardAction;
	card: Terrain;
	/** migrate: the piece chosen to move */
	selected: string | null;
	/** migrate: where the chosen piece may go with this card (asked to the rules) */
	targets: string[];
	refusal: Refusal | null;
	/** the cell of the last refused click, to mark it */
	refusedCell: string | null;
	last: ActionsLast | null;
}

export type ActionsEvent =
	| { type: 'CHOOSE'; action: BoardAction; card: Terrain }
	| { type: 'CELL'; cell: string }
	| { type: 'CANCEL' }
	| { type: 'SET_PATH_CHECK'; on: boolean }
	| { type: 'SET_CHART'; chart: unknown }
	| { type: 'RESET' };

const RULE_CHARTS: RuleRef = { page: 'setup', anchor: 'charts' };

export function actionsGame(input: ActionsInput): GameState {
	const charts: PerSeat<Chart> = { A: input.chart ?? HUMAN_CHART, B: EXAMPLE_CHARTS[0]!.chart, C: EXAMPLE_CHARTS[1]!.chart };
	let game = createGame({
		board: TEACHING_BOARD,
		players: ACTION_PLAYERS,
		charts,
		occ: { ...input.occ },
		lost: input.lost,
		swapped: input.swapped,
		options: { migrationPathCheck: input.pathCheck ?? false },
	});
	const marked = input.marked ?? [];
	game = { ...game, track: { ...game.track, taken: marked.length, marked: [...marked] } };
	if (input.reserve !== undefined) game = { ...game, ps: { ...game.ps, [ACTOR]: { ...game.ps[ACTOR]!, reserve: input.reserve } } };
	return game;
}

function withGame(game: GameState): Pick<ActionsContext, 'game' | 'levels'> {
	return { game, levels: levels(game, ACTOR) };
}

function fresh(input: ActionsInput): ActionsContext {
	return {
		input,
		...withGame(actionsGame(input)),
		action: 'migrate',
		card: 'forest',
		selected: null,
		targets: [],
		refusal: null,
		refusedCell: null,
		last: null,
	};
}

type Outcome =
	| { kind: 'select'; cell: string; targets: string[] }
	| { kind: 'deselect' }
	| { kind: 'apply'; game: GameState; last: ActionsLast }
	| { kind: 'refuse'; refusal: Refusal };

/** What a click on `cell` means now. Every legality question is asked to the rules. */
export function actionsOutcome(ctx: ActionsContext, cell: string): Outcome {
	const game = ctx.game;
	if (ctx.action === 'migrate') {
		if (ctx.selected === cell) return { kind: 'deselect' };
		if (game.occ[cell] === ACTOR) {
			return { kind: 'select', cell, targets: migrationTargets(actionContext(game, ACTOR), cell, ctx.card) };
		}
		if (ctx.selected === null) {
			// Not a piece of A: the rules say why it cannot be moved.
			const l = canMigrate(actionContext(game, ACTOR), cell, cell, ctx.card);
			return l.ok ? { kind: 'refuse', refusal: { key: 'action.notYourPiece', rule: RULE_MIGRATE, params: { cell } } } : { kind: 'refuse', refusal: l.refusal };
		}
	}
	const use: TerrainUse = ctx.action === 'migrate' ? { type: 'migrate', from: ctx.selected!, to: cell } : { type: ctx.action, cell };
	const step = terrainEffect(game, ACTOR, ctx.card, use);
	if (!step.ok) return { kind: 'refuse', refusal: step.refusal };
	const last: ActionsLast = { kind: ctx.action, cell };
	if (use.type === 'migrate') {
		last.from = use.from;
		last.jump = !neighbours(use.from, game.board).includes(cell);
	}
	const removed = game.occ[cell];
	if (use.type === 'attack' && removed !== undefined) last.removed = removed;
	const points = step.state.ps[ACTOR]!.score - game.ps[ACTOR]!.score;
	if (points > 0) last.points = points;
	return { kind: 'apply', game: step.state, last };
}

function retarget(ctx: ActionsContext, game: GameState): string[] {
	return ctx.selected ? migrationTargets(actionContext(game, ACTOR), ctx.selected, ctx.card) : [];
}

const CLEAR = { refusal: null, refusedCell: null } as const;

/**
 * Every event is answered once: a click asks the rules (actionsOutcome) and writes the result; the
 * state (a piece chosen or not) follows from the context through eventless transitions.
 */
export const actionsMachine = setup({
	types: {} as { context: ActionsContext; events: ActionsEvent; input: ActionsInput },
	guards: {
		pieceChosen: ({ context }) => context.selected !== null,
		noPieceChosen: ({ context }) => context.selected === null,
	},
	actions: {
		click: assign(({ context, event }) => {
			assertEvent(event, 'CELL');
			const o = actionsOutcome(context, event.cell);
			switch (o.kind) {
				case 'select':
					return { selected: o.cell, targets: o.targets, ...CLEAR };
				case 'deselect':
					return { selected: null, targets: [], ...CLEAR };
				case 'apply':
					return { ...withGame(o.game), last: o.last, selected: null, targets: [], ...CLEAR };
				case 'refuse':
					return { refusal: o.refusal, refusedCell: event.cell };
			}
		}),
		deselect: assign({ selected: null, targets: [], ...CLEAR }),
		choose: assign(({ event }) => {
			assertEvent(event, 'CHOOSE');
			return { action: event.action, card: event.card, selected: null, targets: [], ...CLEAR };
		}),
		setPathCheck: assign(({ context, event }) => {
			assertEvent(event, 'SET_PATH_CHECK');
			const game = { ...context.game, options: { ...context.game.options, migrationPathCheck: event.on } };
			return { ...withGame(game), input: { ...context.input, pathCheck: event.on }, targets: retarget(context, game), ...CLEAR };
		}),
		/** A chart typed by the reader: checked once, taken or refused. */
		setChart: assign(({ context, event }) => {
			assertEvent(event, 'SET_CHART');
			const chart = validateChart(event.chart);
			if (!chart) return { refusal: { key: 'chart.invalid', rule: RULE_CHARTS }, refusedCell: null };
			const game = { ...context.game, ps: { ...context.game.ps, [ACTOR]: { ...context.game.ps[ACTOR]!, chart } } };
			return { ...withGame(game), input: { ...context.input, chart }, targets: retarget(context, game), ...CLEAR };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'actions',
	context: ({ input }) => fresh(input),
	on: {
		CHOOSE: { target: '.ready', actions: 'choose' },
		RESET: { target: '.ready', actions: 'reset' },
		SET_PATH_CHECK: { actions: 'setPathCheck' },
		SET_CHART: { actions: 'setChart' },
		CELL: { actions: 'click' },
	},
	initial: 'ready',
	states: {
		ready: {
			always: { guard: 'pieceChosen', target: 'pieceChosen' },
		},
		pieceChosen: {
			always: { guard: 'noPieceChosen', target: 'ready' },
			on: {
				CANCEL: { actions: 'deselect' },
			},
		},
	},
});
