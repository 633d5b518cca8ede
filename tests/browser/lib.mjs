/**
 * Shared helpers for the browser tests (tests/browser/**\/*.test.mjs).
 *
 * The tests run against the BUILT site (dist/): `npm run build` first, then `npm run test:browser`
 * (tests/browser/run.mjs), which starts one static server and one Chromium for all test files
 * and runs them with Node's test runner. A single file can also be run on its own:
 *   npm run build && npm exec -- node --test tests/browser/widgets/foo.test.mjs
 * (it then starts its own server and browser).
 *
 * Typical widget test:
 *
 *   import { test } from 'node:test';
 *   import assert from 'node:assert/strict';
 *   import { newPage, assertNoConsoleErrors, useSiteBrowser } from '../lib.mjs';
 *
 *   const site = useSiteBrowser();   // server + browser for this file (before/after hooks)
 *
 *   test('seeding widget refuses a piece on water', async () => {
 *     const page = await newPage(site.browser, { width: 390, height: 844, reducedMotion: 'reduce' });
 *     await page.goto('/en/wildlife/setup/#seeding');   // relative to the server (baseURL is set)
 *     await page.getByRole('button', { name: 'Place' }).click();
 *     ...
 *     assertNoConsoleErrors(page);
 *     await page.close();                               // also closes its browser context
 *   });
 *
 * The site may be built for a sub-path (`BASE=/rules-at-play/ npm run build`, found from dist/'s
 * sitemap): tests speak in site paths from the root (`/fr/wildlife/`), and `page.goto('/fr/…')` on a
 * page from `newPage` or `newContext` goes under the base. Compare links with `withBase('/fr/…')`,
 * and read a URL back as a site path with `sitePath(url)`.
 *
 * Exports:
 * - `useSiteBrowser()` → `{ browser, server }`, started before the file's tests and closed after.
 * - `startServer()` → `{ baseURL, close() }`: the shared server of the run (or a new one on 127.0.0.1,
 *   free port). After it resolves, the live binding `baseURL` holds the same string, e.g.
 *   `http://127.0.0.1:40123` or `http://127.0.0.1:40123/rules-at-play` (no trailing slash), and
 *   `origin` the origin alone.
 * - `BASE` (`/` or `/rules-at-play/`), `withBase(path)`, `sitePath(url)` (a URL or path → `/fr/x/`).
 * - `newContext(browser, options)` → a BrowserContext whose pages' `goto('/fr/…')` go under the base.
 * - `launchBrowser()` → a Playwright Browser: Debian's /usr/bin/chromium (the run's shared browser when
 *   run by run.mjs; `close()` then only disconnects). Throws if Chromium is missing.
 * - `newPage(browser, { width = 1280, height = 800, reducedMotion = 'no-preference', colorScheme,
 *   locale })` → a Page in a fresh BrowserContext (baseURL set, so `page.goto('/en/')` works) that
 *   records console errors, page errors (uncaught exceptions) and failed same-origin requests (HTTP ≥ 400).
 *   Closing the page closes its context. The site's service worker is blocked (Playwright's
 *   `serviceWorkers: 'block'`: its caching would leak between navigations of a test and bypass
 *   `page.route`); the offline tests (tests/browser/night/) pass `serviceWorkers: 'allow'`.
 * - `consoleErrors(page)` → the recorded messages (strings); `assertNoConsoleErrors(page)` fails listing them.
 * - `hydrateIslands(page)` → `{ left, frames, missed }`: scrolls to each island that waits and to the end; `left`, those still waiting.
 * - `sitePages()` → site paths from dist/sitemap-0.xml (`['/en/', '/en/wildlife/setup/', ...]`).
 * - `builtWidgets()` (and `islandsInHtml(html)` for one page) → every island of the built pages, read from dist/ (no hand-kept list):
 *   `{ path, lang, game, component, directive, id, board }`, `id` being its `data-walkthrough`
 *   and `board` 'square' | 'hex' | undefined (found by data attribute, not by a game's classes).
 * - `openWidget(page, path, id, { query, hash })` → goes to the page, scrolls the widget
 *   `[data-walkthrough=id]` into view, waits until it has hydrated, returns its Locator.
 * - `BOARD`, `BOARD_CELL`: selectors of any board (square or hex) and of its cells.
 * - `GAMES`, `READY_GAMES`: the game registry (src/games.ts), for per-game loops.
 * - `distFileForPath(path)` → the dist file a site path maps to, or undefined.
 * - `runsOf(path, html)` → what a built page runs (islands' modules, scripts, stylesheets, language,
 *   depth); `cover(entries, start, candidates)` → the fewest pages (greedy, the same each run) that
 *   between them have every entry: the page walks visit such covers (pages.test.mjs, night/offline.test.mjs).
 * - `CHROMIUM_PATH`, `CHROMIUM_ARGS` (the tests' flags: TEST_CHROMIUM_ARGS), `distDir`.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { builtBase, startStaticServer, readSitemapPaths, distFileForPath as distFile, defaultDistDir } from '../../scripts/lib/static-server.mjs';

import { HEADLESS_SHELL_PATH, TEST_CHROMIUM_ARGS as CHROMIUM_ARGS, TEST_CHROMIUM_PATH as CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/** The Chromium the tests drive: Debian's headless shell when installed (scripts/lib/chromium.mjs says why). */
export { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH };
export const distDir = defaultDistDir;

