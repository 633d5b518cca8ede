/**
 * What an address brings a page (a `#hash`, `?q=`), read so that no link can break or freeze it
 * (issue 29): a malformed escape (`#100%`) is kept as typed instead of throwing, and a query is
 * cut to what a reader types (a crafted link of thousands of words froze the rulings page for
 * seconds; Rulings.astro cuts `?q=` to its box's maxlength, this limit). Kept apart from lookup.ts
 * so the scripts that need only these stay small.
 */

/** The most of a query read: characters (`?q=`, the filter's box, search) and words looked up (lookup.ts). */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_WORDS = 12;

/** `decodeURIComponent` that never throws: a malformed escape (`100%`, `%E0%A4%A`) is returned as it is. */
export function decodeOr(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
