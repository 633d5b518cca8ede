// Game night, "At the table" (issue 12): each ready game's page fits a 1280×800 landscape tablet
// with no scrolling in both languages, opens with its search box focused, searches that game
// only, links its most-asked questions to rulings that open expanded and in view, and prints on
// one A4 page. Also: the web app manifest of each language, as Chromium's installability check
// (the one Lighthouse used) sees it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from '../axe.mjs';
import { assertNoConsoleErrors, expectFocus, keptPages, newPage, READY_GAMES, useSiteBrowser, withBase, sitePath } from '../lib.mjs';
import { tableWord } from './words.mjs';

const site = useSiteBrowser();
const LANGS = ['fr', 'en'];
const APP_NAME = { fr: 'Règles en jeu', en: 'Rules at Play' };

/** One 1280×800 tab for the pages in turn (lib.mjs keptPages); a check may leave it phone-sized. */
const laptop = keptPages(
	() => newPage(site.browser, { width: 1280, height: 800 }),
	(page) => page.setViewportSize({ width: 1280, height: 800 }),
);

for (const game of READY_GAMES.filter((g) => g.chapters.includes('at-the-table'))) {
	for (const lang of LANGS) {
		const path = `/${lang}/${game.slug}/at-the-table/`;

		test(`${path}: fits 1280×800 with no scrolling, search focused, axe clean, prints on one A4 page, no sideways scrolling on a phone`, {
			timeout: 60_000,
		}, async () => {
			await laptop.use(async (page) => {
				await page.goto(path);
				await page.waitForLoadState('networkidle');
				const size = await page.evaluate(() => ({
					scrollHeight: document.documentElement.scrollHeight,
					scrollWidth: document.documentElement.scrollWidth,
					innerHeight,
					innerWidth,
				}));
				assert.ok(size.scrollHeight <= size.innerHeight, `no vertical scrolling: ${size.scrollHeight} px tall in ${size.innerHeight}`);
				assert.ok(size.scrollWidth <= size.innerWidth, `no horizontal scrolling: ${size.scrollWidth} px wide in ${size.innerWidth}`);
				await expectFocus(page, '#att-q', { what: 'the search box' });
				const fontSize = await page.locator('.at-table').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
				assert.ok(fontSize >= 18, `big type (${fontSize} px)`);
				const violations = await axeViolations(page);
				assert.deepEqual(
					violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
					[],
				);
				const pdf = await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true });
				const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
				assert.equal(pages, 1, `prints on one A4 page (${pages})`);
				// On a phone it may scroll down, but never sideways (a wide table scrolls in its own box).
				await page.setViewportSize({ width: 390, height: 844 });
				const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth);
				assert.ok(phoneWidth <= 390, `no horizontal scrolling on a 390 px phone: ${phoneWidth} px wide`);
				assertNoConsoleErrors(page);
			});
		});

		test(`${path}: Enter searches ${game.slug} only; a question opens its ruling expanded and in view`, { timeout: 60_000 }, async () => {
			await laptop.use(async (page) => {
				await page.goto(path);
				{
					const query = tableWord(game.slug, lang);
					// The box has focus (autofocus, applied at the first frame, which may come after `load`): no click needed.
					await page.waitForFunction(() => document.activeElement?.id === 'att-q', null, { timeout: 10_000 });
					await page.keyboard.type(query);
					await page.keyboard.press('Enter');
					const results = page.locator('#starlight__search .pagefind-ui__result-link');
					await results.first().waitFor({ timeout: 30_000 });
					const hrefs = await results.evaluateAll((as) => as.map((a) => a.href)).then((hrefs) => hrefs.map(sitePath));
					assert.ok(
						hrefs.every((h) => h.startsWith(`/${lang}/${game.slug}/`)),
						`results in ${game.slug}: ${hrefs}`,
					);
					const filter = page.locator('#starlight__search input[type="checkbox"]:checked');
					assert.equal(await filter.count(), 1, 'the game filter is ticked (the reader can untick it)');
					assert.equal(await page.locator('#starlight__search .pagefind-ui__search-input').inputValue(), query);
					await page.keyboard.press('Escape');
				}
				const link = page.locator('.att-faq a').first();
				const href = (await link.getAttribute('href')) ?? '';
				assert.match(href, new RegExp(`^${withBase(`/${lang}/${game.slug}/rulings/`)}#[\\w-]+$`));
				await link.click();
				await page.waitForURL(`**${href}`);
				const ruling = page.locator(`details:has(#${href.split('#')[1]})`);
				await page.waitForFunction((id) => document.getElementById(id)?.closest('details')?.hasAttribute('open'), href.split('#')[1], { timeout: 5000 });
				await page.waitForTimeout(300);
				const box = await ruling.locator('summary').boundingBox();
				assert.ok(box && box.y >= 0 && box.y + box.height <= 800, `the ruling's question is on screen (${JSON.stringify(box)})`);
				assertNoConsoleErrors(page);
			});
		});
	}
}

for (const lang of LANGS) {
	test(`${lang}: the manifest is linked from every ${lang} page and makes the site installable`, { timeout: 60_000 }, async () => {
		const page = await newPage(site.browser, { serviceWorkers: 'allow' });
		await page.goto(`/${lang}/`);
		const href = await page.locator('link[rel="manifest"]').getAttribute('href');
		assert.equal(href, withBase(`/${lang}/manifest.webmanifest`));
		assert.equal(await page.locator('meta[name="theme-color"]').count(), 1);
		const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href);
		assert.equal(manifest.name, APP_NAME[lang]);
		assert.equal(manifest.lang, lang);
		assert.equal(manifest.start_url, withBase(`/${lang}/`));
		assert.equal(manifest.display, 'fullscreen');
		assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
		for (const size of [192, 512]) {
			const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose === 'any');
			assert.ok(icon, `a ${size}×${size} PNG icon`);
			const dims = await page.evaluate(async (src) => {
				const img = new Image();
				img.src = src;
				await img.decode();
				return [img.naturalWidth, img.naturalHeight];
			}, icon.src);
			assert.deepEqual(dims, [size, size], `${icon.src} is ${size}×${size}`);
		}
		assert.ok(
			manifest.icons.some((i) => i.purpose === 'maskable'),
			'a maskable icon',
		);
		// Chromium's own checks (what Lighthouse's "installable" audit reported, before Lighthouse 12 dropped it).
		const cdp = await page.context().newCDPSession(page);
		const app = await cdp.send('Page.getAppManifest');
		assert.deepEqual(app.errors, [], 'the manifest parses without errors');
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		// Playwright's contexts are incognito ones, where Chromium never offers to install: that one
		// is the test browser's, not the site's; any other error is.
		const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
		assert.deepEqual(errors, [], 'Chromium finds nothing that keeps the site from installing');
		// Every page of a ready game links its language's manifest.
		for (const game of READY_GAMES) {
			await page.goto(`/${lang}/${game.slug}/${game.chapters.at(-1)}/`);
			assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), href);
		}
		assertNoConsoleErrors(page);
		await page.close();
	});
}
