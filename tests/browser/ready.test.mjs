// "Ready for game night?" (issue 22), for every game whose registry entry has a `ready` chapter:
// a set answered by keyboard only (Tab, arrows, Space, Enter), first to learn the engine's answers
// from the feedback, then again (same seed, "Retry this set") right except one question, answered
// wrong on purpose; at 390×844 in French and 1280×800 in English. It sees the feedback (right and
// wrong, the reasons, the rule's link to a heading that exists), the end score and the rules to
// reread; the game's home then shows the stored result, and a device that refuses storage still runs.
// Every link it writes (rule, widget step, reading, rules to reread, the way in from the game's
// pages) is under the base: this file is in the sub-path run (issue 29). A bad `?seed=` is named
// in the notice only when it is a short plain word.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { assertNoConsoleErrors, BASE, distDir, expectFocus, newPage, READY_GAMES, SUB_PATH_RUN, sitePath, useSiteBrowser, withBase } from './lib.mjs';

const site = useSiteBrowser();
const GAMES = READY_GAMES.filter((g) => g.chapters.includes('ready'));
const RUNS = [
	{ lang: 'fr', width: 390, height: 844 },
	{ lang: 'en', width: 1280, height: 800 },
];

/** The heading ids of a built page, by its URL path under the base. */
const headingIds = (path) => {
	const file = join(distDir, sitePath(path), 'index.html');
	return existsSync(file) ? new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])) : new Set();
};

/** Presses Tab until `selector` (inside the stage) has focus. */
async function tabTo(page, selector, max = 120) {
	for (let i = 0; i < max; i++) {
		if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
		await page.keyboard.press('Tab');
	}
	assert.fail(`Tab never reached ${selector}`);
}

/** Chooses exactly `ids` among the current question's answers, by keyboard. */
async function choose(page, stage, ids) {
	const inputs = stage.locator('.ready-choices input');
	const type = await inputs.first().getAttribute('type');
	const values = await inputs.evaluateAll((els) => els.map((e) => e.value));
	if (type === 'radio') {
		const target = values.indexOf(ids[0]);
		assert.ok(target >= 0, `${ids[0]} is a choice`);
		await tabTo(page, '.ready-choices input');
		// Entering a group with none checked lands on its first radio; arrows move and check.
		await page.keyboard.press('Space');
		for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
	} else {
		for (const id of ids) {
			await tabTo(page, `.ready-choices input[value="${id}"]`);
			await page.keyboard.press('Space');
		}
	}
	const checked = await inputs.evaluateAll((els) => els.filter((e) => e.checked).map((e) => e.value));
	assert.deepEqual(checked.sort(), [...ids].sort(), 'the keyboard chose these answers');
}

async function checkAndRead(page, stage) {
	await tabTo(page, '[data-ready-check]');
	await page.keyboard.press('Enter');
	const feedback = stage.locator('[data-ready-feedback]');
	await feedback.waitFor();
	assert.ok(await feedback.isVisible(), 'feedback on screen');
	const verdict = await feedback.getAttribute('data-ready-feedback');
	const right = await stage.locator('.ready-choice[data-mark="right"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-choice')));
	const reasons = await feedback.locator('.ready-reasons li').allTextContents();
	assert.ok(reasons.length > 0 && reasons.every((r) => /[.!?»”]$/.test(r.trim()) && !/[[{]/.test(r)), `reasons are full sentences: ${reasons.join(' | ')}`);
	const href = await feedback.locator('[data-ready-rule]').getAttribute('href');
	// Every link of the feedback is under the base (a widget's links are in no built HTML page).
	for (const link of await feedback.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))) {
		assert.ok(link.startsWith(BASE), `feedback link ${link} is under ${BASE}`);
	}
	return { verdict, right, href };
}

async function nextQuestion(page, last) {
	await expectFocus(page, '[data-ready-next]'); // Check hands the focus to Next
	await page.keyboard.press('Enter');
	// The next question's prompt takes the focus; after the last one, the score does.
	await expectFocus(page, last ? '[data-ready-end]' : '[data-ready-prompt]');
}

/**
 * The sub-path run (run.mjs --sub) checks where the check's links go, which is the same in either
 * language and at any size: one set per game there, the languages alternating from game to game.
 */
