// The documents a reader can see that are not in the sitemap, so not in the page walk
// (pages.test.mjs walks dist/sitemap-0.xml): axe on each, with and without JavaScript, light then
// dark (issue 21: "axe finds nothing on any page, with and without JavaScript"), and no console
// error or Content-Security-Policy violation with JavaScript.
// - The site root (dist/index.html): it sends the reader to a language at once (a script, or a
//   <noscript> refresh); a browser that does not follow refreshes (a reader can turn them off) shows
//   its two links, so that document is checked with the refresh taken out, without JavaScript.
// - The 404 page (dist/404.html; navigation.test.mjs runs axe on it with JavaScript, in both
//   languages): here without JavaScript.
// - The offline notice (dist/offline.html): the service worker serves it in place of a page it has
//   no copy of, at that page's address (it then names the page asked for, in the address's
//   language); checked at a page's address, with and without JavaScript.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { AXE_TAGS, CONTRAST_RULES, assertNoViolations, axeViolations, axeViolationsNoScript } from './axe.mjs';
import { assertNoConsoleErrors, distFileForPath, newContext, newPage, useSiteBrowser, withBase } from './lib.mjs';

const site = useSiteBrowser();
const AXE = process.env.BROWSER_TESTS_AXE !== 'off';

const html = async (path) => readFile(/** @type {string} */ (await distFileForPath(path)), 'utf8');
const rootWithoutRefresh = (await html('/')).replace(/<noscript>\s*<meta[^>]*http-equiv="refresh"[^>]*>\s*<\/noscript>/i, '');
const offlineNotice = await html('/offline.html');

/** Serves `body` as the document at site path `path` (only that address), in `page`. */
async function serveAt(page, path, body) {
	const address = (url) => url.pathname === withBase(path);
	await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
}

/** Records CSP violations from the start of every document of the page. */
async function watchCsp(page) {
	await page.addInitScript(() => {
		const seen = [];
		Object.defineProperty(window, '__cspViolations', { value: seen });
		document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`));
	});
}

const NO_JS = [
	{ what: 'the site root, for a browser that does not follow its refresh', path: '/__root-without-refresh/', body: rootWithoutRefresh },
	{ what: 'the 404 page', path: '/404.html' },
	{ what: 'the offline notice, at an English page’s address', path: '/en/some-game/setup/', body: offlineNotice, lang: 'en' },
	{ what: 'the offline notice, at a French page’s address', path: '/fr/some-game/', body: offlineNotice, lang: 'fr' },
];

describe('documents outside the sitemap', { concurrency: 2, skip: !AXE && 'axe runs in the root build’s run' }, () => {
	test('the root page has the refresh this file takes out', async () => {
		assert.notEqual(rootWithoutRefresh, await html('/'), 'the <noscript> refresh was found and taken out');
	});

	for (const { what, path, body, lang } of NO_JS) {
		test(`without JavaScript, ${what}: axe clean (light, laptop), contrast (dark, phone)`, { timeout: 60_000 }, async () => {
			const context = await newContext(site.browser, { javaScriptEnabled: false, colorScheme: 'light', viewport: { width: 1280, height: 800 } });
			try {
				const page = await context.newPage();
				if (body) await serveAt(page, path, body);
				const response = await page.goto(path);
				assert.equal(response?.status(), 200, `${path} is served`);
				if (lang) assert.ok(await page.locator(`section[lang="${lang}"] h1`).isVisible(), `the ${lang} section shows`);
				assertNoViolations(await axeViolationsNoScript(page, { tags: AXE_TAGS }), `on ${what} without JavaScript`);
				await page.setViewportSize({ width: 390, height: 844 });
				await page.emulateMedia({ colorScheme: 'dark' });
				assertNoViolations(await axeViolationsNoScript(page, { rules: CONTRAST_RULES }), `on ${what} without JavaScript (dark, phone)`);
			} finally {
				await context.close();
			}
		});
	}

	for (const lang of ['en', 'fr']) {
		test(`with JavaScript, the offline notice at a ${lang} page’s address: its language first, the page named (the English one with a stray %), axe clean in both themes, no error or CSP violation`, {
			timeout: 60_000,
		}, async () => {
			const page = await newPage(site.browser, { colorScheme: 'light' });
			try {
				await watchCsp(page);
				// In English, an address with a stray % (not an escape): the notice names it as it is.
				const path = lang === 'en' ? '/en/some-game/100%/' : `/${lang}/some-game/setup/`;
				await serveAt(page, path, offlineNotice);
				await page.goto(path);
				assert.equal(await page.evaluate(() => document.documentElement.lang), lang, 'the notice speaks the address’s language');
				assert.equal(await page.locator('main > section').first().getAttribute('lang'), lang, 'its section comes first');
				const where = page.locator(`section[lang="${lang}"] .where`);
				assert.ok((await where.textContent())?.includes(withBase(path)), 'it names the page asked for');
				assertNoViolations(await axeViolations(page, { tags: AXE_TAGS }), `on the offline notice (${lang}, light)`);
				await page.emulateMedia({ colorScheme: 'dark' });
				assertNoViolations(await axeViolations(page, { rules: CONTRAST_RULES }), `on the offline notice (${lang}, dark)`);
				assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__cspViolations), [], 'no CSP violation');
				assertNoConsoleErrors(page);
			} finally {
				await page.close();
			}
		});
	}
});
