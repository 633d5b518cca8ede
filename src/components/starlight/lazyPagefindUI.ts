/**
 * Stands in for `@pagefind/default-ui` in the browser bundle (a Vite alias in astro.config.mjs),
 * so Starlight's own Search component is used as is — no copy of it in this project.
 *
 * Starlight 0.42 builds the search UI at idle on every page: `await import('@pagefind/default-ui')`
 * then `new PagefindUI(options)`. This module is that import: a few hundred bytes whose
 * `PagefindUI` only remembers the options, and fetches and builds the real UI (about 21 KB
 * brotli, then Pagefind's runtime) when a reader opens search — by the search button or
 * Ctrl/⌘+K, the same two ways Starlight opens its dialog. It also passes Pagefind every UI string
 * in the page's language (pagefindStrings.ts explains why Pagefind does not do it itself).
 *
 * With the UI come the site's additions (searchExtras.ts): Pagefind is loaded through
 * public/search/pagefind.js (`bundlePath` points there) so that a question typed in full finds its
 * pages (searchQuestion.ts), the game filter folds into a chip on a phone, and a search that finds
 * nothing offers the game's rulings and its "At the table" page.
 *
 * tests/unit/starlight-search.test.ts fails if Starlight stops loading Pagefind this way.
 */
import { pagefindStringsFor } from './pagefindStrings';
import type { PagefindModule } from './searchExtras';
import { SEARCH_EVENT } from './searchEvent';

type PagefindOptions = Record<string, unknown> & { translations?: Record<string, string> };

/** The game filter a game's pages carry (MarkdownContent.astro), e.g. `{ Game: ['WildLife'] }`. */
function pageGameFilter(): Record<string, string[]> | undefined {
	const el = document.querySelector<HTMLElement>('[data-pagefind-filter][data-game-filter]');
	const [key, value] = (el?.dataset.pagefindFilter ?? '').split(':');
	return key && value ? { [key]: [value] } : undefined;
}

type RealUI = { triggerSearch(term: string): void; triggerFilters(filters: Record<string, string[]>): void };

export class PagefindUI {
	constructor(options: PagefindOptions) {
		const search = document.querySelector('site-search');
		const dialog = search?.querySelector('dialog');
		const openButton = search?.querySelector<HTMLButtonElement>('button[data-open-modal]');
		let loading: Promise<RealUI> | undefined;
		const load = () => {
			// Pagefind through the site's module beside it (public/search/pagefind.js): `/pagefind/` → `/search/`.
			const bundlePath = String(options.bundlePath ?? '/pagefind/').replace(/pagefind\/$/, 'search/');
			loading ??= Promise.all([
				import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs'),
				import('./searchExtras'),
				import(/* @vite-ignore */ `${bundlePath}pagefind.js`) as Promise<PagefindModule>,
			]).then(([{ PagefindUI: RealPagefindUI }, extras, pagefind]) => {
				extras.installQuestionSearch(pagefind);
				const ui = new RealPagefindUI({
					...options,
					bundlePath,
					translations: { ...pagefindStringsFor(document.documentElement.lang), ...options.translations },
				}) as unknown as RealUI;
				const root = document.querySelector<HTMLElement>(String(options.element ?? '#starlight__search'));
				if (root) extras.decorate(root);
				// On a game's pages, search that game only; the reader can untick it in the filters.
				const filter = pageGameFilter();
				if (filter) ui.triggerFilters(filter);
				// Starlight focuses the input when the dialog opens; it did not exist yet.
				if (dialog?.open) dialog.querySelector('input')?.focus();
				return ui;
			});
			return loading;
		};
		// A query asked for before this ran (Starlight builds search at idle): `data-query` on <site-search>.
		const asked = () => {
			const query = search instanceof HTMLElement ? (search.dataset.query ?? '') : '';
			if (search instanceof HTMLElement) delete search.dataset.query;
			if (!dialog?.open) openButton?.click();
			void load().then((ui) => {
				if (query) ui.triggerSearch(query);
			});
		};
		document.addEventListener(SEARCH_EVENT, asked);
		if (search instanceof HTMLElement && search.dataset.query !== undefined) {
			asked();
			return;
		}
		if (dialog?.open) {
			void load(); // opened before the page was idle
			return;
		}
		openButton?.addEventListener('click', () => void load());
		window.addEventListener('keydown', (event) => {
			if ((event.metaKey || event.ctrlKey) && event.key === 'k') void load();
		});
	}
}
