// @vitest-environment happy-dom
// The WildLife turn chapter's two widgets (board actions; the rulebook's turn example), rendered as
// the page hydrates them, in both languages: guided steps by keyboard (narration, live region, the
// step in the URL, the last step), and try-it's refusals with their rule links, then a legal move
// reached with the arrow keys. Moved from tests/browser/widgets/turn.test.mjs, now tests/browser/wildlife/turn.test.mjs (issue 31); the
// browser keeps axe and the 360 px width.
import { fireEvent, render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import ActionsWidget from '../../../src/components/wildlife/ActionsWidget';
import { actionsFrames, turnFrames } from '../../../src/components/wildlife/frames';
import TurnExampleWidget from '../../../src/components/wildlife/TurnWidget';
import { embedStrings } from '../embed';
import { $, buttonNamed, cleanEachTest, openTry, press } from '../walkthrough';

cleanEachTest();

const TEXT = {
	fr: {
		next: 'Suivant',
		step: 'Étape',
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
		step: 'Step',
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
} as const;

type Lang = 'fr' | 'en';
type Id = 'actions-demo' | 'turn-demo';

function renderWidget(lang: Lang, id: Id) {
	embedStrings('wildlife', lang);
	window.history.replaceState(null, '', `/${lang}/wildlife/turn/`);
	const { container } = render(
		id === 'actions-demo' ? <ActionsWidget lang={lang} frames={actionsFrames()} /> : <TurnExampleWidget lang={lang} frames={turnFrames()} />,
	);
	return $(container, `[data-walkthrough="${id}"]`);
}

const narration = (w: HTMLElement) => $(w, '.wt-narration').textContent ?? '';
const live = (w: HTMLElement) => $(w, '[aria-live="polite"].sr-only').textContent ?? '';

/** Next, then two right arrows: steps 2 and 4 narrated and announced, step 4 in the URL. */
async function walkGuided(w: HTMLElement, lang: Lang, id: Id, expectStep4: RegExp) {
	const T = TEXT[lang];
	const first = narration(w);
	const next = buttonNamed(w, new RegExp(`^${T.next}`));
	fireEvent.click(next);
	await waitFor(() => expect(narration(w)).toContain(`${T.step} 2`));
	expect(narration(w), 'the narration changes').not.toBe(first);
	await waitFor(() => expect(live(w)).toMatch(new RegExp(`${T.step} 2`)));
	fireEvent.keyDown(next, { key: 'ArrowRight' });
	fireEvent.keyDown(next, { key: 'ArrowRight' });
	await waitFor(() => expect(narration(w)).toContain(`${T.step} 4`));
	expect(narration(w)).toMatch(expectStep4);
	await waitFor(() => expect(live(w)).toMatch(new RegExp(`${T.step} 4`)));
	await waitFor(() => expect(location.search).toMatch(new RegExp(`[?&]${id}=4(&|$)`)));
	return next;
}

/** The arrow keys on the board, from the focused cell; returns the cell then focused. */
function arrows(...keys: string[]): string | null {
	for (const key of keys) fireEvent.keyDown(document.activeElement as HTMLElement, { key });
	return document.activeElement?.getAttribute('data-cell') ?? null;
}

for (const lang of ['fr', 'en'] as const) {
	const T = TEXT[lang];
	describe(`${lang}: WildLife turn widgets`, () => {
		it('actions widget — guided steps by keyboard, the migration jumps over own pieces', async () => {
			const w = renderWidget(lang, 'actions-demo');
			const next = await walkGuided(w, lang, 'actions-demo', new RegExp(T.jump));
			fireEvent.keyDown(next, { key: 'End' });
			await waitFor(() => expect(narration(w)).toMatch(new RegExp(T.areaNotFull)));
			expect($(w, '.refusal a').getAttribute('href')).toBe(`/${lang}/wildlife/turn/#attack`);
		});

		it('actions widget — try-it refuses an attack into a non-full area, accepts one into a full area', async () => {
			const w = renderWidget(lang, 'actions-demo');
			await openTry(w);
			await press(w, T.attack, true);
			await press(w, T.savanna, true);
			// r0c5: C's piece in the large savanna, which still has free spaces.
			const r0c5 = await waitFor(() => $(w, '[data-cell="r0c5"]'));
			r0c5.focus();
			fireEvent.click(r0c5);
			const refusal = await waitFor(() => $(w, '.refusal'));
			expect(refusal.textContent).toMatch(new RegExp(T.refused));
			expect(refusal.textContent).toMatch(new RegExp(T.areaNotFull));
			expect(refusal.textContent).not.toMatch(/\[/);
			expect($(refusal, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/turn/#attack`);
			// r4c4: B's piece in the full small savanna, reached with the arrow keys (down 4, left 1).
			expect(arrows('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft')).toBe('r4c4');
			fireEvent.click(document.activeElement as HTMLElement);
			await waitFor(() => expect($(w, '[data-cell="r4c4"] .token').textContent).toContain('A'));
			expect(w.querySelector('.refusal'), 'the legal move clears the refusal').toBeNull();
			expect(($(w, '[role="status"].wl-status').textContent ?? '').trim()).not.toBe('');
		});

		it('turn example — guided steps by keyboard, then to the end (4 plays, 1 auction)', async () => {
			const w = renderWidget(lang, 'turn-demo');
			const next = await walkGuided(w, lang, 'turn-demo', new RegExp(T.expand));
			fireEvent.keyDown(next, { key: 'End' });
			// Four plays, one of them an auction, as the narration says them (small numbers in words in French).
			await waitFor(() => expect(narration(w)).toMatch(lang === 'fr' ? /quatre cartes jouées, dont une vendue/ : /4 cards played, one of them auctioned/));
		});

		it('turn example — try-it refuses ending without an auction, then makes the free migration', async () => {
			const w = renderWidget(lang, 'turn-demo');
			await openTry(w);
			await press(w, T.end);
			const refusal = await waitFor(() => $(w, '.refusal'));
			expect(refusal.textContent).toMatch(new RegExp(T.refused));
			expect(refusal.textContent).toMatch(new RegExp(T.auction));
			expect($(refusal, 'a').getAttribute('href')).toBe(`/${lang}/wildlife/auction/#when`);
			// Legal: the free migration of the bottom-right piece into the forest.
			await press(w, T.free);
			const from = await waitFor(() => $(w, '[data-cell="r6c8"]'));
			from.focus();
			fireEvent.click(from);
			await waitFor(() => expect(arrows('ArrowRight')).toBe('r6c9'));
			fireEvent.click(document.activeElement as HTMLElement);
			await waitFor(() => expect($(w, '[data-cell="r6c9"] .token').textContent).toContain('A'));
			await waitFor(() => expect($(w, '[role="status"].wl-status').textContent).toMatch(new RegExp(T.moved)));
			expect(w.querySelector('.refusal')).toBeNull();
		});
	});
}
