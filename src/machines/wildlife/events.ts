/**
 * Event cards: Epidemic, Famine, Food Source. "You" = the player who resolves the card
 * (the active player, or the buyer of an auctioned card).
 */
import { leaders, rankWithTies } from '../shared/ranking';
import { playersToTheLeft, type PerSeat, type Seat } from '../shared/seats';
import { LEGAL, refuse, type RuleRef } from '../shared/types';
import type { Legality } from './keys';
import type { Occupancy } from './types';

export type EventKind = 'epidemic' | 'famine' | 'foodSource';
export const RULE_EPIDEMIC: RuleRef = { page: 'cards', anchor: 'epidemic' };

export const FAMINE_FOOD = 5;
export const FOOD_SOURCE_YOU = 7;
export const FOOD_SOURCE_LAST = 3;
export const FOOD_SOURCE_YOU_LAST = 10;

/**
 * Epidemic: each opponent, from the actor's left, removes ONE of their own pieces from the board (out of
 * the game). Opponents with no piece skip. Returns who must still choose, in order.
 */
export function epidemicOrder(players: readonly Seat[], actor: Seat, occ: Occupancy): Seat[] {
	const present = new Set(Object.values(occ));
	return playersToTheLeft(players, actor).filter((p) => present.has(p));
}

/** Refusals: event.notYourPiece {cell}. */
export function canEpidemicRemove(occ: Occupancy, player: Seat, cellId: string): Legality {
	if (occ[cellId] !== player) return refuse('event.notYourPiece', RULE_EPIDEMIC, { cell: cellId });
	return LEGAL;
}

export function epidemicRemove(occ: Occupancy, player: Seat, cellId: string): Occupancy {
	const l = canEpidemicRemove(occ, player, cellId);
	if (!l.ok) throw new Error(l.refusal.key);
	const next = { ...occ };
	delete next[cellId];
	return next;
}

export interface FamineResult {
	food: PerSeat<number>;
	score: PerSeat<number>;
	/** per opponent: food paid and score spaces lost (1 space per missing food, not 3:1) */
	detail: PerSeat<{ paid: number; spacesLost: number }>;
}

/** Famine: each opponent returns 5 food to the bank; each missing food costs one score space. */
export function famine(players: readonly Seat[], actor: Seat, food: PerSeat<number>, score: PerSeat<number>): FamineResult {
	const f = { ...food };
	const s = { ...score };
	const detail: FamineResult['detail'] = {};
	for (const p of playersToTheLeft(players, actor)) {
		const has = f[p] ?? 0;
		const paid = Math.min(has, FAMINE_FOOD);
		const spacesLost = FAMINE_FOOD - paid;
		f[p] = has - paid;
		s[p] = (s[p] ?? 0) - spacesLost;
		detail[p] = { paid, spacesLost };
	}
	return { food: f, score: s, detail };
}

/**
 * Food Source: you get 7; the player(s) last on the score track get 3; if you are last (alone or
 * tied) you get 10 (other tied last players still get 3). With 2 players only your 7.
 * Returns the food gained per player (every player listed, 0 if nothing).
 */
export function foodSourceGains(players: readonly Seat[], actor: Seat, score: PerSeat<number>): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of players) out[p] = 0;
	out[actor] = FOOD_SOURCE_YOU;
	if (players.length === 2) return out;
	for (const p of lastOnScoreTrack(players, score)) out[p] = p === actor ? FOOD_SOURCE_YOU_LAST : FOOD_SOURCE_LAST;
	return out;
}

/** The player(s) last on the score track (all tied for the lowest space); Food Source gives them food. */
export function lastOnScoreTrack(players: readonly Seat[], score: PerSeat<number>): Seat[] {
	return leaders(players, (q) => score[q] ?? 0, 'low');
}

/** Each player's place on the score track: 1 + the players strictly ahead (tied players share a place). */
export function scoreTrackPlaces(players: readonly Seat[], score: PerSeat<number>): PerSeat<number> {
	return Object.fromEntries(rankWithTies(players, (q) => score[q] ?? 0).flatMap((g) => g.entries.map((p) => [p, g.rank])));
}
