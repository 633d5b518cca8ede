import { type Dict, translator } from '../format';
import type { Locale } from '../paths';

/**
 * Planet's messages: compiled on the server (for the server render and EmbeddedStrings), read in the
 * browser from the JSON a page embeds once (`<EmbeddedStrings game="planet" lang=… />`), so the
 * widgets' JavaScript carries no strings and no message parser.
 */
export const PLANET_MESSAGES: Record<Locale, Dict> | null = import.meta.env.SSR ? (await import('./compiled')).PLANET_COMPILED : null;

const cache: Partial<Record<Locale, Dict>> = {};

function embedded(lang: Locale): Dict {
	const el = document.getElementById(`strings-planet-${lang}`);
	if (!el?.textContent) throw new Error(`Planet strings for "${lang}" are missing from this page: add <EmbeddedStrings game="planet" lang="${lang}" /> to its MDX.`);
	return JSON.parse(el.textContent) as Dict;
}

export function planetDict(lang: Locale): Dict {
	if (PLANET_MESSAGES) return PLANET_MESSAGES[lang];
	cache[lang] ??= embedded(lang);
	return cache[lang];
}

export function planetT(lang: Locale) {
	return translator(planetDict(lang), lang);
}
