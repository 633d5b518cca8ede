// Every page of the sitemap (both languages, and pages added later) WITHOUT JavaScript, as a
// reader with scripts off gets it (a context with javaScriptEnabled: false, so `<noscript>` and
// `@media (scripting: none)` apply as they would for that reader):
// - axe-core finds no WCAG 2.2 AA or best-practice violation;
// - no dead control is on screen: no visible button, field or tab stop that needs JavaScript
//   (Try it, Next, Present, a board's cells…); links, <summary> and declarative popover buttons
//   work without it, and a scroll box may take focus;
// - every walkthrough shows all its steps as a plain list;
// - the light theme applies when the system prefers light (Starlight serves data-theme="dark"
//   and only its script changes it), the dark one when it prefers dark;
// - `/` sends the reader to a language.
//
// Also: no id twice on a page.
// axe cannot be injected the usual way with scripts off (AxeBuilder evaluates in the page's own
// world, where timers never fire): it runs in an isolated world created over CDP, with a
// setTimeout that queues a microtask (axe only uses short timers to yield, and long ones as
// time-outs for frames, which these pages do not have). Pages run a few at a time in one context.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test, before, after } from 'node:test';
import { baseURL, distFileForPath, launchBrowser, sitePages, startServer } from './lib.mjs';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const CONCURRENCY = Math.max(1, Number(process.env.BROWSER_TESTS_CONCURRENCY) || 3);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Timers for the isolated world: with scripts off, the page's own timers never fire. */
const TIMERS = `(() => {
	let last = 0;
	const cancelled = new Set();
	globalThis.setTimeout = (fn, ms = 0, ...args) => {
		const id = ++last;
		if (ms < 1000) queueMicrotask(() => { if (!cancelled.has(id)) fn(...args); });
		return id;
	};
	globalThis.clearTimeout = (id) => { cancelled.add(id); };
})();`;

const pages = await sitePages();

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').BrowserContext} */
let light;
before(async () => {
	await startServer();
	browser = await launchBrowser();
	light = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: 'light', viewport: { width: 1280, height: 800 } });
});
after(async () => {
	await light?.close();
	await browser?.close();
});

/**
 * Runs axe on the page's document in an isolated world (works with scripts off).
 * @param {import('playwright-core').Page} page
 * @param {object} options axe.run options
 * @returns {Promise<import('axe-core').Result[]>}
 */
async function axeViolations(page, options) {
	const cdp = await page.context().newCDPSession(page);
	try {
		const { frameTree } = await cdp.send('Page.getFrameTree');
		const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', {
			frameId: frameTree.frame.id,
			worldName: 'axe-without-js',
		});
		const injected = await cdp.send('Runtime.evaluate', { contextId, expression: `${TIMERS}\n${axeSource}\n;typeof axe`, returnByValue: true });
		assert.equal(injected.result.value, 'object', 'axe-core loads in the isolated world');
		const run = await cdp.send('Runtime.evaluate', {
			contextId,
			expression: `axe.run(document, ${JSON.stringify(options)}).then((r) => r.violations)`,
			awaitPromise: true,
			returnByValue: true,
		});
		if (run.exceptionDetails) throw new Error(`axe failed: ${run.exceptionDetails.exception?.description ?? run.exceptionDetails.text}`);
		return run.result.value;
	} finally {
		await cdp.detach().catch(() => {});
	}
}

/** @param {import('axe-core').Result[]} violations */
function formatViolations(violations) {
	return violations
		.map((v) => {
			const nodes = v.nodes
				.slice(0, 6)
				.map((n) => `      at ${n.target.join(' ')}\n        ${n.html.slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`)
				.join('\n');
			return `  [${v.impact}] ${v.id}: ${v.help}\n${nodes}${v.nodes.length > 6 ? `\n      … and ${v.nodes.length - 6} more` : ''}`;
		})
		.join('\n');
}

