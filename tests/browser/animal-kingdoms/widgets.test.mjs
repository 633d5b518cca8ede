// The Animal Kingdoms widgets, in both languages, by keyboard and pointer: guided steps announced
// (the rulebook's numbers where the widget replays them), then try-it: an illegal move refused with
// its rule linked, a legal move accepted; no console error; no horizontal scroll at 390 px (and, for
// the end of an age's sheet, at 320 px).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoConsoleErrors, newPage, openWidget, tryItReady, useSiteBrowser, withBase } from '../lib.mjs';

const site = useSiteBrowser();

const T = {
	fr: {
		next: 'Suivant',
		step: 'Étape',
		refused: 'Coup refusé',
		eoa8: /Carla a la majorité et marque la tuile de 8 points/,
		battleWin: /Stéphanie gagne la bataille/,
		score: /Décompter le royaume de 4 territoires/,
		reveal: 'Révéler',
		compare: 'Comparer',
		plusAbdel: /^Jeton Renfort pour Abdel/,
		claim: 'Revendiquer un territoire',
		rally: 'Rallier',
		pass: 'Passer',
		tryCard: 'Essayer cette carte',
		bot: 'Tour de l’adversaire fictif',
		oneBeats8: /un 1 bat un 8/,
	},
	en: {
		next: 'Next',
		step: 'Step',
		refused: 'Move refused',
		eoa8: /Carla has the most cubes and scores the 8-point token/,
		battleWin: /Stéphanie wins the battle/,
		score: /Score the 4-territory kingdom/,
		reveal: 'Reveal',
		compare: 'Compare',
		plusAbdel: /^Reinforcement token for Abdel/,
		claim: 'Claim a territory',
		rally: 'Rally',
		pass: 'Withdraw',
		tryCard: 'Try this card',
		bot: 'The bot’s turn',
		oneBeats8: /a 1 beats an 8/,
	},
};

const noOverflow = async (page) => {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
	assert.ok(overflow <= 0, `no horizontal scroll (overflow ${overflow}px)`);
};

/** Goes to step n with the keyboard (End, Home and arrows from the stage) and returns the narration. */
async function stepTo(page, widget, n) {
	await widget.getByRole('button', { name: /^(Suivant|Next)/ }).focus();
	await page.keyboard.press('Home');
	for (let i = 1; i < n; i++) await page.keyboard.press('ArrowRight');
	return (await widget.locator('.wt-narration').textContent()) ?? '';
}

async function tryIt(widget) {
	await widget.locator('.wt-modes button').nth(1).click();
	await tryItReady(widget);
}