/** Whether this is the sub-path run of `npm test` (run.mjs --sub), where a file checks only what the base changes. */
export const SUB_PATH_RUN = process.env.BROWSER_TESTS_RUN === 'sub';
/** The base path the site in dist/ was built for (`/` or `/rules-at-play/`). */
export const BASE = process.env.BROWSER_TESTS_BASE ?? (await builtBase(distDir));
/** A site path under the base: `/fr/` → `/rules-at-play/fr/` (anything else unchanged). */
export function withBase(path) {
	if (BASE === '/' || typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith(BASE)) return path;
	return BASE + path.slice(1);
}
/** The site path of a URL, a URL path or a link: `http://127.0.0.1:1/rules-at-play/fr/x/?a#b` → `/fr/x/`. */
export function sitePath(url) {
	const pathname = typeof url === 'string' && url.startsWith('/') ? url.split(/[?#]/)[0] : new URL(String(url)).pathname;
	if (BASE === '/') return pathname;
	return pathname.startsWith(BASE) ? `/${pathname.slice(BASE.length)}` : pathname;
}
export { GAMES, READY_GAMES } from '../../src/games.ts';
import { LOCALES } from '../../src/i18n/paths.ts';

/** Any board (SquareGrid or HexGrid): a named group of cell buttons. */
export const BOARD = '[data-grid]';
/** A cell of any board: `data-cell` on square grids, `data-hex` on hex grids. */
export const BOARD_CELL = '[data-grid] :is([data-cell], [data-hex])';

/** Set by run.mjs so every test file shares one server and one browser. */
const SHARED_BASE_URL = process.env.BROWSER_TESTS_BASE_URL;
const SHARED_WS = process.env.BROWSER_TESTS_WS_ENDPOINT;

/** The site's address, e.g. `http://127.0.0.1:40123` (+ the base, no trailing slash); set once `startServer()` has resolved. */
export let baseURL = SHARED_BASE_URL ?? '';
/** The server's origin alone. */
export let origin = SHARED_BASE_URL ? new URL(SHARED_BASE_URL).origin : '';

/** @type {Promise<{ baseURL: string, close: () => Promise<void> }> | undefined} */
let serverPromise;

/** The test server (shared with the rest of the run when started by run.mjs). */
export function startServer() {
	if (SHARED_BASE_URL) {
		baseURL = SHARED_BASE_URL;
		return Promise.resolve({ baseURL, close: async () => {} });
	}
	serverPromise ??= startStaticServer().then((server) => {
		baseURL = server.baseURL;
		origin = server.origin;
		return {
			baseURL: server.baseURL,
			close: async () => {
				serverPromise = undefined;
				await server.close();
			},
		};
	});
	return serverPromise;
}

/** Chromium (Debian's), headless. */
export async function launchBrowser() {
	if (SHARED_WS) return chromium.connect(SHARED_WS);
	if (!existsSync(CHROMIUM_PATH)) {
		throw new Error(`Chromium not found at ${CHROMIUM_PATH}: sudo apt-get install chromium chromium-headless-shell`);
	}
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** @type {WeakMap<import('playwright-core').Page, string[]>} */
const recorded = new WeakMap();

/** `page.goto('/fr/…')` goes under the base (Playwright resolves `/x` against the origin). */
function baseAware(page) {
	const goto = page.goto.bind(page);
	page.goto = (url, options) => goto(withBase(url), options);
	return page;
}

/**
 * A browser context on the site (baseURL set) whose pages go under the base.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
export async function newContext(browser, options = {}) {
	if (!baseURL) await startServer();
	const context = await browser.newContext({ baseURL: origin, ...options });
	const newPage = context.newPage.bind(context);
	context.newPage = async () => baseAware(await newPage());
	return context;
}

/**
 * A page in its own context, recording console errors, page errors and failed requests.
 * @param {import('playwright-core').Browser} browser
 * @param {{ width?: number, height?: number, reducedMotion?: 'reduce' | 'no-preference',
 *   colorScheme?: 'light' | 'dark', locale?: string, serviceWorkers?: 'allow' | 'block' }} [options]
 */
export async function newPage(browser, options = {}) {
	const { width = 1280, height = 800, reducedMotion = 'no-preference', colorScheme, locale, serviceWorkers = 'block' } = options;
	if (!baseURL) await startServer();
	const context = await newContext(browser, {
		viewport: { width, height },
		reducedMotion,
		serviceWorkers,
		...(colorScheme ? { colorScheme } : {}),
		...(locale ? { locale } : {}),
	});
	const page = await context.newPage();
	/** @type {string[]} */
	const errors = [];
	recorded.set(page, errors);
	page.on('console', (message) => {
		if (message.type() !== 'error') return;
		const where = message.location();
		const at = where?.url ? ` (${where.url}:${where.lineNumber})` : '';
		errors.push(`console.error: ${message.text()}${at}`);
	});
	page.on('pageerror', (error) => {
		errors.push(`page error: ${error.stack || error.message || String(error)}`);
	});
	page.on('response', (response) => {
		if (response.status() >= 400 && response.url().startsWith(origin)) {
			errors.push(`HTTP ${response.status()} for ${response.url()}`);
		}
	});
	page.on('requestfailed', (request) => {
		const failure = request.failure()?.errorText ?? '?';
		// ERR_ABORTED: the page navigated away (or a fetch was cancelled) — not a defect.
		if (request.url().startsWith(origin) && !failure.includes('ERR_ABORTED')) {
			errors.push(`request failed: ${request.url()} (${failure})`);
		}
	});
	page.once('close', () => {
		context.close().catch(() => {});
	});
	return page;
}

/** The console errors, page errors and failed requests recorded on a page from newPage(). */
export function consoleErrors(page) {
	return [...(recorded.get(page) ?? [])];
}

/** Forgets what a page from newPage() recorded so far: a page reused for another check starts clean. */
export function forgetConsoleErrors(page) {
	const errors = recorded.get(page);
	if (errors) errors.length = 0;
}

/**
 * Pages kept from one check to the next in a file, as a reader opens one link after another in a
 * tab: `use(fn)` runs `fn(page)` on a page a check before has left (its console records forgotten,
 * the origin's localStorage and the tab's sessionStorage emptied, then `reset(page)` run on it),
 * else on a new one from `make()`. A check that throws leaves its page closed, not kept, and so
 * does one that leaves it in fullscreen. One page per check running at once; all are closed after
 * the file. A new context for every check cost a renderer process, and the site's scripts and axe
 * compiled again, on every load (29 Nov: the stage's WildLife walks, 109 → 87–101 s of Chromium
 * CPU). Not for checks that need a first visit's HTTP cache, cookies or service worker.
 * @param {() => Promise<import('playwright-core').Page>} make
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} [reset]
 */
export function keptPages(make, reset = async () => {}) {
	/** @type {import('playwright-core').Page[]} */
	const free = [];
	/** @type {Set<import('playwright-core').Page>} */
	const made = new Set();
	after(async () => {
		for (const page of made) await page.close().catch(() => {});
	});
	return {
		/**
		 * @template T
		 * @param {(page: import('playwright-core').Page) => Promise<T>} fn
		 * @returns {Promise<T>}
		 */
		async use(fn) {
			let page = free.pop();
			if (page) {
				forgetConsoleErrors(page);
				await page.evaluate(() => {
					try {
						localStorage.clear();
						sessionStorage.clear();
					} catch {
						// storage refused (an init script that throws): nothing was kept
					}
				});
				await reset(page);
			} else {
				page = await make();
				made.add(page);
			}
			let kept = false;
			try {
				const result = await fn(page);
				kept = !(await page.evaluate(() => Boolean(document.fullscreenElement)).catch(() => true));
				return result;
			} finally {
				if (kept) free.push(page);
				else {
					made.delete(page);
					await page.close().catch(() => {});
				}
			}
		},
	};
}

/** Fails listing every console error, page error and failed request recorded so far. */
export function assertNoConsoleErrors(page, what = page.url()) {
	const errors = consoleErrors(page);
	if (errors.length > 0) {
		assert.fail(`${errors.length} console/page error(s) on ${what}:\n  - ${errors.join('\n  - ')}`);
	}
}

/**
 * Hydrates every island that waits (`client:visible`, `load`, `idle`): scrolls to each in turn
 * (its first child with a box: an island is `display: contents`, and scrolling to it does
 * nothing), one frame each, then to the page's end, and again to any still waiting, for at most
 * 15 s. If some still wait, the page is brought to the front and a frame is asked for (a
 * screenshot) before a second pass of 10 s, and both counts are logged: on 26 Nov a fresh-clone
 * run waited 300 s here for a frame that never came. Resolves to the islands still waiting (their
 * component URLs: none, unless a script failed) and the frames seen and missed. It does not sweep
 * the page a screen at a time (that drew every screen of a long page for nothing).
 * @returns {Promise<{ left: string[], frames: number, missed: number }>}
 */
export async function hydrateIslands(page) {
	const pass = (ms) =>
		page.evaluate(async (budget) => {
			let frames = 0;
			let missed = 0;
			// A frame, or 100 ms if frames stop.
			const frame = () =>
				new Promise((r) => {
					const timer = setTimeout(() => {
						missed++;
						r(undefined);
					}, 100);
					requestAnimationFrame(() => {
						frames++;
						clearTimeout(timer);
						setTimeout(r, 0);
					});
				});
			const waiting = () =>
				[...document.querySelectorAll('astro-island[ssr]')].filter((el) => ['visible', 'load', 'idle'].includes(el.getAttribute('client') ?? ''));
			const onScreen = async (el) => {
				const box = [...el.querySelectorAll('*')].find((c) => c.getClientRects().length > 0) ?? el;
				box.scrollIntoView({ block: 'center' });
				await frame();
			};
			// IntersectionObserver sees an island in the frame after it is scrolled to: one frame each.
			for (const el of waiting()) if (el.getAttribute('client') === 'visible' && el.hasAttribute('ssr')) await onScreen(el);
			window.scrollTo(0, document.documentElement.scrollHeight);
			await frame();
			const until = performance.now() + budget;
			while (waiting().length && performance.now() < until) {
				for (const el of waiting()) await onScreen(el);
				await new Promise((r) => setTimeout(r, 100));
			}
			return { frames, missed, left: waiting().map((el) => el.getAttribute('component-url') ?? '?') };
		}, ms);
	let seen = await pass(15_000);
	if (seen.left.length) {
		const first = seen;
		await page.bringToFront();
		await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, timeout: 5000 }).catch(() => {});
		seen = await pass(10_000);
		console.log(
			`hydrateIslands ${page.url()}: islands still waiting after 15 s (${first.frames} frames, ${first.missed} missed); after a frame was asked for: ${seen.left.length} left (${seen.frames} frames, ${seen.missed} missed)`,
		);
	}
	return seen;
}

/**
 * What a built page runs, from its HTML: each island's component, renderer and before-hydration
 * script, each module or inline script (by its text), each stylesheet, its language and the depth of
 * its path. The sub-path page walk (pages.test.mjs) and the offline walk visit pages that cover
 * these between them (`cover`).
 * @param {string} path a site path such as /fr/wildlife/setup/
 * @param {string} html
 */
export function runsOf(path, html) {
	const [, first = ''] = path.split('/');
	const lang = /** @type {readonly string[]} */ (LOCALES).includes(first) ? first : 'none';
	const found = new Set([`lang:${lang}`, `depth:${path.split('/').filter(Boolean).length}`]);
	for (const m of html.matchAll(/<astro-island\b([^>]*)>/g))
		for (const a of m[1].matchAll(/\s(component-url|renderer-url|before-hydration-url)="([^"]*)"/g)) found.add(`${a[1]}:${a[2]}`);
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
		const src = /\ssrc="([^"]*)"/.exec(m[1] ?? '')?.[1];
		if (src) found.add(`script:${src}`);
		else if (!/type="application\/(ld\+)?json"/.test(m[1] ?? '')) found.add(`inline:${m[2]}`);
	}
	for (const m of html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>/g)) found.add(`css:${/\shref="([^"]*)"/.exec(m[0])?.[1]}`);
	return found;
}

