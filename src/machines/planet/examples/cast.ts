/**
 * Who sits where in each of Planet's examples. The engines speak in seats ('A'–'F'); the people the
 * examples name (src/data/planet/players.ts: seven names, more than the six seats) are display
 * names only, given here per example, seat by seat. Widgets print and word a player from these
 * (their `player.<name>` nouns), so an example's table is stated once, beside its data.
 */
import type { PLAYERS } from '../../../data/planet/players';
import type { PerSeat, Seat } from '../../shared/seats';

/** A name of src/data/planet/players.ts (the key of its `player.<name>` noun). */
export type PlayerName = keyof typeof PLAYERS;
/** An example's table: the person in each seat. */
export type Cast = PerSeat<PlayerName>;

/** The teaching table of the round-and-stacks walk and of the ready questions: Anna starts. */
export const TABLE_CAST = { A: 'Anna', B: 'Bruno', C: 'Chloé', D: 'David' } as const satisfies Cast;
/**
 * The animal award: the three teaching planets (rounds 5 to 7) in seats A–C, the rulebook's
 * Matthieu and Céline (its last-round example) in D and E; the try-it offers all five planets.
 */
export const AWARD_CAST = { A: 'Anna', B: 'Bruno', C: 'Chloé', D: 'Matthieu', E: 'Céline' } as const satisfies Cast;
/** The end scoring: Anna and Bruno. */
export const END_CAST = { A: 'Anna', B: 'Bruno' } as const satisfies Cast;
/** Your planet's game: you in seat A (the reader, unnamed), Bruno in B. */
export const PLANET_CAST = { B: 'Bruno' } as const satisfies Cast;

/** The name in a seat of a cast (seat A's person when the seat is empty: never in the examples). */
export function castName(cast: Cast, seat: Seat): PlayerName {
	return cast[seat] ?? cast.A ?? 'Anna';
}
