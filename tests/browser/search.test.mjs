// Site search (Pagefind, per language): the search UI is fetched only when search is opened, and
// the dialog speaks the page's language. (Each game's words landing on their chapters are checked
// with its players' questions: tests/browser/path/lookup.test.mjs.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { assertNoConsoleErrors, newPage, READY_GAMES, useSiteBrowser } from './lib.mjs';
import { searchResults } from './site-search.mjs';

const site = useSiteBrowser();

/** The first game of the registry: its home is where the reader opens search (any page would do). */
const HOME = (lang) => `/${lang}/${READY_GAMES[0]?.slug}/`;

// Each game's words landing on their chapters: tests/browser/path/lookup.test.mjs (its folder's questions.mjs, `WORDS`).
for (const lang of ['fr', 'en']) {
	test(`${lang}: the search UI and index are fetched only once search is opened`, async () => {
		const page = await newPage(site.browser);
		const fetched = [];
		page.on('request', (r) => fetched.push(r.url()));
		await page.goto(HOME(lang));
		await page.waitForLoadState('networkidle');
		const searchUI = (u) => /\/pagefind\/|ui-core/.test(u);
		assert.deepEqual(fetched.filter(searchUI), [], 'search UI and index are not fetched before search is opened');
		const hrefs = await searchResults(page, UI[lang].query);
		assert.ok(
			fetched.some((u) => u.includes('ui-core')),
			'the search UI is fetched once search is opened',
		);
		assert.ok(hrefs.length > 0 && hrefs.every((h) => h.startsWith(`/${lang}/`)), `results, all in ${lang}: ${JSON.stringify(hrefs)}`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}

// The dialog speaks the page's language: Pagefind's own UI strings (results count, Clear,
// Load more) in French on French pages, in English on English pages.
const UI = {
	fr: { query: 'tour', count: /\d+ résultats? pour/, clear: /^(Effacer|Nettoyer)$/, english: /\bresults? for\b|^Clear$|Load more/ },
	en: { query: 'turn', count: /\d+ results? for/, clear: /^Clear$/, english: null },
};
for (const lang of ['fr', 'en']) {
	test(`${lang}: the search dialog's own strings are in ${lang === 'fr' ? 'French' : 'English'}`, async () => {
		const page = await newPage(site.browser);
		await page.goto(HOME(lang));
		await page.locator('button[data-open-modal]').click();
		const input = page.locator('#starlight__search .pagefind-ui__search-input');
		await input.waitFor();
		await input.fill(UI[lang].query);
		const message = page.locator('#starlight__search .pagefind-ui__message');
		await page.locator('#starlight__search .pagefind-ui__result-link').first().waitFor({ timeout: 10000 });
		await assert.doesNotReject(message.filter({ hasText: UI[lang].count }).waitFor({ timeout: 5000 }));
		const clear = (await page.locator('#starlight__search .pagefind-ui__search-clear').textContent())?.trim() ?? '';
		assert.match(clear, UI[lang].clear, 'the clear button');
		assert.equal(await input.getAttribute('placeholder'), lang === 'fr' ? 'Rechercher' : 'Search');
		const more = page.locator('#starlight__search .pagefind-ui__button');
		if (await more.count()) assert.match((await more.textContent()) ?? '', lang === 'fr' ? /Charger|Afficher/ : /Load more/);
		// The site test runs axe on closed pages only: here, the open dialog with its results.
		// Pagefind's own search field is named by aria-label and its placeholder, with no visible
		// <label> (best practice only, not WCAG): the usual search-box pattern, kept.
		const violations = await axeViolations(page, { disable: ['label-title-only'] });
		assert.deepEqual(
			violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
			[],
			'axe with search open',
		);
		if (UI[lang].english) {
			const uiTexts = await page.locator('#starlight__search :is(.pagefind-ui__message, button)').allTextContents();
			for (const text of uiTexts) assert.doesNotMatch(text.trim(), UI[lang].english, `English UI text in the French dialog: “${text}”`);
		}
		assertNoConsoleErrors(page);
		await page.close();
	});
}
