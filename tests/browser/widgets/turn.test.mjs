// The WildLife turn chapter's two widgets (board actions; the rulebook's turn example), driven by
// keyboard in both languages: guided steps announced, a bad step in the URL, an illegal and a legal
// move in try-it with the rule linked, no console error, no horizontal scroll at 360 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, useSiteBrowser, openWidget as openWidgetAt, tryItReady, withBase } from '../lib.mjs';
import { assertWidgetAxeClean, THEMES } from './axe-state.mjs';

const site = useSiteBrowser();

const TEXT = {
	fr: {
		next: 'Suivant',
		try: 'À vous de jouer',
		step: 'Étape',
		bad: 'n’existe pas',
		refused: 'Coup refusé',
		attack: 'Attaquer',
		savanna: 'Savane',
		end: 'Terminer le tour',
		free: 'Déplacement gratuit',
		jump: 'sauté',
		moved: 'le pion passe de',
		areaNotFull: 'libre',
		auction: 'enchère',
		expand: 'reproduire',
	},
	en: {
		next: 'Next',
		try: 'Try it',
		step: 'Step',
		bad: 'does not have',
		refused: 'Move refused',
		attack: 'Attack',
		savanna: 'Savanna',
		end: 'End the turn',
		free: 'Free migration',
		jump: 'jumped',
		moved: 'the piece moves from',
		areaNotFull: 'free space',
		auction: 'auction',
		expand: 'expand',
	},
};

const openWidget = (page, lang, id, query = '') => openWidgetAt(page, `/${lang}/wildlife/turn/`, id, { query });

const noOverflow = async (page) => {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
};

async function walkGuided(page, widget, lang, id, expectStep4) {
	const T = TEXT[lang];
	const narration = widget.locator('.wt-narration');
	const first = await narration.textContent();
	await widget.getByRole('button', { name: new RegExp(`^${T.next}`) }).focus();
	await page.keyboard.press('Enter');
	await widget.locator('.wt-narration', { hasText: `${T.step} 2` }).waitFor();
	assert.notEqual(await narration.textContent(), first, 'the narration changes');
	assert.match((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '', new RegExp(`${T.step} 2`));
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await widget.locator('.wt-narration', { hasText: `${T.step} 4` }).waitFor();
	assert.match(await narration.textContent(), expectStep4);
	assert.match((await widget.locator('[aria-live="polite"].sr-only').textContent()) ?? '', new RegExp(`${T.step} 4`));
	assert.match(page.url(), new RegExp(`[?&]${id}=4`));
}

for (const lang of ['fr', 'en']) {
	const T = TEXT[lang];

	test(`${lang}: actions widget — guided steps by keyboard, the migration jumps over own pieces`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang, 'actions-demo');
		await walkGuided(page, widget, lang, 'actions-demo', new RegExp(T.jump));
		await page.keyboard.press('End');
		assert.match(await widget.locator('.wt-narration').textContent(), new RegExp(T.areaNotFull));
		assert.equal(await widget.locator('.refusal a').getAttribute('href'), withBase(`/${lang}/wildlife/turn/#attack`));
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: actions widget — try-it refuses an attack into a non-full area, accepts one into a full area (360 px)`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800 });
		const widget = await openWidget(page, lang, 'actions-demo');
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		await widget.getByRole('button', { name: T.attack, exact: true }).focus();
		await page.keyboard.press('Enter');
		await widget.getByRole('button', { name: T.savanna, exact: true }).focus();
		await page.keyboard.press('Enter');
		// r0c5: C's piece in the large savanna, which still has free spaces.
		await widget.locator('[data-cell="r0c5"]').focus();
		await page.keyboard.press('Enter');
		const refusal = widget.locator('.refusal');
		await refusal.waitFor();
		assert.match(await refusal.textContent(), new RegExp(T.refused));
		assert.match(await refusal.textContent(), new RegExp(T.areaNotFull));
		assert.doesNotMatch(await refusal.textContent(), /\[/);
		assert.equal(await refusal.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/turn/#attack`));
		// r4c4: B's piece in the full small savanna, reached with the arrow keys (down 4, left 1).
		for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowLeft');
		assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), 'r4c4');
		await page.keyboard.press('Enter');
		await widget.locator('[data-cell="r4c4"] .token', { hasText: 'A' }).waitFor();
		assert.equal(await widget.locator('.refusal').count(), 0, 'the legal move clears the refusal');
		assert.notEqual(((await widget.locator('[role="status"].wl-status').textContent()) ?? '').trim(), '');
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: turn example — guided steps by keyboard, then to the end (4 plays, 1 auction)`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const widget = await openWidget(page, lang, 'turn-demo');
		await walkGuided(page, widget, lang, 'turn-demo', new RegExp(T.expand));
		await page.keyboard.press('End');
		const last = await widget.locator('.wt-narration').textContent();
		// Four plays, one of them an auction, as the narration says them (small numbers in words in French).
		assert.match(last, lang === 'fr' ? /quatre cartes jouées, dont une vendue/ : /4 cards played, one of them auctioned/);
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: turn example — try-it refuses ending without an auction, then makes the free migration (360 px)`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800 });
		const widget = await openWidget(page, lang, 'turn-demo');
		await widget.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(widget);
		await widget.getByRole('button', { name: T.end }).focus();
		await page.keyboard.press('Enter');
		const refusal = widget.locator('.refusal');
		await refusal.waitFor();
		assert.match(await refusal.textContent(), new RegExp(T.refused));
		assert.match(await refusal.textContent(), new RegExp(T.auction));
		assert.equal(await refusal.locator('a').getAttribute('href'), withBase(`/${lang}/wildlife/auction/#when`));
		// Legal: the free migration of the bottom-right piece into the forest.
		await widget.getByRole('button', { name: T.free }).focus();
		await page.keyboard.press('Enter');
		await widget.locator('[data-cell="r6c8"]').focus();
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await widget.locator('[data-cell="r6c9"] .token', { hasText: 'A' }).waitFor();
		await widget.locator('[role="status"].wl-status', { hasText: new RegExp(T.moved) }).waitFor();
		assert.equal(await widget.locator('.refusal').count(), 0);
		await noOverflow(page);
		assertNoConsoleErrors(page);
		await page.close();
	});
}

