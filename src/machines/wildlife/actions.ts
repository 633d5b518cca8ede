/**
 * Board actions of terrain cards (and the free migration): migrate, expand, attack.
 * Every check returns a Legality with a refusal key (prefix 'action.') and a rule ref.
 */
import type { Seat } from '../shared/seats';
import { floodFill } from '../shared/graph';
import { LEGAL, refuse, type RuleRef } from '../shared/types';
import type { Legality } from './keys';
import { areaOf, boardGraph, cellById, isAreaFull } from './board';
import { DEFAULT_OPTIONS, type WildlifeOptions } from './options';
import { type Board, type Chart, type Occupancy, READER, type Terrain } from './types';

export const RULE_MIGRATE: RuleRef = { page: 'turn', anchor: 'migrate' };
export const RULE_FREE_MIGRATION: RuleRef = { page: 'turn', anchor: 'free-migration' };
export const RULE_EXPAND: RuleRef = { page: 'turn', anchor: 'expand' };
export const RULE_ATTACK: RuleRef = { page: 'turn', anchor: 'attack' };
export const RULE_TERRAIN_CARDS: RuleRef = { page: 'cards', anchor: 'terrain-cards' };

/** What a board action needs to know about the acting player. */
export interface ActionContext {
	board: Board;
	occ: Occupancy;
	player: Seat;
	/** the player's current levels (species chart + adaptations) */
	chart: Chart;
	/** pieces left in the player's reserve */
	reserve: number;
	options?: Partial<WildlifeOptions>;
}

export interface ActionResult {
	occ: Occupancy;
	/** owner of a piece removed from the game, if any */
	removed?: Seat;
	/** the cell a piece arrived on (for small scoring) */
	arrival: string;
}

function opt(ctx: ActionContext): WildlifeOptions {
	return { ...DEFAULT_OPTIONS, ...ctx.options };
}

/**
 * Free cells a piece on `from` can reach: one orthogonal step to a free cell, or over any chain of
 * the player's own pieces (turning freely). With `adaptedOnly`, the chain may only pass over own
 * pieces standing on terrain where the player has at least migrate.
 */
export function reachableCells(ctx: ActionContext, from: string, adaptedOnly = false): string[] {
	const { board, occ, player, chart } = ctx;
	const graph = boardGraph(board);
	const chain = floodFill(graph, from, (n) => occ[n] === player && !(adaptedOnly && chart[cellById(n, board)!.terrain] < 1));
	const out = new Set<string>();
	for (const c of chain) for (const n of graph.neighbours(c)) if (occ[n] === undefined && n !== from) out.add(n);
	return [...out];
}

/**
 * May the player move the piece on `from` to `to`? `cardTerrain` = the terrain of the card played
 * (the arrival must be in an area of that terrain); omit it for the free migration.
 * Refusals: action.noSuchCell {cell}, action.notYourPiece {cell}, action.spaceTaken {cell},
 * action.wrongTerrain {terrain, card}, action.noAbility {terrain, level}, action.startNotAdapted {terrain},
 * action.notAdjacent {cell}, action.pathBlocked {cell}.
 */
export function canMigrate(ctx: ActionContext, from: string, to: string, cardTerrain?: Terrain): Legality {
	const rule = cardTerrain ? RULE_MIGRATE : RULE_FREE_MIGRATION;
	const { board, occ, player, chart } = ctx;
	const a = cellById(from, board);
	const b = cellById(to, board);
	if (!a) return refuse('action.noSuchCell', rule, { cell: from });
	if (!b) return refuse('action.noSuchCell', rule, { cell: to });
	if (occ[from] !== player) return refuse('action.notYourPiece', rule, { cell: from });
	if (occ[to] !== undefined) return refuse('action.spaceTaken', rule, { cell: to });
	if (cardTerrain && b.terrain !== cardTerrain) return refuse('action.wrongTerrain', RULE_TERRAIN_CARDS, { terrain: b.terrain, card: cardTerrain });
	if (chart[b.terrain] < 1) return refuse('action.noAbility', rule, { terrain: b.terrain, level: 1 });
	const pathCheck = opt(ctx).migrationPathCheck;
	if (pathCheck && chart[a.terrain] < 1) return refuse('action.startNotAdapted', rule, { terrain: a.terrain });
	if (!reachableCells(ctx, from).includes(to)) return refuse('action.notAdjacent', rule, { cell: to });
	if (pathCheck && !reachableCells(ctx, from, true).includes(to)) return refuse('action.pathBlocked', rule, { cell: to });
	return LEGAL;
}

/** Cells the piece on `from` may migrate to now. */
export function migrationTargets(ctx: ActionContext, from: string, cardTerrain?: Terrain): string[] {
	return reachableCells(ctx, from).filter((to) => canMigrate(ctx, from, to, cardTerrain).ok);
}

