// "Ready for game night?" (issue 22), for every game whose registry entry has a `ready` chapter, at
// 390×844 in French and 1280×800 in English: a whole set answered by keyboard only (real Tab, Space,
// arrows, Enter: the page's tab order and the focus handed from Check to Next, to the next prompt, to
// the score), the first choice each time. Each verdict agrees with the answers marked right, the
// reasons are full sentences, each rule link lands on a heading of a built page; the end shows the
// score of those verdicts, the result kept and the rules to reread (headings too). "Retry this set"
// by keyboard: the same set, its first question answered wrong on purpose and its second right. The game's home, after a real
// load, shows the stored result. A device that refuses storage, with a bad `?seed=` named in the
// notice, still gets a set, and the home then shows the way in with no result.
// Every link it writes (rule, widget step, reading, rules to reread, the way in from the game's
// pages) is under the base: this file is in the sub-path run (issue 29).
// Moved to tests/component/ready.test.tsx (issue 31; every game, both languages, the same set):
// the whole retry right but one (every verdict, score (n−1)/n, rules to reread on headings, kept in
// storage); the whole set run with the write refused (« not kept », nothing stored); a crafted
// `?seed=` (markup, a long text) not repeated in the notice.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
	assertNoConsoleErrors,
	BASE,
	distDir,
	expectFocus,
	keptPages,
	newPage,
	READY_GAMES,
	SUB_PATH_RUN,
	sitePath,
	useSiteBrowser,
	withBase,
} from './lib.mjs';

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

/**
 * Presses Tab until `selector` (inside the stage) has focus. The Tab stops on the way are counted
 * first in the page (focusable, drawn, in document order, a radio group one stop), and all but the
 * last pressed without a look; then one look per press until the target has the focus: the real
 * tab order decides, a miscount only costs round trips.
 */
