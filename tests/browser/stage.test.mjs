// The teaching stage (src/components/shared/Walkthrough.tsx), for EVERY walkthrough on the built
// site (found from dist HTML: [data-walkthrough]), in both languages, at 390×844, 1280×800 and
// 1920×1080 (and 844×390 for what a step changes):
// - a step link `?<id>=3#<id>` lands on the widget: in view, focused, on step 3;
// - scrolled to, the board, the narration and the Next button are all within the viewport, and
//   Next does not move from step to step (arrow keys and Space from the stage itself, after a click
//   on the guided board and on the narration); on a phone the board stays readable;
// - present mode (P) enters fullscreen, steps with the arrows and Space, and leaves;
// - in try-it mode an illegal move's message is within the viewport, with a link to its rule;
// - axe (WCAG 2.2 AA and best practices) on the widget at its last guided step with its panels
//   open, and in try-it after the refused move: French in the dark theme, English in the light one
//   (this was widgets/axe-states.test.mjs, which loaded every widget twice more);
// - what a reader sees at every step (issue 20; this was stage-view.test.mjs, which loaded and
//   stepped every walkthrough six times more): in present mode at 1920×1080 the board covers at least
//   a quarter of the screen and no text drawn on it is under 18 px; on a 390×844 phone no text on a
//   board is under 11 px; at 1920×1080 (present mode), 390×844, 844×390 and 1280×800 what each step
//   changes is on screen (tests/browser/stage-view.mjs says how "what changed" and "on screen" are
//   found). Those checks are made during the same walk, on the steps the stage checks step through.
// The test names no widget and no label: it drives the generic markers the stage and the widgets
// carry — `[data-mode-switch="try"]`, `[data-next]`, `[data-present]`, `[data-copy-link]`, the step
// in `.wt-progress`, and for a refusal `[data-refusal-setup]` (pressed first), `[data-refused-input]`
// (the value to type), `[data-refused-move]` (a control refused as it starts), else a board's cells.
//
// Each walkthrough is loaded twice: in French on a phone and in English on a projector, each time
// from a step link (the landing is checked on the phone layout and on the desktop one), then stepped
// through at every size by resizing the window — what a reader turning a tablet does, and what the
// stage handles (it fits its board to the window on resize). Every walkthrough is stepped at every
// stage size in both languages; the view checks alternate the languages between sizes as
// stage-view.test did (present: English in full, French for text size and board share; phone:
// French in full, English for text size; landscape: English; laptop: French), now on those walks.
// Known defects (known-defects.mjs): a widget in KNOWN_STAGE_DEFECTS runs its stage checks as `todo`;
// a widget in KNOWN_VIEW_DEFECTS[size] reports that size's view findings as a diagnostic. Each is a
// subtest of the widget's walk, so one never hides the other.
// STAGE_ONLY=<text> (or STAGE_VIEW_ONLY) walks only the widgets whose id or page contains it;
// STAGE_VIEW_REPORT=<file.json> writes the view numbers measured.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { assertNoViolations, axeViolations, WIDGET_STATE_DISABLED } from './axe.mjs';
import { assertNoConsoleErrors, distDir, keptPages, newPage, sitePages, tryItReady, useSiteBrowser, withBase } from './lib.mjs';
import { KNOWN_STAGE_DEFECTS as KNOWN, KNOWN_VIEW_DEFECTS } from './known-defects.mjs';
import { installStageView } from './stage-view.mjs';

const site = useSiteBrowser();

