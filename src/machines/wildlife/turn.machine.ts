/**
 * One WildLife turn of player A as a state machine: pick a card from the hand and use it (wheel or
 * terrain), put it up for auction or discard it, make the free migration, turn food into points, end
 * the turn. Plays counted, the mandatory auction, Intelligence's extra play, no free placement after
 * an adaptation, small scoring: all decided by the rules in turn.ts / actions.ts. No prose.
 *
 * States: playing.idle (nothing chosen), playing.card (a card picked), playing.freeMove (the free
 * migration under way), over (the turn has ended).
 */
import { assertEvent, assign, setup } from 'xstate';
import { seats, type PerSeat, type Seat } from '../shared/seats';
import type { RuleRef } from '../shared/types';
import type { Refusal } from './keys';
import { levels, maxPlays, createGame, actionContext, RULE_CARD_PLAYS, RULE_FREE_MIGRATION, type Card, type GameState, type Step } from './game';
import { arrowEffect } from './cardEffects';
import { canPlayAsTerrain, canStartAuction, cardsToDraw, convertFood, discardCard, endTurn, freeMigration, playCard, startAuction } from './turn';
import { canMigrate, migrationTargets, RULE_MIGRATE, type TerrainUse } from './actions';
import { TEACHING_BOARD } from './board';
import { EXAMPLE_CHARTS, HUMAN_CHART } from './charts';
import type { BoardAction } from './actions.machine';
import type { Chart, Occupancy, Terrain } from './types';

import { TURN_ACTOR } from './turn';
export const TURN_PLAYERS: readonly Seat[] = seats(3);

export interface TurnInput {
	/** the position on the teaching board and player A's hand (examples/turn.ts) */
	occ: Readonly<Occupancy>;
	hand: readonly Card[];
	/** A owns an Intelligence card (one extra play): true in the rulebook's example */
	intelligence: boolean;
	pathCheck?: boolean;
	/** pieces each player has already lost (a middle-of-game position: see examples/turn.ts) */
	lost?: PerSeat<number>;
}

export type PlayedHow = 'used' | 'auctioned' | 'discarded';

export interface TurnLast {
	kind: 'pick' | 'wheel' | 'terrain' | 'auction' | 'discard' | 'select' | 'free' | 'convert' | 'end' | 'freeStart';
	card?: number;
	terrain?: Terrain;
	action?: BoardAction;
	cell?: string;
	from?: string;
	spaces?: number;
	/** small scoring points when the arrival filled an area */
	points?: number;
	area?: string;
}

export interface TurnSummary {
	plays: number;
	auctions: number;
	draw: number;
}

export interface TurnContext {
	input: TurnInput;
	game: GameState;
	/** what the rules say of the game now: A's levels per terrain, and the plays A may make this turn */
	levels: Chart;
	maxPlays: number;
	playsLeft: number;
	hand: readonly Card[];
	played: (PlayedHow | null)[];
	picked: number | null;
	action: BoardAction | null;
	selected: string | null;
	targets: string[];
	refusal: Refusal | null;
	refusedCell: string | null;
	last: TurnLast | null;
	ended: TurnSummary | null;
	/** the free migration is under way */
	freeMoving: boolean;
}

export type TurnEvent =
	| { type: 'PICK'; card: number; action?: BoardAction }
	| { type: 'WHEEL'; terrain: Terrain }
	| { type: 'ACTION'; action: BoardAction }
	| { type: 'CELL'; cell: string }
	| { type: 'AUCTION' }
	| { type: 'DISCARD' }
	| { type: 'CANCEL' }
	| { type: 'FREE_MOVE' }
	| { type: 'CONVERT'; spaces: number }
	| { type: 'END_TURN' }
	| { type: 'RESET' };

const RULE_PLAYS: RuleRef = RULE_CARD_PLAYS;

export function turnGame(input: TurnInput): GameState {
	let game = createGame({
		board: TEACHING_BOARD,
		players: TURN_PLAYERS,
		charts: { A: HUMAN_CHART, B: EXAMPLE_CHARTS[0]!.chart, C: EXAMPLE_CHARTS[1]!.chart },
		occ: { ...input.occ },
		lost: input.lost,
		options: { migrationPathCheck: input.pathCheck ?? false },
	});
	if (input.intelligence) {
		const r = arrowEffect(game, TURN_ACTOR, 'intelligence');
		if (r.ok) game = r.state;
	}
	return game;
}

