/**
 * The game state and a player's turn as pure steps: card plays (terrain, wheel, arrow, joker, event,
 * discard, auction), the free migration, abilities, food → points, end of turn (draw back, pending big
 * scorings, end of game). Every step returns { ok: true, state } or { ok: false, refusal }.
 */
import { nextClockwise } from '../shared/seats';
import { refuse, type RuleRef } from '../shared/types';
import type { Legality, Refusal, RefusalKey } from './keys';
import { abilityTotal, abilityDeck, aggress, canAggress, canDefend, canMobility, canTakeAbility, canUseAbility, FOOD_ABILITY_SPACES, mobility, noAbilities, type Ability, type AbilityCounts } from './abilities';
import { canMigrate, canUseTerrain, migrate, useTerrain, type ActionContext, type ActionResult, type TerrainUse } from './actions';
import { FOOD_PER_SPACE, settle } from './auction';
import { areaOf, isAreaFull } from './board';
import { canEpidemicRemove, epidemicOrder, epidemicRemove, famine, foodSourceGains, type EventKind } from './events';
import { abilityCap, withDefaults, type WildlifeOptions } from './options';
import { bigScoring, createTrack, smallScoring, type BigScoringResult, type TrackState } from './scoring';
import { HAND_SIZE, piecesPerPlayer, START_FOOD, scoreStartSpaces } from './setup';
import { TERRAINS, type Board, type Chart, type Level, type Occupancy, type PlayerId, type Terrain } from './types';

export const BASE_PLAYS = 3;
export const RULE_CARD_PLAYS: RuleRef = { page: 'turn', anchor: 'card-plays' };
export const RULE_WHEEL: RuleRef = { page: 'cards', anchor: 'adaptation-levels' };
export const RULE_JOKER: RuleRef = { page: 'cards', anchor: 'joker' };
export const RULE_FOOD_TO_POINTS: RuleRef = { page: 'turn', anchor: 'food-to-points' };
export const RULE_FREE_MIGRATION: RuleRef = { page: 'turn', anchor: 'free-migration' };
export const RULE_AUCTION_WHEN: RuleRef = { page: 'auction', anchor: 'when' };
export const RULE_EVENTS: RuleRef = { page: 'cards', anchor: 'events' };
export const RULE_GAME_END: RuleRef = { page: 'end-and-variants', anchor: 'game-end' };

export type Card =
	| { kind: 'terrain'; terrain: Terrain }
	| { kind: 'wheel' }
	| { kind: 'arrow' }
	| { kind: 'joker' }
	| { kind: 'event'; event: EventKind };

export interface PlayerState {
	/** the species chart (without adaptations) */
	chart: Chart;
	/** adaptation tiles taken per terrain (covered tiles still count) */
	adaptations: Record<Terrain, number>;
	reserve: number;
	food: number;
	score: number;
	abilities: AbilityCounts;
	/** copies taken outside the owner's turn (bought at auction): not usable before the owner's next turn (Defense excepted) */
	frozen: AbilityCounts;
	/** pieces of this player removed from the game */
	lost: number;
}

export interface TurnState {
	player: PlayerId;
	plays: number;
	auctions: number;
	freeMigrationUsed: boolean;
	abilityUsed: AbilityCounts;
	/** Defense uses by other players during this turn */
	defenseUsed: Record<PlayerId, number>;
}

export interface GameState {
	board: Board;
	/** clockwise order */
	players: PlayerId[];
	options: WildlifeOptions;
	occ: Occupancy;
	ps: Record<PlayerId, PlayerState>;
	track: TrackState;
	supply: Record<Ability, number>;
	turn: TurnState;
	/** big scorings to run at the end of this turn */
	bigPending: number;
	endTriggered: null | 'lastMarker' | 'lastPiece';
	/** epidemic: opponents who still have to remove a piece, in order */
	pendingEpidemic: PlayerId[];
	/** results of the big scorings run so far (last = final scoring when over) */
	bigScorings: BigScoringResult[];
	over: boolean;
}

export type Step = { ok: true; state: GameState } | { ok: false; refusal: Refusal };
function fail(l: Legality): Step {
	return l as Step;
}
function no(key: RefusalKey, rule: RuleRef, params?: Record<string, string | number>): Step {
	return fail(refuse(key, rule, params));
}

