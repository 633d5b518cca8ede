// The rulings page at the table: a ruling opened by its link (#id) is expanded and in view, on
// load and on hashchange, in both languages; the filter narrows the list and hides empty topics;
// without JavaScript every question is still there (collapsed) and the filter is not shown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, keptPages, newContext, newPage, READY_GAMES, useSiteBrowser } from './lib.mjs';

const site = useSiteBrowser();
/** One tab for the checks in turn (lib.mjs keptPages); each check's first address differs from the last one's by more than its #hash, so it loads. */
const tab = keptPages(() => newPage(site.browser));

async function inViewport(locator) {
	return locator.evaluate((el) => {
		const r = el.getBoundingClientRect();
		return r.top >= 0 && r.top < window.innerHeight && r.height > 0;
	});
}

for (const lang of ['fr', 'en']) {
	test(`${lang}: a ruling opened by its link is expanded and scrolled into view`, async () => {
		await tab.use(async (page) => {
			await page.goto(`/${lang}/wildlife/rulings/#full-areas`);
			await page.waitForLoadState('load');
			const target = page.locator('details:has(#full-areas)');
			await page.waitForFunction(() => document.querySelector('details:has(#full-areas)')?.open === true);
			assert.ok(await inViewport(target), '#full-areas is in the viewport');
			// Every other ruling stays collapsed.
			const open = await page.locator('details.ruling[open]').count();
			assert.equal(open, 1, 'only the linked ruling is open');
			// A link followed on the same page (hashchange) opens and shows its ruling too.
			await page.evaluate(() => {
				location.hash = '#variant-chart-bids';
			});
			await page.waitForFunction(() => document.querySelector('details:has(#variant-chart-bids)')?.open === true);
			assert.ok(await inViewport(page.locator('details:has(#variant-chart-bids)')), '#variant-chart-bids is in the viewport');
			assertNoConsoleErrors(page);
		});
	});

	test(`${lang}: the filter narrows the list and hides topics left empty`, async () => {
		await tab.use(async (page) => {
			await page.goto(`/${lang}/wildlife/rulings/`);
			const input = page.locator('.rulings-filter input');
			await input.waitFor({ state: 'visible' });
			const all = await page.locator('details.ruling').count();
			assert.ok(all >= 25, `${all} rulings`);
			await input.fill('defense'); // accents do not matter: « Défense »
			await page.waitForFunction(() => document.querySelector('.rulings-filter')?.dataset.shown === 'defense');
			const visible = await page.locator('details.ruling:not([hidden])').count();
			assert.ok(visible > 0 && visible < all, `filter keeps ${visible} of ${all}`);
			const texts = await page.locator('details.ruling:not([hidden])').allTextContents();
			for (const t of texts) assert.match(t.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), /defense/i);
			// The setup topic has no ruling about Defense: its heading is hidden with its list.
			assert.equal(await page.locator('[data-rulings-topic="setup"]').isHidden(), true, 'setup list hidden');
			assert.equal(await page.locator('h2#topic-setup').isHidden(), true, 'setup heading hidden');
			const status = await page.locator('.rulings-filter output').textContent();
			assert.match(status ?? '', new RegExp(`${visible}`));
			// A link to a ruling the filter hides clears the filter and shows it, open.
			await page.evaluate(() => {
				location.hash = '#seeding-counts';
			});
			await page.waitForFunction(() => document.querySelector('details:has(#seeding-counts)')?.open === true);
			assert.equal(await page.locator('details:has(#seeding-counts)').isVisible(), true, 'linked ruling visible');
			assert.equal(await page.locator('h2#topic-setup').isVisible(), true, 'its topic heading visible');
			assert.equal(await input.inputValue(), '', 'filter cleared');
			await input.fill('defense');
			await input.fill('');
			await page.waitForFunction(() => document.querySelector('.rulings-filter')?.dataset.shown === '');
			assert.equal(await page.locator('details.ruling:not([hidden])').count(), all, 'clearing the filter shows everything');
			assertNoConsoleErrors(page);
		});
	});
}