/** The game and what the widget reads from it, from the rules. */
function withGame(game: GameState): Pick<TurnContext, 'game' | 'levels' | 'maxPlays' | 'playsLeft'> {
	const max = maxPlays(game);
	return { game, levels: levels(game, TURN_ACTOR), maxPlays: max, playsLeft: Math.max(0, max - game.turn.plays) };
}

function fresh(input: TurnInput): TurnContext {
	return {
		input,
		...withGame(turnGame(input)),
		hand: input.hand,
		played: input.hand.map(() => null),
		picked: null,
		action: null,
		selected: null,
		targets: [],
		refusal: null,
		refusedCell: null,
		last: null,
		ended: null,
		freeMoving: false,
	};
}

const CLEAR = { refusal: null, refusedCell: null } as const;

type Outcome =
	| { kind: 'select'; cell: string; targets: string[] }
	| { kind: 'deselect' }
	| { kind: 'apply'; game: GameState; last: TurnLast }
	| { kind: 'refuse'; refusal: Refusal; cell?: string };

/** Adds the small-scoring points (if any) to a last-move record. */
function withScore(before: GameState, after: GameState, last: TurnLast): TurnLast {
	const points = after.ps[TURN_ACTOR]!.score - before.ps[TURN_ACTOR]!.score;
	if (after.track.taken > before.track.taken) {
		const area = after.track.marked[after.track.marked.length - 1];
		return { ...last, points, ...(area ? { area } : {}) };
	}
	return last;
}

function fromStep(before: GameState, step: Step, last: TurnLast, cell?: string): Outcome {
	if (!step.ok) return cell ? { kind: 'refuse', refusal: step.refusal, cell } : { kind: 'refuse', refusal: step.refusal };
	return { kind: 'apply', game: step.state, last: withScore(before, step.state, last) };
}

/** A click on the board in state card (terrain card) or freeMove. */
export function cellOutcome(ctx: TurnContext, cell: string, free: boolean): Outcome {
	const game = ctx.game;
	const card = ctx.picked === null ? undefined : ctx.hand[ctx.picked];
	if (!free) {
		if (!card) return { kind: 'refuse', refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS }, cell };
		const asTerrain = canPlayAsTerrain(card);
		if (!asTerrain.ok) return { kind: 'refuse', refusal: asTerrain.refusal, cell };
		if (!ctx.action) return { kind: 'refuse', refusal: { key: 'turnex.chooseAction', rule: RULE_PLAYS }, cell };
	}
	const moving = free || ctx.action === 'migrate';
	const terrain = card?.kind === 'terrain' && !free ? card.terrain : undefined;
	if (moving) {
		if (ctx.selected === cell) return { kind: 'deselect' };
		const actx = actionContext(game, TURN_ACTOR);
		if (game.occ[cell] === TURN_ACTOR) return { kind: 'select', cell, targets: migrationTargets(actx, cell, terrain) };
		if (ctx.selected === null) {
			const l = canMigrate(actx, cell, cell, terrain);
			const rule = free ? RULE_FREE_MIGRATION : RULE_MIGRATE;
			return { kind: 'refuse', refusal: l.ok ? { key: 'action.notYourPiece', rule, params: { cell } } : l.refusal, cell };
		}
		if (free) return fromStep(game, freeMigration(game, ctx.selected, cell), { kind: 'free', from: ctx.selected, cell }, cell);
	}
	const t = terrain!;
	const use: TerrainUse = moving ? { type: 'migrate', from: ctx.selected!, to: cell } : { type: ctx.action as 'expand' | 'attack', cell };
	const last: TurnLast = { kind: 'terrain', card: ctx.picked!, terrain: t, action: ctx.action!, cell };
	if (use.type === 'migrate') last.from = use.from;
	return fromStep(game, playCard(game, card!, { as: 'terrain', terrain: t, use }), last, cell);
}

