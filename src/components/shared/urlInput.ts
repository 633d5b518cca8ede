/**
 * What an address brings a page (a `#hash`, `?q=`), read so that no link can break or freeze it
 * (issue 29): a malformed escape (`#100%`) is kept as typed instead of throwing, and a query is
 * cut to what a reader types (a crafted link of thousands of words froze the rulings page for
 * seconds). Kept apart from lookup.ts so the pages' first script stays small.
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

/** A query as the page shows it: spaces collapsed, at most MAX_QUERY_CHARS, cut between words. */
export function capQuery(query: string): string {
	const text = query.replace(/\s+/g, ' ').trim();
	if (text.length <= MAX_QUERY_CHARS) return text;
	const cut = text.slice(0, MAX_QUERY_CHARS + 1);
	const space = cut.lastIndexOf(' ');
	return (space > 0 ? cut.slice(0, space) : cut.slice(0, MAX_QUERY_CHARS)).trim();
}
