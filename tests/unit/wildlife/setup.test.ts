import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Occupancy } from '../../../src/machines/wildlife/types';
import { SEATS } from '../../../src/machines/shared/seats';
import { areaOf, pieceCount, TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { EXAMPLE_CHARTS, HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import {
	applySeed,
	canSeed,
	createSetup,
	currentSeeder,
	HAND_SIZE,
	legalSeedCells,
	piecesPerPlayer,
	PLAYER_COUNTS,
	scoreStartSpaces,
	seed,
	seedingOrder,
	seedsLeft,
	seedsPerPlayer,
	START_FOOD,
} from '../../../src/machines/wildlife/setup';
import type { Chart } from '../../../src/machines/wildlife/types';

const B = TEACHING_BOARD;
const CHARTS: Chart[] = [HUMAN_CHART, ...EXAMPLE_CHARTS.map((c) => c.chart)];

describe('setup numbers', () => {
	it('pieces per player: 2-3 → 30, 4 → 25, 5 → 21, 6 → 18', () => {
		expect(PLAYER_COUNTS.map(piecesPerPlayer)).toEqual([30, 30, 25, 21, 18]);
		expect(() => piecesPerPlayer(7)).toThrow();
	});
	it('seeding pieces: 12 / 8 / 5 / 4 / 3', () => {
		expect(PLAYER_COUNTS.map(seedsPerPlayer)).toEqual([12, 8, 5, 4, 3]);
	});
	it('8 food, 10 cards', () => {
		expect(START_FOOD).toBe(8);
		expect(HAND_SIZE).toBe(10);
	});
	it('score markers: start player on 1, then clockwise 2, 3…', () => {
		expect(scoreStartSpaces(['A', 'B', 'C', 'D'], 'C')).toEqual({ C: 1, D: 2, A: 3, B: 4 });
	});
	it('seeding order: one piece each, clockwise from the start player, round after round', () => {
		expect(seedingOrder(['A', 'B', 'C'], 'B', 2)).toEqual(['B', 'C', 'A', 'B', 'C', 'A']);
		const o = seedingOrder(['A', 'B', 'C', 'D']);
		expect(o).toHaveLength(20);
		expect(o.filter((p) => p === 'D')).toHaveLength(5);
	});
});

describe('canSeed', () => {
	const forestSmall = B.areas.find((a) => a.id === 'forest-small')!;
	const steppeLarge = B.areas.find((a) => a.id === 'steppe-large')!;
	const water = B.areas.find((a) => a.id === 'water-small')!;

	it('refuses a taken space', () => {
		const c = forestSmall.cells[0]!;
		const r = canSeed(B, { [c]: 'B' }, 'A', HUMAN_CHART, c);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.refusal).toMatchObject({ key: 'seed.spaceTaken', rule: { page: 'setup', anchor: 'seeding-limits' } });
	});
	it('refuses a "no action" terrain (Human in water)', () => {
		const r = canSeed(B, {}, 'A', HUMAN_CHART, water.cells[0]!);
		expect(!r.ok && r.refusal.key).toBe('seed.noAction');
		expect(!r.ok && r.refusal.params).toEqual({ terrain: 'water' });
	});
	it('accepts a migrate-only terrain (Human in forest)', () => {
		expect(canSeed(B, {}, 'A', HUMAN_CHART, forestSmall.cells[0]!).ok).toBe(true);
	});
	it('small area: at most 2 pieces in total, whoever owns them', () => {
		const [a, b, c] = forestSmall.cells;
		const occ: Occupancy = { [a!]: 'B', [b!]: 'C' };
		const r = canSeed(B, occ, 'A', HUMAN_CHART, c!);
		expect(!r.ok && r.refusal.key).toBe('seed.smallAreaLimit');
		expect(canSeed(B, { [a!]: 'B' }, 'A', HUMAN_CHART, c!).ok).toBe(true);
	});
	it('large area: at most 4 pieces in total', () => {
		const occ: Occupancy = {};
		steppeLarge.cells.slice(0, 3).forEach((c, i) => (occ[c] = SEATS[i]!));
		expect(canSeed(B, occ, 'A', HUMAN_CHART, steppeLarge.cells[5]!).ok).toBe(true);
		occ[steppeLarge.cells[3]!] = 'A';
		const r = canSeed(B, occ, 'A', HUMAN_CHART, steppeLarge.cells[5]!);
		expect(!r.ok && r.refusal.key).toBe('seed.largeAreaLimit');
		expect(!r.ok && r.refusal.params).toEqual({ area: 'steppe-large', limit: 4 });
	});
	it('seed() returns a new occupancy and leaves the old one alone', () => {
		const occ: Occupancy = {};
		const next = seed(B, occ, 'A', HUMAN_CHART, forestSmall.cells[0]!);
		expect(next).toEqual({ [forestSmall.cells[0]!]: 'A' });
		expect(occ).toEqual({});
		expect(() => seed(B, next, 'B', HUMAN_CHART, forestSmall.cells[0]!)).toThrow();
	});
});

describe('setup state', () => {
	it('runs a 2-player seeding to the end: 24 pieces, turns alternate', () => {
		let s = createSetup(2, [CHARTS[0]!, CHARTS[1]!]);
		expect(currentSeeder(s)).toBe('A');
		expect(s.score).toEqual({ A: 1, B: 2 });
		let turns = 0;
		while (!s.done) {
			const who = currentSeeder(s)!;
			const cell = legalSeedCells(B, s.occ, who, s.charts[who]!)[0]!;
			s = applySeed(s, cell);
			turns++;
			if (!s.done) expect(currentSeeder(s)).not.toBe(who);
		}
		expect(turns).toBe(24);
		expect(s.reserve).toEqual({ A: 18, B: 18 });
		expect(seedsLeft(s)).toEqual({ A: 0, B: 0 });
	});
	it('an illegal seed keeps the turn and records the refusal', () => {
		const s = createSetup(3, CHARTS.slice(0, 3));
		const waterCell = B.areas.find((a) => a.id === 'water-large')!.cells[0]!;
		const t = applySeed(s, waterCell); // Human (A) has no action in water
		expect(t.refusal?.refusal.key).toBe('seed.noAction');
		expect(currentSeeder(t)).toBe('A');
		expect(t.placed).toBe(0);
	});
});

describe('seeding limits (property)', () => {
	it('random legal seedings never break the 2/4 caps nor stack pieces, and never get stuck with these charts', () => {
		// Each run seeds a whole game from the rules' legal cells; across the runs every player count is played.
		const counts = new Set<number>();
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 6 }),
				fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }),
				fc.infiniteStream(fc.nat()),
				(n, perm, picks) => {
					counts.add(n);
					let s = createSetup(
						n,
						perm.slice(0, n).map((i) => CHARTS[i]!),
					);
					const it = picks[Symbol.iterator]();
					while (!s.done) {
						const who = currentSeeder(s)!;
						const legal = legalSeedCells(B, s.occ, who, s.charts[who]!);
						expect(legal.length).toBeGreaterThan(0);
						const cell = legal[it.next().value! % legal.length]!;
						s = applySeed(s, cell);
					}
					for (const a of B.areas) expect(pieceCount(a, s.occ)).toBeLessThanOrEqual(a.size === 'small' ? 2 : 4);
					for (const [cell, p] of Object.entries(s.occ)) expect(s.charts[p]![areaOf(cell)!.terrain]).toBeGreaterThan(0);
					expect(Object.keys(s.occ)).toHaveLength(n * seedsPerPlayer(n));
				},
			),
			{ numRuns: 60 },
		);
		expect([...counts].sort()).toEqual([2, 3, 4, 5, 6]);
	});
});
