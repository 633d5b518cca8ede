import { describe, expect, it } from 'vitest';
import {
	isRight,
	makeSet,
	newSeed,
	parseResult,
	parseSeed,
	questionProblems,
	type ReadyGenerator,
	type ReadyQuestion,
	rng,
	rulesToReread,
} from '../../../src/machines/shared/ready';

const q = (over: Partial<ReadyQuestion<number>> = {}): ReadyQuestion<number> => ({
	kind: 'k',
	position: 1,
	prompt: { key: 'p' },
	pick: 'one',
	on: 'buttons',
	choices: [
		{ id: 'a', label: { key: 'a' } },
		{ id: 'b', label: { key: 'b' } },
	],
	right: ['a'],
	reasons: [{ key: 'r' }],
	rule: { page: 'turn', anchor: 'migrate' },
	...over,
});

describe('ready kit', () => {
	it('draws the same numbers from the same seed, and others from another', () => {
		const a = Array.from({ length: 5 }, rng(42).next);
		expect(Array.from({ length: 5 }, rng(42).next)).toEqual(a);
		expect(Array.from({ length: 5 }, rng(43).next)).not.toEqual(a);
		for (const x of a) expect(x >= 0 && x < 1).toBe(true);
		const r = rng(7);
		for (let i = 0; i < 1000; i++) {
			const n = r.range(2, 4);
			expect(n >= 2 && n <= 4 && Number.isInteger(n)).toBe(true);
		}
		expect(rng(1).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
	});

	it('reads a seed from the URL only when it is a positive 32-bit integer', () => {
		expect(parseSeed('123')).toBe(123);
		expect(parseSeed('4294967295')).toBe(4294967295);
		for (const bad of [null, '', '0', '-1', '1.5', 'abc', '4294967296', '12345678901', ' 12']) expect(parseSeed(bad)).toBeNull();
		const s = newSeed(() => 0.999999);
		expect(parseSeed(String(s))).toBe(s);
		expect(newSeed(() => 0)).toBe(1);
	});

	it('grades the exact right set only', () => {
		const every = q({ pick: 'every', right: ['a', 'b'] });
		expect(isRight(every, ['b', 'a'])).toBe(true);
		expect(isRight(every, ['a'])).toBe(false);
		expect(isRight(every, ['a', 'b', 'c'])).toBe(false);
		expect(isRight(q(), ['a'])).toBe(true);
		expect(isRight(q(), [])).toBe(false);
	});

	it('finds broken questions', () => {
		expect(questionProblems(q())).toEqual([]);
		expect(questionProblems(q({ right: ['a', 'b'] }))).toHaveLength(1);
		expect(questionProblems(q({ right: [] })).length).toBeGreaterThan(0);
		expect(questionProblems(q({ right: ['z'] }))).toHaveLength(1);
		expect(questionProblems(q({ reasons: [] }))).toHaveLength(1);
		expect(
			questionProblems(
				q({
					choices: [
						{ id: 'a', label: { key: 'a' } },
						{ id: 'a', label: { key: 'a' } },
					],
				}),
			).length,
		).toBeGreaterThan(0);
	});

	it('makes a set of 10 to 12 questions of every kind, the same for the same seed, and throws on an illegal position', () => {
		const gen: ReadyGenerator<number> = {
			kinds: { a: (r) => q({ kind: 'a', position: r.int(10) }), b: (r) => (r.chance(0.5) ? null : q({ kind: 'b' })), c: () => q({ kind: 'c' }) },
			checkPosition: () => [],
		};
		const set = makeSet(gen, 99);
		expect(set.length).toBeGreaterThanOrEqual(10);
		expect(set.length).toBeLessThanOrEqual(12);
		expect(new Set(set.map((x) => x.kind)).size).toBe(3);
		expect(makeSet(gen, 99)).toEqual(set);
		expect(() => makeSet({ ...gen, checkPosition: (p) => (p === 3 ? [{ key: 'bad' }] : []) }, 99, 40)).toThrow(/illegal position/);
		expect(() => makeSet({ kinds: { x: () => null }, checkPosition: () => [] }, 1)).toThrow(/no question/);
		expect(() => makeSet({ kinds: { x: () => q({ right: [] }) }, checkPosition: () => [] }, 1)).toThrow(/no right answer/);
	});

	it('lists each rule to reread once, in the order met', () => {
		const a = { page: 'turn', anchor: 'migrate' };
		const b = { page: 'scoring', anchor: 'herds' };
		expect(rulesToReread([{ rule: a }, { rule: b }, { rule: { ...a } }])).toEqual([a, b]);
	});

	it('reads a stored result only when it is whole', () => {
		expect(parseResult('{"score":9,"total":11,"date":"2026-11-25T21:00:00Z"}')).toEqual({ score: 9, total: 11, date: '2026-11-25T21:00:00Z' });
		for (const bad of [null, '', 'x', '{}', '{"score":12,"total":11,"date":"2026-11-25"}', '{"score":1,"total":11,"date":"never"}'])
			expect(parseResult(bad)).toBeNull();
	});
});
