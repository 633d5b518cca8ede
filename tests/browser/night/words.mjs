// A word a player of each game types into search at the table, per language: the first of the
// game's `words.search` in the registry (src/games.ts; each game's own search tests check where it
// lands). Used by the game-night tests to search offline and from "At the table". A ready game
// without them fails those tests.
import { READY_GAMES } from '../../../src/games.ts';

/** @param {string} slug @param {'fr' | 'en'} lang */
export function tableWord(slug, lang) {
	const word = READY_GAMES.find((g) => g.slug === slug)?.words?.search[lang]?.[0];
	if (!word) throw new Error(`src/games.ts: no words.search for ${slug} in ${lang}`);
	return word;
}
