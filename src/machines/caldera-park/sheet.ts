/**
 * The score sheet (issue 30): Caldera Park's final scoring as a table counts it on its own parks,
 * category by category in the rulebook's order. The printed park is not known to us, so the sheet
 * takes counts, not a map: per player the tiles the weather flipped, the spaces of each landscape
 * still visible (and the river spaces covered, for the tie-break), the geysers surrounded, and for
 * each species the best family's animals, watering holes and whether it touches the Sun. Scored by
 * the engine's own functions (landscapePoints, geyserPoints, familyPoints, finalPlaces, soloBand):
 * this file only says which inputs are impossible and why.
 *
 * Cells are the text the reader typed ('' = nothing yet).
 */
import { type PerSeat, type Seat, seats as seatList } from '../shared/seats';
import { type FieldRefusal, sheetRefusals } from '../shared/sheet';
import type { RuleRef } from '../shared/types';
import type { RefusalKey } from './keys';
import { type SoloBand, soloBand } from './round';
import {
	type Category,
	type FinalPlace,
	familyPoints,
	geyserPoints,
	type Landscape,
	landscapePoints,
	OUR_READINGS,
	type ScoringReadings,
	SPECIES,
	type Species,
} from './scoring';
import { finalPlaces } from './places';

/** 1 to 4 players (the registry's facts); one player is the solo game. */
export const SHEET_MIN_PLAYERS = 1;
export const SHEET_MAX_PLAYERS = 4;
/** Each player's animal tiles (setup#animal-tiles): no more can be flipped or cover river spaces. */
export const TILES_PER_PLAYER = 35;
export const LANDSCAPES: readonly Landscape[] = ['waterfalls', 'mountains', 'prairie', 'forest', 'river'];
/** Spaces of each landscape on a park, where the rulebook gives them (the river's count it does not give). */
export const LANDSCAPE_SPACES: Readonly<Partial<Record<Landscape, number>>> = { waterfalls: 6, mountains: 14, prairie: 14, forest: 14 };

export interface FamilyCells {
	animals: string;
	water: string;
	sun: boolean;
}
export interface CpSheet {
	/** one name per player ('' = the seat's default) */
	names: string[];
	/** the other reading of the Sun (sun-then-multiply): 1 point added to the product */
	otherSun: boolean;
	/** tiles the weather flipped, per player */
	weather: string[];
	/** spaces of each landscape still visible, per player */
	visible: Record<Landscape, string[]>;
	/** river spaces covered, per player (the first tie-break) */
	riverCovered: string[];
	/** geysers whose neighbouring spaces are all covered, per player */
	geysers: string[];
	/** each species' best family, per player */
	families: Record<Species, FamilyCells[]>;
}

export type SheetRefusalKey = Extract<RefusalKey, `sheet.${string}`>;
/** A refused entry: the field it belongs to (the widget draws the note beside it). */
export type SheetRefusal = FieldRefusal<SheetRefusalKey>;

const row = (n: number) => Array.from({ length: n }, () => '');

export function emptySheet(players = 2): CpSheet {
	return {
		names: row(players),
		otherSun: false,
		weather: row(players),
		visible: Object.fromEntries(LANDSCAPES.map((l) => [l, row(players)])) as Record<Landscape, string[]>,
		riverCovered: row(players),
		geysers: row(players),
		families: Object.fromEntries(SPECIES.map((s) => [s, Array.from({ length: players }, () => ({ animals: '', water: '', sun: false }))])) as Record<
			Species,
			FamilyCells[]
		>,
	};
}

/** Field ids, shared with the widget (where a refusal is drawn) and the tests. */
export const fieldId = {
	weather: (p: number) => `weather${p}`,
	visible: (l: Landscape, p: number) => `${l}${p}`,
	riverCovered: (p: number) => `river${p}c`,
	geysers: (p: number) => `geysers${p}`,
	animals: (s: Species, p: number) => `${s}${p}`,
	water: (s: Species, p: number) => `${s}${p}w`,
	sun: (s: Species, p: number) => `${s}${p}s`,
};

/** A typed cell: null when empty, NaN when not a whole number. */

/** The rule behind each category (its heading in the scoring chapter). */
export const CATEGORY_RULE: Readonly<Record<Category, RuleRef>> = {
	weather: { page: 'scoring', anchor: 'weather-first' },
	waterfalls: { page: 'scoring', anchor: 'waterfalls' },
	mountains: { page: 'scoring', anchor: 'mountains' },
	prairie: { page: 'scoring', anchor: 'prairie' },
	forest: { page: 'scoring', anchor: 'forest' },
	river: { page: 'scoring', anchor: 'river' },
	geysers: { page: 'scoring', anchor: 'geysers' },
	...(Object.fromEntries(SPECIES.map((s) => [s, { page: 'scoring', anchor: 'water-points' }])) as Record<Species, RuleRef>),
};
const TILES_RULE: RuleRef = { page: 'setup', anchor: 'animal-tiles' };
const FAMILY_RULE: RuleRef = { page: 'scoring', anchor: 'families' };