/** What a reader sees on the page that would need JavaScript to work, and the page's colours. */
function inspect() {
	const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 0;
	const describe = (el) =>
		`<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 50)}">${(el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50)}`;
	// Controls: without JavaScript only links, <summary>, and buttons that open a popover declaratively work.
	const dead = [...document.querySelectorAll('button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])')]
		.filter((el) => shown(el))
		.filter((el) => !(el.tagName === 'BUTTON' && el.hasAttribute('popovertarget') && !el.disabled))
		// A guided board is a picture of the step: its cells take no tab stop and say they are unavailable.
		.filter((el) => !(el.closest('[data-grid]') && el.tabIndex < 0 && el.getAttribute('aria-disabled') === 'true'))
		// A scroll box (a wide table) takes focus so it can be scrolled by keyboard; that works without JavaScript.
		.filter((el) => {
			if (!el.matches('div[tabindex="0"]:not([role="button"])')) return true;
			const style = getComputedStyle(el);
			return !/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
		})
		.map(describe);
	const stages = [...document.querySelectorAll('[data-walkthrough]')].map((stage) => ({
		id: stage.getAttribute('data-walkthrough'),
		steps: [...stage.querySelectorAll('.wt-steps li')].filter(shown).length,
		listOpen: stage.querySelector('.wt-steps')?.hasAttribute('open') ?? false,
	}));
	// Any CSS colour (rgb, oklch, color-mix…) to relative luminance, through a canvas pixel.
	const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
	const luminance = (color) => {
		pixel.clearRect(0, 0, 1, 1);
		pixel.fillStyle = color;
		pixel.fillRect(0, 0, 1, 1);
		const [r, g, b] = [...pixel.getImageData(0, 0, 1, 1).data].slice(0, 3).map((v) => {
			const c = v / 255;
			return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const opaque = (color) => {
		pixel.clearRect(0, 0, 1, 1);
		pixel.fillStyle = color;
		pixel.fillRect(0, 0, 1, 1);
		return pixel.getImageData(0, 0, 1, 1).data[3] > 0;
	};
	// An id twice on a page (a heading and a widget) sends its links to the first one only.
	const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
	const duplicateIds = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
	const body = getComputedStyle(document.body);
	// The page's background: the body's, else the root's, else the canvas (white).
	const backgroundColor = [body.backgroundColor, getComputedStyle(document.documentElement).backgroundColor].find(opaque) ?? 'white';
	return {
		scriptingOff: matchMedia('(scripting: none)').matches,
		dead,
		duplicateIds,
		stages,
		background: luminance(backgroundColor),
		text: luminance(body.color),
		themePicker: [...document.querySelectorAll('starlight-theme-select')].some(shown),
	};
}

describe(`every page without JavaScript (${pages.length} pages)`, { concurrency: CONCURRENCY }, () => {
	test('the sitemap lists pages in both languages', () => {
		assert.ok(pages.some((p) => p.startsWith('/fr/')) && pages.some((p) => p.startsWith('/en/')), pages.join(' '));
	});

	for (const path of pages) {
		test(`${path} without JavaScript: axe clean, no dead control, steps listed, light theme`, { timeout: 90_000 }, async () => {
			const page = await light.newPage();
			try {
				if (path === '/') {
					// The root only sends the reader to a language (a <noscript> refresh): check it goes,
					// then check the document itself with the refresh taken out.
					await page.goto('/');
					await page.waitForURL((u) => /^\/(fr|en)\/$/.test(u.pathname), { timeout: 10_000 });
					const file = distFileForPath('/');
					assert.ok(file, 'dist has the root page');
					const html = readFileSync(await file, 'utf8').replace(/<meta[^>]*http-equiv="refresh"[^>]*>/gi, '');
					await page.route('**/__root-without-refresh', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
					await page.goto('/__root-without-refresh');
				} else {
					const response = await page.goto(path);
					assert.equal(response?.status(), 200, `HTTP status of ${path}`);
				}
				const seen = await page.evaluate(inspect);
				assert.ok(seen.scriptingOff, 'the page is read with scripting off');
				assert.deepEqual(seen.dead, [], `controls that need JavaScript are on screen on ${path}`);
				assert.deepEqual(seen.duplicateIds, [], `ids used twice on ${path}`);
				for (const stage of seen.stages) {
					assert.ok(stage.listOpen && stage.steps > 1, `${stage.id}: every step is listed (${stage.steps} shown)`);
				}
				assert.ok(seen.background > 0.8 && seen.text < 0.1, `the light theme applies (background luminance ${seen.background.toFixed(2)}, text ${seen.text.toFixed(2)})`);
				assert.equal(seen.themePicker, false, 'the theme picker (it needs JavaScript) is hidden');

				const violations = await axeViolations(page, { runOnly: { type: 'tag', values: AXE_TAGS } });
				if (violations.length > 0) assert.fail(`${violations.length} axe violation(s) on ${path} without JavaScript:\n${formatViolations(violations)}`);
			} finally {
				await page.close();
			}
		});
	}
});

describe('without JavaScript, the dark theme when the system prefers dark', () => {
	// The theme is one stylesheet for every page: a home page and a widget page per language.
	const sample = pages.filter((p) => /^\/(fr|en)\/$/.test(p) || /^\/(fr|en)\/wildlife\/setup\/$/.test(p));
	for (const path of sample) {
		test(`${path}: dark theme, contrast clean`, { timeout: 60_000 }, async () => {
			const context = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: 'dark', viewport: { width: 390, height: 844 } });
			try {
				const page = await context.newPage();
				await page.goto(path);
				const seen = await page.evaluate(inspect);
				assert.ok(seen.background < 0.1 && seen.text > 0.5, `the dark theme applies (background ${seen.background.toFixed(2)}, text ${seen.text.toFixed(2)})`);
				assert.deepEqual(seen.dead, [], `controls that need JavaScript are on screen on ${path} (phone)`);
				const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } });
				if (violations.length > 0) assert.fail(`${violations.length} contrast violation(s) on ${path} (dark, without JavaScript):\n${formatViolations(violations)}`);
			} finally {
				await context.close();
			}
		});
	}
	test('on a phone the menu still opens without JavaScript (a declarative popover)', { timeout: 60_000 }, async () => {
		const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
		try {
			const page = await context.newPage();
			await page.goto('/fr/wildlife/');
			await page.locator('button[popovertarget]').first().click();
			assert.ok(await page.locator('#starlight__sidebar a[href="/fr/wildlife/setup/"]').isVisible(), 'the sidebar with the chapters is shown');
		} finally {
			await context.close();
		}
	});
});
