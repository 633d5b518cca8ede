/**
 * Animal Kingdoms / Les Royaumes Sauvages: the plain data every rules file shares. No prose:
 * names of species and players are looked up by key in src/i18n/animal-kingdoms/.
 *
 * Sources: seed 004 (French rulebook), research/games.md §4, research/rulings.md §2.4, §3.4, §4.4.
 */
import type { Seat } from '../shared/seats';

/**
 * The 8 species (8 species × values 1–8 = 64 cards, games.md §4.1). Ids only: the German
 * edition's names are known (red panda, Bengal tiger, honeybee, anole lizard, poison-dart frog,
 * barn owl, okapi, arctic wolf); the official French names are not.
 */
export const SPECIES = ['panda', 'tiger', 'bee', 'lizard', 'frog', 'owl', 'okapi', 'wolf'] as const;
export type Species = (typeof SPECIES)[number];

export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A Noble Beast card. */
export interface Card {
	species: Species;
	value: number;
}

/** Cards per hand (setup, after every claim, after a battle). */
export const HAND_SIZE = 4;

/** Solo: the bot sits in seat B (its pieces look like any player’s; widgets name it “the bot”), the reader in A. Here, not in solo.ts, so a guided widget loads no rule. */
export const BOT: Seat = 'B';
export const YOU: Seat = 'A';