/** One player's family as the sheet read it. */
export interface FamilyLine {
	animals: number;
	water: number;
	sun: number;
	points: number;
}
export interface SheetScore {
	players: Seat[];
	refusals: SheetRefusal[];
	/** points per category and player; null while the category waits for that player's count */
	points: Record<Category, PerSeat<number | null>>;
	/** what each player's family of each species was read as */
	families: Record<Species, PerSeat<FamilyLine>>;
	flipped: PerSeat<number>;
	riverCovered: PerSeat<number>;
	/** what each landscape has left visible (null: not entered) */
	visible: Record<Landscape, PerSeat<number | null>>;
	geysers: PerSeat<number>;
	totals: PerSeat<number>;
	/** every count the places need is in and nothing is refused */
	complete: boolean;
	/** the places with the rulebook's tie-breaks (several players), once complete */
	places: FinalPlace[] | null;
	/** solo: the rulebook's band, once complete */
	band: SoloBand | null;
}

/** Scores a sheet: every refusal, each category's points, totals, places (or the solo band). */
export function scoreSheet(sheet: CpSheet): SheetScore {
	const n = Math.min(SHEET_MAX_PLAYERS, Math.max(SHEET_MIN_PLAYERS, sheet.names.length));
	const players = seatList(n);
	const readings: ScoringReadings = { ...OUR_READINGS, sunBeforeMultiplying: !sheet.otherSun };
	const { refusals, refuse, count } = sheetRefusals<SheetRefusalKey>('sheet.notCount');
	const per = <T>(f: (p: Seat, i: number) => T): PerSeat<T> => Object.fromEntries(players.map((p, i) => [p, f(p, i)]));
	const points = {} as Record<Category, PerSeat<number | null>>;
	let complete = true;

	const flipped = per((_, i) => {
		const v = count(sheet.weather[i], fieldId.weather(i), CATEGORY_RULE.weather) ?? 0;
		if (v > TILES_PER_PLAYER) {
			refuse(fieldId.weather(i), 'sheet.tooManyTiles', TILES_RULE, { what: 'flipped', n: v, max: TILES_PER_PLAYER });
			return 0;
		}
		return v;
	});
	points.weather = per(() => 0);

	const visible = {} as Record<Landscape, PerSeat<number | null>>;
	for (const l of LANDSCAPES) {
		visible[l] = per((_, i) => {
			const field = fieldId.visible(l, i);
			const v = count(sheet.visible[l][i], field, CATEGORY_RULE[l]);
			const max = LANDSCAPE_SPACES[l];
			if (v !== null && max !== undefined && v > max) {
				refuse(field, 'sheet.tooManyVisible', CATEGORY_RULE[l], { cat: l, n: v, max });
				return null;
			}
			if (v === null) complete = false;
			return v;
		});
		points[l] = per((p) => {
			const v = visible[l][p];
			return v === null || v === undefined ? null : landscapePoints(l, v);
		});
	}
	const riverCovered = per((_, i) => {
		const v = count(sheet.riverCovered[i], fieldId.riverCovered(i), CATEGORY_RULE.river) ?? 0;
		if (v > TILES_PER_PLAYER) {
			refuse(fieldId.riverCovered(i), 'sheet.tooManyTiles', TILES_RULE, { what: 'river', n: v, max: TILES_PER_PLAYER });
			return 0;
		}
		return v;
	});
	const geysers = per((_, i) => count(sheet.geysers[i], fieldId.geysers(i), CATEGORY_RULE.geysers) ?? 0);
	points.geysers = per((p) => geyserPoints(geysers[p] ?? 0));

	const families = {} as Record<Species, PerSeat<FamilyLine>>;
	for (const s of SPECIES) {
		families[s] = per((_, i) => {
			const cells = sheet.families[s][i] ?? { animals: '', water: '', sun: false };
			const animals = count(cells.animals, fieldId.animals(s, i), CATEGORY_RULE[s]) ?? 0;
			let water = count(cells.water, fieldId.water(s, i), CATEGORY_RULE[s]) ?? 0;
			let sun = cells.sun ? 1 : 0;
			// A family is tiles showing at least one animal of the species: without one, no family holds water or touches the Sun.
			if (animals === 0 && (water > 0 || sun > 0)) {
				refuse(fieldId.animals(s, i), 'sheet.noFamily', FAMILY_RULE, { species: s });
				water = 0;
				sun = 0;
			}
			return { animals, water, sun, points: familyPoints(animals, water, sun, readings) };
		});
		points[s] = per((p) => families[s][p]!.points);
	}

	const totals = per((p) => {
		let t = 0;
		for (const c of Object.keys(points) as Category[]) t += points[c][p] ?? 0;
		return t;
	});
	complete = complete && refusals.length === 0;
	const places =
		complete && n > 1 ? finalPlaces(players.map((p) => ({ name: p, total: totals[p]!, riverCovered: riverCovered[p]!, flipped: flipped[p]! }))) : null;
	const band = complete && n === 1 ? soloBand(totals.A ?? 0) : null;
	return { players, refusals, points, families, flipped, riverCovered, visible, geysers, totals, complete, places, band };
}
