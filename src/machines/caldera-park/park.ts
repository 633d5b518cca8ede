/**
 * A TEACHING park: NOT the printed park, whose layout is unknown to us. It keeps the counts the
 * rulebook and the press give (52 hexes, 6 weather spaces around the edge, 6 waterfalls, 14
 * mountain, 14 prairie and 14 forest spaces); its river (7 spaces), its 3 geysers and its volcano
 * are invented. Axial coordinates (q, r), pointy-top hexes, r growing downwards.
 */
import { hexKey, hexNeighbours, type Hex } from '../shared/hex';

export type Terrain = 'mountain' | 'prairie' | 'forest';
export type SpaceKind = 'landscape' | 'weather' | 'geyser' | 'volcano';

export interface Space extends Hex {
	key: string;
	kind: SpaceKind;
	/** a landscape space's terrain (every landscape space of the teaching parks has one; the rulebook does not say the printed park's do) */
	terrain?: Terrain;
	/** a landscape space crossed by the river (it keeps its terrain) */
	river?: boolean;
	/** a landscape space with a waterfall (it keeps its terrain) */
	waterfall?: boolean;
}

export interface Park {
	id: 'caldera' | 'geysers';
	spaces: readonly Space[];
	/** the weather spaces in the ring, clockwise, starting from the top left (the Geyser park's middle one is not in it) */
	weatherOrder: readonly string[];
	/** the Geyser park's middle weather space (where a set-up token must go) */
	middleWeather?: string;
	/**
	 * A cut-out of a park that teaches one point (MINI_PARK): the counts of a whole game (tiles
	 * against weather tokens, position.ts) do not apply to it; the per-space rules do.
	 */
	excerpt?: boolean;
}

/**
 * One string per row, two characters a hex (r = 0 at the top; a row's first hex has q = firstQ):
 * terrain M / P / F, or W weather, G geyser, V volcano; then '.' plain, '~' river, '^' waterfall.
 */
interface Layout {
	rows: readonly { firstQ: number; cells: string }[];
}

const indexes = new WeakMap<Park, Map<string, Space>>();

const TERRAIN: Record<string, Terrain> = { M: 'mountain', P: 'prairie', F: 'forest' };

export function parkFromLayout(id: Park['id'], layout: Layout, weatherOrder: readonly string[], middleWeather?: string): Park {
	const spaces: Space[] = [];
	layout.rows.forEach(({ firstQ, cells }, r) => {
		for (let i = 0; i + 1 < cells.length; i += 2) {
			const t = cells[i]!;
			const f = cells[i + 1]!;
			if (t === ' ') continue;
			const q = firstQ + i / 2;
			const key = hexKey({ q, r });
			const kind: SpaceKind = t === 'W' ? 'weather' : t === 'G' ? 'geyser' : t === 'V' ? 'volcano' : 'landscape';
			const space: Space = { q, r, key, kind };
			if (kind === 'landscape') {
				const terrain = TERRAIN[t];
				if (!terrain) throw new Error(`bad park letter ${t}`);
				space.terrain = terrain;
				if (f === '~') space.river = true;
				if (f === '^') space.waterfall = true;
			}
			spaces.push(space);
		}
	});
	const park: Park = middleWeather ? { id, spaces, weatherOrder, middleWeather } : { id, spaces, weatherOrder };
	for (const k of [...weatherOrder, ...(middleWeather ? [middleWeather] : [])])
		if (spaceAt(park, k)?.kind !== 'weather') throw new Error(`${k} is not a weather space`);
	return park;
}

/**
 * The teaching park (river side): 7 rows of 7 and 8 hexes (52). Weather spaces, clockwise from
 * the top left: (2,0), (6,0), (6,3), (3,6), (-1,6), (-1,3). Volcano (2,3); geysers (3,1), (4,4), (1,5).
 */
export const TEACHING_PARK: Park = parkFromLayout(
	'caldera',
	{
		rows: [
			{ firstQ: 1, cells: 'M^W.M.M^M~W.M^' },
			{ firstQ: 0, cells: 'M.M.M.G.M.F~M.M^' },
			{ firstQ: 0, cells: 'F.F.F.F.F.F~F.' },
			{ firstQ: -1, cells: 'W.F.F.V.F.F~M.W.' },
			{ firstQ: -1, cells: 'P.P.F.F.P~G.M.' },
			{ firstQ: -2, cells: 'P^P.P.G.P~P.P.M^' },
			{ firstQ: -2, cells: 'P.W.P~P.P.W.P.' },
		],
	},
	['2,0', '6,0', '6,3', '3,6', '-1,6', '-1,3'],
);

/**
 * The teaching Geyser Park (the board's other side), invented: 39 hexes, seven weather spaces (six
 * in the corners, clockwise from the top left, and one in the middle), and six geysers on the top
 * and bottom edges, each with only three landscape neighbours (the rulebook: more geysers, three
 * neighbours each). The middle weather space is surrounded by landscape, so the token the variant
 * puts there can chase animals like any other. Its counts of spaces are not the printed back's.
 */
export const TEACHING_GEYSER_PARK: Park = parkFromLayout(
	'geysers',
	{
		rows: [
			{ firstQ: 1, cells: 'W.G.M.G.G.M.W.' },
			{ firstQ: 0, cells: 'M.M.F.F.M.P.M.F.' },
			{ firstQ: -1, cells: 'W.F.F~F~W.P^P~P.W.' },
			{ firstQ: -1, cells: 'P.P.F~M.P~P~P^M.' },
			{ firstQ: -1, cells: 'W.P.G.G.P~G.W.' },
		],
	},
	['1,0', '7,0', '7,2', '5,4', '-1,4', '-1,2'],
	'3,2',
);

export const PARKS = { caldera: TEACHING_PARK, geysers: TEACHING_GEYSER_PARK } as const;

export function spaceAt(park: Park, key: string): Space | undefined {
	let index = indexes.get(park);
	if (!index) {
		index = new Map(park.spaces.map((s) => [s.key, s]));
		indexes.set(park, index);
	}
	return index.get(key);
}

/** The spaces of the park touching `key`. */
export function parkNeighbours(park: Park, key: string): Space[] {
	const s = spaceAt(park, key);
	if (!s) return [];
	return hexNeighbours(s).flatMap((h) => spaceAt(park, hexKey(h)) ?? []);
}

export const landscapeSpaces = (park: Park): Space[] => park.spaces.filter((s) => s.kind === 'landscape');

/** Every weather space of a park: the ring clockwise, then the Geyser Park's middle one (a token there acts like any other). */
export const weatherSpaces = (park: Park): readonly string[] => (park.middleWeather ? [...park.weatherOrder, park.middleWeather] : park.weatherOrder);

/**
 * A small TEACHING mini-park for the weather and families explorers: three rows, two weather spaces
 * with landscape all round (so every neighbour of a token can hold a tile), and a geyser. Invented,
 * and an excerpt: it shows one point of the rules, not a whole game's park.
 */
export const MINI_PARK: Park = {
	...parkFromLayout(
		'caldera',
		{
			rows: [
				{ firstQ: 0, cells: 'M.F.M.P.F.G.' },
				{ firstQ: 0, cells: 'P.W.F.P~W.M.' },
				{ firstQ: -1, cells: 'F.M.P.F~M.P.' },
			],
		},
		['1,1', '4,1'],
	),
	excerpt: true,
};
