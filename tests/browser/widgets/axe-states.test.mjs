// axe (WCAG 2.2 AA and best practices) on every widget in interactive states the page-level
// check never sees: a guided step with its panels opened, and try-it after a first move (often
// a refusal), in the light theme (English) and the dark theme (French).
// The widgets are found in the built HTML (every [data-walkthrough] island in dist/), so a new
// widget or a new game is covered without editing this file; a board is played by its cells
// whatever its shape (square or hex).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { assertNoConsoleErrors, BOARD_CELL, builtWidgets, newPage, openWidget, tryItReady, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const widgets = (await builtWidgets()).filter((w) => w.id);

async function violations(page, selector) {
	const res = await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze();
	return res.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('the built site has widgets to check', () => {
	assert.ok(widgets.length > 0, 'no [data-walkthrough] island in dist/');
});

for (const [theme, lang] of [['light', 'en'], ['dark', 'fr']]) {
	describe(`${theme} theme, ${lang}`, () => {
		for (const { path, id, board } of widgets.filter((w) => w.lang === lang)) {
			test(`${path} ${id}${board ? ` (${board} board)` : ''} has no axe violation in guided and try-it states`, async () => {
				const page = await newPage(site.browser, { colorScheme: theme });
				await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
				const sel = `[data-walkthrough="${id}"]`;
				const w = await openWidget(page, path, id);
				const next = w.locator('.wt-btn-primary');
				if (await next.count()) {
					await next.click();
					await next.click();
				}
				await w.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = true)));
				assert.deepEqual(await violations(page, sel), [], 'guided step');
				const tryIt = w.locator('.wt-modes button').nth(1);
				if (await tryIt.count()) {
					await tryIt.click();
					await tryItReady(w);
					const cell = w.locator(`.wt-try ${BOARD_CELL}`).first();
					if (await cell.count()) await cell.click();
					await w.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = true)));
					assert.deepEqual(await violations(page, sel), [], 'try-it after a first move');
				}
				assertNoConsoleErrors(page);
				await page.close();
			});
		}
	});
}
