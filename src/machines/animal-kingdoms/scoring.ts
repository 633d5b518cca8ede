/**
 * The scoring core, callable on plain data (issue 11 fixes these three signatures):
 * - `battle`: one simultaneous reveal between the players tied for the most cubes;
 * - `scoreKingdom`: the end-of-age points of one kingdom (majority tile, 3 for second, 1 for third);
 * - `soloBotKingdom`: where the solo mode's opponent plays before you have claimed a capital.
 * And what the end of age and the end of game need around them (tie-breaks, solo battles).
 *
 * Readings of points the rulebook leaves open are those of research/rulings.md §5, named where used.
 */
import { seatEntries, seatsIn, type PerSeat, type Seat } from '../shared/seats';
import { leaders } from '../shared/ranking';
import { KINGDOM_COUNT, clockwiseKingdoms } from './board';

/** Points a reinforcement token adds to its owner's revealed card. */
export const REINFORCEMENT = 2;
/** Points for second place in a kingdom, and for third. */
export const SECOND_PLACE = 3;
export const THIRD_PLACE = 1;
/** Reveals at most in one battle: a hand holds 4 cards; a tie on the 4th shares the tile. */
export const MAX_REVEALS = 4;

export interface Revealed {
	value: number;
	/** Points added by reinforcement tokens on this card (2 per token). */
	plus?: number;
}

/** A revealed card's value with its reinforcements. */
export function strength(c: Revealed): number {
	return c.value + (c.plus ?? 0);
}

/**
 * Rank of each revealed card in one reveal: the highest value wins, except that when at least one
 * card is at 8 or more (reinforcements included) the 1s count as the highest cards. A 1 that was
 * reinforced is no longer a 1: it has its new value (our reading, rulings.md §5).
 */
export function battleRanks(cards: PerSeat<Revealed>, readings: BattleReadings = {}): PerSeat<number> {
	const anyEight = Object.values(cards).some((c) => strength(c) >= 8);
	const out: PerSeat<number> = {};
	for (const [name, c] of seatEntries(cards)) {
		const s = strength(c);
		const one = readings.reinforcedOne === 'stays-one' ? c.value === 1 : s === 1;
		out[name] = anyEight && one ? Number.POSITIVE_INFINITY : s;
	}
	return out;
}

/**
 * The battle's open point (ruling reinforced-one): 'value' (ours) compares a reinforced 1 by its
 * new value; 'stays-one' (the other reading) keeps it a 1 that beats a card at 8 or more.
 */
export interface BattleReadings {
	reinforcedOne?: 'value' | 'stays-one';
}

/** Did `player`'s card win this reveal as a 1 against an 8 or more (the exception to "the highest card wins")? */
export function winsAsOne(cards: PerSeat<Revealed>, player: Seat): boolean {
	return battleRanks(cards)[player] === Number.POSITIVE_INFINITY;
}

/**
 * One reveal of a battle: who is still in contention afterwards (sorted by name). A single name is
 * the winner; several names are tied for the best card and reveal again (the others are out).
 */
export function battle(cards: PerSeat<{ value: number; plus?: number }>, readings: BattleReadings = {}): Seat[] {
	const ranks = battleRanks(cards, readings);
	const names = seatsIn(ranks);
	if (names.length === 0) return [];
	return leaders(names, (n) => ranks[n]!).sort();
}

/** Does card `a` beat card `b` (a two-card reveal)? */
export function beats(a: Revealed, b: Revealed): boolean {
	const r = battle({ A: a, B: b });
	return r.length === 1 && r[0] === 'A';
}

/**
 * The end-of-age points of one kingdom. `cubes` counts each player's cubes there (territories,
 * capital and councils); every player listed gets an entry (0 if nothing). The most cubes score the
 * majority tile; when several players are tied for the most, `tieWinners` names who won the battle
 * (all of them after a perfect tie; under the peace treaty, the capital holder, or all of them).
 * Tied players who lost are moved to second place (3 points each) and the players with the next
 * most cubes are third (1 point each). When nobody lost (a single majority, or every tied player
 * shares the tile), the next most cubes are second (3 each) and the next after them third (1 each)
 * — for a shared tile, our reading (rulings.md §5). Ties at second or third all score, and a tie
 * for second still leaves a third place. Nobody with a cube: nobody scores.
 */
