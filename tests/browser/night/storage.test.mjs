// Storage that lasts and says so (issue 29, item 2): what a reader saves offline survives a broken
// or old record, a full disk, two tabs, a deploy during the download, a slow network, and a deploy
// seen in two tabs; the site asks for durable storage and says what the browser granted.
// Each test here failed on the code before issue 29 (see the report of that change).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, test } from 'node:test';
import { assertNoConsoleErrors, BASE, newContext, newPage, origin, READY_GAMES, useSiteBrowser, withBase } from '../lib.mjs';

const site = useSiteBrowser();
const game = READY_GAMES[0];
const key = `en-${game.slug}`;
const home = `/en/${game.slug}/`;
const INDEX = `rap:${BASE}packs`;
const recordPath = withBase(`/offline/${key}.state`);
const stateOf = (page) => page.locator(`[data-offline="${key}"]`).getAttribute('data-state');
const waitState = (page, state, timeout = 60_000) =>
	page.waitForFunction(([sel, s]) => document.querySelector(sel)?.getAttribute('data-state') === s, [`[data-offline="${key}"]`, state], { timeout });

async function controlled(page) {
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
}
/** Every cache and the paths it holds. */
const cachedPaths = (page) =>
	page.evaluate(async () => {
		const out = {};
		for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
		return out;
	});
/** The pack's record (under the site's name, or the shared name of before issue 29), or null. */
const readRecord = (page) =>
	page.evaluate(
		async ([index, path]) => {
			for (const name of [index, 'packs']) {
				if (!(await caches.has(name))) continue;
				const hit = await (await caches.open(name)).match(path);
				if (hit) return hit.json();
			}
			return null;
		},
		[INDEX, recordPath],
	);

async function savedPage(options = {}) {
	const page = await newPage(site.browser, { serviceWorkers: 'allow', reducedMotion: 'reduce', ...options });
	await page.goto(home);
	await controlled(page);
	return page;
}

describe('a broken or old record never locks the control', () => {
	// Shapes the review found (an older site's `pending` without files), cut writes, other apps' data.
	const shapes = {
		'a pending copy without its files': { key, version: null, pending: { version: 'v2', done: 3 } },
		'a complete copy with a pending one without files': { key, version: 'abc123', bytes: 10, files: [], pending: { version: 'v2' } },
		'not JSON': '{"key": "en-',
		'a number': 42,
		'a version that is not one': { key, version: { evil: true }, files: 'x' },
	};
	for (const [name, raw] of Object.entries(shapes)) {
		test(`${name}: the control shows a state it can act on, and Remove or Make available works`, { timeout: 90_000 }, async () => {
			const page = await savedPage();
			try {
				// Written under the names of before and of now (the old names are migrated).
				await page.evaluate(
					async ([names, path, body]) => {
						for (const n of names) await (await caches.open(n)).put(path, new Response(body));
					},
					[['packs', INDEX], recordPath, typeof raw === 'string' ? raw : JSON.stringify(raw)],
				);
				await page.reload();
				await page.waitForFunction(
					(sel) => ['none', 'saved', 'outdated', 'partial'].includes(document.querySelector(sel)?.getAttribute('data-state') ?? ''),
					`[data-offline="${key}"]`,
					{
						timeout: 15_000,
					},
				);
				const control = page.locator(`[data-offline="${key}"]`);
				assert.ok(await control.locator('.offline-make').isVisible(), `the main button is offered (state ${await stateOf(page)})`);
				if (await control.locator('.offline-remove').isVisible()) {
					await control.locator('.offline-remove').click();
					await waitState(page, 'none', 15_000);
				}
				await control.locator('.offline-make').click();
				await waitState(page, 'saved');
				assert.equal((await readRecord(page))?.pending, null, 'a clean record now');
				assertNoConsoleErrors(page);
			} finally {
				await page.close();
			}
		});
	}
});

