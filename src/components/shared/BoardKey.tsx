export interface BoardKeyItem {
	/** Stable key (a terrain id, for instance). */
	id: string;
	/** The name in the page's language. */
	name: string;
	/** Classes that draw the swatch: the same ones the board's cells use, so key and board match. */
	className: string;
}

/**
 * The key next to a board: a swatch (colour AND pattern, drawn by the game's own cell classes)
 * and a name per item. The game feeds it; the component knows nothing of any game.
 */
export function BoardKey({ title, items }: { title: string; items: readonly BoardKeyItem[] }) {
	return (
		<div class="board-key">
			<p class="board-key-title">{title}</p>
			{/* On a small stage the list is one row that scrolls sideways: focusable, so a keyboard can scroll it too. */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
			<ul class="board-key-list" tabIndex={0} aria-label={title}>
				{items.map((item) => (
					<li key={item.id} data-key-item={item.id}>
						<span class={`board-key-swatch ${item.className}`} aria-hidden="true" />
						{item.name}
					</li>
				))}
			</ul>
		</div>
	);
}
