/**
 * Set-up for 1–4 players: each park (river side, or the Geyser park), 35 tiles shuffled with 7 on
 * display, the Sun face up and 5 of the 9 other weather tokens face down (4 back in the box), the
 * first weather token (Geyser park: two surplus tokens, the middle space first), the action board
 * (the watering hole rightmost; solo: a face-down stack), the marmot.
 */
import { SEATS, type Seat } from '../shared/seats';
import { PARKS, type Park } from './park';
import { seededShuffle } from './round';
import { WEATHERS, type Weather } from './pieces';
import { TEACHING_TILES } from './tiles';
import { FRESH_ROW } from './turn';
import type { ActionToken } from './tiles';

export type Side = 'caldera' | 'geysers';
export const PLAYER_COUNTS = [1, 2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export interface SetupPlayer {
	seat: Seat;
	display: string[];
	reserve: number;
	/** the Sun, face up */
	sun: boolean;
	/** the 5 other available weather tokens, face down (known to the site, not to the player) */
	hidden: Weather[];
	/** tokens back in the box */
	boxed: Weather[];
	/** weather tokens on the park: space → token */
	weather: Record<string, Weather>;
}

export function parkOf(side: Side): Park {
	return PARKS[side];
}

/** A player's tiles and weather tokens after shuffling (a fixed seed per seat, so examples replay). */
export function dealPlayer(seat: Seat): Pick<SetupPlayer, 'display' | 'reserve'> {
	const order = seededShuffle(
		TEACHING_TILES.map((t) => t.id),
		301 + SEATS.indexOf(seat) * 13,
	);
	return { display: order.slice(0, 7), reserve: order.length - 7 };
}

export function weatherFor(seat: Seat): Pick<SetupPlayer, 'sun' | 'hidden' | 'boxed'> {
	const others = seededShuffle(
		WEATHERS.filter((w) => w !== 'sun'),
		401 + SEATS.indexOf(seat) * 7,
	);
	return { sun: true, hidden: others.slice(0, 5), boxed: others.slice(5) };
}

/**
 * The set-up weather of one player. River side: one available token (here the Sun for the first
 * seat, a face-down one for the others) on any weather space. Geyser park: two of the boxed
 * tokens, one on the middle space and one on another.
 */
export function firstWeather(
	side: Side,
	seat: Seat,
	p: Pick<SetupPlayer, 'hidden' | 'boxed'>,
): { weather: Record<string, Weather>; fromAvailable: Weather[]; fromBox: Weather[] } {
	const park = parkOf(side);
	const i = SEATS.indexOf(seat);
	if (side === 'geysers') {
		const a = p.boxed[0]!;
		const b = p.boxed[1]!;
		return { weather: { [park.middleWeather!]: a, [park.weatherOrder[i % park.weatherOrder.length]!]: b }, fromAvailable: [], fromBox: [a, b] };
	}
	const token = i === 0 ? 'sun' : p.hidden[0]!;
	return { weather: { [park.weatherOrder[(i * 2) % park.weatherOrder.length]!]: token }, fromAvailable: [token], fromBox: [] };
}

/** The selection row (face up, the watering hole rightmost) or, solo, the face-down stack. */
export function actionTokens(players: number): { row: ActionToken[]; stack: ActionToken[] } {
	return players === 1 ? { row: [], stack: seededShuffle(FRESH_ROW, 5) } : { row: [...FRESH_ROW], stack: [] };
}
