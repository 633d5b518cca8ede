// What the offline support keeps (issue 29, item 2): names scoped to the site's base, records of an
// older or broken shape repaired or dropped (never thrown on), a full disk told apart, the old
// shared names migrated without touching another site of the origin, stale runtime files pruned.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { legacyReadyStorageKey, readyStorageKey } from '../../../src/machines/shared/ready';
import { keyOfRecordURL, migrate } from '../../../src/offline/migrate';
import { isQuotaError, LEGACY, type PackRecord, repairRecord, stale, stalePages, storeNames } from '../../../src/offline/store';

const fallback = { name: 'Tide Pools', home: '/a/en/tide-pools/' };
const good: PackRecord = {
	key: 'en-tide-pools',
	lang: 'en',
	game: 'tide-pools',
	name: 'Tide Pools',
	home: '/a/en/tide-pools/',
	version: '0123456789abcdef',
	bytes: 3_100_000,
	files: ['/a/en/tide-pools/', '/a/_astro/x.js'],
	pending: null,
};

describe('names are scoped to the base', () => {
	test('two sites of one origin share no cache name and no stored result key', () => {
		const a = storeNames('/a/');
		const b = storeNames('/b/');
		const root = storeNames('/');
		const names = (n: typeof a) => [n.index, n.pages, n.assets, n.search, n.pack('en-tide-pools', 'v1')];
		for (const [x, y] of [
			[a, b],
			[a, root],
			[b, root],
		] as const)
			for (const name of names(x)) expect(names(y)).not.toContain(name);
		for (const n of [a, b, root]) for (const name of names(n)) expect(Object.values(LEGACY)).not.toContain(name);
		expect(a.pack('en-tide-pools', 'v1').startsWith(a.packPrefix)).toBe(true);
		expect(b.pack('en-tide-pools', 'v1').startsWith(a.packPrefix)).toBe(false);
		expect(readyStorageKey('tide-pools', '/a/')).not.toBe(readyStorageKey('tide-pools', '/b/'));
		expect(readyStorageKey('tide-pools', '/')).not.toBe(legacyReadyStorageKey('tide-pools'));
	});

	test('a record URL names its pack only under its own base', () => {
		expect(keyOfRecordURL('https://u.github.io/a/offline/en-tide-pools.state', '/a/')).toBe('en-tide-pools');
		expect(keyOfRecordURL('https://u.github.io/b/offline/en-tide-pools.state', '/a/')).toBeUndefined();
		expect(keyOfRecordURL('https://u.github.io/b/offline/en-tide-pools.state', '/')).toBeUndefined();
		expect(keyOfRecordURL('https://u.github.io/offline/fr-animal-kingdoms.state', '/')).toBe('fr-animal-kingdoms');
	});
});

describe('a record of any shape is repaired or dropped, never thrown on', () => {
	test('a good record is kept as it is', () => {
		expect(repairRecord(good, 'en-tide-pools', fallback)).toEqual(good);
	});

	test('the shapes the review found lock the control today are repaired', () => {
		// `pending` without `files` (an older shape): the complete copy stays, the broken pending goes.
		expect(repairRecord({ ...good, pending: { version: 'v2', done: 3 } }, 'en-tide-pools', fallback)).toEqual({ ...good, pending: null });
		// Only a pending copy, with a done count past its files: clamped.
		const p = repairRecord(
			{ key: 'en-tide-pools', version: null, pending: { version: 'v2', bytes: 10, files: ['/a/x'], done: 99 } },
			'en-tide-pools',
			fallback,
		);
		expect(p?.pending).toEqual({ version: 'v2', bytes: 10, files: ['/a/x'], done: 1 });
		expect(p?.name).toBe('Tide Pools');
		// A version without a list of files: still a copy (its cache is removed by name).
		expect(repairRecord({ version: 'abc123' }, 'en-tide-pools', fallback)).toMatchObject({ version: 'abc123', files: [], pending: null, home: fallback.home });
	});

	test('what cannot be trusted is dropped', () => {
		for (const raw of [null, undefined, 3, 'x', [], {}, { version: 7 }, { pending: 'yes' }, { ...good, key: 'fr-planet' }, { version: '../../etc' }])
			expect(repairRecord(raw, 'en-tide-pools', fallback)).toBeUndefined();
	});

	test('a home that leaves the site falls back to the game’s home', () => {
		expect(repairRecord({ ...good, home: '//evil.example/' }, 'en-tide-pools', fallback)?.home).toBe(fallback.home);
		expect(repairRecord({ ...good, home: 'javascript:alert(1)' }, 'en-tide-pools', fallback)?.home).toBe(fallback.home);
	});

	test('any JSON value: no throw, and what comes back has the shape the control reads', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.record({ version: fc.option(fc.string()), files: fc.anything(), pending: fc.anything(), home: fc.anything() }), (a, b) => {
				for (const raw of [a, b]) {
					const r = repairRecord(raw, 'en-tide-pools', fallback);
					if (!r) continue;
					expect(r.key).toBe('en-tide-pools');
					expect(r.version === null || typeof r.version === 'string').toBe(true);
					expect(Array.isArray(r.files)).toBe(true);
					if (r.pending) expect(r.pending.done).toBeLessThanOrEqual(r.pending.files.length);
					expect(r.version !== null || r.pending !== null).toBe(true);
				}
			}),
		);
	});
});

