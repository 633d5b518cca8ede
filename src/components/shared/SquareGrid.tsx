import type { ComponentChildren, JSX } from 'preact';
import { useContext, useRef, useState } from 'preact/hooks';
import { GuidedBoardContext } from './boardMode';
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
	/**
	 * Row and column numbers around the board (1-based, as the step texts say "row 4, column 6").
	 * Decorative for assistive technology: every cell's name already holds its row and column.
	 */
	coords?: boolean;
	/** Shown right under the board, before the keyboard help: the board's key. */
	legend?: ComponentChildren;
}

/** Row and column tracks, the numbers around the board, and where each cell goes. */
function frame(rows: number, cols: number, coords: boolean) {
	const off = coords ? 1 : 0;
	return {
		style: {
			gridTemplateColumns: `${coords ? 'auto ' : ''}repeat(${cols}, minmax(0, 1fr))`,
			gridTemplateRows: `${coords ? 'auto ' : ''}repeat(${rows}, auto)`,
		},
		labels: coords && [
			...Array.from({ length: cols }, (_, c) => (
				<span key={`c${c}`} class="sq-coord sq-coord-col" aria-hidden="true" style={{ gridRow: 1, gridColumn: c + 2 }}>
					{c + 1}
				</span>
			)),
			...Array.from({ length: rows }, (_, r) => (
				<span key={`r${r}`} class="sq-coord sq-coord-row" aria-hidden="true" style={{ gridRow: r + 2, gridColumn: 1 }}>
					{r + 1}
				</span>
			)),
		],
		look: (cell: SquareCell) => ({
			class: `sq-cell ${cell.className ?? ''}${cell.mark ? ` mark-${cell.mark}` : ''}`,
			style: { gridRow: cell.row + 1 + off, gridColumn: cell.col + 1 + off },
			'data-cell': cell.id,
		}),
	};
}

/**
 * The same board as a picture, not a control: no buttons, no tab stop; one image named by
 * `label` (say what matters in the text around it). For server-rendered pages without JS; a
 * separate export so that widgets' bundles leave it out.
 */
export function SquarePicture({ rows, cols, cells, label, coords = false, legend }: Omit<SquareGridProps, 'help' | 'onActivate'>) {
	const { style, labels, look } = frame(rows, cols, coords);
	return (
		<div class="sq-wrap">
			<div class="sq-grid sq-picture" role="img" aria-label={label} style={style}>
				{labels}
				{cells.map((cell) => (
					<span key={cell.id} {...look(cell)}>
						{cell.content}
					</span>
				))}
			</div>
			{legend}
		</div>
	);
}

/**
 * A square board: a CSS grid of buttons with one tab stop (roving tabindex), arrow keys between
 * cells, Enter/Space or a click to choose. Every cell has an accessible name.
 */
export function SquareGrid({ rows, cols, cells, label, help, onActivate, coords = false, legend }: SquareGridProps) {
	const [focusId, setFocusId] = useState<string | undefined>(cells[0]?.id);
	const refs = useRef(new Map<string, HTMLButtonElement>());
	const picture = useContext(GuidedBoardContext);
	const active = cells.some((c) => c.id === focusId) ? focusId : cells[0]?.id;

	const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
		// A picture (a guided step): the keys belong to the stage, which steps with them.
		if (!active || picture) return;
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
	const { style, labels, look } = frame(rows, cols, coords);

	return (
		<div class="sq-wrap">
			<div class="sq-grid" role="group" aria-label={label} data-grid style={style} onKeyDown={onKeyDown}>
				{labels}
				{cells.map((cell) => (
					<button
						key={cell.id}
						type="button"
						ref={(el) => {
							if (el) refs.current.set(cell.id, el);
							else refs.current.delete(cell.id);
						}}
						{...look(cell)}
						tabIndex={!picture && cell.id === active ? 0 : -1}
						aria-label={cell.label}
						aria-disabled={onActivate ? undefined : 'true'}
						onFocus={() => setFocusId(cell.id)}
						onClick={() => onActivate?.(cell.id)}
					>
						{cell.content}
					</button>
				))}
			</div>
			{legend}
			{help && <p class="sq-help">{help}</p>}
		</div>
	);
}
