/**
 * The learner's path and the ways around the site (issue 20), on the built site:
 * - Previous / Next follow each game's learner path from the registry, in both languages (read
 *   from the built pages), and a reader pressing Next walks it;
 * - the other games' sidebar groups are closed, so the keyboard does not tab through them;
 * - on a phone: "At the table" one tap from every game page, the language switch on the home page,
 *   "At the table" and the 404 page; the 404 page speaks both languages and leads to the four games;
 * - the site root sends a reader to their language without a failed request;
 * - a home card is a link as a whole;
 * - print: every reference on one A4 sheet, and no site chrome on a chapter's sheet.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { apartChapters, gamePath, learnerPath } from '../../../src/games.ts';
import { AXE_TAGS, assertNoViolations, axeViolations } from '../axe.mjs';
import {
	assertNoConsoleErrors,
	baseURL,
	consoleErrors,
	distFileForPath,
	newPage,
	READY_GAMES,
	sitePages,
	sitePath,
	startServer,
	useSiteBrowser,
	withBase,
} from '../lib.mjs';

const site = useSiteBrowser();
const LANGS = /** @type {const} */ (['fr', 'en']);
/** axe runs in the root build's run of npm test (the sub-path run sets BROWSER_TESTS_AXE=off: same documents). */
const AXE = process.env.BROWSER_TESTS_AXE !== 'off';

/** The rel=prev / rel=next links of a built page. */
async function pagination(path) {
	const file = await distFileForPath(path);
	assert.ok(file, `${path} is built`);
	const html = await readFile(/** @type {string} */ (file), 'utf8');
	const link = (rel) => {
		const href = html.match(new RegExp(`<a href="([^"]+)" rel="${rel}"`))?.[1];
		return href === undefined ? undefined : sitePath(href);
	};
	return { html, prev: link('prev'), next: link('next') };
}

