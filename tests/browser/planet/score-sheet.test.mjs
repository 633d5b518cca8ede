// Planet, "Score the game" (issue 30): a table enters the end chapter's scoring example by
// keyboard — Anna holds the glacier card and copies the rulebook's line (11 to 13 glacier areas,
// 2 points), has 12 glacier areas and four animal cards (glacier, forest, desert, ocean); Bruno
// holds the ocean card whose line (18 to 21 areas, 3 points) is the example's teaching line
// (src/machines/planet/examples/endScoring.ts), has 20 ocean areas and five animal cards (four
// ocean, one mountain) — and gets 9 and 9, Bruno winning on animal cards (5 to 4); the same
// through a hand-written link; a refused value says why next to its box; a reload loses nothing
// and "New count" clears; one printed page; axe with and without JavaScript; 390×844, 1280×800
// and 1920×1080.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoViolations, axeViolations } from '../axe.mjs';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, sheetWithoutScript, typeInto } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
const PATH = (lang) => `/${lang}/planet/score-sheet/`;
const NAMES = ['Anna', 'Bruno'];
const PLAYERS = [
	{ objective: 'glacier', line: ['11', '13', '2'], parcels: '12', animals: { glacier: '1', forest: '1', desert: '1', ocean: '1' } },
	{ objective: 'ocean', line: ['18', '21', '3'], parcels: '20', animals: { ocean: '4', mountain: '1' } },
];
const TOTAL = { A: 9, B: 9 };
const LINK = '?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&cB=18-21:3&aA=glacier:1,forest:1,desert:1,ocean:1&aB=ocean:4,mountain:1';

const openSheet = (page, lang, query = '') => openSheetAt(page, `${PATH(lang)}${query}`);

async function totals(page) {
	const out = {};
	for (const p of ['A', 'B']) out[p] = (await page.locator(`[data-total="${p}"]`).innerText()).trim();
	return out;
}
const numbers = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)]));

for (const [lang, width, height] of [
	['fr', 390, 844],
	['en', 1280, 800],
	['fr', 1920, 1080],
]) {
	test(`${lang} ${width}×${height}: the end chapter’s example by keyboard; the tie-break; reload; new count`, async () => {
		const page = await newPage(site.browser, { width, height });
		await openSheet(page, lang);
		for (const [i, n] of NAMES.entries()) await typeInto(page, `.sheet-names li:nth-child(${i + 1}) input`, n);
		for (const [i, p] of PLAYERS.entries()) {
			// the objective card's terrain, chosen by keyboard in its list
			await page.locator(`#pl-o${i}`).focus();
			await page.locator(`#pl-o${i}`).selectOption(p.objective);
			for (const [k, field] of ['min', 'max', 'points'].entries()) await typeInto(page, `#pl-c${i}l0${field}`, p.line[k]);
			await typeInto(page, `#pl-n${i}`, p.parcels);
			for (const [t, n] of Object.entries(p.animals)) await typeInto(page, `#pl-a${i}${t}`, n);
		}
		assert.deepEqual(numbers(await totals(page)), TOTAL);
		const winner = page.locator('.sheet-winner');
		assert.equal(await winner.getAttribute('data-winner'), 'B', 'Bruno wins on animal cards');
		assert.match(await winner.innerText(), lang === 'fr' ? /Bruno en a le plus \(5\)/ : /Bruno has the most animal cards \(5\)/);
		assert.match(await winner.locator('a').getAttribute('href'), /\/planet\/end\/#ties$/);
		// each number says why, with a link to the rule
		const why = page.locator('[data-player="A"] [data-why="objective"]');
		assert.match(await why.innerText(), /Anna.*12.*11.*13/);
		assert.match(await why.locator('a').getAttribute('href'), /\/planet\/end\/#objective$/);
		assert.match(await page.locator('[data-player="B"] [data-why="animals"] a').getAttribute('href'), /\/planet\/end\/#animal-points$/);
		// an impossible count is refused next to its box, with the rule that limits it, and left out
		await typeInto(page, '#pl-n0', '61');
		const refusal = page.locator('[data-field="pl-n0"] [data-sheet-refusal]');
		await refusal.waitFor();
		assert.equal(await page.locator('#pl-n0').getAttribute('aria-invalid'), 'true');
		assert.match(await refusal.locator('a').getAttribute('href'), /\/planet\/end\/#objective$/);
		assert.ok(await refusal.isVisible(), 'the refusal is on screen');
		assert.equal(await page.locator('.sheet-winner').count(), 0, 'no winner while a value is refused');
		await typeInto(page, '#pl-n0', '12');
		assert.equal(await refusal.count(), 0);
		await noOverflow(page, width);
		assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} ${width}: the filled sheet`);
		// the URL holds the count, and so does the device: a reload loses nothing
		assert.match(page.url(), /cA=11-13:2/);
		assert.match(page.url(), /aB=ocean:4,mountain:1/);
		await page.goto(PATH(lang));
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.deepEqual(numbers(await totals(page)), TOTAL, 'the device kept the count (no query in the address)');
		assert.equal(await page.locator('#pl-o1').inputValue(), 'ocean');
		await page.locator('[data-sheet-new]').click();
		assert.deepEqual(await totals(page), { A: '…', B: '…' }, 'a new count waits for its numbers');
		assert.equal(await page.locator('#pl-n0').inputValue(), '');
		assert.equal(new URL(page.url()).search, '');
		await page.reload();
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.equal(await page.locator('#pl-c0l0min').inputValue(), '', 'cleared on the device too');
		assertNoConsoleErrors(page);
		await page.close();
	});
}

// The other language at each size: the same count through a hand-written link, the sheet holding
// on the screen (no sideways scroll, axe), and one printed page.
for (const [lang, width, height] of [
	['en', 390, 844],
	['fr', 1280, 800],
	['en', 1920, 1080],
]) {
	test(`${lang} ${width}×${height}: the same count through a hand-written link; one printed page`, async () => {
		const page = await newPage(site.browser, { width, height });
		await openSheet(page, lang, LINK);
		await noOverflow(page, width);
		assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} ${width}: the sheet from a link`);
		assert.deepEqual(numbers(await totals(page)), TOTAL);
		assert.equal(await page.locator('.sheet-winner').getAttribute('data-winner'), 'B');
		assert.match(await page.locator('[data-player="B"] [data-why="objective"]').innerText(), /Bruno.*20.*18.*21/);
		await printsOnOnePage(page); // it prints as a one-page score sheet
		assertNoConsoleErrors(page);
		await page.close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