/** Every walkthrough of the built site: page path and widget id, per language (from dist HTML). */
async function findWidgets() {
	/** @type {{ lang: string, path: string, id: string, hasTry: boolean }[]} */
	const found = [];
	for (const path of await sitePages()) {
		const file = join(distDir, path, 'index.html');
		if (!existsSync(file)) continue;
		const html = readFileSync(file, 'utf8');
		for (const m of html.matchAll(/<section[^>]*data-walkthrough="([^"]+)"[^>]*>/g)) {
			const start = m.index ?? 0;
			const end = html.indexOf('</section>', start);
			const hasTry = /class="wt-modes"/.test(html.slice(start, end > 0 ? end : undefined));
			found.push({ lang: path.split('/')[1] ?? '', path, id: m[1], hasTry });
		}
	}
	return found;
}
const ONLY = process.env.STAGE_ONLY || process.env.STAGE_VIEW_ONLY; // e.g. "age" or "caldera-park": a subset while working
const WIDGETS = (await findWidgets()).filter((w) => !ONLY || w.id.includes(ONLY) || w.path.includes(ONLY));
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const PROJECTOR = { width: 1920, height: 1080 };
const LANDSCAPE = { width: 844, height: 390 };
/**
 * The view checks (stage-view.mjs) made on a walk: `name` keys KNOWN_VIEW_DEFECTS; `minText` the
 * smallest text on the board (px), `minShare` the board's least share of the screen, `changes`
 * whether what each step changes must be on screen.
 */
const VIEW = {
	presentFull: { name: 'present 1920×1080', minText: 18, minShare: 0.25, changes: true },
	presentText: { name: 'present 1920×1080', minText: 18, minShare: 0.25, changes: false },
	phoneFull: { name: 'phone 390×844', minText: 11, changes: true },
	phoneText: { name: 'phone 390×844', minText: 11, changes: false },
	landscape: { name: 'phone landscape 844×390', changes: true },
	laptop: { name: 'laptop 1280×800', changes: true },
};
/**
 * Where each language is loaded (the landing is checked there), then the sizes it is stepped at
 * (`stage`: the stage checks; `view`: the view checks made on the same walk), and the view checks
 * of its present-mode walk. Languages alternate for the view checks, as stage-view.test did.
 */
const RUNS = [
	{
		lang: 'fr',
		load: PHONE,
		colorScheme: 'dark',
		walks: [
			{ size: PHONE, stage: true, view: VIEW.phoneFull },
			{ size: LAPTOP, stage: true, view: VIEW.laptop },
			{ size: PROJECTOR, stage: true },
		],
		present: VIEW.presentText,
	},
	{
		lang: 'en',
		load: PROJECTOR,
		colorScheme: 'light',
		walks: [
			{ size: PROJECTOR, stage: true },
			{ size: LAPTOP, stage: true },
			{ size: PHONE, stage: true, view: VIEW.phoneText },
			{ size: LANDSCAPE, stage: false, view: VIEW.landscape },
		],
		present: VIEW.presentFull,
	},
];
/**
 * Board width (px, with its row numbers) below which a 10×8 board is hard to read on a 390 px phone;
 * the stage lets a long narration scroll inside its box rather than shrink the board under it.
 * (The stage aims at 300; a widget with two rows of settings above its board gets a little less.)
 */
const PHONE_BOARD_MIN = 280;
/**
 * How long a wait for the stage (a step drawn, fullscreen entered, focus, a refusal) may take: a
 * wait, not a check of speed. 3 s timed out 18 of 48 walks with the machine at a load of 40 (six
 * engineers' runs on 2 cores); 10 s only slows a failure.
 */
const WAIT = 10_000;
/** The view numbers measured (STAGE_VIEW_REPORT). */
const report = [];
after(() => {
	if (process.env.STAGE_VIEW_REPORT) writeFileSync(process.env.STAGE_VIEW_REPORT, JSON.stringify(report, null, 1));
});

/**
 * A check whose failure is recorded instead of thrown, so that the walk goes on and the other set
 * of checks (stage or view) still runs; the test asserts the records at the end.
 * @param {string[]} into
 * @param {() => void | Promise<void>} fn
 */
async function soft(into, fn) {
	try {
		await fn();
	} catch (error) {
		if (!(error instanceof assert.AssertionError)) throw error;
		into.push(error.message);
	}
}

