import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { replayAll } from '../../../src/machines/shared/replay';
import type { GuidedStep } from '../../../src/machines/shared/types';

/**
 * A guided example replayed through its real machine, looked up by narration: `at(key)` is the
 * snapshot shown with the step narrated `key` (after that step's event); throws on an unknown key.
 * `at.snapshots`: every snapshot, one per event.
 */
export function atNarration<M extends AnyStateMachine>(
	machine: M,
	ex: { input: InputFrom<M>; steps: readonly GuidedStep<EventFromLogic<M> | null, string>[] },
): ((narration: string) => SnapshotFrom<M>) & { snapshots: SnapshotFrom<M>[] } {
	const snaps = replayAll(machine, ex.input, exampleEvents(ex.steps));
	const at = (narration: string) => {
		let sent = 0;
		for (const s of ex.steps) {
			if (s.event) sent++;
			if (s.narration === narration) return snaps[sent]!;
		}
		throw new Error(`no step narrated ${narration}`);
	};
	return Object.assign(at, { snapshots: snaps });
}
