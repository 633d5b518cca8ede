/**
 * WildLife rules engine: shared types. Pure data, no prose (keys only).
 */
import type { Seat } from '../shared/seats';

export type Terrain = 'water' | 'steppe' | 'savanna' | 'forest' | 'mountain' | 'desert';

export const TERRAINS: readonly Terrain[] = ['water', 'steppe', 'savanna', 'forest', 'mountain', 'desert'];

/** Adaptation level on a terrain: 0 none, 1 migrate, 2 expand, 3 attack. */
export type Level = 0 | 1 | 2 | 3;

/** Keys for the levels (i18n looks these up). Index = level. */
export const LEVEL_NAMES = ['none', 'migrate', 'expand', 'attack'] as const;

/** A species chart (possibly with adaptations applied): level per terrain. */
export type Chart = Record<Terrain, Level>;

export interface Cell {
	/** e.g. 'r3c5' */
	id: string;
	row: number;
	col: number;
	terrain: Terrain;
	/** id of the area holding this cell */
	area: string;
}

export type AreaSize = 'small' | 'large';

export interface Area {
	/** e.g. 'forest-small' */
	id: string;
	terrain: Terrain;
	size: AreaSize;
	/** cell ids */
	cells: string[];
}

export interface Board {
	rows: number;
	cols: number;
	cells: Cell[];
	areas: Area[];
}

/** Cell id → owner of the piece standing there. A cell absent from the record is free. */
export type Occupancy = Record<string, Seat>;

/** The reader plays player A in the turn and actions examples (the widgets import it from here, not from the engines, so a guided page loads no rule module). */
export const READER: Seat = 'A';

/** The five abilities (here, not in abilities.ts, so a guided widget listing them loads no rule). */
export type Ability = 'food' | 'intelligence' | 'mobility' | 'defense' | 'aggression';
export const ABILITIES: readonly Ability[] = ['food', 'intelligence', 'mobility', 'defense', 'aggression'];
