import type { ComponentChildren, JSX } from 'preact';
import { useContext, useRef, useState } from 'preact/hooks';
import { GuidedBoardContext } from './boardMode';
import { type Hex, hexKey, hexToPixel, moveOnHexes } from './hex';

export interface HexCell extends Hex {
	label: string;
	/** The game's own name for this hex ("B4", "12"…), printed small in the hex; the label says it too. */
	coord?: string;
	className?: string;
	content?: ComponentChildren;
	mark?: 'last' | 'refused' | 'hint' | undefined;
}

export interface HexGridProps {
	cells: HexCell[];
	label: string;
	help?: string;
	onActivate?: (cell: Hex) => void;
	/** Hex circumradius in CSS pixels. */
	size?: number;
	/**
	 * Lay the hexes out in percentages of the board, which keeps its aspect ratio: the board then
	 * follows its container's width, at most its natural width (`--hex-natural`) except in a
	 * walkthrough's board slot, which fits it to the screen (and enlarges it in present mode).
	 * Default false (fixed pixels).
	 */
	fluid?: boolean;
}

/**
 * A hex board of HTML buttons (images when nothing can be chosen) clipped to hexagons, placed absolutely: one tab stop, arrow keys
 * between hexes, Enter/Space or a click to choose, an accessible name on every hex.
 */
export function HexGrid({ cells, label, help, onActivate, size = 26, fluid = false }: HexGridProps) {
	const [focus, setFocus] = useState<string | undefined>(cells[0] ? hexKey(cells[0]) : undefined);
	const refs = useRef(new Map<string, HTMLElement>());
	// A hex one can choose is a button; a hex of a picture is an image with its name (its drawn text is
	// then no button label that axe would compare with the name).
	const Cell = onActivate ? 'button' : 'span';
	const picture = useContext(GuidedBoardContext);
	const points = cells.map((c) => ({ cell: c, ...hexToPixel(c, size) }));
	const minX = Math.min(...points.map((p) => p.x));
	const minY = Math.min(...points.map((p) => p.y));
	const w = Math.sqrt(3) * size;
	const h = 2 * size;
	const width = Math.max(...points.map((p) => p.x)) - minX + w;
	const height = Math.max(...points.map((p) => p.y)) - minY + h;
	const active = cells.some((c) => hexKey(c) === focus) ? focus : cells[0] && hexKey(cells[0]);

	const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
		const from = cells.find((c) => hexKey(c) === active);
		// A picture (a guided step): the keys belong to the stage, which steps with them.
		if (picture || !from || !['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
		event.preventDefault();
		event.stopPropagation();
		const next = hexKey(moveOnHexes(cells, from, event.key));
		setFocus(next);
		refs.current.get(next)?.focus();
	};

	return (
		<div class="hex-wrap">
			<div
				class={`hex-grid${fluid ? ' hex-fluid' : ''}`}
				role="group"
				aria-label={label}
				data-grid
				style={fluid ? { width: '100%', '--hex-natural': `${width}px`, aspectRatio: `${width} / ${height}` } : { width: `${width}px`, height: `${height}px` }}
				onKeyDown={onKeyDown}
			>
				{points.map(({ cell, x, y }) => {
					const key = hexKey(cell);
					return (
						<Cell
							key={key}
							{...(onActivate ? { type: 'button' } : { role: 'img' })}
							ref={(el: HTMLElement | null) => {
								if (el) refs.current.set(key, el);
								else refs.current.delete(key);
							}}
							class={`hex-cell ${cell.className ?? ''}${cell.mark ? ` mark-${cell.mark}` : ''}`}
							style={
								fluid
									? {
											left: `${((x - minX) / width) * 100}%`,
											top: `${((y - minY) / height) * 100}%`,
											width: `${(w / width) * 100}%`,
											height: `${(h / height) * 100}%`,
										}
									: { left: `${x - minX}px`, top: `${y - minY}px`, width: `${w}px`, height: `${h}px` }
							}
							tabIndex={!picture && key === active ? 0 : -1}
							aria-label={cell.label}
							data-hex={key}
							onFocus={() => setFocus(key)}
							onClick={() => onActivate?.({ q: cell.q, r: cell.r })}
						>
							{cell.coord && (
								<span class="hex-coord" aria-hidden="true">
									{cell.coord}
								</span>
							)}
							{cell.content}
						</Cell>
					);
				})}
			</div>
			{help && <p class="sq-help">{help}</p>}
		</div>
	);
}