/**
 * A view-check row for one widget at one size, and the measure of each step into it.
 * @param {{ name: string, minText?: number, minShare?: number, changes: boolean }} view
 */
function viewRow(view, w) {
	const row = { size: view.name, lang: w.lang, id: w.id, path: w.path, share: 1, minText: Number.POSITIVE_INFINITY, minTextWhat: '', outOfView: 0, steps: 0 };
	/** @type {string[]} */
	const failures = [];
	return {
		row,
		failures,
		/** Before pressing the key of step `n` (1-based): start watching what it changes. */
		async before(page, sel, n) {
			if (n > 1 && view.changes) await page.evaluate((s) => window.__stageView.watchStep(s), sel);
		},
		/** What to measure at step `n` (atStep passes it to stage-view.mjs's `measure`). */
		want(n) {
			return { text: Boolean(view.minText), share: Boolean(view.minShare), changed: n > 1 && view.changes };
		},
		/** Step `n`'s measures (from atStep). */
		record(n, m) {
			row.steps++;
			if (m.text && m.text.px < row.minText) {
				row.minText = m.text.px;
				row.minTextWhat = `step ${n}: ${m.text.text}`;
			}
			if (m.share !== undefined) row.share = Math.min(row.share, m.share);
			if (m.changed) {
				row.outOfView += m.changed.out.length;
				for (const o of m.changed.out) failures.push(`${w.path}#${w.id} step ${n}: changed but off screen: ${o}`);
			}
		},
		/** After the last step: the walk's totals. */
		end() {
			if (view.minText && row.minText < view.minText)
				failures.push(`${w.path}#${w.id}: text on the board at ${row.minText} px (< ${view.minText}) — ${row.minTextWhat}`);
			if (view.minShare && row.share < view.minShare)
				failures.push(`${w.path}#${w.id}: the board covers ${(row.share * 100).toFixed(1)} % of the screen (< ${view.minShare * 100} %)`);
			report.push(row);
		},
	};
}

test('the site has walkthroughs in both languages, the same ones', () => {
	const fr = WIDGETS.filter((w) => w.lang === 'fr')
		.map((w) => `${w.path.slice(3)} ${w.id}`)
		.sort();
	const en = WIDGETS.filter((w) => w.lang === 'en')
		.map((w) => `${w.path.slice(3)} ${w.id}`)
		.sort();
	assert.ok(fr.length >= 8 || ONLY, `found ${fr.length} French walkthroughs`);
	assert.deepEqual(fr, en);
});

