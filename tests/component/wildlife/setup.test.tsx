// @vitest-environment happy-dom
// The WildLife setup widget (setup page, #seeding-example), rendered as the page hydrates it, in both
// languages: guided steps by keyboard (announced, kept in the URL), every player count's full
// seeding, a shared link's count and step, and try-it's refusal of the Human on water with its rule,
// then a legal space. Moved from tests/browser/widgets/setup.test.mjs, now tests/browser/wildlife/setup.test.mjs (issue 31); the browser keeps
// axe, the 360 px width, the page without JavaScript and the reduced-motion animation.
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { setupFrames } from '../../../src/components/wildlife/frames';
import SetupWidget from '../../../src/components/wildlife/SetupWidget';
import { embedStrings } from '../embed';
import { $, $$, buttonNamed, cleanEachTest, openTry } from '../walkthrough';

cleanEachTest();

const TEXT = {
	fr: { next: 'Suivant', step2: 'Étape 2 sur', p5: '5 joueurs', refused: 'Coup refusé', noAction: 'aucune action', players: (n: number) => `${n} joueurs` },
	en: { next: 'Next', step2: 'Step 2 of', p5: '5 players', refused: 'Move refused', noAction: 'no action', players: (n: number) => `${n} players` },
} as const;

function renderSetup(lang: 'fr' | 'en', search = '') {
	embedStrings('wildlife', lang);
	window.history.replaceState(null, '', `/${lang}/wildlife/setup/${search}`);
	const { container } = render(<SetupWidget lang={lang} frames={setupFrames()} />);
	return $(container, '[data-walkthrough="setup-example"]');
}

const progress = (w: HTMLElement) => $<HTMLProgressElement>(w, '.wt-progress');

for (const lang of ['fr', 'en'] as const) {
	const T = TEXT[lang];
	describe(`${lang}: WildLife setup widget`, () => {
		it('walks the guided setup by keyboard, step announced and kept in the URL', async () => {
			const w = renderSetup(lang);
			const next = buttonNamed(w, new RegExp(T.next));
			fireEvent.click(next);
			await waitFor(() => expect($(w, '.wt-narration').textContent).toContain(T.step2));
			await waitFor(() => expect($(w, '[aria-live="polite"].sr-only').textContent).toMatch(new RegExp(T.step2)));
			await waitFor(() => expect(location.search).toMatch(/[?&]setup-example=2(&|$)/));
			// Arrow keys while focus is on the controls; End jumps to the last step.
			fireEvent.keyDown(next, { key: 'End' });
			let total = 0;
			await waitFor(() => {
				const [, n, all] = ($(w, '.wt-narration').textContent ?? '').match(/(\d+)\D+(\d+)/) ?? [];
				expect(n, 'End goes to the last step').toBe(all);
				total = Number(all);
			});
			fireEvent.keyDown(next, { key: 'ArrowLeft' });
			await waitFor(() => expect(location.search).toMatch(new RegExp(`setup-example=${total - 1}(&|$)`)));
		});

		it('every player count 2-6 gives a full seeding', async () => {
			const w = renderSetup(lang);
			for (const [count, seeds] of [
				[2, 12],
				[3, 8],
				[4, 5],
				[5, 4],
				[6, 3],
			] as const) {
				const button = buttonNamed(w, T.players(count), true);
				fireEvent.click(button);
				await waitFor(() => expect(buttonNamed(w, T.players(count), true).getAttribute('aria-pressed')).toBe('true'));
				await waitFor(() => expect(progress(w).value).toBe(1));
				fireEvent.keyDown(buttonNamed(w, new RegExp(T.next)), { key: 'End' });
				await waitFor(() => expect(progress(w).value).toBe(progress(w).max));
				await waitFor(() => expect($$(w, '.sq-grid .token').length, `${count} players seed ${count * seeds} pieces`).toBe(count * seeds));
			}
		});

		it('a shared link opens the same player count and step', async () => {
			const w = renderSetup(lang, '?setup-players=5&setup-example=12');
			await waitFor(() => expect(within(w).getByRole('button', { name: T.p5, pressed: true })).toBeTruthy());
			await waitFor(() => expect($(w, '.wt-narration').textContent).toMatch(/12/));
		});

		it('try-it refuses the Human on water with the rule, then accepts a legal space (keys on the board)', async () => {
			const w = renderSetup(lang);
			await openTry(w);
			// The board's first cell (row 1, column 1) is water on the teaching board.
			const first = await waitFor(() => $(w, '.sq-cell'));
			first.focus();
			fireEvent.click(first);
			const refusal = await waitFor(() => $(w, '.refusal'));
			expect(refusal.textContent).toMatch(new RegExp(T.refused));
			expect(refusal.textContent).toMatch(new RegExp(T.noAction));
			expect($(refusal, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/setup/#seeding-limits`);
			// Move right along the top row to the savanna, where the Human may attack.
			for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
			const target = $$(w, '.sq-cell')[3];
			expect(document.activeElement, 'the arrows reach the fourth cell of the top row').toBe(target);
			fireEvent.click(target as HTMLElement);
			await waitFor(() => expect(w.querySelector('.sq-cell .token')).not.toBeNull());
			expect(w.querySelector('.refusal'), 'the legal move clears the refusal').toBeNull();
		});
	});
}
