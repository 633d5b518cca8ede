/** The Human chart, in a module of its own so a guided widget naming it loads no other chart (charts.ts re-exports it). */
import type { Chart } from './types';

/** The Human chart (official): migrate in forest and mountain, expand in steppe, attack in savanna. */
export const HUMAN_CHART: Chart = Object.freeze({
	forest: 1,
	mountain: 1,
	steppe: 2,
	savanna: 3,
	water: 0,
	desert: 0,
}) as Chart;
