import { useState } from 'preact/hooks';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';
import { useLiveActor } from './useLiveActor';

type EventOf<A extends AnyActorRef> = EventFrom<A>;

/**
 * What a try-it mode needs: a running actor, its snapshot, a status line, and `send`, which sends an
 * event and sets the status line to what `describe` says of it (`undefined` keeps the line as it is).
 * `describe` only puts the snapshot into words; the machine has already decided everything.
 */
export function useTryIt<A extends AnyActorRef>(
	create: () => A,
	deps: readonly unknown[],
	describe: (after: SnapshotFrom<A>, before: SnapshotFrom<A>, event: EventOf<A>) => string | undefined,
	initialStatus: string | (() => string) = '',
) {
	const [actor, snap] = useLiveActor(create, deps);
	const [status, setStatus] = useState(initialStatus);
	const send = (event: EventOf<A>) => {
		const before = actor.getSnapshot() as SnapshotFrom<A>;
		actor.send(event);
		const said = describe(actor.getSnapshot() as SnapshotFrom<A>, before, event);
		if (said !== undefined) setStatus(said);
	};
	return { actor, snap, send, status, setStatus };
}
