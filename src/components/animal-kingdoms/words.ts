/** Words only: names, lists and cards put into the page's language (no rule is decided here). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import { KINGDOM_SIZES } from '../../machines/animal-kingdoms/board';
import type { Card } from '../../machines/animal-kingdoms/types';
import { oneOf } from '../shared/oneOf';
import { PLAYER_IDS } from '../../data/animal-kingdoms/players';

/** A player as a sentence names them (« Abdel », « l’adversaire fictif »), from src/data/animal-kingdoms/players.ts. */
export const playerName = (t: T, p: string) => t.noun(`player.${oneOf(PLAYER_IDS, p) ? p : 'A'}`).s;

/** « Abdel, Carla et Nicolas » / “Abdel, Carla and Nicolas”. */
export function list(items: readonly string[], lang: Locale): string {
	const out = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
	// The site's English writes no serial comma (“Abdel, Stéphanie and Carla”).
	return lang === 'en' ? out.replace(/, and ([^,]*)$/, ' and $1') : out;
}

export const names = (t: T, lang: Locale, ps: readonly string[]) => list(ps.map((p) => playerName(t, p)), lang);

export const cardName = (t: T, c: Card) => t('card.name', { species: t(`species.${c.species}`), value: c.value });

export const kingdomName = (t: T, k: number) => t('kingdom.name', { size: KINGDOM_SIZES[k]! });

/** First letter in capitals (a sentence or a table row that starts with a kingdom's name). */
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
