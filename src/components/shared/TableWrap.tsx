import type { ComponentChildren } from 'preact';

/**
 * A widget's data table with its caption, in a box that scrolls sideways on narrow screens. The
 * scrolling box is focusable and named by the caption, so keyboard users can scroll it too
 * (axe: scrollable-region-focusable). `class` adds the game's classes to the table beside `wt-table`.
 */
export function TableWrap({ caption, class: extra, children }: { caption: string; class?: string | undefined; children: ComponentChildren }) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<div class="wt-table-wrap" role="region" aria-label={caption} tabIndex={0}>
			<table class={extra ? `wt-table ${extra}` : 'wt-table'}>
				<caption>{caption}</caption>
				{children}
			</table>
		</div>
	);
}
