// Game night, offline (issue 12, "Done when"): for every ready game of the registry, a reader
// opens the game, makes it available offline in both languages, the network goes away
// (context.setOffline(true)), and every page of the game in both languages still opens, search
// still finds a page, and a widget still steps and loads its try-it part — with no failed request
// and no console error. "Every page still opens" is checked in two ways (issue 31): every page of
// both languages is asked of the service worker (the same route as a navigation: a path ending in
// `/`), and must be the page, not the offline notice, with every file it references (scripts,
// stylesheets, icons, the manifest, images, each island's component and renderer) answered too; and
// the pages that between them run every island component, renderer, script and stylesheet of the
// game, in each language (chosen from the built HTML, about 9 of 32), are opened and every island
// of theirs must hydrate. (Before, all 32 were opened: an island's code is the same on every page
// that draws it, and what its props do is checked on every page online, by pages.test.mjs.)
// A page never opened, offline, shows the offline notice; a reader who never asked caches nothing
// of the other language. After a deploy, a quiet prompt offers to reload.
// Once saved, the control no longer offers to make the game available: it offers Update and Remove.
// (A copy cut short, storage that refuses, and a deploy over an installed pack: bad-input.test.mjs.)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { describe, test } from 'node:test';
import {
	assertNoConsoleErrors,
	builtWidgets,
	cover,
	distFileForPath,
	newContext,
	newPage,
	origin,
	READY_GAMES,
	hydrateIslands,
	runsOf,
	sitePath,
	tryItReady,
	useSiteBrowser,
	withBase,
} from '../lib.mjs';
import { searchResults } from '../site-search.mjs';
import { tableWord } from './words.mjs';

const site = useSiteBrowser();
const LANGS = ['fr', 'en'];
const STEP = { fr: 'Étape', en: 'Step' };

const pathOf = (lang, slug, chapter) => `/${lang}/${slug}/${chapter ? `${chapter}/` : ''}`;

/**
 * What a built page makes the browser fetch (scripts, stylesheets, icons, the manifest, images, each
 * island's component and renderer) and what it runs (`runsOf`), from its HTML in dist/.
 * @param {string} path a site path such as /en/wildlife/setup/
 */
async function builtPage(path) {
	const file = await distFileForPath(path);
	assert.ok(file, `${path} is built`);
	const html = await readFile(file, 'utf8');
	const runs = runsOf(path, html);
	// What it runs that is a file (islands' modules, scripts, stylesheets), then what else it loads.
	const refs = new Set([...runs].flatMap((r) => /^(?:component-url|renderer-url|before-hydration-url|script|css):(.+)$/.exec(r)?.slice(1) ?? []));
	for (const m of html.matchAll(/<link\b[^>]*>/g)) {
		const rel = /\srel="([^"]+)"/.exec(m[0])?.[1] ?? '';
		const href = /\shref="([^"]+)"/.exec(m[0])?.[1];
		if (href && /\b(modulepreload|preload|icon|manifest)\b/.test(rel)) refs.add(href);
	}
	for (const m of html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)) refs.add(m[1]);
	const own = [...refs].map((r) => r.replaceAll('&amp;', '&')).filter((r) => r.startsWith('/') && !r.startsWith('//'));
	return { path, refs: own, runs };
}

/** The worker controls the page (the first page of a context is claimed once it activates). */
async function controlled(page) {
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10_000 });
}

