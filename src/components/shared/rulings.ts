/**
 * Small pure helpers behind Rulings.astro: labels in each language, source lines, links.
 * Kept free of Astro so they can be unit-tested.
 */
import type { Ruling, RulingLang, RulingSource, RulingTopic } from '../../data/wildlife/rulings';

export const TOPIC_LABELS: Record<RulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	turn: { fr: 'Tour de jeu', en: 'Turn' },
	cards: { fr: 'Cartes et capacités', en: 'Cards and abilities' },
	auction: { fr: 'Enchères', en: 'Auction' },
	scoring: { fr: 'Décomptes', en: 'Scoring' },
	end: { fr: 'Fin de partie, deux joueurs et variantes', en: 'Game end, two players and variants' },
};

/** Heading id of a topic, the same in both languages. */
export function topicId(topic: RulingTopic): string {
	return `topic-${topic}`;
}

export const LABELS = {
	fr: {
		answer: 'Réponse',
		sources: 'Sources',
		differs: 'Les règles française et anglaise diffèrent',
		frText: 'Règle française (000)',
		enText: 'Règle anglaise (002)',
		follow: 'Ce que nous suivons',
		why: 'Pourquoi',
		seeAlso: 'Voir aussi',
		line: 'l.',
	},
	en: {
		answer: 'Answer',
		sources: 'Sources',
		differs: 'The French and English rulebooks differ',
		frText: 'French rulebook (000)',
		enText: 'English rulebook (002)',
		follow: 'What we follow',
		why: 'Why',
		seeAlso: 'See also',
		line: 'line',
	},
} as const;

const FILE_NAMES = {
	fr: { '000': 'règle française (000)', '002': 'règle anglaise (002)' },
	en: { '000': 'French rulebook (000)', '002': 'English rulebook (002)' },
} as const;

/** "Source : règle française (000), « Vendre une carte », l. 220-222" / "Source: French rulebook (000), “Vendre une carte”, line 220-222". */
export function formatSource(lang: RulingLang, source: RulingSource): string {
	const file = FILE_NAMES[lang][source.file];
	// Quotes inside a French quote become English-style quotes: « Les cartes “Wildlife” ».
	const section =
		lang === 'fr'
			? `«\u00A0${source.section.replace(/«\s*/g, '“').replace(/\s*»/g, '”')}\u00A0»`
			: `“${source.section}”`;
	const line = source.line ? `, ${LABELS[lang].line} ${source.line.replace(/L/g, '')}` : '';
	const prefix = lang === 'fr' ? 'Source\u00A0: ' : 'Source: ';
	return `${prefix}${file}, ${section}${line}`;
}

/** Absolute link to a rule heading: `/en/wildlife/scoring/#herds`. */
export function ruleHref(lang: RulingLang, page: string, anchor: string, game = 'wildlife'): string {
	return `/${lang}/${game}/${page}/#${anchor}`;
}

const PAGE_TITLES: Record<string, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	turn: { fr: 'Tour de jeu', en: 'Turn' },
	cards: { fr: 'Cartes', en: 'Cards' },
	auction: { fr: 'Enchères', en: 'Auction' },
	scoring: { fr: 'Décomptes', en: 'Scoring' },
	'end-and-variants': { fr: 'Fin et variantes', en: 'End and variants' },
	rulings: { fr: 'Questions de règles', en: 'Rulings' },
	reference: { fr: 'Aide-mémoire', en: 'Reference' },
};

/** Link text for a "see also" target: chapter name and anchor, e.g. "Enchères › bid". */
export function seeAlsoLabel(lang: RulingLang, page: string, anchor: string): string {
	const title = PAGE_TITLES[page]?.[lang] ?? page;
	return `${title} (#${anchor})`;
}

/** Split an answer into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
	return text
		.split(/\n\s*\n/)
		.map((p) => p.trim())
		.filter((p) => p.length > 0);
}

/** The rulings grouped by topic, topics in their fixed order, empty topics left out. */
export function groupByTopic(
	rulings: Ruling[],
	order: readonly RulingTopic[],
): { topic: RulingTopic; rulings: Ruling[] }[] {
	return order
		.map((topic) => ({ topic, rulings: rulings.filter((r) => r.topic === topic) }))
		.filter((g) => g.rulings.length > 0);
}
