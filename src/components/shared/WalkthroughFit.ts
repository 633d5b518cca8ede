/**
 * The stage's board fitted to the screen: the board slot's width is chosen so that the board, the
 * narration and the controls bar are on screen together; then what stays pinned while the tables
 * scroll is chosen (the board on a phone, the board and the narration on a wider stage).
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PresentState } from './WalkthroughUrl';

type Ref = RefObject<HTMLDivElement>;

/** Positional arguments: a bundle keeps no property names for them. */
export function useStageFit(
	stageRef: RefObject<HTMLElement>,
	mainRef: Ref,
	slotRef: Ref,
	fitRef: Ref,
	asideRef: Ref,
	sideRef: Ref,
	narrRef: Ref,
	barRef: Ref,
	hydrated: boolean,
	guided: boolean,
	present: PresentState,
	index: number,
) {
	const remeasure = useRef<(() => void) | null>(null);
	// Guided mode: the board is a picture, not a focus trap — its cells leave the tab order.
	useLayoutEffect(() => {
		const slot = slotRef.current;
		if (!slot || !hydrated || !guided) return;
		for (const el of slot.querySelectorAll<HTMLElement>('button, [tabindex]:not(.board-key-list)')) el.tabIndex = -1;
	});

	// Fit the board slot to the screen: its width is chosen so that the board, the narration and
	// the controls bar are on screen together (a board keeps its own aspect ratio). A board is any
	// `[data-grid]` or `[data-board]` (a picture that scales with its width); other panels keep the
	// slot's width. Then pin what stays on screen while the tables scroll: the board on a phone,
	// the board and the narration on a wider stage (when they leave room for the tables).
	useLayoutEffect(() => {
		const stage = stageRef.current;
		const slot = slotRef.current;
		const fit = fitRef.current;
		if (!stage || !slot || !fit || !hydrated || !guided) return;
		let live = true;
		let handle: { remeasure: () => void; stop: () => void } | null = null;
		import('./stageFit').then((m) => {
			if (!live) return;
			handle = m.startFit(stage, slot, fit, mainRef, asideRef, sideRef, narrRef, barRef);
			remeasure.current = handle.remeasure;
		});
		return () => {
			live = false;
			handle?.stop();
			remeasure.current = null;
		};
	}, [hydrated, guided, present]);
	// Another step: its narration may be shorter or longer (what is pinned is chosen again).
	useLayoutEffect(() => {
		remeasure.current?.();
	}, [index]);
}
