/**
 * The step of a walkthrough lives in the page URL as `?<widgetId>=<n>` (1-based), so a teacher
 * can send "step 4 of the auction example". Pure helpers, tested in tests/unit/shared.
 */
export type StepRead = { kind: 'absent' } | { kind: 'ok'; index: number } | { kind: 'invalid'; value: string };

/**
 * What of an invalid value the notice may quote: a short plain word or number (`abc`, `-2`, `99`);
 * anything else (markup, a long string) is not repeated, the notice then names no value.
 */
export function quotable(value: string): string {
	const v = value.trim();
	return /^[\p{L}\p{N} .,+-]{1,12}$/u.test(v) ? v : '';
}

/** Reads the 0-based step index for `id` from a query string; invalid values are reported, never thrown. */
export function readStep(search: string, id: string, total: number): StepRead {
	const value = new URLSearchParams(search).get(id);
	if (value === null) return { kind: 'absent' };
	const trimmed = value.trim();
	if (!/^\d{1,6}$/.test(trimmed)) return { kind: 'invalid', value: quotable(value) };
	const n = Number(trimmed);
	if (n < 1 || n > total) return { kind: 'invalid', value: quotable(value) };
	return { kind: 'ok', index: n - 1 };
}

/** The query string with `id` set to the 1-based step (removed for step 1, to keep links clean). */
export function writeStep(search: string, id: string, index: number): string {
	const params = new URLSearchParams(search);
	if (index <= 0) params.delete(id);
	else params.set(id, String(index + 1));
	const s = params.toString();
	return s ? `?${s}` : '';
}

/** Clamp an index into [0, total - 1]. */
export function clampStep(index: number, total: number): number {
	return Math.max(0, Math.min(total - 1, index));
}

/** A link to step `index` of widget `id` that lands on it: `?<id>=<n>#<id>` (other parameters kept). */
export function stepLink(search: string, id: string, index: number): string {
	return `${writeStep(search, id, index)}#${id}`;
}

/** The value of `?<id>=` that opens a widget in try-it mode (`?<id>=try#<id>`). */
export const TRY_VALUE = 'try';

/** True when the query asks for widget `id` in try-it mode. */
export function readTry(search: string, id: string): boolean {
	return new URLSearchParams(search).get(id)?.trim().toLowerCase() === TRY_VALUE;
}

/** The query string with widget `id` in try-it mode (other parameters kept). */
export function writeTry(search: string, id: string): string {
	const params = new URLSearchParams(search);
	params.set(id, TRY_VALUE);
	return `?${params.toString()}`;
}
