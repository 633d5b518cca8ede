/**
 * A schematic TEACHING board: NOT the game's real map (which is unknown to us).
 * 12 areas: each terrain once small (4-5 cells) and once large (8-9 cells), on an 8 × 10 grid;
 * four grid positions are off-board. Areas of the same terrain never touch each other.
 */
import type { Area, Board, Cell, Occupancy, PlayerId, Terrain } from './types';

/**
 * Layout legend: upper case = large area, lower case = small area, '.' = no cell.
 * W water, S steppe, V savanna, F forest, M mountain, D desert.
 */
export const TEACHING_LAYOUT: readonly string[] = [
	'WWWVVVVMMM',
	'WWWVVVVMMM',
	'WffwwSSSSM',
	'WffwwSSSSM',
	'WDDDvvFFFF',
	'DDDmvvFFFF',
	'DDmmvddssF',
	'..m.ddsss.',
];

const LETTER_TERRAIN: Record<string, Terrain> = {
	w: 'water',
	s: 'steppe',
	v: 'savanna',
	f: 'forest',
	m: 'mountain',
	d: 'desert',
};

export function cellId(row: number, col: number): string {
	return `r${row}c${col}`;
}

/** Build a board from a layout of letters (see TEACHING_LAYOUT). Each letter (case-sensitive) is one area. */
export function boardFromLayout(layout: readonly string[]): Board {
	const cells: Cell[] = [];
	const areas = new Map<string, Area>();
	const rows = layout.length;
	const cols = Math.max(0, ...layout.map((l) => l.length));
	layout.forEach((line, row) => {
		[...line].forEach((ch, col) => {
			if (ch === '.' || ch === ' ') return;
			const terrain = LETTER_TERRAIN[ch.toLowerCase()];
			if (!terrain) throw new Error(`bad layout letter ${ch}`);
			const size = ch === ch.toUpperCase() ? 'large' : 'small';
			const areaId = `${terrain}-${size}`;
			const id = cellId(row, col);
			cells.push({ id, row, col, terrain, area: areaId });
			let area = areas.get(areaId);
			if (!area) {
				area = { id: areaId, terrain, size, cells: [] };
				areas.set(areaId, area);
			}
			area.cells.push(id);
		});
	});
	return { rows, cols, cells, areas: [...areas.values()] };
}

export const TEACHING_BOARD: Board = boardFromLayout(TEACHING_LAYOUT);

interface BoardIndex {
	cells: Map<string, Cell>;
	areas: Map<string, Area>;
}
const indexCache = new WeakMap<Board, BoardIndex>();
function index(board: Board): BoardIndex {
	let idx = indexCache.get(board);
	if (!idx) {
		idx = {
			cells: new Map(board.cells.map((c) => [c.id, c])),
			areas: new Map(board.areas.map((a) => [a.id, a])),
		};
		indexCache.set(board, idx);
	}
	return idx;
}

export function cellById(cellId: string, board: Board = TEACHING_BOARD): Cell | undefined {
	return index(board).cells.get(cellId);
}

export function areaById(areaId: string, board: Board = TEACHING_BOARD): Area | undefined {
	return index(board).areas.get(areaId);
}

export function areaOf(cellId: string, board: Board = TEACHING_BOARD): Area | undefined {
	const cell = cellById(cellId, board);
	return cell ? areaById(cell.area, board) : undefined;
}

/** Areas of one terrain (small first, then large). */
export function areasOfTerrain(terrain: Terrain, board: Board = TEACHING_BOARD): Area[] {
	return board.areas
		.filter((a) => a.terrain === terrain)
		.sort((a, b) => (a.size === b.size ? 0 : a.size === 'small' ? -1 : 1));
}

/** Orthogonal neighbours that exist on the board. */
export function neighbours(cellId: string, board: Board = TEACHING_BOARD): string[] {
	const cell = cellById(cellId, board);
	if (!cell) return [];
	const out: string[] = [];
	for (const [dr, dc] of [
		[-1, 0],
		[0, 1],
		[1, 0],
		[0, -1],
	] as const) {
		const id = `r${cell.row + dr}c${cell.col + dc}`;
		if (index(board).cells.has(id)) out.push(id);
	}
	return out;
}

export function isAreaFull(area: Area, occ: Occupancy): boolean {
	return area.cells.every((c) => occ[c] !== undefined);
}

/** Pieces standing in an area, per player (players with none are absent). */
export function piecesIn(area: Area, occ: Occupancy): Record<PlayerId, number> {
	const out: Record<PlayerId, number> = {};
	for (const c of area.cells) {
		const p = occ[c];
		if (p !== undefined) out[p] = (out[p] ?? 0) + 1;
	}
	return out;
}

/** Total number of pieces in an area, all players. */
export function pieceCount(area: Area, occ: Occupancy): number {
	return area.cells.reduce((n, c) => n + (occ[c] !== undefined ? 1 : 0), 0);
}

export function freeCells(area: Area, occ: Occupancy): string[] {
	return area.cells.filter((c) => occ[c] === undefined);
}
