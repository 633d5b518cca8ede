/**
 * An action turn (and the turns after it) for 1–4 parks as a state machine: the marmot holder
 * announces, every player picks a tile and places it, everyone refills, the marmot goes left; after
 * the seventh turn the round ends and the action tokens go back. Every question goes to turn.ts.
 *
 * States: `announce` → `placing` (until every park has its tile) → `refill` → `turnOver` (or
 * `roundOver` when the selection row is empty; `gameOver` when the displays are empty).
 */
import { assertEvent, assign, setup } from 'xstate';
import { refuse } from '../shared/types';
import type { Refusal } from './keys';
import { type Park, TEACHING_PARK } from './park';
import { passMarmot, ROUNDS } from './round';
import type { Weather } from './scoring';
import { type ActionToken, type TeachingTile, tileById } from './tiles';
import { allowedSpaces, canAnnounce, canPlace, canSelect, FRESH_ROW, noMatch, refill, REQUIREMENTS, type Requirement, type RequirementRow } from './turn';

export interface TurnPlayerInput {
	/** tiles already in the park: hex key → teaching tile id */
	tiles?: Readonly<Record<string, string>>;
	weather: Readonly<Record<string, Weather>>;
	/** the 7 tiles on display (ids) */
	display: readonly string[];
	/** the reserve, top first (ids) */
	reserve: readonly string[];
}

export interface TurnInput {
	players: readonly TurnPlayerInput[];
	/** index of the marmot holder */
	marmot: number;
	round?: number;
}

export interface TurnPlayer {
	tiles: Record<string, TeachingTile>;
	weather: Record<string, Weather>;
	display: TeachingTile[];
	reserve: TeachingTile[];
	/** index into display of the tile picked this turn */
	selected: number | null;
	/** where this turn's tile went */
	placed: string | null;
	/** this turn's tile, once placed */
	placedTile: TeachingTile | null;
}

export type TurnLast =
	| { kind: 'announce'; player: number; token: ActionToken; req: Requirement }
	| { kind: 'select'; player: number; tile: string; free: boolean }
	| { kind: 'place'; player: number; tile: string; key: string; fallback: boolean }
	| { kind: 'refill'; marmot: number; roundOver: boolean };

export interface TurnContext {
	input: TurnInput;
	park: Park;
	players: TurnPlayer[];
	marmot: number;
	round: number;
	/** the action tokens still in the selection row */
	row: ActionToken[];
	/** the terrain requirements, left to right: the token put there this round, or null */
	slots: (ActionToken | null)[];
	/** this turn's announce */
	announced: { token: ActionToken; slot: number } | null;
	refusal: Refusal | null;
	/** the space or tile of the last refused move, to mark it */
	refusedAt: { player: number; key?: string; index?: number } | null;
	last: TurnLast | null;
	/** per player: the spaces their tile may go to now (from the rules), [] when not placing */
	hints: string[][];
	/** per player: true when no free space meets the requirement (any free landscape space will do) */
	fallback: boolean[];
}

export type TurnEvent =
	| { type: 'ANNOUNCE'; token: ActionToken; slot: number }
	| { type: 'SELECT'; player: number; index: number }
	| { type: 'PLACE'; player: number; key: string }
	| { type: 'REFILL' }
	| { type: 'NEXT' }
	| { type: 'RESET' };

const ids = (list: readonly string[]) => list.map(tileById);

function fresh(input: TurnInput): TurnContext {
	return {
		input,
		park: TEACHING_PARK,
		players: input.players.map((p) => ({
			tiles: Object.fromEntries(Object.entries(p.tiles ?? {}).map(([k, id]) => [k, tileById(id)])),
			weather: { ...p.weather },
			display: ids(p.display),
			reserve: ids(p.reserve),
			selected: null,
			placed: null,
			placedTile: null,
		})),
		marmot: input.marmot,
		round: input.round ?? 1,
		row: [...FRESH_ROW],
		slots: REQUIREMENTS.map(() => null),
		announced: null,
		refusal: null,
		refusedAt: null,
		last: null,
		hints: input.players.map(() => []),
		fallback: input.players.map(() => false),
	};
}

/** The requirement announced this turn. */
export const announcedReq = (ctx: TurnContext): Requirement | null => (ctx.announced ? REQUIREMENTS[ctx.announced.slot]! : null);

/** Where player i may put a tile now (for hints), asked to the rules. */
export function placeHints(ctx: TurnContext, player: number): { keys: string[]; fallback: boolean } {
	const req = announcedReq(ctx);
	const p = ctx.players[player];
	if (!req || !p || p.placed) return { keys: [], fallback: false };
	const a = allowedSpaces(ctx.park, p.tiles, req);
	return { keys: a.spaces.map((s) => s.key), fallback: a.fallback };
}

const CLEAR = { refusal: null, refusedAt: null } as const;
const allPlaced = (ctx: TurnContext) => ctx.players.every((p) => p.placed !== null);

