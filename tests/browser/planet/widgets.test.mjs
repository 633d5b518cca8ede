// Planet's widgets in the built site without JavaScript: the guided example reads as steps and the
// flat net is drawn. Their behaviour (the planet turned by the arrow keys and the face announced, a
// tile placed from the keyboard, a taken face refused with its rule, the award's try-it keeping 2
// to 4 planets) is checked in tests/component/planet/widgets.test.tsx (issue 31).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newContext, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();

for (const lang of ['fr', 'en']) {
	test(`${lang}: without JavaScript, the planet's guided example is a list of steps and the flat net is drawn`, async () => {
		const context = await newContext(site.browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`/${lang}/planet/regions/`);
		const w = page.locator('[data-walkthrough="regions-example"]');
		assert.ok((await w.locator('.wt-steps li').count()) >= 6, 'every step listed');
		assert.ok(await w.locator('svg.pl-net').first().isVisible(), 'the net is drawn');
		assert.equal(await w.locator('svg.pl-net g.pl-face').count(), 12, 'all 12 faces');
		await context.close();
	});
}