describe('every ready game, made available offline', { concurrency: 2 }, () => {
	for (const game of READY_GAMES) {
		test(`${game.slug}: made available offline in both languages, every page, a search and a widget work with no network`, { timeout: 240_000 }, async () => {
			const page = await newPage(site.browser, { serviceWorkers: 'allow', reducedMotion: 'reduce' });
			const context = page.context();
			const timings = [];
			for (const lang of LANGS) {
				await page.goto(pathOf(lang, game.slug, ''));
				await controlled(page);
				const control = page.locator(`[data-offline="${lang}-${game.slug}"]`);
				await control.waitFor();
				const bytes = Number(await control.getAttribute('data-offline-bytes'));
				assert.ok(bytes > 100_000, `the pack's size is written into the page (${bytes})`);
				assert.match(
					(await control.locator('.offline-size').textContent()) ?? '',
					lang === 'fr' ? /\d,\d\u00a0Mo/ : /\d\.\d MB/,
					'the size, as a reader reads it',
				);
				const started = Date.now();
				const make = control.locator('.offline-make');
				assert.equal((await make.textContent())?.trim(), await control.getAttribute('data-msg-make'), 'the button offers to make the game available');
				await make.click();
				const done = await control.getAttribute('data-msg-done');
				await control
					.locator('.offline-status')
					.filter({ hasText: done ?? '' })
					.waitFor({ timeout: 120_000 });
				timings.push(`${lang} ${(Date.now() - started) / 1000} s, ${(bytes / 1048576).toFixed(1)} MB`);
				assert.equal(await control.getAttribute('data-state'), 'saved');
				assert.equal(
					(await make.textContent())?.trim(),
					await control.getAttribute('data-msg-update'),
					'once saved, the button offers Update, not "Make … available"',
				);
				assert.ok(await control.locator('.offline-remove').isVisible(), 'and Remove is offered');
			}
			console.log(`  ${game.slug}: made available offline in ${timings.join('; ')}`);

			await context.setOffline(true);
			const built = await Promise.all(LANGS.flatMap((lang) => game.chapters.map((chapter) => builtPage(pathOf(lang, game.slug, chapter)))));
			// Every page of both languages, and every file it references, from the worker (fetch skips
			// the HTTP cache; a page is a path ending in /, which the worker answers as a navigation).
			const unanswered = await page.evaluate(
				async (list) => {
					const out = [];
					const status = async (url) => (await fetch(url, { cache: 'no-store' }).catch((e) => ({ status: String(e) }))).status;
					for (const { path } of list) {
						const response = await fetch(path, { cache: 'no-store' }).catch((e) => ({ status: String(e), text: async () => '' }));
						if (response.status !== 200) {
							out.push(`${path}: ${response.status}`);
							continue;
						}
						const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
						if (doc.querySelector('section[data-lang]') || !doc.querySelector('main h1')) out.push(`${path}: the offline notice, not the page`);
					}
					// Each file once, for every page that references it.
					for (const ref of new Set(list.flatMap((p) => p.refs))) {
						const got = await status(ref);
						if (got !== 200)
							out.push(
								`${ref} (${list
									.filter((p) => p.refs.includes(ref))
									.map((p) => p.path)
									.join(', ')}): ${got}`,
							);
					}
					return out;
				},
				built.map(({ path, refs }) => ({ path: withBase(path), refs })),
			);
			assert.deepEqual(unanswered, [], `pages of ${game.slug} or their files not answered offline`);
			const chosen = cover(
				new Map(built.map((p) => [p.path, p.runs])),
				[],
				built.map((p) => p.path),
			);
			const opened = built.filter((p) => chosen.has(p.path));
			console.log(
				`  ${game.slug}: every page and its files answered offline; opened ${opened.length} of ${built.length}: ${opened.map((p) => p.path).join(' ')}`,
			);
			for (const lang of LANGS) {
				for (const { path } of opened.filter((p) => p.path.startsWith(`/${lang}/`))) {
					const response = await page.goto(path);
					assert.equal(response?.status(), 200, `${path} offline`);
					assert.ok(response?.fromServiceWorker(), `${path} comes from the service worker`);
					assert.equal(await page.locator('section[data-lang]').count(), 0, `${path} is the page, not the offline notice`);
					await page.locator('main h1').first().waitFor();
					// Widgets hydrate: their scripts come from the cache.
					assert.deepEqual((await hydrateIslands(page)).left, [], `every island of ${path} hydrates offline`);
					await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {}); // what they load once hydrated
				}
				// Search, offline: the language's Pagefind index is in the pack.
				{
					const query = tableWord(game.slug, lang);
					await page.goto(pathOf(lang, game.slug, ''));
					const hrefs = await searchResults(page, query, 30_000);
					assert.ok(
						hrefs.every((h) => h.startsWith(`/${lang}/${game.slug}/`)),
						`offline results in ${lang}, in ${game.slug}: ${hrefs}`,
					);
				}
			}
			// A widget steps, and its try-it part (loaded with import()) comes from the cache too.
			const widget = (await builtWidgets()).find((w) => w.game === game.slug && w.id && w.lang === 'en');
			if (widget) {
				await page.goto(`${widget.path}#${widget.id}`);
				const stage = page.locator(`[data-walkthrough="${widget.id}"]`);
				await stage.scrollIntoViewIfNeeded();
				await page.locator(`[data-walkthrough="${widget.id}"][data-hydrated="true"]`).waitFor({ timeout: 10_000 });
				await stage.locator('[data-next]').click();
				await stage
					.locator('.wt-narration')
					.filter({ hasText: `${STEP.en} 2` })
					.waitFor({ timeout: 5000 });
				const tryIt = stage.locator('[data-mode-switch="try"]');
				if (await tryIt.count()) {
					await tryIt.first().click();
					await tryItReady(stage);
				}
			}
			assertNoConsoleErrors(page, `${game.slug} offline`);
			await page.close();
		});
	}
});

test('a click on “Make available” while the control still reads what the device keeps is not lost', { timeout: 90_000 }, async () => {
	const game = READY_GAMES[0];
	const page = await newPage(site.browser, { serviceWorkers: 'allow', reducedMotion: 'reduce' });
	// The control's first look at Cache Storage (its status, read at idle) takes 1.5 s, as on a busy
	// device; the reader clicks meanwhile. The click used to be dropped: nothing was saved.
	await page.addInitScript(() => {
		const open = caches.open.bind(caches);
		let first = true;
		caches.open = async (name) => {
			if (!first) return open(name);
			first = false;
			/** @type {any} */ (window).__statusReading = true;
			await new Promise((r) => setTimeout(r, 1500));
			/** @type {any} */ (window).__statusReading = false;
			return open(name);
		};
	});
	await page.goto(pathOf('en', game.slug, ''));
	await controlled(page);
	await page.waitForFunction(() => /** @type {any} */ (window).__statusReading === true, null, { timeout: 10_000 });
	const control = page.locator(`[data-offline="en-${game.slug}"]`);
	await control.locator('.offline-make').click();
	await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'saved', `[data-offline="en-${game.slug}"]`, {
		timeout: 60_000,
	});
	assertNoConsoleErrors(page);
	await page.close();
});

