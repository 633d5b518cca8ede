// @vitest-environment happy-dom
// WildLife, "Score the game" (issue 30; moved from the browser suite, issue 31): a table enters the
// rulebook's big-scoring example (Orange, Green, Blue, Brown: 20 / 21 / 20 / 17 for the areas and
// herds) — a few areas typed (a monopoly, a tie for second, the three-way tie), the rest from a
// link as when the phone is passed around, each player's herds typed — and gets every area's
// points, the herds' and the totals; the new positions from the track; the same through a
// hand-written link, with the final scoring's winner; a refused value says why next to its box; a
// reload loses nothing and "New count" clears. The pieces per area are the site's reconstruction of
// the example on its teaching board (src/machines/wildlife/examples/bigScoring.ts: the rulebook
// prints only the points). Layout, print, no-JavaScript and axe stay in
// tests/browser/wildlife/score-sheet.test.mjs.
import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import ScoreSheet from '../../../src/components/wildlife/ScoreSheet';
import type { Locale } from '../../../src/i18n/paths';
import { el, openSheet, reopen, resetPage, shown, typeInto } from '../score-sheet';

const GAME = 'wildlife';
const SEATS = ['A', 'B', 'C', 'D'];
const NAMES = ['Orange', 'Vert', 'Bleu', 'Marron'];
/** The areas in scoring order: spaces, then Orange's, Green's, Blue's and Brown's pieces, and the rulebook's points. */
const AREAS: [string, number, number[], number[]][] = [
	['savanna-small', 5, [2, 1, 0, 1], [3, 1, 0, 1]],
	['savanna-large', 8, [4, 2, 1, 1], [3, 2, 0, 0]],
	['mountain-small', 4, [0, 0, 0, 2], [0, 0, 0, 4]],
	['mountain-large', 8, [0, 1, 0, 7], [0, 2, 0, 3]],
	['steppe-small', 5, [2, 1, 0, 1], [3, 1, 0, 1]],
	['steppe-large', 8, [2, 4, 1, 1], [2, 3, 0, 0]],
	['desert-small', 4, [0, 0, 1, 2], [0, 0, 2, 3]],
	['desert-large', 8, [0, 0, 3, 0], [0, 0, 4, 0]],
	['water-small', 4, [0, 0, 0, 0], [0, 0, 0, 0]],
	['water-large', 9, [0, 0, 6, 0], [0, 0, 4, 0]],
	['forest-small', 4, [1, 2, 1, 0], [1, 3, 1, 0]],
	['forest-large', 9, [3, 3, 3, 0], [2, 2, 2, 0]],
];
const HERDS = ['4 4 2 2 1 1', '11 2 1', '11 2 1 1 1', '9 3 2 1'];
const HERD_POINTS = { A: 6, B: 7, C: 7, D: 5 };
const TOTAL = { A: 20, B: 21, C: 20, D: 17 };
const TRACK = ['10', '12', '9', '14'];
const AFTER = { A: 30, B: 33, C: 29, D: 31 };
const LINK = `?p=${NAMES.join(',')}&${AREAS.map(([id, s, c]) => `${id}=${s}:${c.join(',')}`).join('&')}&h=${HERDS.map((h) => h.replace(/ /g, '.')).join(',')}&t=${TRACK.join(',')}`;
const byPlayer = (xs: number[]) => Object.fromEntries(SEATS.map((p, i) => [p, xs[i]]));
/** Typed (the browser test typed them at three screen sizes): a monopoly, a tie for second, the three-way tie. */
const TYPED = ['savanna-small', 'mountain-small', 'forest-small', 'forest-large'];
const PARTIAL = `?${AREAS.filter(([id]) => !TYPED.includes(id))
	.map(([id, s, c]) => `${id}=${s}:${c.join(',')}`)
	.join('&')}&t=${TRACK.join(',')}`;

const open = (lang: Locale, query = '') => openSheet(GAME, ScoreSheet, lang, query);

/** The results table's row `i`: one number per player. */
function rowPoints(root: HTMLElement, i: number) {
	const row = root.querySelectorAll('.sheet-end tbody tr')[i];
	return byPlayer([...(row?.querySelectorAll('td') ?? [])].map((td) => Number(td.textContent)));
}

