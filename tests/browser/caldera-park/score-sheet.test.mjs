// Caldera Park, "Score the game" (issue 30): a player enters Mia's final scoring (the rulebook's
// worked example, 134 points) by keyboard as counts — tiles flipped, landscape spaces still
// showing, river spaces covered, geysers surrounded, each species' best family — and gets every
// category's points, 134 and the solo band; the Sun reading switch changes a family next to the
// Sun as it should; a refused value says why next to its box; a reload loses nothing and "New
// count" clears; the same count through a hand-written link: tests/component/caldera-park/
// score-sheet.test.tsx (issue 31). Here, what needs a browser: one printed page; axe with and
// without JavaScript; no sideways scroll and a refusal on screen at 390×844, 1280×800 and
// 1920×1080 in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keptPages, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, refusedOnScreen, sheetWithoutScript } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
/** One tab for the sizes in turn (lib.mjs keptPages: the sheet's storage is emptied between them). */
const tab = keptPages(() => newPage(site.browser));
const PATH = (lang) => `/${lang}/caldera-park/score-sheet/`;
// Mia's count (the rulebook's worked example, 134 points) as a link.
const LINK =
	'?p=Mia&weather=2&waterfalls=0&mountains=0&prairie=7&forest=0&river=1&rivercovered=6&geysers=2&goat=6:2&bear=10:2&wolf=4:2&moose=12:3&eagle=10:3&bison=2:1';

// What needs a browser, both languages at each size: the sheet from a link holds on the screen (no
// sideways scroll), a refusal typed by keyboard shows on screen, axe; one printed page at 390 px.
// The counts, the band, the Sun switch, refusals, URL and device:
// tests/component/caldera-park/score-sheet.test.tsx.
for (const [lang, width, height] of [
	['fr', 390, 844],
	['en', 1280, 800],
	['en', 390, 844],
	['fr', 1280, 800],
	['en', 1920, 1080],
	['fr', 1920, 1080],
]) {
	test(`${lang} ${width}×${height}: Mia’s count from a link on screen${width === 390 ? ', one printed page' : ''}; a refusal by keyboard; axe`, async () => {
		await tab.use(async (page) => {
			await page.setViewportSize({ width, height });
			await openSheetAt(page, `${PATH(lang)}${LINK}`);
			assert.equal((await page.locator('[data-total="A"]').textContent())?.trim(), '134', 'the link’s count is shown');
			if (width === 390) await printsOnOnePage(page); // it prints as a one-page score sheet
			await noOverflow(page, width);
			// an impossible count is refused next to its box, on screen
			await refusedOnScreen(page, { field: 'waterfalls0', value: '7', width, what: `${lang} ${width}: the filled sheet with a refusal` });
		});
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