function zeroAdaptations(): Record<Terrain, number> {
	return { water: 0, steppe: 0, savanna: 0, forest: 0, mountain: 0, desert: 0 };
}

export interface CreateGameInput {
	board: Board;
	players: readonly PlayerId[];
	charts: Record<PlayerId, Chart>;
	occ?: Occupancy;
	/** pieces already on the board per player are taken from their reserve */
	options?: Partial<WildlifeOptions>;
	trackValues?: readonly number[];
	/** overrides (e.g. for examples): score, food */
	score?: Record<PlayerId, number>;
	food?: Record<PlayerId, number>;
	/** pieces each player has already lost (out of the game: attacks, Epidemics), for a middle-of-game example */
	lost?: Record<PlayerId, number> | undefined;
}

export function newTurn(player: PlayerId): TurnState {
	return { player, plays: 0, auctions: 0, freeMigrationUsed: false, abilityUsed: noAbilities(), defenseUsed: {} };
}

/** A game ready to play (usually right after seeding). */
export function createGame(input: CreateGameInput): GameState {
	const players = [...input.players];
	const occ = { ...(input.occ ?? {}) };
	const start = scoreStartSpaces(players, 0);
	const ps: Record<PlayerId, PlayerState> = {};
	for (const p of players) {
		const onBoard = Object.values(occ).filter((o) => o === p).length;
		const lost = input.lost?.[p] ?? 0;
		ps[p] = {
			chart: { ...input.charts[p]! },
			adaptations: zeroAdaptations(),
			reserve: piecesPerPlayer(players.length) - onBoard - lost,
			food: input.food?.[p] ?? START_FOOD,
			score: input.score?.[p] ?? start[p]!,
			abilities: noAbilities(),
			frozen: noAbilities(),
			lost,
		};
	}
	return {
		board: input.board,
		players,
		options: withDefaults(input.options),
		occ,
		ps,
		track: createTrack(input.trackValues),
		supply: abilityDeck(players.length),
		turn: newTurn(players[0]!),
		bigPending: 0,
		endTriggered: null,
		pendingEpidemic: [],
		bigScorings: [],
		over: false,
	};
}

/** Current level of a player on each terrain: chart + adaptation tiles (max attack). */
export function levels(state: GameState, p: PlayerId): Chart {
	const s = state.ps[p]!;
	const out = {} as Chart;
	for (const t of TERRAINS) out[t] = Math.min(3, s.chart[t] + s.adaptations[t]) as Level;
	return out;
}

export function actionContext(state: GameState, p: PlayerId): ActionContext {
	return { board: state.board, occ: state.occ, player: p, chart: levels(state, p), reserve: state.ps[p]!.reserve, options: state.options };
}

/** Plays allowed this turn: 3 + one per usable Intelligence copy. */
export function maxPlays(state: GameState): number {
	const s = state.ps[state.turn.player]!;
	return BASE_PLAYS + Math.max(0, s.abilities.intelligence - s.frozen.intelligence);
}

function setPlayer(state: GameState, p: PlayerId, patch: Partial<PlayerState>): GameState {
	return { ...state, ps: { ...state.ps, [p]: { ...state.ps[p]!, ...patch } } };
}

/** Applies a board result: occupancy, reserve, removed pieces, small scoring, end trigger (last piece). */
function applyResult(state: GameState, actor: PlayerId, res: ActionResult, placed: boolean): GameState {
	let s: GameState = { ...state, occ: res.occ };
	if (placed) {
		const reserve = s.ps[actor]!.reserve - 1;
		s = setPlayer(s, actor, { reserve });
		if (reserve === 0 && !s.endTriggered) s = { ...s, endTriggered: 'lastPiece' };
	}
	if (res.removed !== undefined) s = setPlayer(s, res.removed, { lost: s.ps[res.removed]!.lost + 1 });
	return afterArrival(s, actor, res.arrival);
}

