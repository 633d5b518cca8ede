// The WildLife auction widget in a browser: the refusals' rule links under the site's base (for the
// sub-path run), axe in try-it's states (bad form input, a refused bid), and no horizontal scroll at
// 360 px, guided and in try-it (refused, then legal bid).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, withBase } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from '../widgets/axe-state.mjs';

const site = useSiteBrowser();

const WIDGET_ID = 'auction-example';
const WIDGET = `[data-walkthrough="${WIDGET_ID}"]`;
const TEXT = {
	fr: { try: 'À vous de jouer', start: 'Lancer la vente', bidAccepted: 'Bruno offre 3' },
	en: { try: 'Try it', start: 'Start the auction', bidAccepted: 'Bruno bids 3' },
};

const openWidget = (page, lang, query = '') => openWidgetAt(page, `/${lang}/wildlife/auction/`, WIDGET_ID, { query, hash: '#try-auction' });

async function noOverflow(page) {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
}

// The guided walk, try-it's refusals and legal bids, the two-player sale and focus moves are
// component tests now (tests/component/wildlife/auction.test.tsx). Here: what needs a browser, axe
// and the 360 px width.

// The sub-path run (tests/browser/run.mjs) keeps this test: where the refusals' rule links go
// depends on the base the site is served under. Which rule each refusal names, in both languages, is
// checked by the component tests.
test('fr: the refusals’ rule links are under the site’s base (guided refused step, refused bid in try-it)', async () => {
	const page = await newPage(site.browser, { reducedMotion: 'reduce' });
	const widget = await openWidget(page, 'fr', '?auction-example=3');
	await widget.locator('.wl-auc-why .refusal a').waitFor();
	assert.equal(await widget.locator('.wl-auc-why .refusal a').getAttribute('href'), withBase('/fr/wildlife/auction/#higher-bid'));
	await widget.getByRole('button', { name: TEXT.fr.try }).click();
	await tryItReady(widget);
	await widget.getByRole('button', { name: TEXT.fr.start }).click();
	const amount = widget.locator('.wl-auc-bidrow input');
	await amount.fill('2');
	await amount.press('Enter');
	await widget.locator('.refusal').waitFor();
	assert.equal(await widget.locator('.refusal a').getAttribute('href'), withBase('/fr/wildlife/auction/#minimum-bid'));
	assertNoConsoleErrors(page);
	await page.close();
});

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const T = TEXT[lang];
	test(`${lang} ${theme}: axe finds nothing with bad form input, then after a refused bid; no scroll at 360 px`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang);
		await noOverflow(page);
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		const type = async (locator, text) => {
			await locator.focus();
			await page.keyboard.press('Control+A');
			await page.keyboard.type(text);
		};
		await type(widget.locator('input[id$="-food-1"]'), '-2');
		await type(widget.locator('input[id$="-score-1"]'), 'zz');
		await widget.locator('.wt-field-err').first().waitFor();
		await assertWidgetAxeClean(page, WIDGET, `${theme}, try-it, bad food and score`);
		await type(widget.locator('input[id$="-food-1"]'), '2');
		await type(widget.locator('input[id$="-score-1"]'), '5');
		await widget.getByRole('button', { name: T.start }).focus();
		await page.keyboard.press('Enter');
		const amount = widget.locator('.wl-auc-bidrow input');
		await amount.waitFor();
		await type(amount, '2');
		await page.keyboard.press('Enter');
		await widget.locator('.refusal').waitFor();
		await assertWidgetAxeClean(page, WIDGET, `${theme}, try-it, bid refused`);
		await noOverflow(page);
		await type(amount, '3');
		await page.keyboard.press('Enter');
		await widget.locator('.wl-auc-status[role="status"]', { hasText: T.bidAccepted }).waitFor();
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
