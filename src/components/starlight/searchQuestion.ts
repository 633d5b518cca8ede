/**
 * The site search answering a question as a player types it. Pagefind returns only pages that
 * hold every word of a query, so « parcelles qui se touchent par un coin » found nothing. Here,
 * loaded with the search UI (lazyPagefindUI.ts) and put in front of Pagefind's `search` by
 * public/search/pagefind.js:
 *
 * - the little words are left out (lookup.ts, per language), and a word the site never writes
 *   is asked as the glossary's term ("defence" → "Defense");
 * - if no page holds every word left, the pages holding all but one, then all but two… down to
 *   half of them, best score first;
 * - each result's sections (sub-results) come by relevance, not in page order: a section whose
 *   heading holds the words first, then by Pagefind's score of the words in it;
 * - a section whose heading is a question (a ruling, a common question) shows the first sentence
 *   of its answer, with the words marked.
 */
import { fold, type LookupLang, matchRanges, parseQuery, partMatches, partPattern, type QueryPart, type Synonyms } from '../shared/lookup';

interface Location {
	weight: number;
	balanced_score: number;
	location: number;
}
interface SubResult {
	title: string;
	url: string;
	excerpt: string;
	locations: number[];
	weighted_locations: Location[];
	anchor?: { element: string; id: string; text?: string; location: number };
}
interface ResultData {
	url: string;
	raw_content?: string;
	content: string;
	sub_results: SubResult[];
}
interface Result {
	id: string;
	score: number;
	data: () => Promise<ResultData>;
}
interface Results {
	results: Result[];
	[key: string]: unknown;
}
export interface Pagefind {
	search(term: string, options?: unknown): Promise<Results | null>;
}

/** The words Pagefind is asked for: the reader's, less the little ones, a glossary synonym as its term. */
export function searchWords(term: string, lang: LookupLang, table: readonly Synonyms[]): { words: string[]; parts: QueryPart[] } {
	const parts = parseQuery(term, lang, table);
	// Pagefind folds and stems the reader's own words itself; a synonym the site never writes is asked as its term.
	const words = parts.map((p) => (p.concept && fold(p.concept.term) !== p.typed ? p.concept.term : p.raw));
	return { words, parts };
}

