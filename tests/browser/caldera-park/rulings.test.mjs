// Caldera Park's rulings page at the table: a ruling sent as a link opens on its answer, in both
// languages, and an open question shows the reading we follow and the other one; the filter finds
// the storm ruling by a word of its answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();

const LABELS = {
	fr: { follow: 'Ce que nous suivons\u00a0:', other: 'L’autre lecture\u00a0:', word: 'nuages' },
	en: { follow: 'What we follow:', other: 'The other reading:', word: 'cloud' },
};

for (const lang of ['fr', 'en']) {
	test(`${lang}: #sun-then-multiply opens on its answer, with both readings`, async () => {
		const page = await newPage(site.browser);
		await page.goto(`/${lang}/caldera-park/rulings/#sun-then-multiply`);
		await page.waitForFunction(() => document.querySelector('details:has(#sun-then-multiply)')?.open === true);
		assert.equal(await page.locator('details.ruling[open]').count(), 1, 'only the linked ruling is open');
		const body = (await page.locator('details:has(#sun-then-multiply) .ruling-body').textContent()) ?? '';
		assert.ok(body.includes(LABELS[lang].follow), `the reading we follow: ${body}`);
		assert.ok(body.includes(LABELS[lang].other), `the other reading: ${body}`);
		assert.match(body, /5 × 2 = 10/, 'the worked example of the reading we follow');
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: the filter keeps the storm ruling for “${LABELS[lang].word}”`, async () => {
		const page = await newPage(site.browser);
		await page.goto(`/${lang}/caldera-park/rulings/`);
		const input = page.locator('.rulings-filter input');
		await input.waitFor();
		await input.fill(LABELS[lang].word);
		// The filter has run once a ruling without the word is hidden.
		await page.waitForFunction(() => document.querySelector('details:has(#hurricane-point)')?.closest('[hidden]') != null);
		assert.equal(await page.locator('details:has(#storm-water-not-animal)').isVisible(), true, 'the storm ruling stays');
		assertNoConsoleErrors(page);
		await page.close();
	});
}
