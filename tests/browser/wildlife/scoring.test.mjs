// The three WildLife scoring widgets (big-scoring example, tie explorer, small scoring) in a browser:
// axe mid-example and after refused try-it edits, and no horizontal scroll at 360 px after the
// refusals and after the accepted edits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from '../widgets/axe-state.mjs';

const site = useSiteBrowser();

const BIG = '[data-walkthrough="big-scoring"]';
const TIES = '[data-walkthrough="tie-explorer"]';
const SMALL = '[data-walkthrough="small-scoring-example"]';
const TEXT = {
	fr: { try: 'À vous de jouer', piecesD: 'Pions, David', recomputed: 'Recalculé', values: 'Valeurs imprimées' },
	en: { try: 'Try it', piecesD: 'Pieces, David', recomputed: 'Recomputed', values: 'Values printed' },
};

/** `sel` is the widget's `[data-walkthrough="…"]` selector. */
const open = (page, lang, sel, query = '') => openWidgetAt(page, `/${lang}/wildlife/scoring/`, sel.match(/data-walkthrough="([^"]+)"/)[1], { query });

async function noOverflow(page) {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
}

// The guided steps and their numbers, malformed steps in the URL and try-it's refused and accepted
// edits are component tests now (tests/component/wildlife/scoring.test.tsx). Here: what needs a
// browser, axe and the 360 px width.

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const T = TEXT[lang];
	test(`${lang} ${theme}: axe finds nothing in the three scoring widgets (mid-example, refused try-it edits); no scroll at 360 px`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const big = await open(page, lang, BIG, '?big-scoring=14');
		await big.locator('.wt-narration', { hasText: '14' }).waitFor();
		await assertWidgetAxeClean(page, BIG, `${theme}, herds step`);
		const ties = await open(page, lang, TIES);
		await ties.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(ties);
		const pieces = ties.getByRole('textbox', { name: T.piecesD });
		await pieces.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('9');
		await page.keyboard.press('Tab');
		await ties.locator('.refusal').waitFor();
		await assertWidgetAxeClean(page, TIES, `${theme}, try-it, too many pieces`);
		await noOverflow(page);
		// The accepted fix: still no horizontal scroll.
		await pieces.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('0');
		await page.keyboard.press('Enter');
		await ties.locator('[role="status"]', { hasText: T.recomputed }).waitFor({ state: 'attached' });
		await noOverflow(page);
		const small = await open(page, lang, SMALL);
		await small.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(small);
		const values = small.getByRole('textbox', { name: new RegExp(T.values) });
		await values.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('abc');
		await page.keyboard.press('Enter');
		await small.locator('.refusal').waitFor();
		await assertWidgetAxeClean(page, SMALL, `${theme}, try-it, bad track values`);
		await noOverflow(page);
		// The small forest's last space (row 4, column 3) filled: still no horizontal scroll.
		await small.locator('[data-cell="r3c2"]').focus();
		await page.keyboard.press('Enter');
		await small.locator('.wl-sc-space.is-taken').first().waitFor();
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