/**
 * Greedy cover: `start`, then the `candidates` that add the most unseen entries of `entries` (a
 * page's set of what it draws or runs), until none adds one; ties by path, so the same set each run.
 * @param {Map<string, Set<string>>} entries
 * @param {Iterable<string>} start
 * @param {string[]} candidates
 * @returns {Set<string>}
 */
export function cover(entries, start, candidates) {
	const chosen = new Set(start);
	const seen = new Set([...chosen].flatMap((p) => [...(entries.get(p) ?? [])]));
	const unseen = (p) => [...(entries.get(p) ?? [])].filter((x) => !seen.has(x)).length;
	for (;;) {
		// Each candidate's count once a round (the sort would count it again at every comparison).
		const counts = new Map(candidates.filter((p) => !chosen.has(p)).map((p) => [p, unseen(p)]));
		const best = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b))[0];
		if (!best || counts.get(best) === 0) break;
		chosen.add(best);
		for (const x of entries.get(best) ?? []) seen.add(x);
	}
	return chosen;
}

/** Site paths listed in dist/sitemap-0.xml. */
export function sitePages() {
	return readSitemapPaths(distDir);
}

/** The dist file for a site path (`/en/` → dist/en/index.html), or undefined. */
export function distFileForPath(pathname) {
	return distFile(pathname, distDir);
}

