import { describe, expect, it } from 'vitest';
import { moveInGrid } from '../../../src/components/shared/gridNav';
import { hexToPixel, moveOnHexes } from '../../../src/components/shared/hex';
import { hexDistance, hexNeighbours } from '../../../src/machines/shared/hex';

// A 3×3 grid with a hole in the middle.
const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].filter((col) => !(row === 1 && col === 1)).map((col) => ({ id: `r${row}c${col}`, row, col })));

describe('keyboard on a square board', () => {
	it('moves one cell with the arrows', () => {
		expect(moveInGrid(cells, 'r0c0', 'ArrowRight')).toBe('r0c1');
		expect(moveInGrid(cells, 'r0c0', 'ArrowDown')).toBe('r1c0');
	});
	it('jumps over a hole', () => {
		expect(moveInGrid(cells, 'r1c0', 'ArrowRight')).toBe('r1c2');
		expect(moveInGrid(cells, 'r0c1', 'ArrowDown')).toBe('r2c1');
	});
	it('stays put at the edge', () => {
		expect(moveInGrid(cells, 'r0c0', 'ArrowUp')).toBe('r0c0');
		expect(moveInGrid(cells, 'r2c2', 'ArrowRight')).toBe('r2c2');
	});
	it('Home and End go to the ends of the row, with Ctrl to the ends of the board', () => {
		expect(moveInGrid(cells, 'r2c1', 'Home')).toBe('r2c0');
		expect(moveInGrid(cells, 'r0c1', 'End')).toBe('r0c2');
		expect(moveInGrid(cells, 'r1c2', 'Home', true)).toBe('r0c0');
		expect(moveInGrid(cells, 'r0c0', 'End', true)).toBe('r2c2');
	});
});

describe('hex geometry', () => {
	it('has six neighbours, all at distance 1', () => {
		const n = hexNeighbours({ q: 2, r: -1 });
		expect(n).toHaveLength(6);
		for (const h of n) expect(hexDistance(h, { q: 2, r: -1 })).toBe(1);
	});
	it('measures distance', () => {
		expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -3 })).toBe(3);
		expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: 1 })).toBe(3);
	});
	it('lays rows of pointy-top hexes half a hex apart', () => {
		const a = hexToPixel({ q: 0, r: 0 }, 10);
		const b = hexToPixel({ q: 0, r: 1 }, 10);
		expect(b.y - a.y).toBeCloseTo(15);
		expect(b.x - a.x).toBeCloseTo((Math.sqrt(3) * 10) / 2);
	});
	it('moves by keyboard along a row and to the nearest hex of the next row', () => {
		const hexes = [
			{ q: 0, r: 0 },
			{ q: 1, r: 0 },
			{ q: 0, r: 1 },
			{ q: -1, r: 1 },
		];
		expect(moveOnHexes(hexes, { q: 0, r: 0 }, 'ArrowRight')).toEqual({ q: 1, r: 0 });
		const down = moveOnHexes(hexes, { q: 1, r: 0 }, 'ArrowDown');
		expect(down).toEqual({ q: 0, r: 1 });
		expect(moveOnHexes(hexes, { q: 0, r: 0 }, 'ArrowUp')).toEqual({ q: 0, r: 0 });
	});
});