/** A piece arrived on `cell`: if its area is now full and not yet scored, small scoring. */
export function afterArrival(state: GameState, actor: PlayerId, cell: string): GameState {
	const area = areaOf(cell, state.board);
	if (!area || !isAreaFull(area, state.occ)) return state;
	const sc = smallScoring(state.track, area.id);
	if (!sc) return state;
	let s = setPlayer({ ...state, track: sc.track }, actor, { score: state.ps[actor]!.score + sc.points });
	if (sc.bigScoring) s = { ...s, bigPending: s.bigPending + 1 };
	if (sc.lastMarker && s.players.length > 2 && !s.endTriggered) s = { ...s, endTriggered: 'lastMarker' };
	return s;
}

function checkPlay(state: GameState): Step | null {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	if (state.pendingEpidemic.length) return no('turn.epidemicPending', RULE_EVENTS, { player: state.pendingEpidemic[0]! });
	if (state.turn.plays >= maxPlays(state)) return no('turn.noPlaysLeft', RULE_CARD_PLAYS, { max: maxPlays(state) });
	// the last allowed play must be an auction if none was held yet
	return null;
}

function countPlay(state: GameState, auction = false): GameState {
	return { ...state, turn: { ...state.turn, plays: state.turn.plays + 1, auctions: state.turn.auctions + (auction ? 1 : 0) } };
}

/** Must the remaining plays be kept for the mandatory auction? */
function auctionSlotNeeded(state: GameState): boolean {
	return state.turn.auctions === 0 && state.turn.plays + 1 >= maxPlays(state);
}

// ---------------------------------------------------------------------------
// Card effects (actor = active player, or an auction buyer)

export interface Defense {
	/** the player whose Defense blocks this attack / aggression / swap */
	defender: PlayerId;
}

function tryDefense(state: GameState, actor: PlayerId, target: PlayerId | undefined, defense?: Defense): Step | null {
	if (!defense || target === undefined) return null;
	const d = defense.defender;
	const l = canDefend({
		defender: d,
		activePlayer: state.turn.player,
		target,
		owned: state.ps[d]!.abilities.defense,
		usedThisTurn: state.turn.defenseUsed[d] ?? 0,
	});
	if (!l.ok) return fail(l);
	void actor;
	return { ok: true, state: { ...state, turn: { ...state.turn, defenseUsed: { ...state.turn.defenseUsed, [d]: (state.turn.defenseUsed[d] ?? 0) + 1 } } } };
}

export function terrainEffect(state: GameState, actor: PlayerId, terrain: Terrain, use: TerrainUse, opts: { defense?: Defense; bought?: boolean } = {}): Step {
	const ctx = actionContext(state, actor);
	const minLevel = opts.bought && state.options.variantAuctionExpand ? 1 : 2;
	const l = canUseTerrain(ctx, terrain, use, minLevel);
	if (!l.ok) return fail(l);
	if (use.type === 'attack') {
		const blocked = tryDefense(state, actor, state.occ[use.cell], opts.defense);
		if (blocked) return blocked; // refused defense, or the attack is spent without effect
	}
	return { ok: true, state: applyResult(state, actor, useTerrain(ctx, terrain, use, minLevel), use.type !== 'migrate') };
}

/** Wheel: raise one terrain one level (none → migrate → expand → attack). No free placement. Refusal: card.maxLevel {terrain}. */
export function wheelEffect(state: GameState, actor: PlayerId, terrain: Terrain): Step {
	if (levels(state, actor)[terrain] >= 3) return no('card.maxLevel', RULE_WHEEL, { terrain });
	const s = state.ps[actor]!;
	return { ok: true, state: setPlayer(state, actor, { adaptations: { ...s.adaptations, [terrain]: s.adaptations[terrain] + 1 } }) };
}

/** Arrow: take an ability (from the supply, else from the leading opponent who has it). */
export function arrowEffect(state: GameState, actor: PlayerId, ability: Ability, from: 'supply' | PlayerId = 'supply'): Step {
	const owned: Record<PlayerId, AbilityCounts> = {};
	const score: Record<PlayerId, number> = {};
	for (const p of state.players) {
		owned[p] = state.ps[p]!.abilities;
		score[p] = state.ps[p]!.score;
	}
	const l = canTakeAbility(ability, actor, from, state.supply, owned, score, abilityCap(state.options, state.players.length));
	if (!l.ok) return fail(l);
	let s = state;
	if (from === 'supply') s = { ...s, supply: { ...s.supply, [ability]: s.supply[ability] - 1 } };
	else s = setPlayer(s, from, { abilities: { ...s.ps[from]!.abilities, [ability]: s.ps[from]!.abilities[ability] - 1 } });
	const me = s.ps[actor]!;
	const frozen = actor !== s.turn.player && ability !== 'defense' ? { ...me.frozen, [ability]: me.frozen[ability] + 1 } : me.frozen;
	return { ok: true, state: setPlayer(s, actor, { abilities: { ...me.abilities, [ability]: me.abilities[ability] + 1 }, frozen }) };
}