describe('the learner’s path', () => {
	for (const game of READY_GAMES) {
		for (const lang of LANGS) {
			test(`${lang} ${game.slug}: Next from the game’s home walks the chapters in teaching order; the teacher’s script and At the table stand apart`, async () => {
				const path = learnerPath(game).map((c) => gamePath(lang, game.slug, c));
				const walked = [];
				for (let at = path[0]; at && walked.length <= path.length; at = (await pagination(at)).next) walked.push(at);
				assert.deepEqual(walked, path);
				const back = [];
				for (let at = path.at(-1); at && back.length <= path.length; at = (await pagination(at)).prev) back.push(at);
				assert.deepEqual(back, [...path].reverse(), 'Previous walks it back');
				assert.equal(path[1], gamePath(lang, game.slug, 'start-here'), 'Start here comes right after the game’s home');
				// The pages apart are still in the sidebar, last, in a group of their own.
				const { html: home } = await pagination(path[0]);
				const group = home
					.match(/<summary[^>]*><span class="group-label[^>]*><span class="large[^>]*">([^<]+)<\/span>[\s\S]*?<\/ul>/g)
					?.find((g) => g.includes(gamePath(lang, game.slug, 'teach')));
				assert.ok(group, 'a sidebar group holds the teacher’s script');
				assert.match(group, lang === 'fr' ? /Pour expliquer · Pendant la partie/ : /For the teacher · At the table/);
				for (const c of apartChapters(game)) {
					const { prev, next } = await pagination(gamePath(lang, game.slug, c));
					assert.equal(prev, undefined, `${c} has no Previous`);
					assert.equal(next, undefined, `${c} has no Next`);
					assert.ok(group.includes(`href="${withBase(gamePath(lang, game.slug, c))}"`), `${c} is in that group`);
				}
			});
		}
	}

	test('a reader pressing Next goes Start here → Overview → Setup, and the other games’ sidebar groups stay closed', async () => {
		const page = await newPage(site.browser);
		await page.goto('/en/caldera-park/start-here/');
		await page.locator('.pagination-links a[rel="next"]').click();
		await page.waitForURL('**/en/caldera-park/overview/');
		await page.locator('.pagination-links a[rel="next"]').click();
		await page.waitForURL('**/en/caldera-park/setup/');
		const groups = await page.$$eval('#starlight__sidebar .top-level > li > details', (ds) =>
			ds.map((d) => ({ name: d.querySelector('summary')?.textContent?.trim() ?? '', open: d.open })),
		);
		assert.deepEqual(
			groups.filter((g) => g.open).map((g) => g.name),
			['Caldera Park'],
			'only the current game’s group is open',
		);
		// Keyboard: tabbing through the sidebar reaches no other game's chapter.
		const tabbable = await page.$$eval('#starlight__sidebar a', (as) =>
			as.filter((a) => a.checkVisibility()).map((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname),
		);
		tabbable.splice(0, tabbable.length, ...tabbable.map(sitePath));
		assert.ok(tabbable.length > 0 && tabbable.every((p) => p.startsWith('/en/caldera-park/')), `sidebar links a keyboard reaches: ${tabbable.join(' ')}`);
		assertNoConsoleErrors(page);
		await page.close();
	});
});

describe('ways around, on a phone', () => {
	test('every game page has At the table in its header; one tap gets there, with a way back', async () => {
		for (const path of await sitePages()) {
			const [, lang, slug, chapter] = path.split('/');
			const game = READY_GAMES.find((g) => g.slug === slug);
			if (!game?.chapters.includes('at-the-table')) continue;
			const html = await readFile(/** @type {string} */ (await distFileForPath(path)), 'utf8');
			const table = gamePath(/** @type {'fr' | 'en'} */ (lang), game.slug, 'at-the-table');
			const inHeader = new RegExp(`<div class="quick-nav[^"]*"[^>]*>[\\s\\S]*?href="${withBase(table)}"`).test(html);
			assert.equal(inHeader, chapter !== 'at-the-table', `${path}: header link to ${table}`);
		}
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await page.goto('/fr/planet/regions/');
		const link = page.locator('header .quick-nav a', { hasText: 'En partie' });
		assert.ok(await link.isVisible(), 'visible beside search');
		await link.click();
		await page.waitForURL('**/fr/planet/at-the-table/');
		// At the table: the way back to the game and the language switch, on a phone too.
		await page.locator('header .quick-back').click();
		await page.waitForURL('**/fr/planet/');
		assertNoConsoleErrors(page);
		await page.close();
	});

	test('At the table does not focus its search box on a touch screen (the on-screen keyboard would cover the page)', async () => {
		if (!baseURL) await startServer();
		const context = await site.browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
		const page = await context.newPage();
		await page.goto(withBase('/fr/wildlife/at-the-table/'));
		await page.waitForLoadState('load');
		assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'att-q');
		await context.close();
	});

	test('the home page and At the table have the language switch, which keeps the page', async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		for (const [from, to] of [
			['/fr/', '/en/'],
			['/en/animal-kingdoms/at-the-table/', '/fr/animal-kingdoms/at-the-table/'],
		]) {
			await page.goto(from);
			if (AXE) assertNoViolations(await axeViolations(page, { tags: AXE_TAGS }), `${from} on a phone`);
			const link = page.locator('header .quick-nav a[data-lang-switch]');
			assert.ok(await link.isVisible(), `${from}: the language switch is on screen`);
			await link.click();
			await page.waitForURL(`**${to}`);
		}
		assertNoConsoleErrors(page);
		await page.close();
	});

	test('the 404 page speaks both languages, the address’s first, and leads to the four games in each', async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		for (const [path, first] of [
			['/en/wildlife/no-such-page/', 'en'],
			['/fr/nulle-part/', 'fr'],
		]) {
			const response = await page.goto(path);
			assert.equal(response?.status(), 404);
			const sections = await page.$$eval('[data-not-found] section', (ss) =>
				ss.map((s) => ({
					lang: s.getAttribute('lang'),
					games: [...s.querySelectorAll('li a')].map((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname),
				})),
			);
			for (const s of sections) s.games = s.games.map(sitePath);
			assert.deepEqual(
				sections.map((s) => s.lang),
				first === 'en' ? ['en', 'fr'] : ['fr', 'en'],
			);
			for (const s of sections) {
				assert.deepEqual(
					s.games,
					READY_GAMES.map((g) => gamePath(/** @type {'fr' | 'en'} */ (s.lang), g.slug)),
				);
			}
			assert.ok(await page.locator('header .quick-nav a[data-lang-switch]').isVisible(), 'the language switch is on screen');
			if (AXE) assertNoViolations(await axeViolations(page, { tags: AXE_TAGS }), `${path}`);
		}
		await page.locator('[data-not-found] section[lang="fr"] a', { hasText: 'Planet' }).click();
		await page.waitForURL('**/fr/planet/');
		// The only errors: the two 404 documents themselves.
		const errors = consoleErrors(page).filter((e) => !/HTTP 404 for .*(no-such-page|nulle-part)|status of 404/.test(e));
		assert.deepEqual(errors, []);
		await page.close();
	});
});

describe('the site root and the home page', () => {
	test('/ sends an English reader to /en/ without a failed request; a whole game card is its link', async () => {
		const page = await newPage(site.browser, { locale: 'en-GB' });
		/** @type {string[]} */
		const failed = [];
		page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
		await page.goto('/');
		await page.waitForURL('**/en/');
		assert.deepEqual(failed, [], 'no request started and cut short by the redirect');
		// A click on the card's picture, far from its link, opens the game.
		const card = page.locator('.card', { has: page.locator('[data-game="planet"]') });
		await card.locator('.home-picture').scrollIntoViewIfNeeded();
		const picture = await card.locator('.home-picture').boundingBox();
		assert.ok(picture, 'the card has its picture');
		await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
		await page.waitForURL('**/en/planet/');
		assertNoConsoleErrors(page);
		await page.close();
	});
});

describe('print', () => {
	test('each reference prints on one A4 sheet; a chapter prints without the site’s header, "On this page" bar or offline control', async () => {
		const page = await newPage(site.browser);
		for (const game of READY_GAMES.filter((g) => g.chapters.includes('reference'))) {
			for (const lang of LANGS) {
				await page.goto(gamePath(lang, game.slug, 'reference'));
				const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
				const sheets = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
				assert.equal(sheets, 1, `${lang} ${game.slug} reference: ${sheets} A4 sheets`);
			}
		}
		await page.goto('/fr/wildlife/turn/');
		await page.emulateMedia({ media: 'print' });
		for (const selector of ['header.header', 'mobile-starlight-toc', '.offline-control', '.pagination-links']) {
			assert.equal(await page.locator(selector).first().isVisible(), false, `${selector} is not printed`);
		}
		assert.ok(await page.locator('h1').isVisible(), 'the chapter is');
		assertNoConsoleErrors(page);
		await page.close();
	});
});