test('a full disk says so, and Remove is still offered and works', { timeout: 90_000 }, async () => {
	const page = await newPage(site.browser, { serviceWorkers: 'allow', reducedMotion: 'reduce' });
	// The page's writes of the pack record: the first two pass, then the disk is full.
	await page.addInitScript(() => {
		const put = Cache.prototype.put;
		let n = 0;
		Cache.prototype.put = function (request, response) {
			const url = typeof request === 'string' ? request : request.url;
			if (String(url).endsWith('.state') && ++n > 2) return Promise.reject(new DOMException('full (test)', 'QuotaExceededError'));
			return put.call(this, request, response);
		};
	});
	try {
		await page.goto(home);
		await controlled(page);
		const control = page.locator(`[data-offline="${key}"]`);
		await control.locator('.offline-make').click();
		await waitState(page, 'full');
		assert.equal((await control.locator('.offline-status').textContent())?.trim(), await control.getAttribute('data-msg-full'), 'it says the disk is full');
		assert.ok(await control.locator('.offline-remove').isVisible(), 'Remove is offered');
		await control.locator('.offline-remove').click();
		await waitState(page, 'none', 15_000);
		assert.deepEqual(
			Object.keys(await cachedPaths(page)).filter((n) => n.includes('pack:')),
			[],
			'Remove freed what was saved',
		);
		assertNoConsoleErrors(page);
	} finally {
		await page.close();
	}
});

test('saving asks for durable storage and says what the browser granted, with the space used', { timeout: 90_000 }, async () => {
	const page = await newPage(site.browser, { serviceWorkers: 'allow', reducedMotion: 'reduce' });
	await page.addInitScript(() => {
		/** @type {any} */ (window).__persistAsked = 0;
		const storage = navigator.storage;
		storage.persist = async () => {
			/** @type {any} */ (window).__persistAsked++;
			return false;
		};
		storage.persisted = async () => false;
	});
	try {
		await page.goto(home);
		await controlled(page);
		const control = page.locator(`[data-offline="${key}"]`);
		assert.equal(await page.evaluate(() => /** @type {any} */ (window).__persistAsked), 0, 'nothing is asked before the reader saves');
		await control.locator('.offline-make').click();
		await waitState(page, 'saved');
		assert.equal(await page.evaluate(() => /** @type {any} */ (window).__persistAsked), 1, 'asked once, when the pack was saved');
		const status = (await control.locator('.offline-status').textContent()) ?? '';
		const bestEffort = (await control.getAttribute('data-msg-besteffort')) ?? '';
		assert.ok(bestEffort && status.includes(bestEffort), `it says the copy may be deleted ("${status}")`);
		assert.match(status, /The site uses [\d,]+ MB; [\d,]+ MB are left for it\./, 'and the space used and left');
		assertNoConsoleErrors(page);
	} finally {
		await page.close();
	}
});

test('two tabs: a Remove in one while the other saves waits for the save, then removes; both tabs show it', { timeout: 120_000 }, async () => {
	const a = await savedPage();
	const context = a.context();
	const b = await context.newPage();
	// Pagefind's files (the end of the pack) wait until the test lets them through.
	let open;
	const gate = new Promise((r) => {
		open = r;
	});
	const hold = async (route) => {
		await gate;
		await route.continue().catch(() => {});
	};
	await context.route(`${origin}${withBase('/pagefind/')}**`, hold);
	try {
		await b.goto(home);
		await a.locator(`[data-offline="${key}"] .offline-make`).click();
		await a.waitForFunction(() => !!document.querySelector('[data-offline][data-state="working"]'), null, { timeout: 30_000 });
		await b.reload();
		await waitState(b, 'partial', 15_000);
		await b.locator(`[data-offline="${key}"] .offline-remove`).click();
		await b.waitForTimeout(800);
		assert.ok((await readRecord(a)) !== null, 'the Remove waits for the save in the other tab');
		open();
		await waitState(b, 'none');
		await waitState(a, 'none', 15_000);
		assert.equal(await readRecord(a), null, 'no record left: the Remove was not undone by the save');
		assert.deepEqual(
			Object.keys(await cachedPaths(a)).filter((n) => n.includes(`pack:${key}:`)),
			[],
			'no copy left',
		);
		// And the other way round: a save after a remove is kept.
		await b.locator(`[data-offline="${key}"] .offline-make`).click();
		await waitState(b, 'saved');
		await waitState(a, 'saved', 15_000);
	} finally {
		await context.unroute(`${origin}${withBase('/pagefind/')}**`, hold);
		await context.close();
	}
});

