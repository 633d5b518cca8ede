/**
 * The stage follows what a step changed (stageFollow.ts, loaded after hydration): the changes are
 * recorded by a MutationObserver on the stage's main area and, after the step is drawn, brought into
 * view with the narration; a refusal in try-it never covers what was pressed; a resize or a rotation
 * keeps the reader on the stage.
 */
import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** Returns `markStep`, called when the reader asks for a step: what its drawing changes is then brought into view. */
export function useStageFollow(
	stageRef: RefObject<HTMLElement>,
	mainRef: RefObject<HTMLDivElement>,
	barRef: RefObject<HTMLDivElement>,
	hydrated: boolean,
	guided: boolean,
	index: number,
	aside: ComponentChildren | null,
	dock: ComponentChildren | null,
) {
	const observerRef = useRef<MutationObserver | null>(null);
	/** The step-follower (stageFollow.ts), loaded after hydration. */
	const followRef = useRef<typeof import('./stageFollow') | null>(null);
	const recordsRef = useRef<MutationRecord[]>([]);
	/** Set by a step the reader asked for: its changes are then brought into view. */
	const shownRef = useRef(false);
	/** The mutation records since the last call. */
	const takeRecords = () => {
		const list = [...recordsRef.current, ...(observerRef.current?.takeRecords() ?? [])];
		recordsRef.current = [];
		return list;
	};
	useEffect(() => {
		import('./stageFollow').then((m) => {
			followRef.current = m;
		});
	}, []);

	// What a step changes is recorded (a MutationObserver on the stage's main area) and, after the
	// step is drawn, brought into view with the narration: the page (or, in present mode, the
	// tables' column) scrolls; the pinned board and the controls bar stay where they are.
	useEffect(() => {
		const main = mainRef.current;
		if (!main || !hydrated || !guided) return;
		const observer = new MutationObserver((list) => recordsRef.current.push(...list));
		observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
		observerRef.current = observer;
		return () => {
			observer.disconnect();
			observerRef.current = null;
		};
	}, [hydrated, guided]);
	// Once the page has moved for a step (or had nothing to do), the stage says which step it shows
	// in place: data-shown (1-based), what a test waits for before it measures.
	useEffect(() => {
		const stage = stageRef.current;
		const main = mainRef.current;
		if (!stage) return;
		const shown = () => {
			stage.dataset.shown = String(index + 1);
		};
		if (!main || !guided || !shownRef.current) return shown();
		shownRef.current = false;
		requestAnimationFrame(() => {
			const follow = followRef.current;
			if (follow) follow.bringIntoView(stage, follow.changedElements(takeRecords(), main));
			shown();
		});
	}, [index, guided, aside]);

	// Try-it: a refusal drawn in the bar must not cover what the reader just pressed (stageFollow.ts).
	useLayoutEffect(() => {
		const stage = stageRef.current;
		const bar = barRef.current;
		if (!guided && dock && stage && bar) followRef.current?.uncover(stage, bar);
	}, [dock, guided]);

	// A resize or a rotation keeps the reader on this stage if they were on it (stageFollow.ts).
	useEffect(() => {
		const stage = stageRef.current;
		if (!stage || !hydrated) return;
		let stop: (() => void) | undefined;
		let live = true;
		import('./stageFollow').then((m) => {
			if (live) stop = m.keepOnResize(stage);
		});
		return () => {
			live = false;
			stop?.();
		};
	}, [hydrated]);

	return {
		/** What the drawing of the step changes is recorded from here. */
		markStep: () => {
			takeRecords();
			shownRef.current = true;
		},
	};
}
