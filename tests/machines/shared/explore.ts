/**
 * The exploration of the model-based test (./model.test.ts), shared with the proofreading corpus
 * (tests/unit/shared/corpus.ts), which writes every refusal the same runs reach: from a guided
 * example's snapshots, `DEPTH` moves off its path with the events it sends.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { exampleEvents, type GuidedSource } from '../../../src/machines/shared/guidedReplay';
import { replayAll } from '../../../src/machines/shared/replay';

/** Moves off the example's path explored from each of its snapshots… */
export const DEPTH = 2;
/** …stopping once this many snapshots are reached from one of them (a set-up with dozens of legal seeds branches widely)… */
export const CAP = 120;
/** …from at most this many snapshots of a long example, evenly spread, its first and last included. */
export const STARTS = 8;

export type Snap = AnyMachineSnapshot;
export const plain = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });

/**
 * Where `x` holds something JSON would lose or change (a Set, Map, Date, class instance, function,
 * undefined, NaN or Infinity), as a path; null when its JSON reparses to the same value (only null,
 * booleans, finite numbers, strings, arrays and plain objects without undefined fields). `safe`
 * remembers objects already found safe (snapshots share most of their context).
 */
export function notJson(x: unknown, path = '$', safe: WeakSet<object> = new WeakSet()): string | null {
	if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
	if (typeof x === 'number') return Number.isFinite(x) ? null : path;
	if (typeof x !== 'object') return path;
	if (safe.has(x)) return null;
	if (Array.isArray(x)) {
		for (let i = 0; i < x.length; i++) {
			const bad = notJson(x[i], `${path}[${i}]`, safe);
			if (bad) return bad;
		}
	} else {
		const proto = Object.getPrototypeOf(x);
		if (proto !== Object.prototype && proto !== null) return path;
		for (const k in x) {
			const bad = notJson((x as Record<string, unknown>)[k], `${path}.${k}`, safe);
			if (bad) return bad;
		}
	}
	safe.add(x);
	return null;
}

/** A refusal found in a context: its key and rule, and the object itself (with its params). */
export interface FoundRefusal {
	key: string;
	page: string;
	anchor: string;
	refusal: { key: string; params?: Record<string, string | number>; rule: { page: string; anchor: string } };
}

/** Every refusal shown in a context: `{ key, rule: { page, anchor } }`, at any depth. */
export function refusals(x: unknown, out: FoundRefusal[] = [], seen = new Set<unknown>()): typeof out {
	if (typeof x !== 'object' || x === null || seen.has(x)) return out;
	seen.add(x);
	const r = x as { key?: unknown; rule?: { page?: unknown; anchor?: unknown } };
	if (typeof r.key === 'string' && typeof r.rule?.page === 'string' && typeof r.rule.anchor === 'string')
		out.push({ key: r.key, page: r.rule.page, anchor: r.rule.anchor, refusal: r as FoundRefusal['refusal'] });
	for (const v of Object.values(x)) refusals(v, out, seen);
	return out;
}

/** Explores `DEPTH` moves from `from` with `events`; returns every snapshot reached, by its serialization. */
export function explore(machine: AnyStateMachine, input: unknown, from: Snap, events: EventObject[]): Map<string, Snap> {
	const depth = new WeakMap<object, number>([[from, 0]]);
	const reached = new Map<string, Snap>();
	getShortestPaths(machine, {
		input,
		fromState: from,
		events: (s: Snap) => ((depth.get(s) ?? 0) < DEPTH && reached.size < CAP ? events : []),
		serializeState: (s: Snap, _e: unknown, prev: Snap | undefined) => {
			if (!depth.has(s)) depth.set(s, prev ? (depth.get(prev) ?? 0) + 1 : 0);
			const key = plain(s);
			if (!reached.has(key)) reached.set(key, s);
			return key;
		},
		limit: 20000,
	} as never);
	return reached;
}

/**
 * A guided example explored: from at most `STARTS` of its snapshots, `DEPTH` moves off its path
 * with the events it sends (each once): what a reader's clicks produce in try-it mode.
 */
export function exploreGuided(g: GuidedSource) {
	const example = g.example();
	const sent = exampleEvents(example.steps) as EventObject[];
	const events = [...new Map(sent.map((e) => [JSON.stringify(e), e])).values()];
	const path = replayAll(g.machine, example.input, sent) as Snap[];
	const reached = new Map<string, Snap>();
	const starts = path.length <= STARTS ? path : Array.from({ length: STARTS }, (_, i) => path[Math.round((i * (path.length - 1)) / (STARTS - 1))]!);
	for (const from of starts) for (const [k, s] of explore(g.machine, example.input, from, events)) reached.set(k, s);
	return { example, sent, events, path, reached };
}
