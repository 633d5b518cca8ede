import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';

/** Where a note inside the stage shows itself: beside the narration, or in the controls bar. */
export type FeedbackSlot = 'aside' | 'dock';

export interface StageApi {
	/** Shows `node` in a slot of the stage (null clears it). */
	show: (slot: FeedbackSlot, node: ComponentChildren | null) => void;
}

/** Given by a hydrated Walkthrough, so feedback is drawn on the stage next to what caused it. */
export const StageContext = createContext<StageApi | null>(null);
