// Helper for the widget tests (not a test file itself): axe-core on ONE widget, in whatever
// interactive state the test has driven it to (try-it, after a refusal, a details opened...),
// with the WCAG 2.2 AA tags (tests/browser/axe.mjs runs axe in the page). Run it in the light and
// the dark theme (newPage(..., { colorScheme: 'dark' }): Starlight follows prefers-color-scheme by default).
import assert from 'node:assert/strict';
import { axeViolations, WCAG_TAGS, WIDGET_STATE_DISABLED } from '../axe.mjs';

export { WCAG_TAGS };

/**
 * Fails listing every axe violation inside `selector`.
 * @param {import('playwright-core').Page} page
 * @param {string} selector the widget, e.g. '[data-walkthrough="setup-example"]'
 * @param {string} state what the widget shows, for the failure message
 */
export async function assertWidgetAxeClean(page, selector, state) {
	// No transition may leave colours half-way when axe measures contrast.
	await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
	const violations = await axeViolations(page, { include: selector, tags: WCAG_TAGS, disable: WIDGET_STATE_DISABLED });
	const lines = violations.map(
		(v) =>
			`${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
				.slice(0, 4)
				.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
				.join('\n    ')}`,
	);
	assert.equal(violations.length, 0, `axe violations in ${selector} (${state}):\n  ${lines.join('\n  ')}`);
}

export const THEMES = /** @type {const} */ (['light', 'dark']);
