/**
 * Caldera Park's scoring core, callable on plain data (no park layout needed): which weather token
 * flips which tile, the best family of a species, and the final places with their tie-breaks.
 * Axial coordinates: the neighbours of (q, r) are (q±1, r), (q, r±1), (q+1, r−1) and (q−1, r+1).
 */
import { hexKey, hexNeighbours } from '../shared/hex';
import { animalCount, SPECIES, type Species, type Tile, WEATHERS, type Weather } from './pieces';

// The pieces' names (species, weather tokens, a tile) live in pieces.ts, which every page drawing a
// park loads; this file is loaded only where something is scored (the widgets' scoring, the sheet).
export { animalCount, SPECIES, type Species, type Tile, WEATHERS, type Weather };
// The final places and their tie-breaks live in places.ts (the score sheet's and the final scoring's).
export { type FinalPlace, finalPlaces, rankPlayers } from './places';

/** What each negative token chases: the species, and whether a water point is chased too. */
export const CHASES: Readonly<Record<Exclude<Weather, 'sun' | 'storm1' | 'storm2' | 'storm3'>, { species: readonly Species[]; water: boolean }>> = {
	hurricane: { species: ['eagle', 'moose'], water: true },
	hail: { species: ['bear', 'wolf'], water: true },
	downpour: { species: ['goat', 'bison'], water: true },
	blizzard: { species: ['moose', 'wolf'], water: false },
	heatwave: { species: ['goat', 'bear'], water: false },
	fog: { species: ['eagle', 'bison'], water: false },
};

/** The clouds of a storm token (1–3), or 0 for any other token. */
export function stormClouds(weather: Weather): number {
	return weather === 'storm1' ? 1 : weather === 'storm2' ? 2 : weather === 'storm3' ? 3 : 0;
}

/**
 * The two points of scoring the rulebook leaves open (src/data/caldera-park/readings.ts), as engine
 * options. The site follows `OUR_READINGS`; the self-check computes its answers under the other
 * readings too, to know which questions depend on one (ready.ts).
 * - `hurricane-point`: whether the hurricane's « un point » is a watering hole (ours: yes);
 * - `sun-then-multiply`: whether the Sun's animal is added before multiplying by the watering holes
 *   (ours), or 1 point is added to the product (the other reading; a family without water still
 *   scores 0, L469, under both).
 */
export interface ScoringReadings {
	hurricaneWater: boolean;
	sunBeforeMultiplying: boolean;
}
export const OUR_READINGS: ScoringReadings = { hurricaneWater: true, sunBeforeMultiplying: true };

/** The 13 final-scoring categories, in the order the marmot walks them (the rulebook's scoring example). */
export type Category = 'weather' | 'waterfalls' | 'mountains' | 'prairie' | 'forest' | 'river' | 'geysers' | Species;
export const CATEGORIES: readonly Category[] = ['weather', 'waterfalls', 'mountains', 'prairie', 'forest', 'river', 'geysers', ...SPECIES];
/** What a completed landscape category is worth (geysers: per geyser). */
export const LANDSCAPE_POINTS = { waterfalls: 4, mountains: 7, prairie: 7, forest: 7, river: 8, geysers: 4 } as const;
export type Landscape = 'waterfalls' | 'mountains' | 'prairie' | 'forest' | 'river';

/** A landscape category's points: all of them when no space of it is left visible, else none (no partial points). */
export function landscapePoints(category: Landscape, visible: number): number {
	return visible === 0 ? LANDSCAPE_POINTS[category] : 0;
}

/** The geysers' points: 4 for each geyser whose neighbouring spaces are all covered. */
export function geyserPoints(surrounded: number): number {
	return LANDSCAPE_POINTS.geysers * surrounded;
}

/**
 * One family's points from its counts: (animals + sun) × water under our reading; under the other,
 * animals × water + sun, and 0 without water (L469, under both).
 */
