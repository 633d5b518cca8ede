/**
 * An action turn (and the turns after it) for 1–4 parks as a state machine: the marmot holder
 * announces, every player picks a tile and places it, everyone refills, the marmot goes left; after
 * the seventh turn the round ends and the action tokens go back; the next round opens with the
 * weather forecast. With one park it is the solo game: the action tokens are a face-down stack,
 * the top one is revealed and only its requirement is chosen. Every question goes to turn.ts and round.ts.
 *
 * States: `forecast` (rounds 2–5, until every park has its weather token) → `announce` →
 * `placing` (until every park has its tile) → `refill` → `turnOver` (or `roundOver` when the
 * selection row is empty; `gameOver` after round 5).
 */
import { assertEvent, assign, setup } from 'xstate';
import { atSeat, type PerSeat, type Seat } from '../shared/seats';
import { refuse } from '../shared/types';
import type { Refusal } from './keys';
import { type Park, TEACHING_PARK } from './park';
import { canForecast, nextWeatherSpace, passMarmot, ROUNDS, seededShuffle } from './round';
import type { Weather } from './pieces';
import { type ActionToken, type TeachingTile, tileById } from './tiles';
import { allowedSpaces, canAnnounce, canPlace, canSelect, FRESH_ROW, noMatch, refill, REQUIREMENTS, type Requirement, type RequirementRow } from './turn';

export interface TurnPlayerInput {
	/** the player's seat (clockwise order is the order of the list) */
	seat: Seat;
	/** tiles already in the park: hex key → teaching tile id */
	tiles?: Readonly<Record<string, string>>;
	weather: Readonly<Record<string, Weather>>;
	/** the available weather tokens still face down, in the order a blind pick takes them (the Sun, when not placed, is available too) */
	weatherHidden?: readonly Weather[];
	/** the weather tokens back in the box */
	weatherBoxed?: readonly Weather[];
	/** the 7 tiles on display (ids) */
	display: readonly string[];
	/** the reserve, top first (ids) */
	reserve: readonly string[];
}

export interface TurnInput {
	players: readonly TurnPlayerInput[];
	/** the marmot holder's seat */
	marmot: Seat;
	round?: number;
	/** the seed of the solo stack's shuffles (one park) */
	seed?: number;
}

