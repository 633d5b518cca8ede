/**
 * A reader scrolling down a chapter on a phone: each walkthrough hydrates as it comes into view
 * (client:visible), and the page must not move under the reader's thumb. Until 26 Nov a stage that
 * hydrated scrolled itself to the top of the screen (the "leave present mode" effect ran on mount):
 * 700 px on WildLife's turn page, and the stage test's try-it found its refusal a screen away when a
 * widget above hydrated during a resize. Every page with walkthroughs, in French (the layout is the
 * same in English for this: no text decides where a stage starts), each stage in page order.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, builtWidgets, keptPages, newPage, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();

/** Pages and their walkthroughs hydrated on visibility, in page order. */
const pages = new Map();
for (const w of await builtWidgets()) {
	if (w.lang !== 'fr' || !w.id || w.directive !== 'visible') continue;
	pages.set(w.path, [...(pages.get(w.path) ?? []), w.id]);
}

/** One phone tab for the pages in turn (lib.mjs keptPages). */
const phone = keptPages(() => newPage(site.browser, { width: 390, height: 844, reducedMotion: 'reduce' }));

test('there are walkthroughs that hydrate as they come into view', () => {
	assert.ok(pages.size >= 8, `pages with walkthroughs hydrated on visibility: ${pages.size}`);
});

for (const [path, ids] of pages) {
	test(`${path}: scrolling to ${ids.join(', ')} on a phone, each hydrates where the reader put it`, async () => {
		await phone.use(async (page) => {
			await page.goto(path);
			for (const id of ids) {
				const sel = `[data-walkthrough="${id}"]`;
				// The stage's top at 60 % of the screen: in view (so it hydrates), not where a stage aligns itself.
				const target = await page.evaluate((s) => {
					const want = Math.round(window.innerHeight * 0.6);
					const el = /** @type {HTMLElement} */ (document.querySelector(s));
					window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - want, behavior: 'instant' });
					return Math.round(el.getBoundingClientRect().top);
				}, sel);
				await page.locator(`${sel}[data-hydrated="true"]`).waitFor();
				const top = await page.evaluate(async (s) => {
					await new Promise((r) => setTimeout(r, 400));
					await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
					return Math.round(/** @type {HTMLElement} */ (document.querySelector(s)).getBoundingClientRect().top);
				}, sel);
				assert.ok(Math.abs(top - target) <= 8, `${id}: the page moved as it hydrated (its top went from ${target} to ${top} px on screen)`);
			}
			assertNoConsoleErrors(page);
		});
	});
}
