/**
 * TEACHING planets and tiles, invented for this site (the game's 50 tiles are not listed in any
 * source we have): every widget that shows them labels them as teaching examples. A planet is
 * written as the terrain of each of its 60 parcels (a base terrain, then parcels painted over it),
 * and turned into 12 tiles, one per face, each read around its face.
 */
import { FACE_COUNT, SIDES } from '../core';
import type { Tile } from '../planet';
import type { Terrain } from '../regions';

/** 60 terrains: `base` everywhere, then each listed parcel painted. */
export function painted(base: Terrain, paint: Partial<Record<Terrain, readonly number[]>>): Terrain[] {
	const out: Terrain[] = Array.from({ length: FACE_COUNT * SIDES }, () => base);
	for (const [t, ps] of Object.entries(paint) as [Terrain, readonly number[]][]) for (const p of ps) out[p] = t;
	return out;
}

/** The nine forest parcels of the rulebook's last-round example (one region across four tiles). */
const FOREST_9 = [0, 1, 2, 10, 11, 18, 19, 23, 24];

/**
 * The rulebook's last-round example (the fox: largest forest touching a glacier): Matthieu and
 * Céline both have a forest of 9 parcels touching a glacier; Céline also has a second forest of 5
 * touching a glacier, Matthieu none (his other forest, of 3, touches no glacier). The planets
 * around those regions are ours.
 */
export const MATTHIEU: readonly Terrain[] = painted('ocean', {
	forest: [...FOREST_9, 55, 56, 32],
	glacier: [3, 4, 40, 41],
	mountain: [14, 15, 20, 21, 22, 26, 27, 30, 31, 45],
	desert: [6, 7, 12, 13, 35, 36, 37, 50, 51],
});
export const CELINE: readonly Terrain[] = painted('ocean', {
	forest: [...FOREST_9, 55, 56, 57, 47, 52],
	glacier: [3, 4, 58, 59],
	mountain: [14, 15, 20, 21, 26, 27, 33, 34, 42],
	desert: [6, 7, 8, 12, 38, 39, 44],
});

/** Three more teaching planets, for the panda, the elephant and the reindeer. */
export const ANNA: readonly Terrain[] = painted('ocean', {
	forest: [0, 1, 13, 14, 27, 28, 40, 41, 53],
	desert: [5, 6, 7, 30, 31, 32, 33],
	mountain: [8, 9, 34, 36, 45, 46],
	glacier: [20, 21, 22, 55, 56],
});
export const BRUNO: readonly Terrain[] = painted('ocean', {
	forest: [0, 1, 2, 3, 11, 12, 25, 26],
	desert: [15, 16, 17, 35, 36, 50],
	mountain: [18, 19, 37, 38, 51],
	glacier: [5, 6, 7, 29, 45, 46, 47, 57],
});
export const CHLOE: readonly Terrain[] = painted('ocean', {
	forest: [10, 11, 20, 21, 30, 31, 42],
	desert: [0, 1, 2, 5, 6, 25],
	mountain: [3, 4, 26, 40, 41],
	glacier: [15, 16, 17, 50, 51, 52],
});

/**
 * Teaching tiles for the planet widget: the 10 stacks of five dealt at setup (50 tiles, as many as
 * the box holds). Stacks 11 and 12 are built during the game from the tiles left over.
 */
const T = (id: string, s: string): Tile => {
	const map: Record<string, Terrain> = { o: 'ocean', f: 'forest', d: 'desert', m: 'mountain', g: 'glacier' };
	return { id, parcels: [...s].map((c) => map[c]!) as unknown as Tile['parcels'] };
};
const STACKS = [
	['oofmm', 'ffdoo', 'ggoom', 'ddmmf', 'oooff'],
	['fffoo', 'mmdgg', 'oofdd', 'ggffo', 'oomod'],
	['ddfff', 'ooggm', 'mmffo', 'foood', 'gggom'],
	['oodfm', 'ffggo', 'ddoom', 'mfmfo', 'oggoo'],
	['fodfo', 'mmmoo', 'ggdff', 'oofgg', 'ddmoo'],
	['ffmoo', 'oddgo', 'gmmff', 'oooom', 'dffoo'],
	['ggfoo', 'mdddo', 'ofofm', 'ffgmm', 'ooddg'],
	['moooo', 'ffdgg', 'ddffo', 'oggmo', 'fmofd'],
	['oomff', 'gddoo', 'fffmg', 'oodom', 'mmgoo'],
	['dfooo', 'oggff', 'mmodd', 'foffg', 'ooomg'],
];
export const TEACHING_STACKS: readonly (readonly Tile[])[] = STACKS.map((stack, s) => stack.map((code, i) => T(`t${s + 1}-${i + 1}`, code)));
