// Animal Kingdoms / Les Royaumes Sauvages: a player at the table searches for the game's own words
// (issue 11) and lands on the chapter that teaches them, in their own language only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, sitePath } from '../lib.mjs';
import { openSearch } from '../site-search.mjs';

const site = useSiteBrowser();

const CASES = [
	['fr', 'décret', '/fr/animal-kingdoms/turn/'],
	['en', 'decree', '/en/animal-kingdoms/turn/'],
	['fr', 'bataille', '/fr/animal-kingdoms/battles/'],
	['en', 'battle', '/en/animal-kingdoms/battles/'],
	['fr', 'renfort', '/fr/animal-kingdoms/battles/'],
	['en', 'reinforcement', '/en/animal-kingdoms/battles/'],
];

for (const [lang, query, expected] of CASES) {
	test(`${lang}: searching “${query}” finds ${expected} among the first results, and only pages in ${lang}`, async () => {
		const page = await newPage(site.browser);
		await page.goto(`/${lang}/animal-kingdoms/`);
		const results = await openSearch(page, query);
		// The page-level results (not the sub-results under each page), in ranking order.
		const pages = await results
			.evaluateAll((as) => as.filter((a) => !a.closest('.pagefind-ui__result-nested')).map((a) => a.href))
			.then((hrefs) => hrefs.map(sitePath));
		const all = await results.evaluateAll((as) => as.map((a) => a.href)).then((hrefs) => hrefs.map(sitePath));
		assert.ok(pages.slice(0, 3).includes(expected), `${expected} is among the first three pages found: ${JSON.stringify(pages)}`);
		assert.ok(
			all.every((h) => h.startsWith(`/${lang}/`)),
			`all results in ${lang}: ${JSON.stringify(all)}`,
		);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
