// The Animal Kingdoms score sheet (issue 30): the rulebook's worked kingdom and the guided
// example's three-way battle entered as a table would, what the rulebook makes impossible refused
// with its rule, the URL format both ways, and (property) for random sheets the page's totals —
// rendered in French and in English — equal the engine's own scoring of the same numbers.
import fc from 'fast-check';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Sheet } from '../../../src/components/animal-kingdoms/ScoreSheet';
import { decodeSheet, encodeSheet } from '../../../src/components/animal-kingdoms/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import { cubeCounts, KINGDOM_COUNT, KINGDOM_SIZES } from '../../../src/machines/animal-kingdoms/board';
import { settleKingdom } from '../../../src/machines/animal-kingdoms/endOfAge';
import { endOfAgeInput } from '../../../src/machines/animal-kingdoms/examples/endOfAge';
import { finalScore, gameWinners, majorityLeaders, peaceTreatyWinners, scoreKingdom } from '../../../src/machines/animal-kingdoms/scoring';
import { type AkSheet, emptySheet, scoreSheet } from '../../../src/machines/animal-kingdoms/sheet';
import { type PerSeat, type Seat, SEATS, seats } from '../../../src/machines/shared/seats';

const row = (xs: readonly number[]) => xs.map(String);

describe('the rulebook’s kingdom and the guided example’s battle', () => {
	it('8/3/3/1: Carla 3 cubes, Abdel and Stéphanie 2, Nicolas 1, a token worth 8', () => {
		const s = emptySheet(4);
		s.ages[0]!.kingdoms[4] = { tile: '8', cubes: row([2, 2, 3, 1]), won: [], capital: null };
		const line = scoreSheet(s).ages[0]!.lines[4]!;
		expect(line.result?.points).toEqual({ A: 3, B: 3, C: 8, D: 1 });
		expect(line.result?.how).toBe('majority');
	});

	it('the three-way battle: Abdel, Stéphanie and Carla 2 each, Nicolas 1; Stéphanie wins', () => {
		const input = endOfAgeInput();
		const cubes = cubeCounts(input.kingdoms[3]!);
		const s = emptySheet(4);
		s.ages[0]!.kingdoms[3] = { tile: String(input.tiles[3]![0]), cubes: row(seats(4).map((p) => cubes[p] ?? 0)), won: [], capital: null };
		expect(scoreSheet(s).ages[0]!.lines[3]!.pending).toBe('battle');
		s.ages[0]!.kingdoms[3]!.won = ['B'];
		const line = scoreSheet(s).ages[0]!.lines[3]!;
		const engine = settleKingdom({ players: seats(4), kingdom: 3, spaces: input.kingdoms[3]!, tile: input.tiles[3]![0]!, treaty: false, tieWinners: ['B'] });
		expect(line.result?.points).toEqual(engine.points);
		expect(line.result?.points).toEqual({ A: 3, B: input.tiles[3]![0], C: 3, D: 1 });
		// each loser takes a reinforcement token
		expect(scoreSheet(s).tokensWon).toEqual({ A: 1, B: 0, C: 1, D: 0 });
	});

	it('the whole guided end of age gives the machine’s totals', () => {
		const input = endOfAgeInput();
		const s = emptySheet(4);
		s.ages[0]!.rally = row(seats(4).map((p) => input.scores[p] ?? 0));
		input.kingdoms.forEach((k, ki) => {
			const c = cubeCounts(k);
			s.ages[0]!.kingdoms[ki] = { tile: String(input.tiles[ki]![0]), cubes: row(seats(4).map((p) => c[p] ?? 0)), won: ki === 3 ? ['B'] : [], capital: null };
		});
		const expected: PerSeat<number> = { ...input.scores };
		input.kingdoms.forEach((k, ki) => {
			const r = settleKingdom({
				players: seats(4),
				kingdom: ki,
				spaces: k,
				tile: input.tiles[ki]![0]!,
				treaty: false,
				...(ki === 3 ? { tieWinners: ['B' as Seat] } : {}),
			});
			for (const p of seats(4)) expected[p] = (expected[p] ?? 0) + (r.points[p] ?? 0);
		});
		expect(scoreSheet(s).ages[0]!.points).toEqual(expected);
	});
});

