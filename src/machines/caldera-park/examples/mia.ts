/**
 * Mia's final scoring (the rulebook's example: 134 points), rebuilt on the TEACHING park with the
 * TEACHING tiles so that every category comes out as the rulebook gives it: waterfalls 4,
 * mountains 7, prairie 0, forest 7, river 0, geysers 8, goats 12, bears 20, wolves 8, moose 36,
 * eagles 30, bison 2, after two bison tiles flee a downpour. The layout is ours, not the rulebook's picture.
 */
import type { GuidedStep } from '../keys';
import { CATEGORIES, type ParkState } from '../final';
import type { FinalEvent, FinalInput } from '../finalScoring.machine';
import type { Weather } from '../scoring';
import { tileById } from '../tiles';

/** Hex key → teaching tile id: all 35 tiles; seven prairie spaces stay open. */
export const MIA_TILES: Readonly<Record<string, string>> = {
	// eagles: one family of 10 with 3 water points
	'1,0': 'eagle3',
	'0,1': 'eagle1+water',
	'1,1': 'eagle2+water',
	'0,2': 'eagle1',
	'1,2': 'eagle3+water',
	// goats, upper family: 6 goats, 1 water point (with a lone bear)
	'3,0': 'goat1+bear1',
	'2,1': 'goat2',
	'2,2': 'goat3+water',
	// moose: all twelve in one family, 3 water points
	'4,0': 'moose3',
	'5,0': 'moose1+water',
	'7,0': 'moose2+water',
	'5,1': 'wolf1+moose1',
	'6,1': 'moose1+eagle1',
	'7,1': 'moose3+water',
	'6,2': 'moose1',
	// wolves without water: 5
	'4,1': 'wolf3',
	'4,2': 'wolf1',
	// bison, eagles, goats, wolves, bears around the middle
	'3,2': 'bison2+water',
	'5,2': 'eagle2',
	'3,3': 'goat3',
	'4,3': 'goat1+water',
	'3,4': 'goat2+water',
	'0,3': 'bison1',
	'1,3': 'bison1+water',
	'1,4': 'bear1+wolf1+water',
	'2,4': 'wolf3+water',
	'2,5': 'eagle1+bison2',
	'-2,5': 'bison2',
	// bears: one family of 10 with 2 water points
	'5,3': 'bear1+water',
	'5,4': 'bear2+water',
	'5,5': 'bear1',
	'4,5': 'bear2',
	'3,5': 'bear4',
	// next to the downpour: they flee
	'2,6': 'goat1+bison1',
	'4,6': 'bison3',
};

export const MIA_WEATHER: Readonly<Record<string, Weather>> = {
	'-1,3': 'hail',
	'2,0': 'blizzard',
	'6,0': 'heatwave',
	'6,3': 'fog',
	'3,6': 'downpour',
	'-1,6': 'sun',
};

export function miaPark(): ParkState {
	return { tiles: Object.fromEntries(Object.entries(MIA_TILES).map(([k, id]) => [k, tileById(id)])), weather: { ...MIA_WEATHER } };
}

/** The rulebook's numbers, category by category (weather scores nothing itself). */
export const MIA_EXPECTED = {
	weather: 0,
	waterfalls: 4,
	mountains: 7,
	prairie: 0,
	forest: 7,
	river: 0,
	geysers: 8,
	goat: 12,
	bear: 20,
	wolf: 8,
	moose: 36,
	eagle: 30,
	bison: 2,
} as const;

/**
 * The tie-breaks after Mia's scoring, on TEACHING numbers (the rulebook gives none): Lin also
 * scores 134 but covered one more river space; Sam and Zoé tie on everything and share third.
 */
export const TIE_OTHERS = [
	{ name: 'B', total: 134, riverCovered: 7, flipped: 3 },
	{ name: 'C', total: 121, riverCovered: 5, flipped: 1 },
	{ name: 'D', total: 121, riverCovered: 5, flipped: 1 },
] as const;

export function finalExample(): { input: FinalInput; steps: GuidedStep<FinalEvent | null>[] } {
	const next = { type: 'NEXT' } as const;
	return {
		input: { state: miaPark(), others: TIE_OTHERS, name: 'A' },
		steps: [
			{ event: null, narration: 'final.step.start' },
			...CATEGORIES.map((c) => ({ event: next, narration: `final.step.${c}` as const })),
			{ event: next, narration: 'final.step.ties' },
		],
	};
}
