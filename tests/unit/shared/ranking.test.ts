import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaders, placePoints, rankWithTies } from '../../../src/machines/shared/ranking';
import { AREA_POINTS, HERD_POINTS, MOST_POINTS, herdPlaces, rankPlaces, scoreArea, scoreHerds, scoreMost } from '../../../src/machines/wildlife/scoring';

type E = { id: string; v: number };
const entries = (values: Record<string, number>): E[] => Object.entries(values).map(([id, v]) => ({ id, v }));
const byV = (e: E) => e.v;
const shape = (groups: { rank: number; entries: E[] }[]) => groups.map((g) => [g.rank, g.entries.map((e) => e.id).join('')]);

describe('ranking with ties', () => {
	it('competition ranking: two tied first, the next is third ("1, 1, 3")', () => {
		expect(shape(rankWithTies(entries({ a: 5, b: 7, c: 7, d: 2 }), byV))).toEqual([
			[1, 'bc'],
			[3, 'a'],
			[4, 'd'],
		]);
	});
	it('dense ranking: two tied first, the next is second ("1, 1, 2")', () => {
		expect(shape(rankWithTies(entries({ a: 5, b: 7, c: 7, d: 2 }), byV, { policy: 'dense' }))).toEqual([
			[1, 'bc'],
			[2, 'a'],
			[3, 'd'],
		]);
	});
	it('lowest first when asked (last on a score track), and nothing for no entries', () => {
		expect(shape(rankWithTies(entries({ a: 5, b: 1, c: 1 }), byV, { best: 'low' }))).toEqual([
			[1, 'bc'],
			[3, 'a'],
		]);
		expect(rankWithTies([], byV)).toEqual([]);
		expect(leaders(entries({ a: 5, b: 1, c: 1 }), byV, 'low').map((e) => e.id)).toEqual(['b', 'c']);
		expect(leaders([], byV)).toEqual([]);
	});
	it('Animal Kingdoms end of age (seed 004 example): first 3 cubes, two tied on 2 share second (3 each), 1 cube is still third (1)', () => {
		// dense ranking with shared points; the first place's points come from a Majority tile (8 in that example)
		const cubes = entries({ Carla: 3, Abdel: 2, Stephanie: 2, Nicolas: 1 });
		const placed = placePoints(rankWithTies(cubes, byV, { policy: 'dense' }), [8, 3, 1], { ties: 'shared' });
		expect(Object.fromEntries(placed.map((p) => [p.entry.id, p.points]))).toEqual({ Carla: 8, Abdel: 3, Stephanie: 3, Nicolas: 1 });
		// competition ranking would leave Nicolas fourth, with nothing: the rulebook says a tie for second still leaves a third place
		const competition = placePoints(rankWithTies(cubes, byV), [8, 3, 1], { ties: 'shared' });
		expect(competition.find((p) => p.entry.id === 'Nicolas')!.points).toBe(0);
	});
	it("WildLife's payout: a tie takes the next place's points; one owner's entries do not tie with each other", () => {
		const three = placePoints(rankWithTies(entries({ a: 2, b: 2, c: 2 }), byV), AREA_POINTS, { ties: 'nextPlace' });
		expect(three.map((p) => [p.rank, p.paidRank, p.points])).toEqual([
			[1, 2, 2],
			[1, 2, 2],
			[1, 2, 2],
		]);
		const herds = [
			{ id: 'x', v: 4 },
			{ id: 'x', v: 4 },
			{ id: 'y', v: 3 },
		];
		const own = placePoints(rankWithTies(herds, byV), HERD_POINTS, { ties: 'nextPlace', owner: (h) => h.id });
		expect(own.map((p) => [p.rank, p.tiedWith.length, p.points])).toEqual([
			[1, 0, 10],
			[1, 0, 10],
			[3, 0, 5],
		]);
	});
	const values = fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'), fc.integer({ min: 0, max: 6 }));
	it('(property) groups hold every entry once, scores strictly worse group after group', () => {
		fc.assert(
			fc.property(values, fc.constantFrom('competition' as const, 'dense' as const), fc.constantFrom('high' as const, 'low' as const), (v, policy, best) => {
				const es = entries(v);
				const groups = rankWithTies(es, byV, { policy, best });
				expect(groups.flatMap((g) => g.entries).sort((a, b) => a.id.localeCompare(b.id))).toEqual(es.sort((a, b) => a.id.localeCompare(b.id)));
				for (const g of groups) for (const e of g.entries) expect(e.v).toBe(g.score);
				for (let i = 1; i < groups.length; i++)
					expect(best === 'high' ? groups[i]!.score < groups[i - 1]!.score : groups[i]!.score > groups[i - 1]!.score).toBe(true);
			}),
		);
	});
	it('(property) competition rank = 1 + entries strictly better; dense rank = 1 + distinct better scores', () => {
		fc.assert(
			fc.property(values, (v) => {
				const es = entries(v);
				for (const g of rankWithTies(es, byV)) expect(g.rank).toBe(1 + es.filter((e) => e.v > g.score).length);
				for (const g of rankWithTies(es, byV, { policy: 'dense' })) expect(g.rank).toBe(1 + new Set(es.filter((e) => e.v > g.score).map((e) => e.v)).size);
			}),
		);
	});
	it('(property) shared points never increase down the ranking; a next-place payout never pays more than a shared one', () => {
		fc.assert(
			fc.property(values, fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 6 }), (v, raw) => {
				const table = [...raw].sort((a, b) => b - a);
				const groups = rankWithTies(entries(v), byV);
				const shared = placePoints(groups, table, { ties: 'shared' });
				const next = placePoints(groups, table, { ties: 'nextPlace' });
				for (let i = 1; i < shared.length; i++) expect(shared[i]!.points).toBeLessThanOrEqual(shared[i - 1]!.points);
				shared.forEach((s, i) => expect(next[i]!.points).toBeLessThanOrEqual(s.points));
			}),
		);
	});
});

