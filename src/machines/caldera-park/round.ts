/**
 * A round's frame: the weather forecast (the next weather space clockwise), seven action turns,
 * the marmot passing left, the end of the round and of the game; the solo stack and its rating bands.
 */
import { nextClockwise, type Seat } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import type { Legality, Refusal } from './keys';
import type { Park } from './park';
import type { Weather } from './pieces';

export const ROUNDS = 5;
export const TURNS_PER_ROUND = 7;

/**
 * The action turn of the round (1 to TURNS_PER_ROUND) from the action tokens still in the row: one
 * token is taken per turn; while a turn's token is being announced, that coming turn.
 */
export function turnOfRound(tokensLeft: number, announcing: boolean): number {
	return Math.min(TURNS_PER_ROUND, Math.max(1, TURNS_PER_ROUND - tokensLeft + (announcing ? 1 : 0)));
}

/** The weather space a forecast must use: the next one clockwise after the last filled one (Geyser park: the ring only). */
export function nextWeatherSpace(park: Park, filled: readonly string[]): string | undefined {
	const ring = park.weatherOrder;
	const lastRing = [...filled].reverse().find((k) => ring.includes(k));
	if (lastRing === undefined) return undefined;
	for (let step = 1; step <= ring.length; step++) {
		const k = ring[(ring.indexOf(lastRing) + step) % ring.length]!;
		if (!filled.includes(k)) return k;
	}
	return undefined;
}

/** A forecast: the token must be one of the player's available ones, the space the next one clockwise. */
export function canForecast(park: Park, filled: readonly string[], available: readonly Weather[], token: Weather, space: string): Legality {
	if (!available.includes(token)) return refuse('refuse.weatherUnavailable', { page: 'round', anchor: 'forecast' });
	const next = nextWeatherSpace(park, filled);
	if (next !== undefined && space !== next) return refuse('refuse.notNextWeather', { page: 'round', anchor: 'forecast' });
	return LEGAL;
}

/** The marmot goes to the player on the left (the next seat clockwise), across rounds too. */
export function passMarmot(players: readonly Seat[], holder: Seat): Seat {
	return nextClockwise(players, holder);
}

/** Solo rating bands: the lowest score of each band, best last (rulebook, solo mode). */
export const SOLO_BANDS = [0, 80, 110, 140, 165, 185, 205, 220] as const;
/** A band's index, 0 … 7 (each has its message `solo.band.<i>`). */
export type SoloBand = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The band a solo score falls in: 0 (under 80) … 7 (220 or more). */
export function soloBand(score: number): SoloBand {
	let band: SoloBand = 0;
	SOLO_BANDS.forEach((min, i) => {
		if (score >= min) band = i as SoloBand;
	});
	return band;
}

/** A solo score typed by the reader: a whole number of points, 0 or more. */
export function checkSoloScore(text: string): { ok: true; score: number } | { ok: false; refusal: Refusal } {
	const t = text.trim();
	if (/^\d{1,4}$/.test(t)) return { ok: true, score: Number(t) };
	const l = refuse('solo.invalid', { page: 'solo', anchor: 'rating-bands' });
	if (l.ok) throw new Error('unreachable');
	return { ok: false, refusal: l.refusal };
}

/** A deterministic shuffle (teaching examples and try-it modes must replay the same way). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
	const out = [...items];
	let s = seed >>> 0 || 1;
	for (let i = out.length - 1; i > 0; i--) {
		s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
		const j = s % (i + 1);
		[out[i], out[j]] = [out[j]!, out[i]!];
	}
	return out;
}
