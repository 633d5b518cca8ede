/**
 * Species charts. Only the Human chart is official. The EXAMPLE_CHARTS are invented for teaching:
 * they are NOT the game's charts (the real ones are printed in the reader's box).
 */
import { HUMAN_CHART } from './humanChart';
import { LEVEL_NAMES, TERRAINS, type Chart, type Level, type Terrain } from './types';

export { HUMAN_CHART };

export interface ExampleChart {
	/** 'human' for the official one, 'example-b' … 'example-f' for invented teaching charts. */
	id: string;
	/** true only for the Human chart */
	official: boolean;
	chart: Chart;
}

/**
 * Five invented teaching charts, all following the 1 attack / 1 expand / 2 migrate / 2 none pattern.
 * Across the six (Human + these), every terrain is the attack terrain of exactly one chart and the
 * expand terrain of exactly one chart.
 */
export const EXAMPLE_CHARTS: readonly ExampleChart[] = [
	{ id: 'example-b', official: false, chart: { water: 3, forest: 2, steppe: 1, savanna: 1, mountain: 0, desert: 0 } },
	{ id: 'example-c', official: false, chart: { desert: 3, mountain: 2, savanna: 1, water: 1, forest: 0, steppe: 0 } },
	{ id: 'example-d', official: false, chart: { mountain: 3, water: 2, desert: 1, forest: 1, steppe: 0, savanna: 0 } },
	{ id: 'example-e', official: false, chart: { forest: 3, desert: 2, mountain: 1, steppe: 1, water: 0, savanna: 0 } },
	{ id: 'example-f', official: false, chart: { steppe: 3, savanna: 2, desert: 1, water: 1, forest: 0, mountain: 0 } },
];

function toLevel(v: unknown): Level | null {
	if (typeof v === 'number') {
		return Number.isInteger(v) && v >= 0 && v <= 3 ? (v as Level) : null;
	}
	if (typeof v === 'string') {
		const s = v.trim().toLowerCase();
		if (/^[0-3]$/.test(s)) return Number(s) as Level;
		const i = (LEVEL_NAMES as readonly string[]).indexOf(s);
		return i >= 0 ? (i as Level) : null;
	}
	return null;
}

/**
 * Validate a chart the reader typed from their own box: an object with exactly the six terrains,
 * each a level 0-3 (number, digit string, or level key 'none' | 'migrate' | 'expand' | 'attack').
 * Returns a fresh Chart, or null if anything is missing, extra or out of range.
 * It does NOT require the usual 2/2/1/1 pattern (see `hasUsualPattern`).
 */
export function validateChart(input: unknown): Chart | null {
	if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
	const rec = input as Record<string, unknown>;
	const keys = Object.keys(rec);
	if (keys.length !== TERRAINS.length) return null;
	const out: Partial<Chart> = {};
	for (const t of TERRAINS) {
		if (!Object.hasOwn(rec, t)) return null;
		const l = toLevel(rec[t]);
		if (l === null) return null;
		out[t] = l;
	}
	return out as Chart;
}

/** true when the chart has 1 attack, 1 expand, 2 migrate and 2 none terrains (like the Human). */
export function hasUsualPattern(chart: Chart): boolean {
	const counts = [0, 0, 0, 0];
	for (const t of TERRAINS) counts[chart[t]]! += 1;
	return counts[0] === 2 && counts[1] === 2 && counts[2] === 1 && counts[3] === 1;
}

/** Can a species with this chart act at `level` (1 migrate, 2 expand, 3 attack) on `terrain`? Higher levels include lower ones. */
export function canAct(chart: Chart, terrain: Terrain, level: Level): boolean {
	if (level === 0) return true;
	return chart[terrain] >= level;
}
