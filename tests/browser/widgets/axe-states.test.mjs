// axe (WCAG 2.2 AA) on every widget in interactive states the page-level check never sees:
// a guided step with its panels opened, and try-it after a first move (often a refusal), in the
// light theme (English) and the dark theme (French).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { assertNoConsoleErrors, newPage, useSiteBrowser, tryItReady } from '../lib.mjs';

const site = useSiteBrowser();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDGETS = [
	['setup', 'setup-example'],
	['turn', 'actions-demo'],
	['turn', 'turn-demo'],
	['cards', 'cards-events'],
	['auction', 'auction-example'],
	['scoring', 'big-scoring'],
	['scoring', 'tie-explorer'],
	['scoring', 'small-scoring-example'],
];

async function violations(page, selector) {
	const res = await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze();
	return res.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const [theme, lang] of [['light', 'en'], ['dark', 'fr']]) {
	for (const [slug, id] of WIDGETS) {
		test(`${theme} theme, ${lang}: ${id} has no axe violation in guided and try-it states`, async () => {
			const page = await newPage(site.browser, { colorScheme: theme });
			await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
			await page.goto(`/${lang}/wildlife/${slug}/`);
			const sel = `[data-walkthrough="${id}"]`;
			const w = page.locator(sel);
			await w.scrollIntoViewIfNeeded();
			await page.waitForSelector(`${sel}[data-hydrated="true"]`);
			await w.locator('.wt-btn-primary').click();
			await w.locator('.wt-btn-primary').click();
			await w.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = true)));
			assert.deepEqual(await violations(page, sel), [], 'guided step');
			const tryIt = w.locator('.wt-modes button').nth(1);
			if (await tryIt.count()) {
				await tryIt.click();
				await tryItReady(w);
				const cell = w.locator('.wt-try .sq-cell').first();
				if (await cell.count()) await cell.click();
				await w.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = true)));
				assert.deepEqual(await violations(page, sel), [], 'try-it after a first move');
			}
			assertNoConsoleErrors(page);
			await page.close();
		});
	}
}