afterEach(resetPage);

describe('WildLife score sheet (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(`${lang}: the rulebook’s big-scoring example, partly typed; a refusal; the URL; reload; new count`, async () => {
			let root = await open(lang, PARTIAL);
			for (const [i, n] of NAMES.entries()) typeInto(root, `.sheet-names li:nth-child(${i + 1}) input`, n);
			for (const [id, spaces, counts] of AREAS.filter(([a]) => TYPED.includes(a))) {
				typeInto(root, `#${id}-s`, String(spaces));
				for (const [i, c] of counts.entries()) if (c) typeInto(root, `#${id}-${i}`, String(c));
			}
			for (const [i, h] of HERDS.entries()) typeInto(root, `#herds-${i}`, h);
			// an impossible count is refused next to its box, with the rule that limits it, and left out
			typeInto(root, '#water-small-0', '-1');
			expect(el(root, '#water-small-0').getAttribute('aria-invalid')).toBe('true');
			expect(el(root, '[data-field="water-small-0"] [data-sheet-refusal] a').getAttribute('href')).toMatch(/\/wildlife\/scoring\/#areas$/);
			typeInto(root, '#water-small-0', '');
			expect(root.querySelector('[data-field="water-small-0"] [data-sheet-refusal]')).toBeNull();
			for (const [k, [id, , , points]] of AREAS.entries()) expect(rowPoints(root, k), id).toEqual(byPlayer(points));
			expect(rowPoints(root, AREAS.length), 'the herds').toEqual(HERD_POINTS);
			expect(shown(root, 'data-points', SEATS), '20 / 21 / 20 / 17').toEqual(TOTAL);
			expect(shown(root, 'data-total', SEATS), 'the new positions').toEqual(AFTER);
			// each line says why, with a link to the rule: the forest's three-way tie, the herds
			const forest = el(root, '[data-area="forest-large"] [data-why]');
			expect(forest.textContent).toMatch(/Orange/);
			expect([...forest.querySelectorAll('a')].at(-1)?.getAttribute('href')).toMatch(/\/wildlife\/scoring\/#ties$/);
			const herds = el(el(root, '[data-field="herds-0"]').closest('fieldset') as HTMLElement, '[data-why]');
			expect(herds.textContent).toMatch(/Vert|Bleu/);
			expect([...herds.querySelectorAll('a')].at(-1)?.getAttribute('href')).toMatch(/\/wildlife\/scoring\/#herds$/);
			// the URL holds the count, and so does the device: a reload loses nothing
			expect(location.search).toMatch(/forest-large=9:3,3,3/);
			expect(location.search).toMatch(/h=4\.4\.2\.2\.1\.1,11\.2\.1/);
			root = await reopen(GAME, ScoreSheet, lang);
			expect(shown(root, 'data-points', SEATS), 'the device kept the count (no query in the address)').toEqual(TOTAL);
			expect(el<HTMLInputElement>(root, '.sheet-names li:nth-child(2) input').value).toBe('Vert');
			fireEvent.click(el(root, '[data-sheet-new]'));
			expect(shown(root, 'data-total', SEATS), 'a new count is empty').toEqual({ A: 0, B: 0, C: 0, D: 0 });
			expect(el<HTMLInputElement>(root, '#savanna-small-s').value).toBe('');
			expect(location.search).toBe('');
			root = await reopen(GAME, ScoreSheet, lang);
			expect(el<HTMLInputElement>(root, '#savanna-small-s').value, 'cleared on the device too').toBe('');
		});

		it(`${lang}: the same count through a hand-written link; the final scoring's winner`, async () => {
			const root = await open(lang, `${LINK}&end=1`);
			expect(shown(root, 'data-points', SEATS)).toEqual(TOTAL);
			expect(shown(root, 'data-total', SEATS)).toEqual(AFTER);
			// the final scoring: Green is furthest along the track
			const winner = el(root, '[data-winner]');
			expect(winner.getAttribute('data-winner')).toBe('B');
			expect(winner.textContent).toMatch(/Vert/);
			expect(el(winner, 'a').getAttribute('href')).toMatch(/\/wildlife\/end-and-variants\/#final-scoring$/);
		});
	}
});
