/**
 * The cards & events widget (cards page) in a browser: axe after a refused joker and on the events
 * table with a bad number, and no horizontal scroll at 360 px (guided, try-it table).
 * Run: npm run build && npm run test:browser -- wildlife/cards
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from '../widgets/axe-state.mjs';

const ID = 'cards-events';
const L = {
	fr: { joker: 'Éclair (joker)', jokerEvent: 'un événement (Famine)', table: 'Les événements en cours de partie', food: 'Nourriture de Bruno' },
	en: { joker: 'Lightning (joker)', jokerEvent: 'an event (Famine)', table: 'Events at the table', food: 'Bruno’s food' },
};

const site = useSiteBrowser();

async function open(lang, query = '', width = 1280) {
	const page = await newPage(site.browser, { width, height: 900, reducedMotion: 'reduce' });
	const w = await openWidgetAt(page, `/${lang}/wildlife/cards/`, ID, { query, waitUntil: 'networkidle' });
	return { page, w };
}

/** Focus a control, then act with the keyboard only. */
async function press(locator, key = 'Enter') {
	await locator.focus();
	await locator.press(key);
}

// The guided steps, try-it's refusals and legal moves are component tests now
// (tests/component/wildlife/cards.test.tsx). Here: what needs a browser, axe and the 360 px width.

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const s = L[lang];
	test(`${lang} ${theme}: axe finds nothing after a refused joker, then on the events table with a bad number; no scroll at 360 px`, async () => {
		const { page, w } = await open(lang, `?${ID}=16`, 360);
		await page.emulateMedia({ colorScheme: theme });
		const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
		assert.ok(await fits(), 'no horizontal scroll at 360 px: guided');
		await press(w.locator('.wt-modes button').nth(1));
		await tryItReady(w);
		await press(w.getByRole('button', { name: s.joker, exact: true }));
		await press(w.getByRole('button', { name: s.jokerEvent }));
		await w.locator('.refusal').waitFor();
		await assertWidgetAxeClean(page, `[data-walkthrough="${ID}"]`, `${theme}, try-it, refused joker`);
		await press(w.getByRole('button', { name: s.table }));
		assert.ok(await fits(), 'no horizontal scroll at 360 px: try-it table');
		const food = w.getByRole('textbox', { name: s.food });
		await food.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('abc');
		await page.keyboard.press('Tab');
		await w.locator('.wl-cards-error[role="alert"]').waitFor();
		await assertWidgetAxeClean(page, `[data-walkthrough="${ID}"]`, `${theme}, events table, bad number`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
