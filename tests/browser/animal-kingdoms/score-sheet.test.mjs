// Animal Kingdoms / Les Royaumes Sauvages, "Score the game" (issue 30): a table enters the
// rulebook's worked kingdom (8/3/3/1: Carla 3 cubes, Abdel and Stéphanie 2, Nicolas 1, a token
// worth 8) and the three-way battle of the end-of-age walkthrough (Abdel, Stéphanie and Carla 2
// cubes each, Nicolas 1; Stéphanie wins; its token, 6, is the example's teaching value:
// src/machines/animal-kingdoms/examples/endOfAge.ts), by keyboard, and gets their points and
// totals; the same through a hand-written link; a refused value says why next to its box; a
// reload loses nothing and "New count" clears; one printed page; axe with and without JavaScript;
// 390×844, 1280×800 and 1920×1080.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoViolations, axeViolations } from '../axe.mjs';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, sheetWithoutScript, typeInto } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
const PATH = (lang) => `/${lang}/animal-kingdoms/score-sheet/`;
const NAMES = ['Abdel', 'Stéphanie', 'Carla', 'Nicolas'];
// Seats A–D. Kingdom of 8 (index 4): 8/3/3/1. Kingdom of 7 (index 3): the battle, Stéphanie (B) wins.
const K8 = { tile: '8', cubes: ['2', '2', '3', '1'], points: { A: 3, B: 3, C: 8, D: 1 } };
const K7 = { tile: '6', cubes: ['2', '2', '2', '1'], points: { A: 3, B: 6, C: 3, D: 1 } };
const TOTAL = { A: 6, B: 9, C: 11, D: 2 };
const LINK = `?p=${NAMES.map(encodeURIComponent).join(',')}&a1k8=8:2,2,3,1&a1k7=6:2,2,2,1:B`;

const openSheet = (page, lang, query = '') => openSheetAt(page, `${PATH(lang)}${query}`);

async function shown(page, attr, prefix = '') {
	return Object.fromEntries(await Promise.all(['A', 'B', 'C', 'D'].map(async (p) => [p, Number(await page.locator(`[${attr}="${prefix}${p}"]`).innerText())])));
}

async function kingdomPoints(page, ki) {
	// the age's table: the kingdom's row, one cell per player
	const row = page.locator('.sheet-age').first().locator('tbody tr').nth(ki);
	const cells = await row.locator('td').allInnerTexts();
	return Object.fromEntries(['A', 'B', 'C', 'D'].map((p, i) => [p, Number(cells[i])]));
}

for (const [lang, width, height] of [
	['fr', 390, 844],
	['en', 1280, 800],
	['en', 390, 844],
	['fr', 1280, 800],
	['fr', 1920, 1080],
]) {
	test(`${lang} ${width}×${height}: the rulebook’s kingdom and the three-way battle, by keyboard; reload; new count`, async () => {
		const page = await newPage(site.browser, { width, height });
		await openSheet(page, lang);
		for (const [i, n] of NAMES.entries()) await typeInto(page, `.sheet-names li:nth-child(${i + 1}) input`, n);
		for (const [ki, k] of [
			[4, K8],
			[3, K7],
		]) {
			const size = ki + 4;
			await typeInto(page, `#a1k${size}t`, k.tile);
			for (const [i, c] of k.cubes.entries()) await typeInto(page, `#a1k${size}c${i}`, c);
		}
		// a tie for the most cubes in the 7-territory kingdom: the sheet asks who won the battle
		const battle = page.locator('[data-kingdom="1:3"] .sheet-choice');
		await battle.getByLabel('Stéphanie', { exact: true }).check();
		assert.deepEqual(await kingdomPoints(page, 4), K8.points, '8/3/3/1');
		assert.deepEqual(await kingdomPoints(page, 3), K7.points, 'the battle: the winner’s token, 3 for each loser, 1 for Nicolas');
		assert.deepEqual(await shown(page, 'data-age-total', '1:'), TOTAL);
		assert.deepEqual(await shown(page, 'data-total'), TOTAL);
		// each number says why, with a link to the rule
		const why8 = page.locator('[data-kingdom="1:4"] [data-why]');
		assert.match(await why8.innerText(), /Carla/);
		assert.match(await why8.locator('a').getAttribute('href'), /\/animal-kingdoms\/end-of-age\/#majority-tile$/);
		assert.match(await page.locator('[data-kingdom="1:3"] [data-why] a').getAttribute('href'), /\/animal-kingdoms\/battles\/#losers$/);
		// an impossible count is refused next to its box, with the rule that limits it, and left out
		await typeInto(page, '#a1k4c0', '-1');
		const refusal = page.locator('[data-field="a1k4c0"] [data-sheet-refusal]');
		await refusal.waitFor();
		assert.equal(await page.locator('#a1k4c0').getAttribute('aria-invalid'), 'true');
		assert.match(await refusal.locator('a').getAttribute('href'), /\/end-of-age\/#scoring-order$/);
		assert.ok(await refusal.isVisible(), 'the refusal is on screen');
		await typeInto(page, '#a1k4c0', '');
		assert.equal(await refusal.count(), 0);
		await noOverflow(page, width);
		assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} ${width}: the filled sheet`);
		// the URL holds the count, and so does the device: a reload loses nothing
		assert.match(page.url(), /a1k8=8:2,2,3,1/);
		assert.match(page.url(), /a1k7=6:2,2,2,1:B/);
		await page.goto(PATH(lang));
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.deepEqual(await shown(page, 'data-total'), TOTAL, 'the device kept the count (no query in the address)');
		assert.equal(await page.locator('.sheet-names li:nth-child(2) input').inputValue(), 'Stéphanie');
		await page.locator('[data-sheet-new]').click();
		assert.deepEqual(await shown(page, 'data-total'), { A: 0, B: 0, C: 0, D: 0 }, 'a new count is empty');
		assert.equal(await page.locator('#a1k8t').inputValue(), '');
		assert.equal(new URL(page.url()).search, '');
		await page.reload();
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.equal(await page.locator('#a1k8t').inputValue(), '', 'cleared on the device too');
		assertNoConsoleErrors(page);
		await page.close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: the same count through a hand-written link`, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await openSheet(page, lang, LINK);
		assert.deepEqual(await kingdomPoints(page, 4), K8.points);
		assert.deepEqual(await kingdomPoints(page, 3), K7.points);
		assert.deepEqual(await shown(page, 'data-total'), TOTAL);
		assert.match(await page.locator('[data-kingdom="1:3"] [data-why]').innerText(), /Stéphanie/);
		await printsOnOnePage(page); // it prints as a one-page score sheet
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