describe('impossible input is refused with the rule that limits it', () => {
	const refusals = (f: (s: AkSheet) => void, n = 4) => {
		const s = emptySheet(n);
		f(s);
		return scoreSheet(s).refusals.map((r) => `${r.field} ${r.key} ${r.rule.page}#${r.rule.anchor}`);
	};
	it('a negative or non-whole count', () => {
		expect(refusals((s) => (s.ages[0]!.kingdoms[0]!.cubes[1] = '-1'))).toEqual(['a1k4c1 sheet.notCount end-of-age#scoring-order']);
		expect(refusals((s) => (s.ages[1]!.rally[0] = '2.5'))).toEqual(['a2r0 sheet.notCount turn#rally']);
	});
	it('more cubes than a kingdom has spaces (councils fill from age II)', () => {
		expect(refusals((s) => (s.ages[0]!.kingdoms[0]!.cubes = row([3, 2, 0, 0])))).toEqual(['a1k4 sheet.kingdomFull end-of-age#capitals-to-councils']);
		expect(refusals((s) => (s.ages[1]!.kingdoms[0]!.cubes = row([3, 2, 0, 0])))).toEqual([]);
		expect(refusals((s) => (s.ages[2]!.kingdoms[0]!.cubes = row([3, 3, 0, 0])))).toEqual([]);
		expect(refusals((s) => (s.ages[2]!.kingdoms[0]!.cubes = row([4, 3, 0, 0])))).toEqual(['a3k4 sheet.kingdomFull end-of-age#capitals-to-councils']);
	});
	it('more than 18 cubes for one player in one age', () => {
		const r = refusals((s) => {
			for (let k = 0; k < KINGDOM_COUNT; k++) s.ages[0]!.kingdoms[k]!.cubes[0] = String(KINGDOM_SIZES[k]);
		});
		expect(r).toEqual(['a1p0 sheet.playerCubes setup#colours']);
	});
	it('a First Place token lower than last age’s in the same kingdom', () => {
		expect(
			refusals((s) => {
				s.ages[0]!.kingdoms[2]!.tile = '6';
				s.ages[1]!.kingdoms[2]!.tile = '5';
			}),
		).toEqual(['a2k6t sheet.tileOrder setup#majority-tiles']);
	});
	it('a capital without a cube, two capitals in one age', () => {
		expect(refusals((s) => (s.ages[2]!.kingdoms[4]!.capital = 'C'))).toEqual(['a3k8 sheet.capitalNoCube turn#capital']);
		const two = refusals((s) => {
			for (const k of [0, 1]) {
				s.ages[0]!.kingdoms[k]!.cubes[0] = '1';
				s.ages[0]!.kingdoms[k]!.capital = 'A';
			}
		});
		expect(two).toEqual(['a1p0 sheet.twoCapitals turn#capital']);
	});
	it('reinforcement tokens not won in a battle, or any under the Peace Treaty', () => {
		expect(refusals((s) => (s.tokens[1] = '1'))).toEqual(['o1 sheet.tokensWon battles#losers']);
		expect(
			refusals((s) => {
				s.treaty = true;
				s.tokens[1] = '1';
			}),
		).toEqual(['o1 sheet.tokensTreaty variants#peace-no-tokens']);
	});
	it('every refusal has its message and its rule’s name in both languages', () => {
		for (const lang of ['fr', 'en'] as const) {
			const t = gameT('animal-kingdoms', lang);
			const s = emptySheet(4);
			s.ages[0]!.kingdoms[0]!.cubes = row([5, 0, 0, 0]);
			s.ages[0]!.kingdoms[1]!.tile = 'x';
			s.ages[0]!.kingdoms[2]!.capital = 'B';
			s.tokens[0] = '2';
			for (const r of scoreSheet(s).refusals) {
				expect(t.ref(r.key, { ...r.params, kingdom: t.noun('kingdom.4'), player: t.noun('player.A') })).not.toMatch(/[[{]/);
				expect(t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never)).not.toMatch(/^\[/);
			}
		}
	});
});

describe('solo against the bot (solo#solo-end)', () => {
	const solo = (you: number, bot: number) => {
		const s = emptySheet(2, true);
		s.ages.forEach((age) => {
			age.kingdoms.forEach((k) => (k.tile = '1'));
		});
		s.ages[0]!.rally = [String(you), String(bot)];
		return scoreSheet(s);
	};
	it('you win only with more points than the bot; a tie is a loss', () => {
		expect(solo(5, 4).winners).toEqual(['A']);
		expect(solo(4, 4).winners).toEqual(['B']);
		expect(solo(3, 4).winners).toEqual(['B']);
	});
	it('has no First to Withdraw or reinforcement tokens', () => {
		const s = emptySheet(2, true);
		s.ftw = ['9', '9'];
		s.tokens = ['2', '2'];
		expect(scoreSheet(s).totals).toEqual({ A: 0, B: 0 });
		expect(encodeSheet(s)).toBe('?p=2&solo=1');
	});
});

describe('the URL format', () => {
	it('reads the example of docs/score-sheet.md by hand', () => {
		const s = decodeSheet('?p=Abdel,St%C3%A9phanie,Carla,Nicolas&a1k8=8:2,2,3,1&a1k7=6:2,2,2,1:B&a1r=3,0,1,2');
		expect(s.names).toEqual(['Abdel', 'Stéphanie', 'Carla', 'Nicolas']);
		expect(s.ages[0]!.kingdoms[4]).toEqual({ tile: '8', cubes: ['2', '2', '3', '1'], won: [], capital: null });
		expect(s.ages[0]!.kingdoms[3]!.won).toEqual(['B']);
		// A: 3 (second) + 3 (battle lost) + 3 rallies; B: 3 + 6 (the battle's token); C: 8 + 3 + 1; D: 1 + 1 + 2
		expect(scoreSheet(s).ages[0]!.points).toEqual({ A: 9, B: 9, C: 12, D: 4 });
	});
	it('an untouched sheet writes nothing; a sheet writes only what is filled in', () => {
		expect(encodeSheet(emptySheet(4))).toBe('');
		const s = emptySheet(3);
		s.ages[1]!.kingdoms[0]!.tile = '5';
		expect(encodeSheet(s)).toBe('?p=3&a2k4=5');
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

/** A random sheet a table could write (cells may be empty, ties settled or not). */
const cell = fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: fc.nat(3).map(String) });
const sheetArb = fc
	.record({
		n: fc.integer({ min: 2, max: 5 }),
		solo: fc.boolean(),
		treaty: fc.boolean(),
		names: fc.array(fc.constantFrom('', 'Anna', 'Bruno', 'Élise', 'Yann', 'Zoé'), { minLength: 5, maxLength: 5 }),
		tiles: fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }), { minLength: 5, maxLength: 5 }),
		noTile: fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }),
		cubes: fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 15, maxLength: 15 }),
		won: fc.array(fc.nat(31), { minLength: 15, maxLength: 15 }),
		capital: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 15, maxLength: 15 }),
		rally: fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 3, maxLength: 3 }),
		ftw: fc.array(cell, { minLength: 5, maxLength: 5 }),
	})
	.map((r) => {
		const n = r.solo ? 2 : r.n;
		const s = emptySheet(n, r.solo);
		s.treaty = r.treaty;
		s.names = r.solo ? [r.names[0]!, ''] : r.names.slice(0, n);
		s.ages.forEach((age, a) => {
			age.rally = r.rally[a]!.slice(0, n);
			age.kingdoms.forEach((k, ki) => {
				const i = a * KINGDOM_COUNT + ki;
				const sorted = [...r.tiles[ki]!].sort((x, y) => x - y);
				k.tile = r.noTile[i] ? '' : String(sorted[a]);
				k.cubes = r.cubes[i]!.slice(0, n);
				k.won = SEATS.slice(0, n).filter((_, j) => r.won[i]! & (1 << j));
				k.capital = r.capital[i]! >= 0 && r.capital[i]! < n ? SEATS[r.capital[i]!]! : null;
			});
		});
		if (!r.solo) s.ftw = r.ftw.slice(0, n);
		return s;
	});