export interface TurnPlayer {
	seat: Seat;
	tiles: Record<string, TeachingTile>;
	weather: Record<string, Weather>;
	/** the weather spaces filled, in the order they were filled (the forecast goes on clockwise from the last) */
	filled: string[];
	/** available weather tokens still face down (a blind pick takes the first) */
	hidden: Weather[];
	boxed: Weather[];
	/** whether this park has had this round's forecast */
	forecast: boolean;
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
	| { kind: 'forecast'; player: Seat; token: Weather; hidden: boolean; space: string }
	| { kind: 'reveal'; player: Seat; token: ActionToken }
	| { kind: 'announce'; player: Seat; token: ActionToken; req: Requirement }
	| { kind: 'select'; player: Seat; tile: string; free: boolean }
	| { kind: 'place'; player: Seat; tile: string; key: string; fallback: boolean }
	/** `drew`: false once the reserves are used up (round 5): nobody draws and the displays shrink (L330). */
	| { kind: 'refill'; marmot: Seat; roundOver: boolean; drew: boolean };

export interface TurnContext {
	input: TurnInput;
	park: Park;
	/** the parks, in clockwise order from seat A */
	players: TurnPlayer[];
	marmot: Seat;
	round: number;
	/** one park: the solo game (the row is a face-down stack, top first) */
	solo: boolean;
	/** solo: the stack's top token, once revealed this turn */
	revealed: ActionToken | null;
	/** the action tokens still in the selection row (solo: the stack, top first) */
	row: ActionToken[];
	/** the terrain requirements, left to right: the token put there this round, or null */
	slots: (ActionToken | null)[];
	/** this turn's announce */
	announced: { token: ActionToken; slot: number } | null;
	refusal: Refusal | null;
	/** the space or tile of the last refused move, to mark it */
	refusedAt: { player: Seat; key?: string; index?: number } | null;
	last: TurnLast | null;
	/** per seat: the spaces their tile may go to now (from the rules), [] when not placing */
	hints: PerSeat<string[]>;
	/** per seat: true when no free space meets the requirement (any free landscape space will do) */
	fallback: PerSeat<boolean>;
}

export type TurnEvent =
	| { type: 'FORECAST'; player: Seat; pick: 'sun' | 'hidden' }
	| { type: 'REVEAL' }
	| { type: 'ANNOUNCE'; token: ActionToken; slot: number }
	| { type: 'SELECT'; player: Seat; index: number }
	| { type: 'PLACE'; player: Seat; key: string }
	| { type: 'REFILL' }
	| { type: 'NEXT' }
	| { type: 'RESET' };

const ids = (list: readonly string[]) => list.map(tileById);

/** The solo stack of a round: the seven action tokens shuffled face down (a fixed seed per round, so try-it replays). */
const soloStack = (input: TurnInput, round: number): ActionToken[] => seededShuffle(FRESH_ROW, (input.seed ?? 5) + round * 31);

function fresh(input: TurnInput): TurnContext {
	const solo = input.players.length === 1;
	const round = input.round ?? 1;
	return {
		input,
		park: TEACHING_PARK,
		players: input.players.map((p) => ({
			seat: p.seat,
			tiles: Object.fromEntries(Object.entries(p.tiles ?? {}).map(([k, id]) => [k, tileById(id)])),
			weather: { ...p.weather },
			filled: Object.keys(p.weather),
			hidden: [...(p.weatherHidden ?? [])],
			boxed: [...(p.weatherBoxed ?? [])],
			forecast: true,
			display: ids(p.display),
			reserve: ids(p.reserve),
			selected: null,
			placed: null,
			placedTile: null,
		})),
		marmot: input.marmot,
		round,
		solo,
		revealed: null,
		row: solo ? soloStack(input, round) : [...FRESH_ROW],
		slots: REQUIREMENTS.map(() => null),
		announced: null,
		refusal: null,
		refusedAt: null,
		last: null,
		hints: Object.fromEntries(input.players.map((p) => [p.seat, []])),
		fallback: Object.fromEntries(input.players.map((p) => [p.seat, false])),
	};
}

/** The requirement announced this turn. */
export const announcedReq = (ctx: TurnContext): Requirement | null => (ctx.announced ? REQUIREMENTS[ctx.announced.slot]! : null);

/** The seats at the table, clockwise from A. */
export const seatsOf = (ctx: Pick<TurnContext, 'players'>): Seat[] => ctx.players.map((p) => p.seat);

/** Where the player in that seat may put a tile now (for hints), asked to the rules. */
export function placeHints(ctx: TurnContext, player: Seat): { keys: string[]; fallback: boolean } {
	const req = announcedReq(ctx);
	const p = atSeat(ctx.players, player);
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
		forecast: assign(({ context, event }) => {
			assertEvent(event, 'FORECAST');
			const p = atSeat(context.players, event.player);
			if (!p || p.forecast) return {};
			const sunUp = !Object.values(p.weather).includes('sun');
			const token = event.pick === 'sun' ? 'sun' : p.hidden[0];
			const available = [...(sunUp ? (['sun'] as const) : []), ...p.hidden];
			const space = nextWeatherSpace(context.park, p.filled);
			if (!token || !space) return {};
			const l = canForecast(context.park, p.filled, available, token, space);
			if (!l.ok) return { refusal: l.refusal, refusedAt: { player: event.player } };
			const players = context.players.map((x) =>
				x.seat === event.player
					? { ...x, weather: { ...x.weather, [space]: token }, filled: [...x.filled, space], hidden: x.hidden.filter((w) => w !== token), forecast: true }
					: x,
			);
			return { players, last: { kind: 'forecast' as const, player: event.player, token, hidden: event.pick === 'hidden', space }, ...CLEAR };
		}),
		/** Solo: the stack's top token is turned face up; it decides the species. */
		reveal: assign(({ context }) => {
			if (!context.solo || context.revealed || !context.row.length) return {};
			return { revealed: context.row[0]!, last: { kind: 'reveal' as const, player: context.marmot, token: context.row[0]! }, ...CLEAR };
		}),
		announce: assign(({ context, event }) => {
			assertEvent(event, 'ANNOUNCE');
			if (context.solo && event.token !== context.revealed) {
				const s = refuse('refuse.soloTop', { page: 'solo', anchor: 'action-stack' });
				return s.ok ? {} : { refusal: s.refusal, refusedAt: null };
			}
			const l = canAnnounce(context.row, context.slots as RequirementRow, event.token, event.slot);
			if (!l.ok) return { refusal: l.refusal, refusedAt: null };
			const slots = [...context.slots];
			slots[event.slot] = event.token;
			return {
				row: context.row.filter((t) => t !== event.token),
				revealed: null,
				slots,
				announced: { token: event.token, slot: event.slot },
				players: context.players.map((p) => ({ ...p, selected: null, placed: null, placedTile: null })),
				last: { kind: 'announce' as const, player: context.marmot, token: event.token, req: REQUIREMENTS[event.slot]! },
				...CLEAR,
			};
		}),
		select: assign(({ context, event }) => {
			assertEvent(event, 'SELECT');
			const p = atSeat(context.players, event.player);
			const token = context.announced!.token;
			if (!p || p.placed) return {};
			const l = canSelect(p.display, event.index, token);
			if (!l.ok) return { refusal: l.refusal, refusedAt: { player: event.player, index: event.index } };
			const players = context.players.map((x) => (x.seat === event.player ? { ...x, selected: event.index } : x));
			return { players, last: { kind: 'select' as const, player: event.player, tile: p.display[event.index]!.id, free: noMatch(p.display, token) }, ...CLEAR };
		}),
		place: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			const p = atSeat(context.players, event.player);
			if (!p || p.placed) return {};
			if (p.selected === null)
				return { refusal: { key: 'refuse.selectFirst', rule: { page: 'round', anchor: 'select-tile' } }, refusedAt: { player: event.player, key: event.key } };
			const req = announcedReq(context)!;
			const l = canPlace(context.park, p.tiles, event.key, req);
			if (!l.ok) return { refusal: l.refusal, refusedAt: { player: event.player, key: event.key } };
			const tile = p.display[p.selected]!;
			const fallback = allowedSpaces(context.park, p.tiles, req).fallback;
			const players = context.players.map((x) =>
				x.seat === event.player
					? {
							...x,
							tiles: { ...x.tiles, [event.key]: tile },
							display: x.display.filter((_, j) => j !== x.selected),
							selected: null,
							placed: event.key,
							placedTile: tile,
						}
					: x,
			);
			return { players, last: { kind: 'place' as const, player: event.player, tile: tile.id, key: event.key, fallback }, ...CLEAR };
		}),
		refill: assign(({ context }) => {
			const players = context.players.map((p) => ({ ...p, ...refill(p.display, p.reserve) }));
			const marmot = passMarmot(seatsOf(context), context.marmot);
			const drew = context.players.some((p) => p.reserve.length > 0);
			return { players, marmot, announced: null, last: { kind: 'refill' as const, marmot, roundOver: context.row.length === 0, drew }, ...CLEAR };
		}),
		newRound: assign(({ context }) => ({
			round: context.round + 1,
			row: context.solo ? soloStack(context.input, context.round + 1) : [...FRESH_ROW],
			revealed: null,
			slots: REQUIREMENTS.map(() => null),
			players: context.players.map((p) => ({ ...p, forecast: false, selected: null, placed: null, placedTile: null })),
			...CLEAR,
		})),
		reset: assign(({ context }) => fresh(context.input)),
		/** Anything but a forecast while a park still waits for its weather token. */
		forecastFirst: assign(({ event }) => {
			const l = refuse('refuse.forecastFirst', { page: 'round', anchor: 'forecast' });
			const at = event.type === 'PLACE' ? { player: event.player, key: event.key } : null;
			return l.ok ? {} : { refusal: l.refusal, refusedAt: at };
		}),
		/** A tile picked or placed before the marmot holder has announced. */
		announceFirst: assign(({ event }) => {
			const l = refuse('refuse.announceFirst', { page: 'round', anchor: 'announce' });
			const at = event.type === 'PLACE' ? { player: event.player, key: event.key } : null;
			return l.ok ? {} : { refusal: l.refusal, refusedAt: at };
		}),
		hints: assign(({ context }) => {
			const h = context.players.map((p) => [p.seat, placeHints(context, p.seat)] as const);
			return { hints: Object.fromEntries(h.map(([s, x]) => [s, x.keys])), fallback: Object.fromEntries(h.map(([s, x]) => [s, x.fallback])) };
		}),
	},
}).createMachine({
	id: 'turn',
	context: ({ input }) => fresh(input),
	on: { RESET: { target: '.announce', actions: 'reset' } },
	initial: 'announce',
	states: {
		forecast: {
			on: {
				FORECAST: { actions: 'forecast' },
				REVEAL: { actions: 'forecastFirst' },
				ANNOUNCE: { actions: 'forecastFirst' },
				SELECT: { actions: 'forecastFirst' },
				PLACE: { actions: 'forecastFirst' },
			},
			always: { guard: ({ context }) => context.players.every((p) => p.forecast), target: 'announce' },
		},
		announce: {
			on: {
				REVEAL: { actions: 'reveal' },
				ANNOUNCE: { actions: ['announce', 'hints'] },
				SELECT: { actions: 'announceFirst' },
				PLACE: { actions: 'announceFirst' },
			},
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
			on: {
				NEXT: [
					{ guard: ({ context }) => context.round >= ROUNDS || context.players.every((p) => p.display.length === 0), target: 'gameOver' },
					{ target: 'forecast', actions: 'newRound' },
				],
			},
		},
		gameOver: {},
	},
});
