import { describe, expect, it } from 'vitest';
import { areaOf, areasOfTerrain, cellById, isAreaFull, neighbours, piecesIn, TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { TERRAINS, type Occupancy } from '../../../src/machines/wildlife/types';

const B = TEACHING_BOARD;

describe('teaching board', () => {
	it('has 12 areas: every terrain once small (4-5 cells) and once large (8-9 cells)', () => {
		expect(B.areas).toHaveLength(12);
		for (const t of TERRAINS) {
			const as = B.areas.filter((a) => a.terrain === t);
			expect(as.map((a) => a.size).sort()).toEqual(['large', 'small']);
			for (const a of as) {
				const n = a.cells.length;
				if (a.size === 'small') expect([4, 5]).toContain(n);
				else expect([8, 9]).toContain(n);
				expect(a.id).toBe(`${t}-${a.size}`);
			}
		}
	});

	it('every cell belongs to exactly one area and its terrain matches', () => {
		const seen = new Set<string>();
		for (const a of B.areas)
			for (const c of a.cells) {
				expect(seen.has(c)).toBe(false);
				seen.add(c);
				expect(cellById(c)!.terrain).toBe(a.terrain);
				expect(areaOf(c)!.id).toBe(a.id);
			}
		expect(seen.size).toBe(B.cells.length);
		for (const c of B.cells) expect(c.id).toBe(`r${c.row}c${c.col}`);
	});

	it('every area is orthogonally connected', () => {
		for (const a of B.areas) {
			const inArea = new Set(a.cells);
			const reached = new Set([a.cells[0]!]);
			const stack = [a.cells[0]!];
			while (stack.length) {
				for (const n of neighbours(stack.pop()!)) {
					if (inArea.has(n) && !reached.has(n)) {
						reached.add(n);
						stack.push(n);
					}
				}
			}
			expect(reached.size, a.id).toBe(a.cells.length);
		}
	});

	it('fits a phone (at most 8 × 10) and areas of one terrain never touch each other', () => {
		expect(B.rows).toBeLessThanOrEqual(8);
		expect(B.cols).toBeLessThanOrEqual(10);
		for (const c of B.cells)
			for (const n of neighbours(c.id)) {
				const other = cellById(n)!;
				if (other.area !== c.area) expect(other.terrain).not.toBe(c.terrain);
			}
	});

	it('every area touches at least two areas of other terrains', () => {
		for (const a of B.areas) {
			const touching = new Set<string>();
			for (const c of a.cells) for (const n of neighbours(c)) if (cellById(n)!.area !== a.id) touching.add(cellById(n)!.area);
			expect(touching.size, a.id).toBeGreaterThanOrEqual(2);
		}
	});

	it('neighbours are orthogonal only and stay on the board', () => {
		expect(neighbours('r0c0').sort()).toEqual(['r0c1', 'r1c0']);
		expect(neighbours('r3c4').sort()).toEqual(['r2c4', 'r3c3', 'r3c5', 'r4c4']);
		expect(neighbours('nope')).toEqual([]);
		for (const c of B.cells)
			for (const n of neighbours(c.id)) {
				const o = cellById(n)!;
				expect(Math.abs(o.row - c.row) + Math.abs(o.col - c.col)).toBe(1);
			}
	});

	it('isAreaFull and piecesIn count all players', () => {
		const a = areasOfTerrain('forest')[0]!;
		expect(a.size).toBe('small');
		const occ: Occupancy = {};
		a.cells.forEach((c, i) => (occ[c] = i % 2 ? 'B' : 'A'));
		expect(isAreaFull(a, occ)).toBe(true);
		const total = Object.values(piecesIn(a, occ)).reduce((x, y) => x + y, 0);
		expect(total).toBe(a.cells.length);
		delete occ[a.cells[0]!];
		expect(isAreaFull(a, occ)).toBe(false);
		expect(piecesIn(a, {})).toEqual({});
	});
});
