import { useMemo } from 'preact/hooks';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { replayAll } from '../../machines/shared/replay';
import type { GuidedStep } from '../../machines/shared/types';

/** A guided example as data: the machine's input and the steps (step 0 usually has no event). */
export interface GuidedExample<M extends AnyStateMachine> {
	input: InputFrom<M>;
	steps: readonly GuidedStep<EventFromLogic<M> | null>[];
}

/** One step of a guided example as the widget draws it: the snapshot after its event, and the one before. */
export interface GuidedFrame<M extends AnyStateMachine> {
	snap: SnapshotFrom<M>;
	before: SnapshotFrom<M>;
	event: EventFromLogic<M> | null;
	/** the event of the next step, if any (to hint at the next move) */
	next: EventFromLogic<M> | null;
	narration: string;
	params: Record<string, string | number>;
}

/** The events an example sends, in order (steps without an event left out). */
export function exampleEvents<E>(steps: readonly GuidedStep<E | null>[]): E[] {
	return steps.flatMap((s) => (s.event ? [s.event] : []));
}

/** Replays an example through the real machine, once, and pairs each step with its snapshots. */
export function guidedFrames<M extends AnyStateMachine>(machine: M, example: GuidedExample<M>): GuidedFrame<M>[] {
	const snaps = replayAll(machine, example.input, exampleEvents(example.steps));
	let sent = 0;
	return example.steps.map((step, i) => {
		const before = snaps[sent]!;
		if (step.event) sent += 1;
		return {
			snap: snaps[sent]!,
			before,
			event: step.event,
			next: example.steps[i + 1]?.event ?? null,
			narration: step.narration,
			params: step.params ?? {},
		};
	});
}

/**
 * The guided-example hook every walkthrough widget uses: machine + example → one frame per step,
 * replayed once per example (the example object is the memo key, so build it with useMemo).
 */
export function useGuidedExample<M extends AnyStateMachine>(machine: M, example: GuidedExample<M>): GuidedFrame<M>[] {
	return useMemo(() => guidedFrames(machine, example), [machine, example]);
}
