import { refuse, type RuleRef } from '../shared/types';
import type { Legality, Refusal, RefusalKey } from './keys';
import { abilityDeck, noAbilities, type Ability, type AbilityCounts } from './abilities';
import type { ActionContext, ActionResult } from './actions';
import { areaOf, isAreaFull } from './board';
import type { EventKind } from './events';
import { withDefaults, type WildlifeOptions } from './options';
import { createTrack, smallScoring, type BigScoringResult, type TrackState } from './scoring';
import { piecesPerPlayer, START_FOOD, scoreStartSpaces } from './setup';
import { TERRAINS, type Board, type Chart, type Level, type Occupancy, type Terrain } from './types';
import type { PerSeat, Seat } from '../shared/seats';

export const BASE_PLAYS = 3;
export const RULE_CARD_PLAYS: RuleRef = { page: 'turn', anchor: 'card-plays' };
export const RULE_WHEEL: RuleRef = { page: 'cards', anchor: 'adaptation-levels' };
export const RULE_JOKER: RuleRef = { page: 'cards', anchor: 'joker' };
export const RULE_FOOD_TO_POINTS: RuleRef = { page: 'turn', anchor: 'food-to-points' };
export const RULE_FREE_MIGRATION: RuleRef = { page: 'turn', anchor: 'free-migration' };
export const RULE_AUCTION_WHEN: RuleRef = { page: 'auction', anchor: 'when' };
export const RULE_EVENTS: RuleRef = { page: 'cards', anchor: 'events' };
export const RULE_GAME_END: RuleRef = { page: 'end-and-variants', anchor: 'game-end' };

export type Card = { kind: 'terrain'; terrain: Terrain } | { kind: 'wheel' } | { kind: 'arrow' } | { kind: 'joker' } | { kind: 'event'; event: EventKind };

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
	player: Seat;
	plays: number;
	auctions: number;
	freeMigrationUsed: boolean;
	abilityUsed: AbilityCounts;
	/** Defense uses by other players during this turn */
	defenseUsed: PerSeat<number>;
}

export interface GameState {
	board: Board;
	/** clockwise order */
	players: Seat[];
	options: WildlifeOptions;
	occ: Occupancy;
	ps: PerSeat<PlayerState>;
	track: TrackState;
	supply: Record<Ability, number>;
	turn: TurnState;
	/** big scorings to run at the end of this turn */
	bigPending: number;
	endTriggered: null | 'lastMarker' | 'lastPiece';
	/** epidemic: opponents who still have to remove a piece, in order */
	pendingEpidemic: Seat[];
	/** results of the big scorings run so far (last = final scoring when over) */
	bigScorings: BigScoringResult[];
	over: boolean;
	/**
	 * Pieces an opponent's Mobility swap left on a terrain where their owner has no action (a
	 * middle-of-game example's history): the space and who swapped. positionOfGame hands it to the
	 * position check.
	 */
	swapped?: Readonly<Record<string, Seat>>;
}

export type Step = { ok: true; state: GameState } | { ok: false; refusal: Refusal };
export function fail(l: Legality): Step {
	return l as Step;
}
export function no(key: RefusalKey, rule: RuleRef, params?: Record<string, string | number>): Step {
	return fail(refuse(key, rule, params));
}

function zeroAdaptations(): Record<Terrain, number> {
	return { water: 0, steppe: 0, savanna: 0, forest: 0, mountain: 0, desert: 0 };
}

export interface CreateGameInput {
	board: Board;
	players: readonly Seat[];
	charts: PerSeat<Chart>;
	occ?: Occupancy;
	/** pieces already on the board per player are taken from their reserve */
	options?: Partial<WildlifeOptions>;
	trackValues?: readonly number[];
	/** overrides (e.g. for examples): score, food */
	score?: PerSeat<number>;
	food?: PerSeat<number>;
	/** pieces each player has already lost (out of the game: attacks, Epidemics), for a middle-of-game example */
	lost?: PerSeat<number> | undefined;
	/** pieces an opponent's Mobility swap left where their owner has no action: space → who swapped (each swapper owns a Mobility card) */
	swapped?: Readonly<Record<string, Seat>> | undefined;
}

