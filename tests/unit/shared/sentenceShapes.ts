/**
 * The editors' broken shapes (issue 27) that a game's `sentences` test looks for in every sentence
 * it renders: one list, each game adding its own (tests/unit/<game>/sentences.test.ts).
 * `names`: words a capital may start after a mid-sentence colon (the example players, labels).
 */
export type Shape = [name: string, test: (s: string) => boolean];

export function brokenShapes(names: ReadonlySet<string>): Shape[] {
	return [
		['NaN, undefined, raw {param} or [key]', (s) => /NaN|undefined|\{[a-z_]+\}|\[[a-z]+\.[\w.]+\]/.test(s)],
		['“a” before 8, 11 or 18', (s) => /\b[aA] (8|11|18)\b/.test(s)],
		['« si il »', (s) => /\bsi il/.test(s)],
		['capital after a mid-sentence colon', (s) => [...s.matchAll(/\S\s?:\s(\p{Lu}[\p{L}’]*)/gu)].some((m) => !names.has(m[1]!))],
		['nested brackets', (s) => /\([^()]*\([^()]*\)[^()]*\)/.test(s)],
		['two colons in one clause', (s) => /:[^.;?!:()]*:/.test(s)],
	];
}
