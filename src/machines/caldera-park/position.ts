/**
 * Positions the rules allow (issue 18; convention in ../shared/position.ts): a pure check that knows
 * Caldera Park's counts and limits, for every guided example, teaching board and try-it of the site.
 * A position says only what it knows (a park and its tiles, the weather tokens placed, available and
 * boxed, a display and a reserve, the action board, the round and turn); each part is checked when
 * present. Keys and numbers only, no prose.
 *
 * What the rules fix (seed 001, line numbers of that file):
 * - 1 to 4 players (L32); each has 35 animal tiles, every one different, and the same 35 (L135-147);
 *   7 on display, the rest in the reserve, face down (L135); a display is refilled to 7 while the
 *   reserve lasts (L330); a placed tile stays on its space, one tile per space (L318);
 * - a tile goes only on a landscape space: never a geyser, the volcano or a weather space (L318, L324);
 * - 10 weather tokens each: the Sun and 9 others; at set-up the Sun face up and 5 others face down
 *   (6 available), the 4 left in the box (L149-153); one token on a weather space at set-up (L155),
 *   then one per round on the next weather space clockwise from the last one filled (L197-199);
 *   so during round r's action turns a park has r + 1 tokens, in a clockwise run; the Geyser Park puts
 *   two surplus tokens at set-up, one on the middle space (L587), so r + 2, and one available token is
 *   left at the end (L591); a token is only ever placed face up on a weather space;
 * - 5 rounds of 7 action turns (L183-193, L269); 7 action tokens, the watering hole always rightmost
 *   in the row and only on the rightmost requirement, which takes nothing else (L167, L295-296, L364);
 *   a requirement takes one token per round (L280), so the tokens in the row and on the requirements
 *   are the 7, once each, and the requirements filled are the turns announced;
 * - tiles are flipped only at the final scoring, by the weather (L207, L384);
 * - so a whole park's history shows in its counts, phase or not (review m1): its first tile comes after
 *   round 1's forecast, so a park with t tiles holds at least set-up + ⌈t / 7⌉ weather tokens (2 from
 *   round 1 on, 3 in the Geyser Park); and a park whose forecasts reached round r has had its 7 × (r − 1)
 *   tiles of the rounds before, so w tokens mean at least 7 × (w − set-up − 1) tiles. A park marked
 *   `excerpt` (the mini-park of the explorers) shows one point only and is spared these counts.
 *
 * Not checked, because our sources do not fix them: the 35 combinations (the site's are a teaching
 * set; tiles.ts), how many animals of a species there are, the printed park's layout. The nine
 * tokens besides the Sun are checked as nine different ones (six bad weathers and storms of 1, 2 and
 * 3 clouds: our deduction from L211-263 and L398, marked on the pages and sourced in the rulings).
 */
import type { PositionProblem } from '../shared/position';
import { type PerSeat, SEATS, type Seat } from '../shared/seats';
import { type Park, spaceAt, weatherSpaces } from './park';
import { ROUNDS, TURNS_PER_ROUND } from './round';
import { WEATHERS, type Weather } from './pieces';
import { ACTION_TOKENS, type ActionToken, TEACHING_TILES } from './tiles';
import { REQUIREMENTS, RIGHTMOST } from './turn';

export type { PositionProblem } from '../shared/position';

export const TILES_PER_PLAYER = 35;
export const DISPLAY_SIZE = 7;
export const WEATHER_TOKENS = 10;
export const AVAILABLE_WEATHER = 6;
export const PLAYERS = { min: 1, max: 4 } as const;

