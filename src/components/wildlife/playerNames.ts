import { PLAYER_LETTERS } from '../shared/players';

import { isSeat, type Seat } from '../../machines/shared/seats';
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/wildlife/messages';

/** The letter shown for a player id: its position in turn order (A starts). */
export function playerLetter(players: readonly string[], id: string): Seat {
	const i = players.indexOf(id);
	return PLAYER_LETTERS[Math.max(i, 0)] ?? 'A';
}

/** A player as a sentence inserts them (« Anna », « d’Anna », she): the `player.<seat>` noun (src/data/wildlife/players.ts). */
export function playerNoun(t: T, players: readonly string[], id: string): Noun {
	return t.noun(`player.${playerLetter(players, id)}`);
}

/** A player named by their seat letter (`A`…`F`, the ids of the tie explorer and the small scoring), as a noun. */
export function seatNoun(t: T, seat: string): Noun {
	return t.noun(`player.${isSeat(seat) ? seat : 'A'}`);
}

/** A player's name as a label (a table row, a button): « Anna ». */
export function playerName(t: T, players: readonly string[], id: string): string {
	return t(`player.${playerLetter(players, id)}`);
}

/** A player's name by seat letter, as a label. */
export function seatName(t: T, seat: string): string {
	return t(`player.${isSeat(seat) ? seat : 'A'}`);
}
