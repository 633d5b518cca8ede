// Caldera Park in the site search (Pagefind, per language): the words a player types at the table
// land on the chapter that teaches them (issue 9: « famille » / “family”, « orage » / “storm”,
// « marmotte » / “marmot”), and only on pages of the reader's language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';
import { searchResults } from '../site-search.mjs';

const site = useSiteBrowser();

const CASES = [
	['fr', 'famille', '/fr/caldera-park/scoring/'],
	['en', 'family', '/en/caldera-park/scoring/'],
	['fr', 'orage', '/fr/caldera-park/weather/'],
	['en', 'storm', '/en/caldera-park/weather/'],
	['fr', 'marmotte', '/fr/caldera-park/round/'],
	['en', 'marmot', '/en/caldera-park/round/'],
];

for (const [lang, query, expected] of CASES) {
	test(`${lang}: searching “${query}” finds ${expected}, and only pages in ${lang}`, async () => {
		const page = await newPage(site.browser);
		await page.goto(`/${lang}/caldera-park/`);
		await page.waitForLoadState('networkidle');
		// Pagefind lists the best pages first, five at a time: the chapter must be among them.
		const hrefs = await searchResults(page, query);
		assert.ok(hrefs.includes(expected), `results ${JSON.stringify(hrefs)} include ${expected}`);
		assert.ok(
			hrefs.every((h) => h.startsWith(`/${lang}/`)),
			`all results in ${lang}: ${JSON.stringify(hrefs)}`,
		);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
