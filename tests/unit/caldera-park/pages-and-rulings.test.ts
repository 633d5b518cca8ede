// Caldera Park's own page and rulings checks: the anchors agreed with the engine lane, a place for
// each widget, and the rulings answering every open point of the French rulebook (rulings.md §5)
// with the reading we follow and the other one, its readings and its numbers. What every game's
// pages and rulings share (chapters, heading twins, links that land, complete rulings, typography)
// is tests/unit/shared/rulings.test.ts, for every game of the registry.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALDERA_PARK_RULINGS, CALDERA_PARK_RULINGS_DATA } from '../../../src/data/caldera-park/rulings';
import { READINGS } from '../../../src/data/caldera-park/readings';

const docs = join(__dirname, '../../../src/content/docs');
const LANGS = ['fr', 'en'] as const;
const read = (lang: string, page: string) => readFileSync(join(docs, lang, 'caldera-park', `${page}.mdx`), 'utf8');
const files = (lang: string) =>
	readdirSync(join(docs, lang, 'caldera-park'))
		.filter((f) => f.endsWith('.mdx'))
		.map((f) => f.replace(/\.mdx$/, ''))
		.sort();
const ids = (mdx: string): string[] => [...mdx.matchAll(/^#{2,3} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1] ?? '');

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
	// The registry's chapters in both languages, the same heading ids in the same order, no heading with
	// the id of a widget on its page, and links that land: tests/unit/shared/rulings.test.ts, for every game.

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
