import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';

/** Where a note inside the stage shows itself: beside the narration, or in the controls bar. */
export type FeedbackSlot = 'aside' | 'dock';

export interface StageApi {
	/** Shows `node` in a slot of the stage (null clears it). */
	show: (slot: FeedbackSlot, node: ComponentChildren | null) => void;
	/**
	 * The element in the controls bar where a try-it mode's buttons are drawn (under its refusal, so
	 * a refusal never covers them), or null before the bar is drawn.
	 */
	controls: () => HTMLElement | null;
	/** A try-it mode tells the stage it drew (true) or removed (false) its buttons in the bar. */
	controlsOn: (on: boolean) => void;
}

/** Given by a hydrated Walkthrough, so feedback is drawn on the stage next to what caused it. */
export const StageContext = createContext<StageApi | null>(null);
