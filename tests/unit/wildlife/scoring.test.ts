import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Occupancy } from '../../../src/machines/wildlife/types';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { SEATS, seatEntries, type PerSeat } from '../../../src/machines/shared/seats';
import {
	BIG_SCORING_TERRAIN_ORDER,
	bigScoring,
	createTrack,
	EXAMPLE_TRACK,
	findHerds,
	scoreArea,
	scoreHerds,
	scoreMost,
	smallScoring,
	validateTrack,
} from '../../../src/machines/wildlife/scoring';

/** Drop zero entries so tables that print "—" compare directly. */
function nonZero(r: PerSeat<number>): PerSeat<number> {
	return Object.fromEntries(seatEntries(r).filter(([, v]) => v !== 0));
}

describe('scoreArea: rulebook rules', () => {
	it('alone and full: 5 (big monopoly); alone and not full: 4', () => {
		expect(scoreArea({ spaces: 4, counts: { A: 4 } })).toEqual({ A: 5 });
		expect(scoreArea({ spaces: 9, counts: { A: 3, B: 0 } })).toEqual({ A: 4, B: 0 });
	});
	it('3 / 2 / 1 by number of pieces, nothing for 4th', () => {
		expect(scoreArea({ spaces: 9, counts: { A: 4, B: 3, C: 1, D: 0 } })).toEqual({ A: 3, B: 2, C: 1, D: 0 });
		expect(nonZero(scoreArea({ spaces: 9, counts: { A: 4, B: 3, C: 1, D: 1 } }))).toEqual({ A: 3, B: 2 });
	});
	it('text examples: tie for 1st → 2 each, tie for 2nd → 1 each, tie for 3rd → 0', () => {
		expect(scoreArea({ spaces: 8, counts: { A: 3, B: 3, C: 1 } })).toEqual({ A: 2, B: 2, C: 1 });
		expect(scoreArea({ spaces: 8, counts: { A: 3, B: 2, C: 2 } })).toEqual({ A: 3, B: 1, C: 1 });
		expect(scoreArea({ spaces: 8, counts: { A: 3, B: 2, C: 1, D: 1 } })).toEqual({ A: 3, B: 2, C: 0, D: 0 });
	});
	it('empty area: nobody scores', () => {
		expect(scoreArea({ spaces: 4, counts: { A: 0, B: 0 } })).toEqual({ A: 0, B: 0 });
	});
});

// Big-scoring example (FR L346-392; EN L229-239). Counts chosen to fit each row's explanation.
// The rulebook's colours, seated as in the widget's example (examples/bigScoring.ts): Orange A, Vert B, Bleu C, Marron D.
const O = 'A';
const V = 'B';
const Bl = 'C';
const M = 'D';
const EXAMPLE_ROWS: { row: string; spaces: number; counts: PerSeat<number>; expected: PerSeat<number> }[] = [
	{ row: 'Eau - Grand', spaces: 8, counts: { [Bl]: 3 }, expected: { [Bl]: 4 } },
	{ row: 'Eau - Petit', spaces: 4, counts: {}, expected: {} },
	{ row: 'Steppe - Grand', spaces: 9, counts: { [O]: 2, [V]: 3 }, expected: { [O]: 2, [V]: 3 } },
	{ row: 'Steppe - Petit', spaces: 5, counts: { [O]: 2, [V]: 1, [M]: 1 }, expected: { [O]: 3, [V]: 1, [M]: 1 } },
	{ row: 'Savane - Grand', spaces: 9, counts: { [O]: 4, [V]: 3, [Bl]: 1, [M]: 1 }, expected: { [O]: 3, [V]: 2 } },
	{ row: 'Savane - Petit', spaces: 4, counts: { [O]: 2, [V]: 1, [M]: 1 }, expected: { [O]: 3, [V]: 1, [M]: 1 } },
	{ row: 'Forêt - Grand', spaces: 8, counts: { [O]: 2, [V]: 2, [Bl]: 2 }, expected: { [O]: 2, [V]: 2, [Bl]: 2 } },
	{ row: 'Forêt - Petit', spaces: 5, counts: { [O]: 1, [V]: 2, [Bl]: 1 }, expected: { [O]: 1, [V]: 3, [Bl]: 1 } },
	{ row: 'Montagne - Grand', spaces: 8, counts: { [V]: 2, [M]: 3 }, expected: { [V]: 2, [M]: 3 } },
	{ row: 'Montagne - Petit', spaces: 5, counts: { [M]: 2 }, expected: { [M]: 4 } },
	{ row: 'Désert - Grand', spaces: 9, counts: { [Bl]: 4 }, expected: { [Bl]: 4 } },
	{ row: 'Désert - Petit', spaces: 4, counts: { [Bl]: 1, [M]: 2 }, expected: { [Bl]: 2, [M]: 3 } },
];
// Herds: Bleu and Vert 11, Marron 9, Orange two equal herds below 9; smaller herds added that must score nothing.
const EXAMPLE_HERDS: PerSeat<number[]> = { [O]: [5, 5, 1], [V]: [11, 2], [Bl]: [11, 1], [M]: [9, 3] };

