/**
 * What every game's score sheet (src/machines/<game>/sheet.ts) reads its cells with: a typed cell
 * as a number, and the refusals collected while scoring, each tied to its field.
 */
import type { Refusal, RuleRef } from './types';

/** A refusal of the sheet, beside the field that caused it. */
export interface FieldRefusal<K extends string> extends Refusal<K> {
	field: string;
}

/** A typed cell: null when empty, NaN when not a whole number of at most four digits (a minus allowed). */
export function cellValue(raw: string): number | null {
	const s = raw.trim();
	if (s === '') return null;
	return /^-?\d{1,4}$/.test(s) ? Number(s) : Number.NaN;
}

/**
 * The refusals of one scoring: `refuse(field, key, rule, params)` adds one; `count(raw, field, rule)`
 * reads a whole count of 0 or more, or null (empty), and refuses anything else with `notCount`
 * (the game's message, which reads the typed text as `typed`).
 */
export function sheetRefusals<K extends string>(notCount: K) {
	const refusals: FieldRefusal<K>[] = [];
	const refuse = (field: string, key: K, rule: RuleRef, params?: Record<string, string | number>) => {
		refusals.push({ field, key, rule, ...(params ? { params } : {}) });
	};
	const count = (raw: string | undefined, field: string, rule: RuleRef): number | null => {
		const v = cellValue(raw ?? '');
		if (v === null) return null;
		if (Number.isNaN(v) || v < 0) {
			refuse(field, notCount, rule, { typed: (raw ?? '').trim() });
			return null;
		}
		return v;
	};
	return { refusals, refuse, count };
}