test('a deploy during the download: the pack is finished on the new version, never a mix', { timeout: 120_000 }, async () => {
	const page = await savedPage();
	const context = page.context();
	let asked = 0;
	const NEW = 'ffffffffffff0001';
	const packURL = `${origin}${withBase(`/offline/${key}.json`)}`;
	const deploy = async (route) => {
		asked++;
		const response = await route.fetch();
		const pack = await response.json();
		// The first answer is the deploy the download starts on; every later one, the next deploy.
		if (asked > 1) pack.version = NEW;
		await route.fulfill({ response, json: pack });
	};
	await context.route(packURL, deploy);
	try {
		const control = page.locator(`[data-offline="${key}"]`);
		await control.locator('.offline-make').click();
		await page.waitForFunction(() => ['saved', 'outdated'].includes(document.querySelector('[data-offline]')?.getAttribute('data-state') ?? ''), null, {
			timeout: 90_000,
		});
		const record = await readRecord(page);
		assert.equal(record?.version, NEW, 'the copy is of the deploy online at the end');
		assert.equal(record?.pending, null);
		const packs = Object.keys(await cachedPaths(page)).filter((n) => n.includes(`pack:${key}:`));
		assert.equal(packs.length, 1, `one copy, of one deploy (${packs.join(', ')})`);
		assert.ok(packs[0]?.endsWith(`pack:${key}:${NEW}`), 'of the new one');
		assert.ok(packs[0]?.startsWith(`rap:${BASE}`), 'under the site’s name');
	} finally {
		await context.unroute(packURL, deploy);
		await page.close();
	}
});

test('a slow network with nothing cached: the page, not “You are offline”', { timeout: 60_000 }, async () => {
	const page = await savedPage();
	const context = page.context();
	const slowPath = withBase(`/en/${game.slug}/${game.chapters.at(-1)}/`);
	const slow = async (route) => {
		await new Promise((r) => setTimeout(r, 6500));
		await route.continue().catch(() => {});
	};
	await context.route(`${origin}${slowPath}`, slow);
	try {
		const response = await page.goto(slowPath, { timeout: 30_000 });
		assert.equal(response?.status(), 200);
		assert.equal(await page.locator('section[data-lang]').count(), 0, 'the page, not the offline notice');
		assert.ok(await page.locator('main h1').count(), 'the chapter itself');
	} finally {
		await context.unroute(`${origin}${slowPath}`, slow);
		await page.close();
	}
});

test('the shared names of before: the saved game moves to the site’s own names, another site’s stays', { timeout: 120_000 }, async () => {
	const page = await savedPage();
	try {
		const control = page.locator(`[data-offline="${key}"]`);
		await control.locator('.offline-make').click();
		await waitState(page, 'saved');
		// As a reader of the site before issue 29 had it, beside another site of the same origin.
		await page.evaluate(
			async ([base, index, path]) => {
				const record = await (await (await caches.open(index)).match(path)).json();
				const scoped = `rap:${base}pack:${record.key}:${record.version}`;
				const legacy = await caches.open(`pack:${record.key}:${record.version}`);
				const from = await caches.open(scoped);
				for (const r of await from.keys()) await legacy.put(r, await from.match(r));
				await caches.delete(scoped);
				await caches.delete(index);
				const packs = await caches.open('packs');
				await packs.put(path, new Response(JSON.stringify(record)));
				await packs.put('/another-site/offline/en-wildlife.state', new Response(JSON.stringify({ ...record, version: 'other' })));
				await (await caches.open('pack:en-wildlife:other')).put('/another-site/en/wildlife/', new Response('theirs'));
			},
			[BASE, INDEX, recordPath],
		);
		await page.reload();
		await waitState(page, 'saved', 15_000);
		const left = await cachedPaths(page);
		assert.ok(
			Object.keys(left).some((n) => n.startsWith(`rap:${BASE}pack:${key}:`)),
			'the copy is under the site’s name',
		);
		assert.deepEqual(left.packs, ['/another-site/offline/en-wildlife.state'], 'the other site’s record is where it was');
		assert.deepEqual(left['pack:en-wildlife:other'], ['/another-site/en/wildlife/'], 'and its copy');
		await page.context().setOffline(true);
		await page.goto(withBase(`/en/${game.slug}/${game.chapters[1]}/`));
		assert.equal(await page.locator('section[data-lang]').count(), 0, 'offline, the moved copy answers');
		await page.context().setOffline(false);
	} finally {
		await page.close();
	}
});

