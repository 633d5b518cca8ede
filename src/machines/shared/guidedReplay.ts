/**
 * Build time (and tests) only: replays a guided example through the real machine and keeps each
 * snapshot as plain data, for an island's `frames` prop. Imports XState — never import it from a
 * widget's guided part (guided.ts and src/components/shared/useGuidedExample.ts are the client side).
 */
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { DELETED, type FrameSnap, type GuidedExample, type GuidedFrames, LENGTH, type Patch } from './guided';
import { replayAll } from './replay';
import type { GuidedStep } from './types';

/** The events an example sends, in order (steps without an event left out). */
export function exampleEvents<E>(steps: readonly GuidedStep<E | null, string>[]): E[] {
	return steps.flatMap((s) => (s.event ? [s.event] : []));
}

/**
 * Replays `example` through `machine` once: its steps and every snapshot's value and context.
 * `context` may keep only what the widget draws (the prop is serialized into the page).
 */
export function guidedFrames<M extends AnyStateMachine, K extends string>(
	machine: M,
	example: GuidedExample<M, K>,
	context: (c: ContextFrom<M>) => ContextFrom<M> = (c) => c,
): GuidedFrames<M, K> {
	// JSON keeps exactly what the page's prop will hold (no undefined fields, no methods).
	const snaps: FrameSnap<M>[] = replayAll(machine, example.input, exampleEvents(example.steps)).map((s) => {
		const { value, context: c } = s as FrameSnap<M>;
		return JSON.parse(JSON.stringify({ value, context: context(c) }));
	});
	return { steps: example.steps, start: snaps[0]!, patches: snaps.slice(1).map((s, i) => diff(snaps[i], s) as Patch) };
}

const isRecord = (x: unknown): x is Patch => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The patch that turns `prev` into `next` (applyPatch's inverse): objects key by key, arrays index by index, anything else whole. */
export function diff(prev: unknown, next: unknown): unknown {
	if (Array.isArray(prev) && Array.isArray(next)) {
		const out: Patch = { [LENGTH]: next.length };
		next.forEach((v, i) => {
			if (!same(prev[i], v)) out[i] = diff(prev[i], v);
		});
		return out;
	}
	if (!isRecord(prev) || !isRecord(next)) return next;
	const out: Patch = {};
	for (const [k, v] of Object.entries(next)) if (!same(prev[k], v)) out[k] = diff(prev[k], v);
	for (const k of Object.keys(prev)) if (!(k in next)) out[k] = DELETED;
	return out;
}

/**
 * One guided example of a game, as its frames module declares it: the machine, the example, and
 * what of the context the page keeps. `frames()` is what the page hands its island; each game's
 * frames.ts lists all of them in `GUIDED`, which the shared tests read (fresh replay of every
 * example, model-based exploration of every machine) without naming a game.
 */
export interface GuidedSource<M extends AnyStateMachine = AnyStateMachine, K extends string = string> {
	/** Unique within the game, e.g. `setup-3`. */
	id: string;
	machine: M;
	example: () => GuidedExample<M, K>;
	context: (c: ContextFrom<M>) => ContextFrom<M>;
	frames: () => GuidedFrames<M, K>;
}

export function guided<M extends AnyStateMachine, K extends string>(
	id: string,
	machine: M,
	example: () => GuidedExample<M, K>,
	context: (c: ContextFrom<M>) => ContextFrom<M> = (c) => c,
): GuidedSource<M, K> {
	return { id, machine, example, context, frames: () => guidedFrames(machine, example(), context) };
}
