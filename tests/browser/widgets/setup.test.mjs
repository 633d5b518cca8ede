// The WildLife setup widget, driven as a reader would: keyboard only, both languages, a bad
// step in the URL, an illegal seeding placement, and a phone-width screen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, withBase, newContext } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from './axe-state.mjs';

const site = useSiteBrowser();

const WIDGET = '[data-walkthrough="setup-example"]';
const TEXT = {
	fr: {
		next: 'Suivant',
		try: 'À vous de jouer',
		step2: 'Étape 2 sur',
		p5: '5 joueurs',
		bad: 'n’existe pas',
		refused: 'Coup refusé',
		noAction: 'aucune action',
	},
	en: { next: 'Next', try: 'Try it', step2: 'Step 2 of', p5: '5 players', bad: 'does not have', refused: 'Move refused', noAction: 'no action' },
};

const openWidget = (page, lang, query = '') => openWidgetAt(page, `/${lang}/wildlife/setup/`, 'setup-example', { query, hash: '#seeding-example' });

for (const lang of ['fr', 'en']) {
	const T = TEXT[lang];

	test(`${lang}: walk the guided setup by keyboard, step announced and kept in the URL`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang);
		const next = widget.getByRole('button', { name: new RegExp(T.next) });
		await next.focus();
		await page.keyboard.press('Enter');
		await assert.doesNotReject(widget.locator('.wt-narration', { hasText: T.step2 }).waitFor());
		const live = await widget.locator('[aria-live="polite"].sr-only').textContent();
		assert.match(live ?? '', new RegExp(T.step2));
		assert.match(page.url(), /[?&]setup-example=2/);
		// Arrow keys while focus is on the controls; End jumps to the last step.
		await page.keyboard.press('End');
		const narration = await widget.locator('.wt-narration').textContent();
		const [, n, total] = narration.match(/(\d+)\D+(\d+)/);
		assert.equal(n, total, 'End goes to the last step');
		await page.keyboard.press('ArrowLeft');
		assert.match(page.url(), new RegExp(`setup-example=${Number(total) - 1}`));
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: every player count 2-6 gives a full seeding`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang);
		for (const [count, seeds] of [
			[2, 12],
			[3, 8],
			[4, 5],
			[5, 4],
			[6, 3],
		]) {
			const players = lang === 'fr' ? `${count} joueurs` : `${count} players`;
			const button = widget.getByRole('button', { name: players, exact: true });
			await button.click();
			// The new count is drawn a render after the click, and the walkthrough goes back to step 1 in an
			// effect after that (resetKey): a key pressed before then went to the old example, or was undone.
			await widget.locator(`button[aria-pressed="true"][aria-label="${await button.getAttribute('aria-label')}"]`).waitFor({ timeout: 5000 });
			await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
			await page.waitForFunction((el) => /** @type {HTMLProgressElement} */ (el.querySelector('.wt-progress'))?.value === 1, await widget.elementHandle());
			await widget.getByRole('button', { name: new RegExp(T.next) }).focus();
			await page.keyboard.press('End');
			await page.waitForFunction(
				(el) => {
					const p = /** @type {HTMLProgressElement} */ (el.querySelector('.wt-progress'));
					return p?.value === p?.max;
				},
				await widget.elementHandle(),
			);
			await widget
				.locator('.sq-grid .token')
				.nth(count * seeds - 1)
				.waitFor({ timeout: 5000 });
			const pieces = await widget.locator('.sq-grid .token').count();
			assert.equal(pieces, count * seeds, `${count} players seed ${count * seeds} pieces`);
		}
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: a shared link opens the same player count and step`, async () => {
		const page = await newPage(site.browser);
		const widget = await openWidget(page, lang, '?setup-players=5&setup-example=12');
		await widget.getByRole('button', { name: T.p5, exact: true, pressed: true }).waitFor();
		assert.match(await widget.locator('.wt-narration').textContent(), /12/);
		await page.close();
	});

	test(`${lang}: try-it refuses the Human on water with the rule, then accepts a legal space (keyboard only)`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800 });
		const widget = await openWidget(page, lang);
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		// The board's first cell (row 1, column 1) is water on the teaching board.
		const first = widget.locator('.sq-cell').first();
		await first.focus();
		await page.keyboard.press('Enter');
		const refusal = widget.locator('.refusal');
		await refusal.waitFor();
		assert.match(await refusal.textContent(), new RegExp(T.refused));
		assert.match(await refusal.textContent(), new RegExp(T.noAction));
		assert.equal(await refusal.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/setup/#seeding-limits`));
		// Move right along the top row to the savanna, where the Human may attack.
		for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await widget.locator('.sq-cell .token').first().waitFor();
		assert.equal(await widget.locator('.refusal').count(), 0, 'the legal move clears the refusal');
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow}px)`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}

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
	test(`${lang} ${theme}: axe finds nothing in try-it after a refusal, with the charts open`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang);
		await widget.getByRole('button', { name: TEXT[lang].try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		await widget.locator('.sq-cell').first().focus();
		await page.keyboard.press('Enter');
		await widget.locator('.refusal').waitFor();
		for (const summary of await widget.locator('details:not([open]) > summary').all()) await summary.click();
		await assertWidgetAxeClean(page, WIDGET, `${theme}, try-it, refusal, details open`);
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
