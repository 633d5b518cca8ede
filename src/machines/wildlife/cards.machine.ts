/**
 * The cards widget as a state machine (rules: turn.ts, events.ts, abilities.ts; example:
 * examples/cards.ts; widget: CardsWidget). Two parts:
 * - `explore`: pick a card type to read about it; Player A may try an arrow (ability limit, setting
 *   1 as printed in French or 2 per the designer's correction) and a joker (never an event).
 * - `table`: any player plays Epidemic, Famine or Food Source on a table of players; an Epidemic
 *   then waits (`table.epidemic`) until each opponent, from the player's left, has removed a piece.
 * Every effect and every refusal comes from the rules (turn.ts, events.ts, abilities.ts).
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import type { Ability } from './abilities';
import { famine, foodSourceGains, lastOnScoreTrack, scoreTrackPlaces, type EventKind } from './events';
import { createGame, levels, type GameState } from './game';
import { arrowEffect, cardEffect, epidemicChoose, type CardUse } from './cardEffects';
import type { Board, Chart, Level, Occupancy } from './types';

import { DEMO_TERRAIN, type CardTopic } from './cards';
import type { PerSeat, Seat } from '../shared/seats';
export { CARD_TOPICS, type CardTopic } from './cards';

export const EVENT_KINDS: readonly EventKind[] = ['epidemic', 'famine', 'foodSource'];
export type JokerAs = 'wheel' | 'arrow' | 'event';
export const JOKER_CHOICES: readonly JokerAs[] = ['wheel', 'arrow', 'event'];

/** What the explorer's demos use: Player A raises this terrain with a wheel, takes this ability with an arrow. */
export const DEMO_ABILITY: Ability = 'food';
/** The event a joker is (wrongly) asked to stand for in the demo. */
export const DEMO_JOKER_EVENT: EventKind = 'famine';

/** Bounds of the amounts a reader may type (food in hand; score space, which may go below 1). */
export const AMOUNT_BOUNDS = { food: { min: 0, max: 200 }, score: { min: -50, max: 200 } } as const;
export type AmountField = keyof typeof AMOUNT_BOUNDS;

export type CardsEvent =
	| { type: 'SELECT'; topic: CardTopic }
	| { type: 'SET_LIMIT'; limit: 1 | 2 }
	| { type: 'ARROW' }
	| { type: 'JOKER'; as: JokerAs }
	| { type: 'SHOW_TABLE' }
	| { type: 'SHOW_CARDS' }
	| { type: 'PLAY'; player: Seat; event: EventKind }
	| { type: 'REMOVE'; player: Seat; cell: string }
	| { type: 'SET_AMOUNT'; player: Seat; field: AmountField; value: unknown }
	| { type: 'RESET' };

export interface CardsInput {
	board: Board;
	/** clockwise order; the first is Player A (the explorer's player) */
	players: Seat[];
	charts: PerSeat<Chart>;
	occ: Occupancy;
	food: PerSeat<number>;
	score: PerSeat<number>;
	/** pieces each player has already lost (a middle-of-game position: see examples/cards.ts) */
	lost?: PerSeat<number>;
}

/** What the last accepted card did, for the widget to show (numbers straight from the rules). */
export type CardsEffect =
	| { kind: 'arrow'; player: Seat; ability: Ability; owned: number }
	| { kind: 'joker'; player: Seat; as: JokerAs; level: Level; food: number }
	| { kind: 'epidemic'; player: Seat; order: Seat[] }
	| { kind: 'remove'; player: Seat; cell: string; next: Seat | null }
	| { kind: 'famine'; player: Seat; detail: PerSeat<{ paid: number; spacesLost: number }> }
	| { kind: 'foodSource'; player: Seat; gains: PerSeat<number> };

/** Where a player stands, as the table shows it (from the rules: places on the score track, last). */
export interface Standing {
	place: number;
	last: boolean;
	pieces: number;
}

