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
 * tests/unit/starlight-search.test.ts fails if Starlight stops loading Pagefind this way.
 */
import { pagefindStringsFor } from './pagefindStrings';

type PagefindOptions = Record<string, unknown> & { translations?: Record<string, string> };

export class PagefindUI {
	constructor(options: PagefindOptions) {
		const search = document.querySelector('site-search');
		const dialog = search?.querySelector('dialog');
		let loading = false;
		const load = () => {
			if (loading) return;
			loading = true;
			void import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs').then(({ PagefindUI: RealPagefindUI }) => {
				new RealPagefindUI({
					...options,
					translations: { ...pagefindStringsFor(document.documentElement.lang), ...options.translations },
				});
				// Starlight focuses the input when the dialog opens; it did not exist yet.
				if (dialog?.open) dialog.querySelector('input')?.focus();
			});
		};
		if (dialog?.open) {
			load(); // opened before the page was idle
			return;
		}
		search?.querySelector('button[data-open-modal]')?.addEventListener('click', load);
		window.addEventListener('keydown', (event) => {
			if ((event.metaKey || event.ctrlKey) && event.key === 'k') load();
		});
	}
}