/**
 * Every island of the built site, read from the HTML in dist/ (pages from the sitemap).
 * @returns {Promise<Array<{ path: string, lang: string, game: string | undefined, component: string,
 *   directive: string, id: string | undefined, board: 'square' | 'hex' | undefined }>>}
 */
export async function builtWidgets() {
	const widgets = [];
	for (const path of await sitePages()) {
		const file = await distFileForPath(path);
		if (!file) continue;
		const [, lang, game] = path.split('/');
		for (const island of islandsInHtml(await readFile(file, 'utf8'))) {
			widgets.push({ path, lang, game: game || undefined, ...island });
		}
	}
	return widgets;
}

/**
 * The islands of one HTML page: component name, client directive, data-walkthrough id, and the
 * shape of the board inside it ('hex' if a cell has data-hex, 'square' for any other data-grid).
 * @param {string} html
 */
export function islandsInHtml(html) {
	const islands = [];
	for (const m of html.matchAll(/<astro-island\b([^>]*)>/g)) {
		const end = html.indexOf('</astro-island>', m.index);
		const island = html.slice(m.index, end === -1 ? undefined : end);
		const component = (m[1].match(/component-url="[^"]*\/([A-Za-z0-9_]+)\.[^"/]*"/) ?? [])[1] ?? '?';
		const directive = (m[1].match(/\sclient="([^"]+)"/) ?? [])[1] ?? 'load';
		const id = (island.match(/\sdata-walkthrough="([^"]+)"/) ?? [])[1];
		const board = /\sdata-hex="/.test(island) ? 'hex' : /\sdata-grid[\s=>]/.test(island) ? 'square' : undefined;
		islands.push({ component, directive, id, board });
	}
	return islands;
}

