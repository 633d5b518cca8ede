import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaders, placePoints, rankWithTies } from '../../../src/machines/shared/ranking';

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
	it('dense ranking with shared points: 3 cubes first, two tied on 2 share second (3 each), 1 cube is still third (1)', () => {
		// a rulebook's end-of-age example (the game's own test replays it): the first place's points come from a tile (8 there)
		const cubes = entries({ Carla: 3, Abdel: 2, Stephanie: 2, Nicolas: 1 });
		const placed = placePoints(rankWithTies(cubes, byV, { policy: 'dense' }), [8, 3, 1], { ties: 'shared' });
		expect(Object.fromEntries(placed.map((p) => [p.entry.id, p.points]))).toEqual({ Carla: 8, Abdel: 3, Stephanie: 3, Nicolas: 1 });
		// competition ranking would leave Nicolas fourth, with nothing: that rulebook says a tie for second still leaves a third place
		const competition = placePoints(rankWithTies(cubes, byV), [8, 3, 1], { ties: 'shared' });
		expect(competition.find((p) => p.entry.id === 'Nicolas')!.points).toBe(0);
	});
	it("next-place payout: a tie takes the next place's points; one owner's entries do not tie with each other", () => {
		const three = placePoints(rankWithTies(entries({ a: 2, b: 2, c: 2 }), byV), [3, 2, 1], { ties: 'nextPlace' });
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
		const own = placePoints(rankWithTies(herds, byV), [10, 7, 5, 3, 1], { ties: 'nextPlace', owner: (h) => h.id });
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
