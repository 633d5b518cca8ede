// @vitest-environment happy-dom
// "Ready for game night?" (issue 22) as a reader answers it, for every game whose registry entry has
// a `ready` chapter, in both languages (moved from tests/browser/ready.test.mjs, issue 31): a whole
// set answered with the first choice each time, to learn the engine's answers from the feedback, then
// the same set again ("Retry this set") right but the first question; the verdicts, the right
// answers marked, the reasons as full sentences, the rule's link to a heading of the game's page, the
// score, the rules to reread (headings too), the result kept in storage; storage that refuses the
// write, a bad or crafted `?seed=`. The browser keeps the real Tab order and focus hand-offs by
// keyboard, the links under a sub-path base and the stored result on the game's home after a reload.
import { fireEvent, render, waitFor } from '@testing-library/preact';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionComponent } from 'preact';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { READY_GAMES } from '../../src/games';
import type { Locale } from '../../src/i18n/paths';
import { readyStorageKey } from '../../src/machines/shared/ready';
import { headingIds } from '../unit/registry/headings';
import { embedStrings } from './embed';
import { $, $$, cleanEachTest } from './walkthrough';

cleanEachTest();
afterEach(() => localStorage.clear());

const GAMES = READY_GAMES.filter((g) => g.chapters.includes('ready'));
const WIDGETS = import.meta.glob<{ default: FunctionComponent<{ lang: Locale }> }>('../../src/components/*/ReadyWidget.tsx');
const root = join(__dirname, '../..');

/** The heading ids of a game's page, from its MDX source (`## Titre {#id}`), as the built page has them. */
const headings = (lang: Locale, slug: string, page: string) => {
	const file = join(root, 'src/content/docs', lang, slug, `${page || 'index'}.mdx`);
	return existsSync(file) ? headingIds(readFileSync(file, 'utf8')) : new Set<string>();
};

/** A rule link of the check: under the game's pages (base `/` here) and on a heading of that page. */
function expectRuleLink(href: string, lang: Locale, slug: string) {
	const url = new URL(href, 'http://x');
	expect(url.pathname, href).toMatch(new RegExp(`^/${lang}/${slug}/[a-z-]+/$`));
	const page = url.pathname.split('/')[3] ?? '';
	expect(headings(lang, slug, page).has(url.hash.slice(1)), `${href} lands on a heading`).toBe(true);
}

async function open(slug: string, lang: Locale, seed: string): Promise<HTMLElement> {
	window.history.replaceState(null, '', `/${lang}/${slug}/ready/?seed=${encodeURIComponent(seed)}`);
	embedStrings(slug as never, lang);
	const load = WIDGETS[`../../src/components/${slug}/ReadyWidget.tsx`];
	if (!load) throw new Error(`no ReadyWidget for ${slug}`);
	const Widget = (await load()).default;
	const { container } = render(<Widget lang={lang} />);
	const stage = $(container, '[data-ready]');
	await waitFor(() => expect(stage.querySelector('.ready-choices input')).not.toBeNull(), { timeout: 20_000 });
	return stage;
}

/** Chooses exactly `ids` (what Space does on a focused radio or checkbox: a click) and checks the answer. */
async function answer(stage: HTMLElement, ids: readonly string[]) {
	for (const id of ids) fireEvent.click($(stage, `.ready-choices input[value="${CSS.escape(id)}"]`));
	expect(
		$$<HTMLInputElement>(stage, '.ready-choices input')
			.filter((e) => e.checked)
			.map((e) => e.value)
			.sort(),
	).toEqual([...ids].sort());
	fireEvent.click($(stage, '[data-ready-check]'));
	const feedback = await waitFor(() => $(stage, '[data-ready-feedback]'));
	return {
		feedback,
		verdict: feedback.getAttribute('data-ready-feedback'),
		right: $$(stage, '.ready-choice[data-mark="right"]').map((e) => e.getAttribute('data-choice') ?? ''),
		reasons: $$(feedback, '.ready-reasons li').map((e) => e.textContent ?? ''),
		href: $(feedback, '[data-ready-rule]').getAttribute('href') ?? '',
	};
}

async function next(stage: HTMLElement, last: boolean) {
	fireEvent.click($(stage, '[data-ready-next]'));
	await waitFor(() => expect(stage.querySelector(last ? '[data-ready-end]' : '[data-ready-prompt]')).not.toBeNull());
	if (!last) await waitFor(() => expect(stage.querySelector('[data-ready-feedback]')).toBeNull());
}

const values = (stage: HTMLElement) => $$<HTMLInputElement>(stage, '.ready-choices input').map((e) => e.value);
const totalOf = (stage: HTMLElement) => Number(($(stage, '.wt-stepno').textContent ?? '').match(/(\d+)\D*$/)?.[1]);