// axe in interactive states, light and dark (French in light, English in dark).
for (const theme of THEMES) {
	const lang = theme === 'light' ? 'fr' : 'en';
	const T = TEXT[lang];
	test(`${lang} ${theme}: axe finds nothing in both try-its after a refusal, with the chart editor open`, async () => {
		const page = await newPage(site.browser, { width: 360, height: 800, colorScheme: theme, reducedMotion: 'reduce' });
		const actions = await openWidget(page, lang, 'actions-demo');
		await actions.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(actions);
		await actions.getByRole('button', { name: T.attack, exact: true }).focus();
		await page.keyboard.press('Enter');
		await actions.locator('[data-cell="r0c5"]').focus();
		await page.keyboard.press('Enter');
		await actions.locator('.refusal').waitFor();
		// Open every closed disclosure (one at a time: the set of closed ones changes as they open).
		for (let i = 0; i < 10 && (await actions.locator('details:not([open]) > summary').count()); i++)
			await actions.locator('details:not([open]) > summary').first().click();
		await assertWidgetAxeClean(page, '[data-walkthrough="actions-demo"]', `${theme}, try-it, refusal, chart open`);
		const turn = await openWidget(page, lang, 'turn-demo');
		await turn.getByRole('button', { name: T.try }).focus();
		await page.keyboard.press('Enter');
		await tryItReady(turn);
		await turn.getByRole('button', { name: T.end }).focus();
		await page.keyboard.press('Enter');
		await turn.locator('.refusal').waitFor();
		// Open every closed disclosure (one at a time: the set of closed ones changes as they open).
		for (let i = 0; i < 10 && (await turn.locator('details:not([open]) > summary').count()); i++)
			await turn.locator('details:not([open]) > summary').first().click();
		await assertWidgetAxeClean(page, '[data-walkthrough="turn-demo"]', `${theme}, try-it, refusal, details open`);
		assertNoConsoleErrors(page);
		await page.close();
	});
}
