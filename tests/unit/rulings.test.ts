import { describe, expect, it } from 'vitest';
import { RULING_TOPICS, WILDLIFE_RULINGS, rulingsByTopic } from '../../src/data/wildlife/rulings';
import { formatSource, groupByTopic, paragraphs, ruleHref, topicId } from '../../src/components/shared/rulings';

/** Rule anchors every WildLife chapter must carry (docs: /work/briefs/common.md). */
const ANCHORS: Record<string, string[]> = {
	setup: ['components', 'charts', 'reserve', 'start-player', 'food', 'cards-hand', 'seeding', 'seeding-limits', 'seeding-example'],
	turn: ['order-of-play', 'card-plays', 'migrate', 'expand', 'attack', 'free-migration', 'food-to-points', 'draw', 'turn-example'],
	cards: [
		'terrain-cards', 'wheel', 'adaptation-levels', 'arrow', 'ability-limit', 'joker', 'events', 'epidemic', 'famine',
		'food-source', 'abilities', 'ability-food', 'ability-intelligence', 'ability-mobility', 'ability-defense', 'ability-aggression',
	],
	auction: ['when', 'bid', 'minimum-bid', 'higher-bid', 'pass', 'seller', 'winner-pays', 'use-at-once', 'short-of-food', 'no-bids', 'two-players'],
	scoring: [
		'small-scoring', 'territory-track', 'big-scoring-triggers', 'big-scoring-order', 'areas', 'herds', 'adaptations',
		'abilities-count', 'food-count', 'ties', 'big-scoring-example',
	],
	'end-and-variants': ['game-end', 'last-piece', 'last-marker', 'two-players', 'variants'],
};

/** Ids other chapters link to (/fr/wildlife/rulings/#id). */
const LINKED_IDS = [
	'ability-limit', 'auction-uses-a-play', 'three-plays', 'defense-own-turn', 'two-player-end', 'need-one-to-rank',
	'migration-path', 'joker-terrain', 'seeding-counts', 'chart-draw', 'several-adaptations', 'no-free-placement', 'ability-use-once',
];

const nonEmpty = (s: string) => s.trim().length > 0;

describe('WILDLIFE_RULINGS', () => {
	it('has at least 25 rulings', () => {
		expect(WILDLIFE_RULINGS.length).toBeGreaterThanOrEqual(25);
	});

	it('has unique, slug-like ids', () => {
		const ids = WILDLIFE_RULINGS.map((r) => r.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
	});

	it('holds every id other chapters link to', () => {
		const ids = new Set(WILDLIFE_RULINGS.map((r) => r.id));
		for (const id of LINKED_IDS) expect(ids.has(id), id).toBe(true);
	});

	it('never uses a ruling id that is also a topic heading or a rule anchor of the rulings page', () => {
		for (const r of WILDLIFE_RULINGS) expect(r.id.startsWith('topic-'), r.id).toBe(false);
	});

	it.each(WILDLIFE_RULINGS.map((r) => [r.id, r] as const))('%s is complete', (_id, r) => {
		expect(RULING_TOPICS).toContain(r.topic);
		expect(nonEmpty(r.question.fr) && nonEmpty(r.question.en)).toBe(true);
		expect(nonEmpty(r.answer.fr) && nonEmpty(r.answer.en)).toBe(true);
		expect(r.sources.length).toBeGreaterThan(0);
		for (const s of r.sources) {
			expect(['000', '002']).toContain(s.file);
			expect(nonEmpty(s.section)).toBe(true);
			if (s.line !== undefined) expect(s.line).toMatch(/^L\d+(-\d+)?(, L\d+(-\d+)?)*$/);
		}
		if (r.differs) {
			for (const part of [r.differs.fr, r.differs.en, r.differs.follow, r.differs.why]) {
				expect(nonEmpty(part.fr) && nonEmpty(part.en)).toBe(true);
			}
		}
		for (const s of r.seeAlso) {
			expect(Object.keys(ANCHORS), `${r.id} → ${s.page}`).toContain(s.page);
			expect(ANCHORS[s.page], `${r.id} → ${s.page}#${s.anchor}`).toContain(s.anchor);
		}
	});

	it('cites the French and the English rulebook wherever the texts differ', () => {
		for (const r of WILDLIFE_RULINGS.filter((x) => x.differs)) {
			const files = new Set(r.sources.map((s) => s.file));
			expect(files.has('000') && files.has('002'), r.id).toBe(true);
		}
	});

	it('covers every topic', () => {
		for (const topic of RULING_TOPICS) expect(rulingsByTopic(topic).length, topic).toBeGreaterThan(0);
	});
});

describe('rulings helpers', () => {
	it('formats a source in each language', () => {
		expect(formatSource('fr', { file: '000', section: 'Vendre une carte', line: 'L220-222' })).toBe(
			'Source\u00A0: règle française (000), «\u00A0Vendre une carte\u00A0», l. 220-222',
		);
		expect(formatSource('fr', { file: '000', section: 'Les cartes « Wildlife »', line: 'L178' })).toBe(
			'Source\u00A0: règle française (000), «\u00A0Les cartes “Wildlife”\u00A0», l. 178',
		);
		expect(formatSource('en', { file: '002', section: 'Card Auctions' })).toBe(
			'Source: English rulebook (002), “Card Auctions”',
		);
	});

	it('builds absolute links with language and trailing slash', () => {
		expect(ruleHref('en', 'scoring', 'herds')).toBe('/en/wildlife/scoring/#herds');
	});

	it('gives topic ids shared by both languages', () => {
		expect(topicId('auction')).toBe('topic-auction');
	});

	it('groups by topic in the fixed order and splits paragraphs', () => {
		const groups = groupByTopic(WILDLIFE_RULINGS, RULING_TOPICS);
		expect(groups.map((g) => g.topic)).toEqual([...RULING_TOPICS]);
		expect(groups.reduce((n, g) => n + g.rulings.length, 0)).toBe(WILDLIFE_RULINGS.length);
		expect(paragraphs('a\n\n b \n\n\n')).toEqual(['a', 'b']);
	});
});
