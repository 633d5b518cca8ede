// Bad input, as a whole (issue 21): what a reader's link, a browser's storage, the network or a
// deploy can throw at the site, and nothing breaks.
// - Malformed step links on every page with walkthroughs: out of range, negative, not a number, and
//   a step for a widget that is not on the page. Every walkthrough opens at step 1, the ones asked
//   for say why (their notice), and there is no error. (Each page in one language, alternating:
//   reading the URL does not depend on the language; the notices' wording is checked per language
//   in the unit tests of the messages.)
// - A widget's choice in the URL (a player count, an example, a side: `data-url-choice` on its
//   toggle buttons) outside what it offers — 0, 7, markup —: the widget opens on its
//   default choice, the bad value leaves the address, and there is no error.
// - Query strings and hashes with script-like content, on one page of each kind: nothing of it is
//   rendered, nothing runs, no error (the CSP is enforced by the server's headers, so an injected
//   handler would also show as a violation).
// - Storage that throws on every call (localStorage, sessionStorage, Cache Storage, IndexedDB):
//   every widget page works (widgets hydrate, step, load their try-it mode: checked in the same
//   load as the malformed step links, one load a page), and the offline control
//   says why it cannot. (The page walk of the sub-path run visits every page this way:
//   BROWSER_TESTS_STORAGE=refused, see run.mjs.)
// - The network cut in the middle of "make available offline": the copy says it is incomplete and
//   can be resumed (then it is complete) or removed (then nothing of it is kept).
// - A deploy while a pack is installed: after the new service worker takes over, a page read offline
//   comes with its files from the pack (one deploy), a page read online with the new deploy's.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, test } from 'node:test';
import { readFile } from 'node:fs/promises';
import {
	assertNoConsoleErrors,
	BASE,
	builtWidgets,
	distFileForPath,
	keptPages,
	newContext,
	newPage,
	origin,
	READY_GAMES,
	sitePages,
	tryItReady,
	useSiteBrowser,
	withBase,
} from './lib.mjs';
import { searchResults } from './site-search.mjs';
import { REFUSED_STORAGE } from './storage.mjs';

const site = useSiteBrowser();
/**
 * The sub-path run (run.mjs --sub) runs only the parts that depend on where the site is served:
 * the service worker's, under its scope (BROWSER_TESTS_BAD_INPUT=offline): the offline control
 * with storage refused, a cut while saving a pack, a deploy over a pack. The others ran in the root
 * run (the step links and choices rewrite the address from location.pathname, whatever the base).
 */
const ONLY_OFFLINE = process.env.BROWSER_TESTS_BAD_INPUT === 'offline';
const rootRunOnly = ONLY_OFFLINE && 'not base-dependent: runs in the root build’s run';
if (ONLY_OFFLINE) console.log('bad-input.test: only the offline parts in this run (BROWSER_TESTS_BAD_INPUT=offline).');
const widgets = (await builtWidgets()).filter((w) => w.id);
/** Pages with walkthroughs, each with its widget ids. */
const widgetPages = [...new Set(widgets.map((w) => w.path))]
	.sort()
	.map((path) => ({ path, ids: [...new Set(widgets.filter((w) => w.path === path).map((w) => w.id))] }));
/** One language per page, alternating by the page's place among its game's pages. */
const oneLanguage = widgetPages.filter((p) => {
	const twin = p.path.slice(3);
	const i = [...new Set(widgetPages.map((q) => q.path.slice(3)))].indexOf(twin);
	return p.path.startsWith(i % 2 ? '/en/' : '/fr/');
});

