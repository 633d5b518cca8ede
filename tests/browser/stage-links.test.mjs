// Step links land on their widget, focused (issue 20), on the built site:
// - every link of every page that names a walkthrough (`?<id>=…` or `#<id>` where the target page
//   has the walkthrough `<id>`) carries `#<id>`, so it lands on the stage, not on a heading;
// - every such link of every teacher's script (the games' "teach" pages, both languages), followed
//   in a browser: the stage is focused on arrival, the arrow keys step at once and P presents;
// - a teacher walks a game's script in present mode with Next only: at the script's step, Next goes
//   on to the next stop, on another page, which opens in present mode.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { consoleErrors, distDir, newPage, READY_GAMES, sitePath, useSiteBrowser, withBase } from './lib.mjs';

const site = useSiteBrowser();

const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
const PATHS = [...new Set([...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname))].sort();
const htmlOf = (path) => {
	const file = join(distDir, sitePath(path), 'index.html');
	return existsSync(file) ? readFileSync(file, 'utf8') : '';
};
/** Walkthrough ids per page. */
const WIDGETS = new Map(PATHS.map((p) => [p, new Set([...htmlOf(p).matchAll(/data-walkthrough="([^"]+)"/g)].map((m) => m[1]))]));

/** The links of a page's content (main) that name a walkthrough of their target page. */
function widgetLinks(path) {
	const html = htmlOf(path);
	const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
	const out = [];
	for (const m of main.matchAll(/<a\b[^>]*\shref="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
		const href = m[1].replaceAll('&amp;', '&');
		if (!href.startsWith('/') && !href.startsWith('?') && !href.startsWith('#')) continue;
		const url = new URL(href, `http://x${path}`);
		const ids = WIDGETS.get(url.pathname);
		if (!ids || ids.size === 0) continue;
		const named = [...url.searchParams.keys()].filter((k) => ids.has(k));
		const hash = decodeURIComponent(url.hash.slice(1));
		if (named.length === 0 && !ids.has(hash)) continue;
		out.push({ from: path, href: url.pathname + url.search + url.hash, id: named[0] ?? hash, hash, text: m[2].replace(/<[^>]+>/g, '').trim() });
	}
	return out;
}

test('every link naming a walkthrough lands on it (its hash is the widget, not a heading)', () => {
	const wrong = [];
	let count = 0;
	for (const path of PATHS) {
		for (const link of widgetLinks(path)) {
			count++;
			if (link.hash !== link.id) wrong.push(`${path}: “${link.text}” → ${link.href} (the widget is #${link.id})`);
		}
	}
	assert.ok(count >= 40, `found ${count} widget links`);
	assert.deepEqual(wrong, []);
});

/** The step a stage shows (its progress bar's value). */
const stepOf = async (page, sel) => Number(await page.locator(`${sel} .wt-progress`).getAttribute('value'));
/** Waits (at most 3 s) for a stage to show step `k` after a key; the caller then reads where it is. */
const untilStep = (page, sel, k) =>
	page
		.waitForFunction(([s, n]) => document.querySelector(`${s} .wt-progress`)?.getAttribute('value') === String(n), [sel, k], { timeout: 3000 })
		.catch(() => {});

const TEACH = READY_GAMES.flatMap((g) => ['fr', 'en'].map((lang) => withBase(`/${lang}/${g.slug}/teach/`))).filter((p) => WIDGETS.has(p));

/** The number of steps a walkthrough lists in a built page (its steps list, drawn without JavaScript too). */
function stepsIn(path, id) {
	const html = htmlOf(path);
	const at = html.indexOf(`data-walkthrough="${id}"`);
	if (at < 0) return 0;
	const list = html.indexOf('wt-steps', at);
	const end = html.indexOf('</ol>', list);
	return list < 0 || end < 0 ? 0 : (html.slice(list, end).match(/<li\b/g) ?? []).length;
}

test('every widget link of every teacher’s script names a step its walkthrough has', () => {
	const wrong = [];
	for (const teach of TEACH)
		for (const link of widgetLinks(teach)) {
			const url = new URL(link.href, 'http://x');
			const step = url.searchParams.get(link.id);
			const total = stepsIn(url.pathname, link.id);
			if (total < 2 || (step !== null && !(/^\d+$/.test(step) && Number(step) >= 1 && Number(step) <= total)))
				wrong.push(`${teach} “${link.text}” → ${link.href}: step ${step} of ${total}`);
		}
	assert.deepEqual(wrong, []);
});

test('a widget link of a teacher’s script, for each walkthrough it names: the stage is focused on arrival on its step, arrows step, P presents', {
	timeout: 600_000,
}, async () => {
	assert.equal(TEACH.length, READY_GAMES.length * 2, 'a teach page per game and language');
	// One link per page and walkthrough is followed (the first the script gives): the others differ
	// only by the step they name, which the test above checks against the walkthrough's steps, and
	// a step read from the address is unit-tested (tests/unit/shared/stepParam.test.ts).
	const seen = new Set();
	const page = await newPage(site.browser, { width: 1920, height: 1080, reducedMotion: 'reduce' });
	const failures = [];
	let followed = 0;
	for (const teach of TEACH) {
		const links = widgetLinks(teach);
		if (links.length === 0) failures.push(`${teach}: no widget link`);
		for (const link of links) {
			const where = `${new URL(link.href, 'http://x').pathname} ${link.id}`;
			if (seen.has(where)) continue;
			seen.add(where);
			followed++;
			const sel = `[data-walkthrough="${link.id}"]`;
			await page.goto(link.href);
			const ok = await page
				.waitForFunction(
					(s) => document.querySelector(s)?.getAttribute('data-hydrated') === 'true' && document.activeElement === document.querySelector(s),
					sel,
					{ timeout: 8000 },
				)
				.then(() => true)
				.catch(() => false);
			if (!ok) {
				// What the page was doing: hydrated or not, where the focus is, and whether it still gets frames.
				const state = await page.evaluate(
					(s) =>
						new Promise((r) => {
							const el = document.activeElement;
							const base = `hydrated ${document.querySelector(s)?.getAttribute('data-hydrated')}, focus on ${el?.tagName}#${el?.id}, scrollY ${Math.round(scrollY)}`;
							const t0 = performance.now();
							requestAnimationFrame(() => r(`${base}, a frame came in ${Math.round(performance.now() - t0)} ms`));
							setTimeout(() => r(`${base}, no frame in 1 s`), 1000);
						}),
					sel,
				);
				failures.push(`${teach} “${link.text}” → ${link.href}: the stage is not hydrated and focused within 8 s (${state})`);
				continue;
			}
			const before = await stepOf(page, sel);
			const expected = Number(new URL(link.href, 'http://x').searchParams.get(link.id)) || 1;
			if (before !== expected) failures.push(`${link.href}: opened on step ${before}, not ${expected}`);
			const total = await page.locator(`${sel} .wt-steps li`).count();
			if (before < total) {
				await page.keyboard.press('ArrowRight');
				await untilStep(page, sel, before + 1);
				const after = await stepOf(page, sel);
				if (after !== before + 1) failures.push(`${link.href}: ArrowRight went from step ${before} to ${after}`);
			}
			await page.keyboard.press('p');
			const presenting = await page
				.waitForFunction((s) => document.querySelector(s)?.matches(':fullscreen, .wt-present'), sel, { timeout: 3000 })
				.then(() => true)
				.catch(() => false);
			if (!presenting) failures.push(`${link.href}: P did not present`);
			await page.keyboard.press('Escape');
		}
	}
	const errors = consoleErrors(page);
	await page.close();
	assert.ok(followed >= 30, `followed ${followed} links`);
	assert.deepEqual(errors, []);
	assert.deepEqual(failures, []);
});

test('walking the teacher’s script in present mode with Next only, page to page', { timeout: 120_000 }, async () => {
	const page = await newPage(site.browser, { width: 1920, height: 1080, reducedMotion: 'reduce' });
	const teach = withBase('/en/wildlife/teach/');
	const links = widgetLinks(teach);
	// The first stop on another widget than the first one's, and the one after it.
	const first = links[0];
	const secondIndex = links.findIndex((l) => l.id !== first.id || new URL(l.href, 'http://x').pathname !== new URL(first.href, 'http://x').pathname);
	const second = links[secondIndex];
	assert.ok(first && second, 'two stops');
	await page.goto(teach);
	await page
		.locator(`main a[href="${first.href.replaceAll('&', '&amp;').replaceAll('&amp;', '&')}"]`)
		.first()
		.click();
	const sel1 = `[data-walkthrough="${first.id}"]`;
	// Hydrated too: the step link focuses the stage before its island has hydrated (P would be lost).
	await page.waitForFunction(
		(s) => document.querySelector(s)?.getAttribute('data-hydrated') === 'true' && document.activeElement === document.querySelector(s),
		sel1,
		{ timeout: 8000 },
	);
	await page.keyboard.press('p');
	await page.waitForFunction((s) => document.querySelector(s)?.matches(':fullscreen, .wt-present'), sel1);
	// Next, Next… until the script's next stop: the Next button names it, then leads there.
	const lastStepHere = Math.max(...links.slice(0, secondIndex).map((l) => Number(new URL(l.href, 'http://x').searchParams.get(l.id)) || 1));
	// Once the script is read (scriptWalk.ts keeps it in sessionStorage): before, Next only steps.
	await page.waitForFunction(() => sessionStorage.getItem('wt-script') !== null, null, { timeout: 8000 });
	for (let i = 0; i < 60 && !(await page.locator(`${sel1} [data-next][data-stop]`).count()); i++) await page.keyboard.press('ArrowRight');
	const label = await page.locator(`${sel1} [data-next]`).textContent();
	assert.match(label ?? '', new RegExp(second.text.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'Next names the next stop');
	assert.equal(await stepOf(page, sel1), lastStepHere, 'Next offers the next stop at the step the script names');
	await Promise.all([page.waitForURL((u) => u.pathname + u.search + u.hash === second.href), page.keyboard.press('ArrowRight')]);
	const sel2 = `[data-walkthrough="${second.id}"]`;
	await page.waitForFunction(
		(s) => document.querySelector(s)?.matches(':fullscreen, .wt-present') && document.activeElement === document.querySelector(s),
		sel2,
		{ timeout: 8000 },
	);
	// Still keyboard-driven there: the arrows step.
	const before = await stepOf(page, sel2);
	await page.keyboard.press('ArrowRight');
	await untilStep(page, sel2, before + 1);
	assert.equal(await stepOf(page, sel2), before + 1);
	const errors = consoleErrors(page);
	await page.close();
	assert.deepEqual(errors, []);
});

test('the script walk shows a stop that goes back within a widget in place; outside the script, the last Next presents the next chapter', {
	timeout: 120_000,
}, async () => {
	const page = await newPage(site.browser, { width: 1920, height: 1080, reducedMotion: 'reduce' });
	const teach = withBase('/en/caldera-park/teach/');
	const links = widgetLinks(teach);
	const at = (l) => new URL(l.href, 'http://x');
	const stepIn = (l) => Number(at(l).searchParams.get(l.id)) || 1;
	const same = (a, b) => a && b && a.id === b.id && at(a).pathname === at(b).pathname;
	// A stop followed by an earlier step of the same widget (the review's M3: Caldera Park's example at 6, then 2, then 5).
	const i = links.findIndex((l, k) => same(l, links[k + 1]) && stepIn(links[k + 1]) < stepIn(l));
	assert.ok(i >= 0, 'the script has a stop going back within a widget');
	const back = links[i + 1];
	const sel = `[data-walkthrough="${links[i].id}"]`;
	await page.goto(teach);
	await page.locator(`main a[href="${links[i].href}"]`).first().click();
	await page.waitForFunction(
		(s) => document.querySelector(s)?.getAttribute('data-hydrated') === 'true' && document.activeElement === document.querySelector(s),
		sel,
		{
			timeout: 8000,
		},
	);
	await page.keyboard.press('p');
	await page.waitForFunction((s) => document.querySelector(s)?.matches(':fullscreen, .wt-present'), sel);
	await page.waitForFunction((s) => document.querySelector(`${s} [data-next][data-stop]`), sel, { timeout: 8000 });
	assert.match(
		(await page.locator(`${sel} [data-next]`).textContent()) ?? '',
		new RegExp(back.text.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
		'Next names the earlier stop',
	);
	const path = new URL(page.url()).pathname;
	await page.keyboard.press('ArrowRight');
	await untilStep(page, sel, stepIn(back));
	assert.equal(await stepOf(page, sel), stepIn(back), 'the earlier step is shown');
	assert.equal(new URL(page.url()).pathname, path, 'in place');
	assert.ok(await page.locator(sel).evaluate((el) => el.matches(':fullscreen, .wt-present')), 'still presenting');
	// Then Next steps on: every step up to the widget's next stop is shown before Next leads away.
	let shown = stepIn(back);
	for (let k = 0; k < 30 && !(await page.locator(`${sel} [data-next][data-stop]`).count()); k++) {
		await page.keyboard.press('ArrowRight');
		await untilStep(page, sel, shown + 1);
		shown = await stepOf(page, sel);
	}
	let j = i + 1;
	while (same(links[j], links[j + 1]) && stepIn(links[j + 1]) > stepIn(links[j])) j++;
	assert.equal(shown, stepIn(links[j]), 'Next leads away at the last of the widget’s stops');
	await page.keyboard.press('Escape');

	// The same page reached otherwise (no script behind it, issue 32's minor 1): the script does not
	// take Next over; after the last step Next presents the next chapter's first walkthrough (minor 2).
	await page.goto(links[i].href);
	await page.waitForFunction(
		(s) => document.querySelector(s)?.getAttribute('data-hydrated') === 'true' && document.activeElement === document.querySelector(s),
		sel,
		{
			timeout: 8000,
		},
	);
	await page.keyboard.press('p');
	await page.waitForFunction((s) => document.querySelector(s)?.matches(':fullscreen, .wt-present'), sel);
	await page.waitForTimeout(500); // the lookup (scriptWalk.ts) has answered
	assert.equal(await page.locator(`${sel} [data-next][data-stop]`).count(), 0, 'no script stop at the script’s step');
	await page.keyboard.press('End');
	await page.waitForFunction((s) => document.querySelector(`${s} [data-next][data-stop]`), sel, { timeout: 8000 });
	await Promise.all([page.waitForURL((u) => u.pathname !== path), page.keyboard.press('ArrowRight')]);
	const nextId = decodeURIComponent(new URL(page.url()).hash.slice(1));
	assert.ok(nextId, 'the next chapter opens on its walkthrough');
	await page.waitForFunction((s) => document.querySelector(s)?.matches(':fullscreen, .wt-present'), `[data-walkthrough="${nextId}"]`, { timeout: 8000 });
	const errors = consoleErrors(page);
	await page.close();
	assert.deepEqual(errors, []);
});
