// The WildLife score sheet (issue 30): the rulebook's big-scoring example (20/21/20/17) entered as a
// table would — pieces per area, herds — and through the URL format; what the rulebook makes
// impossible refused with its rule; the URL format both ways; and (property) for random sheets the
// page's totals — rendered in French and in English — equal the engine's own scoring of the numbers.
import fc from 'fast-check';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Sheet } from '../../../src/components/wildlife/ScoreSheet';
import { decodeSheet, encodeSheet } from '../../../src/components/wildlife/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import { type PerSeat, type Seat, seats } from '../../../src/machines/shared/seats';
import { areaById, TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { winners } from '../../../src/machines/wildlife/endgame';
import { bigScoringInput, RULEBOOK_POINTS } from '../../../src/machines/wildlife/examples/bigScoring';
import { areaCounts, bigScoring, findHerds, scoreArea, scoreHerds, scoreMost } from '../../../src/machines/wildlife/scoring';
import { piecesPerPlayer } from '../../../src/machines/wildlife/setup';
import { AREA_SPACES, emptySheet, SHEET_AREAS, scoreSheet, type WlSheet } from '../../../src/machines/wildlife/sheet';

const P4 = seats(4);

/** The rulebook's example as a table fills the sheet: what stands in each area, each herd's size. */
function exampleSheet(): WlSheet {
	const { board, occ } = bigScoringInput;
	const s = emptySheet(4);
	SHEET_AREAS.forEach((a, k) => {
		const area = areaById(a.id, board)!;
		const counts = areaCounts(area, occ, P4);
		s.spaces[k] = String(area.cells.length);
		s.pieces[k] = P4.map((p) => String(counts[p] ?? 0));
	});
	const herds = findHerds(board, occ, P4);
	s.herds = P4.map((p) => (herds[p] ?? []).join(' '));
	return s;
}

describe('the rulebook’s big-scoring example', () => {
	it('entered area by area and herd by herd, it gives 20 / 21 / 20 / 17', () => {
		const score = scoreSheet(exampleSheet());
		expect(score.refusals).toEqual([]);
		expect(score.points).toEqual({ A: 20, B: 21, C: 20, D: 17 });
		expect(score.points).toEqual(RULEBOOK_POINTS.totals);
		for (const l of score.areas) expect(l.points).toEqual(RULEBOOK_POINTS.areas[SHEET_AREAS[l.area]!.id]);
		expect(score.herds.points).toEqual(RULEBOOK_POINTS.herds);
		// the engine's own big scoring of the board agrees (no adaptations, abilities or food)
		const engine = bigScoring({ ...bigScoringInput, adaptations: {}, abilities: {}, food: {} });
		expect(score.points).toEqual(engine.totals);
	});

	it('through the URL format, written by hand, it gives the same totals and the new positions', () => {
		const s = exampleSheet();
		const link = [
			'p=Orange,Vert,Bleu,Marron',
			...SHEET_AREAS.map((a, k) => `${a.id}=${s.spaces[k]}:${s.pieces[k]!.join(',')}`),
			`h=${s.herds.map((h) => h.replace(/ /g, '.')).join(',')}`,
			't=10,12,9,14',
		].join('&');
		const score = scoreSheet(decodeSheet(`?${link}`));
		expect(score.points).toEqual({ A: 20, B: 21, C: 20, D: 17 });
		expect(score.after).toEqual({ A: 30, B: 33, C: 29, D: 31 });
		for (const lang of ['fr', 'en'] as const) {
			const html = render(
				<Sheet t={gameT('wildlife', lang)} tc={widgetT(lang)} lang={lang} sheet={decodeSheet(`?${link}`)} onChange={() => {}} onNew={() => {}} />,
			);
			expect(shown(html, 'data-points', P4)).toEqual({ A: 20, B: 21, C: 20, D: 17 });
			expect(html).toContain(lang === 'fr' ? 'Orange' : 'Orange');
		}
	});

	it('as the final scoring, it names the winner; a tie is a shared victory (our reading)', () => {
		const s = exampleSheet();
		s.final = true;
		s.track = ['10', '8', '10', '10'];
		expect(scoreSheet(s).winners).toEqual(['A', 'C']);
		const html = render(<Sheet t={gameT('wildlife', 'en')} tc={widgetT('en')} lang="en" sheet={s} onChange={() => {}} onNew={() => {}} />);
		expect(html).toMatch(/data-winner="AC"/);
		expect(html).toContain('data-reading="tie-for-win"');
		s.track = ['10', '10', '10', '10'];
		expect(scoreSheet(s).winners).toEqual(['B']);
		s.final = false;
		expect(scoreSheet(s).winners).toBeNull();
	});
});

describe('impossible input is refused with the rule that limits it', () => {
	const refusals = (f: (s: WlSheet) => void, n = 4) => {
		const s = emptySheet(n);
		f(s);
		return scoreSheet(s).refusals.map((r) => `${r.field} ${r.key} ${r.rule.page}#${r.rule.anchor}`);
	};
	it('a negative or non-whole count', () => {
		expect(refusals((s) => (s.pieces[0]![1] = '-1'))).toEqual(['savanna-small-1 sheet.notCount scoring#areas']);
		expect(refusals((s) => (s.food[2] = '2.5'))).toEqual(['food-2 sheet.notCount scoring#food-count']);
		expect(refusals((s) => (s.adaptations[0] = 'x'))).toEqual(['adaptations-0 sheet.notCount scoring#adaptations']);
		expect(refusals((s) => (s.abilities[3] = '-2'))).toEqual(['abilities-3 sheet.notCount scoring#abilities-count']);
		expect(refusals((s) => (s.track[1] = '-3'))).toEqual(['track-1 sheet.notCount setup#score-markers']);
	});
	it('an area’s spaces: a small area has 4 or 5, a large one 8 or 9', () => {
		expect(refusals((s) => (s.spaces[0] = '6'))).toEqual(['savanna-small-s sheet.badSpaces setup#components']);
		expect(refusals((s) => (s.spaces[1] = '7'))).toEqual(['savanna-large-s sheet.badSpaces setup#components']);
		expect(refusals((s) => (s.spaces[1] = '9'))).toEqual([]);
	});
	it('more pieces in an area than its spaces (or than the largest such area when not counted)', () => {
		expect(
			refusals((s) => {
				s.spaces[0] = '4';
				s.pieces[0] = ['2', '2', '1', ''];
			}),
		).toEqual(['savanna-small sheet.areaFull setup#components']);
		expect(refusals((s) => (s.pieces[0] = ['3', '3', '', '']))).toEqual(['savanna-small sheet.areaFull setup#components']);
		expect(refusals((s) => (s.pieces[1] = ['5', '4', '', '']))).toEqual([]);
	});
	it('more pieces on the board than a player owns', () => {
		// with 6 players each owns 18 pieces
		expect(piecesPerPlayer(6)).toBe(18);
		const r = refusals((s) => {
			for (const k of [1, 3, 5]) s.pieces[k]![0] = '7';
		}, 6);
		expect(r).toEqual(['pieces-0 sheet.playerPieces setup#reserve']);
	});
	it('herds: a size that is not a whole number of 1 or more; more pieces than owned or than on the board', () => {
		expect(refusals((s) => (s.herds[0] = '4 0'))).toEqual(['herds-0 sheet.badHerds scoring#herds']);
		expect(refusals((s) => (s.herds[1] = '3 x'))).toEqual(['herds-1 sheet.badHerds scoring#herds']);
		expect(refusals((s) => (s.herds[2] = '20 10'))).toEqual(['herds-2 sheet.herdsOwned setup#reserve']);
		expect(
			refusals((s) => {
				s.pieces[1]![0] = '3';
				s.herds[0] = '3 1';
			}),
		).toEqual(['herds-0 sheet.herdsOnBoard scoring#herds']);
		expect(
			refusals((s) => {
				s.pieces[1]![0] = '4';
				s.herds[0] = '3 1';
			}),
		).toEqual([]);
	});
	it('a refused value stays out of the totals, and no winner is named', () => {
		const s = emptySheet(2);
		s.final = true;
		s.food = ['-5', '3'];
		const score = scoreSheet(s);
		expect(score.points).toEqual({ A: 0, B: 4 });
		expect(score.winners).toBeNull();
	});
	it('a lone player’s area waits for its spaces (full: 5, not full: 4)', () => {
		const s = emptySheet(3);
		s.pieces[0] = ['4', '', ''];
		expect(scoreSheet(s).areas[0]!.points).toBeNull();
		expect(scoreSheet(s).complete).toBe(false);
		s.spaces[0] = '4';
		expect(scoreSheet(s).areas[0]!.points).toEqual({ A: 5, B: 0, C: 0 });
		s.spaces[0] = '5';
		expect(scoreSheet(s).areas[0]!.points).toEqual({ A: 4, B: 0, C: 0 });
	});
	it('every refusal has its message and its rule’s name in both languages, beside its field', () => {
		const s = emptySheet(4);
		s.spaces[0] = '7';
		s.pieces[1] = ['9', '1', '', ''];
		s.pieces[2]![3] = '-1';
		s.herds = ['0', '30', '', '5'];
		s.track[0] = 'y';
		for (const lang of ['fr', 'en'] as const) {
			const t = gameT('wildlife', lang);
			const score = scoreSheet(s);
			expect(score.refusals.length).toBeGreaterThanOrEqual(6);
			const html = render(<Sheet t={t} tc={widgetT(lang)} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
			for (const r of score.refusals) {
				expect(t.ref(r.key, { ...r.params, player: t.noun('player.A') })).not.toMatch(/[[{]/);
				expect(t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never)).not.toMatch(/^\[/);
				expect(html).toContain(`/${lang}/wildlife/${r.rule.page}/#${r.rule.anchor}`);
			}
			expect((html.match(/data-sheet-refusal/g) ?? []).length).toBe(score.refusals.length);
			expect(html).not.toMatch(/\{[a-z_]+\}|\[(sheet|sc|scoresheet|rule)\.|NaN|undefined/);
		}
	});
});

describe('the URL format', () => {
	it('reads the example of docs/score-sheet.md by hand', () => {
		const s = decodeSheet('?p=Anna,Bruno,,David&savanna-small=5:3,1,0,1&water-large=:0,0,5&h=3,1,4.1,1&f=6,2,0,9&t=12,9,15,10&end=1');
		expect(s.names).toEqual(['Anna', 'Bruno', '', 'David']);
		expect(s.spaces[0]).toBe('5');
		expect(s.pieces[0]).toEqual(['3', '1', '0', '1']);
		const water = SHEET_AREAS.findIndex((a) => a.id === 'water-large');
		expect(s.spaces[water]).toBe('');
		expect(s.pieces[water]).toEqual(['0', '0', '5', '']);
		expect(s.herds).toEqual(['3', '1', '4 1', '1']);
		expect(s.final).toBe(true);
		const score = scoreSheet(s);
		// savanna small: Anna 3, Bruno and David tie for 2nd with 1 each → 1 each; water large: Chloé alone, spaces unknown
		expect(score.areas[0]!.points).toEqual({ A: 3, B: 1, C: 0, D: 1 });
		expect(score.areas[water]!.points).toBeNull();
		// herds: Chloé's 4 is 1st (10), Anna's 3 2nd (7); Bruno's, Chloé's and David's lone pieces tie for 3rd and take 4th place's 3
		expect(score.herds.points).toEqual({ A: 7, B: 3, C: 13, D: 3 });
		// food: David 9 → 4, Anna 6 → 2
		expect(score.most[2]!.points).toEqual({ A: 2, B: 0, C: 0, D: 4 });
		expect(score.winners).toBeNull();
	});
	it('an untouched sheet writes nothing; a sheet writes only what is filled in', () => {
		expect(encodeSheet(emptySheet(4))).toBe('');
		const s = emptySheet(3);
		s.pieces[2]![1] = '2';
		s.herds[0] = '4  4';
		expect(encodeSheet(s)).toBe('?p=3&mountain-small=:,2,&h=4.4,,');
	});
	it('(property) any sheet survives the URL', () => {
		fc.assert(
			fc.property(sheetArb, (s) => {
				expect(decodeSheet(encodeSheet(s))).toEqual(s);
			}),
			{ numRuns: 150 },
		);
	});
});

/** A random sheet a table could write (cells may be empty). */
const cell = (max: number) => fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: fc.nat(max).map(String) });
const sheetArb = fc
	.record({
		n: fc.integer({ min: 2, max: 6 }),
		final: fc.boolean(),
		names: fc.array(fc.constantFrom('', 'Anna', 'Bruno', 'Élise', 'Yann', 'Zoé', 'Hugo'), { minLength: 6, maxLength: 6 }),
		spaces: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 12, maxLength: 12 }),
		pieces: fc.array(fc.array(cell(3), { minLength: 6, maxLength: 6 }), { minLength: 12, maxLength: 12 }),
		herds: fc.array(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), { minLength: 6, maxLength: 6 }),
		most: fc.array(fc.array(cell(4), { minLength: 6, maxLength: 6 }), { minLength: 4, maxLength: 4 }),
		room: fc.array(
			fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
			{ minLength: 18, maxLength: 18 },
		),
	})
	.map((r) => {
		const s = emptySheet(r.n);
		s.names = r.names.slice(0, r.n);
		s.final = r.final;
		s.spaces = SHEET_AREAS.map((a, k) => (r.spaces[k]! < 0 ? '' : String(AREA_SPACES[a.size][r.spaces[k]! % 2])));
		// mostly what a board allows: an area's pieces fit its spaces, a player's herds their pieces (the rest is refused)
		s.pieces = r.pieces.map((row, k) => {
			let room = r.room[k]! ? 99 : Number(s.spaces[k]) || (SHEET_AREAS[k]!.size === 'small' ? 5 : 9);
			return row.slice(0, r.n).map((c) => {
				if (Number(c) > room) return '';
				room -= Number(c);
				return c;
			});
		});
		s.herds = r.herds.slice(0, r.n).map((h, i) => {
			let left = r.room[12 + i]! ? 99 : s.pieces.reduce((x, row) => x + (Number(row[i]) || 0), 0);
			return h
				.filter((n) => {
					if (n > left) return false;
					left -= n;
					return true;
				})
				.join(' ');
		});
		[s.adaptations, s.abilities, s.food, s.track] = r.most.map((row) => row.slice(0, r.n)) as [string[], string[], string[], string[]];
		return s;
	});