/** Waits until the stage has hydrated (client:visible: it must be scrolled to first). */
async function hydrate(page, sel) {
	const hydrated = page.locator(`${sel}[data-hydrated="true"]`);
	for (let i = 0; i < 6 && !(await hydrated.count()); i++) {
		await page.locator(sel).scrollIntoViewIfNeeded();
		await hydrated.waitFor({ timeout: 2500 }).catch(() => {});
	}
	await hydrated.waitFor({ timeout: WAIT });
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

/**
 * Waits until the stage shows step `n` (its progress bar), lets it fit its board (two frames),
 * then measures what the checks need in one round trip: Next's box, and how much of the title,
 * the narration, the board and Next lies outside the visible viewport (under the sticky header
 * counts as outside; for the narration, so does under the controls bar pinned at the screen's foot
 * or under a board pinned under the header).
 */
async function atStep(page, sel, n, view = undefined) {
	// The step drawn, and the page moved for it (the follower runs a frame after the step's effects:
	// measured before, a step whose narration the follower brings up read as cut, under load).
	// Waited for in the same round trip as the measures (a step is two calls to the page, not three).
	const at = await page.evaluate(
		async ([s, k, want, wait]) => {
			const shown = () =>
				/** @type {HTMLProgressElement | null} */ (document.querySelector(`${s} .wt-progress`))?.value === k &&
				/** @type {HTMLElement | null} */ (document.querySelector(s))?.dataset.shown === String(k);
			const until = performance.now() + wait;
			while (!shown()) {
				if (performance.now() > until) throw new Error(`step ${k} of ${s} not drawn within ${wait} ms`);
				await new Promise((r) => requestAnimationFrame(r));
			}
			await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
			const stage = /** @type {HTMLElement} */ (document.querySelector(s));
			const view = /** @type {any} */ (window).__stageView;
			const top = view.screenTop(stage);
			const outside = (el, bottom = window.innerHeight, over = top) => {
				if (!el) return null;
				const box = el.getBoundingClientRect();
				return { above: Math.max(0, over - box.top), below: Math.max(0, box.bottom - bottom), height: box.height };
			};
			// The narration must be read where nothing covers it: under the page's sticky bars and a
			// pinned board that does not hold it, above the controls bar (the view checks' band, stage-view.mjs).
			const narrBox = stage.querySelector('.wt-narr-box');
			const clear = narrBox ? view.band(stage, narrBox) : { top, bottom: window.innerHeight };
			const next = stage.querySelector('[data-next]')?.getBoundingClientRect();
			const board = stage.querySelector('.wt-fit [data-grid]')?.getBoundingClientRect();
			const measured = {
				next: next ? [next.x, next.y, next.width, next.height].map((v) => Math.round(v)) : [],
				boardWidth: board ? Math.round(board.width) : null,
				title: outside(stage.querySelector('.wt-title')),
				narration: outside(narrBox, clear.bottom, clear.top),
				fit: outside(stage.querySelector('.wt-fit')),
				nextOut: outside(stage.querySelector('[data-next]')),
				/** The view checks' measures, in the same round trip (stage-view.mjs waits 60 ms more first). */
				view: want ? await view.measure(s, want) : undefined,
			};
			return measured;
		},
		/** @type {const} */ ([sel, n, view ? view.want(n) : null, WAIT]),
	);
	if (view) view.record(n, at.view);
	return at;
}
function assertInView(o, what) {
	assert.ok(o && o.height > 0, `${what} is drawn`);
	assert.ok(o.above <= 1 && o.below <= 1, `${what} is within the viewport (${o.above}px above, ${o.below}px below)`);
}
/** ±1 px of sub-pixel rounding is the same place. */
const samePlace = (a, b) => a.length === b.length && a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 1);

/**
 * Scrolled to the stage at step 1, then every step. `stage`: the stage checks — everything on one
 * screen and Next in one place (steps 1 to 12, and the last). `view` (viewRow): each step measured,
 * every step walked. Failures of checks go to `fails` (see soft).
 */
