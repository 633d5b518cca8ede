/**
 * A phone held sideways (844×390: at least 50rem wide, at most 30rem tall; issue 20, item 5): the
 * sidebar folds behind Starlight's menu button (src/styles/site.css, src/components/starlight/shortMenu.ts),
 * the text takes the full width and the header is thin; the menu opens and closes by keyboard, also
 * after a rotation; a laptop keeps its sidebar and a phone held upright its menu.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();

/** What the reader sees of the menu: the pane's state, the button, the text column, the header. */
function menuState(page) {
	return page.evaluate(() => {
		const pane = /** @type {HTMLElement} */ (document.getElementById('starlight__sidebar'));
		const button = /** @type {HTMLElement} */ (document.querySelector('.sl-menu-button'));
		const main = /** @type {HTMLElement} */ (document.querySelector('main')).getBoundingClientRect();
		return {
			paneShown: pane.checkVisibility(),
			paneWidth: Math.round(pane.getBoundingClientRect().width),
			open: pane.matches(':popover-open'),
			button: button.checkVisibility(),
			focusOnButton: document.activeElement === button,
			mainLeft: Math.round(main.left),
			mainWidth: Math.round(main.width),
			header: Math.round(/** @type {HTMLElement} */ (document.querySelector('header.header')).getBoundingClientRect().height),
		};
	});
}

/** Tabs from the top of the page to the menu button (at most 20 presses); true when it got there. */
async function tabToMenu(page) {
	for (let i = 0; i < 20; i++) {
		await page.keyboard.press('Tab');
		if (await page.evaluate(() => document.activeElement?.classList.contains('sl-menu-button'))) return true;
	}
	return false;
}

/** Opens the menu with Enter, checks a chapter link is shown and reachable by Tab, closes it with Escape. */
async function opensAndCloses(page, where) {
	const onButton = await page.evaluate(() => document.activeElement?.classList.contains('sl-menu-button'));
	assert.ok(onButton || (await tabToMenu(page)), `${where}: the menu button is reached by Tab`);
	await page.keyboard.press('Enter');
	let s = await menuState(page);
	assert.ok(s.open && s.paneShown, `${where}: Enter opens the menu (${JSON.stringify(s)})`);
	assert.ok(await page.locator('#starlight__sidebar a[href*="/wildlife/setup/"]').isVisible(), `${where}: the chapters are listed`);
	await page.keyboard.press('Tab');
	assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('#starlight__sidebar'))), `${where}: Tab goes into the menu`);
	await page.keyboard.press('Escape');
	s = await menuState(page);
	assert.ok(!s.open && !s.paneShown, `${where}: Escape closes the menu (${JSON.stringify(s)})`);
}

describe('a phone held sideways: the sidebar behind the menu button', () => {
	test('844×390: the text takes the full width, a thin header, the menu by keyboard (a text page and a widget page)', async () => {
		const page = await newPage(site.browser, { width: 844, height: 390 });
		for (const path of ['/en/wildlife/overview/', '/fr/wildlife/scoring/']) {
			await page.goto(path);
			const s = await menuState(page);
			assert.ok(!s.paneShown, `${path}: the sidebar is folded`);
			assert.ok(s.button, `${path}: the menu button is shown`);
			assert.ok(s.mainLeft <= 1 && s.mainWidth >= 840, `${path}: the text takes the full width (main at ${s.mainLeft}, ${s.mainWidth} px wide)`);
			assert.ok(s.header <= 48, `${path}: the header is at most 48 px tall (${s.header})`);
			await opensAndCloses(page, `${path} at 844×390`);
		}
		assertNoConsoleErrors(page);
		await page.close();
	});

	test('turned from upright to sideways and to a laptop: the menu follows (a popover, then the column)', async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await page.goto('/en/wildlife/overview/');
		await page.setViewportSize({ width: 844, height: 390 });
		await page.waitForTimeout(100);
		await opensAndCloses(page, 'turned to 844×390');
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.waitForTimeout(100);
		let s = await menuState(page);
		assert.ok(s.paneShown && s.paneWidth >= 280 && !s.button, `1280×800: the sidebar column is back, no menu button (${JSON.stringify(s)})`);
		assert.ok(s.mainLeft >= 280, `1280×800: the text beside the sidebar (main at ${s.mainLeft})`);
		await page.setViewportSize({ width: 390, height: 844 });
		await page.waitForTimeout(100);
		s = await menuState(page);
		assert.ok(!s.paneShown && s.button, `back to 390×844: the menu button, the sidebar folded (${JSON.stringify(s)})`);
		// From the top of the page again (the focus was left on the laptop's sidebar).
		await page.evaluate(() => {
			window.scrollTo(0, 0);
			document.body.tabIndex = -1;
			document.body.focus();
		});
		await opensAndCloses(page, 'back to 390×844');
		assertNoConsoleErrors(page);
		await page.close();
	});
});
