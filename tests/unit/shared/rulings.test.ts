/**
 * What every game's rulings and pages share, for every ready game from the registry (no per-game
 * copies; a game's own file keeps what is its own: its rule anchors, its open points, its numbers):
 * - rulings: unique slug-like ids, complete in both languages, citing the game's books with a
 *   section, a "see also" that lands on a heading in both languages, every topic covered, each
 *   language's typography, a source never shown as a file id or a line;
 * - pages: the registry's chapters in both languages, the same heading ids in the same order (each
 *   once), no heading with a widget's id, and every link a page makes to a chapter of its game
 *   stays in its language and lands on a heading, a ruling, or a widget the target page embeds.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../../src/games';
import { typo } from '../../../src/i18n/typography.mjs';
import type { GameRulings } from '../../../src/data/rulings';
import { bookName, formatSource, groupByTopic, paragraphs, readHeadings, ruleHref, seeAlsoLabel, topicId } from '../../../src/components/shared/rulings';

const root = join(__dirname, '../../..');
const docs = join(root, 'src/content/docs');
const LANGS = ['fr', 'en'] as const;
const mdxOf = (lang: string, game: string) =>
	Object.fromEntries(
		readdirSync(join(docs, lang, game))
			.filter((f) => f.endsWith('.mdx'))
			.map((f) => [f.replace(/\.mdx$/, ''), readFileSync(join(docs, lang, game, f), 'utf8')]),
	);
/** Headings of every page of a game in one language, read from its MDX (the same source as the component). */
function pagesOf(lang: 'fr' | 'en', game: string) {
	return Object.fromEntries(Object.entries(mdxOf(lang, game)).map(([page, text]) => [page, readHeadings(text)]));
}
/** A page's heading ids in order (levels 2 to 6, `{#id}`). */
const headingOrder = (mdx: string): string[] => [...mdx.matchAll(/^#{2,6}\s.*\{#([^}\s]+)\}\s*$/gm)].map((m) => m[1]!);
/** A widget's id as its component declares it (`WIDGET_ID = '…'`, or `<NAME>_ID = '…'` when a file holds several widgets). */
const WIDGET_ID = /\b[A-Z]+(?:_[A-Z]+)*_ID = '([a-z0-9-]+)'/g;
/** Every widget id a game declares (under src/components/<game>/). */
function widgetIds(game: string): string[] {
	const dir = join(root, 'src/components', game);
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => /\.tsx?$/.test(f))
		.flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(WIDGET_ID)].map((m) => m[1]!));
}
/** The widget ids a page embeds: those declared by the game's components it imports, or by what they import from their folder. */
function embedded(game: string, page: string): string[] {
	const dir = join(root, 'src/components', game);
	const file = (name: string) => [`${name}.tsx`, `${name}.ts`].map((f) => join(dir, f)).find((f) => existsSync(f));
	const seen = new Set<string>();
	const visit = (f: string | undefined): string[] => {
		if (!f || seen.has(f)) return [];
		seen.add(f);
		const text = readFileSync(f, 'utf8');
		return [...[...text.matchAll(WIDGET_ID)].map((w) => w[1]!), ...[...text.matchAll(/from '\.\/([A-Za-z0-9_-]+)'/g)].flatMap((d) => visit(file(d[1]!)))];
	};
	return [...page.matchAll(new RegExp(`from '~/components/${game}/([A-Za-z0-9_-]+)'`, 'g'))].flatMap((m) => visit(file(m[1]!)));
}

/** Every ready game's rulings, from the registry (src/games.ts `rulings`): a game without them fails here. */
// biome-ignore lint/suspicious/noExplicitAny: any game's topics and books
const SETS: GameRulings<any, any>[] = await Promise.all(
	READY_GAMES.map(async (g) => {
		if (!g.rulings) throw new Error(`${g.slug} is ready but names no rulings in src/games.ts`);
		return (await import(join(root, g.rulings.module)))[g.rulings.exportName];
	}),
);

const nonEmpty = (s: string) => s.trim().length > 0;