/** One player's park as far as a position knows it. */
export interface ParkPosition {
	park: Park;
	/** hex key → tile id (a teaching tile) */
	tiles: Readonly<Record<string, string>>;
	/** hex key → weather token */
	weather: Readonly<Record<string, Weather>>;
	/** the order the weather spaces were filled in, when known (else the record's order) */
	filled?: readonly string[];
	/** tiles flipped face down (final scoring only) */
	flipped?: readonly string[];
	/** tile ids on display */
	display?: readonly string[];
	/** tile ids in the reserve (or just their number) */
	reserve?: readonly string[] | number;
	/** available weather tokens: the Sun (face up, when not placed) and the face-down ones */
	available?: { sun: boolean; hidden: readonly Weather[] };
	boxed?: readonly Weather[];
	/** the Geyser Park variant's set-up (two surplus tokens) */
	geyserVariant?: boolean;
}

/** Where in the game a position is. */
export type Phase =
	/** set-up under way or done: no forecast yet */
	| { at: 'setup'; done: boolean }
	/** round r, before its forecast is over (the parks listed in `forecastDone` have theirs) */
	| { at: 'forecast'; round: number; forecastDone?: PerSeat<boolean> }
	/** round r, action turn k (1–7); `placed` says who has placed this turn's tile */
	| { at: 'turn'; round: number; turn: number; announced: boolean; placed?: PerSeat<boolean> }
	/** between turns: every park has placed this turn's tile (before or after the refill) */
	| { at: 'afterTurn'; round: number; turn: number; refilled: boolean }
	/** after round 5 */
	| { at: 'scoring' };

export interface Position {
	/** the parks in seat order: A, B, … */
	parks: readonly ParkPosition[];
	phase?: Phase;
	/** the action board: tokens in the selection row (solo: the stack) and on the requirements, left to right */
	actionBoard?: { row: readonly ActionToken[]; slots: readonly (ActionToken | null)[] };
	/** the marmot holder's seat */
	marmot?: Seat | null;
}

const TEACHING_IDS = new Set(TEACHING_TILES.map((t) => t.id));
const OTHER_WEATHER = WEATHERS.filter((w) => w !== 'sun');

