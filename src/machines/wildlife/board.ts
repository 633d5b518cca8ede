/**
 * A schematic TEACHING board: NOT the game's real map (which is unknown to us).
 * 12 areas: each terrain once small (4-5 cells) and once large (8-9 cells), on an 8 × 10 grid;
 * four grid positions are off-board. Areas of the same terrain never touch each other.
 */
import { regions, type Graph } from '../shared/graph';
import { squareGrid, squareId, type SquareGrid } from '../shared/grid';
import type { Area, Board, Cell, Occupancy, Terrain } from './types';
import type { PerSeat } from '../shared/seats';

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

/** Cell ids are the square grid's: 'r3c5'. */
export const cellId: (row: number, col: number) => string = squareId;

/**
 * Build a board from a layout of letters (see TEACHING_LAYOUT). Each letter (case-sensitive) is one
 * area: the connected region of that letter (a letter found in two separate places is an error).
 * Areas come in reading order of their first cell; each area lists its cells in reading order.
 */
export function boardFromLayout(layout: readonly string[]): Board {
	const rows = layout.length;
	const cols = Math.max(0, ...layout.map((l) => l.length));
	const letter = (row: number, col: number) => layout[row]?.[col] ?? '.';
	const grid = squareGrid(rows, cols, (row, col) => letter(row, col) !== '.' && letter(row, col) !== ' ');
	const letterOf = (id: string) => {
		const p = grid.position(id)!;
		return letter(p.row, p.col);
	};
	const cells: Cell[] = [];
	const areas: Area[] = [];
	const order = new Map(grid.nodes.map((id, i) => [id, i]));
	const seenLetters = new Set<string>();
	for (const region of regions(grid, grid.nodes, (a, b) => letterOf(a) === letterOf(b))) {
		const ch = letterOf(region[0]!);
		const terrain = LETTER_TERRAIN[ch.toLowerCase()];
		if (!terrain) throw new Error(`bad layout letter ${ch}`);
		if (seenLetters.has(ch)) throw new Error(`layout letter ${ch} is split into separate areas`);
		seenLetters.add(ch);
		const size = ch === ch.toUpperCase() ? 'large' : 'small';
		areas.push({ id: `${terrain}-${size}`, terrain, size, cells: region.sort((a, b) => order.get(a)! - order.get(b)!) });
	}
	const areaOfCell = new Map(areas.flatMap((a) => a.cells.map((c) => [c, a] as const)));
	for (const id of grid.nodes) {
		const a = areaOfCell.get(id)!;
		cells.push({ id, ...grid.position(id)!, terrain: a.terrain, area: a.id });
	}
	return { rows, cols, cells, areas };
}

export const TEACHING_BOARD: Board = boardFromLayout(TEACHING_LAYOUT);

interface BoardIndex {
	cells: Map<string, Cell>;
	areas: Map<string, Area>;
	grid: SquareGrid;
}
const indexCache = new WeakMap<Board, BoardIndex>();
function index(board: Board): BoardIndex {
	let idx = indexCache.get(board);
	if (!idx) {
		idx = {
			cells: new Map(board.cells.map((c) => [c.id, c])),
			areas: new Map(board.areas.map((a) => [a.id, a])),
			grid: gridOf(board),
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
	return board.areas.filter((a) => a.terrain === terrain).sort((a, b) => (a.size === b.size ? 0 : a.size === 'small' ? -1 : 1));
}

function gridOf(board: Board): SquareGrid {
	const has = new Set(board.cells.map((c) => squareId(c.row, c.col)));
	return squareGrid(board.rows, board.cols, (row, col) => has.has(squareId(row, col)));
}

/** The board as a graph of its cells (orthogonal neighbours), for searches such as herds. */
export function boardGraph(board: Board = TEACHING_BOARD): Graph<string> {
	return index(board).grid;
}

/** Orthogonal neighbours that exist on the board (up, right, down, left). */
export function neighbours(cellId: string, board: Board = TEACHING_BOARD): string[] {
	return [...index(board).grid.neighbours(cellId)];
}

export function isAreaFull(area: Area, occ: Occupancy): boolean {
	return area.cells.every((c) => occ[c] !== undefined);
}

/** Pieces standing in an area, per player (players with none are absent). */
export function piecesIn(area: Area, occ: Occupancy): PerSeat<number> {
	const out: PerSeat<number> = {};
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