export function newTurn(player: Seat): TurnState {
	return { player, plays: 0, auctions: 0, freeMigrationUsed: false, abilityUsed: noAbilities(), defenseUsed: {} };
}

/** A game ready to play (usually right after seeding). */
export function createGame(input: CreateGameInput): GameState {
	const players = [...input.players];
	const occ = { ...(input.occ ?? {}) };
	const start = scoreStartSpaces(players, 0);
	const ps: PerSeat<PlayerState> = {};
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
	const supply = abilityDeck(players.length);
	const game: GameState = {
		board: input.board,
		players,
		options: withDefaults(input.options),
		occ,
		ps,
		track: createTrack(input.trackValues),
		supply,
		turn: newTurn(players[0]!),
		bigPending: 0,
		endTriggered: null,
		pendingEpidemic: [],
		bigScorings: [],
		over: false,
	};
	if (input.swapped && Object.keys(input.swapped).length) {
		// A swap is played with a Mobility card, which its owner keeps.
		for (const swapper of new Set(Object.values(input.swapped)))
			if (ps[swapper] && supply.mobility > 0 && ps[swapper]!.abilities.mobility === 0) {
				ps[swapper]!.abilities = { ...ps[swapper]!.abilities, mobility: 1 };
				supply.mobility--;
			}
		game.swapped = { ...input.swapped };
	}
	return game;
}

/** Current level of a player on each terrain: chart + adaptation tiles (max attack). */
export function levels(state: GameState, p: Seat): Chart {
	const s = state.ps[p]!;
	const out = {} as Chart;
	for (const t of TERRAINS) out[t] = Math.min(3, s.chart[t] + s.adaptations[t]) as Level;
	return out;
}

export function actionContext(state: GameState, p: Seat): ActionContext {
	return { board: state.board, occ: state.occ, player: p, chart: levels(state, p), reserve: state.ps[p]!.reserve, options: state.options };
}

/** Plays allowed this turn: 3 + one per usable Intelligence copy. */
export function maxPlays(state: GameState): number {
	const s = state.ps[state.turn.player]!;
	return BASE_PLAYS + Math.max(0, s.abilities.intelligence - s.frozen.intelligence);
}

export function setPlayer(state: GameState, p: Seat, patch: Partial<PlayerState>): GameState {
	return { ...state, ps: { ...state.ps, [p]: { ...state.ps[p]!, ...patch } } };
}

/** Applies a board result: occupancy, reserve, removed pieces, small scoring, end trigger (last piece). */
export function applyResult(state: GameState, actor: Seat, res: ActionResult, placed: boolean): GameState {
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
export function afterArrival(state: GameState, actor: Seat, cell: string): GameState {
	const area = areaOf(cell, state.board);
	if (!area || !isAreaFull(area, state.occ)) return state;
	const sc = smallScoring(state.track, area.id);
	if (!sc) return state;
	let s = setPlayer({ ...state, track: sc.track }, actor, { score: state.ps[actor]!.score + sc.points });
	if (sc.bigScoring) s = { ...s, bigPending: s.bigPending + 1 };
	if (sc.lastMarker && s.players.length > 2 && !s.endTriggered) s = { ...s, endTriggered: 'lastMarker' };
	return s;
}

export function checkPlay(state: GameState): Step | null {
	if (state.over) return no('turn.gameOver', RULE_GAME_END);
	if (state.pendingEpidemic.length) return no('turn.epidemicPending', RULE_EVENTS, { player: state.pendingEpidemic[0]! });
	if (state.turn.plays >= maxPlays(state)) return no('turn.noPlaysLeft', RULE_CARD_PLAYS, { max: maxPlays(state) });
	// the last allowed play must be an auction if none was held yet
	return null;
}

export function countPlay(state: GameState, auction = false): GameState {
	return { ...state, turn: { ...state.turn, plays: state.turn.plays + 1, auctions: state.turn.auctions + (auction ? 1 : 0) } };
}

/** Must the remaining plays be kept for the mandatory auction? */
export function auctionSlotNeeded(state: GameState): boolean {
	return state.turn.auctions === 0 && state.turn.plays + 1 >= maxPlays(state);
}