describe('big-scoring worked example (rulebook table)', () => {
	for (const r of EXAMPLE_ROWS) {
		it(`row ${r.row}`, () => {
			expect(nonZero(scoreArea({ spaces: r.spaces, counts: r.counts }))).toEqual(r.expected);
		});
	}
	it('herds: Bleu 7, Vert 7, Marron 5, Orange 3+3 (4th place twice, no 5th place)', () => {
		expect(scoreHerds(EXAMPLE_HERDS)).toEqual({ [O]: 6, [V]: 7, [Bl]: 7, [M]: 5 });
	});
	it('totals areas + herds: Orange 20, Vert 21, Bleu 20, Marron 17', () => {
		const totals: PerSeat<number> = { [O]: 0, [V]: 0, [Bl]: 0, [M]: 0 };
		for (const r of EXAMPLE_ROWS) for (const [p, v] of seatEntries(scoreArea(r))) totals[p]! += v;
		for (const [p, v] of seatEntries(scoreHerds(EXAMPLE_HERDS))) totals[p]! += v;
		expect(totals).toEqual({ [O]: 20, [V]: 21, [Bl]: 20, [M]: 17 });
	});
	it("hypothetical: another player's herd equal to Orange's → all three score 1", () => {
		const r = scoreHerds({ ...EXAMPLE_HERDS, [M]: [9, 5] });
		expect(r[O]).toBe(2);
		expect(r[M]).toBe(5 + 1);
	});
});

describe('scoreHerds: text examples', () => {
	it('2nd and 4th largest: 7 + 3 = 10', () => {
		expect(scoreHerds({ A: [8, 4], B: [9], C: [6] })).toEqual({ A: 10, B: 10, C: 5 });
	});
	it('own two largest equal herds: 10 + 10', () => {
		expect(scoreHerds({ A: [6, 6], B: [3] })).toEqual({ A: 20, B: 5 });
	});
	it("same, plus another player's equal herd: 7 + 7 and 7", () => {
		expect(scoreHerds({ A: [6, 6], B: [6] })).toEqual({ A: 14, B: 7 });
	});
	it('tie for largest → 7 each; tie for 2nd → 5 each', () => {
		expect(scoreHerds({ A: [5], B: [5] })).toEqual({ A: 7, B: 7 });
		expect(scoreHerds({ A: [7], B: [5], C: [5] })).toEqual({ A: 10, B: 5, C: 5 });
	});
	it('herd illustration (FR L274): Orange (A) 4, Light green (B) 3, Grey (C) 1 + 1 → 10, 7, 5 + 5', () => {
		expect(scoreHerds({ A: [4], B: [3], C: [1, 1] })).toEqual({ A: 10, B: 7, C: 10 });
	});
	it('only five places score', () => {
		expect(scoreHerds({ A: [9, 8, 7, 6, 5, 4] })).toEqual({ A: 10 + 7 + 5 + 3 + 1 });
	});
});

