/**
 * WildLife on the shared rules kit: board areas, neighbours, herds and migration reach are now built
 * on src/machines/shared (square grid, regions, flood fill). These properties pin them to the former
 * hand-written versions (copied below), so the move changed no result, not even an order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachableCells } from '../../../src/machines/wildlife/actions';
import { boardFromLayout, neighbours, TEACHING_BOARD, TEACHING_LAYOUT } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { findHerdGroups } from '../../../src/machines/wildlife/scoring';
import type { Board, Chart, Occupancy } from '../../../src/machines/wildlife/types';

const B = TEACHING_BOARD;
const LETTER: Record<string, string> = { w: 'water', s: 'steppe', v: 'savanna', f: 'forest', m: 'mountain', d: 'desert' };

function oldBoardFromLayout(layout: readonly string[]) {
	const cells: { id: string; row: number; col: number; terrain: string; area: string }[] = [];
	const areas = new Map<string, { id: string; terrain: string; size: string; cells: string[] }>();
	layout.forEach((line, row) => {
		[...line].forEach((ch, col) => {
			if (ch === '.' || ch === ' ') return;
			const terrain = LETTER[ch.toLowerCase()]!;
			const size = ch === ch.toUpperCase() ? 'large' : 'small';
			const areaId = `${terrain}-${size}`;
			const id = `r${row}c${col}`;
			cells.push({ id, row, col, terrain, area: areaId });
			if (!areas.has(areaId)) areas.set(areaId, { id: areaId, terrain, size, cells: [] });
			areas.get(areaId)!.cells.push(id);
		});
	});
	return { rows: layout.length, cols: Math.max(0, ...layout.map((l) => l.length)), cells, areas: [...areas.values()] };
}
function oldNeighbours(id: string, board: Board): string[] {
	const cell = board.cells.find((c) => c.id === id);
	if (!cell) return [];
	const ids = new Set(board.cells.map((c) => c.id));
	return [
		[-1, 0],
		[0, 1],
		[1, 0],
		[0, -1],
	]
		.map(([dr, dc]) => `r${cell.row + dr!}c${cell.col + dc!}`)
		.filter((n) => ids.has(n));
}
function oldHerdGroups(board: Board, occ: Occupancy) {
	const seen = new Set<string>();
	const out: { player: string; cells: string[] }[] = [];
	for (const c of board.cells) {
		const p = occ[c.id];
		if (p === undefined || seen.has(c.id)) continue;
		const cells: string[] = [];
		const stack = [c.id];
		seen.add(c.id);
		while (stack.length) {
			const cur = stack.pop()!;
			cells.push(cur);
			for (const n of oldNeighbours(cur, board))
				if (!seen.has(n) && occ[n] === p) {
					seen.add(n);
					stack.push(n);
				}
		}
		out.push({ player: p, cells });
	}
	return out.sort((a, b) => b.cells.length - a.cells.length);
}
function oldReachable(board: Board, occ: Occupancy, player: string, chart: Chart, from: string, adaptedOnly: boolean): string[] {
	const seen = new Set([from]);
	const out = new Set<string>();
	const stack = [from];
	while (stack.length) {
		const cur = stack.pop()!;
		for (const n of oldNeighbours(cur, board)) {
			if (seen.has(n)) continue;
			seen.add(n);
			const owner = occ[n];
			if (owner === undefined) out.add(n);
			else if (owner === player) {
				if (adaptedOnly && chart[board.cells.find((c) => c.id === n)!.terrain] < 1) continue;
				stack.push(n);
			}
		}
	}
	return [...out];
}

const occupancy = fc.array(fc.constantFrom(undefined, 'A', 'B', 'C'), { minLength: B.cells.length, maxLength: B.cells.length }).map((owners) => {
	const occ: Occupancy = {};
	B.cells.forEach((c, i) => {
		if (owners[i] !== undefined) occ[c.id] = owners[i]!;
	});
	return occ;
});

describe('WildLife on the shared kit gives the former results', () => {
	it('the teaching board: same cells, same areas, same order', () => {
		expect(boardFromLayout(TEACHING_LAYOUT)).toEqual(oldBoardFromLayout(TEACHING_LAYOUT));
		for (const c of B.cells) expect(neighbours(c.id)).toEqual(oldNeighbours(c.id, B));
	});
	it('a layout letter found in two separate places is refused (it would be two areas under one id)', () => {
		expect(() => boardFromLayout(['ww.w'])).toThrow(/split/);
		expect(() => boardFromLayout(['wx'])).toThrow(/bad layout letter/);
	});
	it('(property) herds: same groups, same cells, same order', () => {
		fc.assert(
			fc.property(occupancy, (occ) => {
				expect(findHerdGroups(B, occ)).toEqual(oldHerdGroups(B, occ));
			}),
			{ numRuns: 200 },
		);
	});
	it('(property) migration reach: same cells in the same order, with and without the path check', () => {
		fc.assert(
			fc.property(occupancy, fc.nat(), fc.boolean(), (occ, k, adaptedOnly) => {
				const from = B.cells[k % B.cells.length]!.id;
				const ctx = { board: B, occ, player: 'A' as const, chart: HUMAN_CHART, reserve: 5 };
				expect(reachableCells(ctx, from, adaptedOnly)).toEqual(oldReachable(B, occ, 'A', HUMAN_CHART, from, adaptedOnly));
			}),
			{ numRuns: 300 },
		);
	});
});