/** Every choice of `k` items of `list`, in order. */
export function combinations<T>(list: readonly T[], k: number): T[][] {
	if (k === 0) return [[]];
	if (list.length < k) return [];
	const [first, ...rest] = list as [T, ...T[]];
	return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

const MAX_WORDS = 8;

/** Search every word; failing that, every choice of one word fewer, and so on down to half the words. */
export async function searchMostWords(pagefind: Pagefind, words: readonly string[], options: unknown): Promise<Results | null> {
	const list = words.slice(0, MAX_WORDS);
	const all = await pagefind.search(list.join(' '), options);
	if (!all || all.results.length || list.length < 2) return all;
	for (let k = list.length - 1; k * 2 >= list.length && k >= 1; k--) {
		const found = (await Promise.all(combinations(list, k).map((c) => pagefind.search(c.join(' '), options)))).filter(
			(r): r is Results => !!r && r.results.length > 0,
		);
		if (!found.length) continue;
		const best = new Map<string, Result>();
		for (const r of found) for (const result of r.results) if ((best.get(result.id)?.score ?? -1) < result.score) best.set(result.id, result);
		const first = found.reduce((a, b) => (b.results.length > a.results.length ? b : a));
		return { ...first, results: [...best.values()].sort((a, b) => b.score - a.score) };
	}
	return all;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeHtml = (s: string) =>
	s
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&#0?39;|&#x27;/g, "'")
		.replace(/&amp;/g, '&');

/** `text` as HTML with the parts marked (<mark>). */
export function markHtml(text: string, parts: readonly QueryPart[]): string {
	const ranges = matchRanges(text, parts).sort((a, b) => a[0] - b[0]);
	let html = '';
	let at = 0;
	for (const [start, end] of ranges) {
		if (start < at) continue;
		html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
		at = end;
	}
	return html + escapeHtml(text.slice(at));
}

const QUESTION = /[?？]\s*$/;
const SENTENCE_END = /[.!?…](?:[»”"’)]*)$/;

/**
 * The first sentence of the answer under a question heading, from the page's words (Pagefind
 * counts words split on white space; the heading starts at `anchor.location`). A first sentence
 * of fewer than four words ("Yes.", « Notre lecture : non. ») takes the next one with it; at most 40 words.
 */
export function firstSentence(words: readonly string[], anchor: { text?: string; location: number }): string | undefined {
	const headingWords = (anchor.text ?? '').split(/\s+/).filter(Boolean).length;
	const start = anchor.location + headingWords;
	const out: string[] = [];
	let said = 0;
	for (let i = start; i < words.length && out.length < 40; i++) {
		const w = words[i] as string;
		out.push(w);
		if (/[\p{L}\p{N}]/u.test(w)) said++;
		if (SENTENCE_END.test(w) && said >= 4) break;
	}
	if (!out.length) return undefined;
	const text = out.join(' ');
	return SENTENCE_END.test(text) ? text : `${text} …`;
}

/**
 * Sections by relevance: the page's own section stays first, and the page title's (`#_top`,
 * Starlight's h1) is dropped, the result itself standing for it; then the sections holding the most
 * of the question's words, a word in the heading counting twice; then those whose heading holds the
 * most; then Pagefind's score of the words in them. `words` are the page's words as Pagefind counts
 * them (its locations index them). Only the best `keep` are kept: Pagefind's UI shows three, and
 * when given more it picks them by number of words found, not by this order.
 */
export function rankSubResults(subs: readonly SubResult[], pageUrl: string, parts: readonly QueryPart[], words: readonly string[] = [], keep = 3): SubResult[] {
	const patterns = parts.map(partPattern);
	const inHeading = (s: SubResult) => patterns.map((p) => partMatches(fold(s.title), p));
	const covered = (s: SubResult, heading: boolean[]) =>
		patterns.filter((p, k) => heading[k] || s.locations.some((l) => partMatches(fold(words[l] ?? ''), p))).length;
	const score = (s: SubResult) => s.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
	const root = subs[0] && subs[0].url === pageUrl ? [subs[0]] : [];
	const rest = subs
		.slice(root.length)
		.filter((s) => s.anchor?.id !== '_top')
		.map((s, i) => {
			const heading = inHeading(s);
			const hits = heading.filter(Boolean).length;
			return { s, i, weight: covered(s, heading) + hits, hits, score: score(s) };
		});
	rest.sort((a, b) => b.weight - a.weight || b.hits - a.hits || b.score - a.score || a.i - b.i);
	return [...root, ...rest.slice(0, keep).map((r) => r.s)];
}

/** A result's data, its sections ranked and each question's answer begun. */
export function improveResult(data: ResultData, parts: readonly QueryPart[]): ResultData {
	const words = unescapeHtml(data.raw_content ?? data.content).split(/[\r\n\s]+/g);
	const subs = rankSubResults(data.sub_results ?? [], data.url, parts, words).map((s) => {
		if (!s.anchor || !QUESTION.test(s.title)) return s;
		const sentence = firstSentence(words, s.anchor);
		return sentence ? { ...s, excerpt: markHtml(sentence, parts) } : s;
	});
	return { ...data, sub_results: subs };
}

/** How many of Pagefind's first results are re-ranked by their headings (their data is loaded for it). */
const RERANK = 6;

/** The most parts one heading of a result holds (its sections' titles, the page's own included). */
export function headingHits(data: Pick<ResultData, 'sub_results'>, parts: readonly QueryPart[]): number {
	const patterns = parts.map(partPattern);
	return Math.max(0, ...(data.sub_results ?? []).map((s) => patterns.filter((p) => partMatches(fold(s.title), p)).length));
}

/**
 * Pagefind's `search`, answering questions (installed by lazyPagefindUI.ts through public/search/pagefind.js).
 * Its first RERANK results are put in order of the most query words one of their headings holds
 * (a ruling whose question has them, before a chapter that only uses the words often: "can I put
 * an animal on the geyser" listed the Geyser Park variant first), Pagefind's order among equals.
 */
export function questionSearch(lang: LookupLang, table: readonly Synonyms[]) {
	return async (pagefind: Pagefind, term: string, options: unknown): Promise<Results | null> => {
		const { words, parts } = searchWords(term, lang, table);
		const results = await searchMostWords(pagefind, words.length ? words : [term], options);
		if (!results) return results;
		const improved = results.results.map((r) => {
			let data: Promise<ResultData> | undefined;
			return { ...r, data: () => (data ??= r.data().then((d) => improveResult(d, parts))) };
		});
		const head = await Promise.all(improved.slice(0, RERANK).map(async (r, i) => ({ r, i, hits: headingHits(await r.data(), parts) })));
		head.sort((a, b) => b.hits - a.hits || a.i - b.i);
		return { ...results, results: [...head.map((h) => h.r), ...improved.slice(RERANK)] };
	};
}