async function tabTo(page, selector, max = 120) {
	const ahead = await page.evaluate((s) => {
		const target = document.querySelector(s);
		const from = document.activeElement;
		if (!target || !from || from.matches(s)) return 0;
		const stops = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
			(e) => e.tabIndex >= 0 && !e.disabled && !e.closest('fieldset:disabled, [inert], [hidden]') && e.getClientRects().length > 0,
		);
		let n = 0;
		const groups = new Set();
		for (const e of stops) {
			if (!(from.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
			if (e.type === 'radio' && e.name) {
				if (groups.has(e.name)) continue;
				groups.add(e.name);
			}
			n++;
			if (e === target || (e.type === 'radio' && e.name && e.name === target.name)) return n;
		}
		return 0;
	}, selector);
	for (let i = 1; i < ahead; i++) await page.keyboard.press('Tab');
	for (let i = 0; i < max; i++) {
		if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
		await page.keyboard.press('Tab');
	}
	assert.fail(`Tab never reached ${selector}`);
}

/** Chooses exactly the answers `pick` names among the current question's (their values), by keyboard; returns them. */
async function choose(page, stage, pick) {
	const inputs = stage.locator('.ready-choices input');
	const { type, values } = await inputs.evaluateAll((els) => ({ type: els[0]?.getAttribute('type'), values: els.map((e) => e.value) }));
	const ids = pick(values);
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
	return ids;
}

async function checkAndRead(page, stage) {
	await tabTo(page, '[data-ready-check]');
	await page.keyboard.press('Enter');
	await stage.locator('[data-ready-feedback]').waitFor();
	// One read of the feedback as drawn (one round trip, not seven).
	const { shown, verdict, right, reasons, href, links } = await stage.evaluate((el) => {
		const feedback = el.querySelector('[data-ready-feedback]');
		const box = feedback.getBoundingClientRect();
		return {
			shown: box.width > 0 && box.height > 0 && getComputedStyle(feedback).visibility !== 'hidden',
			verdict: feedback.getAttribute('data-ready-feedback'),
			right: [...el.querySelectorAll('.ready-choice[data-mark="right"]')].map((e) => e.getAttribute('data-choice')),
			reasons: [...feedback.querySelectorAll('.ready-reasons li')].map((e) => e.textContent ?? ''),
			href: feedback.querySelector('[data-ready-rule]')?.getAttribute('href') ?? '',
			links: [...feedback.querySelectorAll('a[href]')].map((e) => e.getAttribute('href') ?? ''),
		};
	});
	assert.ok(shown, 'feedback on screen');
	assert.ok(reasons.length > 0 && reasons.every((r) => /[.!?»”]$/.test(r.trim()) && !/[[{]/.test(r)), `reasons are full sentences: ${reasons.join(' | ')}`);
	// Every link of the feedback is under the base (a widget's links are in no built HTML page).
	for (const link of links) assert.ok(link.startsWith(BASE), `feedback link ${link} is under ${BASE}`);
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
/** One tab for the sets in turn (lib.mjs keptPages: the results stored by one are emptied before the next). */
const tab = keptPages(() => newPage(site.browser));

for (const [index, game] of GAMES.entries()) {
	for (const { lang, width, height } of SUB_PATH_RUN ? RUNS.slice(index % RUNS.length, (index % RUNS.length) + 1) : RUNS) {
		test(`${game.slug} ${lang} ${width}×${height}: a set by keyboard, right and wrong, score, stored on the home`, { timeout: 240_000 }, async () => {
			await tab.use(async (page) => {
				await page.setViewportSize({ width, height });
				const path = `/${lang}/${game.slug}/ready/`;
				await page.goto(`${path}?seed=4242`);
				const stage = page.locator('[data-ready]');
				await stage.scrollIntoViewIfNeeded();
				await page.locator('[data-ready][data-hydrated="true"]').waitFor();
				assert.equal(new URL(page.url()).searchParams.get('seed'), '4242');
				const total = Number((await stage.locator('.wt-stepno').textContent()).match(/(\d+)\D*$/)[1]);
				assert.ok(total >= 10 && total <= 12, `${total} questions`);

				// A whole set by keyboard, the first choice each time: learn the right answers from the feedback.
				const answers = [];
				let rights = 0;
				await page.locator('[data-ready-prompt]').focus();
				const firstPrompt = await page.locator('[data-ready-prompt]').textContent();
				for (let i = 0; i < total; i++) {
					const [first] = await choose(page, stage, (values) => values.slice(0, 1));
					const { verdict, right, href } = await checkAndRead(page, stage);
					assert.ok(right.length > 0, 'the right answer is marked');
					assert.equal(verdict, right.length === 1 && right[0] === first ? 'right' : 'wrong', `question ${i + 1}: the verdict agrees with the marks`);
					if (verdict === 'right') rights++;
					const url = new URL(href, 'http://x');
					assert.match(url.pathname, new RegExp(`^${BASE}${lang}/${game.slug}/[a-z-]+/$`));
					assert.ok(headingIds(url.pathname).has(url.hash.slice(1)), `rule link ${href} lands on a heading`);
					answers.push(right);
					await nextQuestion(page, i === total - 1);
				}
				const end = stage.locator('[data-ready-end]');
				await end.waitFor();
				assert.equal(await end.locator('[data-ready-score]').getAttribute('data-ready-score'), `${rights}/${total}`);
				assert.ok(await end.isVisible(), 'the score is on screen');
				assert.ok(await end.locator('.ready-kept[data-ready-kept="yes"]').isVisible(), 'says the result is kept');
				const reread = await end.locator('.ready-reread a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
				assert.equal(reread.length > 0, rights < total, 'rules to reread when a question was missed');
				for (const href of reread)
					assert.ok(
						href.startsWith(withBase(`/${lang}/${game.slug}/`)) && headingIds(href.split('#')[0]).has(href.split('#')[1] ?? ''),
						`reread link ${href} lands on a heading`,
					);

				// "Retry this set" by keyboard: the same set; the first question answered wrong on purpose,
				// the second right (the whole retry, right but one, is tests/component/ready.test.tsx's).
				await tabTo(page, '[data-ready-again]');
				await page.keyboard.press('Enter');
				await expectFocus(page, '[data-ready-prompt]');
				assert.equal(await page.locator('[data-ready-prompt]').textContent(), firstPrompt, 'the same set');
				for (let i = 0; i < 2; i++) {
					await choose(page, stage, (values) => {
						const pick = i === 0 ? values.filter((v) => !answers[i].includes(v)).slice(0, 1) : answers[i];
						return pick.length === 0 ? answers[i].slice(1) : pick;
					});
					const { verdict } = await checkAndRead(page, stage);
					assert.equal(verdict, i === 0 ? 'wrong' : 'right', `retry, question ${i + 1}`);
					if (i === 0) assert.ok(await stage.locator('.ready-feedback.is-wrong').isVisible());
					await nextQuestion(page, false);
				}

				// The game's home shows the stored result.
				await page.goto(`/${lang}/${game.slug}/`);
				const last = page.locator('[data-ready-last]');
				await last.waitFor({ state: 'visible' });
				assert.match(await last.textContent(), new RegExp(`^\\D*${rights}\\D+${total}\\D`));
				assert.ok(await page.locator(`[data-ready-status] a[href="${withBase(path)}"]`).count());
				assertNoConsoleErrors(page);
			});
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
		// The question kinds load on demand after hydration: a first question is drawn. The whole set
		// with its write refused (« not kept ») is tests/component/ready.test.tsx's.
		await stage.locator('.ready-choices input').first().waitFor({ timeout: 30_000 });
		await page.goto(`/en/${game.slug}/`);
		assert.ok(await page.locator('[data-ready-status] a').isVisible());
		assert.ok(await page.locator('[data-ready-last]').isHidden());
		assertNoConsoleErrors(page);
		await page.close();
	});
}

test('every game with a ready chapter is tested here', () => {
	assert.ok(GAMES.length >= 1);
});