test('a full disk is told apart from a refused storage', () => {
	expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
	expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
	expect(isQuotaError(new DOMException('no', 'SecurityError'))).toBe(false);
	expect(isQuotaError(new TypeError('x'))).toBe(false);
	expect(isQuotaError(undefined)).toBe(false);
});

test('activation prunes the hashed and search files this build does not ship, and nothing else', () => {
	const current = new Set(['/a/_astro/new.js', '/a/pagefind/pagefind.js']);
	expect(
		stale(
			[
				'/a/_astro/old.js',
				'/a/_astro/new.js',
				'/a/pagefind/fragment/en_1.pf_fragment',
				'/a/pagefind/pagefind.js',
				'/a/en/manifest.webmanifest',
				'/b/_astro/old.js',
			],
			current,
			'/a/',
		),
	).toEqual(['/a/_astro/old.js', '/a/pagefind/fragment/en_1.pf_fragment']);
});

test('activation prunes the pages a deploy removed from the pages cache, and keeps this build’s pages and other sites’', () => {
	const pages = new Set(['/a/', '/a/fr/tide-pools/setup/', '/a/offline.html']);
	expect(
		stalePages(['/a/', '/a/fr/tide-pools/setup/', '/a/fr/tide-pools/old-chapter/', '/a/offline.html', '/b/fr/tide-pools/old-chapter/'], pages, '/a/'),
	).toEqual(['/a/fr/tide-pools/old-chapter/']);
});

/** Cache Storage in memory (keys by URL), enough for migrate(). */
function memoryCaches() {
	const store = new Map<string, Map<string, Response>>();
	const url = (r: RequestInfo | URL) => (typeof r === 'string' ? new URL(r, 'https://u.github.io/').href : r instanceof URL ? r.href : r.url);
	const cache = (m: Map<string, Response>) =>
		({
			keys: async () => [...m.keys()].map((u) => new Request(u)),
			match: async (r: RequestInfo | URL) => m.get(url(r))?.clone(),
			put: async (r: RequestInfo | URL, res: Response) => void m.set(url(r), res),
			delete: async (r: RequestInfo | URL) => m.delete(url(r)),
		}) as unknown as Cache;
	const caches = {
		keys: async () => [...store.keys()],
		open: async (name: string) => {
			if (!store.has(name)) store.set(name, new Map());
			return cache(store.get(name) as Map<string, Response>);
		},
		delete: async (name: string) => store.delete(name),
		has: async (name: string) => store.has(name),
		match: async () => undefined,
	} as unknown as CacheStorage;
	return { caches, store };
}
const json = (v: unknown) => new Response(JSON.stringify(v));

test('the shared names of before move to the site’s own; another site of the origin keeps all of its', async () => {
	const { caches, store } = memoryCaches();
	const index = await caches.open('packs');
	await index.put('/a/offline/en-tide-pools.state', json({ ...good, pending: { version: 'v2', bytes: 5, files: ['/a/en/'], done: 1 } }));
	await index.put('/b/offline/en-tide-pools.state', json({ ...good, home: '/b/en/tide-pools/', version: 'bbbb' }));
	await (await caches.open(`pack:en-tide-pools:${good.version}`)).put('/a/en/tide-pools/', new Response('page a'));
	await (await caches.open('pack:en-tide-pools:v2')).put('/a/en/', new Response('pending a'));
	await (await caches.open('pack:en-tide-pools:bbbb')).put('/b/en/tide-pools/', new Response('page b'));
	await (await caches.open('pages')).put('/a/en/tide-pools/setup/', new Response('read a'));
	await (await caches.open('pages')).put('/b/en/tide-pools/setup/', new Response('read b'));

	await migrate(caches, '/a/');
	await migrate(caches, '/a/'); // twice: nothing more moves, nothing is lost
	const a = storeNames('/a/');
	const moved = await (await (await caches.open(a.index)).match('/a/offline/en-tide-pools.state'))?.json();
	expect(moved).toMatchObject({ version: good.version, pending: { version: 'v2' } });
	expect(await (await (await caches.open(a.pack('en-tide-pools', good.version as string))).match('/a/en/tide-pools/'))?.text()).toBe('page a');
	expect(await (await (await caches.open(a.pack('en-tide-pools', 'v2'))).match('/a/en/'))?.text()).toBe('pending a');
	expect(store.has(`pack:en-tide-pools:${good.version}`)).toBe(false);
	// Site /b/: its record, its pack and its pages are where they were.
	expect(await (await (await caches.open('packs')).match('/b/offline/en-tide-pools.state'))?.json()).toMatchObject({ version: 'bbbb' });
	expect(store.get('pack:en-tide-pools:bbbb')?.size).toBe(1);
	expect([...(store.get('pages')?.keys() ?? [])]).toEqual(['https://u.github.io/b/en/tide-pools/setup/']);
});
