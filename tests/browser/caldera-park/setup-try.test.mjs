// Caldera Park's set-up walkthrough is on two pages. Its try-it rates a solo score against the
// rulebook's bands, so only the solo page offers it: on the set-up page a "Try it" about scores
// misled a learner (review ux.md, minor 10). Checked in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, openWidget, tryItReady, useSiteBrowser } from '../lib.mjs';

const site = useSiteBrowser();
const ID = 'park-setup';

for (const lang of ['fr', 'en']) {
	test(`${lang}: the set-up page's walkthrough has no try-it; the solo page's rates a score`, async () => {
		const page = await newPage(site.browser);
		const setup = await openWidget(page, `/${lang}/caldera-park/setup/`, ID);
		assert.equal(await setup.locator('[data-mode-switch]').count(), 0, 'no Guided / Try it switch on the set-up page');
		assert.ok((await setup.locator('.wt-narration').textContent())?.trim(), 'the guided walk is there');
		const solo = await openWidget(page, `/${lang}/caldera-park/solo/`, ID);
		await solo.locator('[data-mode-switch="try"]').click();
		await tryItReady(solo);
		// The try-it opens on a score and names its band.
		await solo.locator('.wt-try [role="status"]', { hasText: /134/ }).waitFor();
		assertNoConsoleErrors(page);
		await page.close();
	});
}