describe.each(GAMES.map((g) => g.slug))('%s: Ready for game night? (component)', (slug) => {
	it.each(['fr', 'en'] as const)(
		'%s: a whole set, learnt then retried right but one: verdicts, reasons, rule links, score, rules to reread, kept',
		async (lang) => {
			const stage = await open(slug, lang, '4242');
			expect(new URL(location.href).searchParams.get('seed')).toBe('4242');
			const total = totalOf(stage);
			expect(total).toBeGreaterThanOrEqual(10);
			expect(total).toBeLessThanOrEqual(12);

			// First pass: the first choice each time; learn the right answers from the feedback.
			const answers: string[][] = [];
			const prompts: string[] = [];
			for (let i = 0; i < total; i++) {
				prompts.push($(stage, '[data-ready-prompt]').textContent ?? '');
				const { verdict, right, reasons, href, feedback } = await answer(stage, [values(stage)[0]!]);
				expect(right.length, 'the right answer is marked').toBeGreaterThan(0);
				expect(verdict).toBe(right.length === 1 && right[0] === values(stage)[0] ? 'right' : 'wrong');
				expect(reasons.length).toBeGreaterThan(0);
				for (const r of reasons) expect(/[.!?»”]$/.test(r.trim()) && !/[[{]/.test(r), `reason is a full sentence: ${r}`).toBe(true);
				expectRuleLink(href, lang, slug);
				for (const a of $$(feedback, 'a[href]')) expect(a.getAttribute('href'), 'feedback link under the base').toMatch(new RegExp(`^/${lang}/${slug}/`));
				answers.push(right);
				await next(stage, i === total - 1);
			}

			// Second pass, same set: all right but the first, answered wrong on purpose.
			fireEvent.click($(stage, '[data-ready-again]'));
			await waitFor(() => expect(stage.querySelector('[data-ready-prompt]')).not.toBeNull());
			for (let i = 0; i < total; i++) {
				expect($(stage, '[data-ready-prompt]').textContent, 'the same set').toBe(prompts[i]);
				const right = answers[i]!;
				let pick =
					i === 0
						? values(stage)
								.filter((v) => !right.includes(v))
								.slice(0, 1)
						: right;
				if (pick.length === 0) pick = right.slice(1);
				const { verdict, feedback } = await answer(stage, pick);
				expect(verdict, `question ${i + 1}`).toBe(i === 0 ? 'wrong' : 'right');
				if (i === 0) expect(feedback.classList.contains('is-wrong')).toBe(true);
				await next(stage, i === total - 1);
			}
			const end = $(stage, '[data-ready-end]');
			expect($(end, '[data-ready-score]').getAttribute('data-ready-score')).toBe(`${total - 1}/${total}`);
			expect($(end, '.ready-kept').getAttribute('data-ready-kept'), 'says the result is kept').toBe('yes');
			const reread = $$(end, '.ready-reread a').map((a) => a.getAttribute('href') ?? '');
			expect(reread.length, 'a rule to reread').toBeGreaterThanOrEqual(1);
			for (const href of reread) expectRuleLink(href, lang, slug);
			const stored = JSON.parse(localStorage.getItem(readyStorageKey(slug)) ?? 'null');
			expect(stored).toMatchObject({ score: total - 1, total });
			expect(Number.isNaN(Date.parse(stored.date))).toBe(false);
		},
		60_000,
	);

	it('storage that refuses the write still runs the whole set and says the result is not kept; a bad seed gets a notice and a set', async () => {
		// Storage that throws when the check writes (a full quota, a refused permission); other writes pass.
		let refused = 0;
		const kept = new Map<string, string>();
		vi.stubGlobal('localStorage', {
			getItem: (key: string) => kept.get(key) ?? null,
			setItem: (key: string, value: string) => {
				if (/(^|[:/])ready:[a-z-]+$/.test(key)) {
					refused++;
					throw new DOMException('refused', 'QuotaExceededError');
				}
				kept.set(key, String(value));
			},
			removeItem: (key: string) => kept.delete(key),
			clear: () => kept.clear(),
		});
		onTestFinished(() => {
			vi.unstubAllGlobals();
		});
		const stage = await open(slug, 'en', 'oops');
		expect($$(stage, '.wt-notice').some((n) => n.textContent?.includes('oops'))).toBe(true);
		expect(new URL(location.href).searchParams.get('seed')).toMatch(/^\d+$/);
		const total = totalOf(stage);
		for (let i = 0; i < total; i++) {
			await answer(stage, [values(stage)[0]!]);
			await next(stage, i === total - 1);
		}
		expect(refused, 'the check tried to keep its result').toBe(1);
		expect($(stage, '.ready-kept').getAttribute('data-ready-kept'), 'says the result is not kept').toBe('no');
		expect(
			[...kept.keys()].filter((k) => k.includes('ready:')),
			'nothing kept',
		).toEqual([]);
	}, 60_000);
});

it('a crafted ?seed= (markup, a long text) is not repeated: the notice names no value and a set starts', async () => {
	const stage = await open(GAMES[0]!.slug, 'en', `<b>Official</b> notice: ${'visit elsewhere '.repeat(200)}`);
	const text = $(stage, '.wt-notice').textContent ?? '';
	expect(text, 'a notice says the set does not exist').not.toBe('');
	expect(/[<>]|Official|elsewhere/.test(text), `the notice repeats none of the link: ${text}`).toBe(false);
	expect(text.length).toBeLessThan(120);
	expect(new URL(location.href).searchParams.get('seed')).toMatch(/^\d+$/);
	expect(stage.querySelectorAll('.ready-choices input').length, 'its first question is there').toBeGreaterThan(0);
});

it('every game with a ready chapter has its widget here', () => {
	expect(GAMES.length).toBeGreaterThanOrEqual(1);
	for (const g of GAMES) expect(WIDGETS[`../../src/components/${g.slug}/ReadyWidget.tsx`], g.slug).toBeDefined();
});
