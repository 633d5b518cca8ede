import { type Dict, translator } from '../format';
import type { Locale } from '../paths';

/**
 * Compiled messages for the server render; in a browser bundle `import.meta.env.SSR` is false and
 * this import is dropped: widgets read the messages the page embeds
 * (`<EmbeddedStrings game="animal-kingdoms" lang=… />`, once per page).
 */
export const AK_MESSAGES: Record<Locale, Dict> | null = import.meta.env.SSR ? (await import('./compiled')).ANIMAL_KINGDOMS_COMPILED : null;

const cache: Partial<Record<Locale, Dict>> = {};

function embedded(lang: Locale): Dict {
	const el = document.getElementById(`strings-animal-kingdoms-${lang}`);
	if (!el?.textContent) throw new Error(`Animal Kingdoms strings for "${lang}" are missing from this page: add <EmbeddedStrings game="animal-kingdoms" lang="${lang}" /> to its MDX.`);
	return JSON.parse(el.textContent) as Dict;
}

export function akDict(lang: Locale): Dict {
	if (AK_MESSAGES) return AK_MESSAGES[lang];
	cache[lang] ??= embedded(lang);
	return cache[lang];
}

export function akT(lang: Locale) {
	return translator(akDict(lang), lang);
}
