/**
 * Pure helpers behind Rulings.astro, for any game: how a source is cited, how a "see also" link
 * is labelled (from the target page's own headings), topic grouping. Kept free of Astro so they
 * can be unit-tested.
 */
import type { GameRulings, Localized, Ruling, RulingLang, RulingSource } from '../../data/rulings';
import { sharedT } from '../../i18n/messages';
import { withBase } from '../../base';

/** Heading id of a topic, the same in both languages. */
export function topicId(topic: string): string {
	return `topic-${topic}`;
}

/**
 * A source as a reader would cite it: « Règle française, section « Vendre une carte » » /
 * "French rulebook, section “Card Auctions”". Quotes inside a section name become the other
 * style, so they never nest with the same marks.
 */
export function formatSource(lang: RulingLang, bookName: Localized, source: Pick<RulingSource, 'section'>): string {
	const section = lang === 'fr' ? source.section.replace(/«\s*/g, '“').replace(/\s*»/g, '”') : source.section.replace(/“/g, '‘').replace(/”/g, '’');
	return sharedT(lang)('rulings.source', { book: bookName[lang], section });
}

/** Absolute link to a rule heading: `/en/wildlife/scoring/#herds`. */
export function ruleHref(lang: RulingLang, game: string, page: string, anchor: string): string {
	return withBase(`/${lang}/${game}/${page}/#${anchor}`);
}

/** Markdown inline syntax to plain text: links, emphasis, code, HTML tags. */
function plainText(md: string): string {
	return md
		.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/<[^>]+>/g, '')
		.replace(/[*_`]/g, '')
		.trim();
}

export type PageHeadings = { title: string; headings: Record<string, string> };

/**
 * The title (frontmatter `title:`) and the headings with explicit ids (`## Se déplacer {#migrate}`)
 * of one MDX page, as plain text.
 */
export function readHeadings(mdx: string): PageHeadings {
	const front = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
	const rawTitle = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? '';
	const title = rawTitle.replace(/^(['"])(.*)\1$/, '$2');
	const headings: Record<string, string> = {};
	let inCode = false;
	for (const line of mdx.split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
		if (inCode) continue;
		const m = /^#{2,6}\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line);
		if (m?.[1] !== undefined && m[2] !== undefined) headings[m[2]] = plainText(m[1]);
	}
	return { title, headings };
}

/**
 * Link text of a "see also" target, from the target page's own headings: "Le tour de jeu › Se déplacer".
 * Returns undefined when the page or the heading does not exist (the caller must fail the build).
 */
export function seeAlsoLabel(page: PageHeadings | undefined, anchor: string): string | undefined {
	const section = page?.headings[anchor];
	if (!page || !section) return undefined;
	return `${page.title} › ${section}`;
}

/** Split an answer into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
	return text
		.split(/\n\s*\n/)
		.map((p) => p.trim())
		.filter((p) => p.length > 0);
}

/** The rulings grouped by the game's topics, in its order, empty topics left out. */
export function groupByTopic<T extends string, B extends string>(set: GameRulings<T, B>, only?: T): { topic: T; label: Localized; rulings: Ruling<T, B>[] }[] {
	return set.topics
		.filter((t) => only === undefined || t.id === only)
		.map((t) => ({ topic: t.id, label: t.label, rulings: set.rulings.filter((r) => r.topic === t.id) }))
		.filter((g) => g.rulings.length > 0);
}

/** The name of a book of the game, per language (throws on an unknown id: a data error). */
export function bookName<B extends string>(set: GameRulings<string, B>, id: B): Localized {
	const book = set.books.find((b) => b.id === id);
	if (!book) throw new Error(`Rulings of ${set.game}: unknown book "${id}"`);
	return book.name;
}
