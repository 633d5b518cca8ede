// The teaching stage (src/components/shared/Walkthrough.tsx), for EVERY walkthrough on the built
// site (found from dist HTML: [data-walkthrough]), in both languages, at 390×844, 1280×800 and
// 1920×1080:
// - a step link `?<id>=3#<id>` lands on the widget: in view, focused, on step 3;
// - scrolled to, the board, the narration and the Next button are all within the viewport, and
//   Next does not move from step to step (arrow keys from the stage itself);
// - in try-it mode an illegal move's message is within the viewport;
// - present mode (P) enters fullscreen, steps with the arrows and Space, and leaves.
// One browser; the sizes and languages run in parallel.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { assertNoConsoleErrors, distDir, newPage, tryItReady, useSiteBrowser, withBase } from './lib.mjs';

const site = useSiteBrowser();

/** Every walkthrough of the built site: page path and widget id, per language (from dist HTML). */
function findWidgets() {
	const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
	const paths = [...new Set([...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname))].sort();
	/** @type {{ lang: string, path: string, id: string, hasTry: boolean }[]} */
	const found = [];
	for (const path of paths) {
		const file = join(distDir, path, 'index.html');
		if (!existsSync(file)) continue;
		const html = readFileSync(file, 'utf8');
		for (const m of html.matchAll(/<section[^>]*data-walkthrough="([^"]+)"[^>]*>/g)) {
			const id = m[1];
			const start = m.index ?? 0;
			const end = html.indexOf('</section>', start);
			const hasTry = /class="wt-modes"/.test(html.slice(start, end > 0 ? end : undefined));
			found.push({ lang: path.split('/')[1] ?? '', path, id, hasTry });
		}
	}
	return found;
}
const WIDGETS = findWidgets();
const SIZES = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 800 },
	{ width: 1920, height: 1080 },
];
const STEP = { fr: 'Étape', en: 'Step' };
/**
 * Board width (px, with its row numbers) below which a 10×8 board is hard to read on a 390 px phone;
 * the stage lets a long narration scroll inside its box rather than shrink the board under it.
 * (The stage aims at 300; a widget with two rows of settings above its board gets a little less.)
 */
const PHONE_BOARD_MIN = 280;
const TRY = { fr: 'À vous de jouer', en: 'Try it' };

test('the site has walkthroughs in both languages, the same ones', () => {
	const fr = WIDGETS.filter((w) => w.lang === 'fr').map((w) => w.id).sort();
	const en = WIDGETS.filter((w) => w.lang === 'en').map((w) => w.id).sort();
	assert.ok(fr.length >= 8, `found ${fr.length} French walkthroughs`);
	assert.deepEqual(fr, en);
});

/** Waits until the stage has hydrated (client:visible: it must be scrolled to first). */
async function hydrate(page, sel) {
	const hydrated = page.locator(`${sel}[data-hydrated="true"]`);
	for (let i = 0; i < 6 && !(await hydrated.count()); i++) {
		await page.locator(sel).scrollIntoViewIfNeeded();
		await hydrated.waitFor({ timeout: 2500 }).catch(() => {});
	}
	await hydrated.waitFor({ timeout: 3000 });
}

/**
 * Waits until every widget in view has hydrated and the linked stage has stopped moving (its top
 * the same for 300 ms), at most 3 s: a widget above that hydrates changes its height, and the
 * stage aligns itself again.
 */
async function aligned(page, sel) {
	await page.evaluate(
		(s) =>
			new Promise((resolve) => {
				const stage = document.querySelector(s);
				const started = performance.now();
				let last = Number.NaN;
				let since = started;
				const tick = () => {
					const top = Math.round(stage?.getBoundingClientRect().top ?? 0);
					const now = performance.now();
					if (top !== last) {
						last = top;
						since = now;
					}
					const waiting = [...document.querySelectorAll('[data-walkthrough][data-hydrated="false"]')].some((el) => {
						const r = el.getBoundingClientRect();
						return r.bottom > 0 && r.top < window.innerHeight;
					});
					if ((!waiting && now - since >= 300) || now - started > 3000) resolve(undefined);
					else setTimeout(tick, 50);
				};
				tick();
			}),
		sel,
	);
}

