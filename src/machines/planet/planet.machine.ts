/**
 * The planet widget as a state machine: one player's core, a display of five tiles each round
 * (teaching tiles), a tile chosen, turned, and put on a free face. Each placement is checked once
 * by the rules (canPlace); the snapshot carries the parcels' terrains and every region.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { FACE_COUNT } from './core';
import { canPlace, emptyPlanet, parcelTerrains, place, type Placement, type Tile } from './planet';
import type { Terrain } from './regions';
import { type RegionsByTerrain, regionsByTerrain } from './summary';

export interface PlanetInput {
	/** one display of five tiles per round (teaching tiles) */
	stacks: readonly (readonly Tile[])[];
}

export interface PlanetContext {
	input: PlanetInput;
	round: number;
	planet: (Placement | null)[];
	display: Tile[];
	selected: number | null;
	rotation: number;
	/** the terrain whose regions are shown (null: none) */
	focus: Terrain | null;
	terrains: (Terrain | null)[];
	regions: RegionsByTerrain;
	last: { face: number; tile: string } | null;
	refusal: Refusal | null;
}

export type PlanetEvent =
	| { type: 'SELECT'; index: number }
	| { type: 'ROTATE'; by: number }
	| { type: 'PLACE'; face: number }
	| { type: 'FOCUS'; terrain: Terrain | null }
	| { type: 'RESET' };

/** A tile must be chosen from the five face-up tiles before it is placed. */
const NO_TILE: Refusal = { key: 'planet.refuse.noTile', rule: { page: 'round', anchor: 'draft' } };

function fresh(input: PlanetInput): PlanetContext {
	const planet = emptyPlanet();
	const terrains = parcelTerrains(planet).map((t) => t ?? null);
	return { input, round: 1, planet, display: [...(input.stacks[0] ?? [])], selected: null, rotation: 0, focus: null, terrains, regions: regionsByTerrain(terrains), last: null, refusal: null };
}

/** Why a PLACE is refused, or null. */
export function checkPlace(ctx: PlanetContext, face: number): Refusal | null {
	if (ctx.selected === null) return NO_TILE;
	const legal = canPlace(ctx.planet, face);
	return legal.ok ? null : legal.refusal;
}

export const planetMachine = setup({
	types: { context: {} as PlanetContext, events: {} as PlanetEvent, input: {} as PlanetInput },
}).createMachine({
	id: 'planet',
	context: ({ input }) => fresh(input),
	initial: 'placing',
	states: {
		placing: {
			always: { guard: ({ context }) => context.round > FACE_COUNT, target: 'full' },
			on: {
				SELECT: {
					actions: assign(({ context, event }) => {
						assertEvent(event, 'SELECT');
						if (!context.display[event.index]) return { refusal: NO_TILE };
						return { selected: event.index, rotation: 0, refusal: null };
					}),
				},
				ROTATE: {
					actions: assign(({ context, event }) => {
						assertEvent(event, 'ROTATE');
						if (context.selected === null) return { refusal: NO_TILE };
						return { rotation: (((context.rotation + event.by) % 5) + 5) % 5, refusal: null };
					}),
				},
				PLACE: {
					actions: assign(({ context, event }) => {
						assertEvent(event, 'PLACE');
						const refusal = checkPlace(context, event.face);
						if (refusal) return { refusal };
						const tile = context.display[context.selected!]!;
						const planet = place(context.planet, event.face, tile, context.rotation);
						const terrains = parcelTerrains(planet).map((t) => t ?? null);
						const round = context.round + 1;
						return {
							planet,
							terrains,
							regions: regionsByTerrain(terrains),
							round,
							display: [...(context.input.stacks[round - 1] ?? [])],
							selected: null,
							rotation: 0,
							last: { face: event.face, tile: tile.id },
							refusal: null,
						};
					}),
				},
			},
		},
		full: {},
	},
	on: {
		FOCUS: {
			actions: assign(({ event }) => {
				assertEvent(event, 'FOCUS');
				return { focus: event.terrain, refusal: null };
			}),
		},
		RESET: { target: '.placing', actions: assign(({ context }) => fresh(context.input)) },
	},
});
