/**
 * Planet's regions and animal cards, on plain data. A planet is a graph of parcels: each parcel's
 * terrain and the parcels sharing an edge with it (a full core has 60 parcels with 3 neighbours
 * each; a planet in the middle of the game lists only its covered parcels). A region is a group of
 * touching parcels of one terrain. An animal card asks for the most regions of a terrain, or the
 * largest region of a terrain touching (or not touching) another terrain.
 *
 * `regionSizes` and `awardAnimal` are the exported core (their signatures are a contract); the
 * `Readings` let a reader switch the rulebook's unclear points to the other reading.
 */
import { type Graph, regions } from '../shared/graph';
import { TERRAINS, type Terrain } from './core';

// The five terrains live with the core (what every Planet page loads): a page that needs only the list
// (the score sheet) then loads no region code.
export { TERRAINS, type Terrain };

/** parcel i's terrain; the parcels sharing an edge with it */
export interface PlanetGraph {
	terrain: Terrain[];
	neighbours: number[][];
}

export type AnimalCondition =
	| { type: 'most-regions'; terrain: Terrain }
	| { type: 'largest-touching' | 'largest-not-touching'; terrain: Terrain; other: Terrain };

/**
 * The rulebook's unclear points, with the reading this site follows first.
 * - `touching`: 'qualifying' = "the largest region of A touching B" is the largest of your A regions
 *   that touch B; 'largest-only' = your largest A region, which counts only if it touches B (or
 *   does not, for the "not touching" cards).
 * - `tieBreak` (last round, the two "largest region" cards): 'sizes' = tied players compare their
 *   second, then third qualifying region, a larger one winning and having one beating having none;
 *   'existence' = only whether each has a second (then a third) region counts.
 */
export interface Readings {
	touching: 'qualifying' | 'largest-only';
	tieBreak: 'sizes' | 'existence';
}

export const DEFAULT_READINGS: Readings = { touching: 'qualifying', tieBreak: 'sizes' };

/** One region: its parcels (indices into the planet), its size, and the other terrains it touches. */
export interface Region {
	parcels: number[];
	size: number;
	touches: Terrain[];
}

function graphOf(planet: PlanetGraph): Graph<number> {
	return { nodes: planet.terrain.map((_, i) => i), neighbours: (i) => planet.neighbours[i] ?? [] };
}

/** Every region of `terrain` on the planet, largest first (equal sizes: in parcel order). */
export function terrainRegions(planet: PlanetGraph, terrain: Terrain): Region[] {
	const ids = planet.terrain.flatMap((t, i) => (t === terrain ? [i] : []));
	const groups = regions(graphOf(planet), ids, () => true);
	return groups
		.map((parcels) => {
			const touching = new Set<Terrain>();
			for (const p of parcels)
				for (const n of planet.neighbours[p] ?? []) if (planet.terrain[n] !== terrain && planet.terrain[n] !== undefined) touching.add(planet.terrain[n]!);
			return { parcels: [...parcels].sort((a, b) => a - b), size: parcels.length, touches: TERRAINS.filter((t) => touching.has(t)) };
		})
		.sort((a, b) => b.size - a.size || a.parcels[0]! - b.parcels[0]!);
}

/** The sizes of that terrain's regions (only those touching / not touching the other terrain when filtered), largest first. */
export function regionSizes(planet: PlanetGraph, terrain: Terrain, filter?: { touching?: Terrain; notTouching?: Terrain }): number[] {
	return terrainRegions(planet, terrain)
		.filter(
			(r) =>
				(filter?.touching === undefined || r.touches.includes(filter.touching)) &&
				(filter?.notTouching === undefined || !r.touches.includes(filter.notTouching)),
		)
		.map((r) => r.size);
}

/** Does a region meet a "largest region" card's contact condition? */
function meets(card: Exclude<AnimalCondition, { type: 'most-regions' }>, region: Region): boolean {
	const touches = region.touches.includes(card.other);
	return card.type === 'largest-touching' ? touches : !touches;
}

/**
 * What a planet shows for a card: `score` is what is compared (the number of regions, or the size
 * of the region that counts; 0 when it has none), `sizes` the regions meeting the condition, largest
 * first (the last round's tie-break reads the second and third).
 */
export function cardScore(card: AnimalCondition, planet: PlanetGraph, readings: Readings = DEFAULT_READINGS): { score: number; sizes: number[] } {
	const all = terrainRegions(planet, card.terrain);
	if (card.type === 'most-regions') return { score: all.length, sizes: all.map((r) => r.size) };
	const sizes = all.filter((r) => meets(card, r)).map((r) => r.size);
	if (readings.touching === 'largest-only') {
		// Only the planet's largest region(s) of the terrain can count.
		const top = all[0]?.size ?? 0;
		const counts = all.some((r) => r.size === top && meets(card, r));
		return { score: counts ? top : 0, sizes: counts ? sizes : [] };
	}
	return { score: sizes[0] ?? 0, sizes };
}

/** How a card was judged among several planets. */
export interface Award {
	/** the winning planet's index, or null when nobody takes the card this round */
	winner: number | null;
	/** each planet's score for the card (see cardScore) */
	scores: number[];
	/** each planet's regions meeting the condition, largest first */
	sizes: number[][];
	/** the planets tied at the best score (all of them when nobody meets the condition) */
	leaders: number[];
	/** how the card was decided: 'best' (one planet ahead), 'second' / 'third' (last-round tie-break), or why nobody took it */
	how: 'best' | 'second' | 'third' | 'tie' | 'nobody';
}

/** awardAnimal with its reasons, under the given readings. */
export function judgeAnimal(card: AnimalCondition, planets: PlanetGraph[], lastRound: boolean, readings: Readings = DEFAULT_READINGS): Award {
	const shown = planets.map((p) => cardScore(card, p, readings));
	const scores = shown.map((s) => s.score);
	const sizes = shown.map((s) => s.sizes);
	const best = Math.max(0, ...scores);
	const leaders = scores.flatMap((s, i) => (s === best ? [i] : []));
	const base = { scores, sizes, leaders };
	// A condition nobody meets is a tie at zero.
	if (best === 0) return { ...base, winner: null, how: 'nobody' };
	if (leaders.length === 1) return { ...base, winner: leaders[0]!, how: 'best' };
	if (!lastRound || card.type === 'most-regions') return { ...base, winner: null, how: 'tie' };
	// Last round: the tied players look for a second, then a third region meeting the condition.
	let still = leaders;
	for (const [occurrence, how] of [
		[1, 'second'],
		[2, 'third'],
	] as const) {
		const at = (i: number) => sizes[i]![occurrence] ?? 0;
		const has = still.filter((i) => at(i) > 0);
		if (has.length === 0) break;
		still = readings.tieBreak === 'sizes' ? has.filter((i) => at(i) === Math.max(...has.map(at))) : has;
		if (still.length === 1) return { ...base, winner: still[0]!, how };
	}
	return { ...base, winner: null, how: 'tie' };
}

/**
 * The index of the planet that wins the card, or null when nobody does this round (the caller
 * moves the card to the next round's column, or boxes it in the last round).
 */
export function awardAnimal(card: AnimalCondition, planets: PlanetGraph[], lastRound: boolean): number | null {
	return judgeAnimal(card, planets, lastRound).winner;
}
