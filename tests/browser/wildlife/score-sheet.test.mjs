// WildLife, "Score the game" (issue 30): a table enters the rulebook's big-scoring example (Orange,
// Green, Blue, Brown: 20 / 21 / 20 / 17 for the areas and herds) by keyboard — each area's spaces
// and pieces, each player's herds — and gets every area's points, the herds' and the totals; the
// new positions from the track; the same through a hand-written link; a refused value says why
// next to its box; a reload loses nothing and "New count" clears; one printed page; axe with and
// without JavaScript; 390×844, 1280×800 and 1920×1080.
// The pieces per area are the site's reconstruction of the example on its teaching board
// (src/machines/wildlife/examples/bigScoring.ts: the rulebook prints only the points).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoViolations, axeViolations } from '../axe.mjs';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, sheetWithoutScript, typeInto } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
const PATH = (lang) => `/${lang}/wildlife/score-sheet/`;
const NAMES = ['Orange', 'Vert', 'Bleu', 'Marron'];
/** The areas in scoring order: spaces, then Orange's, Green's, Blue's and Brown's pieces, and the rulebook's points. */
const AREAS = [
	['savanna-small', 5, [2, 1, 0, 1], [3, 1, 0, 1]],
	['savanna-large', 8, [4, 2, 1, 1], [3, 2, 0, 0]],
	['mountain-small', 4, [0, 0, 0, 2], [0, 0, 0, 4]],
	['mountain-large', 8, [0, 1, 0, 7], [0, 2, 0, 3]],
	['steppe-small', 5, [2, 1, 0, 1], [3, 1, 0, 1]],
	['steppe-large', 8, [2, 4, 1, 1], [2, 3, 0, 0]],
	['desert-small', 4, [0, 0, 1, 2], [0, 0, 2, 3]],
	['desert-large', 8, [0, 0, 3, 0], [0, 0, 4, 0]],
	['water-small', 4, [0, 0, 0, 0], [0, 0, 0, 0]],
	['water-large', 9, [0, 0, 6, 0], [0, 0, 4, 0]],
	['forest-small', 4, [1, 2, 1, 0], [1, 3, 1, 0]],
	['forest-large', 9, [3, 3, 3, 0], [2, 2, 2, 0]],
];
const HERDS = ['4 4 2 2 1 1', '11 2 1', '11 2 1 1 1', '9 3 2 1'];
const HERD_POINTS = { A: 6, B: 7, C: 7, D: 5 };
const TOTAL = { A: 20, B: 21, C: 20, D: 17 };
const TRACK = ['10', '12', '9', '14'];
const AFTER = { A: 30, B: 33, C: 29, D: 31 };
const LINK = `?p=${NAMES.join(',')}&${AREAS.map(([id, s, c]) => `${id}=${s}:${c.join(',')}`).join('&')}&h=${HERDS.map((h) => h.replace(/ /g, '.')).join(',')}&t=${TRACK.join(',')}`;
const byPlayer = (xs) => Object.fromEntries(['A', 'B', 'C', 'D'].map((p, i) => [p, xs[i]]));

const openSheet = (page, lang, query = '') => openSheetAt(page, `${PATH(lang)}${query}`);

async function shown(page, attr) {
	return Object.fromEntries(await Promise.all(['A', 'B', 'C', 'D'].map(async (p) => [p, Number(await page.locator(`[${attr}="${p}"]`).innerText())])));
}

/** The results table's row `i`: one number per player. */
async function rowPoints(page, i) {
	const cells = await page.locator('.sheet-end tbody tr').nth(i).locator('td').allInnerTexts();
	return byPlayer(cells.map(Number));
}

/** Typed by keyboard, a few at each screen size (the rest comes in a link, as when the phone is passed around): a monopoly, a tie for second, the three-way tie. */
const TYPED = [
	[390, 844, ['savanna-small', 'mountain-small']],
	[1280, 800, ['forest-small']],
	[1920, 1080, ['forest-large']],
];
const PARTIAL = `?${AREAS.filter(([id]) => !TYPED.some(([, , ids]) => ids.includes(id)))
	.map(([id, s, c]) => `${id}=${s}:${c.join(',')}`)
	.join('&')}&t=${TRACK.join(',')}`;