/**
 * Opens a page at a widget: goes to `path` (+ query and hash), scrolls `[data-walkthrough=id]`
 * into view (so `client:visible` hydrates it), waits for `data-hydrated="true"`, returns it.
 * @param {import('playwright-core').Page} page
 * @param {string} path e.g. '/fr/wildlife/setup/'
 * @param {string} id the widget's data-walkthrough id, e.g. 'setup-example'
 * @param {{ query?: string, hash?: string, waitUntil?: 'load' | 'networkidle' }} [options]
 */
export async function openWidget(page, path, id, { query = '', hash = '', waitUntil = 'load' } = {}) {
	await page.goto(`${path}${query}${hash}`, { waitUntil });
	const selector = `[data-walkthrough="${id}"]`;
	const widget = page.locator(selector);
	const hydrated = page.locator(`${selector}[data-hydrated="true"]`);
	// client:visible: scroll it into view again if the page moved (fonts, other islands) until it hydrates.
	for (let i = 0; i < 5 && !(await hydrated.count()); i++) {
		await widget.scrollIntoViewIfNeeded();
		await hydrated.waitFor({ timeout: 3000 }).catch(() => {});
	}
	await hydrated.waitFor({ timeout: 3000 });
	return widget;
}

/**
 * For a test file: starts the server and the browser before its tests and closes them after.
 * Returns an object whose `browser` is ready inside the tests: `newPage(site.browser, …)`.
 */
