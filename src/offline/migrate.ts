/**
 * Moving this site's records and packs from the cache names of before issue 29 (`packs`,
 * `pack:<key>:<version>`, `pages`, `assets`, `search`, shared by every site of an origin) to its
 * own (src/offline/store.ts). Run by the worker at activation, and by the offline control only
 * when a name of before is still there (so this code is loaded only then).
 */
import { LEGACY, repairRecord, storeNames } from './store';

/** The key of a pack from its record's URL (`<base>offline/<key>.state`), or undefined. */
export function keyOfRecordURL(url: string, base: string): string | undefined {
	const path = new URL(url, 'https://x.invalid').pathname;
	const m = /^offline\/([a-z]{2}-[a-z0-9-]+)\.state$/.exec(path.startsWith(base) ? path.slice(base.length) : '');
	return m?.[1];
}

/** A path this site serves (at a domain's root, `/` alone would claim every site of the origin). */
const isMine = (path: string, base: string) =>
	['fr/', 'en/', '_astro/', 'pagefind/', 'search/', 'icons/', 'offline'].some((d) => path.startsWith(base + d)) || path === base;

/**
 * Moves this site's records and packs from the shared names of before to its own (idempotent; run
 * by the worker at activation and by the control before it reads). The runtime caches' entries
 * under the base are dropped from the shared caches (they are refilled as pages are read); a
 * shared cache left empty is deleted. Another site's entries are never touched.
 */
export async function migrate(store: CacheStorage, base: string): Promise<void> {
	const names = storeNames(base);
	const all = await store.keys();
	if (all.includes(LEGACY.index)) {
		const old = await store.open(LEGACY.index);
		const index = await store.open(names.index);
		for (const request of await old.keys()) {
			const key = keyOfRecordURL(request.url, base);
			if (!key) continue;
			const response = await old.match(request);
			let raw: unknown;
			try {
				raw = await response?.json();
			} catch {
				raw = undefined;
			}
			const record = repairRecord(raw, key, { name: key, home: base });
			for (const version of [record?.version, record?.pending?.version]) {
				const from = version ? `${LEGACY.packPrefix}${key}:${version}` : undefined;
				if (!from || !all.includes(from) || !version) continue;
				const source = await store.open(from);
				const target = await store.open(names.pack(key, version));
				for (const r of await source.keys()) {
					const hit = await source.match(r);
					if (hit) await target.put(r, hit);
				}
				await store.delete(from);
			}
			if (record && !(await index.match(request))) {
				await index.put(request, new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }));
			}
			await old.delete(request);
		}
		if ((await old.keys()).length === 0) await store.delete(LEGACY.index);
	}
	for (const name of [LEGACY.pages, LEGACY.assets, LEGACY.search]) {
		if (!all.includes(name)) continue;
		const cache = await store.open(name);
		for (const request of await cache.keys()) if (isMine(new URL(request.url).pathname, base)) await cache.delete(request);
		if ((await cache.keys()).length === 0) await store.delete(name);
	}
}