describe.each(SETS.map((s) => [s.game, s] as const))('rulings of %s', (game, set) => {
	const pages = { fr: pagesOf('fr', game), en: pagesOf('en', game) };

	it('has unique, slug-like ids that are not topic ids', () => {
		const ids = set.rulings.map((r) => r.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
		for (const id of ids) expect(id.startsWith('topic-'), id).toBe(false);
	});

	it.each(set.rulings.map((r) => [r.id, r] as const))('%s is complete, cites known books and links to real headings', (_id, r) => {
		expect(set.topics.map((t) => t.id)).toContain(r.topic);
		expect(nonEmpty(r.question.fr) && nonEmpty(r.question.en)).toBe(true);
		expect(nonEmpty(r.answer.fr) && nonEmpty(r.answer.en)).toBe(true);
		expect(r.sources.length).toBeGreaterThan(0);
		expect(r.seeAlso.length, 'a ruling links to the rule it reads').toBeGreaterThan(0);
		for (const s of r.sources) {
			expect(set.books.map((b) => b.id)).toContain(s.book);
			expect(nonEmpty(s.section)).toBe(true);
			if (s.line !== undefined) expect(s.line).toMatch(/^L\d+(-\d+)?(, L\d+(-\d+)?)*$/);
		}
		if (r.differs) {
			for (const b of set.books) expect(nonEmpty(r.differs.says[b.id]?.fr ?? '') && nonEmpty(r.differs.says[b.id]?.en ?? '')).toBe(true);
			for (const part of [r.differs.follow, r.differs.why]) expect(nonEmpty(part.fr) && nonEmpty(part.en)).toBe(true);
			// Where the books differ, each of them is cited.
			for (const b of set.books)
				expect(
					r.sources.some((s) => s.book === b.id),
					`${r.id} cites ${b.id}`,
				).toBe(true);
		}
		for (const s of r.seeAlso) {
			for (const lang of ['fr', 'en'] as const) {
				expect(seeAlsoLabel(pages[lang][s.page], s.anchor), `${lang}/${s.page}#${s.anchor}`).toBeDefined();
			}
		}
		// a source is cited by the rulebook's name and its section, never a file id or a line
		for (const s of r.sources) for (const lang of LANGS) expect(formatSource(lang, bookName(set, s.book), s)).not.toMatch(/\b00\d\b|\bL\d+|\bl\. \d/);
	});

	it('covers every topic, each ruling once, in the data order', () => {
		for (const t of set.topics) expect(groupByTopic(set, t.id).length, t.id).toBe(1);
		const listed = groupByTopic(set).flatMap((g) => g.rulings.map((r) => r.id));
		expect([...listed].sort()).toEqual(set.rulings.map((r) => r.id).sort());
		for (const t of set.topics) expect(groupByTopic(set, t.id)[0]!.rulings).toEqual(set.rulings.filter((r) => r.topic === t.id));
	});

	it('reads with each language’s typography (nothing left for Typograf to change)', () => {
		const texts = set.rulings.flatMap((r) => [r.question, r.answer, ...(r.differs ? [...Object.values(r.differs.says), r.differs.follow, r.differs.why] : [])]);
		const bad = texts.flatMap((t) =>
			(['fr', 'en'] as const).flatMap((lang) =>
				t[lang].split('\n\n').flatMap((p) => (typo(p, lang) === p ? [] : [`${lang}: ${p.slice(0, 80)} → ${typo(p, lang).slice(0, 80)}`])),
			),
		);
		expect(bad).toEqual([]);
	});
});

describe.each(READY_GAMES.map((g) => [g.slug, g] as const))('pages of %s', (game, g) => {
	const mdx = { fr: mdxOf('fr', game), en: mdxOf('en', game) };
	const heads = { fr: pagesOf('fr', game), en: pagesOf('en', game) };
	const rulingIds = new Set(SETS.find((s) => s.game === game)?.rulings.map((r) => r.id));

	it('are the chapters of the registry, the same in both languages', () => {
		const chapters = g.chapters.map((c) => c || 'index').sort();
		for (const lang of LANGS) expect(Object.keys(mdx[lang]).sort(), lang).toEqual(chapters);
	});

	it('have the same heading ids, in the same order, in French and English, each once', () => {
		for (const page of Object.keys(mdx.fr)) {
			const fr = headingOrder(mdx.fr[page]!);
			expect(headingOrder(mdx.en[page] ?? ''), page).toEqual(fr);
			expect(new Set(fr).size, `${page}: a heading id twice`).toBe(fr.length);
		}
	});

	it('link to their game’s chapters in their own language, landing on a heading, a ruling or a widget’s step', () => {
		const links = LANGS.flatMap((lang) =>
			Object.entries(mdx[lang]).flatMap(([page, text]) =>
				[...text.matchAll(new RegExp(`\\]\\(/(fr|en)/${game}/([a-z-]*)/?(\\?[^#)]*)?(?:#([a-z0-9-]+))?\\)`, 'g'))].map((m) => ({ lang, page, m })),
			),
		);
		expect(links.length, 'the chapters link to each other').toBeGreaterThan(0);
		const bad = links.flatMap(({ lang, page, m }) => {
			const [link, linkLang, target = '', query, anchor] = m;
			const to = target || 'index';
			const at = `${lang}/${page} → ${link}`;
			if (linkLang !== lang) return [`${at}: the other language`];
			if (mdx[lang][to] === undefined) return [`${at}: no such chapter`];
			if (!anchor || heads[lang][to]?.headings[anchor] !== undefined) return [];
			if (to === 'rulings' && rulingIds.has(anchor)) return [];
			// A widget's step link (?<widget-id>=<n>#<widget-id>) lands on that widget, embedded by the page.
			if (query && !new URLSearchParams(query.slice(1)).has(anchor)) return [`${at}: the step is not the widget's`];
			if (embedded(game, mdx[lang][to]!).includes(anchor)) return [];
			return [`${at}: no heading, ruling or widget #${anchor} there`];
		});
		expect(bad).toEqual([]);
	});

	it('give no heading the id of a widget on the same page (the widget’s element carries it)', () => {
		expect(widgetIds(game).length, 'the game declares its widgets’ ids').toBeGreaterThan(0);
		const clashes = LANGS.flatMap((lang) =>
			Object.entries(mdx[lang]).flatMap(([page, text]) =>
				headingOrder(text)
					.filter((id) => embedded(game, text).includes(id))
					.map((id) => `${lang}/${page}#${id}`),
			),
		);
		expect(clashes).toEqual([]);
	});

	it('in-page links of the rulings page point at a ruling or a heading', () => {
		for (const lang of LANGS) {
			const text = mdx[lang].rulings;
			if (text === undefined) continue;
			for (const m of text.matchAll(/\]\(#([a-z0-9-]+)\)/g))
				expect(rulingIds.has(m[1]!) || heads[lang].rulings?.headings[m[1]!] !== undefined, `${lang}/rulings#${m[1]}`).toBe(true);
		}
	});
});

describe('rulings helpers', () => {
	it('labels a "see also" link with the target page’s title and heading', () => {
		const page = readHeadings(
			'---\ntitle: Le tour de jeu\n---\n\n## Se déplacer {#migrate}\n\n```\n## Pas un titre {#no}\n```\n### La [Défense](/x/) *bis* {#defense}\n',
		);
		expect(seeAlsoLabel(page, 'migrate')).toBe('Le tour de jeu › Se déplacer');
		expect(seeAlsoLabel(page, 'defense')).toBe('Le tour de jeu › La Défense bis');
		expect(seeAlsoLabel(page, 'no')).toBeUndefined();
		expect(seeAlsoLabel(undefined, 'migrate')).toBeUndefined();
	});

	it('builds absolute links with language, game and trailing slash; topic ids shared by both languages', () => {
		expect(ruleHref('en', 'tide-pools', 'scoring', 'herds')).toBe('/en/tide-pools/scoring/#herds');
		expect(topicId('auction')).toBe('topic-auction');
		expect(paragraphs('a\n\n b \n\n\n')).toEqual(['a', 'b']);
	});
});
