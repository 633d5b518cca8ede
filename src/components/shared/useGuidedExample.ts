import { useMemo } from 'preact/hooks';
import type { AnyStateMachine } from 'xstate';
import { type GuidedFrame, type GuidedFrames, unpackFrames } from '../../machines/shared/guided';

/**
 * The guided-example hook every walkthrough widget uses: the frames replayed at build time (a prop
 * of the island) → one frame per step. Guided mode loads no machine and no XState.
 */
export function useGuidedExample<M extends AnyStateMachine, K extends string>(frames: GuidedFrames<M, K>): GuidedFrame<M, K>[] {
	return useMemo(() => unpackFrames(frames), [frames]);
}
