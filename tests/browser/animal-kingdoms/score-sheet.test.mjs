// Animal Kingdoms / Les Royaumes Sauvages, "Score the game" (issue 30): a table enters the
// rulebook's worked kingdom (8/3/3/1: Carla 3 cubes, Abdel and Stéphanie 2, Nicolas 1, a token
// worth 8) and the three-way battle of the end-of-age walkthrough (Abdel, Stéphanie and Carla 2
// cubes each, Nicolas 1; Stéphanie wins; its token, 6, is the example's teaching value:
// src/machines/animal-kingdoms/examples/endOfAge.ts), by keyboard, and gets their points and
// totals; the same through a hand-written link; a refused value says why next to its box; a
// reload loses nothing and "New count" clears: tests/component/animal-kingdoms/score-sheet.test.tsx
// (issue 31). Here, what needs a browser: one printed page; axe with and without JavaScript; no
// sideways scroll and a refusal on screen at 390×844, 1280×800 and 1920×1080.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keptPages, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, refusedOnScreen, sheetWithoutScript } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
/** One tab for the sizes in turn (lib.mjs keptPages: the sheet's storage is emptied between them). */
const tab = keptPages(() => newPage(site.browser));
const PATH = (lang) => `/${lang}/animal-kingdoms/score-sheet/`;
// The rulebook's kingdom (8/3/3/1) and the battle Stéphanie wins: Carla's total is 11.
const NAMES = ['Abdel', 'Stéphanie', 'Carla', 'Nicolas'];
const LINK = `?p=${NAMES.map(encodeURIComponent).join(',')}&a1k8=8:2,2,3,1&a1k7=6:2,2,2,1:B`;

// What needs a browser, at each size: the sheet from a link holds on the screen (no sideways
// scroll), a refusal typed by keyboard shows on screen, axe; printed on one page at 390 px. The
// counts, refusals, URL and device are checked in tests/component/animal-kingdoms/score-sheet.test.tsx.
for (const [lang, width, height] of [
	['fr', 390, 844],
	['en', 1280, 800],
	['en', 390, 844],
	['fr', 1280, 800],
	['fr', 1920, 1080],
]) {
	test(`${lang} ${width}×${height}: the count from a link on screen${width === 390 ? ', one printed page' : ''}; a refusal by keyboard; axe`, async () => {
		await tab.use(async (page) => {
			await page.setViewportSize({ width, height });
			await openSheetAt(page, `${PATH(lang)}${LINK}`);
			assert.equal((await page.locator('[data-total="C"]').textContent())?.trim(), '11', 'the link’s count is shown');
			if (width === 390) await printsOnOnePage(page); // it prints as a one-page score sheet
			await noOverflow(page, width);
			// an impossible count is refused next to its box, on screen
			await refusedOnScreen(page, { field: 'a1k4c0', value: '-1', width, what: `${lang} ${width}: the filled sheet with a refusal` });
		});
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
