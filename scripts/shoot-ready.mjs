// Screenshots of a game's "Ready for game night?" check (issue 22) on a running site (npm run preview):
// npm exec -- node scripts/shoot-ready.mjs <base-url> <game> <lang> <width> <height> <light|dark> <out.png> [board|checked|feedback|end|home]
// board: the first board question, a choice made; checked: the same, checked; feedback: the first question checked; end: the end; home: the game's home after the set, with the stored result.
import { launchChromium } from './lib/chromium.mjs';
const [base, game, lang, w, h, theme, out, mode = 'board'] = process.argv.slice(2);
const browser = await launchChromium();
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, colorScheme: theme });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.error('pageerror', e.message));
await page.goto(`${base}/${lang}/${game}/ready/?seed=4242`);
const stage = page.locator('[data-ready]');
await stage.scrollIntoViewIfNeeded();
await page.locator('[data-ready][data-hydrated="true"]').waitFor();
for (let i = 0; i < 13; i++) {
	if ((mode === 'end' || mode === 'home') && (await stage.locator('[data-ready-end]').count())) break;
	const onBoard = await stage.locator('.ready-choices[data-on="board"]').count();
	if (mode !== 'end' && mode !== 'home' && onBoard) {
		await stage.locator('.ready-choice').first().click();
		if (mode === 'checked') {
			await stage.locator('[data-ready-check]').click();
		}
		break;
	}
	await stage.locator('.ready-choice').first().click();
	await stage.locator('[data-ready-check]').click();
	if (mode === 'feedback') break;
	await stage.locator('[data-ready-next]').click();
}
if (mode === 'home') {
	await page.goto(`${base}/${lang}/${game}/`);
	const box = page.locator('[data-ready-status]');
	await box.scrollIntoViewIfNeeded();
	await page.waitForTimeout(300);
	await page.screenshot({ path: out });
	await browser.close();
	process.exit(0);
}
await stage.evaluate((el) => el.scrollIntoView());
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