for (const lang of ['fr', 'en']) {
	test(`${lang}: the rulebook’s big-scoring example by keyboard at 390×844, 1280×800 and 1920×1080; a refusal; axe${lang === 'fr' ? '; reload; new count' : ''}`, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await openSheet(page, lang, PARTIAL);
		for (const [width, height, ids] of TYPED) {
			await page.setViewportSize({ width, height });
			if (width === 390) for (const [i, n] of NAMES.entries()) await typeInto(page, `.sheet-names li:nth-child(${i + 1}) input`, n);
			for (const [id, spaces, counts] of AREAS.filter(([a]) => ids.includes(a))) {
				await typeInto(page, `#${id}-s`, String(spaces));
				for (const [i, c] of counts.entries()) if (c) await typeInto(page, `#${id}-${i}`, String(c));
			}
			if (width === 1920) for (const [i, h] of HERDS.entries()) await typeInto(page, `#herds-${i}`, h);
			await noOverflow(page, width);
			if (width === 390) {
				// an impossible count is refused next to its box, with the rule that limits it, and left out
				await typeInto(page, '#water-small-0', '-1');
				const refusal = page.locator('[data-field="water-small-0"] [data-sheet-refusal]');
				await refusal.waitFor();
				assert.equal(await page.locator('#water-small-0').getAttribute('aria-invalid'), 'true');
				assert.match(await refusal.locator('a').getAttribute('href'), /\/wildlife\/scoring\/#areas$/);
				assert.ok(await refusal.isVisible(), 'the refusal is on screen');
				await noOverflow(page, width);
				assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} 390: the sheet with a refusal`);
				await typeInto(page, '#water-small-0', '');
				assert.equal(await refusal.count(), 0);
			}
		}
		for (const [k, [, , , points]] of AREAS.entries()) assert.deepEqual(await rowPoints(page, k), byPlayer(points), AREAS[k][0]);
		assert.deepEqual(await rowPoints(page, AREAS.length), HERD_POINTS, 'the herds');
		assert.deepEqual(await shown(page, 'data-points'), TOTAL, '20 / 21 / 20 / 17');
		assert.deepEqual(await shown(page, 'data-total'), AFTER, 'the new positions');
		// each line says why, with a link to the rule: the forest's three-way tie, the herds
		const forest = page.locator('[data-area="forest-large"] [data-why]');
		assert.match(await forest.innerText(), /Orange/);
		assert.match(await forest.locator('a').last().getAttribute('href'), /\/wildlife\/scoring\/#ties$/);
		const herds = page.locator('[data-field="herds-0"]').locator('xpath=ancestor::fieldset[1]').locator('[data-why]');
		assert.match(await herds.innerText(), /Vert|Bleu/);
		assert.match(await herds.locator('a').last().getAttribute('href'), /\/wildlife\/scoring\/#herds$/);
		// the URL holds the count
		assert.match(page.url(), /forest-large=9:3,3,3/);
		assert.match(page.url(), /h=4\.4\.2\.2\.1\.1,11\.2\.1/);
		if (lang === 'fr') {
			// and so does the device: a reload loses nothing
			await page.goto(PATH(lang));
			await page.locator('[data-score-sheet="ready"]').waitFor();
			assert.deepEqual(await shown(page, 'data-points'), TOTAL, 'the device kept the count (no query in the address)');
			assert.equal(await page.locator('.sheet-names li:nth-child(2) input').inputValue(), 'Vert');
			await page.locator('[data-sheet-new]').click();
			assert.deepEqual(await shown(page, 'data-total'), { A: 0, B: 0, C: 0, D: 0 }, 'a new count is empty');
			assert.equal(await page.locator('#savanna-small-s').inputValue(), '');
			assert.equal(new URL(page.url()).search, '');
			await page.reload();
			await page.locator('[data-score-sheet="ready"]').waitFor();
			assert.equal(await page.locator('#savanna-small-s').inputValue(), '', 'cleared on the device too');
		}
		assertNoConsoleErrors(page);
		await page.close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: the same count through a hand-written link; the final scoring's winner; one printed page`, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await openSheet(page, lang, `${LINK}&end=1`);
		assert.deepEqual(await shown(page, 'data-points'), TOTAL);
		assert.deepEqual(await shown(page, 'data-total'), AFTER);
		// the final scoring: Green is furthest along the track
		const winner = page.locator('[data-winner]');
		assert.equal(await winner.getAttribute('data-winner'), 'B');
		assert.match(await winner.innerText(), /Vert/);
		assert.match(await winner.locator('a').getAttribute('href'), /\/wildlife\/end-and-variants\/#final-scoring$/);
		await printsOnOnePage(page); // it prints as a one-page score sheet
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
