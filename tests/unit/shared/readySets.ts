/**
 * `makeSet`, each set made once per unit-test run: the ready tests of a game read the same seeds
 * (1 to N) in several properties and files, and a set costs about 2 ms to make (WildLife: 1,900
 * calls for 1,000 seeds). Vitest reuses its worker's modules across files (vitest.config.ts,
 * `isolate: false`), so the sets made for one file serve the next. A set is read, never changed.
 */
import { makeSet, type ReadyKinds, type ReadyQuestion } from '../../../src/machines/shared/ready';

const made = new WeakMap<object, Map<number, unknown>>();

/** The set `makeSet(gen, seed)` gives (the same one), made at most once for this generator and seed. */
export function setOf<P, K extends string>(gen: ReadyKinds<P, K>, seed: number): ReadyQuestion<P, K>[] {
	let sets = made.get(gen);
	if (!sets) made.set(gen, (sets = new Map()));
	let set = sets.get(seed) as ReadyQuestion<P, K>[] | undefined;
	if (!set) sets.set(seed, (set = makeSet(gen, seed)));
	return set;
}
