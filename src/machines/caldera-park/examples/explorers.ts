/**
 * Guided examples of the weather and families explorers, on the TEACHING mini-park with TEACHING tiles.
 */
import type { GuidedStep } from '../keys';
import type { FamiliesEvent, FamiliesInput } from '../families.machine';
import { WEATHERS } from '../scoring';
import type { WeatherEvent, WeatherInput } from '../weather.machine';

/** Six tiles around the weather space (1,1), chosen so that every token has something to say. */
export const WEATHER_TILES: Readonly<Record<string, string>> = {
	'1,0': 'eagle1+water',
	'2,0': 'wolf1+moose1',
	'2,1': 'goat3',
	'0,1': 'bear2',
	'0,2': 'bison3',
	'1,2': 'moose2+water',
	'3,0': 'eagle2',
	'3,1': 'bear1+wolf1+water',
	'5,1': 'goat1+bison1',
	'4,0': 'wolf3',
	'3,2': 'bison2',
	'4,2': 'eagle3+water',
};

/** The ten tokens, one after the other, on the same weather space. */
export function weatherExample(): { input: WeatherInput; steps: GuidedStep<WeatherEvent | null>[] } {
	return {
		input: { tiles: WEATHER_TILES },
		steps: [
			{ event: null, narration: 'weather.step.start' },
			...WEATHERS.map((token) => ({ event: { type: 'PUT' as const, space: '1,1', token }, narration: 'weather.step.token' as const })),
		],
	};
}

/** Wolves: a family of 8 with 2 water points, a lone wolf without water, and other animals around. */
export const FAMILY_TILES: Readonly<Record<string, string>> = {
	'2,0': 'wolf3+water',
	'3,0': 'wolf1',
	'3,1': 'bear1+wolf1+water',
	'2,2': 'wolf3',
	'-1,2': 'wolf1+moose1',
	'1,0': 'eagle2',
	'4,0': 'goat2',
	'0,1': 'bison1',
	'2,1': 'moose3',
	'1,2': 'bear2',
	'3,2': 'eagle3',
};

export function familiesExample(): { input: FamiliesInput; steps: GuidedStep<FamiliesEvent | null>[] } {
	return {
		input: { tiles: FAMILY_TILES, species: 'wolf' },
		steps: [
			{ event: null, narration: 'families.step.start' },
			{ event: { type: 'SPECIES', species: 'wolf' }, narration: 'families.step.water' },
			{ event: { type: 'CELL', key: '3,1' }, narration: 'families.step.flip' },
			{ event: { type: 'SUN', space: '1,1' }, narration: 'families.step.sun' },
		],
	};
}
