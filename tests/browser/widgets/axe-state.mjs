// Helper for the widget tests (not a test file itself): axe-core on ONE widget, in whatever
// interactive state the test has driven it to (try-it, after a refusal, a details opened...),
// with the WCAG 2.2 AA tags the site test uses. Run it in the light and the dark theme
// (newPage(..., { colorScheme: 'dark' }): Starlight follows prefers-color-scheme by default).
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails listing every axe violation inside `selector`.
 * @param {import('playwright-core').Page} page
 * @param {string} selector the widget, e.g. '[data-walkthrough="setup-example"]'
 * @param {string} state what the widget shows, for the failure message
 */
export async function assertWidgetAxeClean(page, selector, state) {
	// No transition may leave colours half-way when axe measures contrast.
	await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
	const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
	const lines = results.violations.map(
		(v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`).join('\n    ')}`,
	);
	assert.equal(results.violations.length, 0, `axe violations in ${selector} (${state}):\n  ${lines.join('\n  ')}`);
}

export const THEMES = /** @type {const} */ (['light', 'dark']);
