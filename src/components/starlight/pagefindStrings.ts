/**
 * Pagefind's search UI strings, per site language.
 *
 * Pagefind 1.5's npm build (`@pagefind/default-ui`, npm_dist/mjs/ui-core.mjs) bundles Svelte's
 * server-side `onMount`, a no-op, so its own language detection from <html lang> never runs and
 * every page gets its English strings ("6 results for", "Clear", "Load more results"). Starlight's
 * French dictionary has no `pagefind.*` keys to make up for it. So the site gives Pagefind every
 * string in the page's language (see lazyPagefindUI.ts); Starlight's `pagefind.*` translations,
 * if a project sets some in src/content/i18n/, still win.
 *
 * Keys are Pagefind's (https://pagefind.app/docs/ui/#translations); [COUNT], [SEARCH_TERM] and
 * [DIFFERENT_TERM] are filled in by Pagefind.
 *
 * Apart from the message layer (src/i18n/messages.ts) because Pagefind's UI takes this one object, in its own placeholder syntax.
 */
import type { Locale } from '../../i18n/paths';

export const PAGEFIND_KEYS = [
	'placeholder',
	'clear_search',
	'load_more',
	'search_label',
	'filters_label',
	'zero_results',
	'many_results',
	'one_result',
	'total_zero_results',
	'total_one_result',
	'total_many_results',
	'alt_search',
	'search_suggestion',
	'searching',
	'results_label',
	'keyboard_navigate',
	'keyboard_select',
	'keyboard_clear',
	'keyboard_close',
	'keyboard_search',
	'error_search',
	'filter_selected_one',
	'filter_selected_many',
	'input_hint',
	'loading',
] as const;
export type PagefindKey = (typeof PAGEFIND_KEYS)[number];

const NBSP = '\u00a0';

export const PAGEFIND_STRINGS: Record<Locale, Record<PagefindKey, string>> = {
	fr: {
		placeholder: 'Rechercher',
		clear_search: 'Effacer',
		load_more: 'Afficher plus de résultats',
		search_label: 'Rechercher sur ce site',
		filters_label: 'Filtres',
		zero_results: 'Aucun résultat pour [SEARCH_TERM]',
		many_results: '[COUNT] résultats pour [SEARCH_TERM]',
		one_result: '[COUNT] résultat pour [SEARCH_TERM]',
		total_zero_results: 'Aucun résultat',
		total_one_result: '[COUNT] résultat',
		total_many_results: '[COUNT] résultats',
		alt_search: 'Aucun résultat pour [SEARCH_TERM]. Voici plutôt les résultats pour [DIFFERENT_TERM]',
		search_suggestion: `Aucun résultat pour [SEARCH_TERM]. Essayez plutôt l’une de ces recherches${NBSP}:`,
		searching: 'Recherche de [SEARCH_TERM]…',
		results_label: 'Résultats de la recherche',
		keyboard_navigate: 'parcourir',
		keyboard_select: 'choisir',
		keyboard_clear: 'effacer',
		keyboard_close: 'fermer',
		keyboard_search: 'rechercher',
		error_search: 'La recherche a échoué',
		filter_selected_one: '[COUNT] sélectionné',
		filter_selected_many: '[COUNT] sélectionnés',
		input_hint: 'Les résultats s’affichent pendant la saisie',
		loading: 'Chargement',
	},
	en: {
		placeholder: 'Search',
		clear_search: 'Clear',
		load_more: 'Load more results',
		search_label: 'Search this site',
		filters_label: 'Filters',
		zero_results: 'No results for [SEARCH_TERM]',
		many_results: '[COUNT] results for [SEARCH_TERM]',
		one_result: '[COUNT] result for [SEARCH_TERM]',
		total_zero_results: 'No results',
		total_one_result: '[COUNT] result',
		total_many_results: '[COUNT] results',
		alt_search: 'No results for [SEARCH_TERM]. Showing results for [DIFFERENT_TERM] instead',
		search_suggestion: 'No results for [SEARCH_TERM]. Try one of these searches:',
		searching: 'Searching for [SEARCH_TERM]…',
		results_label: 'Search results',
		keyboard_navigate: 'navigate',
		keyboard_select: 'select',
		keyboard_clear: 'clear',
		keyboard_close: 'close',
		keyboard_search: 'search',
		error_search: 'Search failed',
		filter_selected_one: '[COUNT] selected',
		filter_selected_many: '[COUNT] selected',
		input_hint: 'Results will appear as you type',
		loading: 'Loading',
	},
};

/** The strings for a page's <html lang> ('fr', 'fr-FR', 'en'…); English for any other language. */
export function pagefindStringsFor(htmlLang: string): Record<PagefindKey, string> {
	const lang = htmlLang.toLowerCase().split('-')[0];
	return lang === 'fr' ? PAGEFIND_STRINGS.fr : PAGEFIND_STRINGS.en;
}
