/**
 * The cards & events widget as a state machine. Two parts:
 * - `explore`: pick a card type to read about it; Player A may try an arrow (ability limit, setting
 *   1 as printed in French or 2 per the designer's correction) and a joker (never an event).
 * - `table`: any player plays Epidemic, Famine or Food Source on a table of players; an Epidemic
 *   then waits (`table.epidemic`) until each opponent, from the player's left, has removed a piece.
 * Every effect and every refusal comes from the rules (turn.ts, events.ts, abilities.ts).
 */
import { assign, setup } from 'xstate';
import type { Refusal } from '../shared/types';
import type { Ability } from './abilities';
import { famine, foodSourceGains, type EventKind } from './events';
import { arrowEffect, cardEffect, createGame, epidemicChoose, type CardUse, type GameState } from './turn';
import type { Board, Chart, Occupancy, PlayerId, Terrain } from './types';

/** The explorer's entries; each is also the heading id of its section on the cards page. */
export const CARD_TOPICS = [
	'terrain-cards',
	'wheel',
	'arrow',
	'joker',
	'epidemic',
	'famine',
	'food-source',
	'ability-food',
	'ability-intelligence',
	'ability-mobility',
	'ability-defense',
	'ability-aggression',
] as const;
export type CardTopic = (typeof CARD_TOPICS)[number];

export const EVENT_KINDS: readonly EventKind[] = ['epidemic', 'famine', 'foodSource'];
export type JokerAs = 'wheel' | 'arrow' | 'event';
export const JOKER_CHOICES: readonly JokerAs[] = ['wheel', 'arrow', 'event'];

/** What the explorer's demos use: Player A raises this terrain with a wheel, takes this ability with an arrow. */
export const DEMO_TERRAIN: Terrain = 'water';
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
	| { type: 'PLAY'; player: PlayerId; event: EventKind }
	| { type: 'REMOVE'; player: PlayerId; cell: string }
	| { type: 'SET_AMOUNT'; player: PlayerId; field: AmountField; value: unknown }
	| { type: 'RESET' };

export interface CardsInput {
	board: Board;
	/** clockwise order; the first is Player A (the explorer's player) */
	players: PlayerId[];
	charts: Record<PlayerId, Chart>;
	occ: Occupancy;
	food: Record<PlayerId, number>;
	score: Record<PlayerId, number>;
}

/** What the last accepted card did, for the widget to show (numbers straight from the rules). */
export type CardsEffect =
	| { kind: 'arrow'; player: PlayerId; ability: Ability; owned: number }
	| { kind: 'joker'; player: PlayerId; as: JokerAs }
	| { kind: 'epidemic'; player: PlayerId; order: PlayerId[] }
	| { kind: 'remove'; player: PlayerId; cell: string; next: PlayerId | null }
	| { kind: 'famine'; player: PlayerId; detail: Record<PlayerId, { paid: number; spacesLost: number }> }
	| { kind: 'foodSource'; player: PlayerId; gains: Record<PlayerId, number> };

export interface CardsContext {
	input: CardsInput;
	game: GameState;
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
		options: { abilityLimit: limit },
	});
}

function fresh(input: CardsInput): CardsContext {
	return { input, game: freshGame(input), topic: 'terrain-cards', refusal: null, last: null };
}