async function stepThrough(page, widget, sel, size, where, { stage = true, view = undefined, fails }) {
	// From the stage itself (where a step link leaves the focus; after a resize it is given back).
	await widget.focus();
	await page.keyboard.press('Home');
	await atStep(page, sel, 1);
	await widget.evaluate((el) => el.scrollIntoView({ block: 'start' }));
	await page.waitForTimeout(120);
	const first = await atStep(page, sel, 1, view);
	if (stage)
		await soft(fails, () => {
			assertInView(first.fit, `${where}: the board`);
			assertInView(first.narration, `${where}: the narration`);
			assertInView(first.nextOut, `${where}: Next`);
		});
	// Present mode is offered only where it can work: not on a phone, upright or held sideways (issue 32, M2).
	const phoneSize = size.width < 600 || (size.height <= 480 && size.width > size.height);
	const offered = await widget.locator('[data-present]').isVisible();
	await soft(fails, () => assert.equal(offered, !phoneSize, `${where}: the Present button is ${phoneSize ? 'not ' : ''}offered`));
	const total = await widget.locator('.wt-progress').evaluate((p) => /** @type {HTMLProgressElement} */ (p).max);
	const hasBoard = first.boardWidth !== null;
	/**
	 * On a phone the board stays readable: at least this wide, whatever the step's text. Measured at
	 * the steps the check always measured, 1 to min(total, 12) − 1: the last step of the WildLife
	 * actions demo (9) narrows its board to 176 px, a finding left to the stage's owners (README).
	 */
	const boardWidths = hasBoard ? [first.boardWidth] : [];
	const upTo = view ? total : Math.min(total, 12);
	for (let i = 2; i <= upTo; i++) {
		// The keys step from anywhere on the stage: the stage, a click on the (guided) board, a click on the narration.
		if (stage && i === 2 && hasBoard) await widget.locator('.wt-fit :is([data-cell], [data-hex])').first().click({ force: true }); // aria-disabled: a picture
		if (stage && i === 4) await widget.locator('.wt-narration').click({ position: { x: 4, y: 4 } });
		if (view) await view.before(page, sel, i);
		await page.keyboard.press(stage && i % 2 ? 'Space' : 'ArrowRight');
		const at = await atStep(page, sel, i, view);
		if (stage && i <= 12)
			await soft(fails, () => assert.ok(samePlace(at.next, first.next), `${where}: Next does not move at step ${i}: ${at.next} vs ${first.next}`));
		// The narration is read at every step the walk makes (all of them when the view checks walk it).
		if (stage) await soft(fails, () => assertInView(at.narration, `${where}: the narration at step ${i}`));
		if (stage && hasBoard && i < Math.min(total, 12)) boardWidths.push(/** @type {number} */ (at.boardWidth));
	}
	if (stage && hasBoard && size.width <= 400) {
		const narrowest = Math.min(...boardWidths);
		await soft(fails, () =>
			assert.ok(narrowest >= PHONE_BOARD_MIN, `${where}: on a phone the board is at least ${PHONE_BOARD_MIN}px wide at every step (narrowest ${narrowest}px)`),
		);
	}
	await page.keyboard.press('End');
	const last = await atStep(page, sel, total);
	if (stage) await soft(fails, () => assert.ok(samePlace(last.next, first.next), `${where}: Next does not move at the last step`));
	view?.end();
	return total;
}

/**
 * Present mode from the stage: fullscreen (the API, not the fallback), bigger type, steps by keys,
 * leaves. With `view`, every step is walked and measured in present mode before leaving.
 */
async function presentMode(page, widget, sel, id, { view = undefined, fails }) {
	const narration = widget.locator('.wt-narration');
	await widget.focus();
	await page.keyboard.press('Home');
	await atStep(page, sel, 1);
	await page.keyboard.press('p');
	await page.waitForFunction((s) => document.fullscreenElement === document.querySelector(s), sel, { timeout: WAIT });
	await soft(fails, async () =>
		assert.equal(await widget.evaluate((el) => el.classList.contains('wt-present')), false, 'the Fullscreen API is used, not the fallback'),
	);
	const big = await narration.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
	await soft(fails, () => assert.ok(big >= 22, `type is larger in present mode (${big}px)`));
	if (view) await atStep(page, sel, 1, view);
	await view?.before(page, sel, 2);
	await page.keyboard.press('ArrowRight');
	await atStep(page, sel, 2, view);
	// From anywhere on the stage: a click on the narration, then Space.
	await narration.click({ position: { x: 4, y: 4 } });
	await view?.before(page, sel, 3);
	await page.keyboard.press('Space');
	const at = await atStep(page, sel, 3, view);
	await soft(fails, () => {
		assertInView(at.fit, 'the board in present mode');
		assertInView(at.nextOut, 'Next in present mode');
		assert.match(page.url(), new RegExp(`[?&]${id}=3(&|#)`), 'the URL keeps the step in present mode');
	});
	if (view) {
		const total = await widget.locator('.wt-progress').evaluate((p) => /** @type {HTMLProgressElement} */ (p).max);
		for (let i = 4; i <= total; i++) {
			await view.before(page, sel, i);
			await page.keyboard.press('ArrowRight');
			await atStep(page, sel, i, view);
		}
		view.end();
	}
	// Leaving: Escape (the browser's own way out of fullscreen), else the Present button again.
	await page.keyboard.press('Escape');
	await page.waitForTimeout(150);
	if (await page.evaluate(() => Boolean(document.fullscreenElement))) await widget.locator('[data-present]').click();
	await page.waitForFunction((s) => !document.fullscreenElement && !document.querySelector(s)?.classList.contains('wt-present'), sel, { timeout: WAIT });
	const small = await narration.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
	await soft(fails, () => assert.ok(small < big, 'type is back to its size'));
}