// The hint under the filter gives words of the game's own rulings (not WildLife's on every game),
// and each of them finds at least one ruling of that game.
for (const game of READY_GAMES.filter((g) => g.chapters.includes('rulings'))) {
	test(`${game.slug}: each word the filter's hint suggests finds a ruling, in both languages`, async () => {
		await tab.use(async (page) => {
			for (const lang of ['fr', 'en']) {
				await page.goto(`/${lang}/${game.slug}/rulings/`);
				const input = page.locator('.rulings-filter input');
				await input.waitFor({ state: 'visible' });
				const hint = (await page.locator('#rulings-filter-hint').textContent()) ?? '';
				const words = [...hint.matchAll(lang === 'fr' ? /«\u00a0(.+?)\u00a0»/g : /“(.+?)”/g)].map((m) => m[1]);
				assert.ok(words.length >= 2, `${lang} hint gives example words: ${hint}`);
				const all = await page.locator('details.ruling').count();
				for (const word of words) {
					await input.fill(word);
					await page.waitForFunction((w) => document.querySelector('.rulings-filter')?.dataset.shown === w, word);
					const found = await page.locator('details.ruling:not([hidden])').count();
					assert.ok(found > 0 && found < all, `${game.slug} ${lang}: “${word}” keeps ${found} of ${all} rulings`);
				}
			}
			assertNoConsoleErrors(page);
		});
	});
}

test('without JavaScript, every question is listed and the filter is hidden', async () => {
	const context = await newContext(site.browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
	const page = await context.newPage();
	await page.goto('/en/wildlife/rulings/');
	assert.ok((await page.locator('details.ruling').count()) >= 25);
	assert.equal(await page.locator('.rulings-filter').isHidden(), true);
	// The page is no longer a 28,000 px scroll: collapsed answers keep it short.
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	assert.ok(height < 9000, `page height ${height}px`);
	await context.close();
});

// Edge addresses (issue 29): a link that cannot break or freeze the page.
test('a malformed hash (#100%, #%E0%A4%A) breaks nothing: the filter is there and ?q= applies', async () => {
	await tab.use(async (page) => {
		for (const hash of ['#100%', '#%E0%A4%A']) {
			await page.goto(`/en/wildlife/rulings/?q=defense${hash}`);
			const input = page.locator('.rulings-filter input');
			await input.waitFor({ state: 'visible', timeout: 10_000 });
			await page.waitForFunction(() => document.querySelector('.rulings-filter')?.dataset.shown === 'defense');
			const visible = await page.locator('details.ruling:not([hidden])').count();
			assert.ok(visible > 0 && visible < (await page.locator('details.ruling').count()), `${hash}: the filter narrowed the list`);
		}
		// And a hashchange to one.
		await page.evaluate(() => {
			location.hash = '#50%';
		});
		await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
		assertNoConsoleErrors(page);
	});
});

test('a crafted ?q= of 2,000 words is read as a short query', async () => {
	await tab.use(async (page) => {
		// As long as a link a server takes (about 10 kB: Node's and many hosts' limit is near 16 kB).
		const words = Array.from({ length: 2000 }, (_, i) => (i % 2 ? 'defense' : `t${i}`));
		await page.goto(`/en/wildlife/rulings/?q=defense+${words.join('+')}`);
		const input = page.locator('.rulings-filter input');
		await input.waitFor({ state: 'visible' });
		// The cap: the box's maxlength, 200 characters (MAX_QUERY_CHARS, src/components/shared/urlInput.ts).
		await page.waitForFunction(() => (document.querySelector('.rulings-filter')?.dataset.shown ?? '').startsWith('defense '));
		const value = await input.inputValue();
		assert.ok(value.length <= 200 && value.length > 150, `the box shows ${value.length} characters`);
		assert.equal(await input.getAttribute('maxlength'), '200', 'typing is capped the same way');
		// What the filter looked up is that short query (a 5,000-word one froze the page ~10 s).
		assert.equal(await page.evaluate(() => document.querySelector('.rulings-filter')?.dataset.shown), value);
		assertNoConsoleErrors(page);
	});
});
