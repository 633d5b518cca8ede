// Boards a reader can read, checked in the built site for every page that has a board: each board
// has its key with the terrain names of the page's language; terrains are drawn with a pattern
// (scoped per game, so a bare .t-water elsewhere would draw nothing); pieces carry letter and
// shape; the overview's picture is there without JavaScript and ships none. (The cards page's
// board appears only in its table part, after a click: not in the built HTML, so not listed.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { assertNoConsoleErrors, distFileForPath, newPage, sitePages, useSiteBrowser, newContext } from '../lib.mjs';

const site = useSiteBrowser();

const TERRAIN_NAMES = {
	fr: { water: 'Eau', steppe: 'Steppe', savanna: 'Savane', forest: 'Forêt', mountain: 'Montagne', desert: 'Désert' },
	en: { water: 'Water', steppe: 'Steppe', savanna: 'Savanna', forest: 'Forest', mountain: 'Mountain', desert: 'Desert' },
};
const KEY_TITLE = { fr: 'Légende', en: 'Key' };

const htmlOf = async (path) => readFileSync(await distFileForPath(path), 'utf8');
const pages = [];
for (const p of await sitePages()) if (/class="sq-grid/.test(await htmlOf(p))) pages.push(p);

test('boards are found in the built pages (widgets and the overview picture)', () => {
	assert.ok(pages.length >= 8, `only ${pages.length} pages with a board`);
	assert.ok(pages.includes('/fr/wildlife/overview/') && pages.includes('/en/wildlife/overview/'));
});

for (const path of pages) {
	const lang = path.startsWith('/fr/') ? 'fr' : 'en';
	test(`${path}: every board has its key, coordinates, patterned terrains and shaped pieces`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		await page.goto(path);
		const walkthroughs = page.locator('[data-walkthrough]');
		for (let i = 0; i < (await walkthroughs.count()); i++) {
			await walkthroughs.nth(i).scrollIntoViewIfNeeded();
			await page.waitForSelector(`[data-walkthrough="${await walkthroughs.nth(i).getAttribute('data-walkthrough')}"][data-hydrated="true"]`);
		}
		const boards = await page.locator('.sq-wrap').evaluateAll((wraps) =>
			wraps.map((w) => {
				const cells = [...w.querySelectorAll('.sq-cell')];
				const terrains = [...new Set(cells.map((c) => [...c.classList].find((k) => k.startsWith('t-'))).filter(Boolean))];
				return {
					key: w.querySelector('.board-key-title')?.textContent ?? null,
					names: [...w.querySelectorAll('.board-key-list li')].map((li) => li.textContent.trim()),
					cols: w.querySelectorAll('.sq-coord-col').length,
					terrains,
					unpatterned: cells.filter((c) => getComputedStyle(c).backgroundImage === 'none').map((c) => c.dataset.cell),
					scoped: cells.every((c) => c.closest('[data-game]')),
					shapes: [...w.querySelectorAll('.token')].map((t) => t.getAttribute('data-shape')),
					unnamed: [...w.querySelectorAll('button.sq-cell')].filter((b) => !b.getAttribute('aria-label')).length,
				};
			}),
		);
		assert.ok(boards.length > 0, 'a board on the page');
		for (const b of boards) {
			assert.equal(b.key, KEY_TITLE[lang]);
			for (const t of b.terrains) assert.ok(b.names.includes(TERRAIN_NAMES[lang][t.slice(2)]), `${t} named in the key: ${b.names}`);
			assert.ok(b.cols > 0, 'column numbers');
			assert.deepEqual(b.unpatterned, [], 'every terrain cell has a pattern');
			assert.ok(b.scoped, 'cells sit inside their game ([data-game])');
			assert.ok(b.shapes.every(Boolean), 'every piece has a shape');
			assert.equal(b.unnamed, 0, 'every cell has a name');
		}
		assertNoConsoleErrors(page);
		await page.context().close();
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: the overview opens with its labelled picture, without JavaScript and shipping none`, async () => {
		const html = await htmlOf(`/${lang}/wildlife/overview/`);
		assert.doesNotMatch(html, /<astro-island/, 'no island on the overview');
		const context = await newContext(site.browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`/${lang}/wildlife/overview/`);
		const picture = page.locator('figure.wl-picture');
		assert.ok(await picture.locator('.sq-picture').isVisible(), 'the board is drawn without JavaScript');
		assert.equal(await picture.locator('.board-key-list li').count(), 7, 'six terrains and the area border in the key');
		assert.equal(await picture.locator('button').count(), 0, 'a picture, not dead controls');
		await context.close();
		// The figure comes before the first section, with its caption and callouts.
		const figure = html.indexOf('<figure class="wl-picture"');
		assert.ok(figure > 0 && figure < html.indexOf('id="goal"'), 'picture before the first section');
		assert.match(html, /<figcaption>.*?(Schéma pédagogique|Teaching diagram)/s);
		assert.match(html, /role="img" aria-label="[^"]+"/);
	});
}