/** Every way a park breaks the counts and limits above, on its own. */
export function checkPark(p: ParkPosition, seat: Seat = 'A'): PositionProblem[] {
	const out: PositionProblem[] = [];
	const add = (key: string, params: Record<string, string | number> = {}) => out.push({ key, params: { seat, ...params } });
	// Tiles: on landscape spaces of this park, each tile once among park, display and reserve.
	for (const [key, id] of Object.entries(p.tiles)) {
		const space = spaceAt(p.park, key);
		if (!space) add('tile.offPark', { key, id });
		else if (space.kind !== 'landscape') add('tile.forbiddenSpace', { key, id, kind: space.kind });
	}
	const reserveIds = Array.isArray(p.reserve) ? (p.reserve as readonly string[]) : [];
	const all = [...Object.values(p.tiles), ...(p.display ?? []), ...reserveIds];
	const seen = new Set<string>();
	for (const id of all) {
		if (!TEACHING_IDS.has(id)) add('tile.unknown', { id });
		if (seen.has(id)) add('tile.twice', { id });
		seen.add(id);
	}
	const reserveCount = typeof p.reserve === 'number' ? p.reserve : reserveIds.length;
	const owned = Object.keys(p.tiles).length + (p.display?.length ?? 0) + reserveCount;
	if (owned > TILES_PER_PLAYER) add('tiles.overSupply', { owned });
	if (p.display && p.reserve !== undefined && owned !== TILES_PER_PLAYER) add('tiles.lost', { owned });
	if (p.display && p.display.length > DISPLAY_SIZE) add('display.overSeven', { shown: p.display.length });
	for (const k of p.flipped ?? []) if (!p.tiles[k]) add('flipped.noTile', { key: k });
	// Weather: on weather spaces, each token once, the Sun and nine others.
	const spaces = new Set(weatherSpaces(p.park));
	const placed = Object.entries(p.weather);
	for (const [key, w] of placed) if (!spaces.has(key)) add('weather.notWeatherSpace', { key, token: w });
	const tokens = [...placed.map(([, w]) => w), ...(p.available?.sun ? (['sun'] as const) : []), ...(p.available?.hidden ?? []), ...(p.boxed ?? [])];
	const once = new Set<Weather>();
	for (const w of tokens) {
		if (!WEATHERS.includes(w)) add('weather.unknown', { token: w });
		if (once.has(w)) add('weather.twice', { token: w });
		once.add(w);
	}
	if (p.available && p.boxed) {
		if (tokens.length !== WEATHER_TOKENS) add('weather.count', { tokens: tokens.length });
		if (p.boxed.includes('sun')) add('weather.sunBoxed');
		if (p.available.hidden.includes('sun')) add('weather.sunHidden');
		// Boxed at set-up: 4 of the 9 others; the Geyser Park takes two of them out again.
		const boxedAtSetup = OTHER_WEATHER.length - (AVAILABLE_WEATHER - 1);
		if (p.boxed.length !== boxedAtSetup - (p.geyserVariant && placed.length > 0 ? 2 : 0)) add('weather.boxed', { boxed: p.boxed.length });
	}
	// The tokens placed after the set-up one(s) follow the ring clockwise, with no gap.
	const order = (p.filled ?? placed.map(([k]) => k)).filter((k) => p.park.weatherOrder.includes(k));
	const ring = p.park.weatherOrder;
	for (let i = 1; i < order.length; i++) {
		const prev = ring.indexOf(order[i - 1]!);
		// From the last filled ring space, the next free one clockwise (skipping filled ones, Geyser Park).
		let expected: string | undefined;
		for (let step = 1; step <= ring.length; step++) {
			const k = ring[(prev + step) % ring.length]!;
			if (!order.slice(0, i).includes(k)) {
				expected = k;
				break;
			}
		}
		if (order[i] !== expected) add('weather.notClockwise', { key: order[i]!, expected: expected ?? '' });
	}
	if (p.park.middleWeather && p.geyserVariant && placed.length > 0 && !p.weather[p.park.middleWeather]) add('weather.middleEmpty');
	// History: tiles and weather tokens come round by round (a forecast, then 7 tiles).
	if (!p.park.excerpt) {
		const setup = (p.geyserVariant ?? Boolean(p.park.middleWeather)) ? 2 : 1;
		const tiles = Object.keys(p.tiles).length;
		const least = tiles > 0 ? setup + Math.ceil(tiles / TURNS_PER_ROUND) : 0;
		if (placed.length < least) add('weather.fewForTiles', { tiles, placed: placed.length, least });
		const rounds = placed.length - setup;
		if (rounds > 1 && tiles < TURNS_PER_ROUND * (rounds - 1))
			add('tiles.fewForWeather', { tiles, placed: placed.length, least: TURNS_PER_ROUND * (rounds - 1) });
	}
	return out;
}

/** How many weather tokens a park holds at a point of the game. */
export function weatherPlacedAt(phase: Phase, geyserVariant: boolean, forecastDone: boolean): number | undefined {
	const setup = geyserVariant ? 2 : 1;
	switch (phase.at) {
		case 'setup':
			return phase.done ? setup : undefined;
		case 'forecast':
			return setup + phase.round - 1 + (forecastDone ? 1 : 0);
		case 'turn':
		case 'afterTurn':
			return setup + phase.round;
		case 'scoring':
			return setup + ROUNDS;
	}
}

/** How many tiles a park holds at a point of the game: 7 per round played, plus this round's turns. */
export function tilesPlacedAt(phase: Phase, placedThisTurn: boolean): number | undefined {
	switch (phase.at) {
		case 'setup':
			return 0;
		case 'forecast':
			return TURNS_PER_ROUND * (phase.round - 1);
		case 'turn':
			return TURNS_PER_ROUND * (phase.round - 1) + phase.turn - 1 + (placedThisTurn ? 1 : 0);
		case 'afterTurn':
			return TURNS_PER_ROUND * (phase.round - 1) + phase.turn;
		case 'scoring':
			return TURNS_PER_ROUND * ROUNDS;
	}
}

