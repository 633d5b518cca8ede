/**
 * Looking words up the way a player types them, shared by the rulings filter (Rulings.astro) and
 * the site search (lazyPagefindUI.ts): accents and case folded (« égalité » = "egalite"), whole
 * words and word beginnings only ("tie" finds "ties", "tied", never "abilities" or « partie »),
 * each game's synonyms from its glossary (src/data/<game>/glossary.ts: a concept's `term`,
 * `forbidden` and `synonyms` are equivalent for looking up), and the little words of a question
 * left out (« qui », « se », « par », "can", "the"), so a question typed in full still finds its
 * answer. Pure functions, no DOM: unit-tested in tests/unit/shared/lookup.test.ts.
 */
import type { Glossary } from '../../data/glossary';
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS } from './urlInput';

export type LookupLang = 'fr' | 'en';

const MARKS = /\p{M}/gu;
const LETTERS = '[\\p{L}\\p{N}]';
const WORD = /[\p{L}\p{N}]+/gu;
/** A word as typed: letters with their combining accents, or digits. */
const RAW_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Lower case, accents off, typographic apostrophes as "'", ligatures undone: « L’Égalité » → "l'egalite", « ex æquo » → "ex aequo". */
export function fold(text: string): string {
	return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/[’‘ʼ]/g, "'").replace(/æ/g, 'ae').replace(/œ/g, 'oe');
}

/**
 * `fold` with, for each folded character, the index of the character of `text` it comes from
 * (one more entry at the end: text.length), so a match in the folded text can be marked in the original.
 */
export function foldWithMap(text: string): { folded: string; map: number[] } {
	let folded = '';
	const map: number[] = [];
	for (let i = 0; i < text.length; i++) {
		const f = fold(text[i] ?? '');
		for (let k = 0; k < f.length; k++) map.push(i);
		folded += f;
	}
	map.push(text.length);
	return { folded, map };
}

/** The folded words of a text. */
export function wordsOf(text: string): string[] {
	return fold(text).match(WORD) ?? [];
}

/**
 * Words of a question that say nothing about the rules (folded). Elided forms are split off
 * by `wordsOf` (« l’eau » → "l", "eau"), so the single letters are here too. Numbers never are.
 */
export const STOP_WORDS: Record<LookupLang, ReadonlySet<string>> = {
	fr: new Set(
		(
			'a au autre autres aux avec c ce ces cet cette d de des du elle elles en est et etre il ils j je l la le les leur leurs lui m ma mais me mes moi mon ' +
			'n ne nos notre nous on ou par pas peut peuvent peux puis pour qu que quel quelle quelles quels qui quoi s sa se ses si son sont sur ' +
			't ta te tes toi ton tu un une vos votre vous y comment quand combien doit dois doivent faut ca cela ceci ' +
			'dans alors lorsque lorsqu faire fait fais arrive droit possible oui non ok bien ' +
			'dit dire regle regles'
		).split(' '),
	),
	en: new Set(
		(
			'a an and are as at be by can could did do does for from has have how i if in into is it its me my of on or our should so ' +
			'than that the their them then there these they this those to was we were what when where which who whom why will with would you your may might must ' +
			'am allowed able any anyone anything happen happens happened ok okay possible also just ever ' +
			'im ive id dont doesnt cant isnt arent rule rules say says said'
		).split(' '),
	),
};

/**
 * Question words (folded, all of them stop words): typed, they say what kind of answer is wanted
 * (« combien » a number, "when" a moment), and a ruling whose question opens the same way ranks a
 * little higher (rankEntries). « Où » is told from « ou » by its accent, as typed.
 */
const QUESTION_WORDS: Record<LookupLang, ReadonlySet<string>> = {
	fr: new Set('combien quand qui comment pourquoi quel quelle quels quelles où'.split(' ')),
	en: new Set('how when who where which why what whom'.split(' ')),
};

/** The question words of a query (folded; « où » kept as typed). */
export function questionForms(query: string, lang: LookupLang): string[] {
	const raw = (query.slice(0, MAX_QUERY_CHARS).match(RAW_WORD) ?? []).map((w) => w.normalize('NFC').toLowerCase());
	return [...new Set(raw.map((w) => (w === 'où' ? w : fold(w))).filter((w) => QUESTION_WORDS[lang].has(w)))];
}

