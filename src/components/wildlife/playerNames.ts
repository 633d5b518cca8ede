import type { Seat } from '../../machines/shared/seats';
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/wildlife/messages';

/** A player as a sentence inserts them (« Anna », « d’Anna », she): the `player.<seat>` noun (src/data/wildlife/players.ts). */
export function playerNoun(t: T, seat: Seat): Noun {
	return t.noun(`player.${seat}`);
}

/** A player's name as a label (a table row, a button): « Anna ». */
export function playerName(t: T, seat: Seat): string {
	return t(`player.${seat}`);
}
