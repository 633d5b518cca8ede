/**
 * Ability cards: Food, Intelligence, Mobility, Defense, Aggression.
 * Refusal keys use the prefix 'ability.' (and 'defense.' for the interrupt).
 */
import { leaders } from '../shared/ranking';
import { LEGAL, refuse, type RuleRef } from '../shared/types';
import type { Legality } from './keys';
import { cellById } from './board';
import type { ActionContext, ActionResult } from './actions';
import { ABILITIES, type Ability } from './types';
import { seatsIn, type PerSeat, type Seat } from '../shared/seats';

export { ABILITIES, type Ability };

/** Cards in the box per type (3-6 players) and with 2 players (one Food, Intelligence, Mobility, Defense removed). */
export const ABILITY_DECK: Readonly<Record<Ability, number>> = { food: 5, intelligence: 4, mobility: 3, defense: 2, aggression: 1 };
export const ABILITY_DECK_2P: Readonly<Record<Ability, number>> = { food: 4, intelligence: 3, mobility: 2, defense: 1, aggression: 1 };
export function abilityDeck(playerCount: number): Record<Ability, number> {
	return { ...(playerCount === 2 ? ABILITY_DECK_2P : ABILITY_DECK) };
}

/** Score spaces a Food ability gives on its owner's turn. */
export const FOOD_ABILITY_SPACES = 2;

export const RULE_ABILITY_LIMIT: RuleRef = { page: 'cards', anchor: 'ability-limit' };
export const RULE_ARROW: RuleRef = { page: 'cards', anchor: 'arrow' };
export const RULE_FOOD: RuleRef = { page: 'cards', anchor: 'ability-food' };
export const RULE_INTELLIGENCE: RuleRef = { page: 'cards', anchor: 'ability-intelligence' };
export const RULE_MOBILITY: RuleRef = { page: 'cards', anchor: 'ability-mobility' };
export const RULE_DEFENSE: RuleRef = { page: 'cards', anchor: 'ability-defense' };
export const RULE_AGGRESSION: RuleRef = { page: 'cards', anchor: 'ability-aggression' };

const RULE_OF: Record<Ability, RuleRef> = {
	food: RULE_FOOD,
	intelligence: RULE_INTELLIGENCE,
	mobility: RULE_MOBILITY,
	defense: RULE_DEFENSE,
	aggression: RULE_AGGRESSION,
};

export type AbilityCounts = Record<Ability, number>;
export function noAbilities(): AbilityCounts {
	return { food: 0, intelligence: 0, mobility: 0, defense: 0, aggression: 0 };
}
export function abilityTotal(c: AbilityCounts): number {
	return ABILITIES.reduce((s, a) => s + c[a], 0);
}

/**
 * May a player use one copy of `ability` on their OWN turn now? Each copy works once per turn
 * (rulings §1 row 14). Copies bought at another player's auction wait for the owner's turn: pass
 * `usable` = owned copies minus copies bought since the owner's last turn.
 * Refusals: ability.notOwned {ability}, ability.alreadyUsed {ability}, ability.notYetUsable {ability},
 * ability.defenseOnlyOnOpponentsTurn.
 */
export function canUseAbility(ability: Ability, owned: number, usedThisTurn: number, usable: number = owned): Legality {
	const rule = RULE_OF[ability];
	if (ability === 'defense') return refuse('ability.defenseOnlyOnOpponentsTurn', RULE_DEFENSE);
	if (owned <= 0) return refuse('ability.notOwned', rule, { ability });
	if (usedThisTurn >= owned) return refuse('ability.alreadyUsed', rule, { ability });
	if (usedThisTurn >= usable) return refuse('ability.notYetUsable', rule, { ability });
	return LEGAL;
}

/**
 * Taking an ability with an arrow card: from the supply if any is left; otherwise from an opponent who
 * owns it, and then from the one highest on the score track (the taker's own position does not matter;
 * among tied leaders the taker chooses).
 * Returns the legal sources: 'supply' or the opponent ids.
 */
export function abilitySources(
	ability: Ability,
	taker: Seat,
	supply: Record<Ability, number>,
	owned: PerSeat<AbilityCounts>,
	score: PerSeat<number>,
): ('supply' | Seat)[] {
	if (supply[ability] > 0) return ['supply'];
	const holders = seatsIn(owned).filter((p) => p !== taker && owned[p]![ability] > 0);
	return leaders(holders, (p) => score[p] ?? 0);
}

/**
 * Refusals: ability.limitReached {ability, limit}, ability.noneLeft {ability}, ability.mustTakeFromLeader {ability}.
 * `cap` comes from options.abilityCap (Infinity with 2 players).
 */
