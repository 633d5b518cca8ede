import { type Dict, translator } from '../format';
import type { Locale } from '../paths';
import { CALDERA_PARK_STRINGS } from './strings';

export { CALDERA_PARK_STRINGS };

/** Where a page embeds one language's messages (the same id as src/games.ts stringsElementId). */
export const stringsElementId = (lang: Locale): string => `strings-caldera-park-${lang}`;

/** Compiled messages for the server render; in a browser bundle this import is dropped. */
export const CALDERA_PARK_MESSAGES: Record<Locale, Dict> | null = import.meta.env.SSR ? (await import('./compiled')).CALDERA_PARK_COMPILED : null;

const cache: Partial<Record<Locale, Dict>> = {};

function embedded(lang: Locale): Dict {
	const el = document.getElementById(stringsElementId(lang));
	if (!el?.textContent) throw new Error(`Caldera Park strings for "${lang}" are missing from this page: add <EmbeddedStrings game="caldera-park" lang="${lang}" /> to its MDX.`);
	return JSON.parse(el.textContent) as Dict;
}

/** One language's compiled Caldera Park messages: compiled on the server, read from the page in the browser. */
export function calderaDict(lang: Locale): Dict {
	if (CALDERA_PARK_MESSAGES) return CALDERA_PARK_MESSAGES[lang];
	cache[lang] ??= embedded(lang);
	return cache[lang];
}

export const calderaT = (lang: Locale) => translator(calderaDict(lang), lang);
