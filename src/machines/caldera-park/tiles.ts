/**
 * A TEACHING tile set: 35 different animal tiles invented for this site (the game's 35
 * combinations are not known to us; only "every tile is different and every player has the same
 * set" is). Each id spells the tile: "moose1+wolf1", "eagle2+water".
 */
import { SPECIES, type Species, type Tile } from './pieces';

export interface TeachingTile extends Tile {
	id: string;
}

function tile(animals: Partial<Record<Species, number>>, water = 0): TeachingTile {
	const id =
		SPECIES.filter((s) => animals[s])
			.map((s) => `${s}${animals[s]}`)
			.join('+') + (water ? '+water' : '');
	return { id, animals, water };
}

export const TEACHING_TILES: readonly TeachingTile[] = [
	tile({ moose: 3 }),
	tile({ moose: 1, wolf: 1 }),
	tile({ moose: 1 }),
	tile({ moose: 1 }, 1),
	tile({ moose: 2 }, 1),
	tile({ moose: 3 }, 1),
	tile({ moose: 1, eagle: 1 }),
	tile({ eagle: 3 }),
	tile({ eagle: 1 }),
	tile({ eagle: 1 }, 1),
	tile({ eagle: 2 }, 1),
	tile({ eagle: 3 }, 1),
	tile({ eagle: 2 }),
	tile({ bear: 4 }),
	tile({ bear: 2 }),
	tile({ bear: 1 }),
	tile({ bear: 2 }, 1),
	tile({ bear: 1 }, 1),
	tile({ goat: 1, bear: 1 }),
	tile({ goat: 2 }),
	tile({ goat: 3 }, 1),
	tile({ goat: 1 }, 1),
	tile({ goat: 2 }, 1),
	tile({ goat: 3 }),
	tile({ bear: 1, wolf: 1 }, 1),
	tile({ wolf: 3 }, 1),
	tile({ wolf: 3 }),
	tile({ wolf: 1 }),
	tile({ bison: 2 }, 1),
	tile({ bison: 1 }, 1),
	tile({ bison: 1 }),
	tile({ bison: 2 }),
	tile({ bison: 2, eagle: 1 }),
	tile({ bison: 3 }),
	tile({ goat: 1, bison: 1 }),
];

const BY_ID = new Map(TEACHING_TILES.map((t) => [t.id, t]));

export function tileById(id: string): TeachingTile {
	const t = BY_ID.get(id);
	if (!t) throw new Error(`no teaching tile ${id}`);
	return t;
}

/** Does the tile show what an action token asks for: at least one animal of that species, or a water point? */
export function tileMatches(t: Tile, token: ActionToken): boolean {
	return token === 'water' ? t.water > 0 : (t.animals[token] ?? 0) > 0;
}

export type ActionToken = Species | 'water';
export const ACTION_TOKENS: readonly ActionToken[] = [...SPECIES, 'water'];
