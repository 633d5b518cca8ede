/**
 * A player's planet during the game: which tile sits on which face, turned which way. Tiles are
 * five terrains in order around the pentagon; a tile goes on a free face in one of 5 rotations.
 */
import { LEGAL, refuse } from '../shared/types';
import type { Legality } from './keys';
import { FACE_COUNT, PARCEL_COUNT, PARCEL_NEIGHBOURS, PARCELS_AT_A_POINT, SIDES, faceOf, sideOf } from './core';
import type { PlanetGraph, Terrain } from './regions';

/** A continent tile: its id and its five parcels' terrains, in order around it. */
export interface Tile {
	id: string;
	parcels: readonly [Terrain, Terrain, Terrain, Terrain, Terrain];
}

/** A tile on a face: parcel j of the tile lies on side (j + rotation) mod 5 of the face. */
export interface Placement {
	tile: Tile;
	rotation: number;
}

/** A planet: one entry per face, null while the face is free. */
export type Planet = readonly (Placement | null)[];

export const emptyPlanet = (): (Placement | null)[] => Array.from({ length: FACE_COUNT }, () => null);

/** The terrain on each of the 60 parcels (undefined on a free face). */
export function parcelTerrains(planet: Planet): (Terrain | undefined)[] {
	return Array.from({ length: PARCEL_COUNT }, (_, p) => {
		const placed = planet[faceOf(p)];
		if (!placed) return undefined;
		return placed.tile.parcels[(((sideOf(p) - placed.rotation) % SIDES) + SIDES) % SIDES];
	});
}

/** The planet as a graph of its covered parcels; `parcels[i]` is the core parcel (0–59) of graph node i. */
export function planetGraph(planet: Planet): PlanetGraph & { parcels: number[] } {
	return graphFromTerrains(parcelTerrains(planet).map((t) => t ?? null));
}

/** A full core given as 60 terrains, one per parcel, as a graph. */
export function fullGraph(terrains: readonly Terrain[]): PlanetGraph {
	return { terrain: [...terrains], neighbours: PARCEL_NEIGHBOURS.map((ns) => [...ns]) };
}

/** Can this tile go on this face? Only a free face of the core takes a tile. */
export function canPlace(planet: Planet, face: number): Legality {
	if (!Number.isInteger(face) || face < 0 || face >= FACE_COUNT) return refuse('planet.refuse.noFace', { page: 'round', anchor: 'free-face' });
	if (planet[face]) return refuse('planet.refuse.taken', { page: 'round', anchor: 'free-face' }, { face: face + 1 });
	return LEGAL;
}

export function place(planet: Planet, face: number, tile: Tile, rotation: number): (Placement | null)[] {
	const next = [...planet];
	next[face] = { tile, rotation: ((rotation % SIDES) + SIDES) % SIDES };
	return next;
}

/**
 * What "direct contact" between parcels is (ruling `touching-edge`): 'side', our reading (a shared
 * side); 'point', the other one (meeting at a corner or a tile's centre counts too).
 */
export type Contact = 'side' | 'point';

/** A planet given as 60 terrains, null on a free face's parcels: the graph of its covered parcels. */
export function graphFromTerrains(terrains: readonly (Terrain | null)[], contact: Contact = 'side'): PlanetGraph & { parcels: number[] } {
	const parcels = terrains.flatMap((t, p) => (t ? [p] : []));
	const index = new Map(parcels.map((p, i) => [p, i]));
	const near = contact === 'side' ? PARCEL_NEIGHBOURS : PARCELS_AT_A_POINT;
	return {
		parcels,
		terrain: parcels.map((p) => terrains[p]!),
		neighbours: parcels.map((p) => near[p]!.flatMap((n) => (index.has(n) ? [index.get(n)!] : []))),
	};
}