/** Every way a position breaks the counts and limits of the game (empty: the rules allow it). */
export function checkPosition(pos: Position): PositionProblem[] {
	const out: PositionProblem[] = [];
	const n = pos.parks.length;
	if (n < PLAYERS.min || n > PLAYERS.max) out.push({ key: 'players.count', params: { players: n } });
	const seatOf = (i: number): Seat => SEATS[i] ?? 'F';
	pos.parks.forEach((p, i) => out.push(...checkPark(p, seatOf(i))));
	if (pos.marmot !== undefined && pos.marmot !== null && !SEATS.slice(0, n).includes(pos.marmot))
		out.push({ key: 'marmot.noSeat', params: { marmot: pos.marmot } });
	const phase = pos.phase;
	if (phase) {
		if ('round' in phase && (phase.round < 1 || phase.round > ROUNDS)) out.push({ key: 'round.range', params: { round: phase.round } });
		if ('turn' in phase && (phase.turn < 1 || phase.turn > TURNS_PER_ROUND)) out.push({ key: 'turn.range', params: { turn: phase.turn } });
		pos.parks.forEach((p, i) => {
			const seat = seatOf(i);
			const forecastDone = phase.at === 'forecast' ? Boolean(phase.forecastDone?.[seat]) : false;
			const weather = weatherPlacedAt(phase, Boolean(p.geyserVariant), forecastDone);
			const placed = Object.keys(p.weather).length;
			// An excerpt (the mini-park) shows part of a park: a whole park's counts don't apply to it.
			if (weather !== undefined && placed !== weather && !p.park.excerpt)
				out.push({ key: 'weather.countForRound', params: { seat, placed, expected: weather } });
			const tiles = tilesPlacedAt(phase, phase.at === 'turn' ? Boolean(phase.placed?.[seat]) : false);
			const onPark = Object.keys(p.tiles).length;
			if (tiles !== undefined && onPark !== tiles && !p.park.excerpt)
				out.push({ key: 'tiles.countForTurn', params: { seat, placed: onPark, expected: tiles } });
			// A full display while the reserve lasts (one short between placing and refilling).
			const reserveCount = typeof p.reserve === 'number' ? p.reserve : p.reserve?.length;
			if (p.display && reserveCount !== undefined && reserveCount > 0) {
				const short = (phase.at === 'turn' && phase.placed?.[seat]) || (phase.at === 'afterTurn' && !phase.refilled);
				if (p.display.length !== DISPLAY_SIZE - (short ? 1 : 0)) out.push({ key: 'display.notRefilled', params: { seat, shown: p.display.length } });
			}
			if (p.flipped?.length && phase.at !== 'scoring') out.push({ key: 'flipped.beforeScoring', params: { seat } });
		});
	}
	const board = pos.actionBoard;
	if (board) {
		if (board.slots.length !== REQUIREMENTS.length) out.push({ key: 'action.slots', params: { slots: board.slots.length } });
		const tokens = [...board.row, ...board.slots.filter((x): x is ActionToken => x !== null)];
		const once = new Set<ActionToken>();
		for (const t of tokens) {
			if (once.has(t)) out.push({ key: 'action.twice', params: { token: t } });
			once.add(t);
		}
		for (const t of ACTION_TOKENS) if (!once.has(t)) out.push({ key: 'action.missing', params: { token: t } });
		board.slots.forEach((t, i) => {
			if (t === 'water' && i !== RIGHTMOST) out.push({ key: 'action.waterNotRightmost', params: { slot: i } });
			if (t && t !== 'water' && i === RIGHTMOST) out.push({ key: 'action.rightmostNotWater', params: { token: t } });
		});
		if (phase && (phase.at === 'turn' || phase.at === 'afterTurn')) {
			const filled = board.slots.filter(Boolean).length;
			const expected = phase.at === 'turn' ? phase.turn - (phase.announced ? 0 : 1) : phase.turn;
			if (filled !== expected) out.push({ key: 'action.slotsForTurn', params: { filled, expected } });
		}
	}
	return out;
}