/** How much of `locator` lies outside the visible part of the viewport (under the sticky header counts as outside). */
async function outside(locator) {
	return locator.evaluate((el) => {
		const box = el.getBoundingClientRect();
		const header = document.fullscreenElement ? null : document.querySelector('header.header, body > .page > header, header');
		const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
		return { above: Math.max(0, top - box.top), below: Math.max(0, box.bottom - window.innerHeight), height: box.height };
	});
}
async function assertInView(locator, what) {
	const o = await outside(locator);
	assert.ok(o.height > 0, `${what} is drawn`);
	assert.ok(o.above <= 1 && o.below <= 1, `${what} is within the viewport (${o.above}px above, ${o.below}px below)`);
}

/** Next's box, in whole pixels (±1 px of sub-pixel rounding is the same place). */
const boxOf = (locator) => locator.evaluate((el) => {
	const b = el.getBoundingClientRect();
	return [b.x, b.y, b.width, b.height].map((v) => Math.round(v));
});
const samePlace = (a, b) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 1);
/** Lets the stage fit its board to the new step (one frame). */
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** One illegal move in try-it mode, per widget; resolves once a refusal alert is drawn. */
async function illegalMove(page, widget, w) {
	const lang = w.lang;
	const alert = widget.locator('.refusal[role="alert"]');
	const byName = (name, exact = true) => widget.getByRole('button', { name, exact }).first();
	if (w.id === 'auction-example') {
		// A bid below the minimum of 3.
		await byName(lang === 'fr' ? 'Lancer la vente' : 'Start the auction').click();
		const amount = widget.locator('.wl-auc-bidrow input');
		await amount.fill('2');
		await amount.press('Enter');
	} else if (w.id === 'cards-events') {
		await byName(lang === 'fr' ? 'Éclair (joker)' : 'Lightning (joker)').click();
		await byName(lang === 'fr' ? 'un événement (Famine)' : 'an event (Famine)', false).click();
	} else if (w.id === 'tie-explorer') {
		const input = widget.getByRole('textbox', { name: lang === 'fr' ? 'Pions, David' : 'Pieces, David' });
		await input.fill('99');
		await input.press('Enter');
	} else if (w.id === 'park-setup') {
		// Caldera Park's solo score: not a number.
		const score = widget.getByRole('textbox').first();
		await score.fill('abc');
		await score.press('Enter');
	} else if (w.id === 'small-scoring-example') {
		const values = widget.getByRole('textbox', { name: new RegExp(lang === 'fr' ? 'Valeurs imprimées' : 'Values printed') });
		await values.fill('abc');
		await values.press('Enter');
	} else if (await widget.locator('.wt-try [data-refused-move]').count()) {
		// A widget without a board marks a control whose move is refused in its starting position.
		await widget.locator('.wt-try [data-refused-move]').first().click();
	} else {
		// A board: click squares until one is refused (every board widget refuses some square).
		const cells = widget.locator('.wt-try :is([data-cell], [data-hex])');
		const n = await cells.count();
		for (let i = 0; i < n && !(await alert.count()); i++) {
			await cells.nth(i).focus();
			await page.keyboard.press('Enter');
		}
	}
	await alert.waitFor({ timeout: 3000 });
	return alert;
}