/** One refused move in try-it mode, from the widget's generic markers; resolves to the refusal alert. */
async function refusedMove(page, widget) {
	const tryPart = widget.locator('.wt-try');
	const alert = widget.locator('.refusal[role="alert"]');
	for (const setup of await tryPart.locator('[data-refusal-setup]').all()) await setup.click();
	const input = tryPart.locator('[data-refused-input]').first();
	const move = tryPart.locator('[data-refused-move]').first();
	if (await input.count()) {
		await input.fill((await input.getAttribute('data-refused-input')) ?? '');
		await input.press('Enter');
	} else if (await move.count()) {
		await move.click();
	} else {
		// A board: press cells until one is refused (every board widget refuses some cell).
		const cells = tryPart.locator(':is([data-cell], [data-hex])');
		const n = await cells.count();
		assert.ok(n > 0, 'a try-it mode with no refusal marker and no board: mark a refused control (data-refused-move / data-refused-input)');
		for (let i = 0; i < n && !(await alert.count()); i++) {
			await cells.nth(i).focus();
			await page.keyboard.press('Enter');
		}
	}
	await alert.waitFor({ timeout: WAIT });
	return alert;
}

describe('every walkthrough, loaded from a step link in each language, stepped at each size', { concurrency: 3 }, () => {
	for (const run of RUNS) {
		/**
		 * The pages this run's walks use, kept from one walk to the next (lib.mjs keptPages): a walk
		 * loads its widget's step link in a page another walk of the run has left, its viewport set
		 * back to the run's. A walk that stopped (a step not reached, a timeout) throws after its checks
		 * are recorded, so its page is not kept.
		 */
		const tabs = keptPages(
			async () => {
				const page = await newPage(site.browser, { ...run.load, reducedMotion: 'reduce', colorScheme: run.colorScheme });
				await page.addInitScript(installStageView);
				return page;
			},
			(page) => page.setViewportSize(run.load),
		);
		for (const w of WIDGETS.filter((x) => x.lang === run.lang)) {
			const sel = `[data-walkthrough="${w.id}"]`;
			const stageSizes = run.walks.filter((x) => x.stage).map((x) => x.size);
			const views = [
				...run.walks.filter((x) => x.view).map((x) => ({ view: /** @type {typeof VIEW.laptop} */ (x.view), size: x.size })),
				{ view: run.present, size: PROJECTOR },
			];
			const name = `${w.path} ${w.id} (${run.colorScheme}): step link at ${run.load.width}×${run.load.height}; ${stageSizes.map((s) => `${s.width}`).join(', ')}: board, narration and Next on screen, Next stays put; present mode${w.hasTry ? '; a refusal on screen' : ''}; axe; every step seen at ${views.map((v) => `${v.size.width}${v.view === run.present ? ' present' : ''}`).join(', ')}`;
			test(name, { timeout: 480_000 }, async (t) => {
				/** @type {string[]} the stage checks' failures */
				const fails = [];
				/** The view checks of each walk (by KNOWN_VIEW_DEFECTS size name). */
				const rows = views.map(({ view }) => ({ view, check: viewRow(view, w) }));
				const rowOf = (view) => rows.find((r) => r.view === view)?.check;
				/** Set if the walk stopped (a step not reached, a timeout): what was left unchecked. */
				let stopped = '';
				await tabs
					.use(async (page) => {
						try {
							// A step link: the widget is scrolled to, focused, on step 3.
							await page.goto(`${w.path}?${w.id}=3#${w.id}`);
							await hydrate(page, sel);
							const widget = page.locator(sel);
							await atStep(page, sel, 3);
							await page.waitForFunction((s) => document.activeElement === document.querySelector(s), sel, { timeout: WAIT });
							await aligned(page, sel); // the stage aligns itself again once the widgets in view have hydrated
							const landed = await atStep(page, sel, 3);
							await soft(fails, () => {
								assertInView(landed.title, 'the title of the linked widget');
								assertInView(landed.narration, 'the narration of the linked step');
							});
							// A link to the step with the longest narration (on a phone, in French): the words land
							// clear of the bar (the page moves them up once the stage is aligned).
							const longest = await page.evaluate((s) => {
								const lengths = [...document.querySelectorAll(`${s} .wt-steps li`)].map((li) => (li.textContent ?? '').length);
								return lengths.indexOf(Math.max(...lengths)) + 1;
							}, sel);
							if (run.load === PHONE && longest > 0 && longest !== 3) {
								await page.goto(`${w.path}?${w.id}=${longest}#${w.id}`);
								await hydrate(page, sel);
								await atStep(page, sel, longest);
								await aligned(page, sel);
								const far = await atStep(page, sel, longest);
								await soft(fails, () => assertInView(far.narration, `the narration of step ${longest} (the longest), landed on by a link`));
							}

							let total = 0;
							for (const walk of run.walks) {
								if (walk.size !== run.load) await page.setViewportSize(walk.size);
								total = await stepThrough(page, widget, sel, walk.size, `${walk.size.width}×${walk.size.height}`, {
									stage: walk.stage,
									view: walk.view ? rowOf(walk.view) : undefined,
									fails,
								});
								if (walk.stage) await soft(fails, () => assert.match(page.url(), new RegExp(`[?&]${w.id}=${total}(&|#)`), 'the URL keeps the step'));
							}
							await page.setViewportSize(PROJECTOR);
							await presentMode(page, widget, sel, w.id, { view: rowOf(run.present), fails });

							// The last guided step with its panels open: axe on the widget.
							await page.keyboard.press('End');
							await atStep(page, sel, total);
							await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
							await widget.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = true)));
							const axeLast = await axeViolations(page, { include: sel, disable: WIDGET_STATE_DISABLED });
							await soft(fails, () => assertNoViolations(axeLast, `in ${w.id} on ${w.path}, last guided step (${run.colorScheme})`));
							await widget.evaluate((el) => el.querySelectorAll('details').forEach((d) => (d.open = false)));
							if (w.hasTry) {
								// Try it, a refused move: its message on screen at each size (back to the size it was loaded at),
								// with a link to its rule; then axe on the widget with the refusal shown.
								await widget.locator('[data-mode-switch="try"]').click();
								await tryItReady(widget);
								const alert = await refusedMove(page, widget);
								for (const size of [PROJECTOR, ...stageSizes.filter((s) => s !== PROJECTOR)]) {
									await page.setViewportSize(size);
									await widget.evaluate((el) => el.scrollIntoView({ block: 'start' }));
									const message = await alert.locator('.refusal-msg').evaluate(async (el) => {
										await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
										const box = el.getBoundingClientRect();
										// Where the stage is too, for a failure to say what moved (the page or the message in its stage).
										const stage = el.closest('[data-walkthrough]')?.getBoundingClientRect();
										const tryBox = el.closest('.wt-try')?.getBoundingClientRect();
										return {
											top: Math.round(box.top),
											bottom: Math.round(box.bottom),
											height: box.height,
											vh: window.innerHeight,
											stage: stage ? [Math.round(stage.top), Math.round(stage.height)] : null,
											tryPart: tryBox ? [Math.round(tryBox.top), Math.round(tryBox.height), Math.round(tryBox.width)] : null,
											scrollY: Math.round(window.scrollY),
											focus: document.activeElement?.getAttribute('data-cell') ?? document.activeElement?.tagName ?? null,
										};
									});
									await soft(fails, () =>
										assert.ok(
											message.height > 0 && message.top >= 0 && message.bottom <= message.vh + 1,
											`at ${size.width}×${size.height} the refusal message is within the viewport (${JSON.stringify(message)})`,
										),
									);
								}
								const href = await alert.locator('a').getAttribute('href');
								await soft(fails, () => assert.ok(href?.startsWith(withBase(`/${w.lang}/`)), 'the refusal links to its rule'));
								const axeTry = await axeViolations(page, { include: sel, disable: WIDGET_STATE_DISABLED });
								await soft(fails, () => assertNoViolations(axeTry, `in ${w.id} on ${w.path}, try-it after a refused move (${run.colorScheme})`));
							}
							await soft(fails, () => assertNoConsoleErrors(page));
						} catch (error) {
							stopped = `the walk stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
							fails.push(stopped);
							throw error;
						}
					})
					.catch((error) => {
						if (!stopped) throw error;
					});
				// The stage checks (todo for a widget in KNOWN_STAGE_DEFECTS), then the view checks of each size
				// (a widget in KNOWN_VIEW_DEFECTS for that size: its findings are a diagnostic).
				await t.test(
					`stage: landing, board, narration and Next on screen, present mode${w.hasTry ? ', a refusal' : ''}, axe`,
					KNOWN[w.id] ? { todo: KNOWN[w.id] } : {},
					() => {
						assert.deepEqual(fails, [], `${fails.length} failure(s)`);
					},
				);
				for (const { view, check } of rows) {
					const known = KNOWN_VIEW_DEFECTS[view.name]?.[w.id];
					const incomplete = !report.includes(check.row);
					const what = `${view.name}: ${view.minShare ? 'board ≥ a quarter of the screen, ' : ''}${view.minText ? `text on the board ≥ ${view.minText} px` : ''}${view.changes ? `${view.minText ? ', ' : ''}what each step changes on screen` : ''}`;
					await t.test(what, incomplete && KNOWN[w.id] ? { todo: KNOWN[w.id] } : {}, () => {
						if (incomplete) assert.fail(`not every step was seen at ${view.name}: ${stopped || 'the walk did not get there'}`);
						if (known && check.failures.length) t.diagnostic(`${view.name}: ${check.failures.length} known finding(s) (known-defects.mjs): ${w.id}: ${known}`);
						if (!known) assert.deepEqual(check.failures, [], `${check.failures.length} failure(s)`);
					});
				}
			});
		}
	}
});

test('copy link: the clipboard gets the step link, with a visible and announced confirmation', async () => {
	const w = WIDGETS.find((x) => x.lang === 'fr') ?? WIDGETS[0];
	assert.ok(w, 'a walkthrough to copy a link from');
	const sel = `[data-walkthrough="${w.id}"]`;
	const page = await newPage(site.browser, LAPTOP);
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
	await page.addInitScript(installStageView); // atStep reads the screen through it
	await page.goto(`${w.path}#${w.id}`);
	await hydrate(page, sel);
	const widget = page.locator(sel);
	await widget.focus();
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await atStep(page, sel, 3);
	const button = widget.locator('[data-copy-link]');
	const before = ((await button.textContent()) ?? '').trim();
	await button.click();
	await page.waitForFunction(([s, b]) => (document.querySelector(`${s} [data-copy-link]`)?.textContent ?? '').trim() !== b, [sel, before], { timeout: WAIT });
	const confirmation = ((await button.textContent()) ?? '').trim();
	assert.ok(confirmation.length > 0, 'the button says the link was copied');
	assert.ok(((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '').includes(confirmation), 'the confirmation is announced');
	const copied = await page.evaluate(() => navigator.clipboard.readText());
	assert.match(copied, new RegExp(`\\?${w.id}=3#${w.id}$`));
	assertNoConsoleErrors(page);
	await page.close();
});