export function canTakeAbility(
	ability: Ability,
	taker: Seat,
	from: 'supply' | Seat,
	supply: Record<Ability, number>,
	owned: PerSeat<AbilityCounts>,
	score: PerSeat<number>,
	cap: number,
): Legality {
	if ((owned[taker]?.[ability] ?? 0) >= cap) return refuse('ability.limitReached', RULE_ABILITY_LIMIT, { ability, limit: cap });
	const sources = abilitySources(ability, taker, supply, owned, score);
	if (!sources.length) return refuse('ability.noneLeft', RULE_ARROW, { ability });
	if (!sources.includes(from)) return refuse('ability.mustTakeFromLeader', RULE_ARROW, { ability });
	return LEGAL;
}

/**
 * Aggression: a reserve piece onto ANY cell of an area where the player has the attack level; an
 * opponent's piece there leaves the game, even if the area is not full. (Defense may block it.)
 * Refusals: ability.noSuchCell {cell}, ability.noAttackLevel {terrain}, ability.ownPiece {cell}, ability.emptyReserve.
 */
export function canAggress(ctx: ActionContext, cellId: string): Legality {
	const cell = cellById(cellId, ctx.board);
	if (!cell) return refuse('ability.noSuchCell', RULE_AGGRESSION, { cell: cellId });
	if (ctx.chart[cell.terrain] < 3) return refuse('ability.noAttackLevel', RULE_AGGRESSION, { terrain: cell.terrain });
	if (ctx.occ[cellId] === ctx.player) return refuse('ability.ownPiece', RULE_AGGRESSION, { cell: cellId });
	if (ctx.reserve <= 0) return refuse('ability.emptyReserve', RULE_AGGRESSION);
	return LEGAL;
}

export function aggress(ctx: ActionContext, cellId: string): ActionResult {
	const l = canAggress(ctx, cellId);
	if (!l.ok) throw new Error(l.refusal.key);
	const removed = ctx.occ[cellId];
	const res: ActionResult = { occ: { ...ctx.occ, [cellId]: ctx.player }, arrival: cellId };
	if (removed !== undefined) res.removed = removed;
	return res;
}

/**
 * Mobility: move one of your pieces anywhere; onto an opponent's piece = swap. Only your piece must be
 * adapted (≥ migrate) to its new cell. Defense may block a swap.
 * Refusals: ability.noSuchCell, ability.notYourPiece {cell}, ability.sameCell, ability.ownPiece {cell},
 * ability.noAbility {terrain}.
 */
export function canMobility(ctx: ActionContext, from: string, to: string): Legality {
	const b = cellById(to, ctx.board);
	if (!cellById(from, ctx.board)) return refuse('ability.noSuchCell', RULE_MOBILITY, { cell: from });
	if (!b) return refuse('ability.noSuchCell', RULE_MOBILITY, { cell: to });
	if (ctx.occ[from] !== ctx.player) return refuse('ability.notYourPiece', RULE_MOBILITY, { cell: from });
	if (from === to) return refuse('ability.sameCell', RULE_MOBILITY);
	if (ctx.occ[to] === ctx.player) return refuse('ability.ownPiece', RULE_MOBILITY, { cell: to });
	if (ctx.chart[b.terrain] < 1) return refuse('ability.noAbility', RULE_MOBILITY, { terrain: b.terrain });
	return LEGAL;
}

export interface MobilityResult extends ActionResult {
	/** the opponent whose piece was swapped onto `from`, if any */
	swappedWith?: Seat;
}

export function mobility(ctx: ActionContext, from: string, to: string): MobilityResult {
	const l = canMobility(ctx, from, to);
	if (!l.ok) throw new Error(l.refusal.key);
	const other = ctx.occ[to];
	const occ = { ...ctx.occ, [to]: ctx.player };
	if (other !== undefined) occ[from] = other;
	else delete occ[from];
	const res: MobilityResult = { occ, arrival: to };
	if (other !== undefined) res.swappedWith = other;
	return res;
}

/**
 * Defense: only on another player's turn, only for an attack (terrain card), an Aggression or a
 * Mobility swap against the defender's own piece, once per opponent turn per Defense card.
 * Refusals: defense.ownTurn, defense.notTargeted, defense.notOwned, defense.alreadyUsed.
 */
export function canDefend(input: {
	defender: Seat;
	activePlayer: Seat;
	/** owner of the piece attacked / swapped */
	target: Seat;
	owned: number;
	usedThisTurn: number;
}): Legality {
	if (input.defender === input.activePlayer) return refuse('defense.ownTurn', RULE_DEFENSE);
	if (input.target !== input.defender) return refuse('defense.notTargeted', RULE_DEFENSE);
	if (input.owned <= 0) return refuse('defense.notOwned', RULE_DEFENSE);
	if (input.usedThisTurn >= input.owned) return refuse('defense.alreadyUsed', RULE_DEFENSE);
	return LEGAL;
}
