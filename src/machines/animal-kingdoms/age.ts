/**
 * An age, turn by turn (rulings.md R4–R15, SM-R2). On your turn, exactly one action:
 * - claim: play a card from your hand by a kingdom (its decree must allow it, or be ignored), put a
 *   cube on a free gold territory there; when no territory is free, the cube goes on the capital and
 *   your age is over (as if you had withdrawn); then draw back to 4;
 * - rally: 1 point, discard 1 to 4 cards and draw as many; never once someone has withdrawn;
 * - withdraw (pass): no more actions this age; the first to withdraw takes a First to Withdraw token.
 * With no cube left you can only withdraw. The age ends when everyone has withdrawn.
 */
import type { PerSeat, Seat } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import type { Legality } from './keys';
import { type KingdomSpaces, freeTerritories, isKingdom } from './board';
import { type Decree, decreeAllows } from './decrees';
import { type Card, HAND_SIZE } from './types';

export interface AgeState {
	/** players, clockwise */
	players: Seat[];
	/** whose turn it is (null once the age is over) */
	current: Seat | null;
	hands: PerSeat<Card[]>;
	/** cubes each player still has in their supply */
	cubes: PerSeat<number>;
	kingdoms: KingdomSpaces[];
	/** cards by each kingdom, last on top */
	columns: Card[][];
	decrees: Decree[];
	/** who has withdrawn, in order (a capital claim counts) */
	passed: Seat[];
	/** who took the First to Withdraw token this age */
	firstToPass: Seat | null;
	/** who claimed a capital, in order */
	capitalOrder: Seat[];
	scores: PerSeat<number>;
	deck: Card[];
	discard: Card[];
	/** the kingdom of each player's last card (the solo bot reads yours) */
	lastKingdom: PerSeat<number>;
}

export type Space = 'territory' | 'capital' | 'council';

export interface ClaimMove {
	player: Seat;
	/** index of the card in the player's hand */
	card: number;
	kingdom: number;
	/** where the player asks to put the cube (default: a territory, or the capital when none is free) */
	space?: Space;
}

/** Checks every action shares: the age is on, it is this player's turn, they have not withdrawn. */
function yourTurn(s: AgeState, player: Seat): Legality {
	if (s.current === null) return refuse('age.over', { page: 'turn', anchor: 'age-ends' });
	if (s.passed.includes(player)) return refuse('age.passed', { page: 'turn', anchor: 'pass' }, { player });
	if (s.current !== player) return refuse('age.notYourTurn', { page: 'turn', anchor: 'actions' }, { player, current: s.current });
	return LEGAL;
}

export function canClaim(s: AgeState, m: ClaimMove): Legality {
	const turn = yourTurn(s, m.player);
	if (!turn.ok) return turn;
	if ((s.cubes[m.player] ?? 0) < 1) return refuse('age.noCubes', { page: 'turn', anchor: 'no-cubes' }, { player: m.player });
	const card = s.hands[m.player]?.[m.card];
	if (!card) return refuse('age.noCard', { page: 'turn', anchor: 'play-card' });
	if (!isKingdom(m.kingdom)) return refuse('age.noCard', { page: 'turn', anchor: 'play-card' });
	if (m.space === 'council') return refuse('age.council', { page: 'turn', anchor: 'councils-closed' });
	const k = s.kingdoms[m.kingdom]!;
	const free = freeTerritories(k);
	if (free === 0 && k.capital !== null) return refuse('age.fullKingdom', { page: 'turn', anchor: 'full-kingdom' });
	if (m.space === 'capital' && free > 0) return refuse('age.capitalNotYet', { page: 'turn', anchor: 'capital' }, { free });
	return decreeAllows(s.decrees[m.kingdom]!, m.kingdom, card, s.columns);
}

/** Draws from the pile (the discards, in order, once it is empty) until the hand holds `size` cards. */
function drawTo(hand: Card[], deck: Card[], discard: Card[], size = HAND_SIZE): { hand: Card[]; deck: Card[]; discard: Card[] } {
	const h = [...hand];
	let d = [...deck];
	let x = [...discard];
	while (h.length < size) {
		if (d.length === 0) {
			if (x.length === 0) break;
			d = x;
			x = [];
		}
		h.push(d.shift()!);
	}
	return { hand: h, deck: d, discard: x };
}

