import type { ComponentChildren } from 'preact';

/**
 * A wide table that scrolls sideways on narrow screens. The scrolling box is focusable and
 * named, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ComponentChildren }) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<div class="wl-table-wrap" role="region" aria-label={label} tabIndex={0}>
			{children}
		</div>
	);
}