describe('scoreMost', () => {
	it('4 / 2', () => expect(scoreMost({ A: 5, B: 3, C: 1 })).toEqual({ A: 4, B: 2, C: 0 }));
	it('tie for first → 2 each, nobody second', () => expect(scoreMost({ A: 5, B: 5, C: 1 })).toEqual({ A: 2, B: 2, C: 0 }));
	it('tie for second → 0', () => expect(scoreMost({ A: 5, B: 3, C: 3 })).toEqual({ A: 4, B: 0, C: 0 }));
	it('a player with 0 scores nothing, even if everyone has 0', () => {
		expect(scoreMost({ A: 2, B: 0 })).toEqual({ A: 4, B: 0 });
		expect(scoreMost({ A: 0, B: 0 })).toEqual({ A: 0, B: 0 });
	});
});

// ----- properties: results depend on the numbers, not on names or order
const seat = fc.constantFrom(...SEATS);
const counts: fc.Arbitrary<PerSeat<number>> = fc.dictionary(seat, fc.nat({ max: 9 }), { maxKeys: 6 });
/** The same players moved round the table: each seat's values go to the seat `shift` places on. */
function rename<T>(rec: PerSeat<T>, shift: number): PerSeat<T> {
	return Object.fromEntries(seatEntries(rec).map(([k, v]) => [SEATS[(SEATS.indexOf(k) + shift) % SEATS.length]!, v]));
}
function shuffleEntries<T>(rec: PerSeat<T>, seed: number): PerSeat<T> {
	const e = seatEntries(rec);
	for (let i = e.length - 1; i > 0; i--) {
		const j = (seed * (i + 7)) % (i + 1);
		[e[i], e[j]] = [e[j]!, e[i]!];
	}
	return Object.fromEntries(e);
}

describe('scoring properties', () => {
	it('scoreArea: renaming and reordering players maps the results', () => {
		fc.assert(
			fc.property(counts, fc.nat(), (c, seed) => {
				const spaces = Math.max(
					9,
					Object.values(c).reduce((a, b) => a + b, 0),
				);
				const base = scoreArea({ spaces, counts: c });
				const renamed = scoreArea({
					spaces,
					counts: shuffleEntries(rename(c, 1), seed),
				});
				expect(renamed).toEqual(rename(base, 1));
				// equal counts → equal points; more pieces never fewer points
				for (const [p, n] of seatEntries(c)) for (const [q, m] of seatEntries(c)) if (n >= m) expect(base[p]!).toBeGreaterThanOrEqual(base[q]!);
				// Every result is one of the table's values (a 4-way tie for first gives 2 each: 8 in all).
				for (const v of Object.values(base)) expect([0, 1, 2, 3, 4, 5]).toContain(v);
			}),
		);
	});
	it('scoreHerds: renaming / reordering players and herds maps the results; a larger herd never scores less', () => {
		fc.assert(
			fc.property(
				fc.dictionary(seat, fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }), {
					maxKeys: 6,
				}) as fc.Arbitrary<PerSeat<number[]>>,
				fc.nat(),
				(h, seed) => {
					const base = scoreHerds(h);
					const moved = shuffleEntries(rename<number[]>(Object.fromEntries(seatEntries(h).map(([k, v]) => [k, [...v].reverse()])), 2), seed);
					expect(scoreHerds(moved)).toEqual(rename(base, 2));
					// a player whose every herd is strictly larger than all herds of another scores at least as much per herd
					const herdCount = Object.values(h).reduce((n, v) => n + v.length, 0);
					expect(Object.values(base).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10 * herdCount);
					const single = scoreHerds(Object.fromEntries(seatEntries(h).map(([k, v]) => [k, v.slice(0, 1)])));
					const sizes = seatEntries(h).flatMap(([k, v]) => (v.length ? [[k, v[0]!] as const] : []));
					for (const [p, n] of sizes) for (const [q, m] of sizes) if (n > m) expect(single[p]!).toBeGreaterThanOrEqual(single[q]!);
				},
			),
		);
	});
	it('scoreMost: renaming / reordering maps the results; at most one 4', () => {
		fc.assert(
			fc.property(counts, fc.nat(), (c, seed) => {
				const base = scoreMost(c);
				expect(scoreMost(shuffleEntries(rename(c, 3), seed))).toEqual(rename(base, 3));
				expect(Object.values(base).filter((v) => v === 4).length).toBeLessThanOrEqual(1);
				for (const [p, v] of seatEntries(c)) if (v === 0) expect(base[p]).toBe(0);
			}),
		);
	});
});

