// Animal Kingdoms / Les Royaumes Sauvages: what is its own, the rule anchors every chapter must carry
// in both languages (the list agreed with the engine lane in /work/notes/animal-kingdoms-anchors.md),
// its widgets' places, its open questions and worked numbers. What every game's rulings and pages
// share is tests/unit/shared/rulings.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHeadings } from '../../../src/components/shared/rulings';
import { ANIMAL_KINGDOMS_RULINGS as RULINGS, RULING_TOPICS } from '../../../src/data/animal-kingdoms/rulings';

const docs = join(__dirname, '../../../src/content/docs');
const LANGS = ['fr', 'en'] as const;

function pagesOf(lang: 'fr' | 'en') {
	const dir = join(docs, lang, 'animal-kingdoms');
	return Object.fromEntries(
		readdirSync(dir)
			.filter((f) => f.endsWith('.mdx'))
			.map((f) => [f.replace(/\.mdx$/, ''), readHeadings(readFileSync(join(dir, f), 'utf8'))]),
	);
}
const pages = { fr: pagesOf('fr'), en: pagesOf('en') };

const ANCHORS: Record<string, string[]> = {
	'start-here': ['goal', 'board', 'turn', 'end-of-age', 'next'],
	index: ['what-it-is', 'chapters', 'teach-in-10', 'mid-game'],
	teach: ['before', 'script', 'later'],
	overview: ['goal', 'board', 'cards', 'decrees', 'ages', 'turn-at-a-glance', 'scoring-at-a-glance', 'end-at-a-glance', 'glossary'],
	setup: [
		'components',
		'board',
		'colours',
		'hands',
		'decrees',
		'majority-tiles',
		'first-to-pass-tiles',
		'reinforcements',
		'score-track',
		'first-player',
		'solo-changes',
	],
	turn: [
		'actions',
		'claim',
		'play-card',
		'decrees',
		'decree-simple',
		'decree-this-kingdom',
		'decree-neighbours',
		'decree-all-others',
		'decree-missing-cards',
		'decrees-try',
		'place-cube',
		'councils-closed',
		'capital',
		'full-kingdom',
		'draw',
		'rally',
		'rally-forbidden',
		'pass',
		'first-to-pass',
		'no-cubes',
		'age-ends',
		'age-example',
	],
	'end-of-age': [
		'scoring-order',
		'majority-tile',
		'second-third',
		'ties-for-places',
		'empty-kingdom',
		'example',
		'councils',
		'capitals-to-councils',
		'next-age',
		'first-player',
	],
	battles: [
		'when',
		'reveal',
		'one-beats-eight',
		'reinforcements',
		'reveal-again',
		'several-players',
		'perfect-tie',
		'losers',
		'after-battle',
		'battle-example',
		'battle-try',
	],
	'end-of-game': ['game-end', 'first-to-pass-points', 'reinforcement-points', 'winner', 'tie-break'],
	variants: ['peace-treaty', 'peace-capital', 'peace-no-capital', 'peace-no-tokens'],
	solo: [
		'solo-setup',
		'solo-turn',
		'bot-turn',
		'bot-value',
		'bot-constraints',
		'bot-skip',
		'bot-relax',
		'bonus-card',
		'after-capital',
		'solo-battles',
		'solo-hand-sizes',
		'solo-age-end',
		'solo-end',
		'difficulty',
		'bot-example',
	],
	rulings: RULING_TOPICS.map((t) => `topic-${t}`),
	reference: ['turn-summary', 'decrees-summary', 'end-of-age-summary', 'battles-summary', 'end-summary', 'solo-summary'],
};

/** Widgets the issue asks for, each marked (or embedded) in its section in both languages. */
const WIDGETS: [page: string, anchor: string, marker: string][] = [
	['turn', 'decrees-try', 'decree-check'],
	['turn', 'age-example', 'age'],
	['end-of-age', 'example', 'end-of-age'],
	['battles', 'battle-try', 'battle'],
	['solo', 'bot-example', 'solo-bot'],
];

/** The Royaumes rows of rulings.md §5 (open questions), each answered with our reading. */
const OPEN_QUESTIONS = [
	'full-kingdom',
	'decree-one-neighbour',
	'empty-kingdom',
	'reinforced-one',
	'perfect-tie-places',
	'first-player-tie',
	'reinforcement-count',
	'solo-pass-without-capital',
	'bot-constraint-kingdom',
];

describe('Animal Kingdoms chapters', () => {
	it.each(Object.entries(ANCHORS))('%s carries its rule anchors in both languages', (page, ids) => {
		for (const lang of LANGS) {
			const headings = pages[lang][page]?.headings ?? {};
			for (const id of ids) expect(headings[id], `${lang}/${page}#${id}`).toBeDefined();
		}
	});

	// The same heading ids, in the same order, in both languages: tests/unit/shared/rulings.test.ts, for every game.

	it.each(WIDGETS)('%s#%s holds the %s widget in both languages', (page, anchor, marker) => {
		for (const lang of LANGS) {
			const src = readFileSync(join(docs, lang, 'animal-kingdoms', `${page}.mdx`), 'utf8');
			const start = src.search(new RegExp(`\\{#${anchor}\\}`));
			expect(start, `${lang}/${page}#${anchor}`).toBeGreaterThan(-1);
			const rest = src.slice(start);
			const next = rest.slice(1).search(/^## /m);
			const section = next === -1 ? rest : rest.slice(0, next + 1);
			// The marker until the engine lane embeds the widget, the island (client:…) after.
			expect(section.includes(`{/* widget: ${marker} */}`) || /client:(visible|load|idle)/.test(section), `${lang}/${page}#${anchor}`).toBe(true);
		}
	});
});

describe('Animal Kingdoms rulings', () => {
	it('has at least 25 rulings', () => expect(RULINGS.length).toBeGreaterThanOrEqual(25));

	it('answers every open question of the rulebook with the reading we follow and the other one', () => {
		for (const id of OPEN_QUESTIONS) {
			const r = RULINGS.find((x) => x.id === id);
			expect(r, id).toBeDefined();
			if (!r) continue;
			expect(r.answer.fr, id).toMatch(/Notre lecture\u00a0:/);
			expect(r.answer.fr, id).toMatch(/Autre lecture possible\u00a0:/);
			expect(r.answer.en, id).toMatch(/Our reading:/);
			expect(r.answer.en, id).toMatch(/The other reading:/);
		}
	});

	// Complete in both languages, every topic, see-also links that land: tests/unit/shared/rulings.test.ts.
	it('cites the French rulebook, the only one, in every ruling', () => {
		for (const r of RULINGS)
			expect(
				r.sources.map((s) => s.book),
				r.id,
			).toEqual(r.sources.map(() => 'fr'));
	});

	it('states the rulebook’s worked numbers: 8/3/3/1 and 3 points plus a token for each battle loser', () => {
		const tie = RULINGS.find((r) => r.id === 'tie-for-second');
		expect(tie?.answer.en).toMatch(/Carla 8, Abdel and Stéphanie 3 each, Nicolas 1/);
		const losers = RULINGS.find((r) => r.id === 'battle-losers');
		expect(losers?.answer.en).toMatch(/Carla and Abdel each score 3 points and get a token/);
	});
});
