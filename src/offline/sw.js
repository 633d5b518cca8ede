/**
 * The site's service worker, built from Workbox modules (bundled by esbuild after `astro build`,
 * then given its precache list by workbox-build's injectManifest: see src/offline/integration.mjs).
 * `__BASE__` is the site's base path (`/` or `/rules-at-play/`), set by the bundler: every route
 * and cache key is under it, and the worker's scope is the base.
 *
 * - Cache names carry the base (src/offline/store.ts: `rap:<base>packs`, `rap:<base>pack:…`,
 *   `rap:<base>pages`…), so sites sharing an origin never touch each other's; at activation the
 *   worker moves this site's packs from the old shared names and prunes stale runtime files.
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
import { migrate } from './migrate.ts';
import { isQuotaError, stale, stalePages, storeNames } from './store.ts';

/* global __BASE__, __FILES__, __PAGES__ */
const BASE = __BASE__;
/** Cache names scoped to the base (src/offline/store.ts): another site of the origin never touches them. */
const N = storeNames(BASE);
/** The hashed build files and Pagefind files of this build: older ones are pruned at activation. */
const CURRENT = new Set(__FILES__);
/** Every page of this build (their paths under the base): pages a deploy removed are pruned at activation. */
const PAGES = new Set(__PAGES__);
/** How long a page waits for the network before a cached copy answers (never when there is none). */
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
	const index = await caches.open(N.index);
	const packs = [];
	for (const key of await index.keys()) {
		try {
			const record = await (await index.match(key))?.json();
			if (typeof record?.version === 'string' && typeof record.key === 'string') packs.push(N.pack(record.key, record.version));
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

function fetchWithTimeout(request, network = fetch(request)) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS);
		network.then(
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

/**
 * Network first; a good answer is kept in `runtime`; with no network, the caches (packs first).
 * A slow network (no answer in 5 s) gives way to a cached copy only when there is one: with none,
 * the worker waits for the network, and the offline notice is shown only when it truly failed.
 */
function networkFirst(runtime) {
	return async ({ request }) => {
		const network = fetch(request).then((response) => {
			if (response.status === 200) {
				const copy = response.clone();
				caches
					.open(runtime)
					.then((cache) => cache.put(keyOf(request), copy))
					.catch(() => {});
			}
			return response;
		});
		try {
			return await fetchWithTimeout(request, network);
		} catch {
			const cached = await fromCaches(request, runtime);
			if (cached) return cached;
			return network;
		}
	};
}

registerRoute(({ url, request }) => sameOrigin(url) && isPage(url, request), networkFirst(N.pages));
registerRoute(
	({ url }) => sameOrigin(url) && under(url, '_astro/'),
	async ({ request }) => {
		const cached = await caches.match(request);
		if (cached) return cached;
		const response = await fetch(request);
		if (response.status === 200) {
			const copy = response.clone();
			caches
				.open(N.assets)
				.then((cache) => cache.put(request, copy))
				.catch(() => {});
		}
		return response;
	},
);
registerRoute(({ url }) => sameOrigin(url) && under(url, 'pagefind/'), networkFirst(N.search));
registerRoute(({ url }) => sameOrigin(url) && under(url, '') && !under(url, 'offline/'), networkFirst(N.assets));

setCatchHandler(async ({ request, url }) => {
	if (request.mode === 'navigate' || (url && isPage(url, request))) {
		const notice = await matchPrecache(`${BASE}offline.html`);
		if (notice) return notice;
	}
	return Response.error();
});

/** Puts `urls` into the cache `name`; resolves to the urls it could not get, and whether storage was full. */
async function cachePack(name, urls) {
	const cache = await caches.open(name);
	const failed = [];
	let quota = false;
	await Promise.all(
		urls.map(async (url) => {
			try {
				if (await cache.match(url)) return;
				// A hashed build file is the same file wherever it was cached (an older pack, a page read).
				let response = under(new URL(url, self.location.href), '_astro/') ? await caches.match(url) : undefined;
				response ??= await fetchWithTimeout(new Request(url, { cache: 'no-cache' }));
				if (response.status !== 200) throw new Error(String(response.status));
				await cache.put(url, response);
			} catch (error) {
				if (isQuotaError(error)) quota = true;
				failed.push(url);
			}
		}),
	);
	return { failed, quota };
}

/**
 * At activation: this site's records and packs move from the shared names of before to its own;
 * the runtime caches lose the hashed build files and Pagefind files this build no longer ships
 * (each deploy's used to pile up), and the pages cache the pages this build no longer has. Packs
 * keep theirs: a complete pack is one deploy's copy.
 */
async function prune() {
	try {
		await migrate(caches, BASE);
	} catch {
		// storage refused: nothing to move
	}
	await pruneCache(N.assets, (paths) => stale(paths, CURRENT, BASE));
	await pruneCache(N.search, (paths) => stale(paths, CURRENT, BASE));
	await pruneCache(N.pages, (paths) => stalePages(paths, PAGES, BASE));
}

/** Deletes from the cache `name` the entries whose path `pick` returns. */
async function pruneCache(name, pick) {
	try {
		const cache = await caches.open(name);
		const requests = await cache.keys();
		const old = new Set(pick(requests.map((r) => new URL(r.url).pathname)));
		for (const r of requests) if (old.has(new URL(r.url).pathname)) await cache.delete(r);
	} catch {
		// storage refused
	}
}
self.addEventListener('activate', (event) => event.waitUntil(prune()));

self.addEventListener('message', (event) => {
	const data = event.data;
	if (data?.type === 'SKIP_WAITING') self.skipWaiting();
	if (data?.type === 'CACHE_PACK' && typeof data.cache === 'string' && data.cache.startsWith(N.packPrefix) && Array.isArray(data.urls)) {
		const port = event.ports?.[0];
		event.waitUntil(
			cachePack(data.cache, data.urls).then(
				(result) => port?.postMessage(result),
				(error) => port?.postMessage({ failed: data.urls, quota: isQuotaError(error) }),
			),
		);
	}
});
clientsClaim();