export function familyPoints(animals: number, water: number, sun: number, readings: Pick<ScoringReadings, 'sunBeforeMultiplying'> = OUR_READINGS): number {
	return readings.sunBeforeMultiplying ? (animals + sun) * water : water > 0 ? animals * water + sun : 0;
}

/** Why `weather`, adjacent to `tile`, flips it: the species or 'water' it chases on that tile, 'count' for a storm; [] when it does not. */
export function flipReasons(tile: Tile, weather: Weather, readings: Pick<ScoringReadings, 'hurricaneWater'> = OUR_READINGS): (Species | 'water' | 'count')[] {
	if (weather === 'sun') return [];
	const clouds = stormClouds(weather);
	if (clouds > 0) return animalCount(tile) === clouds ? ['count'] : [];
	const chase = CHASES[weather as keyof typeof CHASES];
	const out: (Species | 'water' | 'count')[] = chase.species.filter((s) => (tile.animals[s] ?? 0) > 0);
	if (chase.water && (weather !== 'hurricane' || readings.hurricaneWater) && tile.water > 0) out.push('water');
	return out;
}

/** Whether that token, adjacent to that tile, flips it before the final scoring (storm n = n clouds). */
export function weatherFlips(tile: Tile, weather: Weather): boolean {
	return flipReasons(tile, weather).length > 0;
}

export type PlacedTile = Tile & { q: number; r: number; faceDown?: boolean };

export interface Family {
	/** the family's tiles, as hex keys "q,r" */
	keys: string[];
	animals: number;
	water: number;
	/** 1 when the family touches the Sun, else 0 */
	sun: number;
	/** (animals + sun) × water (our reading; the other: animals × water + sun, 0 without water) */
	points: number;
}

/**
 * Every family of one species: face-up tiles showing at least one animal of it, grouped by
 * adjacency; each with its animals, water points, the Sun's extra animal and its points.
 * In the order of their first tile.
 */
export function families(
	park: { tiles: readonly PlacedTile[]; species: Species; sun?: { q: number; r: number } | undefined },
	readings: Pick<ScoringReadings, 'sunBeforeMultiplying'> = OUR_READINGS,
): Family[] {
	const byKey = new Map<string, PlacedTile>();
	for (const t of park.tiles) if (!t.faceDown && (t.animals[park.species] ?? 0) > 0) byKey.set(hexKey(t), t);
	const sunNear = new Set(park.sun ? hexNeighbours(park.sun).map(hexKey) : []);
	const seen = new Set<string>();
	const out: Family[] = [];
	for (const start of byKey.keys()) {
		if (seen.has(start)) continue;
		seen.add(start);
		const keys: string[] = [];
		const stack = [start];
		while (stack.length) {
			const k = stack.pop()!;
			keys.push(k);
			for (const n of hexNeighbours(byKey.get(k)!).map(hexKey)) {
				if (byKey.has(n) && !seen.has(n)) {
					seen.add(n);
					stack.push(n);
				}
			}
		}
		let animals = 0;
		let water = 0;
		for (const k of keys) {
			const t = byKey.get(k)!;
			animals += t.animals[park.species] ?? 0;
			water += t.water;
		}
		const sun = keys.some((k) => sunNear.has(k)) ? 1 : 0;
		out.push({ keys, animals, water, sun, points: familyPoints(animals, water, sun, readings) });
	}
	return out;
}

/** A species' families as a score sheet lists them: most points first, then most animals. */
export function familiesBestFirst(fams: readonly Family[]): Family[] {
	return [...fams].sort((a, b) => b.points - a.points || b.animals - a.animals);
}

/** The points of that species' best family (0 when none scores); a face-down tile shows nothing. */
export function bestFamily(park: { tiles: (Tile & { q: number; r: number; faceDown?: boolean })[]; species: Species; sun?: { q: number; r: number } }): number {
	let best = 0;
	for (const f of families(park)) best = Math.max(best, f.points);
	return best;
}

/** One final place: its number (players ahead + 1, so two tied first are followed by third) and who holds it. */
