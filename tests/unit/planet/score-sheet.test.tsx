// The Planet score sheet (issue 30): the end chapter's worked example (Chloé's 9 points, on the
// rulebook's glacier line) and the end-scoring widget's guided example (Anna and Bruno tied on 9,
// Bruno ahead on animal cards) entered as a table would, through the sheet and through the URL;
// what the rules make impossible refused with its rule; the URL format by hand and as a property;
// and (property) for random sheets the page's totals — rendered in French and in English — equal
// the engine's own endScore of the same numbers.
import fc from 'fast-check';
import { render } from 'preact-render-to-string';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Sheet } from '../../../src/components/planet/ScoreSheet';
import { decodeSheet, encodeSheet } from '../../../src/components/planet/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import { endScoringMachine } from '../../../src/machines/planet/endScoring.machine';
import { endInput } from '../../../src/machines/planet/examples/endScoring';
import { TERRAINS, type Terrain } from '../../../src/machines/planet/regions';
import { type EndScore, endScore, GLACIER_EXAMPLE, type ObjectiveRow, winners } from '../../../src/machines/planet/scoring';
import { emptySheet, type PlanetSheet, type SheetLine, scoreSheet } from '../../../src/machines/planet/sheet';
import { type PerSeat, type Seat, seats } from '../../../src/machines/shared/seats';

const lines = (rows: readonly ObjectiveRow[]): SheetLine[] => rows.map((r) => ({ min: String(r.min), max: String(r.max), points: String(r.points) }));
const counts = (cards: readonly Terrain[]) =>
	Object.fromEntries(TERRAINS.map((t) => [t, String(cards.filter((c) => c === t).length || '')])) as Record<Terrain, string>;

/** The guided example's table (endInput) entered on the sheet, each player's own card's lines. */
function guidedSheet(): PlanetSheet {
	const input = endInput();
	const s = emptySheet(input.players.length);
	s.names = ['Anna', 'Bruno'];
	input.players.forEach((p, i) => {
		s.players[i] = { objective: p.objective, lines: lines(input.tables[p.objective!]!), parcels: String(p.parcels), animals: counts(p.animals) };
	});
	return s;
}

