// @vitest-environment happy-dom
// Planet, "Score the game" (issue 30; moved from the browser suite, issue 31): a table enters the end
// chapter's scoring example — Anna holds the glacier card and copies the rulebook's line (11 to 13
// glacier areas, 2 points), has 12 glacier areas and four animal cards (glacier, forest, desert,
// ocean); Bruno holds the ocean card whose line (18 to 21 areas, 3 points) is the example's teaching
// line (src/machines/planet/examples/endScoring.ts), has 20 ocean areas and five animal cards (four
// ocean, one mountain) — and gets 9 and 9, Bruno winning on animal cards (5 to 4); the same through
// a hand-written link; a refused value says why next to its box; a reload loses nothing and "New
// count" clears. Layout, print, no-JavaScript and axe stay in tests/browser/planet/score-sheet.test.mjs.
import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import ScoreSheet from '../../../src/components/planet/ScoreSheet';
import type { Locale } from '../../../src/i18n/paths';
import { el, openSheet, reopen, resetPage, shown, text, typeInto } from '../score-sheet';

const GAME = 'planet';
const SEATS = ['A', 'B'];
const NAMES = ['Anna', 'Bruno'];
const PLAYERS = [
	{ objective: 'glacier', line: ['11', '13', '2'], parcels: '12', animals: { glacier: '1', forest: '1', desert: '1', ocean: '1' } },
	{ objective: 'ocean', line: ['18', '21', '3'], parcels: '20', animals: { ocean: '4', mountain: '1' } },
];
const TOTAL = { A: 9, B: 9 };
const LINK = '?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&cB=18-21:3&aA=glacier:1,forest:1,desert:1,ocean:1&aB=ocean:4,mountain:1';
const WINNER = { fr: /Bruno en a le plus \(5\)/, en: /Bruno has the most animal cards \(5\)/ };

const open = (lang: Locale, query = '') => openSheet(GAME, ScoreSheet, lang, query);

afterEach(resetPage);

describe('Planet score sheet (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(`${lang}: the end chapter’s example typed; the tie-break; a refusal; the URL; reload; new count`, async () => {
			let root = await open(lang);
			for (const [i, n] of NAMES.entries()) typeInto(root, `.sheet-names li:nth-child(${i + 1}) input`, n);
			for (const [i, p] of PLAYERS.entries()) {
				// the objective card's terrain, chosen in its list
				fireEvent.change(el(root, `#pl-o${i}`), { target: { value: p.objective } });
				for (const [k, field] of ['min', 'max', 'points'].entries()) typeInto(root, `#pl-c${i}l0${field}`, p.line[k] ?? '');
				typeInto(root, `#pl-n${i}`, p.parcels);
				for (const [t, n] of Object.entries(p.animals)) typeInto(root, `#pl-a${i}${t}`, n);
			}
			expect(shown(root, 'data-total', SEATS)).toEqual(TOTAL);
			const winner = el(root, '.sheet-winner');
			expect(winner.getAttribute('data-winner'), 'Bruno wins on animal cards').toBe('B');
			expect(winner.textContent).toMatch(WINNER[lang]);
			expect(el(winner, 'a').getAttribute('href')).toMatch(/\/planet\/end\/#ties$/);
			// each number says why, with a link to the rule
			expect(text(root, '[data-player="A"] [data-why="objective"]')).toMatch(/Anna.*12.*11.*13/);
			expect(el(root, '[data-player="A"] [data-why="objective"] a').getAttribute('href')).toMatch(/\/planet\/end\/#objective$/);
			expect(el(root, '[data-player="B"] [data-why="animals"] a').getAttribute('href')).toMatch(/\/planet\/end\/#animal-points$/);
			// an impossible count is refused next to its box, with the rule that limits it, and left out
			typeInto(root, '#pl-n0', '61');
			expect(el(root, '#pl-n0').getAttribute('aria-invalid')).toBe('true');
			expect(el(root, '[data-field="pl-n0"] [data-sheet-refusal] a').getAttribute('href')).toMatch(/\/planet\/end\/#objective$/);
			expect(root.querySelector('.sheet-winner'), 'no winner while a value is refused').toBeNull();
			typeInto(root, '#pl-n0', '12');
			expect(root.querySelector('[data-field="pl-n0"] [data-sheet-refusal]')).toBeNull();
			// the URL holds the count, and so does the device: a reload loses nothing
			expect(location.search).toMatch(/cA=11-13:2/);
			expect(location.search).toMatch(/aB=ocean:4,mountain:1/);
			root = await reopen(GAME, ScoreSheet, lang);
			expect(shown(root, 'data-total', SEATS), 'the device kept the count (no query in the address)').toEqual(TOTAL);
			expect(el<HTMLSelectElement>(root, '#pl-o1').value).toBe('ocean');
			fireEvent.click(el(root, '[data-sheet-new]'));
			expect({ A: text(root, '[data-total="A"]'), B: text(root, '[data-total="B"]') }, 'a new count waits for its numbers').toEqual({ A: '…', B: '…' });
			expect(el<HTMLInputElement>(root, '#pl-n0').value).toBe('');
			expect(location.search).toBe('');
			root = await reopen(GAME, ScoreSheet, lang);
			expect(el<HTMLInputElement>(root, '#pl-c0l0min').value, 'cleared on the device too').toBe('');
		});

		it(`${lang}: the same count through a hand-written link`, async () => {
			const root = await open(lang, LINK);
			expect(shown(root, 'data-total', SEATS)).toEqual(TOTAL);
			expect(el(root, '.sheet-winner').getAttribute('data-winner')).toBe('B');
			expect(text(root, '[data-player="B"] [data-why="objective"]')).toMatch(/Bruno.*20.*18.*21/);
		});
	}
});
