// Planet's rulings (src/data/planet/rulings.ts) against its pages: complete in both languages,
// citing the French rulebook, linking to headings that exist in both languages, and covering
// every Planet row of rulings.md §5 (the points the rulebook leaves open) with both readings.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupByTopic, readHeadings, seeAlsoLabel } from '../../../src/components/shared/rulings';
import { PLANET_RULINGS, PLANET_RULINGS_SET, PLANET_RULING_TOPICS } from '../../../src/data/planet/rulings';

const docs = join(__dirname, '../../../src/content/docs');
const LANGS = ['fr', 'en'] as const;
const mdx = (lang: string) =>
	Object.fromEntries(
		readdirSync(join(docs, lang, 'planet'))
			.filter((f) => f.endsWith('.mdx'))
			.map((f) => [f.replace(/\.mdx$/, ''), readFileSync(join(docs, lang, 'planet', f), 'utf8')]),
	);
const sources = { fr: mdx('fr'), en: mdx('en') };
const headings = { fr: {} as Record<string, ReturnType<typeof readHeadings>>, en: {} as Record<string, ReturnType<typeof readHeadings>> };
for (const lang of LANGS) for (const [page, text] of Object.entries(sources[lang])) headings[lang][page] = readHeadings(text);

/** The Planet rows of rulings.md §5, each a ruling that gives our reading and the other one. */
const OPEN_POINTS = ['tile-placement', 'largest-touching-reading', 'nobody-qualifies', 'last-round-second-region', 'surprise-reveal-timing'];

describe('Planet rulings', () => {
	// Unique slug-like ids and every topic covered: tests/unit/rulings.test.ts, for every game.
	it('has at least 12 rulings', () => expect(PLANET_RULINGS.length).toBeGreaterThanOrEqual(12));

	it('covers every open point of the rulebook with the reading we follow and the other reading', () => {
		for (const id of OPEN_POINTS) {
			const r = PLANET_RULINGS.find((x) => x.id === id);
			expect(r, id).toBeDefined();
			expect(r?.answer.fr, id).toMatch(/Notre lecture/);
			expect(r?.answer.fr, id).toMatch(/L’autre lecture/);
			expect(r?.answer.en, id).toMatch(/Our reading/);
			expect(r?.answer.en, id).toMatch(/The other reading/);
		}
	});

	it.each(PLANET_RULINGS.map((r) => [r.id, r] as const))('%s is complete, cites the rulebook and links to real headings', (_id, r) => {
		expect(PLANET_RULING_TOPICS).toContain(r.topic);
		for (const lang of LANGS) {
			expect(r.question[lang].trim().length).toBeGreaterThan(0);
			expect(r.answer[lang].trim().length).toBeGreaterThan(0);
		}
		expect(r.sources.length).toBeGreaterThan(0);
		for (const s of r.sources) {
			expect(s.book).toBe('fr');
			expect(s.section.trim().length).toBeGreaterThan(0);
			if (s.line !== undefined) expect(s.line).toMatch(/^L\d+(-\d+)?(, L\d+(-\d+)?)*$/);
		}
		expect(r.seeAlso.length).toBeGreaterThan(0);
		for (const s of r.seeAlso) for (const lang of LANGS) expect(seeAlsoLabel(headings[lang][s.page], s.anchor), `${lang}/${s.page}#${s.anchor}`).toBeDefined();
	});

	it('has a ruling in every topic', () => {
		for (const t of PLANET_RULINGS_SET.topics) expect(groupByTopic(PLANET_RULINGS_SET, t.id).length, t.id).toBe(1);
	});

	it('every link a page makes to a ruling or a heading of the game lands (both languages)', () => {
		const ids = new Set(PLANET_RULINGS.map((r) => r.id));
		for (const lang of LANGS) {
			for (const [page, text] of Object.entries(sources[lang])) {
				for (const m of text.matchAll(/\]\(\/(fr|en)\/planet\/([a-z-]*)\/?(\?[^#)]*)?(?:#([a-z0-9-]+))?\)/g)) {
					expect(m[1], `${lang}/${page} links to the other language`).toBe(lang);
					const target = m[2] || 'index';
					expect(sources[lang][target], `${lang}/${page} → ${target}`).toBeDefined();
					const [query, anchor] = [m[3], m[4]];
					if (!anchor) continue;
					if (target === 'rulings' && ids.has(anchor)) continue;
					// A widget step link (?<widget-id>=<n>#<widget-id>) lands on the widget, not a heading:
					// the target page must embed a widget (the built site's link test checks the id itself).
					if (query && new URLSearchParams(query.slice(1)).has(anchor)) {
						expect(sources[lang][target], `${lang}/${page} → ${target}?${anchor}`).toMatch(/<\w+Widget client:visible/);
						continue;
					}
					expect(headings[lang][target]?.headings[anchor], `${lang}/${page} → ${target}#${anchor}`).toBeDefined();
				}
			}
		}
	});

	it('pages have the same heading ids in both languages', () => {
		expect(Object.keys(sources.fr).sort()).toEqual(Object.keys(sources.en).sort());
		for (const page of Object.keys(sources.fr)) {
			expect(Object.keys(headings.fr[page]?.headings ?? {}), page).toEqual(Object.keys(headings.en[page]?.headings ?? {}));
		}
	});
});