/** The oracle: the engine's functions straight on the numbers (no sheet code); null for a sheet with a refusal or an area waiting. */
function enginePoints(s: WlSheet): PerSeat<number> | null {
	const players = seats(s.names.length);
	const num = (v: string | undefined) => Number(v) || 0;
	const out: PerSeat<number> = Object.fromEntries(players.map((p) => [p, 0]));
	for (let k = 0; k < SHEET_AREAS.length; k++) {
		const counts: PerSeat<number> = Object.fromEntries(players.map((p, i) => [p, num(s.pieces[k]![i])]));
		const inArea = players.reduce((x, p) => x + counts[p]!, 0);
		const max = SHEET_AREAS[k]!.size === 'small' ? 5 : 9;
		const spaces = s.spaces[k] === '' ? null : Number(s.spaces[k]);
		if (inArea > (spaces ?? max)) return null;
		if (players.filter((p) => counts[p]! > 0).length === 1 && spaces === null) return null;
		const pts = scoreArea({ spaces: spaces ?? max, counts });
		for (const p of players) out[p]! += pts[p] ?? 0;
	}
	const herds: PerSeat<number[]> = Object.fromEntries(players.map((p, i) => [p, s.herds[i]!.split(' ').filter(Boolean).map(Number)]));
	const owned = piecesPerPlayer(players.length);
	for (const [i, p] of players.entries()) {
		const onBoard = s.pieces.reduce((x, row) => x + num(row[i]), 0);
		const inHerds = herds[p]!.reduce((x, n) => x + n, 0);
		const entered = s.pieces.some((row) => row[i] !== '');
		if (onBoard > owned || inHerds > owned || (entered && inHerds > onBoard)) return null;
	}
	const h = scoreHerds(herds);
	for (const p of players) out[p]! += h[p] ?? 0;
	for (const row of [s.adaptations, s.abilities, s.food]) {
		const m = scoreMost(Object.fromEntries(players.map((p, i) => [p, num(row[i])])));
		for (const p of players) out[p]! += m[p] ?? 0;
	}
	return out;
}