/** The oracle: the engine's functions straight on the numbers (no sheet code). */
function engineTotals(s: AkSheet): PerSeat<number> {
	const players = seats(s.seats);
	const track: PerSeat<number> = Object.fromEntries(players.map((p) => [p, 0]));
	for (const age of s.ages) {
		players.forEach((p, i) => (track[p]! += Number(age.rally[i]) || 0));
		for (const k of age.kingdoms) {
			if (k.tile === '') continue;
			const cubes: PerSeat<number> = Object.fromEntries(players.map((p, i) => [p, Number(k.cubes[i]) || 0]));
			const leaders = majorityLeaders(cubes);
			let tieWinners: Seat[] | undefined;
			if (leaders.length > 1) {
				tieWinners = s.treaty ? peaceTreatyWinners(leaders, k.capital) : k.won.filter((p) => leaders.includes(p));
				if (tieWinners.length === 0) continue;
			}
			const pts = scoreKingdom({ cubes, tile: Number(k.tile), ...(tieWinners ? { tieWinners } : {}) });
			for (const p of players) track[p]! += pts[p] ?? 0;
		}
	}
	return Object.fromEntries(players.map((p, i) => [p, finalScore({ track: track[p]!, firstToPass: [s.solo ? 0 : Number(s.ftw[i]) || 0], tokens: 0 })]));
}

describe('(property) the page’s totals are the engine’s, in French and in English', () => {
	const shown = (html: string, players: readonly Seat[]) =>
		Object.fromEntries(players.map((p) => [p, Number(new RegExp(`data-total="${p}"[^>]*>(\\d+)<`).exec(html)?.[1])]));
	for (const lang of ['fr', 'en'] as const) {
		it(lang, () => {
			const t = gameT('animal-kingdoms', lang);
			const tc = widgetT(lang);
			fc.assert(
				fc.property(sheetArb, (s) => {
					const html = render(<Sheet t={t} tc={tc} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
					const players = seats(s.seats);
					const expected = engineTotals(s);
					expect(shown(html, players)).toEqual(expected);
					expect(scoreSheet(s).totals).toEqual(expected);
					// no placeholder left in any sentence the page says
					expect(html).not.toMatch(/\{[a-z_]+\}|\[(sheet|eoa|scoresheet|rule)\.|NaN|undefined/);
					const score = scoreSheet(s);
					if (score.winners && !s.solo) expect(score.winners).toEqual(gameWinners(expected, score.capitals));
				}),
				{ numRuns: 60 },
			);
		});
	}
});
