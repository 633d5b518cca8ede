/**
 * A player's turn as pure steps: card plays (terrain, wheel, arrow, joker, event,
 * discard, auction), the free migration, abilities, food → points, end of turn (draw back, pending big
 * scorings, end of game). Every step returns { ok: true, state } or { ok: false, refusal }. The
 * state is in game.ts, the card effects in cardEffects.ts.
 */
import { nextClockwise, type PerSeat, type Seat } from '../shared/seats';
import { refuse } from '../shared/types';
import type { Legality } from './keys';
import { abilityTotal, aggress, canAggress, canMobility, canUseAbility, FOOD_ABILITY_SPACES, mobility, noAbilities } from './abilities';
import { canMigrate, migrate } from './actions';
import { FOOD_PER_SPACE, settle } from './auction';
import { bigScoring, type BigScoringResult } from './scoring';
import { HAND_SIZE } from './setup';
import { READER, TERRAINS } from './types';
import {
	BASE_PLAYS,
	RULE_CARD_PLAYS,
	RULE_FOOD_TO_POINTS,
	RULE_FREE_MIGRATION,
	RULE_AUCTION_WHEN,
	RULE_EVENTS,
	RULE_GAME_END,
	type Card,
	type GameState,
	type Step,
	fail,
	no,
	newTurn,
	actionContext,
	setPlayer,
	applyResult,
	checkPlay,
	countPlay,
	auctionSlotNeeded,
} from './game';
import { type Defense, tryDefense, type CardUse, cardEffect } from './cardEffects';

// ---------------------------------------------------------------------------
// Turn steps of the active player

/**
 * Play a card for its own effect (one play). Refusals: turn.gameOver, turn.epidemicPending {player},
 * turn.noPlaysLeft {max}, turn.keepOneForAuction, plus the card's own refusals.
 */
export function playCard(state: GameState, card: Card, use: CardUse): Step {
	const c = checkPlay(state);
	if (c) return c;
	if (auctionSlotNeeded(state)) return no('turn.keepOneForAuction', RULE_AUCTION_WHEN);
	const r = cardEffect(state, state.turn.player, card, use);
	return r.ok ? { ok: true, state: countPlay(r.state) } : r;
}

/** Play a card and discard it without effect (one play). */
export function discardCard(state: GameState): Step {
	const c = checkPlay(state);
	if (c) return c;
	if (auctionSlotNeeded(state)) return no('turn.keepOneForAuction', RULE_AUCTION_WHEN);
	return { ok: true, state: countPlay(state) };
}

/**
 * Put a card up for auction (one play). Run the auction with auction.ts, then call auctionResult.
 * Refusals: turn.gameOver, turn.noPlaysLeft {max}.
 */
export function startAuction(state: GameState): Step {
	const c = checkPlay(state);
	if (c) return c;
	return { ok: true, state: countPlay(state, true) };
}

/**
 * After an auction: the buyer pays the seller (stepping back if short), then uses the card or discards it
 * (use = null). No bid: pass result null (the card is discarded).
 */
export function auctionResult(state: GameState, result: { winner: Seat; price: number } | null, card: Card, use: CardUse | null): Step {
	if (!result) return { ok: true, state };
	const seller = state.turn.player;
	const food: PerSeat<number> = {};
	const score: PerSeat<number> = {};
	for (const p of state.players) {
		food[p] = state.ps[p]!.food;
		score[p] = state.ps[p]!.score;
	}
	const pay = settle(food, score, seller, result.winner, result.price);
	let s = state;
	for (const p of state.players) s = setPlayer(s, p, { food: pay.food[p]!, score: pay.score[p]! });
	if (!use) return { ok: true, state: s };
	return cardEffect(s, result.winner, card, use, true);
}

/** The free migration, once per turn, any terrain the player is adapted to at the arrival (see options). Refusal: turn.freeMigrationUsed. */
export function freeMigration(state: GameState, from: string, to: string): Step {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	if (state.turn.freeMigrationUsed) return no('turn.freeMigrationUsed', RULE_FREE_MIGRATION);
	const ctx = actionContext(state, state.turn.player);
	const l = canMigrate(ctx, from, to);
	if (!l.ok) return fail(l);
	const s = applyResult(state, state.turn.player, migrate(ctx, from, to), false);
	return { ok: true, state: { ...s, turn: { ...s.turn, freeMigrationUsed: true } } };
}

/** 3 food → 1 score space, on one's own turn, never after the final scoring. Refusals: turn.gameOver, turn.notEnoughFood {food, needed}. */
export function convertFood(state: GameState, spaces: number): Step {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	const p = state.turn.player;
	const food = state.ps[p]!.food;
	if (!Number.isInteger(spaces) || spaces < 1 || food < spaces * FOOD_PER_SPACE)
		return no('turn.notEnoughFood', RULE_FOOD_TO_POINTS, { food, needed: Math.max(1, spaces) * FOOD_PER_SPACE });
	return { ok: true, state: setPlayer(state, p, { food: food - spaces * FOOD_PER_SPACE, score: state.ps[p]!.score + spaces }) };
}

