/**
 * Hex geometry for the rules, in axial coordinates (q, r) of pointy-top hexes: neighbours,
 * distance, and a set of hexes as a board graph (ids are `hexKey`s, "q,r"). Drawing (pixels)
 * and keyboard moves live in src/components/shared/hex.ts.
 */
import type { Graph } from './graph';

export interface Hex {
	q: number;
	r: number;
}

/** The six steps to a neighbour: east, north-east, north-west, west, south-west, south-east. */
export const HEX_DIRECTIONS: readonly Hex[] = [
	{ q: 1, r: 0 },
	{ q: 1, r: -1 },
	{ q: 0, r: -1 },
	{ q: -1, r: 0 },
	{ q: -1, r: 1 },
	{ q: 0, r: 1 },
];

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

/** The hex of a key made by hexKey, or undefined for anything else. */
export function parseHexKey(key: string): Hex | undefined {
	const m = /^(0|-?[1-9]\d*),(0|-?[1-9]\d*)$/.exec(key);
	return m ? { q: Number(m[1]), r: Number(m[2]) } : undefined;
}

/** The six hexes around `h`, in HEX_DIRECTIONS order (on an unbounded plane). */
export function hexNeighbours(h: Hex): Hex[] {
	return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** Steps between two hexes. */
export function hexDistance(a: Hex, b: Hex): number {
	return (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
}

/** Every hex at most `radius` steps from `center` (a hexagon-shaped park), row by row. */
export function hexesWithin(center: Hex, radius: number): Hex[] {
	const out: Hex[] = [];
	for (let dr = -radius; dr <= radius; dr++)
		for (let dq = Math.max(-radius, -dr - radius); dq <= Math.min(radius, -dr + radius); dq++) out.push({ q: center.q + dq, r: center.r + dr });
	return out;
}

export interface HexGrid extends Graph<string> {
	/** the hex of a key of this grid */
	hex(key: string): Hex | undefined;
}

/** A board made of the given hexes: nodes are their keys (in the given order, duplicates dropped), neighbours those present. */
export function hexGrid(hexes: Iterable<Hex>): HexGrid {
	const byKey = new Map<string, Hex>();
	for (const h of hexes) if (!byKey.has(hexKey(h))) byKey.set(hexKey(h), { q: h.q, r: h.r });
	const cache = new Map<string, string[]>();
	return {
		nodes: [...byKey.keys()],
		hex: (key) => byKey.get(key),
		neighbours(key) {
			let out = cache.get(key);
			if (!out) {
				const h = byKey.get(key);
				out = h
					? hexNeighbours(h)
							.map(hexKey)
							.filter((k) => byKey.has(k))
					: [];
				cache.set(key, out);
			}
			return out;
		},
	};
}
