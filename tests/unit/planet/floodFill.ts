/** The Planet self-check tests' independent oracle: regions counted by a flood fill of our own, from the solid's faces. */
import { FACES, PARCEL_NEIGHBOURS } from '../../../src/machines/planet/core';
import type { Terrain } from '../../../src/machines/planet/regions';

export type Contact = 'side' | 'point';

/** Parcels meeting at a point, from the solid's corners: the same tile (its centre), or a corner in common. */
const cornersOf = (p: number) => [FACES[Math.floor(p / 5)]![p % 5]!, FACES[Math.floor(p / 5)]![(p + 1) % 5]!];
const AT_A_POINT = Array.from({ length: 60 }, (_, p) =>
	Array.from({ length: 60 }, (_, q) => q).filter(
		(q) => q !== p && (Math.floor(q / 5) === Math.floor(p / 5) || cornersOf(q).some((c) => cornersOf(p).includes(c))),
	),
);

/** Our own flood fill (not the engine's): the regions of `terrain`, largest first, as [size, touches `other`]; parcels join by a side, or also at a point. */
export function regionsOf(
	terrains: readonly (Terrain | null)[],
	terrain: Terrain,
	other?: Terrain,
	contact: Contact = 'side',
): { size: number; touches: boolean }[] {
	const near = contact === 'side' ? PARCEL_NEIGHBOURS : AT_A_POINT;
	const seen = new Set<number>();
	const out: { size: number; touches: boolean }[] = [];
	for (let p = 0; p < terrains.length; p++) {
		if (terrains[p] !== terrain || seen.has(p)) continue;
		let size = 0;
		let touches = false;
		const todo = [p];
		seen.add(p);
		while (todo.length) {
			const x = todo.pop()!;
			size++;
			for (const n of near[x]!) {
				if (terrains[n] === terrain && !seen.has(n)) {
					seen.add(n);
					todo.push(n);
				} else if (other !== undefined && terrains[n] === other) touches = true;
			}
		}
		out.push({ size, touches });
	}
	return out.sort((a, b) => b.size - a.size);
}