export type AbilityUse =
	| { ability: 'food' }
	| { ability: 'mobility'; from: string; to: string; defense?: Defense }
	| { ability: 'aggression'; cell: string; defense?: Defense };

/**
 * Use an ability on one's own turn (Intelligence works by itself through maxPlays; Defense only through
 * the `defense` field of an attack/aggression/swap). Refusals from abilities.ts.
 */
export function useAbility(state: GameState, use: AbilityUse): Step {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	const p = state.turn.player;
	const me = state.ps[p]!;
	const a = use.ability;
	const l = canUseAbility(a, me.abilities[a], state.turn.abilityUsed[a], me.abilities[a] - me.frozen[a]);
	if (!l.ok) return fail(l);
	let s: GameState = { ...state, turn: { ...state.turn, abilityUsed: { ...state.turn.abilityUsed, [a]: state.turn.abilityUsed[a] + 1 } } };
	if (use.ability === 'food') return { ok: true, state: setPlayer(s, p, { score: me.score + FOOD_ABILITY_SPACES }) };
	const ctx = actionContext(s, p);
	if (use.ability === 'mobility') {
		const m = canMobility(ctx, use.from, use.to);
		if (!m.ok) return fail(m);
		const blocked = tryDefense(s, p, s.occ[use.to], use.defense);
		if (blocked) return blocked;
		return { ok: true, state: applyResult(s, p, mobility(ctx, use.from, use.to), false) };
	}
	const g = canAggress(ctx, use.cell);
	if (!g.ok) return fail(g);
	const blocked = tryDefense(s, p, s.occ[use.cell], use.defense);
	if (blocked) return blocked;
	s = applyResult(s, p, aggress(ctx, use.cell), true);
	return { ok: true, state: s };
}

/** Cards the active player draws at the end of the turn (back to 10). */
export function cardsToDraw(state: GameState): number {
	return Math.min(HAND_SIZE, state.turn.plays);
}

/** Input of a big scoring for the current state. */
export function bigScoringNow(state: GameState): BigScoringResult {
	const adaptations: PerSeat<number> = {};
	const abilities: PerSeat<number> = {};
	const food: PerSeat<number> = {};
	for (const p of state.players) {
		const s = state.ps[p]!;
		adaptations[p] = TERRAINS.reduce((n, t) => n + s.adaptations[t], 0);
		abilities[p] = abilityTotal(s.abilities);
		food[p] = s.food;
	}
	return bigScoring({ board: state.board, occ: state.occ, players: state.players, adaptations, abilities, food, needOneToRank: state.options.needOneToRank });
}

function applyBig(state: GameState): GameState {
	const r = bigScoringNow(state);
	let s: GameState = { ...state, bigScorings: [...state.bigScorings, r] };
	for (const p of s.players) s = setPlayer(s, p, { score: s.ps[p]!.score + r.totals[p]! });
	return s;
}

/**
 * End the turn: needs at least one auction and (option mustPlayThree) three plays.
 * Then: pending big scorings (one per purple space uncovered), or the final big scoring if the end was
 * triggered (run once, even if the last marker also uncovered space 11), then the next player clockwise.
 * Refusals: turn.mustAuction, turn.mustPlayThree {played, required}, turn.epidemicPending {player}.
 */
export function endTurn(state: GameState): Step {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	if (state.pendingEpidemic.length) return no('turn.epidemicPending', RULE_EVENTS, { player: state.pendingEpidemic[0]! });
	if (state.turn.auctions < 1) return no('turn.mustAuction', RULE_AUCTION_WHEN);
	if (state.options.mustPlayThree && state.turn.plays < BASE_PLAYS)
		return no('turn.mustPlayThree', RULE_CARD_PLAYS, { played: state.turn.plays, required: BASE_PLAYS });
	let s = state;
	if (s.endTriggered) {
		s = { ...applyBig(s), bigPending: 0, over: true };
		return { ok: true, state: s };
	}
	for (let i = 0; i < state.bigPending; i++) s = applyBig(s);
	const next = nextClockwise(s.players, s.turn.player);
	s = setPlayer({ ...s, bigPending: 0, turn: newTurn(next) }, next, { frozen: noAbilities() });
	return { ok: true, state: s };
}

// ---------------------------------------------------------------------------
// Predicates (a machine asks them instead of trying a move for its refusal)

/**
 * Can the active player still put a card up for auction, i.e. make a play at all? (While a play is
 * left an auction is always possible.) Refusals: turn.gameOver, turn.epidemicPending {player},
 * turn.noPlaysLeft {max}.
 */
export function canStartAuction(state: GameState): Legality {
	return checkPlay(state) ?? { ok: true };
}

/** Can this card be played as a terrain card (a terrain card or a joker)? Refusal: card.wrongUse {card}. */
export function canPlayAsTerrain(card: Card): Legality {
	if (card.kind === 'terrain' || card.kind === 'joker') return { ok: true };
	return refuse('card.wrongUse', RULE_CARD_PLAYS, { card: card.kind });
}

/** The turn widget's player: the reader plays A. */
export const TURN_ACTOR: Seat = READER;