// The size-and-language groups run side by side (each one widget at a time): the test mostly waits
// on the browser (measured alone: 222 s against 352 s one group at a time).
describe('every widget at each size, in both languages', { concurrency: 3 }, () => {
	for (const size of SIZES) {
		for (const lang of ['fr', 'en']) {
			describe(`${lang} ${size.width}×${size.height}`, { concurrency: false }, () => {
				for (const w of WIDGETS.filter((x) => x.lang === lang)) {
					const sel = `[data-walkthrough="${w.id}"]`;
					test(`${w.id}: a step link lands; board, narration and Next on screen; Next stays put${w.hasTry ? '; a refusal on screen' : ''}`, { timeout: 90_000 }, async () => {
						const page = await newPage(site.browser, { ...size, reducedMotion: 'reduce' });
						// A step link: the widget is scrolled to, focused, on step 3.
						await page.goto(`${w.path}?${w.id}=3#${w.id}`);
						await hydrate(page, sel);
						const widget = page.locator(sel);
						const narration = widget.locator('.wt-narration');
						// What is on screen of the narration: its box (on a phone a long step scrolls inside it).
						const narrationBox = widget.locator('.wt-narr-box');
						await narration.filter({ hasText: `${STEP[lang]} 3` }).waitFor({ timeout: 3000 });
						await page.waitForFunction((s) => document.activeElement === document.querySelector(s), sel, { timeout: 3000 });
						await aligned(page, sel); // the stage aligns itself again once the widgets in view have hydrated
						await assertInView(widget.locator('.wt-title'), 'the title of the linked widget');
						await assertInView(narrationBox, 'the narration of the linked step');

						// Back to step 1 with Home from the stage, scrolled to: everything on one screen.
						await page.keyboard.press('Home');
						await narration.filter({ hasText: `${STEP[lang]} 1 ` }).waitFor({ timeout: 3000 });
						await widget.evaluate((el) => el.scrollIntoView({ block: 'start' }));
						await page.waitForTimeout(120);
						const next = widget.locator('[data-next]');
						await assertInView(widget.locator('.wt-fit'), 'the board');
						await assertInView(narrationBox, 'the narration');
						await assertInView(next, 'Next');
						const first = await boxOf(next);
						const total = Number((await widget.locator('.wt-progress').getAttribute('max')) ?? '1');
						const board = widget.locator('.wt-fit [data-grid]');
						const hasBoard = (await board.count()) > 0;
						/** On a phone the board stays readable: at least this wide, whatever the step's text. */
						const boardWidths = [];
						for (let i = 2; i <= Math.min(total, 12); i++) {
							// The keys step from anywhere on the stage: the stage, a click on the (guided) board, a click on the narration.
							if (i === 2 && hasBoard) await widget.locator('.wt-fit :is([data-cell], [data-hex])').first().click({ force: true }); // aria-disabled: a picture
							if (i === 4) await narration.click({ position: { x: 4, y: 4 } });
							if (hasBoard) boardWidths.push((await boxOf(board))[2]);
							await page.keyboard.press(i % 2 ? 'Space' : 'ArrowRight');
							await narration.filter({ hasText: `${STEP[lang]} ${i} ` }).waitFor({ timeout: 3000 });
							await settle(page);
							assert.ok(samePlace(await boxOf(next), first), `Next does not move at step ${i}: ${await boxOf(next)} vs ${first}`);
							await assertInView(narrationBox, `the narration at step ${i}`);
						}
						if (hasBoard && size.width <= 400) {
							const narrowest = Math.min(...boardWidths);
							assert.ok(narrowest >= PHONE_BOARD_MIN, `on a phone the board is at least ${PHONE_BOARD_MIN}px wide at every step (narrowest ${narrowest}px)`);
						}
						await page.keyboard.press('End');
						await narration.filter({ hasText: `${STEP[lang]} ${total} ` }).waitFor({ timeout: 3000 });
						await settle(page);
						assert.ok(samePlace(await boxOf(next), first), 'Next does not move at the last step');
						assert.match(page.url(), new RegExp(`[?&]${w.id}=${total}(&|#)`), 'the URL keeps the step');

						if (w.hasTry) {
							await widget.getByRole('button', { name: TRY[lang], exact: true }).click();
							await tryItReady(widget);
							const alert = await illegalMove(page, widget, w);
							await assertInView(alert.locator('.refusal-msg'), 'the refusal message');
							assert.ok((await alert.locator('a').getAttribute('href'))?.startsWith(withBase(`/${lang}/`)), 'the refusal links to its rule');
						}
						assertNoConsoleErrors(page);
						await page.close();
					});
				}
			});
		}
	}
});

