// Per game of the registry (src/games.ts), in both languages: its card on the home page, its
// sidebar group and chapter pages for a ready game, "coming soon" and no pages for the others
// (read from the built HTML, which is what a reader gets with or without JavaScript: the page walk,
// pages.test.mjs, loads every page and checks it hydrates with a clean console; issue 31 moved these
// checks out of the browser). And every board found in the built HTML (square or hex, by data
// attribute) is, once hydrated in the browser, a named group of labelled cell buttons with at most
// one tab stop.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { Window } from 'happy-dom';
import {
	assertNoConsoleErrors,
	BOARD,
	BOARD_CELL,
	builtWidgets,
	distFileForPath,
	GAMES,
	islandsInHtml,
	keptPages,
	newPage,
	sitePages,
	useSiteBrowser,
	withBase,
	sitePath,
} from './lib.mjs';

const site = useSiteBrowser();
const pages = new Set(await sitePages());
const LANGS = ['fr', 'en'];
const COMING = { fr: 'Bientôt', en: 'Coming soon' };
// Read before the first test is declared: a top-level await between tests lets node:test run the
// tests declared so far and then the file's `after` hook, which closes the browser.
const boards = (await builtWidgets()).filter((w) => w.board && w.id);
/** The boards by page: one load a page (a page's widgets hydrate as they are scrolled to). */
const boardPages = [...new Set(boards.map((b) => b.path))].map((path) => ({ path, boards: boards.filter((b) => b.path === path) }));
/** A built page as a document (parsed, no script run). */
async function builtDocument(path) {
	const file = await distFileForPath(path);
	assert.ok(file, `${path} is built`);
	const window = new Window();
	return new window.DOMParser().parseFromString(await readFile(file, 'utf8'), 'text/html');
}

for (const game of GAMES) {
	describe(`${game.slug} (${game.status})`, () => {
		for (const lang of LANGS) {
			test(`${lang}: the home page has its card, named « ${game.name[lang]} »`, async () => {
				const home = await builtDocument(`/${lang}/`);
				const cards = [...home.querySelectorAll('article.card')].filter((c) => c.querySelector(`[data-game="${game.slug}"]`));
				assert.equal(cards.length, 1, `one card for ${game.slug}`);
				const [card] = cards;
				assert.match(card.querySelector('.title')?.textContent ?? '', new RegExp(game.name[lang]));
				const body = card.textContent ?? '';
				assert.match(body, new RegExp(String(game.facts.year[lang])));
				const links = [...card.querySelectorAll('a[href]')];
				if (game.status === 'ready') {
					assert.deepEqual(
						links.map((a) => a.getAttribute('href')),
						[withBase(`/${lang}/${game.slug}/`)],
					);
				} else {
					assert.match(body, new RegExp(COMING[lang]));
					assert.equal(links.length, 0, 'a coming game links nowhere');
				}
			});

			if (game.status === 'ready') {
				test(`${lang}: every chapter is built, and the sidebar has the game's group`, async () => {
					for (const chapter of game.chapters) {
						const path = `/${lang}/${game.slug}/${chapter ? `${chapter}/` : ''}`;
						assert.ok(pages.has(path), `${path} is in the sitemap`);
					}
					const doc = await builtDocument(`/${lang}/${game.slug}/`);
					// A group is named by its own summary, the first in it.
					const groups = [...doc.querySelectorAll('nav.sidebar details')].filter((d) =>
						(d.querySelector('summary')?.textContent ?? '').includes(game.name[lang]),
					);
					assert.equal(groups.length, 1, `one sidebar group « ${game.name[lang]} »`);
					const links = [...groups[0].querySelectorAll('a[href]')].map((a) => sitePath(a.getAttribute('href') ?? ''));
					const expected = game.chapters.map((c) => `/${lang}/${game.slug}/${c ? `${c}/` : ''}`);
					assert.deepEqual([...links].sort(), [...expected].sort(), 'the sidebar lists the chapters');
				});
			} else {
				test(`${lang}: no page yet`, () => {
					assert.ok(![...pages].some((p) => p.startsWith(`/${lang}/${game.slug}/`)));
				});
			}
		}
	});
}

test('boards are found by data attribute, whatever their shape (a hex board is found too)', () => {
	const hex =
		'<astro-island uid="1" component-url="/_astro/ParkWidget.abc123.js" client="visible"><section data-walkthrough="park-demo">' +
		'<div class="hex-grid" role="group" aria-label="Park" data-grid><button data-hex="0,0" aria-label="a">x</button></div></section></astro-island>';
	const square =
		'<astro-island uid="2" component-url="/_astro/SetupWidget.def456.js" client="visible"><section data-walkthrough="setup-example">' +
		'<div class="sq-grid" role="group" data-grid=""><button data-cell="a1">x</button></div></section></astro-island>' +
		'<astro-island uid="3" component-url="/_astro/Other.x1.js" client="idle"><p>no board</p></astro-island>';
	assert.deepEqual(islandsInHtml(hex + square), [
		{ component: 'ParkWidget', directive: 'visible', id: 'park-demo', board: 'hex' },
		{ component: 'SetupWidget', directive: 'visible', id: 'setup-example', board: 'square' },
		{ component: 'Other', directive: 'idle', id: undefined, board: undefined },
	]);
});

/** One tab for the board pages in turn (lib.mjs keptPages). */
const tab = keptPages(() => newPage(site.browser, { reducedMotion: 'reduce' }));

describe(`every board in the built site (${boards.length}: ${[...new Set(boards.map((b) => b.board))].join(', ')})`, () => {
	for (const { path, boards: here } of boardPages) {
		test(`${path} ${here.map((b) => `${b.id} (${b.board})`).join(', ')}: each board is a named group of labelled cells with at most one tab stop`, async () => {
			await tab.use(async (page) => {
				await page.goto(path);
				for (const { id, board } of here) {
					const w = page.locator(`[data-walkthrough="${id}"]`);
					const hydrated = page.locator(`[data-walkthrough="${id}"][data-hydrated="true"]`);
					for (let i = 0; i < 5 && !(await hydrated.count()); i++) {
						await w.scrollIntoViewIfNeeded();
						await hydrated.waitFor({ timeout: 3000 }).catch(() => {});
					}
					await hydrated.waitFor({ timeout: 3000 });
					const grid = w.locator(BOARD).first();
					assert.equal(await grid.getAttribute('role'), 'group', id);
					assert.ok(((await grid.getAttribute('aria-label')) ?? '').trim(), `${id}: the board has a name`);
					const cells = w.locator(BOARD_CELL);
					const count = await cells.count();
					assert.ok(count > 0, `${id}: the board has cells`);
					const info = await cells.evaluateAll((els) =>
						els.map((el) => ({ tag: el.tagName, role: el.getAttribute('role'), label: el.getAttribute('aria-label') ?? '', tab: el.getAttribute('tabindex') })),
					);
					// A cell one can choose is a button; a hex board that takes no input (a picture) has images.
					assert.ok(
						info.every((c) => (c.tag === 'BUTTON' || (board === 'hex' && c.role === 'img')) && c.label.trim()),
						`${id}: every cell is a labelled button (or, on a hex picture, a labelled image)`,
					);
					const firstBoard = await grid
						.locator(':is([data-cell], [data-hex])')
						.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length);
					// Roving tabindex: one cell in the tab order, or none where the board takes no input.
					assert.ok(firstBoard <= 1, `${id}: at most one cell of the board is in the tab order (found ${firstBoard})`);
				}
				assertNoConsoleErrors(page);
			});
		});
	}
});
