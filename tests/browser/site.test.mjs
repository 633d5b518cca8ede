/**
 * Generic checks over every page listed in dist/sitemap-0.xml (so pages added later are covered):
 * - the content is in the page's language (<html lang>, and <main lang> is not the other language,
 *   which is how Starlight shows an untranslated page as a fallback);
 * - no console error, page error or failed request while loading and after scrolling to the
 *   bottom (which hydrates `client:visible` islands);
 * - axe-core finds no WCAG 2.2 AA violation (tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) and
 *   no best-practice one (landmark-unique…), in the light theme, plus the contrast rules again in
 *   the dark theme;
 * - every internal link resolves to a file in dist/, every #anchor exists as an id on its target,
 *   and links stay in the page's language (except the language switch and links with hreflang);
 * - the language switch (a[data-lang-switch]) points to the twin page, and clicking it after
 *   going to #some-anchor lands on the twin with the same hash;
 * - every /fr/ page has its /en/ twin and vice versa, with the same h2/h3 ids in the same order.
 *
 * Pages run a few at a time (BROWSER_TESTS_CONCURRENCY, default 2) in one shared browser.
 */
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import {
	startServer,
	launchBrowser,
	newPage,
	assertNoConsoleErrors,
	scrollToBottom,
	sitePages,
	distFileForPath,
} from './lib.mjs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * axe's best practices too: landmark-unique (two landmarks with the same name) and the like are
 * tagged only 'best-practice', so a WCAG-only run never reported them.
 */
const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];
const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'];
const LOCALES = ['fr', 'en'];
const CONCURRENCY = Math.max(1, Number(process.env.BROWSER_TESTS_CONCURRENCY) || 2);
/** The production origin in the sitemap; absolute links to it count as internal. */
const SITE_ORIGIN = 'https://rules-at-play.example';

const pages = await sitePages();
const pageSet = new Set(pages);

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {string} */
let origin;
before(async () => {
	origin = (await startServer()).baseURL;
	browser = await launchBrowser();
});
after(async () => {
	await browser?.close();
});

/** Heading ids (h2, h3 in the page content, in order) collected while checking each page. */
/** @type {Map<string, string[]>} */
const headingIds = new Map();

function localeOf(path) {
	const first = path.split('/')[1];
	return LOCALES.includes(first) ? first : undefined;
}
function twinOf(path) {
	const locale = localeOf(path);
	if (!locale) return undefined;
	const other = locale === 'fr' ? 'en' : 'fr';
	return `/${other}/${path.split('/').slice(2).join('/')}`;
}

/** @param {import('axe-core').Result[]} violations */
function formatViolations(violations) {
	return violations
		.map((v) => {
			const nodes = v.nodes
				.slice(0, 8)
				.map((n) => {
					const summary = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ');
					return `      at ${n.target.join(' ')}\n        ${n.html.slice(0, 200)}\n        ${summary}`;
				})
				.join('\n');
			const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
			return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
		})
		.join('\n');
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
function decodeEntities(text) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
			return String.fromCodePoint(code);
		}
		return entities[name] ?? whole;
	});
}

