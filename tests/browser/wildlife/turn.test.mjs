// The WildLife turn chapter's two widgets (board actions; the rulebook's turn example) in a browser:
// axe in both try-its after a refusal with the disclosures open, and no horizontal scroll at 360 px
// after the refusal and after a legal move.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from '../widgets/axe-state.mjs';

const site = useSiteBrowser();

const TEXT = {
	fr: { try: 'À vous de jouer', attack: 'Attaquer', savanna: 'Savane', end: 'Terminer le tour', free: 'Déplacement gratuit' },
	en: { try: 'Try it', attack: 'Attack', savanna: 'Savanna', end: 'End the turn', free: 'Free migration' },
};

const openWidget = (page, lang, id, query = '') => openWidgetAt(page, `/${lang}/wildlife/turn/`, id, { query });

const noOverflow = async (page) => {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
};

// The guided steps, try-it's refusals with their rule links and the legal moves are component tests
// now (tests/component/wildlife/turn.test.tsx). Here: what needs a browser, axe and the 360 px width.

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const T = TEXT[lang];
	test(`${lang} ${theme}: axe finds nothing in both try-its after a refusal, with the chart editor open; no scroll at 360 px`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const actions = await openWidget(page, lang, 'actions-demo');
		await actions.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(actions);
		await actions.getByRole('button', { name: T.attack, exact: true }).focus();
		await page.keyboard.press('Enter');
		await actions.locator('[data-cell="r0c5"]').focus();
		await page.keyboard.press('Enter');
		await actions.locator('.refusal').waitFor();
		await noOverflow(page);
		// Open every closed disclosure (one at a time: the set of closed ones changes as they open).
		for (let i = 0; i < 10 && (await actions.locator('details:not([open]) > summary').count()); i++)
			await actions.locator('details:not([open]) > summary').first().click();
		await assertWidgetAxeClean(page, '[data-walkthrough="actions-demo"]', `${theme}, try-it, refusal, chart open`);
		// A legal attack (r4c4, B's piece in the full small savanna): still no horizontal scroll.
		await actions.getByRole('button', { name: T.savanna, exact: true }).focus();
		await page.keyboard.press('Enter');
		await actions.locator('[data-cell="r4c4"]').focus();
		await page.keyboard.press('Enter');
		await actions.locator('[data-cell="r4c4"] .token', { hasText: 'A' }).waitFor();
		await noOverflow(page);
		const turn = await openWidget(page, lang, 'turn-demo');
		await turn.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(turn);
		await turn.getByRole('button', { name: T.end }).focus();
		await page.keyboard.press('Enter');
		await turn.locator('.refusal').waitFor();
		await noOverflow(page);
		// Open every closed disclosure (one at a time: the set of closed ones changes as they open).
		for (let i = 0; i < 10 && (await turn.locator('details:not([open]) > summary').count()); i++)
			await turn.locator('details:not([open]) > summary').first().click();
		await assertWidgetAxeClean(page, '[data-walkthrough="turn-demo"]', `${theme}, try-it, refusal, details open`);
		// The free migration (r6c8 to r6c9): still no horizontal scroll.
		await turn.getByRole('button', { name: T.free }).focus();
		await page.keyboard.press('Enter');
		await turn.locator('[data-cell="r6c8"]').focus();
		await page.keyboard.press('Enter');
		await turn.locator('[data-cell="r6c9"]').focus();
		await page.keyboard.press('Enter');
		await turn.locator('[data-cell="r6c9"] .token', { hasText: 'A' }).waitFor();
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
