/**
 * The planet widget as a state machine: your core in a two-player game (you and a rival), seen from
 * your side. Each round reveals a stack (the 10 dealt stacks, then stacks 11 and 12 built from the
 * tiles left over, as the rules route them); the first-player token alternates, so in even rounds
 * the rival takes a tile before you choose, in odd rounds after you. You choose a tile, turn it and
 * put it on a free face; each placement is checked once by the rules (canPlace). The snapshot
 * carries the parcels' terrains, every region, and the tiles' whereabouts (50 in all).
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Seat } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import type { Legality, Refusal } from './keys';
import { FACE_COUNT, SIDES } from './core';
import { canPlace, emptyPlanet, parcelTerrains, place, type Placement, type Tile } from './planet';
import type { Terrain } from './regions';
import { DEALT_STACKS, type Destination, leftoverDestinationIn } from './round';
import { type RegionsByTerrain, regionsByTerrain } from './summary';

export interface PlanetInput {
	/** the 10 stacks dealt at setup, five teaching tiles each */
	stacks: readonly (readonly Tile[])[];
	/** the other player's seat (you sit in seat A: the first player of round 1) */
	rival: Seat;
}

export interface PlanetContext {
	input: PlanetInput;
	round: number;
	planet: (Placement | null)[];
	/** the face-up tiles still to choose from (the rival may have taken one already) */
	display: Tile[];
	selected: number | null;
	rotation: number;
	/** the terrain whose regions are shown (null: none) */
	focus: Terrain | null;
	terrains: (Terrain | null)[];
	regions: RegionsByTerrain;
	/** you hold the first-player token this round (round 1, then every other round) */
	youFirst: boolean;
	/** the tile the rival took before you this round, if the rival went first */
	rivalTook: Tile | null;
	/** tiles on the rival's planet */
	rivalTiles: number;
	/** stacks 11 and 12, built from leftovers; tiles sent back to the box */
	stack11: Tile[];
	stack12: Tile[];
	boxed: number;
	/** the last placement: where, which tile, whether the rival took a tile after you, where the leftovers went */
	last: { face: number; tile: string; rivalAfter: boolean; leftovers: Destination[] } | null;
	refusal: Refusal | null;
}

export type PlanetEvent =
	| { type: 'SELECT'; index: number }
	| { type: 'ROTATE'; by: number }
	| { type: 'PLACE'; face: number }
	| { type: 'FOCUS'; terrain: Terrain | null }
	| { type: 'RESET' };

/** A tile must be chosen from the face-up tiles before it is turned or placed. */
const tileChosen = (ctx: Pick<PlanetContext, 'selected'>): Legality =>
	ctx.selected === null ? refuse('planet.refuse.noTile', { page: 'round', anchor: 'draft' }) : LEGAL;
/** Only a face-up tile can be chosen. */
const onDisplay = (ctx: Pick<PlanetContext, 'display'>, index: number): Legality =>
	ctx.display[index] ? LEGAL : refuse('planet.refuse.noTile', { page: 'round', anchor: 'draft' });

/** The rival's pick (a teaching rule, not the game's): always the last tile of the row. */
const rivalPick = (tiles: readonly Tile[]) => tiles.length - 1;

/** The tiles revealed in a round: a dealt stack, then stack 11, then stack 12. */
function revealed(round: number, input: PlanetInput, stack11: readonly Tile[], stack12: readonly Tile[]): Tile[] {
	if (round <= DEALT_STACKS) return [...(input.stacks[round - 1] ?? [])];
	return round === DEALT_STACKS + 1 ? [...stack11] : [...stack12];
}

/** A round begins: its stack is turned face up; if the rival holds the token, the rival takes a tile first. */
function beginRound(round: number, ctx: Pick<PlanetContext, 'input' | 'stack11' | 'stack12' | 'rivalTiles'>) {
	const tiles = revealed(round, ctx.input, ctx.stack11, ctx.stack12);
	const stack11 = round === DEALT_STACKS + 1 ? [] : ctx.stack11;
	const stack12 = round === DEALT_STACKS + 2 ? [] : ctx.stack12;
	const youFirst = round % 2 === 1;
	if (youFirst || round > FACE_COUNT || !tiles.length)
		return { round, display: tiles, youFirst, rivalTook: null, rivalTiles: ctx.rivalTiles, stack11, stack12 };
	const [rivalTook] = tiles.splice(rivalPick(tiles), 1);
	return { round, display: tiles, youFirst, rivalTook: rivalTook ?? null, rivalTiles: ctx.rivalTiles + 1, stack11, stack12 };
}