/** ids present in a dist HTML file (as built; islands are server-rendered too). */
/** @type {Map<string, Promise<Set<string>>>} */
const idCache = new Map();
function idsInFile(file) {
	let ids = idCache.get(file);
	if (!ids) {
		ids = readFile(file, 'utf8').then((html) => {
			const found = new Set();
			for (const m of html.matchAll(/<[a-zA-Z][^>]*?\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
				found.add(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
			}
			return found;
		});
		idCache.set(file, ids);
	}
	return ids;
}

/**
 * Checks the page's links; returns a list of problems.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
async function linkProblems(page, path) {
	const { links, ids } = await page.evaluate(() => ({
		links: [...document.querySelectorAll('a[href], area[href]')].map((a) => ({
			href: a.getAttribute('href') ?? '',
			text: (a.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
			// Links meant to change language: the switch, or any link that declares its language.
			crossLanguage: a.hasAttribute('data-lang-switch') || a.hasAttribute('hreflang'),
		})),
		ids: [...document.querySelectorAll('[id], a[name]')].map((el) => el.id || el.getAttribute('name') || ''),
	}));
	const liveIds = new Set(ids);
	const problems = [];
	const pageURL = new URL(path, origin);
	const seen = new Set();
	const pageLocale = localeOf(pageURL.pathname);
	for (const { href, text, crossLanguage } of links) {
		if (seen.has(href)) continue;
		seen.add(href);
		const raw = href.trim();
		if (raw === '' || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
		let url;
		try {
			url = new URL(raw, pageURL);
		} catch {
			problems.push(`unparsable href "${raw}" ("${text}")`);
			continue;
		}
		if (url.origin !== origin && url.origin !== SITE_ORIGIN) continue; // external
		const label = `"${raw}" ("${text}")`;
		const target = url.pathname;
		const targetLocale = localeOf(target);
		if (pageLocale && targetLocale && targetLocale !== pageLocale && !crossLanguage) {
			problems.push(`${label}: a /${pageLocale}/ page links to the other language (${target}); add hreflang if meant`);
		}
		const file = await distFileForPath(target);
		if (!file) {
			const hint = !target.endsWith('/') && (await distFileForPath(`${target}/`)) ? ' — missing trailing slash' : '';
			problems.push(`${label}: no file in dist/ for ${target}${hint}`);
			continue;
		}
		if (url.hash.length > 1) {
			let id;
			try {
				id = decodeURIComponent(url.hash.slice(1));
			} catch {
				problems.push(`${label}: malformed #fragment`);
				continue;
			}
			if (id.toLowerCase() === 'top') continue; // scrolls to the top per the HTML spec
			const samePage = target === pageURL.pathname;
			const targetIds = samePage ? liveIds : await idsInFile(file);
			if (!targetIds.has(id)) {
				problems.push(`${label}: no element with id "${id}" on ${samePage ? 'this page' : target}`);
			}
		}
	}
	return problems;
}

describe(`every page of the sitemap (${pages.length} pages)`, { concurrency: CONCURRENCY }, () => {
	test('the sitemap lists pages', () => {
		assert.ok(pages.length > 0, 'dist/sitemap-0.xml lists no page');
	});

	for (const path of pages) {
		test(path, { timeout: 120_000 }, async (t) => {
			const page = await newPage(browser);
			try {
				const response = await page.goto(path, { waitUntil: 'load' });
				assert.equal(response?.status(), 200, `HTTP status of ${path}`);
				await scrollToBottom(page); // ends waiting for the network to be idle

				headingIds.set(
					path,
					await page.$$eval('.sl-markdown-content :is(h2, h3)[id]', (hs) => hs.map((h) => h.id)),
				);

				const locale = localeOf(path);
				if (locale) {
					await t.test(`content is in its language (${locale}), not an untranslated fallback`, async () => {
						const langs = await page.evaluate(() => ({
							html: document.documentElement.lang,
							main: document.querySelector('main')?.getAttribute('lang') ?? '',
						}));
						assert.ok(langs.html.startsWith(locale), `<html lang="${langs.html}"> on ${path}`);
						if (langs.main && !langs.main.startsWith(locale)) {
							assert.fail(
								`<main lang="${langs.main}"> on ${path}: Starlight shows the other language's page here ` +
									`(fallback for a missing src/content/docs${path.replace(/\/$/, '')}.mdx)`,
							);
						}
					});
				}

				await t.test('no console error or page error (load, then scroll to bottom)', () => {
					assertNoConsoleErrors(page, path);
				});

				await t.test('axe: no WCAG 2.2 AA or best-practice violation (light theme)', async () => {
					const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
					if (results.violations.length > 0) assert.fail(
						`${results.violations.length} axe violation(s) on ${path}:\n${formatViolations(results.violations)}`,
					);
				});

				await t.test('axe: contrast in the dark theme', async () => {
					await page.emulateMedia({ colorScheme: 'dark' });
					// No transition may leave colours half-way when axe measures them.
					await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
					await page.evaluate(() => {
						document.documentElement.dataset.theme = 'dark';
					});
					const results = await new AxeBuilder({ page }).withRules(CONTRAST_RULES).analyze();
					if (results.violations.length > 0) assert.fail(
						`${results.violations.length} axe violation(s) on ${path} (dark theme):\n${formatViolations(results.violations)}`,
					);
				});

				await t.test('internal links and #anchors resolve', async () => {
					const problems = await linkProblems(page, path);
					if (problems.length > 0) assert.fail(`${problems.length} broken link(s) on ${path}:\n  - ${problems.join('\n  - ')}`);
				});

				const twin = twinOf(path);
				if (twin) {
					await t.test(`language switch goes to ${twin}, keeping the #anchor`, async () => {
						const hrefs = await page.$$eval('a[data-lang-switch]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
						assert.ok(hrefs.length > 0, `no a[data-lang-switch] on ${path}`);
						for (const href of hrefs) {
							assert.equal(new URL(href, new URL(path, origin)).pathname, twin, `a[data-lang-switch] href="${href}"`);
						}
						const ids = headingIds.get(path) ?? [];
						const anchor = ids[Math.min(1, ids.length - 1)] ?? '';
						const hash = anchor ? `#${encodeURIComponent(anchor)}` : '';
						await page.goto(`${path}${hash}`, { waitUntil: 'load' });
						const link = page.locator('a[data-lang-switch]:visible').first();
						await Promise.all([page.waitForURL((u) => u.pathname === twin), link.click()]);
						const landed = new URL(page.url());
						assert.equal(landed.pathname, twin);
						assert.equal(landed.hash, hash, `hash after switching from ${path}${hash}`);
					});
				}
			} finally {
				await page.close();
			}
		});
	}
});

describe('French and English twins', () => {
	const localized = pages.filter((p) => localeOf(p));
	test('every /fr/ page has its /en/ twin and vice versa', () => {
		const missing = localized.filter((p) => !pageSet.has(twinOf(p))).map((p) => `${p} has no twin ${twinOf(p)}`);
		if (missing.length > 0) assert.fail(`missing twin page(s):\n  - ${missing.join('\n  - ')}`);
	});

	for (const fr of localized.filter((p) => localeOf(p) === 'fr')) {
		const en = twinOf(fr);
		if (!pageSet.has(en)) continue;
		test(`${fr} and ${en} have the same h2/h3 ids in the same order`, async () => {
			const frIds = headingIds.get(fr);
			const enIds = headingIds.get(en);
			assert.ok(frIds && enIds, 'headings not collected (the page test failed to load one of them)');
			assert.deepEqual(frIds, enIds, `heading ids differ between ${fr} (actual) and ${en} (expected)`);
		});
	}
});
