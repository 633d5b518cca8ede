// The three WildLife scoring widgets (big-scoring example, tie explorer, small scoring), driven by
// keyboard in both languages: guided steps and the live region, a malformed step in the URL,
// one refused and one accepted edit in try-it, no console error, no horizontal scroll at 360 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, withBase } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from './axe-state.mjs';

const site = useSiteBrowser();

const BIG = '[data-walkthrough="big-scoring"]';
const TIES = '[data-walkthrough="tie-explorer"]';
const SMALL = '[data-walkthrough="small-scoring-example"]';
const TEXT = {
	fr: {
		next: 'Suivant',
		try: 'À vous de jouer',
		step2: 'Étape 2 sur',
		bad: 'n’existe pas',
		refused: 'Coup refusé',
		piecesD: 'Pions, David',
		recomputed: 'Recalculé',
		spaces: '5 cases',
		values: 'Valeurs imprimées',
		track: '11 nombres entiers',
		placed: 'Anna',
	},
	en: {
		next: 'Next',
		try: 'Try it',
		step2: 'Step 2 of',
		bad: 'does not have',
		refused: 'Move refused',
		piecesD: 'Pieces, David',
		recomputed: 'Recomputed',
		spaces: '5 spaces',
		values: 'Values printed',
		track: '11 whole numbers',
		placed: 'Anna',
	},
};

/** `sel` is the widget's `[data-walkthrough="…"]` selector. */
const open = (page, lang, sel, query = '') => openWidgetAt(page, `/${lang}/wildlife/scoring/`, sel.match(/data-walkthrough="([^"]+)"/)[1], { query });

async function noOverflow(page) {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
}

for (const lang of ['fr', 'en']) {
	const T = TEXT[lang];

	test(`${lang}: big scoring, walked by keyboard, ends on 20 / 21 / 20 / 17`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await open(page, lang, BIG);
		await widget.getByRole('button', { name: new RegExp(T.next) }).focus();
		await page.keyboard.press('Enter');
		await widget.locator('.wt-narration', { hasText: T.step2 }).waitFor();
		assert.match((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '', new RegExp(T.step2));
		// Step 2 scores the small savanna: Orange (A) 3 points, in the line just scored over the sheet
		// (the only line there) and in the sheet's first line.
		assert.equal(await widget.locator('.wl-sc-now tbody tr').count(), 1);
		for (const table of ['.wl-sc-now', '[data-echo] .wl-sc-totals'])
			assert.equal((await widget.locator(`${table} tbody tr`).first().locator('td').first().textContent())?.trim(), '3', table);
		await page.keyboard.press('End');
		const narration = (await widget.locator('.wt-narration').textContent()) ?? '';
		for (const n of ['20', '21', '17']) assert.match(narration, new RegExp(`\\b${n}\\b`));
		// The totals, over the sheet and at its foot.
		for (const table of ['.wl-sc-now', '[data-echo] .wl-sc-totals']) {
			const totals = await widget.locator(`${table} tfoot td`).allTextContents();
			assert.deepEqual(
				totals.map((s) => s.trim()),
				['20', '21', '20', '17'],
				table,
			);
		}
		assert.match(page.url(), /[?&]big-scoring=15/);
		await page.keyboard.press('ArrowLeft');
		// The herd line: Orange's two herds take 4th place, 3 + 3.
		assert.match(
			(await widget.locator('.wt-narration').textContent()) ?? '',
			lang === 'fr' ? /chacune prend les points du 4ᵉ rang \(3 points\)/ : /each takes 4th place’s points \(3 points\)/,
		);
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: tie explorer, a malformed step opens step 1; try-it refuses too many pieces and accepts a fix`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, reducedMotion: 'reduce' });
		const widget = await open(page, lang, TIES, '?tie-explorer=zz');
		await widget.locator('.wt-notice').waitFor();
		assert.match((await widget.locator('.wt-notice').textContent()) ?? '', new RegExp(T.bad));
		assert.match((await widget.locator('.wt-narration').textContent()) ?? '', /^\D*1\D/);
		await widget.getByRole('button', { name: new RegExp(T.next) }).focus();
		await page.keyboard.press('Enter');
		await widget.locator('.wt-narration', { hasText: T.step2 }).waitFor();
		// Try it, keyboard only.
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		const input = widget.getByRole('textbox', { name: T.piecesD });
		await input.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('9');
		await page.keyboard.press('Tab');
		const refusal = widget.locator('.refusal');
		await refusal.waitFor();
		assert.match((await refusal.textContent()) ?? '', new RegExp(T.refused));
		assert.match((await refusal.textContent()) ?? '', new RegExp(T.spaces));
		assert.equal(await refusal.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/scoring/#areas`));
		await input.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('0');
		await page.keyboard.press('Enter');
		await widget.locator('[role="status"]', { hasText: T.recomputed }).waitFor({ state: 'attached' });
		assert.equal(await widget.locator('.refusal').count(), 0, 'the accepted edit clears the refusal');
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: small scoring, guided by keyboard; try-it refuses a bad track and scores a filled area`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, reducedMotion: 'reduce' });
		let widget = await open(page, lang, SMALL, '?small-scoring-example=zz');
		await widget.locator('.wt-notice').waitFor();
		assert.match((await widget.locator('.wt-narration').textContent()) ?? '', /^\D*1\D/);
		await widget.getByRole('button', { name: new RegExp(T.next) }).focus();
		const before = await widget.locator('.wt-narration').textContent();
		await page.keyboard.press('Enter');
		await widget.locator('.wt-narration', { hasText: T.step2 }).waitFor();
		assert.notEqual(await widget.locator('.wt-narration').textContent(), before);
		assert.match((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '', new RegExp(T.step2));
		// Step 5 takes the 4th marker: a big scoring is announced.
		for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
		assert.equal(await widget.locator('.wl-sc-space.is-taken').count(), 4);
		// Try it.
		widget = page.locator(SMALL);
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		const values = widget.getByRole('textbox', { name: new RegExp(T.values) });
		await values.focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('3, 3');
		await page.keyboard.press('Enter');
		const refusal = widget.locator('.refusal');
		await refusal.waitFor();
		assert.match((await refusal.textContent()) ?? '', new RegExp(T.track));
		assert.equal(await refusal.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/scoring/#territory-track`));
		// Fill the small forest's last space (row 4, column 3) with the keyboard.
		const cell = widget.locator('[data-cell="r3c2"]');
		await widget.locator('.sq-cell[tabindex="0"]').focus();
		await page.keyboard.press('Home');
		for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
		for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
		assert.equal(await cell.evaluate((el) => el === document.activeElement), true, 'arrows reach the cell');
		await page.keyboard.press('Enter');
		await widget.locator('[role="status"]', { hasText: T.placed }).waitFor({ state: 'attached' });
		assert.equal(await widget.locator('.refusal').count(), 0);
		assert.equal(await widget.locator('.wl-sc-space.is-taken').count(), 1);
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const T = TEXT[lang];
	test(`${lang} ${theme}: axe finds nothing in the three scoring widgets (mid-example, refused try-it edits)`, async () => {
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
		assertNoConsoleErrors(page);
		await page.close();
	});
}
