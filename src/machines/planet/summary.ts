/**
 * What a widget shows of a planet's regions, computed by the rules and kept in a machine's
 * snapshot: for each terrain, its regions (core parcels 0–59, size, terrains touched), largest first.
 */
import { graphFromTerrains } from './planet';
import { TERRAINS, type Terrain, terrainRegions } from './regions';

export interface RegionView {
	parcels: number[];
	size: number;
	touches: Terrain[];
}

export type RegionsByTerrain = Record<Terrain, RegionView[]>;

export function regionsByTerrain(terrains: readonly (Terrain | null)[]): RegionsByTerrain {
	const graph = graphFromTerrains(terrains);
	const out = {} as RegionsByTerrain;
	for (const t of TERRAINS)
		out[t] = terrainRegions(graph, t).map((r) => ({ parcels: r.parcels.map((i) => graph.parcels[i]!), size: r.size, touches: r.touches }));
	return out;
}