describe('the worked examples', () => {
	it('Chloé (end#glacier-example): the glacier card, 6 + 4 + 2 = 12 glacier areas, one glacier animal and three others: 2 + 1 + 6 = 9', () => {
		const s = emptySheet(2);
		s.players[0] = {
			objective: 'glacier',
			lines: lines(GLACIER_EXAMPLE.rows),
			parcels: String(6 + 4 + 2),
			animals: counts(['glacier', 'forest', 'ocean', 'desert']),
		};
		const me = scoreSheet(s).perPlayer[0]!;
		expect(me.score).toEqual({ objective: 2, animals: 7, total: 9, cards: 4 });
		expect(me.line).toEqual(GLACIER_EXAMPLE.rows[0]);
	});

	it('the end-scoring widget’s example gives the machine’s scores: 9 each, Bruno wins on animal cards (5 to 4)', () => {
		const machine = createActor(endScoringMachine, { input: endInput() }).start().getSnapshot().context;
		const score = scoreSheet(guidedSheet());
		expect(score.totals).toEqual({ A: machine.scores.A!.total, B: machine.scores.B!.total });
		expect(score.totals).toEqual({ A: 9, B: 9 });
		expect(score.winners).toEqual(machine.winners);
		expect(score.winners).toEqual(['B']);
		expect(score.decidedBy).toBe('cards');
	});

	it('the same through the URL format, as the page’s example link writes it', () => {
		const s = decodeSheet('?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&cB=18-21:3&aA=glacier:1,forest:1,desert:1,ocean:1&aB=ocean:4,mountain:1');
		expect(s).toEqual(guidedSheet());
		expect(encodeSheet(guidedSheet())).toBe(
			'?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&aA=ocean:1,forest:1,desert:1,glacier:1&cB=18-21:3&aB=ocean:4,mountain:1',
		);
		expect(scoreSheet(s).totals).toEqual({ A: 9, B: 9 });
	});

	it('the guided steps that follow: Anna’s 10 glacier areas fall on no line (7), and the beginners’ game (4 and 5)', () => {
		const s = guidedSheet();
		s.players[0]!.parcels = '10';
		const missed = scoreSheet(s);
		expect(missed.perPlayer[0]!.line).toBeNull();
		expect(missed.totals).toEqual({ A: 7, B: 9 });
		expect(missed.decidedBy).toBe('points');
		s.beginners = true;
		const beginners = scoreSheet(s);
		expect(beginners.totals).toEqual({ A: 4, B: 5 });
		// no objective in the beginners’ game: nothing is pending even without a card
		s.players[0] = { ...s.players[0]!, objective: null, lines: [{ min: '', max: '', points: '' }], parcels: '' };
		expect(scoreSheet(s).totals).toEqual({ A: 4, B: 5 });
	});

	it('a tie on points and on animal cards is shared (end#ties)', () => {
		const s = emptySheet(3);
		for (const p of s.players)
			Object.assign(p, { objective: 'forest', lines: lines([{ min: 0, max: 60, points: 1 }]), parcels: '5', animals: counts(['ocean']) });
		const score = scoreSheet(s);
		expect(score.totals).toEqual({ A: 3, B: 3, C: 3 });
		expect(score.winners).toEqual(['A', 'B', 'C']);
		expect(score.decidedBy).toBe('shared');
	});

	it('waits for what each count needs: the terrain, a whole line, the areas', () => {
		const s = emptySheet(2);
		expect(scoreSheet(s).perPlayer.map((p) => p.pending)).toEqual(['objective', 'objective']);
		s.players[0]!.objective = 'ocean';
		expect(scoreSheet(s).perPlayer[0]!.pending).toBe('card');
		s.players[0]!.lines = [{ min: '3', max: '', points: '2' }];
		expect(scoreSheet(s).perPlayer[0]!.pending).toBe('card');
		s.players[0]!.lines[0]!.max = '5';
		expect(scoreSheet(s).perPlayer[0]!.pending).toBe('parcels');
		s.players[0]!.parcels = '4';
		expect(scoreSheet(s).perPlayer[0]!.pending).toBeNull();
		expect(scoreSheet(s).totals.A).toBe(2);
		expect(scoreSheet(s).winners).toBeNull();
	});
});