/** Pages (one language, as above) whose widgets keep a choice in the URL, with each choice's parameter. */
const choicePages = (
	await Promise.all(
		oneLanguage.map(async ({ path, ids }) => {
			const html = await readFile(/** @type {string} */ (await distFileForPath(path)), 'utf8');
			return { path, ids, params: [...new Set([...html.matchAll(/data-url-choice="([^"]+)"/g)].map((m) => m[1]))] };
		}),
	)
).filter((p) => p.params.length > 0);

// Everything the file reads from dist/ is read above this line, before the first test is declared:
// a top-level await between tests lets node:test finish the tests declared so far and run the
// file's `after` hook (closing the browser) before the tests declared after it. With the first
// suites skipped (BROWSER_TESTS_BAD_INPUT=offline) that is what happened, and the offline tests
// then waited forever on a closed browser (the sub-path run hung for 17 min).

/** The file's browser; fails at once, naming it, if it is not connected (newContext on a closed one waits forever). */
function browser() {
	assert.ok(site.browser?.isConnected(), 'the test file’s browser is connected');
	return site.browser;
}

/** Scrolls every walkthrough into view until it has hydrated. */
async function hydrateAll(page, ids) {
	for (const id of ids) {
		const sel = `[data-walkthrough="${id}"]`;
		for (let i = 0; i < 6 && !(await page.locator(`${sel}[data-hydrated="true"]`).count()); i++) {
			await page.locator(sel).first().scrollIntoViewIfNeeded();
			await page
				.locator(`${sel}[data-hydrated="true"]`)
				.first()
				.waitFor({ timeout: 2500 })
				.catch(() => {});
		}
		await page.locator(`${sel}[data-hydrated="true"]`).first().waitFor({ timeout: 3000 });
	}
}
const stepOf = (page, id) =>
	page
		.locator(`[data-walkthrough="${id}"] .wt-progress`)
		.first()
		.evaluate((p) => /** @type {HTMLProgressElement} */ (p).value);

/** Tabs for the pages in turn (lib.mjs keptPages): with storage that throws on every call, and plain. */
const refusing = keptPages(async () => {
	const page = await newPage(browser(), { reducedMotion: 'reduce' });
	await page.addInitScript(REFUSED_STORAGE);
	return page;
});
const tab = keptPages(() => newPage(browser()));

describe('malformed step links open every walkthrough at step 1, with a notice, and no error; with storage refused, it steps and opens its try-it mode', {
	concurrency: 3,
	skip: rootRunOnly,
}, () => {
	test('there are pages with walkthroughs to check', () => assert.ok(oneLanguage.length >= 8, `${oneLanguage.length} pages`));
	const KINDS = [
		['out of range', '999'],
		['negative', '-2'],
		['not a number', 'trois'],
	];
	// One load a page: its widgets take the three kinds in turn, starting one further on each page,
	// so every widget gets a malformed link and every kind reaches widgets of every game (the
	// reading itself, every kind, is unit-tested in tests/unit/shared/stepParam.test.ts).
	oneLanguage.forEach(({ path, ids }, pageIndex) => {
		const asked = ids.map((id, i) => ({ id, kind: /** @type {[string, string]} */ (KINDS[(pageIndex + i) % KINDS.length]) }));
		test(`${path}: ${asked.map(({ id, kind }) => `${id} a step ${kind[0]} (${kind[1]})`).join(', ')}, and a step for a widget that is not there; with storage that throws on every call, each then steps and opens its try-it mode`, {
			timeout: 60_000,
		}, async () => {
			await refusing.use(async (page) => {
				const query = new URLSearchParams([...asked.map(({ id, kind }) => [id, kind[1]]), ['no-such-widget', '3']]);
				await page.goto(`${path}?${query}#no-such-widget`);
				assert.equal(
					await page.evaluate(() => {
						try {
							return localStorage.getItem('x');
						} catch {
							return 'threw';
						}
					}),
					null,
					'the page reads a storage kept in memory',
				);
				await hydrateAll(page, ids);
				for (const { id, kind } of asked) {
					const stage = page.locator(`[data-walkthrough="${id}"]`).first();
					assert.equal(await stepOf(page, id), 1, `${id} opens at step 1`);
					const notice = (await stage.locator('.wt-notice[role="status"]').textContent())?.trim() ?? '';
					assert.ok(notice.length > 20, `${id} says why it opened at step 1 ("${notice}")`);
					assert.ok(notice.includes(kind[1]), `${id}'s notice names the value asked for ("${notice}")`);
					assert.ok(!new URL(page.url()).searchParams.has(id), `${id}: the bad step is taken out of the address`);
				}
				// Storage refused: every walkthrough steps and opens its try-it mode.
				for (const id of ids) {
					const stage = page.locator(`[data-walkthrough="${id}"]`).first();
					await stage.locator('[data-next]').click();
					await page.waitForFunction(
						(i) => /** @type {HTMLProgressElement | null} */ (document.querySelector(`[data-walkthrough="${i}"] .wt-progress`))?.value === 2,
						id,
						{ timeout: 3000 },
					);
					const tryIt = stage.locator('[data-mode-switch="try"]');
					if (await tryIt.count()) {
						await tryIt.click();
						await tryItReady(stage);
					}
				}
				// The theme picker still works (it stored the choice in localStorage).
				const picker = page.locator('starlight-theme-select select').first();
				if (await picker.isVisible()) {
					await picker.selectOption('light');
					assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
				}
				assertNoConsoleErrors(page);
			});
		});
	});
	test('every kind of malformed step reaches widgets of every game', () => {
		for (const game of READY_GAMES) {
			const kinds = new Set();
			oneLanguage.forEach(({ path, ids }, pageIndex) => {
				if (path.includes(`/${game.slug}/`)) ids.forEach((_, i) => kinds.add((pageIndex + i) % KINDS.length));
			});
			assert.equal(kinds.size, KINDS.length, `${game.slug}: ${kinds.size} kinds`);
		}
	});
});

describe('a choice in the URL that the widget does not offer opens its default, leaves the address, and no error', {
	concurrency: 3,
	skip: rootRunOnly,
}, () => {
	test('there are widgets keeping a choice in the URL', () => assert.ok(choicePages.length >= 3, `${choicePages.map((p) => p.path).join(', ')}`));
	for (const { path, ids, params } of choicePages) {
		test(`${path}: ${params.join(', ')} = 0, 7, markup`, { timeout: 90_000 }, async () => {
			const page = await newPage(browser(), { reducedMotion: 'reduce' });
			try {
				const pressed = (param) => page.locator(`[data-url-choice="${param}"][aria-pressed="true"]`).first().getAttribute('data-value');
				await page.goto(path);
				await hydrateAll(page, ids);
				const defaults = Object.fromEntries(await Promise.all(params.map(async (param) => [param, await pressed(param)])));
				// Every choice of the page at once, one load a value.
				for (const value of ['0', '7', '<b>4</b>']) {
					await page.goto(`${path}?${new URLSearchParams(params.map((param) => [param, value]))}`);
					await hydrateAll(page, ids);
					for (const param of params) {
						assert.equal(await pressed(param), defaults[param], `${param}=${value}: the default choice is shown`);
						await page.waitForFunction((p) => !new URLSearchParams(location.search).has(p), param, { timeout: 3000 });
					}
					assert.equal(await page.locator('main b', { hasText: /^4$/ }).count(), 0, `${value}: nothing of the link is rendered`);
				}
				assertNoConsoleErrors(page, path);
			} finally {
				await page.close();
			}
		});
	}
});

const EVIL = '"><img src=x onerror="window.__evil=1"><script>window.__evil=2</script>';
const evilMarks = ['<img src=x', 'onerror', '<script', 'window.__evil'];
describe('query strings and hashes with script-like content render nothing of it', { concurrency: 3, skip: rootRunOnly }, () => {
	const pages = sitePages();
	const kinds = [
		// The root page (a static file, not in the sitemap).
		() => ['/'],
		(all) => all.filter((p) => /^\/(fr|en)\/$/.test(p)),
		...READY_GAMES.map((g) => (all) => all.filter((p) => p.startsWith(`/fr/${g.slug}/`) && /rulings|at-the-table/.test(p))),
		() => oneLanguage.map((p) => p.path).slice(0, 6),
	];
	test('every kind of page gets the evil link', { timeout: 180_000 }, async () => {
		const all = await pages;
		const chosen = [...new Set(kinds.flatMap((k) => k(all)))];
		assert.ok(chosen.length >= 10, `${chosen.length} pages`);
		for (const path of chosen) {
			await tab.use(async (page) => {
				const ids = widgets.filter((w) => w.path === path).map((w) => w.id);
				const query = new URLSearchParams([[EVIL, '1'], ['q', EVIL], ...ids.map((id) => [id, EVIL])]);
				await page.goto(`${path}?${query}#${encodeURIComponent(EVIL)}`);
				if (ids.length) await hydrateAll(page, ids);
				await page.waitForTimeout(200);
				const seen = await page.evaluate(() => ({
					evil: /** @type {any} */ (window).__evil ?? null,
					img: document.querySelectorAll('img[src="x"], img[src$="/x"]').length,
					// What the reader sees (innerText), the point of the check.
					// biome-ignore lint/performance/useDomNodeTextContent: rendered text, not the source of inline scripts
					text: document.body.innerText,
				}));
				assert.equal(seen.evil, null, `${path}: nothing of the link ran`);
				assert.equal(seen.img, 0, `${path}: no element from the link`);
				for (const mark of evilMarks) assert.ok(!seen.text.includes(mark), `${path}: the page shows nothing of the link (${mark})`);
				assertNoConsoleErrors(page, path);
			});
		}
	});
});

describe('storage that throws on every call', { concurrency: 3 }, () => {
	// Every walkthrough with storage refused: in the malformed step links' load above.
	test('the offline control says why it cannot keep the game offline', { timeout: 60_000 }, async () => {
		for (const lang of ['fr', 'en']) {
			const page = await newPage(browser(), { serviceWorkers: 'allow' });
			try {
				await page.addInitScript(REFUSED_STORAGE);
				await page.goto(`/${lang}/${READY_GAMES[0].slug}/`);
				const control = page.locator('[data-offline]');
				await control.scrollIntoViewIfNeeded();
				await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'unavailable', null, { timeout: 10_000 });
				const why = await control.getAttribute('data-msg-nostorage');
				assert.equal((await control.locator('.offline-status').textContent())?.trim(), why, 'it says storage is refused');
				assert.equal(await control.locator('.offline-make').isVisible(), false, 'and offers nothing it cannot do');
				assertNoConsoleErrors(page);
			} finally {
				await page.close();
			}
		}
	});
});

/** The worker controls the page (the first page of a context is claimed once it activates). */
async function controlled(page) {
	await page
		.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 })
		.catch(async (error) => {
			const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? 'none');
			throw new Error(`the service worker does not control ${page.url()} (registration scope: ${scope}): ${error.message}`);
		});
}
const cachedPaths = (page) =>
	page.evaluate(async () => {
		const out = {};
		for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
		return out;
	});

