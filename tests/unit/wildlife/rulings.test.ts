// WildLife's rulings and chapters: what is WildLife's own (its rule anchors, the ids other chapters
// link to, the rulebooks it cites by name). What every game's rulings and pages share (complete,
// typography, every topic, links that land, heading twins) is tests/unit/shared/rulings.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookName, formatSource, readHeadings, seeAlsoLabel } from '../../../src/components/shared/rulings';
import { RULING_TOPICS, rulingsByTopic, WILDLIFE_RULINGS, WILDLIFE_RULINGS_SET } from '../../../src/data/wildlife/rulings';

const docs = join(__dirname, '../../../src/content/docs');
/** Headings of every WildLife page in one language, read from its MDX. */
function pagesOf(lang: 'fr' | 'en') {
	const dir = join(docs, lang, 'wildlife');
	return Object.fromEntries(
		readdirSync(dir)
			.filter((f) => f.endsWith('.mdx'))
			.map((f) => [f.replace(/\.mdx$/, ''), readHeadings(readFileSync(join(dir, f), 'utf8'))]),
	);
}

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

describe('WildLife chapters', () => {
	it.each(Object.entries(ANCHORS))('%s carries its rule anchors in both languages', (page, ids) => {
		for (const lang of ['fr', 'en'] as const) {
			const headings = pagesOf(lang)[page]?.headings ?? {};
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
	it('rulingsByTopic lists every ruling once, topic after topic, each topic in the data order', () => {
		const listed = RULING_TOPICS.flatMap((t) => rulingsByTopic(t));
		expect(listed.map((r) => r.id).sort()).toEqual(WILDLIFE_RULINGS.map((r) => r.id).sort());
		for (const t of RULING_TOPICS) expect(rulingsByTopic(t).map((r) => r.id)).toEqual(WILDLIFE_RULINGS.filter((r) => r.topic === t).map((r) => r.id));
	});
	it('cites its two rulebooks by their names and a section heading', () => {
		const fr = bookName(WILDLIFE_RULINGS_SET, 'fr');
		const en = bookName(WILDLIFE_RULINGS_SET, 'en');
		expect(formatSource('fr', fr, { section: 'Vendre une carte' })).toBe('Règle française, section «\u00a0Vendre une carte\u00a0»');
		expect(formatSource('fr', fr, { section: 'Les cartes « Wildlife »' })).toBe('Règle française, section «\u00a0Les cartes “Wildlife”\u00a0»');
		expect(formatSource('en', en, { section: 'Card Auctions' })).toBe('English rulebook, section “Card Auctions”');
		expect(formatSource('en', fr, { section: 'Vendre une carte' })).toBe('French rulebook, section “Vendre une carte”');
	});
	it('labels a “see also” link to the scoring chapter with its title', () => {
		expect(seeAlsoLabel(pagesOf('en').scoring, 'herds')).toMatch(/^Scoring › /);
	});
});