describe('impossible input is refused with the rule that limits it', () => {
	const refusals = (f: (s: PlanetSheet) => void, n = 2) => {
		const s = emptySheet(n);
		s.players[0]!.objective = 'glacier';
		f(s);
		return scoreSheet(s).refusals.map((r) => `${r.field} ${r.key} ${r.rule.page}#${r.rule.anchor}`);
	};
	it('a negative or non-whole count', () => {
		expect(refusals((s) => (s.players[0]!.lines[0] = { min: '-1', max: '3', points: '2' }))).toEqual(['pl-c0l0min sheet.notCount end#objective']);
		expect(refusals((s) => (s.players[1]!.animals.ocean = '1.5'))).toEqual(['pl-a1ocean sheet.notCount end#animal-points']);
		expect(refusals((s) => (s.players[0]!.parcels = 'douze'))).toEqual(['pl-n0 sheet.notCount end#objective']);
	});
	it('more than the core’s 60 areas, in a line or in a count', () => {
		expect(refusals((s) => (s.players[0]!.lines[0] = { min: '50', max: '61', points: '2' }))).toEqual(['pl-c0l0 end.refuse.number end#objective']);
		expect(refusals((s) => (s.players[0]!.parcels = '61'))).toEqual(['pl-n0 end.refuse.parcels end#objective']);
	});
	it('a line running backwards, or covering a number another line covers', () => {
		expect(refusals((s) => (s.players[0]!.lines[0] = { min: '13', max: '11', points: '2' }))).toEqual(['pl-c0l0 end.refuse.order end#objective']);
		expect(
			refusals((s) => {
				s.players[0]!.lines = [
					{ min: '11', max: '13', points: '2' },
					{ min: '13', max: '15', points: '3' },
				];
			}),
		).toEqual(['pl-c0l1 end.refuse.overlap end#objective']);
	});
	it('more than the game’s 20 animal cards across the table', () => {
		expect(
			refusals((s) => {
				s.players[0]!.animals.ocean = '12';
				s.players[1]!.animals.forest = '9';
			}),
		).toEqual(['pl-animals sheet.animalsTotal setup#animal-columns']);
		expect(
			refusals((s) => {
				s.players[0]!.animals.ocean = '11';
				s.players[1]!.animals.forest = '9';
			}),
		).toEqual([]);
	});
	it('a refused value keeps the winner back', () => {
		const s = guidedSheet();
		s.players[1]!.animals.desert = '-2';
		expect(scoreSheet(s).winners).toBeNull();
	});
	it('every refusal has its message and its rule’s name in both languages', () => {
		const s = emptySheet(2);
		s.players[0]!.lines = [
			{ min: 'x', max: '3', points: '1' },
			{ min: '13', max: '11', points: '1' },
			{ min: '5', max: '70', points: '1' },
			{ min: '1', max: '3', points: '1' },
			{ min: '2', max: '4', points: '1' },
		];
		s.players[0]!.parcels = '99';
		s.players[1]!.animals.glacier = '30';
		const keys = scoreSheet(s).refusals.map((r) => r.key);
		expect(new Set(keys)).toEqual(
			new Set(['sheet.notCount', 'end.refuse.order', 'end.refuse.number', 'end.refuse.overlap', 'end.refuse.parcels', 'sheet.animalsTotal']),
		);
		for (const lang of ['fr', 'en'] as const) {
			const t = gameT('planet', lang);
			for (const r of scoreSheet(s).refusals) {
				expect(t.ref(r.key, r.params)).not.toMatch(/[[{]|undefined|NaN/);
				expect(t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never)).not.toMatch(/^\[/);
			}
		}
	});
});

describe('the URL format', () => {
	it('an untouched sheet writes nothing; a sheet writes only what is filled in', () => {
		expect(encodeSheet(emptySheet(2))).toBe('');
		const s = emptySheet(3);
		s.players[1]!.parcels = '7';
		s.players[2]!.objective = 'desert';
		expect(encodeSheet(s)).toBe('?p=3&o=,,desert&n=,7,');
		s.beginners = true;
		expect(encodeSheet(s)).toContain('&v=beginners');
	});
	it('reads a hand-written line of one number (12:3 is 12 to 12), a terrain in capitals, and keeps 2 to 4 players', () => {
		const s = decodeSheet('?p=6&o=Ocean&cA=12:3,,20-25:5');
		expect(s.players.length).toBe(4);
		expect(s.players[0]!.objective).toBe('ocean');
		expect(s.players[0]!.lines).toEqual([
			{ min: '12', max: '12', points: '3' },
			{ min: '', max: '', points: '' },
			{ min: '20', max: '25', points: '5' },
		]);
		expect(decodeSheet('?p=Solo').players.length).toBe(2);
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

/** A random sheet a table could write: cells may be empty; each card's lines go up without overlapping. */
const maybe = (a: fc.Arbitrary<number>) => fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 5, arbitrary: a.map(String) });
const playerArb = fc.record({
	objective: fc.option(fc.constantFrom(...TERRAINS), { nil: null, freq: 6 }),
	steps: fc.array(fc.record({ gap: fc.nat(4), width: fc.nat(5), points: fc.nat(10), hole: fc.nat(12) }), { minLength: 1, maxLength: 4 }),
	parcels: maybe(fc.nat(60)),
	animals: fc.array(maybe(fc.nat(2)), { minLength: 5, maxLength: 5 }),
});
const sheetArb = fc
	.record({
		beginners: fc.boolean(),
		names: fc.array(fc.constantFrom('', 'Anna', 'Bruno', 'Élise', 'Yann', 'Zoé'), { minLength: 4, maxLength: 4 }),
		players: fc.array(playerArb, { minLength: 2, maxLength: 4 }),
	})
	.map((r) => {
		const s = emptySheet(r.players.length);
		s.beginners = r.beginners;
		s.names = r.names.slice(0, r.players.length);
		r.players.forEach((p, i) => {
			let at = 0;
			const ls: SheetLine[] = p.steps.map((x) => {
				const min = at + x.gap;
				const max = min + x.width;
				at = max + 1;
				// now and then a cell left empty (an unfinished line)
				return { min: x.hole === 0 ? '' : String(min), max: x.hole === 1 ? '' : String(max), points: String(x.points) };
			});
			s.players[i] = {
				objective: p.objective,
				lines: ls,
				parcels: p.parcels,
				animals: Object.fromEntries(TERRAINS.map((t, k) => [t, p.animals[k]!])) as Record<Terrain, string>,
			};
		});
		return s;
	});

/** The oracle: the engine's endScore and winners straight on the numbers (no sheet code). */
function engineScores(s: PlanetSheet): PerSeat<EndScore | null> {
	return Object.fromEntries(
		s.players.map((p, i) => {
			const seat = seats(s.players.length)[i]!;
			const animals = TERRAINS.flatMap((t) => Array.from({ length: Number(p.animals[t]) || 0 }, () => t));
			if (s.beginners) return [seat, endScore({ objective: null, parcels: 0, animals }, null)];
			const whole = p.lines.filter((l) => l.min !== '' && l.max !== '' && l.points !== '');
			const begun = p.lines.filter((l) => l.min !== '' || l.max !== '' || l.points !== '');
			if (!p.objective || whole.length === 0 || whole.length !== begun.length || p.parcels === '') return [seat, null];
			const rows = whole.map((l) => ({ min: Number(l.min), max: Number(l.max), points: Number(l.points) }));
			return [seat, endScore({ objective: p.objective, parcels: Number(p.parcels), animals }, rows)];
		}),
	);
}

describe('(property) the page’s totals are the engine’s, in French and in English', () => {
	const shown = (html: string, players: readonly Seat[]) =>
		Object.fromEntries(
			players.map((p) => {
				const v = new RegExp(`data-total="${p}"[^>]*>([^<]+)<`).exec(html)?.[1];
				return [p, v === '…' ? null : Number(v)];
			}),
		);
	for (const lang of ['fr', 'en'] as const) {
		it(lang, () => {
			const t = gameT('planet', lang);
			const tc = widgetT(lang);
			fc.assert(
				fc.property(sheetArb, (s) => {
					const html = render(<Sheet t={t} tc={tc} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
					const players = seats(s.players.length);
					const engine = engineScores(s);
					const expected = Object.fromEntries(players.map((p) => [p, engine[p]?.total ?? null]));
					expect(shown(html, players)).toEqual(expected);
					expect(scoreSheet(s).totals).toEqual(expected);
					// no placeholder left in any sentence the page says
					expect(html).not.toMatch(/\{[a-z_]+\}|\[(sheet|end|scoresheet|rule|terrain)\.|NaN|undefined/);
					const score = scoreSheet(s);
					if (score.refusals.length === 0 && players.every((p) => engine[p])) {
						const w = winners(engine as PerSeat<EndScore>);
						expect(score.winners).toEqual(w.winners);
						expect(html).toContain(`data-winner="${w.winners.join('')}"`);
					} else expect(score.winners).toBeNull();
				}),
				{ numRuns: 60 },
			);
		});
	}
});