/** The next player clockwise who has not withdrawn, or null when everyone has. */
export function nextPlayer(players: readonly Seat[], from: Seat, passed: readonly Seat[]): Seat | null {
	const i = players.indexOf(from);
	for (let j = 1; j <= players.length; j++) {
		const p = players[(i + j) % players.length]!;
		if (!passed.includes(p)) return p;
	}
	return null;
}

function withdraw(s: AgeState, player: Seat): Pick<AgeState, 'passed' | 'firstToPass'> {
	return { passed: [...s.passed, player], firstToPass: s.firstToPass ?? player };
}

/** Plays a claim already checked with canClaim. */
export function applyClaim(s: AgeState, m: ClaimMove): AgeState {
	const hand = [...s.hands[m.player]!];
	const [card] = hand.splice(m.card, 1);
	const k = s.kingdoms[m.kingdom]!;
	const spot = k.territories.indexOf(null);
	const kingdom: KingdomSpaces = spot >= 0 ? { ...k, territories: k.territories.map((p, i) => (i === spot ? m.player : p)) } : { ...k, capital: m.player };
	const drawn = drawTo(hand, s.deck, s.discard);
	let next: AgeState = {
		...s,
		hands: { ...s.hands, [m.player]: drawn.hand },
		deck: drawn.deck,
		discard: drawn.discard,
		cubes: { ...s.cubes, [m.player]: s.cubes[m.player]! - 1 },
		kingdoms: s.kingdoms.map((x, i) => (i === m.kingdom ? kingdom : x)),
		columns: s.columns.map((c, i) => (i === m.kingdom ? [...c, card!] : c)),
		lastKingdom: { ...s.lastKingdom, [m.player]: m.kingdom },
	};
	if (spot < 0) next = { ...next, ...withdraw(next, m.player), capitalOrder: [...s.capitalOrder, m.player] };
	return { ...next, current: nextPlayer(s.players, m.player, next.passed) };
}

export function canRally(s: AgeState, player: Seat, discards: readonly number[]): Legality {
	const turn = yourTurn(s, player);
	if (!turn.ok) return turn;
	if ((s.cubes[player] ?? 0) < 1) return refuse('age.noCubes', { page: 'turn', anchor: 'no-cubes' }, { player });
	if (s.passed.length > 0) return refuse('age.rallyAfterPass', { page: 'turn', anchor: 'rally-forbidden' }, { passed: s.passed[0]! });
	const hand = s.hands[player] ?? [];
	const distinct = new Set(discards);
	if (
		discards.length < 1 ||
		discards.length > 4 ||
		distinct.size !== discards.length ||
		discards.some((i) => !Number.isInteger(i) || i < 0 || i >= hand.length)
	)
		return refuse('age.rallyCount', { page: 'turn', anchor: 'rally' });
	return LEGAL;
}

export function applyRally(s: AgeState, player: Seat, discards: readonly number[]): AgeState {
	const hand = s.hands[player]!;
	const gone = hand.filter((_, i) => discards.includes(i));
	const kept = hand.filter((_, i) => !discards.includes(i));
	const drawn = drawTo(kept, s.deck, [...s.discard, ...gone]);
	return {
		...s,
		hands: { ...s.hands, [player]: drawn.hand },
		deck: drawn.deck,
		discard: drawn.discard,
		scores: { ...s.scores, [player]: (s.scores[player] ?? 0) + 1 },
		current: nextPlayer(s.players, player, s.passed),
	};
}

export function canPass(s: AgeState, player: Seat): Legality {
	return yourTurn(s, player);
}

export function applyPass(s: AgeState, player: Seat): AgeState {
	const w = withdraw(s, player);
	return { ...s, ...w, current: nextPlayer(s.players, player, w.passed) };
}

/** Can this player still claim anywhere (a card their hand holds that some kingdom accepts)? */
export function anyClaim(s: AgeState, player: Seat): boolean {
	const hand = s.hands[player] ?? [];
	return hand.some((_, card) => s.kingdoms.some((_, kingdom) => canClaim(s, { player, card, kingdom }).ok));
}

/** The player may only withdraw: no cube left, or someone has withdrawn and no claim is legal. */
export function mustPass(s: AgeState, player: Seat): boolean {
	if (s.current !== player) return false;
	if ((s.cubes[player] ?? 0) < 1) return true;
	return s.passed.length > 0 && !anyClaim(s, player);
}
