/**
 * The solo mode's opponent, the bot (rulings.md R28–R29, SM-R7). On its turn it draws a card and
 * plays it by the kingdom the card designates (soloBotChoice in scoring.ts), ignoring decrees,
 * with one of its cubes; then, if its face-up bonus card shares that card's species or value, the
 * bonus is played too (same placement rules, a second cube) and replaced. Once you have claimed a
 * capital (or withdrawn: our reading), it takes a capital as soon as it can, which ends the age, and
 * its 1–3 cards are drawn again (where they go is our reading: under the pile). The standard rules,
 * then the rulebook's four levels: Easy (no bonus; the bot starts; a 1–3 as its first card goes to
 * the smallest kingdom), Medium (bonus on the same species only), Hard (it reveals 4 cards in
 * battles), Expert (two bonus cards; when both match you choose, the widget plays the first).
 */
import { type AgeState, nextPlayer } from './age';
import { cubeCounts, freeTerritories } from './board';
import { type BotChoice, type BotKingdomView, soloBotChoice, soloBotChoiceAfterCapital } from './scoring';
import type { Card } from './types';

/** The bot sits in seat B (its pieces look like any player’s; widgets name it “the bot”). */
export const BOT = 'B';
export const YOU = 'A';
/**
 * 'normal' is the solo mode's standard rules (« les règles normales du mode solo », L550), which the
 * rulebook's four levels change (Easy, Medium, Hard, Expert, L537-553): it is not a fifth level.
 */
export const LEVELS = ['normal', 'easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface BotPlay {
	card: Card;
	choice: BotChoice;
	/** played as the bonus card */
	bonus: boolean;
	/**
	 * How the card named its kingdom: its value (4–8); your last card (1–3); Easy's first 1–3 of the
	 * age, to the smallest kingdom (L539-541); or a 1–3 before you have played a card this age, which
	 * the rulebook does not cover: the smallest kingdom, as on Easy (our reading, ruling bot-low-card-no-last).
	 */
	by: 'size' | 'last' | 'easyFirst' | 'noLast';
}

export interface BotTurn {
	/** cards drawn and put back under the pile (a 1–3 after your capital) */
	redrawn: Card[];
	plays: BotPlay[];
	/** why no bonus card followed (null when one did, or when the level plays none) */
	bonusMiss: 'noMatch' | 'level' | null;
	/** Expert: both bonus cards matched; the rulebook lets you choose (L550-553), the widget plays the first */
	bonusChoice: boolean;
}

export interface SoloState extends AgeState {
	level: Level;
	/** the bot's face-up bonus card(s): one, two at Expert, none at Easy */
	bonus: Card[];
	/** the bot's last turn, for the narration */
	botTurn: BotTurn | null;
	/** the bot has played no card yet this age (Easy: its first 1–3 goes to the smallest kingdom) */
	botFirst: boolean;
}

/** What the bot sees of each kingdom. */
export function botViews(s: AgeState): BotKingdomView[] {
	return s.kingdoms.map((k) => {
		const n = cubeCounts(k);
		return { botCubes: n[BOT] ?? 0, playerCubes: n[YOU] ?? 0, freeTerritories: freeTerritories(k), capitalFree: k.capital === null };
	});
}

/** Once you have claimed a capital or withdrawn, the bot plays to take a capital. */
export const youAreDone = (s: AgeState) => s.passed.includes(YOU);

function place(s: SoloState, card: Card, kingdom: number): SoloState {
	const k = s.kingdoms[kingdom]!;
	const spot = k.territories.indexOf(null);
	const next = spot >= 0 ? { ...k, territories: k.territories.map((p, i) => (i === spot ? BOT : p)) } : { ...k, capital: BOT };
	let out: SoloState = {
		...s,
		kingdoms: s.kingdoms.map((x, i) => (i === kingdom ? next : x)),
		columns: s.columns.map((c, i) => (i === kingdom ? [...c, card] : c)),
		cubes: { ...s.cubes, [BOT]: (s.cubes[BOT] ?? 0) - 1 },
	};
	if (spot < 0) out = { ...out, passed: [...out.passed, BOT], firstToPass: out.firstToPass ?? BOT, capitalOrder: [...out.capitalOrder, BOT] };
	return out;
}