describe('herds on the board and big scoring', () => {
	const B = TEACHING_BOARD;
	it('findHerds: orthogonal groups per player, across areas, not diagonal', () => {
		// r2c4 is water-small, r2c5 steppe-large: one herd across two areas; r3c6 diagonal to r2c5 → separate
		const occ: Occupancy = { r2c4: 'A', r2c5: 'A', r3c6: 'A', r0c0: 'B', r0c1: 'C' };
		const h = findHerds(B, occ, ['A', 'B', 'C', 'D']);
		expect(h['A']).toEqual([2, 1]);
		expect(h['B']).toEqual([1]);
		expect(h['D']).toEqual([]);
	});
	it('bigScoring: areas in the rulebook order (small then large), then herds, adaptations, abilities, food', () => {
		const r = bigScoring({
			board: B,
			occ: { r2c1: 'A', r2c2: 'A', r3c1: 'A', r3c2: 'A' }, // forest-small full, alone
			players: ['A', 'B'],
			adaptations: { A: 1, B: 0 },
			abilities: { A: 0, B: 0 },
			food: { A: 8, B: 8 },
		});
		const areaIds = r.lines.flatMap((l) => (l.key === 'scoring.area' ? [l.areaId] : []));
		expect(areaIds).toEqual(BIG_SCORING_TERRAIN_ORDER.flatMap((t) => [`${t}-small`, `${t}-large`]));
		expect(r.lines.slice(12).map((l) => l.key)).toEqual(['scoring.herds', 'scoring.adaptations', 'scoring.abilities', 'scoring.food']);
		// forest-small monopoly full 5, herd of 4 alone 10, adaptations 4, abilities none, food tie for first 2 each
		expect(r.totals).toEqual({ A: 5 + 10 + 4 + 2, B: 2 });
	});
});

describe('territory track', () => {
	it('validateTrack wants 11 values from 3 to 5', () => {
		expect(validateTrack([3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5])).toEqual([...EXAMPLE_TRACK]);
		expect(validateTrack([3, 3, 3])).toBeNull();
		expect(validateTrack([3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6])).toBeNull();
	});
	it('markers go left to right; the 4th, 8th and 11th trigger a big scoring; an area scores once', () => {
		const values = [5, 4, 3, 5, 4, 3, 5, 4, 3, 5, 4];
		let t = createTrack(values);
		const triggers: number[] = [];
		const pts: number[] = [];
		for (let i = 0; i < 11; i++) {
			const s = smallScoring(t, `area-${i}`)!;
			pts.push(s.points);
			if (s.bigScoring) triggers.push(s.position);
			if (i < 10) expect(s.lastMarker).toBe(false);
			else expect(s.lastMarker).toBe(true);
			t = s.track;
		}
		expect(pts).toEqual(values);
		expect(triggers).toEqual([4, 8, 11]);
		expect(smallScoring(t, 'another')).toBeNull();
		const t1 = smallScoring(createTrack(), 'forest-small')!.track;
		expect(smallScoring(t1, 'forest-small')).toBeNull();
	});
});

describe('ties for first among many players', () => {
	it('four players tied for first each take second place’s 2 points', () => {
		expect(scoreArea({ spaces: 20, counts: { A: 5, B: 5, C: 5, D: 5 } })).toEqual({ A: 2, B: 2, C: 2, D: 2 });
	});
});

describe('paid places, as the scoring sentences word them (the engine decides)', () => {
	it('areas pay 3 places, herds 5, most-of 2; the next place is the first unpaid one', async () => {
		const { isPaidPlace, isFirstUnpaidPlace } = await import('../../../src/machines/wildlife/scoring');
		expect([1, 2, 3, 4].map((r) => isPaidPlace('area', r))).toEqual([true, true, true, false]);
		expect([1, 5, 6].map((r) => isPaidPlace('herd', r))).toEqual([true, true, false]);
		expect([1, 2, 3].map((r) => isPaidPlace('most', r))).toEqual([true, true, false]);
		expect(isPaidPlace('area', 0)).toBe(false);
		expect([5, 6, 7].map((r) => isFirstUnpaidPlace('herd', r))).toEqual([false, true, false]);
	});
});