export function scoreKingdom(k: { cubes: PerSeat<number>; tile: number; tieWinners?: Seat[]; afterSharedTile?: 'second' | 'third' }): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of seatsIn(k.cubes)) out[p] = 0;
	const present = seatEntries(k.cubes).filter(([, n]) => n > 0);
	if (present.length === 0) return out;
	const levels = [...new Set(present.map(([, n]) => n))].sort((a, b) => b - a);
	const at = (level: number | undefined) => (level === undefined ? [] : present.filter(([, n]) => n === level).map(([p]) => p));
	const leaders = at(levels[0]);
	let winners = leaders;
	if (leaders.length > 1) {
		if (!k.tieWinners || k.tieWinners.length === 0)
			throw new RangeError(`tie for the most cubes (${leaders.join(', ')}): say who won the battle in tieWinners`);
		const stray = k.tieWinners.filter((p) => !leaders.includes(p));
		if (stray.length) throw new RangeError(`tieWinners ${stray.join(', ')} are not tied for the most cubes`);
		winners = [...new Set(k.tieWinners)];
	}
	const losers = leaders.filter((p) => !winners.includes(p));
	for (const p of winners) out[p] = k.tile;
	for (const p of losers) out[p] = SECOND_PLACE;
	// The other reading of a shared tile (ruling perfect-tie-places): the next players only take third place.
	const shared = leaders.length > 1 && losers.length === 0 && k.afterSharedTile === 'third';
	if (losers.length > 0 || shared) {
		for (const p of at(levels[1])) out[p] = THIRD_PLACE;
	} else {
		for (const p of at(levels[1])) out[p] = SECOND_PLACE;
		for (const p of at(levels[2])) out[p] = THIRD_PLACE;
	}
	return out;
}

/**
 * The peace treaty (variant, instead of battles): among the players tied for the most cubes, the
 * one holding the capital wins; if none of them holds it, all of them share the tile. Returns the
 * `tieWinners` for scoreKingdom.
 */
export function peaceTreatyWinners(tied: readonly Seat[], capital: Seat | null): Seat[] {
	return capital !== null && tied.includes(capital) ? [capital] : [...tied];
}

/** The players tied for the most cubes (empty when nobody has a cube; one name when there is no tie). */
export function majorityLeaders(cubes: PerSeat<number>): Seat[] {
	return leaders(
		seatsIn(cubes).filter((p) => (cubes[p] ?? 0) > 0),
		(p) => cubes[p]!,
	).sort();
}

/** What the solo bot sees of one kingdom (indexed clockwise from the smallest). */
export interface BotKingdomView {
	botCubes: number;
	playerCubes: number;
	/** free gold territories other than the capital */
	freeTerritories: number;
	capitalFree: boolean;
}

/** Why the bot plays where it does: the kingdom the card names, and which constraints still held. */
export interface BotChoice {
	/** the kingdom the card designates (value 4–8: that size; 1–3: your last kingdom) */
	designated: number;
	/** the chosen kingdom, or null when no kingdom has a free space */
	kingdom: number | null;
	/** kingdoms skipped clockwise before the chosen one */
	skipped: number[];
	/** why each skipped kingdom was skipped: the bot leads by 2, only its capital is free, or it is full */
	why: ('lead' | 'capital' | 'full')[];
	/** 0: both constraints held; 1: the first (lead of 2) was dropped; 2: both were dropped */
	relaxed: 0 | 1 | 2;
	/** the bot claims the capital there */
	capital: boolean;
}

/** The kingdom a bot card designates: a 4–8 names the kingdom of that size, a 1–3 the kingdom of your last card. */
export function botDesignated(card: number, lastPlayerKingdom: number): number {
	if (card >= 4 && card <= 8) return card - 4;
	// Without a last card of yours (out of range): the smallest kingdom, as the Easy level does for its
	// first card; the rulebook is silent otherwise (our reading, ruling bot-low-card-no-last).
	return Number.isInteger(lastPlayerKingdom) && lastPlayerKingdom >= 0 && lastPlayerKingdom < KINGDOM_COUNT ? lastPlayerKingdom : 0;
}

/** A kingdom where the bot would already lead you by 2 cubes or more (first constraint). */
export const botLeadsByTwo = (k: BotKingdomView) => k.botCubes - k.playerCubes >= 2;
/** A kingdom with any free space (a territory or its capital). */
export const hasFreeSpace = (k: BotKingdomView) => k.freeTerritories > 0 || k.capitalFree;

/** Why a kingdom does not suit the bot (before your capital, both constraints held). */
function skipReason(k: BotKingdomView | undefined): 'lead' | 'capital' | 'full' {
	if (!k || !hasFreeSpace(k)) return 'full';
	if (k.freeTerritories === 0) return 'capital';
	return 'lead';
}

/**
 * The solo bot's placement before you have claimed a capital, step by step: from the designated
 * kingdom clockwise, the first kingdom where it does not already lead you by 2 and would not take
 * the capital; if none, the first where it would not take the capital; if none, the first with any
 * free space (its capital: the bot is then done for the age).
 */
export function soloBotChoice(s: { card: number; lastPlayerKingdom: number; kingdoms: readonly BotKingdomView[] }): BotChoice {
	const designated = botDesignated(s.card, s.lastPlayerKingdom);
	const order = clockwiseKingdoms(designated);
	const tests: ((k: BotKingdomView) => boolean)[] = [(k) => k.freeTerritories > 0 && !botLeadsByTwo(k), (k) => k.freeTerritories > 0, hasFreeSpace];
	for (const [relaxed, ok] of tests.entries()) {
		const i = order.findIndex((k) => s.kingdoms[k] !== undefined && ok(s.kingdoms[k]));
		if (i >= 0) {
			const kingdom = order[i]!;
			const skipped = order.slice(0, i);
			return {
				designated,
				kingdom,
				skipped,
				why: skipped.map((k) => skipReason(s.kingdoms[k])),
				relaxed: relaxed as 0 | 1 | 2,
				capital: s.kingdoms[kingdom]!.freeTerritories === 0,
			};
		}
	}
	return { designated, kingdom: null, skipped: order, why: order.map((k) => skipReason(s.kingdoms[k])), relaxed: 2, capital: false };
}

