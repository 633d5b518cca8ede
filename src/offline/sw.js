/**
 * The site's service worker, built from Workbox modules (bundled by esbuild after `astro build`,
 * then given its precache list by workbox-build's injectManifest: see src/offline/integration.mjs).
 *
 * - Precache (installed with the worker): only the offline notice (/offline.html, both languages
 *   on one page, no other file) — nothing of any game or language.
 * - Pages: network first; a page the reader opened is kept (one copy per path: a step link's
 *   ?query is not part of the key), so it reads offline later.
 * - Hashed build files (/_astro/): cache first. Pagefind's files: network first (its
 *   `pagefind-entry.json?ts=…` kept under its path).
 * - "Make this game available offline" posts Workbox's CACHE_URLS message with the game's pack
 *   (dist/offline/<lang>-<game>.json); the router runs each URL through the routes below.
 * - A page that was never cached, offline: the offline notice instead of the browser's error.
 * - A new version waits until the reader chooses to reload (the page posts SKIP_WAITING).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

precacheAndRoute(self.__WB_MANIFEST);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const sameOrigin = (url) => url.origin === self.location.origin;
const isPage = (url, request) => request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html');
const withoutQuery = {
	cacheKeyWillBeUsed: async ({ request }) => {
		const url = new URL(request.url);
		url.search = '';
		url.hash = '';
		return url.href;
	},
};

registerRoute(
	({ url, request }) => sameOrigin(url) && isPage(url, request),
	new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5, plugins: [okOnly, withoutQuery] }),
);
registerRoute(
	({ url }) => sameOrigin(url) && url.pathname.startsWith('/_astro/'),
	new CacheFirst({ cacheName: 'assets', plugins: [okOnly] }),
);
registerRoute(
	({ url }) => sameOrigin(url) && url.pathname.startsWith('/pagefind/'),
	// Pagefind asks for pagefind-entry.json?ts=<now>: one copy per path here too.
	new NetworkFirst({ cacheName: 'search', plugins: [okOnly, withoutQuery] }),
);
registerRoute(
	({ url }) => sameOrigin(url) && !url.pathname.startsWith('/offline/'),
	new StaleWhileRevalidate({ cacheName: 'assets', plugins: [okOnly] }),
);

setCatchHandler(async ({ request, url }) => {
	if (request.mode === 'navigate' || (url && isPage(url, request))) {
		const notice = await matchPrecache('/offline.html');
		if (notice) return notice;
	}
	return Response.error();
});

self.addEventListener('message', (event) => {
	if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
clientsClaim();