export interface CardsContext {
	input: CardsInput;
	game: GameState;
	/** per player, recomputed from the rules whenever the game changes */
	standing: PerSeat<Standing>;
	/** Player A's food ability and level in the demo terrain (what the arrow and joker demos change) */
	demo: { food: number; level: Level };
	topic: CardTopic;
	refusal: Refusal | null;
	last: CardsEffect | null;
}

function freshGame(input: CardsInput, limit: 1 | 2 = 2): GameState {
	return createGame({
		board: input.board,
		players: input.players,
		charts: input.charts,
		occ: input.occ,
		food: input.food,
		score: input.score,
		lost: input.lost,
		options: { abilityLimit: limit },
	});
}

/** The game and everything the widget reads from it. */
function withGame(game: GameState): Pick<CardsContext, 'game' | 'standing' | 'demo'> {
	const score: PerSeat<number> = Object.fromEntries(game.players.map((p) => [p, game.ps[p]!.score]));
	const places = scoreTrackPlaces(game.players, score);
	const last = game.players.length > 1 ? lastOnScoreTrack(game.players, score) : [];
	const pieces = Object.values(game.occ);
	const standing = Object.fromEntries(
		game.players.map((p) => [p, { place: places[p]!, last: last.includes(p), pieces: pieces.filter((o) => o === p).length }]),
	);
	const a = game.players[0]!;
	return { game, standing, demo: { food: game.ps[a]!.abilities[DEMO_ABILITY], level: levels(game, a)[DEMO_TERRAIN] } };
}

function fresh(input: CardsInput): CardsContext {
	return { input, ...withGame(freshGame(input)), topic: 'terrain-cards', refusal: null, last: null };
}

/** Player A: who tries the arrow and the joker in the explorer. */
function demoPlayer(ctx: CardsContext): Seat {
	return ctx.input.players[0]!;
}

function jokerUse(as: JokerAs): CardUse {
	if (as === 'wheel') return { as: 'wheel', terrain: DEMO_TERRAIN };
	if (as === 'arrow') return { as: 'arrow', ability: DEMO_ABILITY };
	return { as: 'event', event: DEMO_JOKER_EVENT };
}

/** The rules' answer to an event of the machine (null when the event is not a card play). */
function tryCard(ctx: CardsContext, event: CardsEvent) {
	const a = demoPlayer(ctx);
	switch (event.type) {
		case 'ARROW':
			return arrowEffect(ctx.game, a, DEMO_ABILITY);
		case 'JOKER':
			return cardEffect(ctx.game, a, { kind: 'joker' }, jokerUse(event.as));
		case 'PLAY':
			if (!ctx.game.players.includes(event.player)) return null;
			return cardEffect(ctx.game, event.player, { kind: 'event', event: event.event }, { as: 'event', event: event.event });
		case 'REMOVE':
			return epidemicChoose(ctx.game, event.player, event.cell);
		default:
			return null;
	}
}

/** A typed amount, or the refusal that explains what is wrong with it. */
export function parseAmount(field: AmountField, value: unknown): { ok: true; value: number } | { ok: false; refusal: Refusal } {
	const { min, max } = AMOUNT_BOUNDS[field];
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
	if (/^-?\d{1,4}$/.test(text)) {
		const n = Number(text);
		if (n >= min && n <= max) return { ok: true, value: n };
	}
	return {
		ok: false,
		refusal: {
			key: field === 'food' ? 'cards.badFood' : 'cards.badScore',
			params: { value: text.slice(0, 12), min, max },
			rule: { page: 'cards', anchor: 'events' },
		},
	};
}

