/**
 * The unit test pattern of "Ready for game night?" (issue 22), for tests/unit/<game>/ready.test.ts:
 * 1,000 sets from fixed seeds; every position passes the game's checkPosition (makeSet throws
 * otherwise, and it is checked again here), every question keeps the kit's contract (one right
 * answer set; exactly one right choice unless it asks for every one), every prompt, choice and
 * reason is a message of the game in both languages, every rule link is a heading of the game, and
 * where the game gives one, an independent computation agrees with the engine's answer.
 */
import { expect } from 'vitest';
import { describeProblems } from '../../../src/machines/shared/position';
import {
	type AnyQuestion,
	makeSet,
	type MsgRef,
	questionProblems,
	type ReadyGenerator,
	type ReadyQuestion,
	SET_MAX,
	SET_MIN,
} from '../../../src/machines/shared/ready';

export const READY_SEEDS = 1000;

export interface ReadyCheckOptions<P, K extends string> {
	/** The right answer computed another way (the engine's scoring functions, a brute force), or undefined when none serves for this kind. */
	independent?: (q: ReadyQuestion<P, K>) => readonly string[] | undefined;
	/** Kinds a set of this game must offer (at least four). */
	minKinds?: number;
	seeds?: number;
}

/** Runs the generator over `seeds` fixed seeds and returns how many questions of each kind it checked independently. */
export function checkReadySets<P, K extends string>(
	gen: ReadyGenerator<P, K>,
	opts: ReadyCheckOptions<P, K> = {},
): { kinds: Record<string, number>; independent: Record<string, number> } {
	const kinds: Record<string, number> = {};
	const independent: Record<string, number> = {};
	const seeds = opts.seeds ?? READY_SEEDS;
	for (let seed = 1; seed <= seeds; seed++) {
		const set = makeSet(gen, seed * 7919);
		expect(set.length).toBeGreaterThanOrEqual(SET_MIN);
		expect(set.length).toBeLessThanOrEqual(SET_MAX);
		const inSet = new Set(set.map((q) => q.kind));
		expect(inSet.size, `seed ${seed * 7919}: kinds in the set`).toBeGreaterThanOrEqual(Math.min(opts.minKinds ?? 4, Object.keys(gen.kinds).length));
		for (const q of set) {
			kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
			const problems = gen.checkPosition(q.position);
			expect(problems, `${q.kind} (seed ${seed * 7919}): ${describeProblems(problems)}`).toEqual([]);
			expect(questionProblems(q)).toEqual([]);
			const other = opts.independent?.(q);
			if (other) {
				independent[q.kind] = (independent[q.kind] ?? 0) + 1;
				expect([...other].sort(), `${q.kind} (seed ${seed * 7919}): the engine's answer vs an independent computation`).toEqual([...q.right].sort());
			}
		}
	}
	return { kinds, independent };
}

/** Every message key a question uses (prompt, choices, reasons, the rule's name), to check against the game's messages. */
export function questionKeys(q: AnyQuestion): string[] {
	const keys = [`rule.${q.rule.page}.${q.rule.anchor}`];
	const walk = (ref: MsgRef) => {
		keys.push(ref.key);
		for (const v of Object.values(ref.params ?? {})) {
			if (typeof v !== 'object') continue;
			if ('noun' in v) keys.push(v.noun);
			else if ('list' in v) keys.push(...v.list);
			else if ('label' in v) keys.push(v.label);
			else if ('all' in v) for (const m of v.all) walk(m);
			else walk(v.msg);
		}
	};
	for (const ref of [q.prompt, ...q.choices.map((c) => c.label), ...q.reasons]) walk(ref);
	return keys;
}
