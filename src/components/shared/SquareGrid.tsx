import type { ComponentChildren, JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { moveInGrid } from './gridNav';

export interface SquareCell {
	id: string;
	row: number;
	col: number;
	/** Accessible name: what a sighted reader sees in the cell. */
	label: string;
	/** Classes for the fill (terrain) and thick borders between areas. */
	className?: string;
	content?: ComponentChildren;
	/** Visual emphasis: the last move, a refused target, a suggested target. */
	mark?: 'last' | 'refused' | 'hint' | undefined;
}

export interface SquareGridProps {
	rows: number;
	cols: number;
	cells: SquareCell[];
	/** Name of the whole board for assistive technology. */
	label: string;
	/** Short keyboard help shown under the board. */
	help?: string;
	/** When absent the board can still be explored by keyboard, but choosing does nothing. */
	onActivate?: (id: string) => void;
}

/**
 * A square board: a CSS grid of buttons with one tab stop (roving tabindex), arrow keys between
 * cells, Enter/Space or a click to choose. Every cell has an accessible name.
 */
export function SquareGrid({ rows, cols, cells, label, help, onActivate }: SquareGridProps) {
	const [focusId, setFocusId] = useState<string | undefined>(cells[0]?.id);
	const refs = useRef(new Map<string, HTMLButtonElement>());
	const active = cells.some((c) => c.id === focusId) ? focusId : cells[0]?.id;

	const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
		if (!active) return;
		const next = moveInGrid(cells, active, event.key, event.ctrlKey || event.metaKey);
		if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
			event.preventDefault();
			event.stopPropagation();
		}
		if (next !== active) {
			setFocusId(next);
			refs.current.get(next)?.focus();
		}
	};

	return (
		<div class="sq-wrap">
			<div
				class="sq-grid"
				role="group"
				aria-label={label}
				data-grid
				style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, auto)` }}
				onKeyDown={onKeyDown}
			>
				{cells.map((cell) => (
					<button
						key={cell.id}
						type="button"
						ref={(el) => {
							if (el) refs.current.set(cell.id, el);
							else refs.current.delete(cell.id);
						}}
						class={`sq-cell ${cell.className ?? ''}${cell.mark ? ` mark-${cell.mark}` : ''}`}
						style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}
						tabIndex={cell.id === active ? 0 : -1}
						aria-label={cell.label}
						aria-disabled={onActivate ? undefined : 'true'}
						data-cell={cell.id}
						onFocus={() => setFocusId(cell.id)}
						onClick={() => onActivate?.(cell.id)}
					>
						{cell.content}
					</button>
				))}
			</div>
			{help && <p class="sq-help">{help}</p>}
		</div>
	);
}
