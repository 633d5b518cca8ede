/**
 * Guided examples as data, and their frames: an example is the machine's input and its steps; the
 * frames are the example replayed through the real machine at build time (guidedReplay.ts), as an
 * island receives them, and unpacked in the browser without XState (unpackFrames).
 */
import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { GuidedStep } from './types';

/** A guided example as data: the machine's input and the steps (step 0 usually has no event). */
export interface GuidedExample<M extends AnyStateMachine, K extends string> {
	input: InputFrom<M>;
	steps: readonly GuidedStep<EventFromLogic<M> | null, K>[];
}

/**
 * A machine's snapshot as plain data — its state value and context, nothing to call — as a guided
 * frame draws it. A live snapshot (try-it mode) is one too, so drawing code takes this type.
 */
export interface FrameSnap<M extends AnyStateMachine> {
	value: SnapshotFrom<M>['value'];
	context: ContextFrom<M>;
}

/** What changed from one snapshot to the next: changed keys (objects patched key by key), DELETED for keys gone. */
export type Patch = { [key: string]: unknown };
/** Marks a key that the next snapshot no longer has. */
export const DELETED = '\u0000deleted';
/** In the patch of an array: its new length (the other keys are the changed indices). */
export const LENGTH = '\u0000length';

/**
 * A guided example replayed through the real machine at build time (guidedFrames.ts), as the island
 * receives it in its props: the example's steps, the start snapshot as plain data, then one patch per
 * event (what changed, so the board is not repeated at every step). The island needs neither XState
 * nor the machine to draw it.
 */
export interface GuidedFrames<M extends AnyStateMachine, K extends string> {
	steps: readonly GuidedStep<EventFromLogic<M> | null, K>[];
	start: FrameSnap<M>;
	patches: readonly Patch[];
}

const isRecord = (x: unknown): x is Patch => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `prev` with `patch` applied; what did not change is shared with `prev`. */
export function applyPatch(prev: unknown, patch: unknown): unknown {
	if (Array.isArray(prev) && isRecord(patch) && LENGTH in patch) {
		const out = prev.slice(0, patch[LENGTH] as number);
		for (const [k, v] of Object.entries(patch)) if (k !== LENGTH) out[Number(k)] = applyPatch(prev[Number(k)], v);
		return out;
	}
	if (!isRecord(prev) || !isRecord(patch)) return patch;
	const out: Patch = { ...prev };
	for (const [k, v] of Object.entries(patch)) {
		if (v === DELETED) delete out[k];
		else out[k] = applyPatch(prev[k], v);
	}
	return out;
}

/** Every snapshot of a replayed example: index 0 is the start, index i follows the i-th event. */
export function framesSnaps<M extends AnyStateMachine>({ start, patches }: GuidedFrames<M, string>): FrameSnap<M>[] {
	const snaps = [start];
	for (const p of patches) snaps.push(applyPatch(snaps[snaps.length - 1], p) as FrameSnap<M>);
	return snaps;
}

/** One step of a guided example as the widget draws it: the snapshot after its event, and the one before. */
export interface GuidedFrame<M extends AnyStateMachine, K extends string> {
	snap: FrameSnap<M>;
	before: FrameSnap<M>;
	event: EventFromLogic<M> | null;
	/** the event of the next step, if any (to hint at the next move) */
	next: EventFromLogic<M> | null;
	narration: K;
	params: Record<string, string | number>;
}

/** Pairs each step of a replayed example with its snapshot and the one before. */
export function unpackFrames<M extends AnyStateMachine, K extends string>(frames: GuidedFrames<M, K>): GuidedFrame<M, K>[] {
	const { steps } = frames;
	const snaps = framesSnaps(frames);
	let sent = 0;
	return steps.map((step, i) => {
		const before = snaps[sent]!;
		if (step.event) sent += 1;
		return {
			snap: snaps[sent]!,
			before,
			event: step.event,
			next: steps[i + 1]?.event ?? null,
			narration: step.narration,
			params: (step.params ?? {}) as Record<string, string | number>,
		};
	});
}
