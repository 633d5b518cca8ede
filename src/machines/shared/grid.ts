/**
 * A square grid of spaces (rows and columns, holes allowed) as a board graph: orthogonal
 * neighbours only. Space ids are `r<row>c<col>` (row and column from 0).
 */
import type { Graph } from './graph';

export interface GridPos {
	row: number;
	col: number;
}

/** Orthogonal steps, in the order neighbours are listed: up, right, down, left. */
export const ORTHOGONAL: readonly GridPos[] = [
	{ row: -1, col: 0 },
	{ row: 0, col: 1 },
	{ row: 1, col: 0 },
	{ row: 0, col: -1 },
];

export function squareId(row: number, col: number): string {
	return `r${row}c${col}`;
}

/** The row and column of a square id, or undefined for anything else. */
export function parseSquareId(id: string): GridPos | undefined {
	const m = /^r(0|[1-9]\d*)c(0|[1-9]\d*)$/.exec(id);
	return m ? { row: Number(m[1]), col: Number(m[2]) } : undefined;
}

export interface SquareGrid extends Graph<string> {
	rows: number;
	cols: number;
	/** the id of the space at (row, col), or undefined for a hole or outside the grid */
	at(row: number, col: number): string | undefined;
	/** the position of a space of this grid */
	position(id: string): GridPos | undefined;
}

/**
 * A rows × cols grid; `has(row, col)` false leaves a hole there. Nodes in reading order
 * (row by row, left to right); neighbours in ORTHOGONAL order.
 */
export function squareGrid(rows: number, cols: number, has: (row: number, col: number) => boolean = () => true): SquareGrid {
	const pos = new Map<string, GridPos>();
	for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) if (has(row, col)) pos.set(squareId(row, col), { row, col });
	const at = (row: number, col: number): string | undefined => {
		const id = squareId(row, col);
		return pos.has(id) ? id : undefined;
	};
	const cache = new Map<string, string[]>();
	return {
		rows,
		cols,
		nodes: [...pos.keys()],
		at,
		position: (id) => pos.get(id),
		neighbours(id) {
			let out = cache.get(id);
			if (!out) {
				const p = pos.get(id);
				out = p ? ORTHOGONAL.map((d) => at(p.row + d.row, p.col + d.col)).filter((n): n is string => n !== undefined) : [];
				cache.set(id, out);
			}
			return out;
		},
	};
}