export function useSiteBrowser() {
	const site = { browser: undefined, server: undefined };
	before(async () => {
		site.server = await startServer();
		site.browser = await launchBrowser();
	});
	after(async () => {
		await site.browser?.close();
		await site.server?.close();
	});
	return site;
}

/** Waits until the focus is where a widget says it moves it: on the element matching `selector`,
 * and, given `text`, whose text is that. Widgets move the focus in an effect, after the render,
 * so a key pressed or a check made before then meets the element that had it (a race that fails
 * under load). Fails after 5 s naming where the focus is. */
export async function expectFocus(page, selector, { text, what = selector, timeout = 5000 } = {}) {
	try {
		await page.waitForFunction(
			([s, t]) => {
				const el = document.activeElement;
				return Boolean(el?.matches(s)) && (t === null || el.textContent?.trim() === t);
			},
			[selector, text ?? null],
			{ timeout },
		);
	} catch {
		const at = await page.evaluate(() => {
			const el = document.activeElement;
			return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${el.textContent?.trim().slice(0, 40) ?? ''}”` : 'nothing';
		});
		assert.fail(`the focus should be on ${what}${text ? ` (“${text}”)` : ''}; it is on ${at}`);
	}
}

/** Switching a widget to Try it fetches its try-it part with import(): wait until it is drawn. */
export async function tryItReady(widget) {
	await widget.locator('.wt-try').waitFor();
	await widget.locator('.wt-try .wt-loading').waitFor({ state: 'detached' });
}