for (const [index, game] of GAMES.entries()) {
	for (const { lang, width, height } of SUB_PATH_RUN ? RUNS.slice(index % RUNS.length, (index % RUNS.length) + 1) : RUNS) {
		test(`${game.slug} ${lang} ${width}×${height}: a set by keyboard, right and wrong, score, stored on the home`, { timeout: 240_000 }, async () => {
			const page = await newPage(site.browser, { width, height });
			const path = `/${lang}/${game.slug}/ready/`;
			await page.goto(`${path}?seed=4242`);
			const stage = page.locator('[data-ready]');
			await stage.scrollIntoViewIfNeeded();
			await page.locator('[data-ready][data-hydrated="true"]').waitFor();
			assert.equal(new URL(page.url()).searchParams.get('seed'), '4242');
			const total = Number((await stage.locator('.wt-stepno').textContent()).match(/(\d+)\D*$/)[1]);
			assert.ok(total >= 10 && total <= 12, `${total} questions`);

			// First pass: answer the first choice, learn the right answers from the feedback.
			const answers = [];
			await page.locator('[data-ready-prompt]').focus();
			for (let i = 0; i < total; i++) {
				const first = await stage.locator('.ready-choices input').first().getAttribute('value');
				await choose(page, stage, [first]);
				const { right, href } = await checkAndRead(page, stage);
				assert.ok(right.length > 0, 'the right answer is marked');
				const url = new URL(href, 'http://x');
				assert.match(url.pathname, new RegExp(`^${BASE}${lang}/${game.slug}/[a-z-]+/$`));
				assert.ok(headingIds(url.pathname).has(url.hash.slice(1)), `rule link ${href} lands on a heading`);
				answers.push(right);
				await nextQuestion(page, i === total - 1);
			}
			await stage.locator('[data-ready-end]').waitFor();

			// Second pass, same set: all right but the first, answered wrong on purpose.
			await tabTo(page, '[data-ready-again]');
			await page.keyboard.press('Enter');
			await expectFocus(page, '[data-ready-prompt]');
			for (let i = 0; i < total; i++) {
				const values = await stage.locator('.ready-choices input').evaluateAll((els) => els.map((e) => e.value));
				let pick = answers[i];
				if (i === 0) pick = values.filter((v) => !answers[i].includes(v)).slice(0, 1);
				if (pick.length === 0) pick = answers[i].slice(1);
				await choose(page, stage, pick);
				const { verdict } = await checkAndRead(page, stage);
				assert.equal(verdict, i === 0 ? 'wrong' : 'right', `question ${i + 1}`);
				if (i === 0) assert.ok(await stage.locator('.ready-feedback.is-wrong').isVisible());
				await nextQuestion(page, i === total - 1);
			}
			const end = stage.locator('[data-ready-end]');
			await end.waitFor();
			assert.equal(await end.locator('[data-ready-score]').getAttribute('data-ready-score'), `${total - 1}/${total}`);
			assert.ok(await end.isVisible(), 'the score is on screen');
			assert.ok(await end.locator('.ready-kept[data-ready-kept="yes"]').isVisible(), 'says the result is kept');
			const reread = await end.locator('.ready-reread a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
			assert.ok(reread.length >= 1, 'a rule to reread');
			for (const href of reread)
				assert.ok(
					href.startsWith(withBase(`/${lang}/${game.slug}/`)) && headingIds(href.split('#')[0]).has(href.split('#')[1] ?? ''),
					`reread link ${href} lands on a heading`,
				);

			// The game's home shows the stored result.
			await page.goto(`/${lang}/${game.slug}/`);
			const last = page.locator('[data-ready-last]');
			await last.waitFor({ state: 'visible' });
			assert.match(await last.textContent(), new RegExp(`${total - 1}\\D+${total}`));
			assert.ok(await page.locator(`[data-ready-status] a[href="${withBase(path)}"]`).count());
			assertNoConsoleErrors(page);
			await page.close();
		});
	}

	test(`${game.slug}: a device that refuses storage still runs the check; a bad seed gets a notice and a set`, { timeout: 90_000 }, async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		// Storage that throws when the check writes (a full quota, a refused permission); other
		// writes (Starlight's theme) are left alone, since they are not this test's subject.
		await page.addInitScript(() => {
			const set = Storage.prototype.setItem;
			Storage.prototype.setItem = function (key, value) {
				// The result's key: `ready:<game>`, or scoped to the base (`rap:<base>ready:<game>`).
				if (/(^|[:/])ready:[a-z-]+$/.test(String(key))) throw new DOMException('refused', 'QuotaExceededError');
				return set.call(this, key, value);
			};
		});
		await page.goto(`/en/${game.slug}/ready/?seed=oops`);
		const stage = page.locator('[data-ready]');
		await stage.scrollIntoViewIfNeeded();
		await page.locator('[data-ready][data-hydrated="true"]').waitFor();
		assert.ok(await page.locator('.wt-notice').filter({ hasText: 'oops' }).isVisible());
		assert.match(new URL(page.url()).searchParams.get('seed') ?? '', /^\d+$/);
		while (!(await stage.locator('[data-ready-end]').count())) {
			await stage.locator('.ready-choice').first().click();
			await stage.locator('[data-ready-check]').click();
			await stage.locator('[data-ready-next]').click();
		}
		assert.ok(await stage.locator('.ready-kept[data-ready-kept="no"]').isVisible(), 'says the result is not kept');
		await page.goto(`/en/${game.slug}/`);
		assert.ok(await page.locator('[data-ready-status] a').isVisible());
		assert.ok(await page.locator('[data-ready-last]').isHidden());
		assertNoConsoleErrors(page);
		await page.close();
	});
}

test('a crafted ?seed= (markup, a long text) is not repeated: the notice names no value and a set starts', { timeout: 90_000 }, async () => {
	const game = GAMES[0];
	const page = await newPage(site.browser, { width: 390, height: 844 });
	const crafted = `<b>Official</b> notice: ${'visit elsewhere '.repeat(200)}`;
	await page.goto(`/en/${game.slug}/ready/?seed=${encodeURIComponent(crafted)}`);
	const stage = page.locator('[data-ready]');
	await stage.scrollIntoViewIfNeeded();
	await page.locator('[data-ready][data-hydrated="true"]').waitFor();
	const notice = stage.locator('.wt-notice');
	assert.ok(await notice.isVisible(), 'a notice says the set does not exist');
	const text = (await notice.textContent()) ?? '';
	assert.ok(!/[<>]|Official|elsewhere/.test(text), `the notice repeats none of the link: ${text}`);
	assert.ok(text.length < 120, `a short notice (${text.length} characters)`);
	assert.match(new URL(page.url()).searchParams.get('seed') ?? '', /^\d+$/, 'a new set took its place');
	// The question kinds load on demand after hydration: wait for the first question, as a reader would.
	await stage.locator('.ready-choices input').first().waitFor({ timeout: 30_000 });
	assert.ok((await stage.locator('.ready-choices input').count()) > 0, 'its first question is there');
	assertNoConsoleErrors(page);
	await page.close();
});

test('every game with a ready chapter is tested here', () => {
	assert.ok(GAMES.length >= 1);
});
