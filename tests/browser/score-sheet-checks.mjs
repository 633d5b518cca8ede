// What every game's score-sheet browser test (tests/browser/<game>/score-sheet.test.mjs) does the
// same way (issue 30): open a sheet, type into a box by keyboard, check the page is no wider than
// the screen, print it on one A4 page, and read it without JavaScript.
import assert from 'node:assert/strict';
import { assertNoViolations, axeViolations, axeViolationsNoScript } from './axe.mjs';
import { assertNoConsoleErrors, newContext } from './lib.mjs';

/** Opens a score sheet (a site path, with its query) and waits for it to be ready. */
export async function openSheetAt(page, url) {
	await page.goto(url);
	await page.locator('[data-score-sheet="ready"]').waitFor({ timeout: 15000 });
}

/** Types into a box by keyboard: focus, select what is there, type (nothing: clear it). */
export async function typeInto(page, selector, text) {
	const box = page.locator(selector);
	await box.focus();
	await page.keyboard.press('ControlOrMeta+a');
	if (text) await page.keyboard.type(text);
	else await page.keyboard.press('Backspace');
}

export async function noOverflow(page, width) {
	const w = await page.evaluate(() => document.documentElement.scrollWidth);
	assert.ok(w <= width, `the page is no wider than the screen (${w} px on ${width})`);
}

/** It prints as a one-page score sheet. */
export async function printsOnOnePage(page) {
	const pdf = await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true });
	const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
	assert.equal(pages, 1, `prints on one page (${pages})`);
}

/**
 * An impossible count typed by keyboard into the box `#<field>` (`value`) is refused next to it, on
 * screen, and the page still fits `width`; then axe on the sheet (`what` names it), and a clean console.
 */
export async function refusedOnScreen(page, { field, value, width, what }) {
	await typeInto(page, `#${field}`, value);
	const refusal = page.locator(`[data-field="${field}"] [data-sheet-refusal]`);
	await refusal.waitFor();
	assert.ok(await refusal.isVisible(), 'the refusal is on screen');
	await noOverflow(page, width);
	assertNoViolations(await axeViolations(page, { include: '.score-sheet' }), what);
	assertNoConsoleErrors(page);
}

/** Without JavaScript, the sheet at `url` says what it needs, shows no field or button that would not work, and passes axe. */
export async function sheetWithoutScript(browser, url, lang) {
	const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: 'light', viewport: { width: 390, height: 844 } });
	try {
		const page = await context.newPage();
		await page.goto(url);
		const note = page.locator('.sheet-nojs');
		assert.ok(await note.isVisible(), 'the no-JavaScript message shows');
		assert.match((await note.textContent()) ?? '', /JavaScript/);
		assert.equal(await page.locator('.score-sheet :is(input, button, select)').count(), 0, 'no field or button that needs JavaScript');
		assert.ok(!(await page.locator('.sheet-loading').isVisible()), 'no loading line');
		assertNoViolations(await axeViolationsNoScript(page), `${lang} without JavaScript`);
	} finally {
		await context.close();
	}
}