// The rulebook's scoring rule for a ranked category, as it words it (moved here from the shared
// ranking test, which tested a copy of the former code): a player's place is 1 + the number of
// players with more; tied with another player, they take the next place's points; nothing at 0.
describe('(property) places and points as the rulebook words them', () => {
	const place = (value: number, others: number[]) => 1 + others.filter((o) => o > value).length + (others.includes(value) ? 1 : 0);
	it('areas: 3, 2, 1 by place; alone in the area 4, or 5 when it is full', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 9 }), counts, (spaces, c) => {
				const present = seatEntries(c).filter(([, n]) => n > 0);
				const expected = Object.fromEntries(
					seatEntries(c).map(([p, n]) => {
						if (n === 0) return [p, 0];
						if (present.length === 1) return [p, n >= spaces ? 5 : 4];
						const others = present.filter(([q]) => q !== p).map(([, m]) => m);
						return [p, [3, 2, 1][place(n, others) - 1] ?? 0];
					}),
				);
				expect(scoreArea({ spaces, counts: c })).toEqual(expected);
			}),
		);
	});
	it('most of (adaptations, abilities, food): 4 and 2', () => {
		fc.assert(
			fc.property(counts, (c) => {
				const present = seatEntries(c).filter(([, n]) => n > 0);
				const expected = Object.fromEntries(
					seatEntries(c).map(([p, n]) => [
						p,
						n === 0
							? 0
							: ([4, 2][
									place(
										n,
										present.filter(([q]) => q !== p).map(([, m]) => m),
									) - 1
								] ?? 0),
					]),
				);
				expect(scoreMost(c)).toEqual(expected);
			}),
		);
	});
	it('herds: every herd placed among all herds, 10, 7, 5, 3, 1; a player’s own equal herds do not tie with each other', () => {
		fc.assert(
			fc.property(fc.dictionary(seat, fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }), { maxKeys: 6 }) as fc.Arbitrary<PerSeat<number[]>>, (h) => {
				const herds = seatEntries(h).flatMap(([p, sizes]) => sizes.filter((n) => n > 0).map((n) => ({ p, n })));
				const expected = Object.fromEntries(seatEntries(h).map(([p]) => [p, 0]));
				for (const { p, n } of herds) {
					const ahead = herds.filter((o) => o.n > n).length;
					const tied = herds.some((o) => o.n === n && o.p !== p);
					expected[p] = (expected[p] ?? 0) + ([10, 7, 5, 3, 1][ahead + (tied ? 1 : 0)] ?? 0);
				}
				expect(scoreHerds(h)).toEqual(expected);
			}),
		);
	});
	it('places name who is tied with whom and which place pays', async () => {
		const { AREA_POINTS, herdPlaces, rankPlaces } = await import('../../../src/machines/wildlife/scoring');
		expect(rankPlaces({ A: 3, B: 3, C: 1, D: 0 }, AREA_POINTS)).toEqual([
			{ player: 'A', value: 3, rank: 1, tiedWith: ['B'], paidRank: 2, points: 2 },
			{ player: 'B', value: 3, rank: 1, tiedWith: ['A'], paidRank: 2, points: 2 },
			{ player: 'C', value: 1, rank: 3, tiedWith: [], paidRank: 3, points: 1 },
		]);
		expect(herdPlaces({ A: [4, 4], B: [4, 2] }).map((h) => [h.player, h.value, h.rank, h.tiedWith, h.ownSame, h.points])).toEqual([
			['A', 4, 1, ['B'], 2, 7],
			['A', 4, 1, ['B'], 2, 7],
			['B', 4, 1, ['A'], 1, 7],
			['B', 2, 4, [], 1, 3],
		]);
	});
});
