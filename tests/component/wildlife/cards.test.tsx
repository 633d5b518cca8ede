// @vitest-environment happy-dom
// The WildLife cards & events widget (cards page), rendered as the page hydrates it, in both
// languages: guided steps by keyboard (narration, live region, the step in the URL), and try-it (a
// joker refused as an event with its rule link, accepted as a wheel, a Famine played, a bad number
// refused). Moved from tests/browser/widgets/cards.test.mjs, now tests/browser/wildlife/cards.test.mjs (issue 31); the browser keeps axe and
// the 360 px width.
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import CardsWidget from '../../../src/components/wildlife/CardsWidget';
import { cardsFrames } from '../../../src/components/wildlife/frames';
import { embedStrings } from '../embed';
import { $, $$, cleanEachTest, openTry, press, typeInto } from '../walkthrough';

cleanEachTest();

const ID = 'cards-events';
const L = {
	fr: {
		step: 'Étape',
		wheel: 'La Roue ne pose aucun pion',
		joker: 'Éclair (joker)',
		jokerEvent: 'un événement (Famine)',
		jokerWheel: 'une Roue (eau)',
		refused: 'jamais une carte Événement',
		table: 'Les événements en cours de partie',
		play: 'Anna joue la Famine',
		famine: 'Anna joue la Famine',
		bad: 'ne convient pas',
		food: 'Nourriture de Bruno',
	},
	en: {
		step: 'Step',
		wheel: 'A wheel places no piece',
		joker: 'Lightning (joker)',
		jokerEvent: 'an event (Famine)',
		jokerWheel: 'a wheel (water)',
		refused: 'never an event',
		table: 'Events at the table',
		play: 'Anna plays the Famine',
		famine: 'Anna plays a Famine',
		bad: 'won’t do',
		food: 'Bruno’s food',
	},
} as const;

function renderCards(lang: 'fr' | 'en') {
	embedStrings('wildlife', lang);
	window.history.replaceState(null, '', `/${lang}/wildlife/cards/`);
	const { container } = render(<CardsWidget lang={lang} frames={cardsFrames()} />);
	return $(container, `[data-walkthrough="${ID}"]`);
}

for (const lang of ['fr', 'en'] as const) {
	const s = L[lang];
	describe(`${lang}: WildLife cards & events widget`, () => {
		it('guided steps by keyboard, narration and live region, the step in the URL', async () => {
			const w = renderCards(lang);
			const narration = () => $(w, '.wt-narration').textContent ?? '';
			expect(narration()).toMatch(new RegExp(`${s.step} 1 `));
			// Tab from Restart reaches Next in two presses: the controls' order, with no tabindex reordering.
			const controls = $$(w, '.wt-controls button');
			expect(controls.map((b) => b.tabIndex).every((i) => i <= 0)).toBe(true);
			const next = controls[2] as HTMLElement;
			expect(next.hasAttribute('data-prev')).toBe(false);
			fireEvent.click(next);
			await waitFor(() => expect(narration()).toMatch(new RegExp(s.wheel)));
			fireEvent.keyDown(w, { key: 'ArrowRight' });
			fireEvent.keyDown(w, { key: 'ArrowRight' });
			await waitFor(() => expect(narration()).toMatch(new RegExp(`${s.step} 4 `)));
			await waitFor(() => expect($(w, '[aria-live="polite"]').textContent).toMatch(/4/));
			fireEvent.keyDown(w, { key: 'End' });
			await waitFor(() => expect(narration()).toMatch(/10/));
			await waitFor(() => expect(location.search).toMatch(new RegExp(`${ID}=18`)));
		});

		it('try-it refuses a joker as an event (rule link), accepts it as a wheel, plays Famine, rejects a bad number', async () => {
			const w = renderCards(lang);
			await openTry(w);
			await press(w, s.joker, true);
			await press(w, s.jokerEvent);
			const alert = await waitFor(() => $(w, '.refusal[role="alert"]'));
			expect(alert.textContent).toMatch(new RegExp(s.refused));
			expect($(alert, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/cards/#joker`);
			await press(w, s.jokerWheel);
			await waitFor(() => expect(w.querySelector('.refusal')).toBeNull());
			expect(within(w).getByRole('status').textContent?.trim()).not.toBe('');

			await press(w, s.table);
			await press(w, s.play);
			await waitFor(() => expect(within(w).getByRole('status').textContent).toMatch(new RegExp(s.famine)));

			const food = within(w).getByRole('textbox', { name: s.food }) as HTMLInputElement;
			typeInto(food, 'abc');
			fireEvent.change(food); // leaving the box (Tab) commits it
			const err = await waitFor(() => $(w, '.wl-cards-error[role="alert"]'));
			expect(err.textContent).toMatch(new RegExp(s.bad));
			await waitFor(() => expect(food.getAttribute('aria-invalid')).toBe('true'));
		});
	});
}
