/**
 * The regions explorer as a state machine: one full planet, a terrain picked; the snapshot keeps
 * that terrain's regions (from the rules: terrainRegions), their sizes and what each touches.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Terrain } from './regions';
import { type RegionsByTerrain, regionsByTerrain } from './summary';

export interface RegionsInput {
	terrains: (Terrain | null)[];
}

export interface RegionsContext {
	terrains: (Terrain | null)[];
	focus: Terrain | null;
	regions: RegionsByTerrain;
}

export type RegionsEvent = { type: 'PICK'; terrain: Terrain | null };

export const regionsMachine = setup({
	types: { context: {} as RegionsContext, events: {} as RegionsEvent, input: {} as RegionsInput },
	actions: {
		pick: assign(({ event }) => {
			assertEvent(event, 'PICK');
			return { focus: event.terrain };
		}),
	},
}).createMachine({
	id: 'regions',
	context: ({ input }) => ({ terrains: input.terrains, focus: null, regions: regionsByTerrain(input.terrains) }),
	on: {
		PICK: { actions: 'pick' },
	},
});