/** What an accepted card did, for the widget to show (numbers straight from the rules). */
function effectOf(context: CardsContext, event: CardsEvent, game: GameState): CardsEffect | null {
	const before = context.game;
	const a = demoPlayer(context);
	switch (event.type) {
		case 'ARROW':
			return { kind: 'arrow', player: a, ability: DEMO_ABILITY, owned: game.ps[a]!.abilities[DEMO_ABILITY] };
		case 'JOKER':
			return { kind: 'joker', player: a, as: event.as, level: levels(game, a)[DEMO_TERRAIN], food: game.ps[a]!.abilities[DEMO_ABILITY] };
		case 'REMOVE':
			return { kind: 'remove', player: event.player, cell: event.cell, next: game.pendingEpidemic[0] ?? null };
		case 'PLAY': {
			if (event.event === 'epidemic') return { kind: 'epidemic', player: event.player, order: [...game.pendingEpidemic] };
			const food: PerSeat<number> = {};
			const score: PerSeat<number> = {};
			for (const p of before.players) {
				food[p] = before.ps[p]!.food;
				score[p] = before.ps[p]!.score;
			}
			if (event.event === 'famine') return { kind: 'famine', player: event.player, detail: famine(before.players, event.player, food, score).detail };
			return { kind: 'foodSource', player: event.player, gains: foodSourceGains(before.players, event.player, score) };
		}
		default:
			return null;
	}
}

export const cardsMachine = setup({
	types: {} as { context: CardsContext; events: CardsEvent; input: CardsInput },
	guards: {
		epidemicPending: ({ context }) => context.game.pendingEpidemic.length > 0,
		epidemicDone: ({ context }) => context.game.pendingEpidemic.length === 0,
	},
	actions: {
		/** A card played: the rules are asked once; the effect is applied, or the refusal kept. */
		playCard: assign(({ context, event }) => {
			assertEvent(event, ['ARROW', 'JOKER', 'PLAY', 'REMOVE']);
			const r = tryCard(context, event);
			if (!r) return {};
			if (!r.ok) return { refusal: r.refusal };
			return { ...withGame(r.state), last: effectOf(context, event, r.state), refusal: null };
		}),
		select: assign(({ event }) => {
			assertEvent(event, 'SELECT');
			return { topic: event.topic, refusal: null };
		}),
		setLimit: assign(({ context, event }) => {
			assertEvent(event, 'SET_LIMIT');
			return { game: { ...context.game, options: { ...context.game.options, abilityLimit: event.limit } }, refusal: null };
		}),
		/** A typed amount, parsed once: set, or refused with the reason. */
		setAmount: assign(({ context, event }) => {
			assertEvent(event, 'SET_AMOUNT');
			const g = context.game;
			const parsed = parseAmount(event.field, event.value);
			if (!parsed.ok) return { refusal: parsed.refusal };
			if (!g.players.includes(event.player)) return { refusal: null };
			const ps = { ...g.ps, [event.player]: { ...g.ps[event.player]!, [event.field]: parsed.value } };
			return { ...withGame({ ...g, ps }), refusal: null, last: null };
		}),
		clearLast: assign({ refusal: null, last: null }),
		reset: assign(({ context }) => fresh(context.input)),
		resetTable: assign(({ context }) => ({
			...withGame(freshGame(context.input, context.game.options.abilityLimit)),
			refusal: null,
			last: null,
		})),
	},
}).createMachine({
	id: 'cards',
	context: ({ input }) => fresh(input),
	on: {
		RESET: { target: '.explore', actions: 'reset' },
		SET_LIMIT: { actions: 'setLimit' },
	},
	initial: 'explore',
	states: {
		explore: {
			on: {
				SELECT: { actions: 'select' },
				ARROW: { actions: 'playCard' },
				JOKER: { actions: 'playCard' },
				SHOW_TABLE: { target: 'table', actions: 'clearLast' },
			},
		},
		table: {
			initial: 'choosing',
			on: {
				RESET: { target: '.choosing', actions: 'resetTable' },
			},
			states: {
				choosing: {
					// An Epidemic waits for the opponents' choices; Famine and Food Source resolve at once.
					always: { guard: 'epidemicPending', target: 'epidemic' },
					on: {
						PLAY: { actions: 'playCard' },
						SET_AMOUNT: { actions: 'setAmount' },
						SHOW_CARDS: { target: '#cards.explore', actions: 'clearLast' },
					},
				},
				epidemic: {
					always: { guard: 'epidemicDone', target: 'choosing' },
					on: {
						REMOVE: { actions: 'playCard' },
					},
				},
			},
		},
	},
});
