// Planet's pages at the table: a ruling opened by its link shows its answer;
// the rulebook's own numbers are on the pages without JavaScript.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, newContext, withBase } from '../lib.mjs';

const site = useSiteBrowser();

// The words a player types into search, with the chapter that answers: questions.mjs (`WORDS`), checked by path/lookup.test.mjs.

const RULING = {
	fr: { id: 'last-round-second-region', says: /plus grande deuxième région/ },
	en: { id: 'last-round-second-region', says: /larger second region wins/ },
};
for (const lang of ['fr', 'en']) {
	test(`${lang}: a Planet ruling opened by its link is expanded, and its "see also" leads to the chapter`, async () => {
		const page = await newPage(site.browser);
		const { id, says } = RULING[lang];
		await page.goto(`/${lang}/planet/rulings/#${id}`);
		await page.waitForFunction((i) => document.querySelector(`details:has(#${i})`)?.open === true, id);
		const ruling = page.locator(`details:has(#${id})`);
		assert.match((await ruling.textContent()) ?? '', says);
		const see = ruling.locator(`a[href^="${withBase(`/${lang}/planet/animals/`)}#last-round-compare"]`);
		assert.equal(await see.count(), 1, 'links to the last-round rule');
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: without JavaScript, the chapters still give the rulebook's numbers`, async () => {
		const context = await newContext(site.browser, { javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/${lang}/planet/setup/`);
		const columns = page.locator('table', { hasText: lang === 'fr' ? /^\s*Tour\s*1\s*2/ : /^\s*Round\s*1\s*2/ });
		assert.match((await columns.textContent()) ?? '', /–\s*–\s*1\s*1\s*1\s*2\s*2\s*2\s*2\s*3\s*3\s*3/, 'cards under rounds 1 to 12');
		await page.goto(`/${lang}/planet/animals/`);
		const example = page.locator('table', { hasText: 'Matthieu' });
		assert.match((await example.textContent()) ?? '', /Matthieu\s*9\s*(aucune|none)\s*Céline\s*9\s*5/);
		await context.close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: the Planet reference prints on one A4 page`, async () => {
		const page = await newPage(site.browser);
		await page.goto(`/${lang}/planet/reference/`);
		const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
		const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
		assert.equal(pages.length, 1, `${pages.length} printed pages`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
