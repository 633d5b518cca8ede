/**
 * WildLife's board, herds and migration reach (built on the shared kit: square grid, regions, flood
 * fill), checked against what the rulebook says of them rather than against a copy of former code:
 * a layout letter is a cell of that terrain, a herd is a player's orthogonally connected pieces, a
 * migration reaches a free cell next to the piece or, over a chain of the player's own pieces, next
 * to that chain (never over an opponent's piece).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachableCells } from '../../../src/machines/wildlife/actions';
import { boardFromLayout, neighbours, TEACHING_BOARD, TEACHING_LAYOUT } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { findHerdGroups } from '../../../src/machines/wildlife/scoring';
import type { Occupancy } from '../../../src/machines/wildlife/types';

const B = TEACHING_BOARD;
const terrain = (id: string) => B.cells.find((c) => c.id === id)!.terrain;
const touch = (a: string, b: string) => neighbours(a).includes(b);

const occupancy = fc.array(fc.constantFrom(undefined, 'A', 'B', 'C'), { minLength: B.cells.length, maxLength: B.cells.length }).map((owners) => {
	const occ: Occupancy = {};
	B.cells.forEach((c, i) => {
		if (owners[i] !== undefined) occ[c.id] = owners[i]!;
	});
	return occ;
});

/** The cells reached from `start` by orthogonal steps onto cells that pass `ok`. */
function flood(start: string, ok: (cell: string) => boolean): Set<string> {
	const seen = new Set([start]);
	const stack = [start];
	while (stack.length)
		for (const n of neighbours(stack.pop()!))
			if (!seen.has(n) && ok(n)) {
				seen.add(n);
				stack.push(n);
			}
	return seen;
}
/** Is every cell of `cells` connected to the first through orthogonal steps inside `cells`? */
const connected = (cells: readonly string[]) => flood(cells[0]!, (n) => cells.includes(n)).size === new Set(cells).size;

describe('the board from its layout', () => {
	it('each letter of the teaching layout is one cell at its row and column, of the letter’s terrain; upper case is the large area', () => {
		const letters = TEACHING_LAYOUT.flatMap((line, row) => [...line].flatMap((ch, col) => (ch === '.' || ch === ' ' ? [] : [{ id: `r${row}c${col}`, ch }])));
		expect(B.cells.map((c) => c.id).sort()).toEqual(letters.map((l) => l.id).sort());
		for (const { id, ch } of letters) {
			const cell = B.cells.find((c) => c.id === id)!;
			const area = B.areas.find((a) => a.id === cell.area)!;
			expect(area.cells, id).toContain(id);
			expect(area.size, id).toBe(ch === ch.toUpperCase() ? 'large' : 'small');
			expect(area.terrain, id).toBe(cell.terrain);
			// one letter, one terrain: every cell drawn with this letter has the same terrain and area
			for (const o of letters.filter((l) => l.ch === ch)) expect(B.cells.find((c) => c.id === o.id)!.area).toBe(cell.area);
		}
	});
	it('neighbours are the orthogonal cells on the board, never a diagonal', () => {
		for (const c of B.cells) {
			const expected = B.cells.filter((o) => Math.abs(o.row - c.row) + Math.abs(o.col - c.col) === 1).map((o) => o.id);
			expect([...neighbours(c.id)].sort(), c.id).toEqual(expected.sort());
		}
	});
	it('a layout letter found in two separate places is refused (it would be two areas under one id)', () => {
		expect(() => boardFromLayout(['ww.w'])).toThrow(/split/);
		expect(() => boardFromLayout(['wx'])).toThrow(/bad layout letter/);
	});
});

describe('(property) herds: one player’s orthogonally connected pieces, across areas', () => {
	it('every piece is in exactly one herd, of its owner; a herd is connected; two herds of one player never touch; largest first', () => {
		fc.assert(
			fc.property(occupancy, (occ) => {
				const herds = findHerdGroups(B, occ);
				expect(herds.flatMap((h) => h.cells).sort()).toEqual(Object.keys(occ).sort());
				const wrong = herds.filter((h) => !h.cells.every((c) => occ[c] === h.player) || !connected(h.cells));
				expect(wrong).toEqual([]);
				const herdOf = new Map(herds.flatMap((h, i) => h.cells.map((c) => [c, i] as const)));
				const touching = Object.keys(occ).filter((c) => neighbours(c).some((n) => occ[n] === occ[c] && herdOf.get(n) !== herdOf.get(c)));
				expect(touching).toEqual([]);
				expect(herds.every((h, i) => i === 0 || h.cells.length <= herds[i - 1]!.cells.length)).toBe(true);
			}),
			{ numRuns: 200 },
		);
	});
});

describe('(property) migration reach', () => {
	it('free cells next to the piece, or next to the chain of own pieces connected to it; the path check only narrows it', () => {
		fc.assert(
			fc.property(occupancy, fc.nat(), (occ, k) => {
				const from = B.cells[k % B.cells.length]!.id;
				const ctx = { board: B, occ: { ...occ, [from]: 'A' as const }, player: 'A' as const, chart: HUMAN_CHART, reserve: 5 };
				// the chain: own pieces connected to the piece through own pieces (with the path check: on terrain the Humans can migrate in)
				const chain = (adapted: boolean) => flood(from, (n) => ctx.occ[n] === 'A' && !(adapted && HUMAN_CHART[terrain(n)] < 1));
				for (const adapted of [false, true]) {
					const reach = reachableCells(ctx, from, adapted);
					const links = chain(adapted);
					const expected = B.cells.map((c) => c.id).filter((c) => ctx.occ[c] === undefined && [...links].some((l) => touch(l, c)));
					expect([...reach].sort()).toEqual(expected.sort());
					expect(new Set(reach).size).toBe(reach.length);
				}
				const narrowed = reachableCells(ctx, from, true);
				expect(narrowed.every((c) => reachableCells(ctx, from, false).includes(c))).toBe(true);
				for (const n of neighbours(from)) if (ctx.occ[n] === undefined) expect(narrowed).toContain(n);
			}),
			{ numRuns: 300 },
		);
	});
});