export const turnMachine = setup({
	types: {} as { context: TurnContext; events: TurnEvent; input: TurnInput },
	guards: {
		allPlaced: ({ context }) => allPlaced(context),
		rowEmpty: ({ context }) => context.row.length === 0,
		gameOver: ({ context }) => context.players.every((p) => p.display.length === 0) || context.round > ROUNDS,
	},
	actions: {
		announce: assign(({ context, event }) => {
			assertEvent(event, 'ANNOUNCE');
			const l = canAnnounce(context.row, context.slots as RequirementRow, event.token, event.slot);
			if (!l.ok) return { refusal: l.refusal, refusedAt: null };
			const slots = [...context.slots];
			slots[event.slot] = event.token;
			return {
				row: context.row.filter((t) => t !== event.token),
				slots,
				announced: { token: event.token, slot: event.slot },
				players: context.players.map((p) => ({ ...p, selected: null, placed: null, placedTile: null })),
				last: { kind: 'announce' as const, player: context.marmot, token: event.token, req: REQUIREMENTS[event.slot]! },
				...CLEAR,
			};
		}),
		select: assign(({ context, event }) => {
			assertEvent(event, 'SELECT');
			const p = context.players[event.player];
			const token = context.announced!.token;
			if (!p || p.placed) return {};
			const l = canSelect(p.display, event.index, token);
			if (!l.ok) return { refusal: l.refusal, refusedAt: { player: event.player, index: event.index } };
			const players = context.players.map((x, i) => (i === event.player ? { ...x, selected: event.index } : x));
			return { players, last: { kind: 'select' as const, player: event.player, tile: p.display[event.index]!.id, free: noMatch(p.display, token) }, ...CLEAR };
		}),
		place: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			const p = context.players[event.player];
			if (!p || p.placed) return {};
			if (p.selected === null) return { refusal: { key: 'refuse.selectFirst', rule: { page: 'round', anchor: 'select-tile' } }, refusedAt: { player: event.player, key: event.key } };
			const req = announcedReq(context)!;
			const l = canPlace(context.park, p.tiles, event.key, req);
			if (!l.ok) return { refusal: l.refusal, refusedAt: { player: event.player, key: event.key } };
			const tile = p.display[p.selected]!;
			const fallback = allowedSpaces(context.park, p.tiles, req).fallback;
			const players = context.players.map((x, i) =>
				i === event.player ? { ...x, tiles: { ...x.tiles, [event.key]: tile }, display: x.display.filter((_, j) => j !== x.selected), selected: null, placed: event.key, placedTile: tile } : x,
			);
			return { players, last: { kind: 'place' as const, player: event.player, tile: tile.id, key: event.key, fallback }, ...CLEAR };
		}),
		refill: assign(({ context }) => {
			const players = context.players.map((p) => ({ ...p, ...refill(p.display, p.reserve) }));
			const marmot = passMarmot(players.length, context.marmot);
			return { players, marmot, announced: null, last: { kind: 'refill' as const, marmot, roundOver: context.row.length === 0 }, ...CLEAR };
		}),
		newRound: assign(({ context }) => ({
			round: context.round + 1,
			row: [...FRESH_ROW],
			slots: REQUIREMENTS.map(() => null),
			...CLEAR,
		})),
		reset: assign(({ context }) => fresh(context.input)),
		/** A tile picked or placed before the marmot holder has announced. */
		announceFirst: assign(({ event }) => {
			const l = refuse('refuse.announceFirst', { page: 'round', anchor: 'announce' });
			const at = event.type === 'PLACE' ? { player: event.player, key: event.key } : null;
			return l.ok ? {} : { refusal: l.refusal, refusedAt: at };
		}),
		hints: assign(({ context }) => {
			const h = context.players.map((_, i) => placeHints(context, i));
			return { hints: h.map((x) => x.keys), fallback: h.map((x) => x.fallback) };
		}),
	},
}).createMachine({
	id: 'turn',
	context: ({ input }) => fresh(input),
	on: { RESET: { target: '.announce', actions: 'reset' } },
	initial: 'announce',
	states: {
		announce: {
			on: { ANNOUNCE: { actions: ['announce', 'hints'] }, SELECT: { actions: 'announceFirst' }, PLACE: { actions: 'announceFirst' } },
			always: { guard: ({ context }) => context.announced !== null, target: 'placing' },
		},
		placing: {
			on: { SELECT: { actions: 'select' }, PLACE: { actions: ['place', 'hints'] } },
			always: { guard: 'allPlaced', target: 'refill' },
		},
		refill: {
			on: { REFILL: { target: 'afterRefill', actions: ['refill', 'hints'] } },
		},
		afterRefill: {
			always: [{ guard: 'rowEmpty', target: 'roundOver' }, { target: 'turnOver' }],
		},
		turnOver: {
			on: { NEXT: 'announce' },
		},
		roundOver: {
			on: { NEXT: [{ guard: ({ context }) => context.round >= ROUNDS || context.players.every((p) => p.display.length === 0), target: 'gameOver' }, { target: 'announce', actions: 'newRound' }] },
		},
		gameOver: {},
	},
});
