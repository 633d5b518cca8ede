// The game registry (src/games.ts) against the files it names: pages, strings, rulings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardAction, cardTitle, formatFacts } from '../../../src/components/home/gameCards';
import { GAMES, type Game, READY_GAMES } from '../../../src/games';
import { LOCALES } from '../../../src/i18n/paths';

const root = join(__dirname, '../../..');
const docs = join(root, 'src/content/docs');
const pageSlugs = (lang: string, slug: string) =>
	existsSync(join(docs, lang, slug))
		? readdirSync(join(docs, lang, slug))
				.filter((f) => f.endsWith('.mdx'))
				.map((f) => (f === 'index.mdx' ? '' : f.replace(/\.mdx$/, '')))
		: [];

describe('the registry', () => {
	it('has unique slugs, and each is a URL segment', () => {
		const slugs = GAMES.map((g) => g.slug);
		expect(new Set(slugs).size).toBe(slugs.length);
		for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
	});

	it('lists every game folder of the docs (a folder without an entry would be left out of the sidebar)', () => {
		for (const lang of LOCALES) {
			const folders = readdirSync(join(docs, lang), { withFileTypes: true }).filter((d) => d.isDirectory());
			for (const f of folders)
				expect(
					READY_GAMES.map((g) => g.slug),
					`src/content/docs/${lang}/${f.name}/`,
				).toContain(f.name);
		}
	});

	it('names Animal Kingdoms « Les Royaumes Sauvages » in French', () => {
		const ak = GAMES.find((g) => g.slug === 'animal-kingdoms');
		expect(ak?.name).toEqual({ fr: 'Les Royaumes Sauvages', en: 'Animal Kingdoms' });
	});
});

describe.each(GAMES.map((g) => [g.slug, g as Game] as const))('%s', (slug, game) => {
	it('has coherent facts', () => {
		const { players, minutes, year, age, designers } = game.facts;
		expect(players.min).toBeGreaterThanOrEqual(1);
		expect(players.max).toBeGreaterThanOrEqual(players.min);
		expect(minutes.max).toBeGreaterThanOrEqual(minutes.min);
		for (const lang of LOCALES) expect(year[lang]).toBeGreaterThan(1990);
		expect(age).toBeGreaterThan(0);
		expect(designers.length).toBeGreaterThan(0);
	});

	if (game.status === 'ready') {
		it.each(LOCALES)('every chapter has its page in %s, and every page is a chapter', (lang) => {
			expect(game.chapters.length).toBeGreaterThan(0);
			expect(
				[...game.chapters].sort(),
				`src/games.ts chapters of ${slug} vs the pages in src/content/docs/${lang}/${slug}/ (add a new page to chapters)`,
			).toEqual(pageSlugs(lang, slug).sort());
		});

		it('its messages module lists its parts, with the same keys in both languages', async () => {
			expect(game.messages, 'a ready game names its messages').toBe(`src/i18n/${slug}/messages.ts`);
			if (!game.messages) return;
			const { PARTS } = (await import(join(root, game.messages))) as { PARTS: readonly { fr: object; en: object }[] };
			expect(PARTS.length).toBeGreaterThan(0);
			for (const part of PARTS) expect(Object.keys(part.fr).sort()).toEqual(Object.keys(part.en).sort());
		});

		it('its rulings module exists and exports its rulings set', async () => {
			expect(game.rulings, 'a ready game names its rulings (src/data/<game>/rulings.ts)').toBeDefined();
			if (!game.rulings) return;
			const set = (await import(join(root, game.rulings.module)))[game.rulings.exportName];
			expect(set?.game, `${game.rulings.module} ${game.rulings.exportName}`).toBe(slug);
			expect(Array.isArray(set.rulings)).toBe(true);
		});

		it('its words and “At the table” questions come from its entry, and find its rulings', async () => {
			expect(game.words, 'a ready game has `words` (search, rulings)').toBeDefined();
			for (const lang of LOCALES) {
				expect(game.words?.search[lang].length, `words.search.${lang}`).toBeGreaterThan(0);
				expect(game.words?.rulings[lang].length, `words.rulings.${lang}`).toBeGreaterThan(1);
			}
			if (!game.rulings) return;
			const set = (await import(join(root, game.rulings.module)))[game.rulings.exportName] as {
				rulings: { id: string; question: Record<string, string>; answer: Record<string, string> }[];
			};
			if (game.chapters.includes('at-the-table')) {
				expect(game.table?.questions.length, 'an “At the table” chapter needs `table.questions`').toBeGreaterThan(0);
				const ids = new Set(set.rulings.map((r) => r.id));
				expect(game.table?.questions.filter((q) => !ids.has(q))).toEqual([]);
			}
			for (const lang of LOCALES) {
				const texts = set.rulings.map((r) => `${r.question[lang]} ${r.answer[lang]}`.toLowerCase());
				for (const word of game.words?.rulings[lang] ?? []) {
					const found = texts.filter((t) => t.includes(word.toLowerCase())).length;
					expect(found > 0 && found < texts.length, `${lang} “${word}” is in ${found} of ${texts.length} rulings`).toBe(true);
				}
			}
		});

		it('pages embed only registered games’ strings, in their own language', () => {
			for (const lang of LOCALES) {
				for (const page of pageSlugs(lang, slug)) {
					const src = readFileSync(join(docs, lang, slug, `${page || 'index'}.mdx`), 'utf8');
					for (const m of src.matchAll(/<EmbeddedStrings game="([^"]+)" lang="([^"]+)"/g)) {
						expect((GAMES as readonly Game[]).some((g) => g.slug === m[1] && g.messages)).toBe(true);
						expect(m[2]).toBe(lang);
					}
				}
			}
		});
	} else {
		it('has no pages yet (a coming game gets no sidebar group)', () => {
			for (const lang of LOCALES) expect(pageSlugs(lang, slug)).toEqual([]);
		});
	}

	it.each(LOCALES)('its home card reads in %s', (lang) => {
		const facts = formatFacts(game, lang);
		expect(facts).toContain(String(game.facts.year[lang]));
		expect(facts).toContain(game.facts.publisher[lang]);
		expect(cardTitle(game, lang).title).toBe(game.name[lang]);
		const action = cardAction(game, lang);
		if (game.status === 'ready') expect(action).toEqual({ href: `/${lang}/${slug}/`, label: expect.stringContaining(game.name[lang]) });
		else expect(action).toEqual({ comingLabel: lang === 'fr' ? 'Bientôt.' : 'Coming soon.' });
	});
});

