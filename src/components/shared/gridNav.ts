/** Keyboard movement over a grid with holes: pure, so it is tested without a browser. */
export interface GridPos {
	id: string;
	row: number;
	col: number;
}

const DELTAS: Record<string, [number, number]> = {
	ArrowUp: [-1, 0],
	ArrowDown: [1, 0],
	ArrowLeft: [0, -1],
	ArrowRight: [0, 1],
};

/**
 * The cell reached from `fromId` by `key`: arrows go to the nearest cell in that direction
 * (jumping holes), Home/End to the first/last cell of the row, Ctrl+Home/End to the first/last
 * cell of the grid. Returns `fromId` when there is nowhere to go.
 */
export function moveInGrid(cells: GridPos[], fromId: string, key: string, ctrl = false): string {
	const from = cells.find((c) => c.id === fromId);
	if (!from) return cells[0]?.id ?? fromId;
	const byPos = new Map(cells.map((c) => [`${c.row},${c.col}`, c.id]));
	const delta = DELTAS[key];
	if (delta) {
		const maxSteps = cells.reduce((m, c) => Math.max(m, c.row, c.col), 0) + 1;
		for (let k = 1; k <= maxSteps; k++) {
			const hit = byPos.get(`${from.row + delta[0] * k},${from.col + delta[1] * k}`);
			if (hit) return hit;
		}
		return fromId;
	}
	if (key === 'Home' || key === 'End') {
		const pool = ctrl ? cells : cells.filter((c) => c.row === from.row);
		const sorted = [...pool].sort((a, b) => a.row - b.row || a.col - b.col);
		const pick = key === 'Home' ? sorted[0] : sorted[sorted.length - 1];
		return pick ? pick.id : fromId;
	}
	return fromId;
}