/** How a card names its kingdom at this moment of the age (see BotPlay.by). */
export function designatedBy(s: SoloState, card: Card): BotPlay['by'] {
	if (card.value >= 4) return 'size';
	if (s.level === 'easy' && s.botFirst) return 'easyFirst';
	return s.lastKingdom[YOU] === undefined ? 'noLast' : 'last';
}

/** Where a card goes: the choice for this moment of the age (null: nowhere, or a 1–3 after your capital). */
export function chooseFor(s: SoloState, card: Card): BotChoice | null {
	const kingdoms = botViews(s);
	if (youAreDone(s)) return soloBotChoiceAfterCapital({ card: card.value, kingdoms });
	const by = designatedBy(s, card);
	// Easy's first 1–3, and (our reading) a 1–3 before you have played: the smallest kingdom.
	const last = by === 'easyFirst' || by === 'noLast' ? 0 : (s.lastKingdom[YOU] ?? 0);
	return soloBotChoice({ card: card.value, lastPlayerKingdom: last, kingdoms });
}

/** Does a bonus card follow the card just played, at this level? */
export function bonusMatches(level: Level, bonus: Card, played: Card): boolean {
	if (level === 'easy') return false;
	if (level === 'medium') return bonus.species === played.species;
	return bonus.species === played.species || bonus.value === played.value;
}

/** The bot's whole turn: draw (again, for a 1–3 after your capital), play, then its bonus card if it matches. */
export function botTurn(s0: SoloState): SoloState {
	let s: SoloState = { ...s0, deck: [...s0.deck] };
	const redrawn: Card[] = [];
	let card: Card | undefined;
	let choice: BotChoice | null = null;
	while (s.deck.length) {
		card = s.deck.shift()!;
		choice = chooseFor(s, card);
		if (choice) break;
		redrawn.push(card);
	}
	s = { ...s, deck: [...s.deck, ...redrawn] };
	const plays: BotPlay[] = [];
	let bonusMiss: BotTurn['bonusMiss'] = s.level === 'easy' ? 'level' : 'noMatch';
	let bonusChoice = false;
	if (card && choice && choice.kingdom !== null && (s.cubes[BOT] ?? 0) > 0) {
		const by = designatedBy(s, card);
		s = place(s, card, choice.kingdom);
		plays.push({ card, choice, bonus: false, by });
		const i = s.bonus.findIndex((b) => bonusMatches(s.level, b, card!));
		bonusChoice = s.bonus.filter((b) => bonusMatches(s.level, b, card!)).length > 1;
		if (i >= 0 && !s.passed.includes(BOT) && (s.cubes[BOT] ?? 0) > 0) {
			const b = s.bonus[i]!;
			const bc = chooseFor(s, b);
			if (bc && bc.kingdom !== null) {
				const byBonus = designatedBy(s, b);
				s = place(s, b, bc.kingdom);
				plays.push({ card: b, choice: bc, bonus: true, by: byBonus });
				const fresh = s.deck[0];
				s = { ...s, deck: s.deck.slice(1), bonus: s.bonus.map((x, j) => (j === i ? fresh! : x)).filter(Boolean) };
				bonusMiss = null;
			}
		}
	} else if ((s.cubes[BOT] ?? 0) < 1 || !choice || choice.kingdom === null) {
		// Nowhere to play: the bot is done for the age.
		if (!s.passed.includes(BOT)) s = { ...s, passed: [...s.passed, BOT] };
	}
	// A bot that took a capital after yours ends the age; otherwise it is your turn again if you still play.
	const over = youAreDone(s) && s.passed.includes(BOT);
	return { ...s, botTurn: { redrawn, plays, bonusMiss, bonusChoice }, botFirst: false, current: over ? null : nextPlayer(s.players, BOT, s.passed) };
}
