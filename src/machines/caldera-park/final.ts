/**
 * The final scoring of one park, in the 13 categories the marmot walks: weather flips first, then
 * waterfalls, mountains, prairie, forest, river, geysers, and the six species. Pure data in, a
 * breakdown out (every fact a widget shows), on any park (the teaching parks of park.ts).
 */
import { landscapeSpaces, type Park, parkNeighbours, spaceAt, type Terrain, weatherSpaces } from './park';
import { type Category, type Family, families, flipReasons, geyserPoints, landscapePoints, type PlacedTile, SPECIES, type Tile, type Weather } from './scoring';

// The categories live with the scoring core (the score sheet counts without a park).
export { type Category, CATEGORIES } from './scoring';

/** A park as play leaves it: the tiles on their spaces (by hex key) and the weather tokens on theirs. */
export interface ParkState {
	tiles: Readonly<Record<string, Tile & { id?: string }>>;
	weather: Readonly<Record<string, Weather>>;
}

export interface Flip {
	key: string;
	by: Weather;
	/** the weather space that flips it */
	from: string;
	reasons: ReturnType<typeof flipReasons>;
}

/** Every tile a weather token flips before scoring (a tile flipped by two tokens is listed once, for the first). */
export function weatherFlipsOf(park: Park, state: ParkState): Flip[] {
	const out: Flip[] = [];
	const seen = new Set<string>();
	for (const from of weatherSpaces(park)) {
		const by = state.weather[from];
		if (!by) continue;
		for (const n of parkNeighbours(park, from)) {
			const tile = state.tiles[n.key];
			if (!tile || seen.has(n.key)) continue;
			const reasons = flipReasons(tile, by);
			if (reasons.length) {
				seen.add(n.key);
				out.push({ key: n.key, by, from, reasons });
			}
		}
	}
	return out;
}

export interface Coverage {
	covered: number;
	total: number;
	/** the spaces still visible */
	open: string[];
	/** the spaces covered */
	coveredKeys: string[];
}

const TERRAIN_OF: Record<'mountains' | 'prairie' | 'forest', Terrain> = { mountains: 'mountain', prairie: 'prairie', forest: 'forest' };

/** How many spaces of a landscape category are covered (a face-down tile still covers its space). */
export function coverage(park: Park, state: ParkState, category: 'waterfalls' | 'mountains' | 'prairie' | 'forest' | 'river'): Coverage {
	const spaces = landscapeSpaces(park).filter((s) =>
		category === 'waterfalls' ? s.waterfall : category === 'river' ? s.river : s.terrain === TERRAIN_OF[category],
	);
	const open = spaces.filter((s) => !state.tiles[s.key]).map((s) => s.key);
	const coveredKeys = spaces.filter((s) => state.tiles[s.key]).map((s) => s.key);
	return { covered: coveredKeys.length, total: spaces.length, open, coveredKeys };
}

/** Each geyser and whether every landscape space around it is covered. */
export function geysers(park: Park, state: ParkState): { key: string; surrounded: boolean; open: string[]; around: string[] }[] {
	return park.spaces
		.filter((s) => s.kind === 'geyser')
		.map((g) => {
			const around = parkNeighbours(park, g.key)
				.filter((n) => n.kind === 'landscape')
				.map((n) => n.key);
			const open = around.filter((k) => !state.tiles[k]);
			return { key: g.key, surrounded: open.length === 0, open, around };
		});
}

/** The placed tiles as the scoring core takes them, the flipped ones face down. */
export function placedTiles(park: Park, state: ParkState, flipped: ReadonlySet<string>): PlacedTile[] {
	return Object.entries(state.tiles).map(([key, t]) => {
		const s = spaceAt(park, key)!;
		return { animals: t.animals, water: t.water, q: s.q, r: s.r, faceDown: flipped.has(key) };
	});
}

export function sunSpace(park: Park, state: ParkState): string | undefined {
	return weatherSpaces(park).find((k) => state.weather[k] === 'sun');
}

export interface CategoryScore {
	category: Category;
	points: number;
	coverage?: Coverage;
	geysers?: ReturnType<typeof geysers>;
	families?: Family[];
	/** index into families of the one that scores, or -1 */
	best?: number;
	flips?: Flip[];
}

export interface ParkScore {
	categories: CategoryScore[];
	total: number;
	flipped: number;
	riverCovered: number;
}

/** The whole final scoring of one park. */
export function scorePark(park: Park, state: ParkState): ParkScore {
	const flips = weatherFlipsOf(park, state);
	const flipped = new Set(flips.map((f) => f.key));
	const tiles = placedTiles(park, state, flipped);
	const sunKey = sunSpace(park, state);
	const sun = sunKey ? spaceAt(park, sunKey) : undefined;
	const categories: CategoryScore[] = [{ category: 'weather', points: 0, flips }];
	for (const c of ['waterfalls', 'mountains', 'prairie', 'forest', 'river'] as const) {
		const cov = coverage(park, state, c);
		categories.push({ category: c, points: cov.total > 0 ? landscapePoints(c, cov.open.length) : 0, coverage: cov });
	}
	const g = geysers(park, state);
	categories.push({ category: 'geysers', points: geyserPoints(g.filter((x) => x.surrounded).length), geysers: g });
	for (const species of SPECIES) {
		const fams = families({ tiles, species, sun: sun ? { q: sun.q, r: sun.r } : undefined });
		let best = -1;
		fams.forEach((f, i) => {
			if (f.points > 0 && (best < 0 || f.points > fams[best]!.points)) best = i;
		});
		categories.push({ category: species, points: best < 0 ? 0 : fams[best]!.points, families: fams, best });
	}
	return {
		categories,
		total: categories.reduce((s, c) => s + c.points, 0),
		flipped: flipped.size,
		riverCovered: categories.find((c) => c.category === 'river')!.coverage!.covered,
	};
}