/** Any other event that may change the game. */
export function eventOutcome(ctx: TurnContext, event: TurnEvent, state: 'idle' | 'card' | 'freeMove'): Outcome | null {
	const game = ctx.game;
	const card = ctx.picked === null ? undefined : ctx.hand[ctx.picked];
	switch (event.type) {
		case 'PICK': {
			if (!ctx.hand[event.card]) return { kind: 'refuse', refusal: { key: 'turnex.noSuchCard', rule: RULE_PLAYS } };
			if (ctx.played[event.card]) return { kind: 'refuse', refusal: { key: 'turnex.cardPlayed', rule: RULE_PLAYS } };
			// Is a play left? The rules answer (an auction is always possible while a play is left).
			const playLeft = canStartAuction(game);
			if (!playLeft.ok) return { kind: 'refuse', refusal: playLeft.refusal };
			return { kind: 'apply', game, last: { kind: 'pick', card: event.card, ...(event.action ? { action: event.action } : {}) } };
		}
		case 'WHEEL':
			if (state !== 'card' || !card) return { kind: 'refuse', refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS } };
			return fromStep(game, playCard(game, card, { as: 'wheel', terrain: event.terrain }), { kind: 'wheel', card: ctx.picked!, terrain: event.terrain });
		case 'AUCTION':
			if (state !== 'card' || !card) return { kind: 'refuse', refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS } };
			return fromStep(game, startAuction(game), { kind: 'auction', card: ctx.picked! });
		case 'DISCARD':
			if (state !== 'card' || !card) return { kind: 'refuse', refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS } };
			return fromStep(game, discardCard(game), { kind: 'discard', card: ctx.picked! });
		case 'FREE_MOVE':
			if (game.turn.freeMigrationUsed) return { kind: 'refuse', refusal: { key: 'turn.freeMigrationUsed', rule: RULE_FREE_MIGRATION } };
			return { kind: 'apply', game, last: { kind: 'freeStart' } };
		case 'CONVERT':
			return fromStep(game, convertFood(game, event.spaces), { kind: 'convert', spaces: event.spaces });
		case 'END_TURN':
			return fromStep(game, endTurn(game), { kind: 'end' });
		default:
			return null;
	}
}

function markPlayed(ctx: TurnContext, how: PlayedHow): (PlayedHow | null)[] {
	const played = [...ctx.played];
	if (ctx.picked !== null) played[ctx.picked] = how;
	return played;
}

const NO_CHOICE = { picked: null, action: null, selected: null, targets: [] as string[] } as const;

/** What an outcome does to the context (the refusal and the cell refused, if any). */
function refused(o: Outcome | null): Partial<TurnContext> {
	if (o?.kind !== 'refuse') return {};
	return { refusal: o.refusal, refusedCell: o.cell ?? null };
}

/** A board click, asked once to the rules: choose a piece, drop it, move or place, or the refusal. */
function clicked(ctx: TurnContext, o: Outcome, free: boolean): Partial<TurnContext> {
	switch (o.kind) {
		case 'select':
			return { selected: o.cell, targets: o.targets, last: { kind: 'select', cell: o.cell }, ...CLEAR };
		case 'deselect':
			return { selected: null, targets: [], ...CLEAR };
		case 'apply':
			if (free) return { ...withGame(o.game), last: o.last, selected: null, targets: [], freeMoving: false, ...CLEAR };
			return { ...withGame(o.game), last: o.last, played: markPlayed(ctx, 'used'), ...NO_CHOICE, ...CLEAR };
		case 'refuse':
			return refused(o);
	}
}

/**
 * Every event is answered once: the action asks the rules (cellOutcome / eventOutcome) and writes the
 * result; the state follows from the context (a card picked, the free migration under way, the turn
 * ended) through eventless transitions.
 */
