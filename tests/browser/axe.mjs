// axe-core for the browser tests (not a test file itself): the same engine and rules as
// @axe-core/playwright's AxeBuilder, run in the page directly.
//
// Why not AxeBuilder: it runs axe frame by frame (`runPartial`) and then opens a blank page in the
// context to put the results together (`finishRun`), and injects axe's 570 KB again on every call.
// Measured on /fr/wildlife/scoring/ (2,281 elements): AxeBuilder 4.8–8.8 s, axe.run in the page
// 0.8–1.5 s, for the same violations. The site's pages have no frames (checked on every call:
// a page with an iframe fails loudly instead of being half-checked).
//
// - `axeViolations(page, options)`: in the page's own world (JavaScript on). axe is injected once
//   per document.
// - `axeViolationsNoScript(page, options)`: with JavaScript off the page's own world has no timers,
//   so axe runs in an isolated world created over CDP (once per document), with a setTimeout that queues a microtask
//   (axe only uses short timers to yield, and long ones as time-outs for frames, which these pages
//   do not have).
// `options`: `{ tags }` (WCAG 2.2 AA + best practices by default) or `{ rules }`, `disable` (rule
// ids left out, each with its reason where it is called), and `include` (a CSS selector: check only
// inside it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe's best practices too: landmark-unique and the like are tagged only 'best-practice'. */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];
export const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Left out of the checks on widgets in try-it states only (the page walk runs every rule): axe-core
 * 4.14 made label-content-name-mismatch (WCAG 2.5.3) a rule; @axe-core/playwright, which these
 * checks used, bundled 4.13, where it was experimental and never ran. In try-it modes it finds
 * controls whose visible text is a token's letter or a tile's abbreviation beside a longer name
 * (Caldera Park's player buttons and hex cells, WildLife's small-scoring piece buttons): a change
 * for the widgets' owners (issue 20), listed in the README. Everything else runs.
 */
export const WIDGET_STATE_DISABLED = ['label-content-name-mismatch'];

/** The axe.run options for `{ tags, rules, disable }`: violations only (no passes to collect). */
function runOptions({ tags = AXE_TAGS, rules, disable = [] } = {}) {
	return {
		runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
		...(disable.length ? { rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])) } : {}),
		resultTypes: ['violations'],
	};
}

/** Runs in the page: axe on the document (or inside `include`), the violations in plain data. */
const RUN = `async (include, options) => {
	if (document.querySelector('iframe, frame')) throw new Error('the page has a frame: axe.run alone would not check it');
	const context = include ? { include } : document;
	const result = await axe.run(context, options);
	return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
		nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
}`;

/**
 * axe's violations on a page with JavaScript on.
 * @param {import('playwright-core').Page} page
 * @param {{ tags?: string[], rules?: string[], disable?: string[], include?: string }} [options]
 * @returns {Promise<Array<{ id: string, impact: string, help: string, helpUrl: string, nodes: Array<{ target: string[], html: string, failureSummary?: string }> }>>}
 */
export async function axeViolations(page, { include, ...which } = {}) {
	if (!(await page.evaluate(() => typeof (/** @type {any} */ (window).axe) === 'object'))) {
		await page.evaluate(axeSource);
	}
	return page.evaluate(`(${RUN})(${JSON.stringify(include ?? null)}, ${JSON.stringify(runOptions(which))})`);
}

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

/** @type {WeakMap<import('playwright-core').Page, { cdp: import('playwright-core').CDPSession, loaderId?: string, contextId?: number }>} */
const worlds = new WeakMap();

/**
 * axe's violations on a page with JavaScript off (a context with javaScriptEnabled: false). The
 * isolated world and axe in it are made once per document (the frame's loader): a second call on
 * the same document (the dark theme after the light one) reuses them.
 * @param {import('playwright-core').Page} page
 * @param {{ tags?: string[], rules?: string[], include?: string }} [options]
 */
export async function axeViolationsNoScript(page, { include, ...which } = {}) {
	let world = worlds.get(page);
	if (!world) {
		const made = { cdp: await page.context().newCDPSession(page) };
		worlds.set(page, made);
		page.once('close', () => made.cdp.detach().catch(() => {}));
		world = made;
	}
	const { frameTree } = await world.cdp.send('Page.getFrameTree');
	if (world.loaderId !== frameTree.frame.loaderId || world.contextId === undefined) {
		const { executionContextId } = await world.cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'axe-without-js' });
		const injected = await world.cdp.send('Runtime.evaluate', {
			contextId: executionContextId,
			expression: `${TIMERS}\n${axeSource}\n;typeof axe`,
			returnByValue: true,
		});
		assert.equal(injected.result.value, 'object', 'axe-core loads in the isolated world');
		world.contextId = executionContextId;
		world.loaderId = frameTree.frame.loaderId;
	}
	const run = await world.cdp.send('Runtime.evaluate', {
		contextId: world.contextId,
		expression: `(${RUN})(${JSON.stringify(include ?? null)}, ${JSON.stringify(runOptions(which))})`,
		awaitPromise: true,
		returnByValue: true,
	});
	if (run.exceptionDetails) throw new Error(`axe failed: ${run.exceptionDetails.exception?.description ?? run.exceptionDetails.text}`);
	return run.result.value;
}

/** Violations as readable lines (the first nodes of each, with axe's summary). */
export function formatViolations(violations, max = 8) {
	return violations
		.map((v) => {
			const nodes = v.nodes
				.slice(0, max)
				.map((n) => `      at ${n.target.join(' ')}\n        ${n.html.slice(0, 200)}\n        ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`)
				.join('\n');
			const more = v.nodes.length > max ? `\n      … and ${v.nodes.length - max} more` : '';
			return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
		})
		.join('\n');
}

/** Fails listing the violations, if any. */
export function assertNoViolations(violations, where) {
	if (violations.length > 0) assert.fail(`${violations.length} axe violation(s) ${where}:\n${formatViolations(violations)}`);
}
