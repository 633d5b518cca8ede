// Caldera Park, "Score the game" (issue 30): a player enters Mia's final scoring (the rulebook's
// worked example, 134 points) by keyboard as counts — tiles flipped, landscape spaces still
// showing, river spaces covered, geysers surrounded, each species' best family — and gets every
// category's points, 134 and the solo band; the Sun reading switch changes a family next to the
// Sun as it should; a refused value says why next to its box; a reload loses nothing and "New
// count" clears; the same count through a hand-written link; one printed page; axe with and
// without JavaScript; 390×844, 1280×800 and 1920×1080 in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoViolations, axeViolations } from '../axe.mjs';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';
import { noOverflow, openSheetAt, printsOnOnePage, sheetWithoutScript, typeInto } from '../score-sheet-checks.mjs';

const site = useSiteBrowser();
const PATH = (lang) => `/${lang}/caldera-park/score-sheet/`;
// Mia's counts (rulebook: 134): the categories' points are the rulebook's.
const MIA = {
	weather0: '2',
	waterfalls0: '0',
	mountains0: '0',
	prairie0: '7',
	forest0: '0',
	river0: '1',
	river0c: '6',
	geysers0: '2',
	goat0: '6',
	goat0w: '2',
	bear0: '10',
	bear0w: '2',
	wolf0: '4',
	wolf0w: '2',
	moose0: '12',
	moose0w: '3',
	eagle0: '10',
	eagle0w: '3',
	bison0: '2',
	bison0w: '1',
};
const POINTS = {
	weather: 0,
	waterfalls: 4,
	mountains: 7,
	prairie: 0,
	forest: 7,
	river: 0,
	geysers: 8,
	goat: 12,
	bear: 20,
	wolf: 8,
	moose: 36,
	eagle: 30,
	bison: 2,
};
const LINK =
	'?p=Mia&weather=2&waterfalls=0&mountains=0&prairie=7&forest=0&river=1&rivercovered=6&geysers=2&goat=6:2&bear=10:2&wolf=4:2&moose=12:3&eagle=10:3&bison=2:1';

const openSheet = (page, lang, query = '') => openSheetAt(page, `${PATH(lang)}${query}`);

const total = async (page) => Number(await page.locator('[data-total="A"]').innerText());

async function points(page) {
	return Object.fromEntries(await Promise.all(Object.keys(POINTS).map(async (c) => [c, Number(await page.locator(`[data-points="${c}:A"]`).innerText())])));
}

// Every size in both languages enters Mia by keyboard; the Sun switch, the refusal, reload and new
// count are checked once per language (`full`), so the file stays lean.
for (const [lang, width, height, full] of [
	['fr', 390, 844, true],
	['en', 1280, 800, true],
	['en', 390, 844, false],
	['fr', 1280, 800, false],
	['en', 1920, 1080, false],
	['fr', 1920, 1080, false],
]) {
	test(`${lang} ${width}×${height}: Mia’s 134 by keyboard${full ? ', the Sun switch, a refusal; reload; new count' : ''}`, async () => {
		const page = await newPage(site.browser, { width, height });
		await openSheet(page, lang);
		// one player: the solo game
		await page.locator('.sheet-count select').focus();
		await page.locator('.sheet-count select').selectOption('1');
		await typeInto(page, '.sheet-names li:nth-child(1) input', 'Mia');
		for (const [id, v] of Object.entries(MIA)) await typeInto(page, `#${id}`, v);
		assert.deepEqual(await points(page), POINTS, 'each category as the rulebook scores it');
		assert.equal(await total(page), 134);
		const band = page.locator('[data-band]');
		assert.equal(await band.getAttribute('data-band'), '2', '134: the 110-and-up band');
		assert.match(await band.locator('a').getAttribute('href'), /\/caldera-park\/solo\/#rating-bands$/);
		// each number says why, with a link to the rule
		const moose = page.locator('[data-why="moose"]');
		assert.match(await moose.innerText(), /Mia/);
		assert.match(await moose.innerText(), /36/);
		assert.match(await moose.locator('a').last().getAttribute('href'), /\/caldera-park\/scoring\/#water-points$/);
		assert.match(await page.locator('[data-why="prairie"] a').getAttribute('href'), /\/scoring\/#prairie$/);
		if (!full) {
			await noOverflow(page, width);
			assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} ${width}: the filled sheet`);
			assertNoConsoleErrors(page);
			await page.close();
			return;
		}
		// the Sun: the moose family touching it is worth (12 + 1) × 3 under our reading, 12 × 3 + 1 under the other
		await page.locator('#moose0s').focus();
		await page.keyboard.press('Space');
		assert.equal(await total(page), 137);
		assert.match(await moose.locator('[data-reading="sun-then-multiply"] a').getAttribute('href'), /\/caldera-park\/rulings\/#sun-then-multiply$/);
		await page.locator('input[name="cp-sheet-sun"]').nth(1).check();
		assert.equal(await total(page), 135);
		await page.waitForURL(/sun=other/);
		await page.locator('input[name="cp-sheet-sun"]').nth(0).check();
		await page.locator('#moose0s').focus();
		await page.keyboard.press('Space');
		assert.equal(await total(page), 134);
		// an impossible count is refused next to its box, with the rule that limits it, and left out
		await typeInto(page, '#waterfalls0', '7');
		const refusal = page.locator('[data-field="waterfalls0"] [data-sheet-refusal]');
		await refusal.waitFor();
		assert.equal(await page.locator('#waterfalls0').getAttribute('aria-invalid'), 'true');
		assert.match(await refusal.locator('a').getAttribute('href'), /\/scoring\/#waterfalls$/);
		assert.equal(await total(page), 130);
		await typeInto(page, '#waterfalls0', '0');
		assert.equal(await refusal.count(), 0);
		await noOverflow(page, width);
		assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), `${lang} ${width}: the filled sheet`);
		// the URL holds the count, and so does the device: a reload loses nothing
		await page.waitForURL(/moose=12:3&/);
		await page.goto(PATH(lang));
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.equal(await total(page), 134, 'the device kept the count (no query in the address)');
		assert.equal(await page.locator('.sheet-names li:nth-child(1) input').inputValue(), 'Mia');
		await page.locator('[data-sheet-new]').click();
		assert.equal(await total(page), 0, 'a new count is empty');
		assert.equal(await page.locator('#moose0').inputValue(), '');
		assert.equal(new URL(page.url()).search, '');
		await page.reload();
		await page.locator('[data-score-sheet="ready"]').waitFor();
		assert.equal(await page.locator('#moose0').inputValue(), '', 'cleared on the device too');
		assertNoConsoleErrors(page);
		await page.close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: Mia’s count through a hand-written link; one printed page`, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await openSheet(page, lang, LINK);
		assert.deepEqual(await points(page), POINTS);
		assert.equal(await total(page), 134);
		assert.equal(await page.locator('.sheet-names li:nth-child(1) input').inputValue(), 'Mia');
		await printsOnOnePage(page); // it prints as a one-page score sheet
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: without JavaScript the page says what the sheet needs, with no dead field; axe`, async () => {
		await sheetWithoutScript(site.browser, `${PATH(lang)}${LINK}`, lang);
	});
}
