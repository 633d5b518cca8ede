/**
 * Astro's link prefetch (Starlight turns it on for every link, on hover), loaded at the reader's
 * first interaction instead of with the page: a text page then ships only what it needs before
 * anyone touches it (the docs shell's JavaScript budget, `npm run perf`). The first pointer move,
 * touch or keyboard focus fetches the prefetch module (about 1 KB brotli), which from then on
 * prefetches a link on hover, on tap and on focus, as before. `prefetch: false` in astro.config.mjs
 * stops Astro from adding the module to every page itself.
 */
const wake = ['pointerover', 'touchstart', 'focusin'] as const;

function start(event: Event) {
	for (const type of wake) removeEventListener(type, start, true);
	void import('astro/virtual-modules/prefetch.js').then(({ init, prefetch }) => {
		init({ prefetchAll: true, defaultStrategy: 'hover' });
		// The link that woke it was hovered or focused before its listeners existed.
		const link = event.target instanceof Element ? event.target.closest('a') : null;
		if (link?.href) prefetch(link.href);
	});
}

for (const type of wake) addEventListener(type, start, { capture: true, passive: true });