test('a page never opened, offline, shows the offline notice; nothing of the other language is cached', { timeout: 60_000 }, async () => {
	const [game] = READY_GAMES;
	const page = await newPage(site.browser, { serviceWorkers: 'allow' });
	await page.goto(pathOf('en', game.slug, ''));
	await controlled(page);
	await page.goto(pathOf('en', game.slug, game.chapters[1] ?? '')); // opened once: kept
	await page.context().setOffline(true);
	const never = pathOf('en', game.slug, game.chapters.at(-1));
	const response = await page.goto(never);
	assert.ok(response?.fromServiceWorker(), 'answered by the service worker, not the browser error page');
	const notice = page.locator('section[data-lang="en"] h1');
	await notice.waitFor();
	assert.match((await notice.textContent()) ?? '', /offline/i);
	assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the notice speaks the page’s language first');
	assert.match((await page.locator('section[data-lang="en"] .where').textContent()) ?? '', new RegExp(withBase(never)));
	// The page opened before going offline still reads.
	const opened = await page.goto(pathOf('en', game.slug, game.chapters[1] ?? ''));
	assert.equal(opened?.status(), 200);
	await page.locator('main h1').waitFor();
	const cached = await page.evaluate(async () => {
		const urls = [];
		for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
		return urls;
	});
	assert.deepEqual(
		cached.map(sitePath).filter((u) => u.startsWith('/fr/')),
		[],
		'no French page or file was cached for an English reader',
	);
	assert.ok(cached.includes(withBase('/offline.html')), 'the offline notice is precached');
	await page.close();
});

test('after a deploy, a quiet status line offers to reload, and Reload brings in the new worker; if the worker does not take over, Reload still reloads', {
	timeout: 60_000,
}, async () => {
	// A proxy in front of the site whose /sw.js changes on demand, like a deploy would change it.
	let deploy = 0;
	const proxy = createServer(async (req, res) => {
		const upstream = await fetch(`${origin}${req.url}`, { redirect: 'manual' });
		let body = Buffer.from(await upstream.arrayBuffer());
		if (req.url === withBase('/sw.js') && deploy) {
			// The second deploy's worker never takes over when asked (as if the message were lost).
			const text = deploy === 2 ? body.toString().replace('self.skipWaiting()', '0') : body.toString();
			body = Buffer.from(`${text}\n/* deploy ${deploy} */`);
		}
		const headers = {};
		upstream.headers.forEach((value, key) => {
			if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(key)) headers[key] = value;
		});
		res.writeHead(upstream.status, headers).end(body);
	});
	await new Promise((ok) => proxy.listen(0, '127.0.0.1', () => ok(undefined)));
	const address = proxy.address();
	const proxied = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
	const context = await newContext(site.browser, { baseURL: proxied, serviceWorkers: 'allow' });
	const page = await context.newPage();
	const errors = [];
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	page.on('pageerror', (e) => errors.push(e.message));
	try {
		await page.goto('/en/wildlife/');
		await controlled(page);
		assert.equal(await page.locator('.sw-update').count(), 0, 'no prompt without a new version');
		const prompt = page.locator('.sw-update[role="status"]');
		/** Deploys version `n`, waits for the prompt, clicks Reload; resolves once the page has loaded again. */
		const deployAndReload = async (n, what) => {
			deploy = n;
			await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
			await prompt.waitFor({ timeout: 20_000 });
			assert.match((await prompt.textContent()) ?? '', /new version/);
			await page.evaluate(() => {
				window.__before = true;
			});
			// The click first, then the load: a click that cannot land fails as a click, not as a missing load.
			const load = page.waitForEvent('load');
			await prompt.getByRole('button', { name: 'Reload' }).click();
			await load;
			assert.equal(await page.evaluate(() => window.__before), undefined, what);
		};
		const waiting = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
		await deployAndReload(1, 'the page reloaded');
		assert.equal(await waiting(), false, 'the new worker took over');
		// A worker that does not take over: Reload still reloads (after 3 s), and the prompt is back.
		await deployAndReload(2, 'the page reloaded though the worker did not take over');
		assert.equal(await waiting(), true, 'the new worker still waits');
		await prompt.waitFor({ timeout: 20_000 });
		assert.deepEqual(errors, []);
	} finally {
		await context.close();
		proxy.closeAllConnections();
		await new Promise((ok) => proxy.close(() => ok(undefined)));
	}
});