function fresh(input: PlanetInput): PlanetContext {
	const planet = emptyPlanet();
	const terrains = parcelTerrains(planet).map((t) => t ?? null);
	const begun = beginRound(1, { input, stack11: [], stack12: [], rivalTiles: 0 });
	return {
		input,
		planet,
		selected: null,
		rotation: 0,
		focus: null,
		terrains,
		regions: regionsByTerrain(terrains),
		boxed: 0,
		last: null,
		refusal: null,
		...begun,
	};
}

/** A PLACE: a chosen tile, on a face the rules allow (canPlace). */
function checkPlace(ctx: PlanetContext, face: number): Legality {
	const chosen = tileChosen(ctx);
	return chosen.ok ? canPlace(ctx.planet, face) : chosen;
}

const refusalOf = (legal: Legality): { refusal: Refusal } | Record<string, never> => (legal.ok ? {} : { refusal: legal.refusal });

/** After your placement: the rival's pick (if you went first), the leftovers routed, the next round begun. */
function endRound(ctx: PlanetContext, tile: Tile, face: number, planet: (Placement | null)[]) {
	const rest = ctx.display.filter((_, i) => i !== ctx.selected);
	let rivalTiles = ctx.rivalTiles;
	const rivalAfter = ctx.youFirst && rest.length > 0;
	if (rivalAfter) {
		rest.splice(rivalPick(rest), 1);
		rivalTiles += 1;
	}
	const stack11 = [...ctx.stack11];
	const stack12 = [...ctx.stack12];
	let boxed = ctx.boxed;
	const leftovers = rest.map((x) => {
		const dest = leftoverDestinationIn(ctx.round, stack11.length, stack12.length);
		if (dest === 'stack-11') stack11.push(x);
		else if (dest === 'stack-12') stack12.push(x);
		else boxed += 1;
		return dest;
	});
	const terrains = parcelTerrains(planet).map((t) => t ?? null);
	return {
		planet,
		terrains,
		regions: regionsByTerrain(terrains),
		boxed,
		selected: null,
		rotation: 0,
		last: { face, tile: tile.id, rivalAfter, leftovers },
		refusal: null,
		...beginRound(ctx.round + 1, { input: ctx.input, stack11, stack12, rivalTiles }),
	};
}

export const planetMachine = setup({
	types: { context: {} as PlanetContext, events: {} as PlanetEvent, input: {} as PlanetInput },
	guards: {
		allRoundsPlayed: ({ context }) => context.round > FACE_COUNT,
		tileOnDisplay: ({ context, event }) => {
			assertEvent(event, 'SELECT');
			return onDisplay(context, event.index).ok;
		},
		tileChosen: ({ context }) => tileChosen(context).ok,
		placeLegal: ({ context, event }) => {
			assertEvent(event, 'PLACE');
			return checkPlace(context, event.face).ok;
		},
	},
	actions: {
		select: assign(({ event }) => {
			assertEvent(event, 'SELECT');
			return { selected: event.index, rotation: 0, refusal: null };
		}),
		refuseSelect: assign(({ context, event }) => {
			assertEvent(event, 'SELECT');
			return refusalOf(onDisplay(context, event.index));
		}),
		rotate: assign(({ context, event }) => {
			assertEvent(event, 'ROTATE');
			return { rotation: (((context.rotation + event.by) % SIDES) + SIDES) % SIDES, refusal: null };
		}),
		refuseNoTile: assign(({ context }) => refusalOf(tileChosen(context))),
		place: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			const tile = context.display[context.selected!]!;
			return endRound(context, tile, event.face, place(context.planet, event.face, tile, context.rotation));
		}),
		refusePlace: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			return refusalOf(checkPlace(context, event.face));
		}),
		focus: assign(({ event }) => {
			assertEvent(event, 'FOCUS');
			return { focus: event.terrain, refusal: null };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'planet',
	context: ({ input }) => fresh(input),
	initial: 'placing',
	states: {
		placing: {
			always: { guard: 'allRoundsPlayed', target: 'full' },
			on: {
				SELECT: [{ guard: 'tileOnDisplay', actions: 'select' }, { actions: 'refuseSelect' }],
				ROTATE: [{ guard: 'tileChosen', actions: 'rotate' }, { actions: 'refuseNoTile' }],
				PLACE: [{ guard: 'placeLegal', actions: 'place' }, { actions: 'refusePlace' }],
			},
		},
		full: {},
	},
	on: {
		FOCUS: { actions: 'focus' },
		RESET: { target: '.placing', actions: 'reset' },
	},
});
