// The WildLife setup widget in a browser: the page without JavaScript, the reduced-motion animation,
// axe in try-it (after a refusal, charts open; before hydration) and no horizontal scroll at 360 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, newContext } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from '../widgets/axe-state.mjs';

const site = useSiteBrowser();

const WIDGET = '[data-walkthrough="setup-example"]';
const TEXT = { fr: { try: 'À vous de jouer' }, en: { try: 'Try it' } };

async function noOverflow(page) {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow}px)`);
}

const openWidget = (page, lang, query = '') => openWidgetAt(page, `/${lang}/wildlife/setup/`, 'setup-example', { query, hash: '#seeding-example' });

// The guided steps, player counts, shared links and try-it's refusal and legal move are component
// tests now (tests/component/wildlife/setup.test.tsx). Here: what needs a browser.

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript the page still reads: every step of the example is listed`, async () => {
		const context = await newContext(site.browser, { javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/${lang}/wildlife/setup/`);
		const widget = page.locator(WIDGET);
		assert.equal(await widget.getAttribute('data-hydrated'), 'false');
		await widget.locator('.wt-noscript').waitFor();
		// 4 players by default: board, 6 preparation steps, the seeding start, then 4 × 5 pieces.
		assert.equal(await widget.locator('.wt-steps li').count(), 1 + 6 + 1 + 4 * 5);
		assert.equal(await widget.locator('.wt-steps li button').count(), 0, 'no dead buttons in the list');
		await context.close();
	});

	test(`${lang}: with reduced motion, pieces appear without animation`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang, '?setup-example=12');
		const animation = await widget
			.locator('.sq-grid .token')
			.first()
			.evaluate((el) => getComputedStyle(el).animationName);
		assert.equal(animation, 'none');
		await page.close();
		const moving = await newPage(site.browser, { reducedMotion: 'no-preference' });
		const w2 = await openWidget(moving, lang, '?setup-example=12');
		assert.notEqual(
			await w2
				.locator('.sq-grid .token')
				.first()
				.evaluate((el) => getComputedStyle(el).animationName),
			'none',
		);
		await moving.close();
	});
}

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	test(`${lang} ${theme}: axe finds nothing in try-it after a refusal, with the charts open; no scroll at 360 px`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang);
		await widget.getByRole('button', { name: TEXT[lang].try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		await widget.locator('.sq-cell').first().focus();
		await page.keyboard.press('Enter');
		await widget.locator('.refusal').waitFor();
		await noOverflow(page);
		for (const summary of await widget.locator('details:not([open]) > summary').all()) await summary.click();
		await assertWidgetAxeClean(page, WIDGET, `${theme}, try-it, refusal, details open`);
		// A legal space (the savanna, fourth on the top row): a piece, and still no horizontal scroll.
		await widget.locator('.sq-cell').nth(3).focus();
		await page.keyboard.press('Enter');
		await widget.locator('.sq-cell .token').first().waitFor();
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}

test('before hydration the step list is not a scroll box with nothing focusable (axe)', async () => {
	// The island's script never arrives, so the widget stays as the server drew it (as without JS);
	// axe itself still runs.
	const page = await newPage(site.browser);
	await page.route('**/_astro/*.js', (route) => route.abort());
	await page.goto('/en/wildlife/setup/');
	assert.equal(await page.locator(WIDGET).getAttribute('data-hydrated'), 'false');
	await assertWidgetAxeClean(page, WIDGET, 'not hydrated');
	await page.close();
});