const ENDINGS: Record<LookupLang, readonly string[]> = {
	fr: ['issements', 'issement', 'ements', 'ement', 'issent', 'aient', 'ees', 'ent', 'ons', 'ez', 'ee', 'er', 's', 'x'],
	en: ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ion', 'es', 'ed', 's', 'e', 'y'],
};

/**
 * A word of 5 letters or more less its grammatical endings (two at most), so that it finds the
 * word's other forms as a word beginning (« touchent » → "touch": touche, toucher; "abilities" →
 * "abilit": ability; "rotated", "rotation" → "rotat"; "placement" → "plac": placing). At least 4
 * letters are kept; shorter words are left whole ("ties", "coin"). A French final e stays
 * (« partie » must not find « partir »); English loses it ("place" → "plac": placing, placed).
 */
export function stem(word: string, lang: LookupLang): string {
	if (word.length < 5 || /\d/.test(word)) return word;
	let out = word;
	for (let pass = 0; pass < 2; pass++) {
		const ending = ENDINGS[lang].find((e) => out.endsWith(e) && out.length - e.length >= 4);
		if (!ending) break;
		out = out.slice(0, -ending.length);
		if (lang === 'fr' || out.length < 5) break;
	}
	return out;
}

/** A concept's spellings for looking up: each a list of folded words ("two players" → ['two', 'players']). */
export type Spellings = string[][];

/** A concept of a game's glossary as looked up: the word the site writes, and every spelling of it (the term's first). */
export interface Synonyms {
	term: string;
	spellings: Spellings;
}

/**
 * One language's synonym table from a game's glossary: each concept with more than one spelling,
 * its `term`, `forbidden` and `synonyms` folded. Small enough to embed in a page.
 */
export function synonymTable(glossary: Glossary | undefined, lang: LookupLang): Synonyms[] {
	const table: Synonyms[] = [];
	for (const entry of glossary ?? []) {
		const word = entry[lang];
		const all = [word.term, ...(word.forbidden ?? []), ...(word.synonyms ?? [])].map(wordsOf).filter((w) => w.length > 0);
		const unique = [...new Map(all.map((w) => [w.join(' '), w])).values()];
		if (unique.length > 1) table.push({ term: word.term, spellings: unique });
	}
	return table;
}

