// @vitest-environment happy-dom
// Caldera Park, "Score the game" (issue 30; moved from the browser suite, issue 31): a player enters
// Mia's final scoring (the rulebook's worked example, 134 points) as counts — tiles flipped,
// landscape spaces still showing, river spaces covered, geysers surrounded, each species' best
// family — and gets every category's points, 134 and the solo band; the Sun reading switch changes
// a family next to the Sun as it should; a refused value says why next to its box; a reload loses
// nothing and "New count" clears; the same count through a hand-written link. Layout, print,
// no-JavaScript and axe stay in tests/browser/caldera-park/score-sheet.test.mjs.
import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import ScoreSheet from '../../../src/components/caldera-park/ScoreSheet';
import type { Locale } from '../../../src/i18n/paths';
import { el, openSheet, reopen, resetPage, typeInto } from '../score-sheet';

const GAME = 'caldera-park';
// Mia's counts (rulebook: 134): the categories' points are the rulebook's.
const MIA = {
	weather0: '2',
	waterfalls0: '0',
	mountains0: '0',
	prairie0: '7',
	forest0: '0',
	river0: '1',
	river0c: '6',
	geysers0: '2',
	goat0: '6',
	goat0w: '2',
	bear0: '10',
	bear0w: '2',
	wolf0: '4',
	wolf0w: '2',
	moose0: '12',
	moose0w: '3',
	eagle0: '10',
	eagle0w: '3',
	bison0: '2',
	bison0w: '1',
};
const POINTS = {
	weather: 0,
	waterfalls: 4,
	mountains: 7,
	prairie: 0,
	forest: 7,
	river: 0,
	geysers: 8,
	goat: 12,
	bear: 20,
	wolf: 8,
	moose: 36,
	eagle: 30,
	bison: 2,
};
const LINK =
	'?p=Mia&weather=2&waterfalls=0&mountains=0&prairie=7&forest=0&river=1&rivercovered=6&geysers=2&goat=6:2&bear=10:2&wolf=4:2&moose=12:3&eagle=10:3&bison=2:1';

const open = (lang: Locale, query = '') => openSheet(GAME, ScoreSheet, lang, query);
const total = (root: HTMLElement) => Number(el(root, '[data-total="A"]').textContent);
const points = (root: HTMLElement) => Object.fromEntries(Object.keys(POINTS).map((c) => [c, Number(el(root, `[data-points="${c}:A"]`).textContent)]));

afterEach(resetPage);

describe('Caldera Park score sheet (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(`${lang}: Mia’s 134 typed; the band; the Sun switch; a refusal; the URL; reload; new count`, async () => {
			let root = await open(lang);
			// one player: the solo game
			fireEvent.change(el(root, '.sheet-count select'), { target: { value: '1' } });
			typeInto(root, '.sheet-names li:nth-child(1) input', 'Mia');
			for (const [id, v] of Object.entries(MIA)) typeInto(root, `#${id}`, v);
			expect(points(root), 'each category as the rulebook scores it').toEqual(POINTS);
			expect(total(root)).toBe(134);
			const band = el(root, '[data-band]');
			expect(band.getAttribute('data-band'), '134: the 110-and-up band').toBe('2');
			expect(el(band, 'a').getAttribute('href')).toMatch(/\/caldera-park\/solo\/#rating-bands$/);
			// each number says why, with a link to the rule
			const moose = () => el(root, '[data-why="moose"]');
			expect(moose().textContent).toMatch(/Mia/);
			expect(moose().textContent).toMatch(/36/);
			expect([...moose().querySelectorAll('a')].at(-1)?.getAttribute('href')).toMatch(/\/caldera-park\/scoring\/#water-points$/);
			expect(el(root, '[data-why="prairie"] a').getAttribute('href')).toMatch(/\/scoring\/#prairie$/);
			// the Sun: the moose family touching it is worth (12 + 1) × 3 under our reading, 12 × 3 + 1 under the other
			fireEvent.click(el(root, '#moose0s'));
			expect(total(root)).toBe(137);
			expect(el(moose(), '[data-reading="sun-then-multiply"] a').getAttribute('href')).toMatch(/\/caldera-park\/rulings\/#sun-then-multiply$/);
			const sun = () => [...root.querySelectorAll<HTMLInputElement>('input[name="cp-sheet-sun"]')];
			fireEvent.click(sun()[1] as HTMLInputElement);
			expect(total(root)).toBe(135);
			expect(location.search).toMatch(/sun=other/);
			fireEvent.click(sun()[0] as HTMLInputElement);
			fireEvent.click(el(root, '#moose0s'));
			expect(total(root)).toBe(134);
			// an impossible count is refused next to its box, with the rule that limits it, and left out
			typeInto(root, '#waterfalls0', '7');
			expect(el(root, '#waterfalls0').getAttribute('aria-invalid')).toBe('true');
			expect(el(root, '[data-field="waterfalls0"] [data-sheet-refusal] a').getAttribute('href')).toMatch(/\/scoring\/#waterfalls$/);
			expect(total(root)).toBe(130);
			typeInto(root, '#waterfalls0', '0');
			expect(root.querySelector('[data-field="waterfalls0"] [data-sheet-refusal]')).toBeNull();
			// the URL holds the count, and so does the device: a reload loses nothing
			expect(location.search).toMatch(/moose=12:3&/);
			root = await reopen(GAME, ScoreSheet, lang);
			expect(total(root), 'the device kept the count (no query in the address)').toBe(134);
			expect(el<HTMLInputElement>(root, '.sheet-names li:nth-child(1) input').value).toBe('Mia');
			fireEvent.click(el(root, '[data-sheet-new]'));
			expect(total(root), 'a new count is empty').toBe(0);
			expect(el<HTMLInputElement>(root, '#moose0').value).toBe('');
			expect(location.search).toBe('');
			root = await reopen(GAME, ScoreSheet, lang);
			expect(el<HTMLInputElement>(root, '#moose0').value, 'cleared on the device too').toBe('');
		});

		it(`${lang}: Mia’s count through a hand-written link`, async () => {
			const root = await open(lang, LINK);
			expect(points(root)).toEqual(POINTS);
			expect(total(root)).toBe(134);
			expect(el<HTMLInputElement>(root, '.sheet-names li:nth-child(1) input').value).toBe('Mia');
		});
	}
});