test('a deploy seen in two tabs: Reload works in both; the new worker prunes the old build’s files', { timeout: 120_000 }, async () => {
	let deploy = 'A';
	const proxy = createServer(async (req, res) => {
		const upstream = await fetch(`${origin}${req.url}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
		let body = Buffer.from(await upstream.arrayBuffer());
		if (req.url === withBase('/sw.js')) body = Buffer.concat([body, Buffer.from(`\n/* deploy ${deploy} */\n`)]);
		const headers = {};
		upstream.headers.forEach((value, name) => {
			if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
		});
		res.writeHead(upstream.status, headers).end(body);
	});
	await new Promise((ok) => proxy.listen(0, '127.0.0.1', () => ok(undefined)));
	const address = proxy.address();
	const proxied = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
	const context = await newContext(site.browser, { baseURL: proxied, serviceWorkers: 'allow', reducedMotion: 'reduce' });
	try {
		const a = await context.newPage();
		await a.goto(home);
		await controlled(a);
		const b = await context.newPage();
		await b.goto(`/en/${game.slug}/${game.chapters[1]}/`);
		await controlled(b);
		// A file of an older build, and one of this build, in the runtime caches.
		const current = await a.evaluate(() => [...document.querySelectorAll('script[src*="/_astro/"]')].map((s) => new URL(s.src).pathname)[0]);
		assert.ok(current, 'the page loads a hashed build file');
		await a.evaluate(
			async ([base, cur]) => {
				for (const name of [`rap:${base}assets`, 'assets']) {
					const c = await caches.open(name);
					await c.put(`${base}_astro/old-build.Zz9.js`, new Response('old'));
				}
				await (await caches.open(`rap:${base}assets`)).put(cur, await fetch(cur));
			},
			[BASE, current],
		);
		deploy = 'B';
		for (const p of [a, b]) await p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		for (const p of [a, b]) await p.locator('.sw-update[role="status"]').waitFor({ timeout: 20_000 });
		await Promise.all([a.waitForEvent('load'), a.locator('.sw-update button').click()]);
		await Promise.all([b.waitForEvent('load', { timeout: 10_000 }), b.locator('.sw-update button').click()]);
		const left = await cachedPaths(a);
		assert.deepEqual(
			Object.values(left)
				.flat()
				.filter((p) => p.includes('old-build')),
			[],
			'the older build’s file is pruned',
		);
		assert.ok(left[`rap:${BASE}assets`]?.includes(current), 'this build’s file is kept');
	} finally {
		await context.close();
		proxy.closeAllConnections();
		await new Promise((ok) => proxy.close(() => ok(undefined)));
	}
});

test('a self-check result kept under the key of before is still shown; the key is the site’s own', { timeout: 60_000 }, async () => {
	const page = await newPage(site.browser);
	try {
		const ready = READY_GAMES.find((g) => g.chapters.includes('ready')) ?? game;
		await page.goto(`/en/${ready.slug}/`);
		const last = page.locator('[data-ready-last]');
		assert.equal(await last.getAttribute('data-ready-last'), `rap:${BASE}ready:${ready.slug}`, 'the key carries the base');
		await page.evaluate((slug) => localStorage.setItem(`ready:${slug}`, JSON.stringify({ score: 7, total: 10, date: new Date().toISOString() })), ready.slug);
		await page.reload();
		await last.waitFor({ state: 'visible', timeout: 10_000 });
		assert.match((await last.textContent()) ?? '', /7\D+10/, 'the result of before is shown');
		// A stored value with markup or no number in `score` is not shown.
		await page.evaluate(() => {
			const key = document.querySelector('[data-ready-last]')?.getAttribute('data-ready-last') ?? '';
			localStorage.setItem(key, JSON.stringify({ score: '<b>9</b>', total: 10, date: new Date().toISOString() }));
		});
		await page.reload();
		assert.ok(await last.isHidden(), 'a broken result is not shown');
		assertNoConsoleErrors(page);
	} finally {
		await page.close();
	}
});

test('offline, the notice lists the game this device keeps (read from the site’s own records)', { timeout: 90_000 }, async () => {
	const page = await savedPage();
	try {
		await page.locator(`[data-offline="${key}"] .offline-make`).click();
		await waitState(page, 'saved');
		await page.context().setOffline(true);
		await page.goto(withBase('/en/never-opened/'));
		const saved = page.locator('section[data-lang="en"] .saved');
		await saved.waitFor({ state: 'visible', timeout: 10_000 });
		assert.equal(await saved.locator('a').first().getAttribute('href'), withBase(home), 'a link to the game kept offline');
		await page.context().setOffline(false);
	} finally {
		await page.close();
	}
});
