import { type Dict, translator } from '../format';
import type { Locale } from '../paths';
import { WILDLIFE_STRINGS } from './strings';

export { WILDLIFE_STRINGS };

/**
 * Where a page embeds one language's WildLife messages, compiled (`<EmbeddedStrings game="wildlife"
 * lang=… />` in the MDX), once per page. Widgets read them from there in the browser, so their
 * JavaScript carries no strings at all — neither language's — and no message parser.
 */
export const stringsElementId = (lang: Locale): string => `strings-wildlife-${lang}`;

/**
 * Compiled messages for the server render (and for EmbeddedStrings). Loaded only on the server:
 * in a browser bundle `import.meta.env.SSR` is false and this import, with the ICU parser, is dropped.
 */
export const WILDLIFE_MESSAGES: Record<Locale, Dict> | null = import.meta.env.SSR
	? (await import('./compiled')).WILDLIFE_COMPILED
	: null;

const cache: Partial<Record<Locale, Dict>> = {};

function embedded(lang: Locale): Dict {
	const el = document.getElementById(stringsElementId(lang));
	if (!el?.textContent) throw new Error(`WildLife strings for "${lang}" are missing from this page: add <EmbeddedStrings game="wildlife" lang="${lang}" /> to its MDX.`);
	return JSON.parse(el.textContent) as Dict;
}

/** One language's compiled WildLife messages: compiled on the server, read from the page in the browser. */
export function wildlifeDict(lang: Locale): Dict {
	if (WILDLIFE_MESSAGES) return WILDLIFE_MESSAGES[lang];
	cache[lang] ??= embedded(lang);
	return cache[lang];
}

export function wildlifeT(lang: Locale) {
	return translator(wildlifeDict(lang), lang);
}
