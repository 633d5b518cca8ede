// Caldera Park's pages and rulings (pages lane): both languages carry the same chapters with the
// same heading ids, every link between chapters lands on a heading, and the rulings answer every
// open point of the French rulebook (rulings.md §5) with the reading we follow and the other one.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHeadings, seeAlsoLabel } from '../../../src/components/shared/rulings';
import { CALDERA_PARK_RULINGS, CALDERA_PARK_RULINGS_DATA, CALDERA_PARK_RULINGS_SET } from '../../../src/data/caldera-park/rulings';
import { READINGS } from '../../../src/data/caldera-park/readings';
import { getGame } from '../../../src/games';
import { typo } from '../../../src/i18n/typography.mjs';

const docs = join(__dirname, '../../../src/content/docs');
const LANGS = ['fr', 'en'] as const;
const read = (lang: string, page: string) => readFileSync(join(docs, lang, 'caldera-park', `${page}.mdx`), 'utf8');
const files = (lang: string) =>
	readdirSync(join(docs, lang, 'caldera-park'))
		.filter((f) => f.endsWith('.mdx'))
		.map((f) => f.replace(/\.mdx$/, ''))
		.sort();
const ids = (mdx: string): string[] => [...mdx.matchAll(/^#{2,3} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1] ?? '');

/** The ids of the widgets (their `WIDGET_ID`), read from the components. */
const components = join(__dirname, '../../../src/components/caldera-park');
const WIDGET_IDS: string[] = readdirSync(components)
	.filter((f) => f.endsWith('Widget.tsx'))
	.flatMap((f) => [...readFileSync(join(components, f), 'utf8').matchAll(/WIDGET_ID = '([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''));
/** The widget ids a page embeds (each widget's component is imported by the page). */
const embeds = (lang: string, page: string): string[] =>
	readdirSync(components)
		.filter((f) => f.endsWith('Widget.tsx') && read(lang, page).includes(`caldera-park/${f.replace(/\.tsx$/, '')}'`))
		.flatMap((f) => [...readFileSync(join(components, f), 'utf8').matchAll(/WIDGET_ID = '([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''));

/** The anchors agreed with the engine lane (/work/notes/caldera-park-anchors.md). */
const ANCHORS: Record<string, string[]> = {
	setup: ['components', 'park-side', 'animal-tiles', 'weather-tokens', 'first-weather', 'action-board', 'marmot', 'fewer-players', 'setup-example'],
	round: [
		'phases',
		'forecast',
		'action-turns',
		'announce',
		'watering-hole-token',
		'select-tile',
		'no-matching-tile',
		'place-tile',
		'no-free-space',
		'forbidden-spaces',
		'refill',
		'marmot',
		'action-example',
		'round-end',
		'game-end',
	],
	weather: ['adjacent', 'sun', 'hurricane', 'hail', 'downpour', 'blizzard', 'heatwave', 'fog', 'storm', 'when-flipped', 'flipped-tiles', 'try-weather'],
	scoring: [
		'order',
		'weather-first',
		'landscapes',
		'waterfalls',
		'mountains',
		'prairie',
		'forest',
		'river',
		'geysers',
		'families',
		'water-points',
		'no-water',
		'best-family',
		'sun-bonus',
		'explore-families',
		'mia-example',
		'winner',
		'tie-breaks',
	],
	solo: ['solo-setup', 'action-stack', 'solo-scoring', 'rating-bands', 'solo-example'],
	'geyser-park': ['board', 'geyser-setup', 'geyser-forecast', 'geysers-three', 'geyser-scoring'],
	'start-here': ['goal', 'park', 'round', 'scoring', 'next'],
	teach: ['before', 'script', 'later'],
};

/** Widget markers the engine lane replaces, page by page. */
const MARKERS: Record<string, string[]> = {
	setup: ['setup'],
	round: ['action-turn'],
	weather: ['weather'],
	scoring: ['families', 'final-scoring'],
	solo: ['solo'],
};

describe('Caldera Park pages', () => {
	it('are the chapters of the registry, the same in both languages', () => {
		const chapters = getGame('caldera-park')
			.chapters.map((c) => c || 'index')
			.sort();
		for (const lang of LANGS) expect(files(lang)).toEqual(chapters);
	});

	it.each(files('fr'))('%s has the same heading ids, in the same order, in French and English', (page) => {
		expect(ids(read('en', page))).toEqual(ids(read('fr', page)));
		expect(new Set(ids(read('fr', page))).size).toBe(ids(read('fr', page)).length);
	});

	it.each(Object.entries(ANCHORS))('%s carries the agreed anchors', (page, anchors) => {
		for (const lang of LANGS) for (const a of anchors) expect(ids(read(lang, page)), `${lang}/${page}#${a}`).toContain(a);
	});

	it.each(Object.entries(MARKERS))('%s keeps a place for each of its widgets', (page, widgets) => {
		for (const lang of LANGS) {
			const mdx = read(lang, page);
			for (const w of widgets) {
				// Either the marker is still there, or the engine lane has put a widget in its place.
				const marker = mdx.includes(`{/* widget: ${w} */}`);
				const embedded = /<[A-Z][A-Za-z]+[^>]*client:/.test(mdx);
				expect(marker || embedded, `${lang}/${page}: ${w}`).toBe(true);
			}
		}
	});

	it('no heading id is also a widget’s id (the widget’s element carries it)', () => {
		for (const lang of LANGS)
			for (const page of files(lang)) for (const id of ids(read(lang, page))) expect(WIDGET_IDS, `${lang}/${page}#${id}`).not.toContain(id);
	});

	it('every link to a Caldera Park chapter stays in its language and lands on a heading or a widget’s step', () => {
		expect(WIDGET_IDS.length).toBeGreaterThan(0);
		for (const lang of LANGS)
			for (const page of files(lang)) {
				for (const m of read(lang, page).matchAll(/\]\(\/(fr|en)\/caldera-park\/([a-z-]*)\/?(?:\?([a-z-]+)=\d+)?(?:#([a-z0-9-]+))?\)/g)) {
					const [, linkLang, target, param, anchor] = m;
					expect(linkLang, `${lang}/${page} → ${m[0]}`).toBe(lang);
					const slug = target || 'index';
					expect(files(lang), `${lang}/${page} → ${m[0]}`).toContain(slug);
					// A step link (?<widget>=n#<widget>) opens a widget embedded on that page.
					if (param) expect([param, anchor]).toEqual([param, param]);
					if (anchor && WIDGET_IDS.includes(anchor)) expect(embeds(lang, slug), `${lang}/${page} → ${m[0]}`).toContain(anchor);
					else if (anchor && slug !== 'rulings') expect(ids(read(lang, slug)), `${lang}/${page} → ${m[0]}`).toContain(anchor);
					if (anchor && slug === 'rulings')
						expect(CALDERA_PARK_RULINGS.map((r) => r.id).concat(ids(read(lang, 'rulings'))), `${lang}/${page} → ${m[0]}`).toContain(anchor);
				}
				// In-page links on the rulings page point at rulings.
				if (page === 'rulings')
					for (const m of read(lang, page).matchAll(/\]\(#([a-z0-9-]+)\)/g)) expect(CALDERA_PARK_RULINGS.map((r) => r.id)).toContain(m[1]);
			}
	});

	it('say once, on the overview, that the English name of the third terrain is unknown', () => {
		expect(read('en', 'overview')).toMatch(/prairie\*, \*plains\* or \*desert\*/);
		expect(read('fr', 'overview')).toMatch(/\*prairie\*, \*plains\* ou \*desert\*/);
	});
});

/** Every Caldera Park row of rulings.md §5: the ruling that answers it. */
const OPEN_POINTS = [
	'hurricane-point',
	'blind-weather-pick',
	'flipped-still-cover',
	'requirement-spaces',
	'marmot-across-rounds',
	'sun-then-multiply',
	'moose-maximum',
	'geyser-next-space',
];

describe('Caldera Park rulings', () => {
	// Unique slug-like ids and every topic covered: tests/unit/rulings.test.ts, for every game.
	it('has at least 15 rulings', () => expect(CALDERA_PARK_RULINGS.length).toBeGreaterThanOrEqual(15));

	it.each(OPEN_POINTS)('%s answers an open point with the reading we follow and the other one', (id) => {
		const r = CALDERA_PARK_RULINGS_DATA.find((x) => x.id === id);
		expect(r?.reading, id).toBeDefined();
		const printed = CALDERA_PARK_RULINGS.find((x) => x.id === id);
		expect(printed?.answer.fr).toContain('Ce que nous suivons\u00a0: ');
		expect(printed?.answer.fr).toContain('L’autre lecture\u00a0: ');
		expect(printed?.answer.en).toContain('What we follow: ');
		expect(printed?.answer.en).toContain('The other reading: ');
	});

	it.each(CALDERA_PARK_RULINGS.map((r) => [r.id, r] as const))('%s cites the rulebook and links to real headings', (_id, r) => {
		expect(r.sources.length).toBeGreaterThan(0);
		for (const s of r.sources) expect(CALDERA_PARK_RULINGS_SET.books.map((b) => b.id)).toContain(s.book);
		expect(r.seeAlso.length).toBeGreaterThan(0);
		for (const s of r.seeAlso)
			for (const lang of LANGS) expect(seeAlsoLabel(readHeadings(read(lang, s.page)), s.anchor), `${lang}/${s.page}#${s.anchor}`).toBeDefined();
	});

	it('reads with each language’s typography (nothing left for Typograf to change)', () => {
		for (const r of CALDERA_PARK_RULINGS)
			for (const lang of LANGS)
				for (const text of [r.question[lang], r.answer[lang]]) for (const p of text.split('\n\n')) expect(typo(p, lang), `${r.id} (${lang})`).toBe(p);
	});

	it('the rulings page names every reading the site follows, and no other, in both languages (review R2)', () => {
		for (const lang of LANGS) {
			const intro = read(lang, 'rulings')
				.split('\n')
				.find((l) => l.includes('(#blind-weather-pick)'))!;
			const linked = [...intro.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1]).filter((id) => id !== 'outside-sources');
			expect(linked.sort(), lang).toEqual(READINGS.map((r) => r.id).sort());
			expect(intro, lang).toMatch(lang === 'fr' ? /Huit points/ : /eight points/);
		}
		// Every reading is a ruling with its two readings.
		for (const r of READINGS) expect(CALDERA_PARK_RULINGS_DATA.find((x) => x.id === r.id)?.reading, r.id).toBeDefined();
	});

	it('facts from outside the rulebook are marked where they are shown and sourced in a ruling (review I2, I3)', () => {
		const outside = CALDERA_PARK_RULINGS_DATA.find((r) => r.id === 'outside-sources')!;
		for (const lang of LANGS) {
			for (const fact of ['30', '52', 'reich-der-spiele.de', 'ludovox.fr', 'board-game.co.uk'])
				expect(outside.answer[lang], `${lang}: ${fact}`).toContain(fact);
			// Issue 27, item 5: the rule text states the fact; the page's one Sources box says where it comes from.
			const box = (page: string) => {
				const text = read(lang, page);
				return text.includes('<Sources>') ? text.slice(text.indexOf('<Sources>'), text.indexOf('</Sources>')) : '';
			};
			for (const page of ['index', 'overview', 'setup', 'round'])
				expect(box(page), `${lang}/${page}`).toContain(`/${lang}/caldera-park/rulings/#outside-sources`);
			// A page that gives the durations or the 52 spaces says in its box that they are not the rulebook's.
			for (const page of files(lang))
				if (/30 (à|to) 40 minutes|\*\*52\*\*/.test(read(lang, page))) expect(box(page), `${lang}/${page}`).toContain('#outside-sources');
		}
	});

	it('gives the rulebook’s numbers where it states them', () => {
		const byId = (id: string) => CALDERA_PARK_RULINGS.find((r) => r.id === id);
		expect(byId('how-many-rounds')?.answer.en).toMatch(/^Five, of seven action turns/);
		expect(byId('moose-maximum')?.answer.en).toContain('(12 + 1) × 3 = 39');
		expect(byId('solo-bands')?.answer.en).toContain('80, 110, 140, 165, 185, 205 and 220');
		expect(byId('best-family-only')?.answer.fr).toMatch(/6 points.*12/);
	});
});