/** The kingdom the solo bot plays in before you have claimed a capital (`null` if none). */
export function soloBotKingdom(s: {
	card: number;
	lastPlayerKingdom: number;
	kingdoms: { botCubes: number; playerCubes: number; freeTerritories: number; capitalFree: boolean }[];
}): number | null {
	return soloBotChoice(s).kingdom;
}

/**
 * After you have claimed a capital: the bot keeps the first constraint as far as it can but takes a
 * capital as soon as it can (which ends the age). Its 1–3 cards cannot be played (you play no more):
 * null for them, and the caller draws another.
 */
export function soloBotChoiceAfterCapital(s: { card: number; kingdoms: readonly BotKingdomView[] }): BotChoice | null {
	if (s.card < 4 || s.card > 8) return null;
	const designated = s.card - 4;
	const order = clockwiseKingdoms(designated);
	const tests: ((k: BotKingdomView) => boolean)[] = [(k) => hasFreeSpace(k) && !botLeadsByTwo(k), hasFreeSpace];
	for (const [relaxed, ok] of tests.entries()) {
		const i = order.findIndex((k) => s.kingdoms[k] !== undefined && ok(s.kingdoms[k]));
		if (i >= 0) {
			const kingdom = order[i]!;
			const skipped = order.slice(0, i);
			return {
				designated,
				kingdom,
				skipped,
				why: skipped.map((k) => (s.kingdoms[k] && hasFreeSpace(s.kingdoms[k]) ? 'lead' : 'full')),
				relaxed: relaxed as 0 | 1,
				capital: s.kingdoms[kingdom]!.freeTerritories === 0,
			};
		}
	}
	return { designated, kingdom: null, skipped: order, why: order.map(() => 'full' as const), relaxed: 2, capital: false };
}

/**
 * A solo battle: your card against the bot's revealed cards. The bot wins if any of its cards beats
 * yours; you win if yours beats all of them; otherwise (your card ties the best of them) you play again.
 */
export function soloBattle(yours: number, bots: readonly number[]): 'you' | 'bot' | 'again' {
	if (bots.some((b) => beats({ value: b }, { value: yours }))) return 'bot';
	if (bots.every((b) => beats({ value: yours }, { value: b }))) return 'you';
	return 'again';
}

/** Solo battles: how many cards you hold and how many the bot reveals, after this age's battles so far. */
export function soloBattleSizes(s: { won: number; lost: number; hard?: boolean }): { yourCards: number; botCards: number } {
	return { yourCards: Math.max(0, 4 - s.won), botCards: Math.max(0, (s.hard ? 4 : 3) - s.lost) };
}

/** End of game: total points (track + first-to-pass tiles + 1 per reinforcement token left). */
export function finalScore(s: { track: number; firstToPass?: readonly number[]; tokens: number }): number {
	return s.track + (s.firstToPass ?? []).reduce((a, b) => a + b, 0) + s.tokens;
}

/**
 * The winners: the most points; among tied players, the one who holds the capital of the largest
 * kingdom (capitals claimed in age III, by kingdom index: higher = larger); if none of the tied
 * players holds a capital, they share the victory.
 */
export function gameWinners(totals: PerSeat<number>, capitals: readonly (Seat | null)[]): Seat[] {
	const tied = leaders(seatsIn(totals), (p) => totals[p]!);
	if (tied.length <= 1) return tied;
	for (let k = capitals.length - 1; k >= 0; k--) {
		const holder = capitals[k];
		if (holder && tied.includes(holder)) return [holder];
	}
	return tied.sort();
}

/**
 * Who starts the next age: the fewest points; among tied players, whoever claimed a capital first
 * in the age just played; if none of them did, the tied player nearest clockwise after the previous
 * first player (our reading, rulings.md §5).
 */
export function nextFirstPlayer(s: { players: readonly Seat[]; scores: PerSeat<number>; capitalOrder: readonly Seat[]; previousFirst: Seat }): Seat {
	const low = Math.min(...s.players.map((p) => s.scores[p] ?? 0));
	const tied = s.players.filter((p) => (s.scores[p] ?? 0) === low);
	if (tied.length === 1) return tied[0]!;
	const byCapital = s.capitalOrder.find((p) => tied.includes(p));
	if (byCapital) return byCapital;
	const start = s.players.indexOf(s.previousFirst);
	for (let i = 1; i <= s.players.length; i++) {
		const p = s.players[(start + i) % s.players.length]!;
		if (tied.includes(p)) return p;
	}
	return tied[0]!;
}
