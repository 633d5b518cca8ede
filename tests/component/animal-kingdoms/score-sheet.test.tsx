// @vitest-environment happy-dom
// Animal Kingdoms / Les Royaumes Sauvages, "Score the game" (issue 30; moved from the browser suite,
// issue 31): a table enters the rulebook's worked kingdom (8/3/3/1: Carla 3 cubes, Abdel and
// Stéphanie 2, Nicolas 1, a token worth 8) and the three-way battle of the end-of-age walkthrough
// (Abdel, Stéphanie and Carla 2 cubes each, Nicolas 1; Stéphanie wins; its token, 6, is the
// example's teaching value: src/machines/animal-kingdoms/examples/endOfAge.ts) and gets their points
// and totals; the same through a hand-written link; a refused value says why next to its box; a
// reload loses nothing and "New count" clears. Layout, print, no-JavaScript and axe stay in
// tests/browser/animal-kingdoms/score-sheet.test.mjs.
import { fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import ScoreSheet from '../../../src/components/animal-kingdoms/ScoreSheet';
import type { Locale } from '../../../src/i18n/paths';
import { el, openSheet, reopen, resetPage, shown, text, typeInto } from '../score-sheet';

const GAME = 'animal-kingdoms';
const SEATS = ['A', 'B', 'C', 'D'];
const NAMES = ['Abdel', 'Stéphanie', 'Carla', 'Nicolas'];
// Seats A–D. Kingdom of 8 (index 4): 8/3/3/1. Kingdom of 7 (index 3): the battle, Stéphanie (B) wins.
const K8 = { tile: '8', cubes: ['2', '2', '3', '1'], points: { A: 3, B: 3, C: 8, D: 1 } };
const K7 = { tile: '6', cubes: ['2', '2', '2', '1'], points: { A: 3, B: 6, C: 3, D: 1 } };
const TOTAL = { A: 6, B: 9, C: 11, D: 2 };
const LINK = `?p=${NAMES.map(encodeURIComponent).join(',')}&a1k8=8:2,2,3,1&a1k7=6:2,2,2,1:B`;

const open = (lang: Locale, query = '') => openSheet(GAME, ScoreSheet, lang, query);

/** The first age's table: the kingdom's row, one number per player. */
function kingdomPoints(root: HTMLElement, ki: number): Record<string, number> {
	const row = el(root, '.sheet-age').querySelectorAll('tbody tr')[ki];
	const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => Number(td.textContent));
	return Object.fromEntries(SEATS.map((p, i) => [p, cells[i] ?? Number.NaN]));
}

afterEach(resetPage);

describe('Animal Kingdoms score sheet (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(`${lang}: the rulebook’s kingdom and the three-way battle, typed; a refusal; the URL; reload; new count`, async () => {
			let root = await open(lang);
			for (const [i, n] of NAMES.entries()) typeInto(root, `.sheet-names li:nth-child(${i + 1}) input`, n);
			for (const [ki, k] of [
				[4, K8],
				[3, K7],
			] as const) {
				const size = ki + 4;
				typeInto(root, `#a1k${size}t`, k.tile);
				for (const [i, c] of k.cubes.entries()) typeInto(root, `#a1k${size}c${i}`, c);
			}
			// a tie for the most cubes in the 7-territory kingdom: the sheet asks who won the battle
			fireEvent.click(within(el(root, '[data-kingdom="1:3"] .sheet-choice')).getByLabelText('Stéphanie', { exact: true }));
			expect(kingdomPoints(root, 4), '8/3/3/1').toEqual(K8.points);
			expect(kingdomPoints(root, 3), 'the battle: the winner’s token, 3 for each loser, 1 for Nicolas').toEqual(K7.points);
			expect(shown(root, 'data-age-total', SEATS, '1:')).toEqual(TOTAL);
			expect(shown(root, 'data-total', SEATS)).toEqual(TOTAL);
			// each number says why, with a link to the rule
			expect(text(root, '[data-kingdom="1:4"] [data-why]')).toMatch(/Carla/);
			expect(el(root, '[data-kingdom="1:4"] [data-why] a').getAttribute('href')).toMatch(/\/animal-kingdoms\/end-of-age\/#majority-tile$/);
			expect(el(root, '[data-kingdom="1:3"] [data-why] a').getAttribute('href')).toMatch(/\/animal-kingdoms\/battles\/#losers$/);
			// an impossible count is refused next to its box, with the rule that limits it, and left out
			typeInto(root, '#a1k4c0', '-1');
			expect(el(root, '#a1k4c0').getAttribute('aria-invalid')).toBe('true');
			expect(el(root, '[data-field="a1k4c0"] [data-sheet-refusal] a').getAttribute('href')).toMatch(/\/end-of-age\/#scoring-order$/);
			typeInto(root, '#a1k4c0', '');
			expect(root.querySelector('[data-field="a1k4c0"] [data-sheet-refusal]')).toBeNull();
			// the URL holds the count, and so does the device: a reload loses nothing
			expect(location.search).toMatch(/a1k8=8:2,2,3,1/);
			expect(location.search).toMatch(/a1k7=6:2,2,2,1:B/);
			root = await reopen(GAME, ScoreSheet, lang);
			expect(shown(root, 'data-total', SEATS), 'the device kept the count (no query in the address)').toEqual(TOTAL);
			expect(el<HTMLInputElement>(root, '.sheet-names li:nth-child(2) input').value).toBe('Stéphanie');
			fireEvent.click(el(root, '[data-sheet-new]'));
			expect(shown(root, 'data-total', SEATS), 'a new count is empty').toEqual({ A: 0, B: 0, C: 0, D: 0 });
			expect(el<HTMLInputElement>(root, '#a1k8t').value).toBe('');
			expect(location.search).toBe('');
			root = await reopen(GAME, ScoreSheet, lang);
			expect(el<HTMLInputElement>(root, '#a1k8t').value, 'cleared on the device too').toBe('');
		});

		it(`${lang}: the same count through a hand-written link`, async () => {
			const root = await open(lang, LINK);
			expect(kingdomPoints(root, 4)).toEqual(K8.points);
			expect(kingdomPoints(root, 3)).toEqual(K7.points);
			expect(shown(root, 'data-total', SEATS)).toEqual(TOTAL);
			expect(text(root, '[data-kingdom="1:3"] [data-why]')).toMatch(/Stéphanie/);
		});
	}
});
