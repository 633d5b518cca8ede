/**
 * The action turn's rules: the marmot holder's announce (an action token on a free terrain
 * requirement), the tile each player picks from their display, the space they put it on, then
 * refill and the marmot. Pure functions returning `Legality` with the rule that decides.
 */
import { LEGAL, refuse } from '../shared/types';
import type { Legality } from './keys';
import { type Park, parkNeighbours, spaceAt, type Space } from './park';
import type { Tile } from './pieces';
import { type ActionToken, tileMatches } from './tiles';

/**
 * The terrain requirements of the action board, left to right. TEACHING set: the printed seven
 * (and which one is tied to the watering-hole token) are not known to us; reviews name mountain,
 * prairie, forest, river, waterfall and "next to a geyser" spaces. The rightmost is the watering hole's.
 */
export type Requirement = 'mountain' | 'prairie' | 'forest' | 'waterfall' | 'geyser' | 'volcano' | 'river';
export const REQUIREMENTS: readonly Requirement[] = ['mountain', 'prairie', 'forest', 'waterfall', 'geyser', 'volcano', 'river'];
export const RIGHTMOST = REQUIREMENTS.length - 1;

/** Does a space meet a requirement? Other features of the space or its neighbours do not matter. */
export function meetsRequirement(park: Park, space: Space, req: Requirement): boolean {
	if (space.kind !== 'landscape') return false;
	switch (req) {
		case 'mountain':
		case 'prairie':
		case 'forest':
			return space.terrain === req;
		case 'river':
			return Boolean(space.river);
		case 'waterfall':
			return Boolean(space.waterfall);
		case 'geyser':
		case 'volcano':
			return parkNeighbours(park, space.key).some((n) => n.kind === req);
	}
}

/** The free landscape spaces of a park (tiles keyed by hex key). */
export function freeSpaces(park: Park, tiles: Readonly<Record<string, unknown>>): Space[] {
	return park.spaces.filter((s) => s.kind === 'landscape' && !tiles[s.key]);
}

/** Where a tile may go after this announce: the free spaces meeting the requirement, or any free landscape space when none does. */
export function allowedSpaces(park: Park, tiles: Readonly<Record<string, unknown>>, req: Requirement): { spaces: Space[]; fallback: boolean } {
	const free = freeSpaces(park, tiles);
	const matching = free.filter((s) => meetsRequirement(park, s, req));
	return matching.length ? { spaces: matching, fallback: false } : { spaces: free, fallback: true };
}

/** Slot i of the requirement row holds the token put there this round, or null. */
export type RequirementRow = readonly (ActionToken | null)[];

/** The marmot holder moves a token from the selection row onto an empty requirement. */
export function canAnnounce(row: readonly ActionToken[], slots: RequirementRow, token: ActionToken, slot: number): Legality {
	if (!row.includes(token)) return refuse('refuse.tokenUsed', { page: 'round', anchor: 'announce' }, { token });
	if (slots[slot]) return refuse('refuse.slotTaken', { page: 'round', anchor: 'announce' }, { req: REQUIREMENTS[slot]!, token: slots[slot]! });
	if (token === 'water' && slot !== RIGHTMOST) return refuse('refuse.waterRightmost', { page: 'round', anchor: 'watering-hole-token' });
	if (token !== 'water' && slot === RIGHTMOST) return refuse('refuse.rightmostWater', { page: 'round', anchor: 'watering-hole-token' }, { token });
	return LEGAL;
}

/** A player picks a tile from their display: it must show the announced type if any tile there does. */
export function canSelect(display: readonly Tile[], index: number, token: ActionToken): Legality {
	const tile = display[index];
	if (!tile) return refuse('refuse.noTile', { page: 'round', anchor: 'select-tile' });
	if (!tileMatches(tile, token) && display.some((t) => tileMatches(t, token)))
		return refuse('refuse.mustMatch', { page: 'round', anchor: 'select-tile' }, { token });
	return LEGAL;
}

/** Whether no tile on display matches (then any tile may be picked). */
export const noMatch = (display: readonly Tile[], token: ActionToken): boolean => !display.some((t) => tileMatches(t, token));

/** A player puts their tile on a space of their park. */
export function canPlace(park: Park, tiles: Readonly<Record<string, unknown>>, key: string, req: Requirement): Legality {
	const space = spaceAt(park, key);
	if (!space) return refuse('refuse.offPark', { page: 'round', anchor: 'place-tile' });
	if (space.kind !== 'landscape') return refuse('refuse.forbidden', { page: 'round', anchor: 'forbidden-spaces' }, { kind: space.kind });
	if (tiles[key]) return refuse('refuse.occupied', { page: 'round', anchor: 'place-tile' });
	const { spaces, fallback } = allowedSpaces(park, tiles, req);
	if (!fallback && !spaces.some((s) => s.key === key))
		return refuse('refuse.wrongTerrain', { page: 'round', anchor: 'place-tile' }, { req, free: spaces.length });
	return LEGAL;
}

/** After everyone has placed: each player draws one tile from their reserve to show 7 again (none once it is empty). */
export function refill<T>(display: readonly T[], reserve: readonly T[]): { display: T[]; reserve: T[] } {
	const d = [...display];
	const r = [...reserve];
	while (d.length < 7 && r.length) d.push(r.shift()!);
	return { display: d, reserve: r };
}

/** The selection row at the start of a round: the six animal tokens in any order, the watering hole rightmost. */
export const FRESH_ROW: readonly ActionToken[] = ['eagle', 'moose', 'goat', 'bear', 'bison', 'wolf', 'water'];
