/**
 * The cards & events widget (cards page), on the built site, in French and English, by keyboard.
 * Run: npm run build && npm run test:browser -- widgets/cards
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, withBase } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from './axe-state.mjs';

const ID = 'cards-events';
const L = {
	fr: {
		step: 'Étape',
		wheel: 'La Roue ne pose aucun pion',
		joker: 'Éclair (joker)',
		jokerEvent: 'un événement (Famine)',
		jokerWheel: 'une Roue (eau)',
		refused: 'jamais une carte Événement',
		table: 'Les événements en cours de partie',
		play: 'Anna joue la Famine',
		famine: 'Anna joue la Famine',
		bad: 'ne convient pas',
		food: 'Nourriture de Bruno',
	},
	en: {
		step: 'Step',
		wheel: 'A wheel places no piece',
		joker: 'Lightning (joker)',
		jokerEvent: 'an event (Famine)',
		jokerWheel: 'a wheel (water)',
		refused: 'never an event',
		table: 'Events at the table',
		play: 'Anna plays the Famine',
		famine: 'Anna plays a Famine',
		bad: 'won’t do',
		food: 'Bruno’s food',
	},
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

for (const lang of ['fr', 'en']) {
	const s = L[lang];

	test(`${lang}: guided steps by keyboard, narration and live region`, async () => {
		const { page, w } = await open(lang);
		const narration = w.locator('.wt-narration');
		assert.match(await narration.innerText(), new RegExp(`${s.step} 1 `));
		const restart = w.locator('.wt-controls .wt-btn').first();
		await restart.focus();
		await page.keyboard.press('Tab');
		await page.keyboard.press('Tab');
		await page.keyboard.press('Enter'); // Next
		assert.match(await narration.innerText(), new RegExp(s.wheel));
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		assert.match(await narration.innerText(), new RegExp(`${s.step} 4 `));
		assert.match(await w.locator('[aria-live="polite"]').innerText(), new RegExp(`4`));
		await page.keyboard.press('End');
		assert.match(await narration.innerText(), /10/);
		assert.match(page.url(), new RegExp(`${ID}=18`));
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: try-it refuses a joker as an event (rule link), accepts it as a wheel, plays Famine, rejects a bad number`, async () => {
		const { page, w } = await open(lang);
		await press(w.locator('.wt-modes button').nth(1));
		await tryItReady(w);
		await press(w.getByRole('button', { name: s.joker, exact: true }));
		await press(w.getByRole('button', { name: s.jokerEvent }));
		const alert = w.locator('.refusal[role="alert"]');
		await alert.waitFor();
		assert.match(await alert.innerText(), new RegExp(s.refused));
		assert.equal(await alert.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/cards/#joker`));
		await press(w.getByRole('button', { name: s.jokerWheel }));
		assert.equal(await w.locator('.refusal').count(), 0);
		assert.notEqual((await w.getByRole('status').innerText()).trim(), '');

		await press(w.getByRole('button', { name: s.table }));
		await press(w.getByRole('button', { name: s.play }));
		assert.match(await w.getByRole('status').innerText(), new RegExp(s.famine));

		const food = w.getByRole('textbox', { name: s.food });
		await food.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('abc');
		await page.keyboard.press('Tab');
		const err = w.locator('.wl-cards-error[role="alert"]');
		await err.waitFor();
		assert.match(await err.innerText(), new RegExp(s.bad));
		assert.equal(await food.getAttribute('aria-invalid'), 'true');
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: no horizontal overflow at 360 px (guided and try-it table)`, async () => {
		const { page, w } = await open(lang, `?${ID}=16`, 360);
		const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
		assert.ok(await fits(), 'guided');
		await press(w.locator('.wt-modes button').nth(1));
		await tryItReady(w);
		await press(w.getByRole('button', { name: s.table }));
		assert.ok(await fits(), 'try-it table');
		assertNoConsoleErrors(page);
		await page.close();
	});
}

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const s = L[lang];
	test(`${lang} ${theme}: axe finds nothing after a refused joker, then on the events table with a bad number`, async () => {
		const { page, w } = await open(lang, '', 360);
		await page.emulateMedia({ colorScheme: theme });
		await press(w.locator('.wt-modes button').nth(1));
		await tryItReady(w);
		await press(w.getByRole('button', { name: s.joker, exact: true }));
		await press(w.getByRole('button', { name: s.jokerEvent }));
		await w.locator('.refusal').waitFor();
		await assertWidgetAxeClean(page, `[data-walkthrough="${ID}"]`, `${theme}, try-it, refused joker`);
		await press(w.getByRole('button', { name: s.table }));
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
