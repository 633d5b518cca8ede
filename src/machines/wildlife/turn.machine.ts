/**
 * One WildLife turn of player A as a state machine: pick a card from the hand and use it (wheel or
 * terrain), put it up for auction or discard it, make the free migration, turn food into points, end
 * the turn. Plays counted, the mandatory auction, Intelligence's extra play, no free placement after
 * an adaptation, small scoring: all decided by the rules in turn.ts / actions.ts. No prose.
 *
 * States: playing.idle (nothing chosen), playing.card (a card picked), playing.freeMove (the free
 * migration under way), over (the turn has ended).
 */
import { assign, setup } from 'xstate';
import type { Refusal, RuleRef } from '../shared/types';
import { arrowEffect, cardsToDraw, convertFood, createGame, discardCard, endTurn, freeMigration, playCard, startAuction, actionContext, RULE_CARD_PLAYS, RULE_FREE_MIGRATION, type Card, type GameState, type Step } from './turn';
import { canMigrate, migrationTargets, RULE_MIGRATE, type TerrainUse } from './actions';
import { TEACHING_BOARD } from './board';
import { EXAMPLE_CHARTS, HUMAN_CHART } from './charts';
import type { BoardAction } from './actions.machine';
import type { Occupancy, PlayerId, Terrain } from './types';

export const TURN_ACTOR: PlayerId = 'a';
export const TURN_PLAYERS: readonly PlayerId[] = ['a', 'b', 'c'];

/**
 * A RECONSTRUCTION of the rulebook's turn example (its picture is lost): the large forest of the
 * teaching board has three free spaces (r4c6, r5c6, r6c9); A's "bottom-right" piece waits on r6c8,
 * next to the last of them.
 */
export const TURN_POSITION: Readonly<Occupancy> = Object.freeze({
	r4c7: 'b',
	r5c7: 'b',
	r5c9: 'b',
	r4c8: 'c',
	r4c9: 'a',
	r5c8: 'a',
	r6c8: 'a',
	r3c6: 'a',
	r2c5: 'a',
	r4c4: 'b',
	r0c1: 'b',
	r5c1: 'c',
	r1c8: 'c',
	r0c5: 'c',
});

/** Player A's hand for the example (10 cards, as after the draw). The first four are the example's. */
export const TURN_HAND: readonly Card[] = [
	{ kind: 'wheel' },
	{ kind: 'terrain', terrain: 'forest' },
	{ kind: 'terrain', terrain: 'forest' },
	{ kind: 'wheel' },
	{ kind: 'terrain', terrain: 'steppe' },
	{ kind: 'terrain', terrain: 'savanna' },
	{ kind: 'terrain', terrain: 'mountain' },
	{ kind: 'terrain', terrain: 'water' },
	{ kind: 'terrain', terrain: 'desert' },
	{ kind: 'terrain', terrain: 'steppe' },
];

export interface TurnInput {
	/** A owns an Intelligence card (one extra play): true in the rulebook's example */
	intelligence: boolean;
	pathCheck?: boolean;
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
		charts: { a: HUMAN_CHART, b: EXAMPLE_CHARTS[0]!.chart, c: EXAMPLE_CHARTS[1]!.chart },
		occ: { ...TURN_POSITION },
		options: { migrationPathCheck: input.pathCheck ?? false },
	});
	if (input.intelligence) {
		const r = arrowEffect(game, TURN_ACTOR, 'intelligence');
		if (r.ok) game = r.state;
	}
	return game;
}

