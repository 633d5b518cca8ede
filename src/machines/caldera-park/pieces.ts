/**
 * Caldera Park's pieces as data: the six species, the weather tokens, what an animal tile holds.
 * Kept apart from the scoring (scoring.ts re-exports all of it) so that a page drawing a park loads
 * no scoring code.
 */
export type Species = 'eagle' | 'moose' | 'goat' | 'bear' | 'bison' | 'wolf';
export type Weather = 'sun' | 'hurricane' | 'hail' | 'downpour' | 'blizzard' | 'heatwave' | 'fog' | 'storm1' | 'storm2' | 'storm3';
export type Tile = { animals: Partial<Record<Species, number>>; water: number };

/** The species in the order the marmot scores them (the rulebook's scoring example: categories 8 to 13). */
export const SPECIES: readonly Species[] = ['goat', 'bear', 'wolf', 'moose', 'eagle', 'bison'];
/** The Sun and the nine other tokens (each player has one of each). */
export const WEATHERS: readonly Weather[] = ['sun', 'hurricane', 'hail', 'downpour', 'blizzard', 'heatwave', 'fog', 'storm1', 'storm2', 'storm3'];

/** Every animal on a tile, whatever the species (a cub is an animal; water points are not). */
export function animalCount(tile: Tile): number {
	let n = 0;
	for (const s of SPECIES) n += tile.animals[s] ?? 0;
	return n;
}
