// Planet's widgets in the built site, as a reader uses them: the planet turns with the arrow keys
// and announces the face in front; a tile is chosen, turned and placed from the keyboard on the flat
// net, and a taken face is refused with a link to its rule; the award's try-it keeps 2 to 4
// planets; without JavaScript the guided example reads as steps and the flat net is drawn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, openWidget, tryItReady, useSiteBrowser, withBase, newContext } from '../lib.mjs';

const site = useSiteBrowser();

test('en: the planet turns with the arrow keys; a tile is placed by keyboard; a taken face is refused', async () => {
	const page = await newPage(site.browser, { width: 390, height: 844, reducedMotion: 'reduce' });
	const w = await openWidget(page, '/en/planet/round/', 'planet-example');
	await w.getByRole('button', { name: 'Try it', exact: true }).click();
	await tryItReady(w);
	const globe = w.locator('.wt-try svg.pl-globe');
	const before = await globe.getAttribute('aria-label');
	await globe.focus();
	for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
	assert.match((await w.locator('.wt-try .pl-globe-wrap [aria-live]').textContent()) ?? '', /Face \d+ in front\./);
	assert.notEqual(await globe.getAttribute('aria-label'), before, 'the face in front changed');
	// Choose tile 2, turn it, place it on face 4 with Enter on the net.
	await w.getByRole('button', { name: /^Tile 2:/ }).click();
	await w.getByRole('button', { name: 'Turn the tile right' }).click();
	const face4 = w.locator('.wt-try [data-cell="face-4"]');
	await face4.focus();
	await page.keyboard.press('Enter');
	assert.match((await face4.getAttribute('aria-label')) ?? '', /^Face 4: \w+/);
	assert.match((await w.locator('.wt-try .pl-display .pl-h').textContent()) ?? '', /round 2/);
	// Face 4 again: refused, with the rule's link.
	await w.getByRole('button', { name: /^Tile 1:/ }).click();
	await face4.focus();
	await page.keyboard.press('Enter');
	const alert = w.locator('[role="alert"]');
	await alert.waitFor();
	assert.match((await alert.textContent()) ?? '', /Face 4 already holds a tile/);
	assert.equal(await alert.locator('a').getAttribute('href'), withBase('/en/planet/round/#free-face'));
	assertNoConsoleErrors(page);
	await page.close();
});

test('fr: the award try-it keeps 2 to 4 planets and says who takes the fox', async () => {
	const page = await newPage(site.browser, { reducedMotion: 'reduce' });
	const w = await openWidget(page, '/fr/planet/animals/', 'animal-award-example');
	await w.getByRole('button', { name: 'À vous de jouer', exact: true }).click();
	await tryItReady(w);
	assert.match(
		(await w.locator('.wt-try').textContent()) ?? '',
		/Céline est la seule à en avoir une, de 5\u00a0parcelles|Céline est la seule à en avoir une, de 5 parcelles/,
	);
	await w.locator('[data-cell="planet-1"]').click();
	await w.locator('[data-cell="planet-2"]').click();
	await w.locator('[data-cell="planet-4"]').click();
	const alert = w.locator('[role="alert"]');
	await alert.waitFor();
	assert.match((await alert.textContent()) ?? '', /au moins 2\u00a0planètes|au moins 2 planètes/);
	assertNoConsoleErrors(page);
	await page.close();
});

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
