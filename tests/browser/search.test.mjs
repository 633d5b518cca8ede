// Site search (Pagefind, per language): a reader at the table types a word and lands on the
// right page. Also checks that the search UI is fetched only when search is opened.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from './lib.mjs';

const site = useSiteBrowser();

const CASES = [
	['fr', 'enchère', '/fr/wildlife/auction/'],
	['en', 'auction', '/en/wildlife/auction/'],
	['fr', 'défense', '/fr/wildlife/cards/'],
	['en', 'defense', '/en/wildlife/cards/'],
	['fr', 'égalité', '/fr/wildlife/scoring/'],
	['en', 'tie', '/en/wildlife/scoring/'],
];

for (const [lang, query, expected] of CASES) {
	test(`${lang}: searching “${query}” finds ${expected}, and only pages in ${lang}`, async () => {
		const page = await newPage(site.browser);
		const fetched = [];
		page.on('request', (r) => fetched.push(r.url()));
		await page.goto(`/${lang}/wildlife/`);
		await page.waitForLoadState('networkidle');
		assert.ok(!fetched.some((u) => u.includes('pagefind')), 'search is not fetched before it is opened');
		await page.locator('button[data-open-modal]').click();
		const input = page.locator('#starlight__search input');
		await input.waitFor();
		await input.fill(query);
		const results = page.locator('#starlight__search .pagefind-ui__result-link');
		await results.first().waitFor({ timeout: 10000 });
		const hrefs = await results.evaluateAll((as) => as.map((a) => new URL(a.href).pathname));
		assert.ok(hrefs.includes(expected), `results ${JSON.stringify(hrefs)} include ${expected}`);
		assert.ok(hrefs.every((h) => h.startsWith(`/${lang}/`)), `all results in ${lang}: ${JSON.stringify(hrefs)}`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
