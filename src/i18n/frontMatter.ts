import { READY_GAMES } from '../games';
import { isLocale, type Locale } from './paths';
import { typo } from './typography.mjs';

/**
 * The language of a docs entry from its id. The content loader drops a trailing `/index`, so a
 * language's home page has the bare id `fr` or `en` (not `fr/…`): testing only `startsWith('fr/')`
 * left the home pages untouched, and their meta description printed a raw `{games}`.
 */
export function entryLang(id: string): Locale | null {
	const first = id.split('/')[0];
	return isLocale(first) ? first : null;
}

/** `{games}` in a front matter's title or description: the ready games' names, from the registry (« A, B et C »). */
export function gameList(lang: Locale): string {
	const names = READY_GAMES.map((g) => g.name[lang]);
	const and = lang === 'fr' ? ' et ' : ' and ';
	return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

/**
 * A docs entry's `title` and `description` as the page shows them (<title>, meta and og
 * description, search snippets): `{games}` filled and the language's typography applied. Entries
 * outside a language folder are returned as they are.
 */
export function fillFrontMatter(id: string, data: { title?: unknown; description?: unknown }): void {
	const lang = entryLang(id);
	if (!lang) return;
	const fill = (text: string) => typo(text.replaceAll('{games}', gameList(lang)), lang);
	if (typeof data.title === 'string') data.title = fill(data.title);
	if (typeof data.description === 'string') data.description = fill(data.description);
}