export function migrate(ctx: ActionContext, from: string, to: string, cardTerrain?: Terrain): ActionResult {
	const l = canMigrate(ctx, from, to, cardTerrain);
	if (!l.ok) throw new Error(l.refusal.key);
	const occ = { ...ctx.occ, [to]: ctx.player };
	delete occ[from];
	return { occ, arrival: to };
}

/**
 * Expand: a reserve piece onto a free cell of an area of the card's terrain, with level ≥ expand there
 * (`minLevel` = 1 only under the auction variant).
 * Refusals: action.noSuchCell, action.wrongTerrain, action.noAbility {terrain, level}, action.spaceTaken, action.emptyReserve.
 */
export function canExpand(ctx: ActionContext, terrain: Terrain, cellId: string, minLevel: 1 | 2 = 2): Legality {
	const cell = cellById(cellId, ctx.board);
	if (!cell) return refuse('action.noSuchCell', RULE_EXPAND, { cell: cellId });
	if (cell.terrain !== terrain) return refuse('action.wrongTerrain', RULE_TERRAIN_CARDS, { terrain: cell.terrain, card: terrain });
	if (ctx.chart[terrain] < minLevel) return refuse('action.noAbility', RULE_EXPAND, { terrain, level: minLevel });
	if (ctx.occ[cellId] !== undefined) return refuse('action.spaceTaken', RULE_EXPAND, { cell: cellId });
	if (ctx.reserve <= 0) return refuse('action.emptyReserve', RULE_EXPAND);
	return LEGAL;
}

export function expand(ctx: ActionContext, terrain: Terrain, cellId: string, minLevel: 1 | 2 = 2): ActionResult {
	const l = canExpand(ctx, terrain, cellId, minLevel);
	if (!l.ok) throw new Error(l.refusal.key);
	return { occ: { ...ctx.occ, [cellId]: ctx.player }, arrival: cellId };
}

/**
 * Attack with a terrain card: only with the attack level, only in a FULL area; an opponent's piece
 * leaves the game and a reserve piece takes its place.
 * Refusals: action.noSuchCell, action.wrongTerrain, action.noAbility {terrain, level: 3},
 * action.areaNotFull {area}, action.ownPiece {cell}, action.emptyReserve.
 */
export function canAttack(ctx: ActionContext, terrain: Terrain, cellId: string): Legality {
	const cell = cellById(cellId, ctx.board);
	if (!cell) return refuse('action.noSuchCell', RULE_ATTACK, { cell: cellId });
	if (cell.terrain !== terrain) return refuse('action.wrongTerrain', RULE_TERRAIN_CARDS, { terrain: cell.terrain, card: terrain });
	if (ctx.chart[terrain] < 3) return refuse('action.noAbility', RULE_ATTACK, { terrain, level: 3 });
	const area = areaOf(cellId, ctx.board)!;
	if (!isAreaFull(area, ctx.occ)) return refuse('action.areaNotFull', RULE_ATTACK, { area: area.id });
	if (ctx.occ[cellId] === ctx.player) return refuse('action.ownPiece', RULE_ATTACK, { cell: cellId });
	if (ctx.reserve <= 0) return refuse('action.emptyReserve', RULE_ATTACK);
	return LEGAL;
}

export function attack(ctx: ActionContext, terrain: Terrain, cellId: string): ActionResult {
	const l = canAttack(ctx, terrain, cellId);
	if (!l.ok) throw new Error(l.refusal.key);
	return { occ: { ...ctx.occ, [cellId]: ctx.player }, removed: ctx.occ[cellId]!, arrival: cellId };
}

/** A terrain card's use, as chosen by the player. */
export type TerrainUse = { type: 'migrate'; from: string; to: string } | { type: 'expand'; cell: string } | { type: 'attack'; cell: string };

export function canUseTerrain(ctx: ActionContext, terrain: Terrain, use: TerrainUse, expandMinLevel: 1 | 2 = 2): Legality {
	switch (use.type) {
		case 'migrate':
			return canMigrate(ctx, use.from, use.to, terrain);
		case 'expand':
			return canExpand(ctx, terrain, use.cell, expandMinLevel);
		case 'attack':
			return canAttack(ctx, terrain, use.cell);
	}
}

export function useTerrain(ctx: ActionContext, terrain: Terrain, use: TerrainUse, expandMinLevel: 1 | 2 = 2): ActionResult {
	switch (use.type) {
		case 'migrate':
			return migrate(ctx, use.from, use.to, terrain);
		case 'expand':
			return expand(ctx, terrain, use.cell, expandMinLevel);
		case 'attack':
			return attack(ctx, terrain, use.cell);
	}
}

/** The board actions of the actions widget, in the rulebook's order. */
export type BoardAction = 'migrate' | 'expand' | 'attack';
export const BOARD_ACTIONS: readonly BoardAction[] = ['migrate', 'expand', 'attack'];

/** The reader always plays player A. */
export const ACTOR: Seat = READER;