for (const lang of ['fr', 'en']) {
	const L = T[lang];
	const path = (p) => `/${lang}/animal-kingdoms/${p}/`;

	test(`${lang}: end of age — 8/3/3/1, the three-way battle, the peace treaty; try-it scores a kingdom and refuses a reinforcement without a token`, async () => {
		const page = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
		const w = await openWidget(page, path('end-of-age'), 'end-of-age');
		assert.match(await stepTo(page, w, 9), L.battleWin);
		assert.match(await w.locator('[aria-live="polite"].sr-only').textContent(), new RegExp(`${L.step} 9`));
		assert.match(await stepTo(page, w, 10), L.eoa8);
		await noOverflow(page);
		// The smallest phone (issue 20): the scoring sheet and the battle fit 320 px, nothing scrolls sideways.
		await page.setViewportSize({ width: 320, height: 700 });
		await page.waitForTimeout(300);
		await noOverflow(page);
		const sheet = w.locator('.ak-eoa').locator('xpath=..');
		assert.ok(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the sheet fits its box at 320 px');
		await page.setViewportSize({ width: 390, height: 844 });
		await tryIt(w);
		await w.getByRole('button', { name: L.score }).click();
		for (let i = 0; i < 3; i++) await w.locator('.ak-try-row button').first().click();
		await w.getByRole('button', { name: L.reveal }).click();
		// Abdel has no reinforcement token yet
		await w.getByRole('button', { name: L.plusAbdel }).click();
		const note = page.locator('.refusal');
		await note.waitFor();
		assert.match(await note.textContent(), new RegExp(L.refused));
		assert.equal(await note.locator('a').getAttribute('href'), withBase(`${path('battles')}#reinforcements`));
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: battles — a 1 beats an 8 on the second reveal; try-it compares after a reveal`, async () => {
		const page = await newPage(site.browser, { reducedMotion: 'reduce' });
		const w = await openWidget(page, path('battles'), 'battle');
		assert.match(await stepTo(page, w, 7), L.oneBeats8);
		await tryIt(w);
		await w.getByRole('button', { name: L.reveal }).click();
		await w.getByRole('button', { name: L.compare }).click();
		await w.locator('.ak-fighters em').first().waitFor();
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: decrees — the rulebook’s decree ignored then checked; try-it refuses a card with the decree’s reason`, async () => {
		const page = await newPage(site.browser);
		const w = await openWidget(page, path('turn'), 'decree-check');
		await stepTo(page, w, 5);
		assert.equal(await w.locator('.refusal a').getAttribute('href'), withBase(`${path('turn')}#decrees`));
		await tryIt(w);
		// the rulebook's decree with an owl 6 by a neighbour: a wolf 5 is refused
		await w.locator('.ak-try-row').nth(2).locator('select').nth(0).selectOption('1');
		await w.locator('.ak-try-row').nth(2).locator('select').nth(1).selectOption('owl');
		await w.locator('.ak-try-row').nth(2).locator('select').nth(2).selectOption('6');
		await w.locator('.ak-try-row').nth(3).locator('button').nth(2).click();
		await w.locator('.ak-try-row').nth(2).locator('select').nth(1).selectOption('wolf');
		await w.locator('.ak-try-row').nth(2).locator('select').nth(2).selectOption('5');
		await w.getByRole('button', { name: L.tryCard }).click();
		const note = page.locator('.refusal');
		await note.waitFor();
		assert.match(await note.textContent(), /6/);
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: a turn and an age — refusals link their rule; try-it rallies then refuses a second rally after a pass`, async () => {
		const page = await newPage(site.browser);
		const w = await openWidget(page, path('turn'), 'age');
		await stepTo(page, w, 4);
		assert.equal(await w.locator('.refusal a').getAttribute('href'), withBase(`${path('turn')}#capital`));
		await stepTo(page, w, 7);
		assert.equal(await w.locator('.refusal a').getAttribute('href'), withBase(`${path('turn')}#rally-forbidden`));
		await tryIt(w);
		await w.getByRole('button', { name: new RegExp(`^${L.rally}`) }).click();
		await w.getByRole('button', { name: L.pass, exact: true }).click();
		await w.getByRole('button', { name: new RegExp(`^${L.rally}`) }).click();
		const note = page.locator('.refusal');
		await note.waitFor();
		assert.equal(await note.locator('a').getAttribute('href'), withBase(`${path('turn')}#rally-forbidden`));
		assertNoConsoleErrors(page);
		await page.close();
	});

	test(`${lang}: the solo bot — its reasons in the narration; try-it plays its turn`, async () => {
		const page = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
		const w = await openWidget(page, path('solo'), 'solo-bot');
		assert.match(await stepTo(page, w, 2), /7/);
		await noOverflow(page);
		await tryIt(w);
		await w.getByRole('button', { name: L.bot }).click();
		await w.locator('.ak-try p[role="status"]').filter({ hasText: /\S/ }).waitFor();
		await w.getByRole('button', { name: L.bot }).click();
		const note = page.locator('.refusal');
		await note.waitFor();
		assert.equal(await note.locator('a').getAttribute('href'), withBase(`${path('solo')}#bot-turn`));
		assertNoConsoleErrors(page);
		await page.close();
	});
}