/** Player A: who tries the arrow and the joker in the explorer. */
function demoPlayer(ctx: CardsContext): PlayerId {
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

export const eventsMachine = setup({
	types: {} as { context: CardsContext; events: CardsEvent; input: CardsInput },
	guards: {
		cardIsLegal: ({ context, event }) => tryCard(context, event)?.ok === true,
		epidemicDone: ({ context }) => context.game.pendingEpidemic.length === 0,
		amountIsValid: ({ context, event }) =>
			event.type === 'SET_AMOUNT' && context.game.players.includes(event.player) && parseAmount(event.field, event.value).ok,
	},
	actions: {
		applyCard: assign(({ context, event }) => {
			const r = tryCard(context, event);
			if (!r || !r.ok) return {};
			const game = r.state;
			const before = context.game;
			let last: CardsEffect | null = null;
			if (event.type === 'ARROW') last = { kind: 'arrow', player: demoPlayer(context), ability: DEMO_ABILITY, owned: game.ps[demoPlayer(context)]!.abilities[DEMO_ABILITY] };
			else if (event.type === 'JOKER') last = { kind: 'joker', player: demoPlayer(context), as: event.as };
			else if (event.type === 'REMOVE') last = { kind: 'remove', player: event.player, cell: event.cell, next: game.pendingEpidemic[0] ?? null };
			else if (event.type === 'PLAY') {
				const food: Record<PlayerId, number> = {};
				const score: Record<PlayerId, number> = {};
				for (const p of before.players) {
					food[p] = before.ps[p]!.food;
					score[p] = before.ps[p]!.score;
				}
				if (event.event === 'epidemic') last = { kind: 'epidemic', player: event.player, order: [...game.pendingEpidemic] };
				else if (event.event === 'famine') last = { kind: 'famine', player: event.player, detail: famine(before.players, event.player, food, score).detail };
				else last = { kind: 'foodSource', player: event.player, gains: foodSourceGains(before.players, event.player, score) };
			}
			return { game, last, refusal: null };
		}),
		refuseCard: assign(({ context, event }) => {
			const r = tryCard(context, event);
			return r && !r.ok ? { refusal: r.refusal } : {};
		}),
		select: assign(({ event }) => (event.type === 'SELECT' ? { topic: event.topic, refusal: null } : {})),
		setLimit: assign(({ context, event }) => {
			if (event.type !== 'SET_LIMIT') return {};
			return { game: { ...context.game, options: { ...context.game.options, abilityLimit: event.limit } }, refusal: null };
		}),
		setAmount: assign(({ context, event }) => {
			if (event.type !== 'SET_AMOUNT') return {};
			const parsed = parseAmount(event.field, event.value);
			if (!parsed.ok) return {};
			const g = context.game;
			const ps = { ...g.ps, [event.player]: { ...g.ps[event.player]!, [event.field]: parsed.value } };
			return { game: { ...g, ps }, refusal: null, last: null };
		}),
		refuseAmount: assign(({ event }) => {
			if (event.type !== 'SET_AMOUNT') return {};
			const parsed = parseAmount(event.field, event.value);
			return { refusal: parsed.ok ? null : parsed.refusal };
		}),
		clearRefusal: assign({ refusal: null }),
		clearLast: assign({ refusal: null, last: null }),
		reset: assign(({ context }) => fresh(context.input)),
		resetTable: assign(({ context }) => ({
			game: freshGame(context.input, context.game.options.abilityLimit),
			refusal: null,
			last: null,
		})),
	},
}).createMachine({
	id: 'wildlifeCards',
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
				ARROW: [{ guard: 'cardIsLegal', actions: 'applyCard' }, { actions: 'refuseCard' }],
				JOKER: [{ guard: 'cardIsLegal', actions: 'applyCard' }, { actions: 'refuseCard' }],
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
					on: {
						PLAY: [
							{ guard: 'cardIsLegal', target: 'epidemic', actions: 'applyCard' },
							{ actions: 'refuseCard' },
						],
						SET_AMOUNT: [{ guard: 'amountIsValid', actions: 'setAmount' }, { actions: 'refuseAmount' }],
						SHOW_CARDS: { target: '#wildlifeCards.explore', actions: 'clearLast' },
					},
				},
				epidemic: {
					// Famine and Food Source resolve at once; only an Epidemic waits for the opponents' choices.
					always: { guard: 'epidemicDone', target: 'choosing' },
					on: {
						REMOVE: [{ guard: 'cardIsLegal', actions: 'applyCard' }, { actions: 'refuseCard' }],
					},
				},
			},
		},
	},
});
