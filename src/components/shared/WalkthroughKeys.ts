/**
 * The stage's keys: arrows, Page Up/Down, Space, Home and End step; P presents; Escape leaves the
 * full-window fallback; a click on the stage's background gives it focus, so the keys work from there.
 */
import type { JSX, RefObject } from 'preact';
import type { PresentState } from './WalkthroughUrl';

function isTypingTarget(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false;
	return Boolean(target.closest('input, select, textarea, [data-grid], [contenteditable="true"]'));
}

function isControl(target: EventTarget | null): boolean {
	return target instanceof HTMLElement && Boolean(target.closest('button, a, summary, input, select, textarea, [role="button"]'));
}

/** The stage's keydown handler. `followStop`: set when Next leads to another stop (the next chapter, the script's next stop), followed instead of stepping. */
export function stageKeyDown(
	stageRef: RefObject<HTMLElement>,
	slotRef: RefObject<HTMLDivElement>,
	guided: boolean,
	present: PresentState,
	setPresent: (present: PresentState) => void,
	enterPresent: () => void,
	leavePresent: () => void,
	index: number,
	total: number,
	go: (step: number) => void,
	followStop: (() => void) | null,
) {
	return (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
		// A guided board is a picture: a click on it leaves focus on a cell, and the keys step from there too.
		const onGuidedBoard = guided && event.target instanceof Node && Boolean(slotRef.current?.contains(event.target));
		if (event.altKey || event.ctrlKey || event.metaKey || (isTypingTarget(event.target) && !onGuidedBoard)) return;
		// Arrived in present mode from another page: the first key makes it fullscreen again.
		if (present === 'css' && !document.fullscreenElement && stageRef.current?.requestFullscreen && document.fullscreenEnabled && event.key !== 'Escape') {
			stageRef.current.requestFullscreen().then(
				() => setPresent('api'),
				() => {},
			);
		}
		if ((event.key === 'p' || event.key === 'P') && !event.shiftKey) {
			event.preventDefault();
			if (present === 'off') enterPresent();
			else leavePresent();
			return;
		}
		if (event.key === 'Escape' && present === 'css') {
			event.preventDefault();
			leavePresent();
			return;
		}
		if (!guided) return;
		const forward = event.key === 'ArrowRight' || event.key === 'PageDown' || (event.key === ' ' && (onGuidedBoard || !isControl(event.target)));
		if (forward && followStop) {
			event.preventDefault();
			followStop();
			return;
		}
		const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1, PageUp: index - 1, PageDown: index + 1 };
		if (event.key === ' ' && (onGuidedBoard || !isControl(event.target))) keys[' '] = index + 1;
		const next = keys[event.key];
		if (next === undefined) return;
		event.preventDefault();
		go(next);
	};
}

/** A click on the stage's background gives the stage focus, so the keys work from there. */
export function stagePointerDown(stageRef: RefObject<HTMLElement>) {
	return (event: JSX.TargetedPointerEvent<HTMLElement>) => {
		const target = event.target as HTMLElement;
		if (target.closest('button, a, input, select, textarea, summary, [tabindex]:not(.wt)')) return;
		stageRef.current?.focus({ preventScroll: true });
	};
}
