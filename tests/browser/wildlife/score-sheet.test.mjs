// WildLife, "Score the game" (issue 30): a table enters the rulebook's big-scoring example (Orange,
// Green, Blue, Brown: 20 / 21 / 20 / 17 for the areas and herds) by keyboard — each area's spaces
// and pieces, each player's herds — and gets every area's points, the herds' and the totals; the
// new positions from the track; the same through a hand-written link; a refused value says why
// next to its box; a reload loses nothing and "New count" clears: tests/component/wildlife/
// score-sheet.test.tsx (issue 31). Here, what needs a browser: one printed page; axe with and
// without JavaScript; no sideways scroll at 390×844, 1280×800 and 1920×1080; a refusal on screen.
// The pieces per area are the site's reconstruction of the example on its teaching board
// (src/machines/wildlife/examples/bigScoring.ts: the rulebook prints only the points).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, refusedOnScreen, sheetWithoutScript } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
const PATH = (lang) => `/${lang}/wildlife/score-sheet/`;
const NAMES = ['Orange', 'Vert', 'Bleu', 'Marron'];
/** The areas in scoring order: spaces, then Orange's, Green's, Blue's and Brown's pieces (the points: the component test). */
const AREAS = [
	['savanna-small', 5, [2, 1, 0, 1]],
	['savanna-large', 8, [4, 2, 1, 1]],
	['mountain-small', 4, [0, 0, 0, 2]],
	['mountain-large', 8, [0, 1, 0, 7]],
	['steppe-small', 5, [2, 1, 0, 1]],
	['steppe-large', 8, [2, 4, 1, 1]],
	['desert-small', 4, [0, 0, 1, 2]],
	['desert-large', 8, [0, 0, 3, 0]],
	['water-small', 4, [0, 0, 0, 0]],
	['water-large', 9, [0, 0, 6, 0]],
	['forest-small', 4, [1, 2, 1, 0]],
	['forest-large', 9, [3, 3, 3, 0]],
];
const HERDS = ['4 4 2 2 1 1', '11 2 1', '11 2 1 1 1', '9 3 2 1'];
const TRACK = ['10', '12', '9', '14']; // Green ends furthest along: the final scoring's winner
const LINK = `?p=${NAMES.join(',')}&${AREAS.map(([id, s, c]) => `${id}=${s}:${c.join(',')}`).join('&')}&h=${HERDS.map((h) => h.replace(/ /g, '.')).join(',')}&t=${TRACK.join(',')}`;

// What needs a browser, per language: the sheet from a link (with the final scoring) printed on one
// page, holding on the screen (no sideways scroll) at 390×844, 1280×800 and 1920×1080, a refusal
// typed by keyboard shown on screen at 390 px, axe. The points, totals, winner, refusals, URL and
// device: tests/component/wildlife/score-sheet.test.tsx.
for (const lang of ['fr', 'en']) {
	test(`${lang}: the count from a link, one printed page; on screen at 390×844, 1280×800 and 1920×1080; a refusal by keyboard; axe`, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await openSheetAt(page, `${PATH(lang)}${LINK}&end=1`);
		assert.equal(await page.locator('[data-winner]').getAttribute('data-winner'), 'B', 'the link’s count is shown');
		await printsOnOnePage(page); // it prints as a one-page score sheet
		for (const [width, height] of [
			[1920, 1080],
			[1280, 800],
			[390, 844],
		]) {
			await page.setViewportSize({ width, height });
			await noOverflow(page, width);
		}
		// an impossible count is refused next to its box, on screen
		await refusedOnScreen(page, { field: 'water-small-0', value: '-1', width: 390, what: `${lang} 390: the sheet with a refusal` });
		await page.close();
	});

	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