test('the network cut while saving a game: the copy says it is incomplete, Resume completes it, Remove lets it go', { timeout: 180_000 }, async () => {
	const game = READY_GAMES[0];
	const page = await newPage(browser(), { serviceWorkers: 'allow', reducedMotion: 'reduce' });
	const context = page.context();
	try {
		await page.goto(`/en/${game.slug}/`);
		await controlled(page);
		const control = page.locator(`[data-offline="en-${game.slug}"]`);
		await control.waitFor();
		// The network goes after 20 of the pack's files (the worker's requests are routed too).
		let served = 0;
		const cut = async (route) => {
			if (route.request().url().includes('/offline/')) return route.continue();
			served++;
			return served > 20 ? route.abort('internetdisconnected') : route.continue();
		};
		await context.route(`${origin}/**`, cut);
		await control.locator('.offline-make').click();
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'partial', null, { timeout: 60_000 });
		const status = (await control.locator('.offline-status').textContent())?.trim() ?? '';
		assert.match(status, /Incomplete/, `the copy says it is incomplete ("${status}")`);
		assert.match(status, /\d+ of \d+/, 'and how much is saved');
		assert.equal((await control.locator('.offline-make').textContent())?.trim(), await control.getAttribute('data-msg-resume'), 'the button offers to resume');
		assert.ok(await control.locator('.offline-remove').isVisible(), 'and Remove is offered');
		// Offline, an incomplete copy is not served: a page never opened gets the offline notice.
		const partialCaches = await cachedPaths(page);
		assert.ok(
			Object.keys(partialCaches).some((n) => n.startsWith(`rap:${BASE}pack:en-${game.slug}:`)),
			'what was saved is kept for Resume',
		);
		// Read again after a reload: the state is what the device keeps, not what the page remembered.
		await context.unroute(`${origin}/**`, cut);
		await page.reload();
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'partial', null, { timeout: 10_000 });
		await control.locator('.offline-make').click();
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'saved', null, { timeout: 60_000 });
		// (followed by what the browser granted: durable storage or not, and the space used)
		assert.ok(
			((await control.locator('.offline-status').textContent()) ?? '').trim().startsWith((await control.getAttribute('data-msg-done')) ?? '\u0000'),
			'resumed, the game is available offline',
		);
		// Offline, every chapter reads.
		await context.setOffline(true);
		for (const chapter of game.chapters.slice(0, 3)) {
			const r = await page.goto(`/en/${game.slug}/${chapter ? `${chapter}/` : ''}`);
			assert.equal(r?.status(), 200);
			assert.equal(await page.locator('section[data-lang]').count(), 0, 'the page, not the offline notice');
		}
		await context.setOffline(false);
		await page.goto(`/en/${game.slug}/`);
		await control.locator('.offline-remove').waitFor({ state: 'visible', timeout: 10_000 });
		await control.locator('.offline-remove').click();
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'none', null, { timeout: 10_000 });
		const left = await cachedPaths(page);
		assert.deepEqual(
			Object.keys(left).filter((n) => n.includes('pack:')),
			[],
			'no copy of the pack is kept',
		);
		assert.deepEqual(
			(left[`rap:${BASE}packs`] ?? []).filter((p) => p.includes(`en-${game.slug}`)),
			[],
			'nor its record',
		);
		assert.deepEqual(
			(left[`rap:${BASE}pages`] ?? []).filter((p) => p.includes(`/en/${game.slug}/`)),
			[],
			'nor the game’s pages the reader opened',
		);
		assert.equal(
			(await control.locator('.offline-make').textContent())?.trim(),
			await control.getAttribute('data-msg-make'),
			'the button offers to make it available again',
		);
		assertNoConsoleErrors(page);
	} finally {
		await page.close();
	}
});