describe('home card facts, as each language writes them', () => {
	const byslug = (s: string) => GAMES.find((g) => g.slug === s) as Game;
	it('French: « à », no-break spaces, « dès N ans », « environ », « et » between designers', () => {
		expect(formatFacts(byslug('wildlife'), 'fr')).toBe('Wolfgang Kramer (Clementoni, 2002) · 2 à 6\u00a0joueurs · 60 à 120\u00a0min · dès 10\u00a0ans');
		expect(formatFacts(byslug('caldera-park'), 'fr')).toBe(
			'Wolfgang Kramer et Michael Kiesling (Super Meeple, 2023) · 1 à 4\u00a0joueurs · environ 30 à 40\u00a0min · dès 10\u00a0ans',
		);
		expect(formatFacts(byslug('planet'), 'fr')).toContain('· 30\u00a0min ·');
	});
	it('English: “to”, “ages N+”, “about”, “and” between designers', () => {
		expect(formatFacts(byslug('wildlife'), 'en')).toBe('Wolfgang Kramer (Clementoni, 2002) · 2 to 6\u00a0players · 60 to 120\u00a0min · ages 10+');
		expect(formatFacts(byslug('caldera-park'), 'en')).toContain('Wolfgang Kramer and Michael Kiesling');
		expect(formatFacts(byslug('caldera-park'), 'en')).toContain('about 30 to 40\u00a0min');
	});
	it('a game named differently shows its other name too', () => {
		expect(cardTitle(byslug('animal-kingdoms'), 'fr')).toEqual({ title: 'Les Royaumes Sauvages', otherName: { lang: 'en', name: 'Animal Kingdoms' } });
		expect(cardTitle(byslug('wildlife'), 'en')).toEqual({ title: 'WildLife' });
	});
});

describe('string embedding', () => {
	it('EmbeddedStrings names no game', () => {
		const code = readFileSync(join(root, 'src/components/shared/EmbeddedStrings.astro'), 'utf8')
			.replace(/\/\*[\s\S]*?\*\//g, '')
			.replace(/\/\/.*$/gm, '');
		expect(code).not.toMatch(/wildlife/i);
	});
});
