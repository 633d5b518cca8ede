// Planet, "Score the game" (issue 30): a table enters the end chapter's scoring example by
// keyboard — Anna holds the glacier card and copies the rulebook's line (11 to 13 glacier areas,
// 2 points), has 12 glacier areas and four animal cards (glacier, forest, desert, ocean); Bruno
// holds the ocean card whose line (18 to 21 areas, 3 points) is the example's teaching line
// (src/machines/planet/examples/endScoring.ts), has 20 ocean areas and five animal cards (four
// ocean, one mountain) — and gets 9 and 9, Bruno winning on animal cards (5 to 4); the same
// through a hand-written link; a refused value says why next to its box; a reload loses nothing
// and "New count" clears: tests/component/planet/score-sheet.test.tsx (issue 31). Here, what needs
// a browser: one printed page; axe with and without JavaScript; no sideways scroll and a refusal
// on screen at 390×844, 1280×800 and 1920×1080.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keptPages, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, refusedOnScreen, sheetWithoutScript } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
/** One tab for the sizes in turn (lib.mjs keptPages: the sheet's storage is emptied between them). */
const tab = keptPages(() => newPage(site.browser));
const PATH = (lang) => `/${lang}/planet/score-sheet/`;
// The end chapter's example (Anna 9, Bruno 9, Bruno winning on animal cards) as a link.
const LINK = '?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&cB=18-21:3&aA=glacier:1,forest:1,desert:1,ocean:1&aB=ocean:4,mountain:1';

// What needs a browser, both languages at each size: the sheet from a link holds on the screen (no
// sideways scroll), a refusal typed by keyboard shows on screen, axe; one printed page. The counts,
// the tie-break, refusals, URL and device: tests/component/planet/score-sheet.test.tsx.
for (const [lang, width, height, print] of [
	['fr', 390, 844, false],
	['en', 1280, 800, false],
	['fr', 1920, 1080, false],
	['en', 390, 844, true],
	['fr', 1280, 800, true],
	['en', 1920, 1080, true],
]) {
	test(`${lang} ${width}×${height}: the count from a link on screen${print ? ', one printed page' : ''}; a refusal by keyboard; axe`, async () => {
		await tab.use(async (page) => {
			await page.setViewportSize({ width, height });
			await openSheetAt(page, `${PATH(lang)}${LINK}`);
			assert.equal(await page.locator('.sheet-winner').getAttribute('data-winner'), 'B', 'the link’s count is shown');
			if (print) await printsOnOnePage(page); // it prints as a one-page score sheet
			await noOverflow(page, width);
			// an impossible count is refused next to its box, on screen
			await refusedOnScreen(page, { field: 'pl-n0', value: '61', width, what: `${lang} ${width}: the sheet from a link, with a refusal` });
		});
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