describe('present mode', { concurrency: 2 }, () => {
	for (const w of WIDGETS) {
		const sel = `[data-walkthrough="${w.id}"]`;
		test(`${w.lang} ${w.id}: P enters fullscreen, arrows and Space step from the stage, the URL keeps the step, leaving restores the page`, { timeout: 60_000 }, async () => {
			const page = await newPage(site.browser, { width: 1920, height: 1080, reducedMotion: 'reduce' });
			await page.goto(`${w.path}#${w.id}`);
			await hydrate(page, sel);
			const widget = page.locator(sel);
			const narration = widget.locator('.wt-narration');
			await widget.focus();
			await page.keyboard.press('p');
			// Chromium has the Fullscreen API: the stage itself is the fullscreen element (not the full-window fallback).
			await page.waitForFunction((s) => document.fullscreenElement === document.querySelector(s), sel, { timeout: 3000 });
			assert.equal(await widget.evaluate((el) => el.classList.contains('wt-present')), false, 'the Fullscreen API is used, not the fallback');
			const big = await narration.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
			assert.ok(big >= 22, `type is larger in present mode (${big}px)`);
			await page.keyboard.press('ArrowRight');
			await narration.filter({ hasText: `${STEP[w.lang]} 2 ` }).waitFor({ timeout: 3000 });
			// From anywhere on the stage: a click on the narration, then Space.
			await narration.click({ position: { x: 4, y: 4 } });
			await page.keyboard.press('Space');
			await narration.filter({ hasText: `${STEP[w.lang]} 3 ` }).waitFor({ timeout: 3000 });
			await assertInView(widget.locator('.wt-fit'), 'the board in present mode');
			await assertInView(widget.locator('[data-next]'), 'Next in present mode');
			assert.match(page.url(), new RegExp(`[?&]${w.id}=3(&|#)`), 'the URL keeps the step');
			// Leaving: Escape (the browser's own way out of fullscreen), else the Present button again.
			await page.keyboard.press('Escape');
			await page.waitForTimeout(150);
			if (await page.evaluate(() => Boolean(document.fullscreenElement))) await widget.locator('[data-present]').click();
			await page.waitForFunction((s) => !document.fullscreenElement && !document.querySelector(s)?.classList.contains('wt-present'), sel, { timeout: 3000 });
			const small = await narration.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
			assert.ok(small < big, 'type is back to its size');
			assertNoConsoleErrors(page);
			await page.close();
		});
	}
});

test('copy link: the clipboard gets the step link, with a visible and announced confirmation', async () => {
	const w = WIDGETS.find((x) => x.lang === 'fr' && x.id === 'actions-demo') ?? WIDGETS[0];
	const sel = `[data-walkthrough="${w.id}"]`;
	const page = await newPage(site.browser, { width: 1280, height: 800 });
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
	await page.goto(`${w.path}#${w.id}`);
	await hydrate(page, sel);
	const widget = page.locator(sel);
	await widget.focus();
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await widget.locator('[data-copy-link]').click();
	await widget.locator('[data-copy-link]', { hasText: 'Lien copié' }).waitFor({ timeout: 3000 });
	assert.match((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '', /Lien copié/);
	const copied = await page.evaluate(() => navigator.clipboard.readText());
	assert.match(copied, new RegExp(`\\?${w.id}=3#${w.id}$`));
	assertNoConsoleErrors(page);
	await page.close();
});
