/**
 * The site's service worker, built from Workbox modules (bundled by esbuild after `astro build`,
 * then given its precache list by workbox-build's injectManifest: see src/offline/integration.mjs).
 * `__BASE__` is the site's base path (`/` or `/rules-at-play/`), set by the bundler: every route
 * and cache key is under it, and the worker's scope is the base.
 *
 * - Precache (installed with the worker): only the offline notice (offline.html, both languages
 *   on one page, no other file) — nothing of any game or language.
 * - Offline packs: "Make <game> available offline" (src/offline/makeAvailable.ts) posts
 *   CACHE_PACK with the pack's files and the name of a cache for that pack AND version
 *   (`pack:<lang>-<game>:<version>`); the worker fetches them from the network (hashed build
 *   files are taken from any cache that has them) and replies with what it could not get. The
 *   page records the pack in the `packs` cache only once every file is in, and deletes the
 *   previous version's cache after: a pack is a complete, consistent copy of one deploy.
 * - Pages, Pagefind's files and any other file but the hashed build files: network first. A page
 *   the reader opened is kept (one copy per path: a step link's ?query is not part of the key).
 *   With no network, a complete pack that has the file answers first, then what the reader
 *   opened, then (pages only) the offline notice. So offline, a game's pages and every file they
 *   load come from one pack, of one deploy — never a page of one deploy with files of another.
 * - Hashed build files (_astro/): cache first (any cache: the name changes with the content).
 * - A new version waits until the reader chooses to reload (the page posts SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';

/* global __BASE__ */
const BASE = __BASE__;
const NETWORK_TIMEOUT_MS = 5000;

precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url) => url.origin === self.location.origin;
const under = (url, path) => url.pathname.startsWith(BASE + path);
const isPage = (url, request) => request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html');
/** Runtime cache keys carry no query and no hash (Pagefind asks for pagefind-entry.json?ts=…). */
const keyOf = (request) => {
	const url = new URL(request.url);
	url.search = '';
	url.hash = '';
	return url.href;
};

/** The complete packs, from the records the page writes into the `packs` cache. */
async function completePacks() {
	const index = await caches.open('packs');
	const packs = [];
	for (const key of await index.keys()) {
		try {
			const record = await (await index.match(key))?.json();
			if (record?.version) packs.push(`pack:${record.key}:${record.version}`);
		} catch {
			// an unreadable record is no pack
		}
	}
	return packs;
}

/** A file from a complete pack, else from what the reader opened (`runtime`), else undefined. */
async function fromCaches(request, runtime) {
	for (const name of await completePacks()) {
		const hit = await (await caches.open(name)).match(request, { ignoreSearch: true });
		if (hit) return hit;
	}
	return (await (await caches.open(runtime)).match(keyOf(request))) ?? undefined;
}

function fetchWithTimeout(request) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS);
		fetch(request).then(
			(response) => {
				clearTimeout(timer);
				resolve(response);
			},
			(error) => {
				clearTimeout(timer);
				reject(error);
			},
		);
	});
}

/** Network first; a good answer is kept in `runtime`; with no network, the caches (packs first). */
function networkFirst(runtime) {
	return async ({ request }) => {
		try {
			const response = await fetchWithTimeout(request);
			if (response.status === 200) {
				const copy = response.clone();
				caches
					.open(runtime)
					.then((cache) => cache.put(keyOf(request), copy))
					.catch(() => {});
			}
			return response;
		} catch (error) {
			const cached = await fromCaches(request, runtime);
			if (cached) return cached;
			throw error;
		}
	};
}

registerRoute(({ url, request }) => sameOrigin(url) && isPage(url, request), networkFirst('pages'));
registerRoute(
	({ url }) => sameOrigin(url) && under(url, '_astro/'),
	async ({ request }) => {
		const cached = await caches.match(request);
		if (cached) return cached;
		const response = await fetch(request);
		if (response.status === 200) {
			const copy = response.clone();
			caches
				.open('assets')
				.then((cache) => cache.put(request, copy))
				.catch(() => {});
		}
		return response;
	},
);
registerRoute(({ url }) => sameOrigin(url) && under(url, 'pagefind/'), networkFirst('search'));
registerRoute(({ url }) => sameOrigin(url) && under(url, '') && !under(url, 'offline/'), networkFirst('assets'));

setCatchHandler(async ({ request, url }) => {
	if (request.mode === 'navigate' || (url && isPage(url, request))) {
		const notice = await matchPrecache(`${BASE}offline.html`);
		if (notice) return notice;
	}
	return Response.error();
});

/** Puts `urls` into the cache `name`; resolves to the urls it could not get. */
async function cachePack(name, urls) {
	const cache = await caches.open(name);
	const failed = [];
	await Promise.all(
		urls.map(async (url) => {
			try {
				if (await cache.match(url)) return;
				// A hashed build file is the same file wherever it was cached (an older pack, a page read).
				let response = under(new URL(url, self.location.href), '_astro/') ? await caches.match(url) : undefined;
				response ??= await fetchWithTimeout(new Request(url, { cache: 'no-cache' }));
				if (response.status !== 200) throw new Error(String(response.status));
				await cache.put(url, response);
			} catch {
				failed.push(url);
			}
		}),
	);
	return failed;
}

self.addEventListener('message', (event) => {
	const data = event.data;
	if (data?.type === 'SKIP_WAITING') self.skipWaiting();
	if (data?.type === 'CACHE_PACK' && typeof data.cache === 'string' && data.cache.startsWith('pack:') && Array.isArray(data.urls)) {
		const port = event.ports?.[0];
		event.waitUntil(
			cachePack(data.cache, data.urls).then(
				(failed) => port?.postMessage({ failed }),
				() => port?.postMessage({ failed: data.urls }),
			),
		);
	}
});
clientsClaim();