function fresh(input: TurnInput): TurnContext {
	return {
		input,
		game: turnGame(input),
		hand: TURN_HAND,
		played: TURN_HAND.map(() => null),
		picked: null,
		action: null,
		selected: null,
		targets: [],
		refusal: null,
		refusedCell: null,
		last: null,
		ended: null,
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
		if (card.kind !== 'terrain') {
			// Ask the rules: a wheel is no terrain card.
			return fromStep(game, playCard(game, card, { as: 'terrain', terrain: 'forest', use: { type: 'expand', cell } }), { kind: 'terrain' }, cell);
		}
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
			const probe = startAuction(game);
			if (!probe.ok) return { kind: 'refuse', refusal: probe.refusal };
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

type Args = { context: TurnContext; event: TurnEvent };
const cellOf = (a: Args, free: boolean) => (a.event.type === 'CELL' ? cellOutcome(a.context, a.event.cell, free) : null);
const evOf = (a: Args, state: 'idle' | 'card' | 'freeMove') => eventOutcome(a.context, a.event, state);

function markPlayed(ctx: TurnContext, how: PlayedHow): (PlayedHow | null)[] {
	const played = [...ctx.played];
	if (ctx.picked !== null) played[ctx.picked] = how;
	return played;
}

function refuseWith(o: Outcome | null) {
	if (o?.kind !== 'refuse') return {};
	return { refusal: o.refusal, refusedCell: o.cell ?? null };
}

export const turnMachine = setup({
	types: {} as { context: TurnContext; events: TurnEvent; input: TurnInput },
	guards: {
		cardSelects: (a) => cellOf(a, false)?.kind === 'select',
		cardDeselects: (a) => cellOf(a, false)?.kind === 'deselect',
		cardApplies: (a) => cellOf(a, false)?.kind === 'apply',
		freeSelects: (a) => cellOf(a, true)?.kind === 'select',
		freeDeselects: (a) => cellOf(a, true)?.kind === 'deselect',
		freeApplies: (a) => cellOf(a, true)?.kind === 'apply',
		okInCard: (a) => evOf(a, 'card')?.kind === 'apply',
		ok: (a) => evOf(a, 'idle')?.kind === 'apply',
	},
	actions: {
		pick: assign(({ event }) => {
			if (event.type !== 'PICK') return {};
			return { picked: event.card, action: event.action ?? null, selected: null, targets: [], last: { kind: 'pick', card: event.card } as TurnLast, ...CLEAR };
		}),
		chooseAction: assign(({ event }) => (event.type === 'ACTION' ? { action: event.action, selected: null, targets: [], ...CLEAR } : {})),
		cardSelect: assign((a) => {
			const o = cellOf(a, false);
			return o?.kind === 'select' ? { selected: o.cell, targets: o.targets, last: { kind: 'select', cell: o.cell } as TurnLast, ...CLEAR } : {};
		}),
		freeSelect: assign((a) => {
			const o = cellOf(a, true);
			return o?.kind === 'select' ? { selected: o.cell, targets: o.targets, last: { kind: 'select', cell: o.cell } as TurnLast, ...CLEAR } : {};
		}),
		deselect: assign({ selected: null, targets: [], ...CLEAR }),
		cardApply: assign((a) => {
			const o = cellOf(a, false);
			if (o?.kind !== 'apply') return {};
			return { game: o.game, last: o.last, played: markPlayed(a.context, 'used'), picked: null, action: null, selected: null, targets: [], ...CLEAR };
		}),
		freeApply: assign((a) => {
			const o = cellOf(a, true);
			if (o?.kind !== 'apply') return {};
			return { game: o.game, last: o.last, selected: null, targets: [], ...CLEAR };
		}),
		cardRefuse: assign((a) => refuseWith(cellOf(a, false))),
		freeRefuse: assign((a) => refuseWith(cellOf(a, true))),
		applyInCard: assign((a) => {
			const o = evOf(a, 'card');
			if (o?.kind !== 'apply') return {};
			const how: PlayedHow | null = o.last.kind === 'wheel' ? 'used' : o.last.kind === 'auction' ? 'auctioned' : o.last.kind === 'discard' ? 'discarded' : null;
			const base = { game: o.game, last: o.last, selected: null, targets: [], ...CLEAR };
			return how ? { ...base, played: markPlayed(a.context, how), picked: null, action: null } : base;
		}),
		refuseInCard: assign((a) => refuseWith(evOf(a, 'card'))),
		applyOk: assign((a) => {
			const o = evOf(a, 'idle');
			if (o?.kind !== 'apply') return {};
			const ended = a.event.type === 'END_TURN' ? { plays: a.context.game.turn.plays, auctions: a.context.game.turn.auctions, draw: cardsToDraw(a.context.game) } : a.context.ended;
			return { game: o.game, last: o.last, ended, ...CLEAR };
		}),
		refuseOk: assign((a) => refuseWith(evOf(a, 'idle'))),
		clearChoice: assign({ picked: null, action: null, selected: null, targets: [], ...CLEAR }),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'wildlifeTurn',
	context: ({ input }) => fresh(input),
	initial: 'playing',
	on: { RESET: { target: '.playing', actions: 'reset' } },
	states: {
		playing: {
			initial: 'idle',
			on: {
				PICK: [{ guard: 'ok', target: '.card', actions: 'pick' }, { actions: 'refuseOk' }],
				FREE_MOVE: [{ guard: 'ok', target: '.freeMove', actions: ['clearChoice', 'applyOk'] }, { actions: 'refuseOk' }],
				CONVERT: [{ guard: 'ok', actions: 'applyOk' }, { actions: 'refuseOk' }],
				END_TURN: [{ guard: 'ok', target: '#wildlifeTurn.over', actions: ['clearChoice', 'applyOk'] }, { actions: 'refuseOk' }],
			},
			states: {
				idle: {
					on: {
						CELL: { actions: assign({ refusal: { key: 'turnex.pickFirst', rule: RULE_PLAYS } as Refusal, refusedCell: null }) },
					},
				},
				card: {
					on: {
						ACTION: { actions: 'chooseAction' },
						CELL: [
							{ guard: 'cardSelects', actions: 'cardSelect' },
							{ guard: 'cardDeselects', actions: 'deselect' },
							{ guard: 'cardApplies', target: 'idle', actions: 'cardApply' },
							{ actions: 'cardRefuse' },
						],
						WHEEL: [{ guard: 'okInCard', target: 'idle', actions: 'applyInCard' }, { actions: 'refuseInCard' }],
						AUCTION: [{ guard: 'okInCard', target: 'idle', actions: 'applyInCard' }, { actions: 'refuseInCard' }],
						DISCARD: [{ guard: 'okInCard', target: 'idle', actions: 'applyInCard' }, { actions: 'refuseInCard' }],
						CANCEL: { target: 'idle', actions: 'clearChoice' },
					},
				},
				freeMove: {
					on: {
						CELL: [
							{ guard: 'freeSelects', actions: 'freeSelect' },
							{ guard: 'freeDeselects', actions: 'deselect' },
							{ guard: 'freeApplies', target: 'idle', actions: 'freeApply' },
							{ actions: 'freeRefuse' },
						],
						CANCEL: { target: 'idle', actions: 'clearChoice' },
					},
				},
			},
		},
		over: {},
	},
});

