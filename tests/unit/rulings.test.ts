import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../src/games';
import { typo } from '../../src/i18n/typography.mjs';
import type { GameRulings } from '../../src/data/rulings';
import { RULING_TOPICS, WILDLIFE_RULINGS, WILDLIFE_RULINGS_SET, rulingsByTopic } from '../../src/data/wildlife/rulings';
import { bookName, formatSource, groupByTopic, paragraphs, readHeadings, ruleHref, seeAlsoLabel, topicId } from '../../src/components/shared/rulings';

const docs = join(__dirname, '../../src/content/docs');
/** Headings of every page of a game in one language, read from its MDX (the same source as the component). */
function pagesOf(lang: 'fr' | 'en', game: string) {
	const dir = join(docs, lang, game);
	return Object.fromEntries(
		readdirSync(dir)
			.filter((f) => f.endsWith('.mdx'))
			.map((f) => [f.replace(/\.mdx$/, ''), readHeadings(readFileSync(join(dir, f), 'utf8'))]),
	);
}

/** Every ready game's rulings, from the registry (src/games.ts `rulings`): a game without them fails here. */
// biome-ignore lint/suspicious/noExplicitAny: any game's topics and books
const SETS: GameRulings<any, any>[] = await Promise.all(
	READY_GAMES.map(async (g) => {
		if (!g.rulings) throw new Error(`${g.slug} is ready but names no rulings in src/games.ts`);
		return (await import(join(__dirname, '../..', g.rulings.module)))[g.rulings.exportName];
	}),
);

/** Rule anchors every WildLife chapter must carry in both languages (rules, widgets and rulings link to them). */
const ANCHORS: Record<string, string[]> = {
	setup: ['components', 'charts', 'reserve', 'start-player', 'food', 'cards-hand', 'seeding', 'seeding-limits', 'seeding-example'],
	turn: ['order-of-play', 'card-plays', 'migrate', 'expand', 'attack', 'free-migration', 'food-to-points', 'draw', 'turn-example'],
	cards: [
		'terrain-cards',
		'wheel',
		'adaptation-levels',
		'arrow',
		'ability-limit',
		'joker',
		'events',
		'epidemic',
		'famine',
		'food-source',
		'abilities',
		'ability-food',
		'ability-intelligence',
		'ability-mobility',
		'ability-defense',
		'ability-aggression',
	],
	auction: ['when', 'bid', 'minimum-bid', 'higher-bid', 'pass', 'seller', 'winner-pays', 'use-at-once', 'short-of-food', 'no-bids', 'two-players'],
	scoring: [
		'small-scoring',
		'territory-track',
		'big-scoring-triggers',
		'big-scoring-order',
		'areas',
		'herds',
		'adaptations',
		'abilities-count',
		'food-count',
		'ties',
		'big-scoring-example',
	],
	'end-and-variants': ['game-end', 'last-piece', 'last-marker', 'two-players', 'variants'],
	'start-here': ['goal', 'board', 'turn', 'scoring'],
	teach: ['before', 'script', 'later'],
};

/** Ids other chapters link to (/fr/wildlife/rulings/#id). */
const LINKED_IDS = [
	'ability-limit',
	'auction-uses-a-play',
	'three-plays',
	'defense-own-turn',
	'two-player-end',
	'need-one-to-rank',
	'migration-path',
	'joker-terrain',
	'seeding-counts',
	'chart-draw',
	'several-adaptations',
	'no-free-placement',
	'ability-use-once',
];

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
	});

	it('covers every topic', () => {
		for (const t of set.topics) expect(groupByTopic(set, t.id).length, t.id).toBe(1);
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

describe('WildLife chapters', () => {
	it.each(Object.entries(ANCHORS))('%s carries its rule anchors in both languages', (page, ids) => {
		for (const lang of ['fr', 'en'] as const) {
			const headings = pagesOf(lang, 'wildlife')[page]?.headings ?? {};
			for (const id of ids) expect(headings[id], `${lang}/${page}#${id}`).toBeDefined();
		}
	});
});

describe('WildLife rulings', () => {
	it('has at least 25 rulings and every id other chapters link to', () => {
		expect(WILDLIFE_RULINGS.length).toBeGreaterThanOrEqual(25);
		const ids = new Set(WILDLIFE_RULINGS.map((r) => r.id));
		for (const id of LINKED_IDS) expect(ids.has(id), id).toBe(true);
	});
	it('lists rulings by topic in the data order', () => {
		expect(RULING_TOPICS.flatMap((t) => rulingsByTopic(t)).length).toBe(WILDLIFE_RULINGS.length);
	});
});

describe('rulings helpers', () => {
	const fr = bookName(WILDLIFE_RULINGS_SET, 'fr');
	const en = bookName(WILDLIFE_RULINGS_SET, 'en');
	it('cites a source by the rulebook’s name and its section heading, never a file id or a line', () => {
		expect(formatSource('fr', fr, { section: 'Vendre une carte' })).toBe('Règle française, section «\u00a0Vendre une carte\u00a0»');
		expect(formatSource('fr', fr, { section: 'Les cartes « Wildlife »' })).toBe('Règle française, section «\u00a0Les cartes “Wildlife”\u00a0»');
		expect(formatSource('en', en, { section: 'Card Auctions' })).toBe('English rulebook, section “Card Auctions”');
		expect(formatSource('en', fr, { section: 'Vendre une carte' })).toBe('French rulebook, section “Vendre une carte”');
		for (const r of WILDLIFE_RULINGS)
			for (const s of r.sources)
				for (const lang of ['fr', 'en'] as const) {
					const text = formatSource(lang, bookName(WILDLIFE_RULINGS_SET, s.book), s);
					expect(text).not.toMatch(/\b00\d\b|\bL\d+|\bl\. \d/);
				}
	});

	it('labels a "see also" link with the target page’s title and heading', () => {
		const page = readHeadings(
			'---\ntitle: Le tour de jeu\n---\n\n## Se déplacer {#migrate}\n\n```\n## Pas un titre {#no}\n```\n### La [Défense](/x/) *bis* {#defense}\n',
		);
		expect(seeAlsoLabel(page, 'migrate')).toBe('Le tour de jeu › Se déplacer');
		expect(seeAlsoLabel(page, 'defense')).toBe('Le tour de jeu › La Défense bis');
		expect(seeAlsoLabel(page, 'no')).toBeUndefined();
		expect(seeAlsoLabel(undefined, 'migrate')).toBeUndefined();
		expect(seeAlsoLabel(pagesOf('en', 'wildlife').scoring, 'herds')).toMatch(/^Scoring › /);
	});

	it('builds absolute links with language, game and trailing slash; topic ids shared by both languages', () => {
		expect(ruleHref('en', 'wildlife', 'scoring', 'herds')).toBe('/en/wildlife/scoring/#herds');
		expect(topicId('auction')).toBe('topic-auction');
		expect(paragraphs('a\n\n b \n\n\n')).toEqual(['a', 'b']);
	});
});