// The WildLife scoring cores as they were before they used the shared ranking (copied from the
// previous scoring.ts): the shared version must give the same points for every input.
function oldPointsAt(table: readonly number[], rank: number): number {
	return table[rank - 1] ?? 0;
}
function oldScoreArea(area: { spaces: number; counts: Record<string, number> }): Record<string, number> {
	const out: Record<string, number> = {};
	const present = Object.entries(area.counts).filter(([, n]) => n > 0);
	for (const p of Object.keys(area.counts)) out[p] = 0;
	if (present.length === 1) {
		const [p, n] = present[0]!;
		out[p] = n >= area.spaces ? 5 : 4;
		return out;
	}
	for (const [p, n] of present) {
		const ahead = present.filter(([, m]) => m > n).length;
		const tied = present.filter(([, m]) => m === n).length > 1;
		out[p] = oldPointsAt(AREA_POINTS, ahead + 1 + (tied ? 1 : 0));
	}
	return out;
}
function oldScoreHerds(herds: Record<string, number[]>): Record<string, number> {
	const all: { p: string; size: number }[] = [];
	const out: Record<string, number> = {};
	for (const [p, sizes] of Object.entries(herds)) {
		out[p] = 0;
		for (const size of sizes) if (size > 0) all.push({ p, size });
	}
	for (const h of all) {
		const ahead = all.filter((o) => o.size > h.size).length;
		const tiedWithOther = all.some((o) => o.size === h.size && o.p !== h.p);
		out[h.p]! += oldPointsAt(HERD_POINTS, ahead + 1 + (tiedWithOther ? 1 : 0));
	}
	return out;
}
function oldScoreMost(values: Record<string, number>): Record<string, number> {
	const out: Record<string, number> = {};
	const present = Object.entries(values).filter(([, v]) => v > 0);
	for (const p of Object.keys(values)) out[p] = 0;
	for (const [p, v] of present) {
		const ahead = present.filter(([, w]) => w > v).length;
		const tied = present.filter(([, w]) => w === v).length > 1;
		out[p] = oldPointsAt(MOST_POINTS, ahead + 1 + (tied ? 1 : 0));
	}
	return out;
}

describe('WildLife scoring on the shared ranking', () => {
	const player = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F');
	it('(property) scoreArea, scoreHerds and scoreMost give exactly the points of the former code', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 9 }),
				fc.dictionary(player, fc.integer({ min: 0, max: 9 })),
				fc.dictionary(player, fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 })),
				(spaces, counts, herds) => {
					expect(scoreArea({ spaces, counts })).toEqual(oldScoreArea({ spaces, counts }));
					expect(scoreMost(counts)).toEqual(oldScoreMost(counts));
					expect(scoreHerds(herds)).toEqual(oldScoreHerds(herds));
				},
			),
			{ numRuns: 500 },
		);
	});
	it('places name who is tied with whom and which place pays', () => {
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

describe('ranking with tie-breaks (`then`)', () => {
	const p = (name: string, total: number, river: number, flipped: number) => ({ name, total, river, flipped });
	const names = (gs: { rank: number; entries: { name: string }[] }[]) => gs.map((g) => `${g.rank}:${g.entries.map((e) => e.name).join('+')}`);
	const rank = (ps: ReturnType<typeof p>[]) => rankWithTies(ps, (x) => x.total, { tieBreaks: [(x) => x.river, (x) => -x.flipped] });
	it('a tie on the score is broken by the first tie-break, then the next; still tied shares the place', () => {
		expect(names(rank([p('A', 10, 1, 0), p('B', 10, 2, 0), p('C', 12, 0, 0)]))).toEqual(['1:C', '2:B', '3:A']);
		expect(names(rank([p('A', 10, 2, 1), p('B', 10, 2, 0)]))).toEqual(['1:B', '2:A']);
		expect(names(rank([p('A', 10, 2, 1), p('B', 10, 2, 1), p('C', 9, 5, 0)]))).toEqual(['1:A+B', '3:C']);
	});
	it('without tie-breaks it is rankWithTies as before; with `best: low` the score still sorts low first', () => {
		expect(names(rankWithTies([p('A', 3, 0, 0), p('B', 3, 9, 0)], (x) => x.total))).toEqual(['1:A+B']);
		expect(names(rankWithTies([p('A', 3, 0, 0), p('B', 1, 0, 0), p('C', 1, 1, 0)], (x) => x.total, { best: 'low', tieBreaks: [(x) => x.river] }))).toEqual([
			'1:C',
			'2:B',
			'3:A',
		]);
	});
	it('infinite scores tie with each other (a 1 that beats an 8 ranks as Infinity)', () => {
		expect(rankWithTies(['a', 'b', 'c'], (x) => (x === 'c' ? 8 : Number.POSITIVE_INFINITY)).map((g) => g.entries)).toEqual([['a', 'b'], ['c']]);
	});
	it('property: every entry once, groups best first on the score', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.nat(4), fc.nat(2), fc.nat(2)), { maxLength: 6 }), (rows) => {
				const gs = rank(rows.map(([t, r, f], i) => p(`P${i}`, t, r, f)));
				expect(gs.flatMap((g) => g.entries).length).toBe(rows.length);
				for (let i = 1; i < gs.length; i++) expect(gs[i - 1]!.score).toBeGreaterThanOrEqual(gs[i]!.score);
			}),
		);
	});
});
