import { createActor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

/**
 * The snapshot after replaying `events` from the start: how a guided example shows step i,
 * and how tests check that an example ends where the rulebook says.
 */
export function replay<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, events: readonly EventFromLogic<M>[]): SnapshotFrom<M> {
	const actor = createActor(machine, { input } as never).start();
	for (const event of events) actor.send(event);
	const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
	actor.stop();
	return snapshot;
}

/** Every snapshot of an example: index 0 is the start, index i follows the i-th event. */
export function replayAll<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, events: readonly EventFromLogic<M>[]): SnapshotFrom<M>[] {
	const actor = createActor(machine, { input } as never).start();
	const out: SnapshotFrom<M>[] = [actor.getSnapshot() as SnapshotFrom<M>];
	for (const event of events) {
		actor.send(event);
		out.push(actor.getSnapshot() as SnapshotFrom<M>);
	}
	actor.stop();
	return out;
}
