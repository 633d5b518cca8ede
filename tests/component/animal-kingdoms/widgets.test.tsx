// @vitest-environment happy-dom
// The Animal Kingdoms widgets, rendered as their pages hydrate them, in both languages (moved from
// tests/browser/animal-kingdoms/widgets.test.mjs, issue 31): guided steps by keyboard and announced
// (the rulebook's numbers where the widget replays them), refusals with their rule linked; then
// try-it: an illegal move refused with its rule linked, a legal move accepted; no console error.
// The browser keeps the widths (no sideways scroll at 390 px, the end of an age's sheet at 320 px).
import { fireEvent, render, waitFor } from '@testing-library/preact';
import type { ComponentChild } from 'preact';
import { describe, expect, it } from 'vitest';
import { withBase } from '../../../src/base';
import AgeWidget from '../../../src/components/animal-kingdoms/AgeWidget';
import BattleWidget from '../../../src/components/animal-kingdoms/BattleWidget';
import DecreesWidget from '../../../src/components/animal-kingdoms/DecreesWidget';
import EndOfAgeWidget from '../../../src/components/animal-kingdoms/EndOfAgeWidget';
import { ageFrames, battleFrames, decreeFrames, endOfAgeFrames, soloFrames } from '../../../src/components/animal-kingdoms/frames';
import SoloWidget from '../../../src/components/animal-kingdoms/SoloWidget';
import type { Locale } from '../../../src/i18n/paths';
import { embedStrings } from '../embed';
import { $, $$, cleanEachTest, openTry, press, refusal, stepTo } from '../walkthrough';

const T = {
	fr: {
		step: 'Étape',
		refused: 'Coup refusé',
		eoa8: /Carla a la majorité et marque la tuile de 8 points/,
		battleWin: /Stéphanie gagne la bataille/,
		score: /Décompter le royaume de 4 territoires/,
		reveal: 'Révéler',
		compare: 'Comparer',
		plusAbdel: /^Jeton Renfort pour Abdel/,
		rally: /^Rallier/,
		pass: 'Passer',
		tryCard: 'Essayer cette carte',
		bot: 'Tour de l’adversaire fictif',
		oneBeats8: /un 1 bat un 8/,
	},
	en: {
		step: 'Step',
		refused: 'Move refused',
		eoa8: /Carla has the most cubes and scores the 8-point token/,
		battleWin: /Stéphanie wins the battle/,
		score: /Score the 4-territory kingdom/,
		reveal: 'Reveal',
		compare: 'Compare',
		plusAbdel: /^Reinforcement token for Abdel/,
		rally: /^Rally/,
		pass: 'Withdraw',
		tryCard: 'Try this card',
		bot: 'The bot’s turn',
		oneBeats8: /a 1 beats an 8/,
	},
} as const;

cleanEachTest();

/** Renders a widget on its page (the page's address, its messages) and returns its stage. */
function open(lang: Locale, page: string, id: string, widget: ComponentChild): HTMLElement {
	window.history.replaceState(null, '', `/${lang}/animal-kingdoms/${page}/`);
	embedStrings('animal-kingdoms', lang);
	const { container } = render(widget);
	return $(container, `[data-walkthrough="${id}"]`);
}

const href = (lang: Locale, page: string, anchor: string) => withBase(`/${lang}/animal-kingdoms/${page}/#${anchor}`);

describe('Animal Kingdoms widgets (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		const L = T[lang];

		it(`${lang}: end of age — 8/3/3/1, the three-way battle; try-it scores a kingdom and refuses a reinforcement without a token`, async () => {
			const w = open(lang, 'end-of-age', 'end-of-age', <EndOfAgeWidget lang={lang} frames={endOfAgeFrames()} />);
			expect(await stepTo(w, 9)).toMatch(L.battleWin);
			await waitFor(() => expect($(w, '[aria-live="polite"].sr-only').textContent).toMatch(new RegExp(`${L.step} 9`)));
			expect(await stepTo(w, 10)).toMatch(L.eoa8);
			await openTry(w);
			await press(w, L.score);
			for (let i = 0; i < 3; i++) fireEvent.click($(w, '.ak-try-row button'));
			await press(w, L.reveal);
			// Abdel has no reinforcement token yet
			await press(w, L.plusAbdel);
			const note = await refusal(w);
			expect(note.textContent).toMatch(new RegExp(L.refused));
			expect($(note, 'a').getAttribute('href')).toBe(href(lang, 'battles', 'reinforcements'));
		});

		it(`${lang}: battles — a 1 beats an 8 on the second reveal; try-it compares after a reveal`, async () => {
			const w = open(lang, 'battles', 'battle', <BattleWidget lang={lang} frames={battleFrames()} />);
			expect(await stepTo(w, 7)).toMatch(L.oneBeats8);
			await openTry(w);
			await press(w, L.reveal);
			await press(w, L.compare);
			await waitFor(() => expect(w.querySelector('.ak-fighters em')).not.toBeNull());
		});

		it(`${lang}: decrees — the rulebook’s decree ignored then checked; try-it refuses a card with the decree’s reason`, async () => {
			const w = open(lang, 'turn', 'decree-check', <DecreesWidget lang={lang} frames={decreeFrames()} />);
			await stepTo(w, 5);
			expect($(w, '.refusal a').getAttribute('href')).toBe(href(lang, 'turn', 'decrees'));
			await openTry(w);
			const row = (i: number) => $$(w, '.ak-try-row')[i] as HTMLElement;
			const choose = (i: number, value: string) => fireEvent.change($$(row(2), 'select')[i] as HTMLSelectElement, { target: { value } });
			// the rulebook's decree with an owl 6 by a neighbour: a wolf 5 is refused
			choose(0, '1');
			choose(1, 'owl');
			choose(2, '6');
			fireEvent.click($$(row(3), 'button')[2] as HTMLElement);
			choose(1, 'wolf');
			choose(2, '5');
			await press(w, L.tryCard);
			expect((await refusal(w)).textContent).toMatch(/6/);
		});

		it(`${lang}: a turn and an age — refusals link their rule; try-it rallies then refuses a second rally after a pass`, async () => {
			const w = open(lang, 'turn', 'age', <AgeWidget lang={lang} frames={ageFrames()} />);
			await stepTo(w, 4);
			expect($(w, '.refusal a').getAttribute('href')).toBe(href(lang, 'turn', 'capital'));
			await stepTo(w, 7);
			expect($(w, '.refusal a').getAttribute('href')).toBe(href(lang, 'turn', 'rally-forbidden'));
			await openTry(w);
			await press(w, L.rally);
			await press(w, L.pass, true);
			await press(w, L.rally);
			expect($(await refusal(w), 'a').getAttribute('href')).toBe(href(lang, 'turn', 'rally-forbidden'));
		});

		it(`${lang}: the solo bot — its reasons in the narration; try-it plays its turn`, async () => {
			const w = open(lang, 'solo', 'solo-bot', <SoloWidget lang={lang} frames={soloFrames()} />);
			expect(await stepTo(w, 2)).toMatch(/7/);
			await openTry(w);
			await press(w, L.bot);
			await waitFor(() => expect($$(w, '.ak-try p[role="status"]').some((p) => /\S/.test(p.textContent ?? ''))).toBe(true));
			await press(w, L.bot);
			expect($(await refusal(w), 'a').getAttribute('href')).toBe(href(lang, 'solo', 'bot-turn'));
		});
	}
});