test('a deploy while a pack is installed: offline, a page and its files come from the pack; online, from the new deploy', { timeout: 180_000 }, async () => {
	const game = READY_GAMES[0];
	// A proxy in front of the site that marks every page and Pagefind's runtime with the deploy it
	// belongs to, and changes the worker with each deploy, as a deploy would.
	let deploy = 'A';
	const proxy = createServer(async (req, res) => {
		const upstream = await fetch(`${origin}${req.url}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
		let body = Buffer.from(await upstream.arrayBuffer());
		const type = upstream.headers.get('content-type') ?? '';
		if (type.startsWith('text/html')) body = Buffer.from(body.toString('utf8').replace('<head>', `<head><meta name="x-deploy" content="${deploy}">`));
		if (req.url?.endsWith('/pagefind/pagefind.js') || req.url === withBase('/sw.js')) body = Buffer.concat([body, Buffer.from(`\n/* deploy ${deploy} */\n`)]);
		const headers = {};
		upstream.headers.forEach((value, key) => {
			if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(key)) headers[key] = value;
		});
		res.writeHead(upstream.status, headers).end(body);
	});
	await new Promise((ok) => proxy.listen(0, '127.0.0.1', () => ok(undefined)));
	const address = proxy.address();
	const proxied = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
	const context = await newContext(browser(), { baseURL: proxied, serviceWorkers: 'allow', reducedMotion: 'reduce' });
	const page = await context.newPage();
	const errors = [];
	page.on('pageerror', (e) => errors.push(e.message));
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	const deployOf = () => page.locator('meta[name="x-deploy"]').getAttribute('content');
	const pagefindDeploy = () =>
		page.evaluate(async (u) => (/\/\* deploy (\w) \*\//.exec(await (await fetch(u)).text()) ?? [])[1] ?? '?', withBase('/pagefind/pagefind.js'));
	try {
		await page.goto(`/en/${game.slug}/`);
		await controlled(page);
		const control = page.locator(`[data-offline="en-${game.slug}"]`);
		await control.locator('.offline-make').click();
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') === 'saved', null, { timeout: 60_000 });

		deploy = 'B';
		await page.goto(`/en/${game.slug}/${game.chapters[1]}/`);
		assert.equal(await deployOf(), 'B', 'online, the new deploy’s page');
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const prompt = page.locator('.sw-update[role="status"]');
		await prompt.waitFor({ timeout: 20_000 });
		await Promise.all([page.waitForEvent('load'), prompt.locator('button').click()]);
		assert.equal(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), false, 'the new worker took over');
		assert.equal(await pagefindDeploy(), 'B', 'online, the new deploy’s search runtime');

		await context.setOffline(true);
		for (const chapter of [game.chapters[1], game.chapters[0], game.chapters.at(-1)]) {
			await page.goto(`/en/${game.slug}/${chapter ? `${chapter}/` : ''}`);
			assert.equal(await deployOf(), 'A', `offline, ${chapter || 'home'} is the pack’s (the deploy it was saved from), though a newer one was read online`);
			assert.equal(await pagefindDeploy(), 'A', 'and so are its files');
		}
		const hrefs = await searchResults(page, 'the', 30_000);
		assert.ok(hrefs.length > 0, 'search works offline from the pack');
		assert.equal(await control.getAttribute('data-state'), 'saved');
		await context.setOffline(false);
		// Online again: the control says a newer version is online, and Update brings it in.
		await page.goto(`/en/${game.slug}/`);
		await page.waitForFunction(() => document.querySelector('[data-offline]')?.getAttribute('data-state') !== null, null, { timeout: 10_000 });
		assert.deepEqual(errors, []);
	} finally {
		await context.close();
		proxy.closeAllConnections();
		await new Promise((ok) => proxy.close(() => ok(undefined)));
	}
});