/** Events. Epidemic leaves `pendingEpidemic` to be resolved with epidemicChoose. */
export function eventEffect(state: GameState, actor: PlayerId, event: EventKind): Step {
	const food: Record<PlayerId, number> = {};
	const score: Record<PlayerId, number> = {};
	for (const p of state.players) {
		food[p] = state.ps[p]!.food;
		score[p] = state.ps[p]!.score;
	}
	if (event === 'epidemic') return { ok: true, state: { ...state, pendingEpidemic: epidemicOrder(state.players, actor, state.occ) } };
	let s = state;
	if (event === 'famine') {
		const r = famine(state.players, actor, food, score);
		for (const p of state.players) s = setPlayer(s, p, { food: r.food[p]!, score: r.score[p]! });
	} else {
		const g = foodSourceGains(state.players, actor, score);
		for (const p of state.players) s = setPlayer(s, p, { food: food[p]! + g[p]! });
	}
	return { ok: true, state: s };
}

/** The next opponent in the epidemic order removes one of their own pieces. Refusals: event.notYourTurn, event.notYourPiece. */
export function epidemicChoose(state: GameState, player: PlayerId, cell: string): Step {
	if (state.pendingEpidemic[0] !== player) return no('event.notYourTurn', RULE_EVENTS, { player: state.pendingEpidemic[0] ?? '' });
	const l = canEpidemicRemove(state.occ, player, cell);
	if (!l.ok) return fail(l);
	const s = { ...state, occ: epidemicRemove(state.occ, player, cell), pendingEpidemic: state.pendingEpidemic.slice(1) };
	return { ok: true, state: setPlayer(s, player, { lost: s.ps[player]!.lost + 1 }) };
}

/** How the active player (or a buyer) uses a card. A joker names what it stands for (never an event). */
export type CardUse =
	| { as: 'terrain'; terrain: Terrain; use: TerrainUse; defense?: Defense }
	| { as: 'wheel'; terrain: Terrain }
	| { as: 'arrow'; ability: Ability; from?: 'supply' | PlayerId }
	| { as: 'event'; event: EventKind };

function cardMatches(card: Card, use: CardUse): boolean {
	if (card.kind === 'joker') return use.as !== 'event';
	if (card.kind === 'terrain') return use.as === 'terrain' && use.terrain === card.terrain;
	if (card.kind === 'event') return use.as === 'event' && use.event === card.event;
	return card.kind === use.as;
}

/** Resolve a card for `actor` without counting a play. Refusal: card.wrongUse {card}. */
export function cardEffect(state: GameState, actor: PlayerId, card: Card, use: CardUse, bought = false): Step {
	if (!cardMatches(card, use)) return no(card.kind === 'joker' ? 'card.jokerNotEvent' : 'card.wrongUse', card.kind === 'joker' ? RULE_JOKER : RULE_CARD_PLAYS, { card: card.kind });
	switch (use.as) {
		case 'terrain':
			return terrainEffect(state, actor, use.terrain, use.use, use.defense ? { defense: use.defense, bought } : { bought });
		case 'wheel':
			return wheelEffect(state, actor, use.terrain);
		case 'arrow':
			return arrowEffect(state, actor, use.ability, use.from);
		case 'event':
			return eventEffect(state, actor, use.event);
	}
}

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
export function auctionResult(state: GameState, result: { winner: PlayerId; price: number } | null, card: Card, use: CardUse | null): Step {
	if (!result) return { ok: true, state };
	const seller = state.turn.player;
	const food: Record<PlayerId, number> = {};
	const score: Record<PlayerId, number> = {};
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
	const adaptations: Record<PlayerId, number> = {};
	const abilities: Record<PlayerId, number> = {};
	const food: Record<PlayerId, number> = {};
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
export const TURN_ACTOR: PlayerId = 'A';
