import { canDefend, canTakeAbility, type Ability, type AbilityCounts } from './abilities';
import { canUseTerrain, useTerrain, type TerrainUse } from './actions';
import { canEpidemicRemove, epidemicOrder, epidemicRemove, famine, foodSourceGains, type EventKind } from './events';
import { abilityCap } from './options';
import type { Terrain } from './types';
import {
	RULE_CARD_PLAYS,
	RULE_WHEEL,
	RULE_JOKER,
	RULE_EVENTS,
	type Card,
	type GameState,
	type Step,
	fail,
	no,
	levels,
	actionContext,
	setPlayer,
	applyResult,
} from './game';
import type { PerSeat, Seat } from '../shared/seats';

// ---------------------------------------------------------------------------
// Card effects (actor = active player, or an auction buyer)

export interface Defense {
	/** the player whose Defense blocks this attack / aggression / swap */
	defender: Seat;
}

export function tryDefense(state: GameState, actor: Seat, target: Seat | undefined, defense?: Defense): Step | null {
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

export function terrainEffect(state: GameState, actor: Seat, terrain: Terrain, use: TerrainUse, opts: { defense?: Defense; bought?: boolean } = {}): Step {
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
export function wheelEffect(state: GameState, actor: Seat, terrain: Terrain): Step {
	if (levels(state, actor)[terrain] >= 3) return no('card.maxLevel', RULE_WHEEL, { terrain });
	const s = state.ps[actor]!;
	return { ok: true, state: setPlayer(state, actor, { adaptations: { ...s.adaptations, [terrain]: s.adaptations[terrain] + 1 } }) };
}

/** Arrow: take an ability (from the supply, else from the leading opponent who has it). */
export function arrowEffect(state: GameState, actor: Seat, ability: Ability, from: 'supply' | Seat = 'supply'): Step {
	const owned: PerSeat<AbilityCounts> = {};
	const score: PerSeat<number> = {};
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
export function eventEffect(state: GameState, actor: Seat, event: EventKind): Step {
	const food: PerSeat<number> = {};
	const score: PerSeat<number> = {};
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
export function epidemicChoose(state: GameState, player: Seat, cell: string): Step {
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
	| { as: 'arrow'; ability: Ability; from?: 'supply' | Seat }
	| { as: 'event'; event: EventKind };

function cardMatches(card: Card, use: CardUse): boolean {
	if (card.kind === 'joker') return use.as !== 'event';
	if (card.kind === 'terrain') return use.as === 'terrain' && use.terrain === card.terrain;
	if (card.kind === 'event') return use.as === 'event' && use.event === card.event;
	return card.kind === use.as;
}

/** Resolve a card for `actor` without counting a play. Refusal: card.wrongUse {card}. */
export function cardEffect(state: GameState, actor: Seat, card: Card, use: CardUse, bought = false): Step {
	if (!cardMatches(card, use))
		return no(card.kind === 'joker' ? 'card.jokerNotEvent' : 'card.wrongUse', card.kind === 'joker' ? RULE_JOKER : RULE_CARD_PLAYS, { card: card.kind });
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