const shown = (html: string, attr: string, players: readonly Seat[]) =>
	Object.fromEntries(players.map((p) => [p, Number(new RegExp(`${attr}="${p}"[^>]*>(\\d+)<`).exec(html)?.[1])]));

describe('(property) the page’s totals are the engine’s, in French and in English', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(lang, () => {
			const t = gameT('wildlife', lang);
			const tc = widgetT(lang);
			let checked = 0;
			fc.assert(
				fc.property(sheetArb, (s) => {
					const expected = enginePoints(s);
					const score = scoreSheet(s);
					const players = seats(s.names.length);
					const html = render(<Sheet t={t} tc={tc} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
					expect(html).not.toMatch(/\{[a-z_]+\}|\[(sheet|sc|scoresheet|rule)\.|NaN|undefined/);
					if (expected === null) {
						expect(score.refusals.length > 0 || !score.complete).toBe(true);
						return;
					}
					checked++;
					expect(score.refusals).toEqual([]);
					expect(shown(html, 'data-points', players)).toEqual(expected);
					const after = Object.fromEntries(players.map((p, i) => [p, expected[p]! + (Number(s.track[i]) || 0)]));
					expect(shown(html, 'data-total', players)).toEqual(after);
					if (s.final) expect(score.winners).toEqual(winners(after));
				}),
				{ numRuns: 60 },
			);
			expect(checked).toBeGreaterThan(10);
		});
	}
});

// the teaching board's areas have the sizes a real board's do (so the example's spaces are allowed)
it('the teaching board’s areas are 4–5 and 8–9 spaces', () => {
	for (const a of TEACHING_BOARD.areas) expect(a.size === 'small' ? [4, 5] : [8, 9]).toContain(a.cells.length);
});
