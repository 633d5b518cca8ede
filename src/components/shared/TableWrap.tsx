import type { ComponentChildren } from 'preact';

/**
 * A widget's data table with its caption, in a box that scrolls sideways on narrow screens. The
 * scrolling box is focusable and named by the caption, so keyboard users can scroll it too
 * (axe: scrollable-region-focusable). `class` adds the game's classes to the table beside `wt-table`;
 * `captionHidden` keeps the caption for screen readers only (where the rows say what the table is).
 */
export function TableWrap({
	caption,
	captionHidden = false,
	class: extra,
	children,
}: {
	caption: string;
	captionHidden?: boolean;
	class?: string | undefined;
	children: ComponentChildren;
}) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<div class="wt-table-wrap" role="region" aria-label={caption} tabIndex={0}>
			<table class={extra ? `wt-table ${extra}` : 'wt-table'}>
				<caption class={captionHidden ? 'sr-only' : undefined}>{caption}</caption>
				{children}
			</table>
		</div>
	);
}