/** What one part of a query may match: any of its spellings (the last word of each as a word beginning). */
export interface QueryPart {
	/** What the reader typed for this part (folded). */
	typed: string;
	/** The same, as typed (accents and case kept). */
	raw: string;
	spellings: Spellings;
	/** The glossary concept the typed words name, if any (search asks for its term). */
	concept?: Synonyms;
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** Does the typed word name this single-word spelling? The same word, a beginning of it (4 letters or more), or it plus a plural ending. */
function namesSpelling(typed: string, spelling: string, lang: LookupLang): boolean {
	if (typed === spelling || stem(typed, lang) === stem(spelling, lang)) return true;
	if (typed.length >= 4 && spelling.startsWith(typed)) return true;
	return typed.startsWith(spelling) && typed.length - spelling.length <= 2 && /^(s|es|x)$/.test(typed.slice(spelling.length));
}

/**
 * A query as the parts that must each match: the reader's words less the little ones (all of
 * them if nothing else is left), a run of words that spells a glossary concept taken together,
 * and each part widened to its concept's other spellings.
 */
export function parseQuery(query: string, lang: LookupLang, table: readonly Synonyms[] = []): QueryPart[] {
	// What a reader types, no more (a crafted `?q=` of thousands of words froze the page): the
	// first MAX_QUERY_CHARS characters, and of their words the first MAX_QUERY_WORDS.
	const all = (query.slice(0, MAX_QUERY_CHARS).match(RAW_WORD) ?? []).map((raw) => ({ raw, word: fold(raw) }));
	const content = all.filter((t) => !STOP_WORDS[lang].has(t.word));
	const tokens = (content.length ? content : all).slice(0, MAX_QUERY_WORDS);
	const words = tokens.map((t) => t.word);
	const parts: QueryPart[] = [];
	for (let i = 0; i < words.length; ) {
		// The longest run of two or more words that is one of a concept's spellings.
		let run: { length: number; concept: Synonyms } | undefined;
		for (const concept of table) {
			for (const spelling of concept.spellings) {
				if (spelling.length < 2 || (run && spelling.length <= run.length)) continue;
				if (sameWords(words.slice(i, i + spelling.length), spelling)) run = { length: spelling.length, concept };
			}
		}
		const length = run?.length ?? 1;
		const typed = words.slice(i, i + length).join(' ');
		const raw = tokens
			.slice(i, i + length)
			.map((t) => t.raw)
			.join(' ');
		i += length;
		if (run) {
			parts.push({ typed, raw, spellings: run.concept.spellings, concept: run.concept });
			continue;
		}
		const spellings: Spellings = [[stem(typed, lang)]];
		let named: Synonyms | undefined;
		for (const concept of table) {
			if (!concept.spellings.some((s) => s.length === 1 && namesSpelling(typed, s[0] as string, lang))) continue;
			named ??= concept;
			for (const s of concept.spellings) if (!spellings.some((t) => sameWords(t, s))) spellings.push(s);
		}
		parts.push(named ? { typed, raw, spellings, concept: named } : { typed, raw, spellings });
	}
	return parts;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression (flags gu) over folded text for one part: a spelling's words as whole
 * words, the last one as a word beginning, running to the end of that word (what gets marked).
 */
export function partPattern(part: QueryPart): RegExp {
	const alternatives = part.spellings.map((s) => s.map(escapeRegExp).join(`[^\\p{L}\\p{N}]+`));
	return new RegExp(`(?<!${LETTERS})(?:${alternatives.join('|')})${LETTERS}*`, 'gu');
}

/** Does a folded text contain this part? */
export function partMatches(foldedText: string, pattern: RegExp): boolean {
	pattern.lastIndex = 0;
	return pattern.test(foldedText);
}

export interface Lookup {
	/** Indices of the texts that match. */
	found: number[];
	/** True when no text has every part: `found` are then the texts with the most parts (at least half of them). */
	partial: boolean;
}

/**
 * The texts (folded) that match a query: those with every part; failing that, those with the
 * most parts, if that is at least half of them. No part: every text.
 */
export function lookUp(foldedTexts: readonly string[], parts: readonly QueryPart[]): Lookup {
	if (!parts.length) return { found: foldedTexts.map((_, i) => i), partial: false };
	const patterns = parts.map(partPattern);
	const counts = foldedTexts.map((t) => patterns.filter((p) => partMatches(t, p)).length);
	const best = Math.max(0, ...counts);
	const partial = best < parts.length;
	if (best === 0 || (partial && best * 2 < parts.length)) return { found: [], partial };
	return { found: counts.flatMap((c, i) => (c === best ? [i] : [])), partial };
}

/** A question and its answer, folded: what the rulings filter ranks. */
export interface Entry {
	question: string;
	body: string;
}

/** How many questions a look-up shows at most when none has every word (the closest first). */
export const CLOSEST_SHOWN = 5;

/** Where a spelling starts in a list of words: its words in a row, the last as a word beginning (or whole, if `exact`). */
function positions(words: readonly string[], spellings: Spellings, exact: boolean): number[] {
	const at: number[] = [];
	for (let i = 0; i < words.length; i++) {
		const found = spellings.some((s) =>
			s.every((w, j) => {
				const word = words[i + j];
				return word !== undefined && (j < s.length - 1 || exact ? word === w : word.startsWith(w));
			}),
		);
		if (found) at.push(i);
	}
	return at;
}

/** An entry as words (kept for the next look-up: the filter ranks the same entries at each key). */
const entryWords = new WeakMap<Entry, { question: string[]; body: string[] }>();
function wordsOfEntry(e: Entry): { question: string[]; body: string[] } {
	let w = entryWords.get(e);
	if (!w) {
		w = { question: e.question.match(WORD) ?? [], body: e.body.match(WORD) ?? [] };
		entryWords.set(e, w);
	}
	return w;
}

/**
 * The entries that answer a query, best first. Each part found counts for how rare it is among
 * the entries (a word every answer has, "tile" on Planet's rulings, says little), twice in the
 * question, and a little more for each further use in the answer; the word as typed counts a
 * little more than a synonym or another form of it. Two parts typed one after the other and
 * close together in a question (three words apart at most) count again, as does a question word
 * typed that the question has ("when", « combien »); a question whose words are mostly those
 * typed gains, and among equals the shorter question, then page order, comes first. Shown: every
 * entry with every part, and those scoring at least half the best; when none has every part
 * (`partial`), at most CLOSEST_SHOWN of the closest. No part: every entry, in page order.
 */
export function rankEntries(entries: readonly Entry[], parts: readonly QueryPart[], lang: LookupLang, forms: readonly string[] = []): Lookup {
	if (!parts.length) return { found: entries.map((_, i) => i), partial: false };
	// The words as typed (the last one's stem), and every spelling as whole words.
	const typed = parts.map((p) => p.typed.split(' '));
	const literal = typed.map((t): Spellings => [t.map((w, i) => (i === t.length - 1 ? stem(w, lang) : w))]);
	const whole = parts.map((p, k): Spellings => [typed[k] as string[], ...p.spellings.slice(1)]);
	const matches = entries.map((e) => {
		const w = wordsOfEntry(e);
		return parts.map((p, k) => {
			const inQuestion = positions(w.question, p.spellings, false);
			const inBody = positions(w.body, p.spellings, false).length;
			let hit = 0;
			if (inQuestion.length) {
				hit = (positions(w.question, literal[k] as Spellings, false).length ? 2 : 1.7) + (positions(w.question, whole[k] as Spellings, true).length ? 0.2 : 0);
				hit += Math.min(inBody, 3) * 0.05;
			} else if (inBody) hit = (positions(w.body, literal[k] as Spellings, false).length ? 1 : 0.85) + Math.min(inBody - 1, 3) * 0.1;
			return { hit, at: inQuestion };
		});
	});
	const rarity = parts.map((_, k) => {
		const df = matches.filter((m) => (m[k]?.hit ?? 0) > 0).length;
		return df ? Math.log(1 + entries.length / df) : 0;
	});
	const scores = matches.map((m, i) => {
		const question = wordsOfEntry(entries[i] as Entry).question;
		let score = m.reduce((sum, { hit }, k) => sum + hit * (rarity[k] ?? 0), 0);
		if (!score) return 0;
		for (let k = 0; k + 1 < m.length; k++) {
			const [a, b] = [m[k]?.at ?? [], m[k + 1]?.at ?? []];
			if (a.some((x) => b.some((y) => x !== y && Math.abs(x - y) <= 4))) score += Math.min(rarity[k] ?? 0, rarity[k + 1] ?? 0) + 0.5;
		}
		score += forms.filter((f) => question.includes(fold(f))).length * 0.8;
		const inQuestion = m.filter(({ at }) => at.length > 0).length;
		const words = question.filter((w) => w.length > 2).length;
		return score * (1 + (0.5 * inQuestion) / Math.max(words, 1));
	});
	const counts = matches.map((m) => m.filter(({ hit }) => hit > 0).length);
	const length = entries.map((e) => e.question.length);
	const order = entries
		.map((_, i) => i)
		.filter((i) => (scores[i] ?? 0) > 0)
		.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (length[a] ?? 0) - (length[b] ?? 0) || a - b);
	const first = order[0];
	if (first === undefined) return { found: [], partial: true };
	const best = scores[first] ?? 0;
	const full = order.filter((i) => counts[i] === parts.length).length;
	const kept = order.filter((i) => counts[i] === parts.length || (scores[i] ?? 0) * 2 >= best);
	return { found: full ? kept : kept.slice(0, CLOSEST_SHOWN), partial: full === 0 };
}

/**
 * A game's look-up synonyms (src/data/<game>/lookup.ts): groups of words a player may type for
 * the same thing ("rotate", "turn", "flip"), the first being the word the site writes (search
 * asks for it), as a synonym table. Unlike a glossary's synonyms, these are not forbidden in the
 * site's text: they only widen a look-up.
 */
export function lookupTable(groups: readonly (readonly string[])[] | undefined): Synonyms[] {
	return (groups ?? [])
		.map((group) => ({ term: group[0] ?? '', spellings: group.map(wordsOf).filter((w) => w.length > 0) }))
		.filter((g) => g.spellings.length > 1);
}

/** Where the parts occur in one text, as [start, end) ranges of the ORIGINAL text (for marking). */
export function matchRanges(text: string, parts: readonly QueryPart[]): [number, number][] {
	const { folded, map } = foldWithMap(text);
	const ranges: [number, number][] = [];
	for (const part of parts) {
		for (const m of folded.matchAll(partPattern(part))) {
			const start = m.index ?? 0;
			ranges.push([map[start] ?? 0, map[start + m[0].length] ?? text.length]);
		}
	}
	return ranges;
}
