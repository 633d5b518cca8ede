import { type Dict, translator } from '../format';
import type { Locale } from '../paths';
import { WILDLIFE_STRINGS } from './strings';

export { WILDLIFE_STRINGS };

/**
 * Where a page embeds one language's WildLife strings for its widgets, once per page
 * (`<EmbeddedStrings game="wildlife" lang=… />` in the MDX). Widgets read them from there in the
 * browser, so their JavaScript carries no strings at all — neither language's.
 */
export const stringsElementId = (lang: Locale): string => `strings-wildlife-${lang}`;

const cache: Partial<Record<Locale, Dict>> = {};

function embedded(lang: Locale): Dict {
	const el = document.getElementById(stringsElementId(lang));
	if (!el?.textContent) throw new Error(`WildLife strings for "${lang}" are missing from this page: add <EmbeddedStrings game="wildlife" lang="${lang}" /> to its MDX.`);
	return JSON.parse(el.textContent) as Dict;
}

/** One language's WildLife strings: imported on the server, read from the page in the browser. */
export function wildlifeDict(lang: Locale): Dict {
	if (import.meta.env.SSR) return WILDLIFE_STRINGS[lang];
	cache[lang] ??= embedded(lang);
	return cache[lang];
}

export function wildlifeT(lang: Locale) {
	return translator(wildlifeDict(lang));
}
