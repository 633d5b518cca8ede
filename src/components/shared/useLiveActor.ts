import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * A running actor for try-it mode and its latest snapshot. A new actor is made (and the old one
 * stopped) when `deps` change, as useMemo would; the widget re-renders on every snapshot.
 */
export function useLiveActor<A extends AnyActorRef>(create: () => A, deps: readonly unknown[]): [A, SnapshotFrom<A>] {
	const actor = useMemo(create, deps);
	const [snap, setSnap] = useState<SnapshotFrom<A>>(() => actor.getSnapshot());
	useEffect(() => {
		setSnap(actor.getSnapshot());
		const sub = actor.subscribe((s: SnapshotFrom<A>) => setSnap(s));
		return () => {
			sub.unsubscribe();
			actor.stop();
		};
	}, [actor]);
	return [actor, snap];
}
