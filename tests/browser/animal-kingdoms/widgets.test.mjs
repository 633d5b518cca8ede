// The Animal Kingdoms widgets' widths, in both languages: no horizontal scroll at 390 px (the end of
// an age at the three-way battle and the 8/3/3/1 scoring, the solo bot), and the end of an age's
// sheet fits 320 px; a guided refusal's rule link under the site's base; no console error. Their
// behaviour (guided steps by keyboard and announced, refusals with their rule linked, try-it's
// legal and illegal moves) is checked in tests/component/animal-kingdoms/widgets.test.tsx (issue 31).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, openWidget, useSiteBrowser, withBase } from '../lib.mjs';

const site = useSiteBrowser();

const noOverflow = async (page) => {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
};

/** Goes to step n with the keyboard (Home and arrows from the stage). */
async function stepTo(page, widget, n) {
	await widget.getByRole('button', { name: /^(Suivant|Next)/ }).focus();
	await page.keyboard.press('Home');
	for (let i = 1; i < n; i++) await page.keyboard.press('ArrowRight');
}

for (const lang of ['fr', 'en']) {
	const path = (p) => `/${lang}/animal-kingdoms/${p}/`;

	test(`${lang}: end of age at 390 and 320 px, the solo bot at 390 px: nothing scrolls sideways`, async () => {
		const page = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
		const w = await openWidget(page, path('end-of-age'), 'end-of-age');
		await stepTo(page, w, 9); // the three-way battle
		await noOverflow(page);
		await stepTo(page, w, 10); // 8/3/3/1
		await noOverflow(page);
		// The smallest phone (issue 20): the scoring sheet and the battle fit 320 px, nothing scrolls sideways.
		await page.setViewportSize({ width: 320, height: 700 });
		await page.waitForTimeout(300);
		await noOverflow(page);
		const sheet = w.locator('.ak-eoa').locator('xpath=..');
		assert.ok(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the sheet fits its box at 320 px');
		await page.setViewportSize({ width: 390, height: 844 });
		const solo = await openWidget(page, path('solo'), 'solo-bot');
		await stepTo(page, solo, 2);
		await noOverflow(page);
		// A refusal's rule link carries the site's base (the sub-path run checks it; the component
		// test checks every link at the root base).
		const age = await openWidget(page, path('turn'), 'age');
		await stepTo(page, age, 4);
		assert.equal(await age.locator('.refusal a').getAttribute('href'), withBase(`${path('turn')}#capital`));
		assertNoConsoleErrors(page);
		await page.close();
	});
}
