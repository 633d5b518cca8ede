/**
 * The tie examples written into the rules text (research/rulings.md §3.1.7), as presets of the tie
 * explorer (ties.machine.ts, TieExplorer widget), players A-D.
 */
import type { GuidedStep, TiePresetId } from '../keys';
import type { TieEvent, TieInput, TiePreset } from '../ties.machine';

const NO_HERDS = { A: [], B: [], C: [], D: [] };
const DEFAULT_AREA = { spaces: 5, counts: { A: 2, B: 2, C: 1, D: 0 } };
const DEFAULT_HERDS = { A: [4, 4], B: [11], C: [11], D: [9] };
const DEFAULT_MOST = { A: 3, B: 3, C: 1, D: 0 };

function preset(id: TiePresetId, focus: TiePreset['focus'], part: Partial<TiePreset['state']>): TiePreset {
	return { id, focus, state: { ...DEFAULT_AREA, herds: DEFAULT_HERDS, most: DEFAULT_MOST, ...part } };
}

/**
 * Rulebook numbers each preset must give (tests check them):
 * area tied 1st → 2 each; tied 2nd → 1 each; tied 3rd → 0; three tied 1st → 2 each; small monopoly 4,
 * big monopoly 5; herds: the example 7/7/5/3+3; own two largest 10+10; with another player's equal
 * herd 7+7 and 7; 2nd + 4th = 10; three herds tied at 4th → 1 each; 4/2: tied 1st 2 each, tied 2nd 0.
 */
export const TIE_PRESETS: readonly TiePreset[] = [
	preset('area-tie-first', 'area', { spaces: 5, counts: { A: 2, B: 2, C: 1, D: 0 } }),
	preset('area-tie-second', 'area', { spaces: 5, counts: { A: 2, B: 1, C: 0, D: 1 } }),
	preset('area-tie-third', 'area', { spaces: 8, counts: { A: 4, B: 2, C: 1, D: 1 } }),
	preset('area-three-first', 'area', { spaces: 9, counts: { A: 2, B: 2, C: 2, D: 1 } }),
	preset('area-monopoly', 'area', { spaces: 5, counts: { A: 0, B: 0, C: 3, D: 0 } }),
	preset('area-monopoly-full', 'area', { spaces: 4, counts: { A: 4, B: 0, C: 0, D: 0 } }),
	preset('herds-example', 'herds', { herds: { A: [4, 4], B: [11], C: [11], D: [9] } }),
	preset('herds-own-two', 'herds', { herds: { ...NO_HERDS, A: [10, 10], B: [7] } }),
	preset('herds-own-two-tied', 'herds', { herds: { ...NO_HERDS, A: [10, 10], B: [10] } }),
	preset('herds-second-fourth', 'herds', { herds: { ...NO_HERDS, A: [9, 5], B: [11], C: [6, 3] } }),
	preset('herds-three-fourth', 'herds', { herds: { A: [4, 4], B: [11], C: [11, 4], D: [9] } }),
	preset('most-tie-first', 'most', { most: { A: 3, B: 3, C: 1, D: 0 } }),
	preset('most-tie-second', 'most', { most: { A: 5, B: 2, C: 2, D: 0 } }),
];

export const TIE_START = 'area-tie-first';

/** Guided tie tour: step 0 is the first preset, then one PRESET event per further preset. */
export function tieExample(): { input: TieInput; steps: GuidedStep<TieEvent | null>[] } {
	const steps: GuidedStep<TieEvent | null>[] = TIE_PRESETS.map((p, i) => ({
		event: i === 0 ? null : { type: 'PRESET', id: p.id },
		narration: `ties.step.${p.id}`,
	}));
	return { input: { presets: TIE_PRESETS, start: TIE_START }, steps };
}
