/**
 * The weather explorer: weather tokens put on the mini-park's weather spaces, and which
 * neighbouring tiles each one flips, with the reason (final.ts and scoring.ts decide).
 */
import { assertEvent, assign, setup } from 'xstate';
import { refuse } from '../shared/types';
import type { Refusal } from './keys';
import { type Flip, weatherFlipsOf } from './final';
import { MINI_PARK, type Park, parkNeighbours, spaceAt } from './park';
import type { Weather } from './pieces';
import { type TeachingTile, tileById } from './tiles';

export interface WeatherInput {
	/** hex key → teaching tile id */
	tiles: Readonly<Record<string, string>>;
}

export interface WeatherContext {
	input: WeatherInput;
	park: Park;
	tiles: Record<string, TeachingTile>;
	weather: Record<string, Weather>;
	flips: Flip[];
	/** the neighbours of every token that stay face up */
	keeps: string[];
	/** the space last played */
	last: string | null;
	refusal: Refusal | null;
}

export type WeatherEvent = { type: 'PUT'; space: string; token: Weather } | { type: 'RESET' };

function derive(park: Park, tiles: Record<string, TeachingTile>, weather: Record<string, Weather>): Pick<WeatherContext, 'flips' | 'keeps'> {
	const flips = weatherFlipsOf(park, { tiles, weather });
	const flipped = new Set(flips.map((f) => f.key));
	const keeps = Object.keys(weather).flatMap((w) =>
		parkNeighbours(park, w)
			.filter((n) => tiles[n.key] && !flipped.has(n.key))
			.map((n) => n.key),
	);
	return { flips, keeps: [...new Set(keeps)] };
}

function fresh(input: WeatherInput): WeatherContext {
	const tiles = Object.fromEntries(Object.entries(input.tiles).map(([k, id]) => [k, tileById(id)]));
	return { input, park: MINI_PARK, tiles, weather: {}, ...derive(MINI_PARK, tiles, {}), last: null, refusal: null };
}

export const weatherMachine = setup({
	types: {} as { context: WeatherContext; events: WeatherEvent; input: WeatherInput },
	actions: {
		put: assign(({ context, event }) => {
			assertEvent(event, 'PUT');
			if (spaceAt(context.park, event.space)?.kind !== 'weather') {
				const l = refuse('refuse.notWeatherSpace', { page: 'weather', anchor: 'adjacent' });
				return l.ok ? {} : { refusal: l.refusal };
			}
			// A park has each token once: putting it on another space moves it there.
			const weather = { ...Object.fromEntries(Object.entries(context.weather).filter(([, w]) => w !== event.token)), [event.space]: event.token };
			return { weather, ...derive(context.park, context.tiles, weather), last: event.space, refusal: null };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'weather',
	context: ({ input }) => fresh(input),
	on: { PUT: { actions: 'put' }, RESET: { actions: 'reset' } },
});