export const turnMachine = setup({
	types: {} as { context: TurnContext; events: TurnEvent; input: TurnInput },
	guards: {
		cardPicked: ({ context }) => context.picked !== null,
		noCardPicked: ({ context }) => context.picked === null,
		freeMoving: ({ context }) => context.freeMoving,
		notFreeMoving: ({ context }) => !context.freeMoving,
		ended: ({ context }) => context.ended !== null,
	},
	actions: {
		pick: assign(({ context, event }) => {
			assertEvent(event, 'PICK');
			const o = eventOutcome(context, event, 'idle');
			if (o?.kind !== 'apply') return refused(o);
			return { picked: event.card, action: event.action ?? null, selected: null, targets: [], freeMoving: false, last: o.last, ...CLEAR };
		}),
		startFreeMove: assign(({ context, event }) => {
			assertEvent(event, 'FREE_MOVE');
			const o = eventOutcome(context, event, 'idle');
			if (o?.kind !== 'apply') return refused(o);
			return { ...NO_CHOICE, ...withGame(o.game), last: o.last, freeMoving: true, ...CLEAR };
		}),
		convert: assign(({ context, event }) => {
			assertEvent(event, 'CONVERT');
			const o = eventOutcome(context, event, 'idle');
			if (o?.kind !== 'apply') return refused(o);
			return { ...withGame(o.game), last: o.last, ...CLEAR };
		}),
		endTurn: assign(({ context, event }) => {
			assertEvent(event, 'END_TURN');
			const o = eventOutcome(context, event, 'idle');
			if (o?.kind !== 'apply') return refused(o);
			const g = context.game;
			return {
				...NO_CHOICE,
				...withGame(o.game),
				last: o.last,
				freeMoving: false,
				ended: { plays: g.turn.plays, auctions: g.turn.auctions, draw: cardsToDraw(g) },
				...CLEAR,
			};
		}),
		chooseAction: assign(({ event }) => {
			assertEvent(event, 'ACTION');
			return { action: event.action, selected: null, targets: [], ...CLEAR };
		}),
		cardCell: assign(({ context, event }) => {
			assertEvent(event, 'CELL');
			return clicked(context, cellOutcome(context, event.cell, false), false);
		}),
		freeCell: assign(({ context, event }) => {
			assertEvent(event, 'CELL');
			return clicked(context, cellOutcome(context, event.cell, true), true);
		}),
		/** A wheel, an auction or a discard of the picked card. */
		useCard: assign(({ context, event }) => {
			assertEvent(event, ['WHEEL', 'AUCTION', 'DISCARD']);
			const o = eventOutcome(context, event, 'card');
			if (o?.kind !== 'apply') return refused(o);
			const how: PlayedHow = event.type === 'WHEEL' ? 'used' : event.type === 'AUCTION' ? 'auctioned' : 'discarded';
			return { ...withGame(o.game), last: o.last, played: markPlayed(context, how), ...NO_CHOICE, ...CLEAR };
		}),
		pickFirst: assign({ refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS } as Refusal, refusedCell: null }),
		clearChoice: assign({ ...NO_CHOICE, freeMoving: false, ...CLEAR }),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'turn',
	context: ({ input }) => fresh(input),
	initial: 'playing',
	on: { RESET: { target: '.playing', actions: 'reset' } },
	states: {
		playing: {
			initial: 'idle',
			always: { guard: 'ended', target: '#turn.over' },
			on: {
				PICK: { actions: 'pick' },
				FREE_MOVE: { actions: 'startFreeMove' },
				CONVERT: { actions: 'convert' },
				END_TURN: { actions: 'endTurn' },
			},
			states: {
				idle: {
					always: [
						{ guard: 'freeMoving', target: 'freeMove' },
						{ guard: 'cardPicked', target: 'card' },
					],
					on: { CELL: { actions: 'pickFirst' } },
				},
				card: {
					always: { guard: 'noCardPicked', target: 'idle' },
					on: {
						ACTION: { actions: 'chooseAction' },
						CELL: { actions: 'cardCell' },
						WHEEL: { actions: 'useCard' },
						AUCTION: { actions: 'useCard' },
						DISCARD: { actions: 'useCard' },
						CANCEL: { actions: 'clearChoice' },
					},
				},
				freeMove: {
					always: { guard: 'notFreeMoving', target: 'idle' },
					on: {
						CELL: { actions: 'freeCell' },
						CANCEL: { actions: 'clearChoice' },
					},
				},
			},
		},
		over: {},
	},
});
