// @vitest-environment happy-dom
// The three WildLife scoring widgets (big-scoring example, tie explorer, small scoring), rendered as
// the page hydrates them, in both languages: guided steps by keyboard with the live region and the
// numbers shown, a malformed step in the URL, one refused and one accepted edit in try-it. Moved
// from tests/browser/widgets/scoring.test.mjs, now tests/browser/wildlife/scoring.test.mjs (issue 31); the browser keeps axe and the 360 px width.
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import BigScoringWidget from '../../../src/components/wildlife/BigScoringWidget';
import { bigScoringFrames, smallScoringFrames, tiesFrames } from '../../../src/components/wildlife/frames';
import SmallScoringWidget from '../../../src/components/wildlife/SmallScoringWidget';
import TieExplorerWidget from '../../../src/components/wildlife/TiesWidget';
import { embedStrings } from '../embed';
import { $, $$, buttonNamed, cleanEachTest, openTry, pressEnter, typeInto } from '../walkthrough';

cleanEachTest();

const TEXT = {
	fr: {
		next: 'Suivant',
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
} as const;

type Lang = 'fr' | 'en';
const WIDGETS = {
	'big-scoring': (lang: Lang) => <BigScoringWidget lang={lang} frames={bigScoringFrames()} />,
	'tie-explorer': (lang: Lang) => <TieExplorerWidget lang={lang} frames={tiesFrames()} />,
	'small-scoring-example': (lang: Lang) => <SmallScoringWidget lang={lang} frames={smallScoringFrames()} />,
};

function renderWidget(lang: Lang, id: keyof typeof WIDGETS, search = '') {
	embedStrings('wildlife', lang);
	window.history.replaceState(null, '', `/${lang}/wildlife/scoring/${search}`);
	const { container } = render(WIDGETS[id](lang));
	return $(container, `[data-walkthrough="${id}"]`);
}

const narration = (w: HTMLElement) => $(w, '.wt-narration').textContent ?? '';
const live = (w: HTMLElement) => $(w, '[aria-live="polite"].sr-only').textContent ?? '';
const cells = (row: Element | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent?.trim());

for (const lang of ['fr', 'en'] as const) {
	const T = TEXT[lang];
	describe(`${lang}: WildLife scoring widgets`, () => {
		it('big scoring, walked by keyboard, ends on 20 / 21 / 20 / 17', async () => {
			const w = renderWidget(lang, 'big-scoring');
			const next = buttonNamed(w, new RegExp(T.next));
			fireEvent.click(next);
			await waitFor(() => expect(narration(w)).toContain(T.step2));
			await waitFor(() => expect(live(w)).toMatch(new RegExp(T.step2)));
			// Step 2 scores the small savanna: Orange (A) 3 points, in the line just scored over the sheet
			// (the only line there) and in the sheet's first line.
			expect($$(w, '.wl-sc-now tbody tr').length).toBe(1);
			for (const table of ['.wl-sc-now', '[data-echo] .wl-sc-totals']) expect(cells($(w, `${table} tbody tr`))[0], table).toBe('3');
			fireEvent.keyDown(next, { key: 'End' });
			await waitFor(() => {
				for (const n of ['20', '21', '17']) expect(narration(w)).toMatch(new RegExp(`\\b${n}\\b`));
			});
			// The totals, over the sheet and at its foot.
			for (const table of ['.wl-sc-now', '[data-echo] .wl-sc-totals'])
				expect(
					$$(w, `${table} tfoot td`).map((td) => td.textContent?.trim()),
					table,
				).toEqual(['20', '21', '20', '17']);
			await waitFor(() => expect(location.search).toMatch(/[?&]big-scoring=15(&|$)/));
			fireEvent.keyDown(next, { key: 'ArrowLeft' });
			// The herd line: Orange's two herds take 4th place, 3 + 3.
			await waitFor(() =>
				expect(narration(w)).toMatch(lang === 'fr' ? /chacune prend les points du 4ᵉ rang \(3 points\)/ : /each takes 4th place’s points \(3 points\)/),
			);
		});

		it('tie explorer, a malformed step opens step 1; try-it refuses too many pieces and accepts a fix', async () => {
			const w = renderWidget(lang, 'tie-explorer', '?tie-explorer=zz');
			await waitFor(() => expect($(w, '.wt-notice').textContent).toMatch(new RegExp(T.bad)));
			expect(narration(w)).toMatch(/^\D*1\D/);
			fireEvent.click(buttonNamed(w, new RegExp(T.next)));
			await waitFor(() => expect(narration(w)).toContain(T.step2));
			await openTry(w);
			const input = (await waitFor(() => within(w).getByRole('textbox', { name: T.piecesD }))) as HTMLInputElement;
			typeInto(input, '9');
			fireEvent.change(input); // Tab out of the box commits it
			const refusal = await waitFor(() => $(w, '.refusal'));
			expect(refusal.textContent).toMatch(new RegExp(T.refused));
			expect(refusal.textContent).toMatch(new RegExp(T.spaces));
			expect($(refusal, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/scoring/#areas`);
			typeInto(input, '0');
			pressEnter(input);
			await waitFor(() => expect($$(w, '[role="status"]').some((s) => s.textContent?.includes(T.recomputed))).toBe(true));
			expect(w.querySelector('.refusal'), 'the accepted edit clears the refusal').toBeNull();
		});

		it('small scoring, guided by keyboard; try-it refuses a bad track and scores a filled area', async () => {
			const w = renderWidget(lang, 'small-scoring-example', '?small-scoring-example=zz');
			await waitFor(() => expect(w.querySelector('.wt-notice')).not.toBeNull());
			expect(narration(w)).toMatch(/^\D*1\D/);
			const next = buttonNamed(w, new RegExp(T.next));
			const before = narration(w);
			fireEvent.click(next);
			await waitFor(() => expect(narration(w)).toContain(T.step2));
			expect(narration(w)).not.toBe(before);
			await waitFor(() => expect(live(w)).toMatch(new RegExp(T.step2)));
			// Step 5 takes the 4th marker: a big scoring is announced.
			for (let i = 0; i < 3; i++) fireEvent.keyDown(next, { key: 'ArrowRight' });
			await waitFor(() => expect($$(w, '.wl-sc-space.is-taken').length).toBe(4));
			// Try it.
			await openTry(w);
			const values = (await waitFor(() => within(w).getByRole('textbox', { name: new RegExp(T.values) }))) as HTMLInputElement;
			typeInto(values, '3, 3');
			pressEnter(values);
			const refusal = await waitFor(() => $(w, '.refusal'));
			expect(refusal.textContent).toMatch(new RegExp(T.track));
			expect($(refusal, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/scoring/#territory-track`);
			// Fill the small forest's last space (row 4, column 3) with the keys.
			$(w, '.sq-cell[tabindex="0"]').focus();
			for (const key of ['Home', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight'])
				fireEvent.keyDown(document.activeElement as HTMLElement, { key });
			const cell = $(w, '[data-cell="r3c2"]');
			expect(document.activeElement, 'arrows reach the cell').toBe(cell);
			fireEvent.click(cell);
			await waitFor(() => expect($$(w, '[role="status"]').some((s) => s.textContent?.includes(T.placed))).toBe(true));
			expect(w.querySelector('.refusal')).toBeNull();
			expect($$(w, '.wl-sc-space.is-taken').length).toBe(1);
		});
	});
}
