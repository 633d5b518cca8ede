import type { Locale } from './paths';

/**
 * Labels of the shared rulings component (any game), per language. Game-specific words (topic
 * names, rulebook names) come with each game's rulings data.
 */
export const RULINGS_MESSAGES = {
	fr: {
		sources: 'Sources',
		differs: 'Les règles ne disent pas la même chose',
		follow: 'Ce que nous suivons',
		why: 'Pourquoi',
		seeAlso: 'Voir aussi',
		/** « Règle française, section « Vendre une carte » ». */
		source: '{book}, section « {section} »',
		link: 'Lien vers cette question',
		filter: 'Filtrer les questions',
		filterHint: 'Un mot de la question ou de la réponse.',
		/** The hint with a few words of the game's own rulings ({examples}: each in `example`, comma-separated). */
		filterHintExamples: 'Un mot de la question ou de la réponse : {examples}…',
		example: '« {word} »',
		/** Read out after each change of the filter. */
		count: '{n} questions sur {total}',
		countOne: '1 question sur {total}',
		countNone: 'Aucune question ne correspond. Essayez un autre mot, ou la recherche du site.',
		countAll: 'Toutes les questions ({total})',
		/** No question has every word typed: those with the most are shown. */
		countMost: 'Aucune question n’a tous ces mots. Les plus proches : {n} sur {total}.',
		countMostOne: 'Aucune question n’a tous ces mots. La plus proche : 1 sur {total}.',
	},
	en: {
		sources: 'Sources',
		differs: 'The rulebooks say different things',
		follow: 'What we follow',
		why: 'Why',
		seeAlso: 'See also',
		source: '{book}, section “{section}”',
		link: 'Link to this question',
		filter: 'Filter the questions',
		filterHint: 'A word from the question or the answer.',
		filterHintExamples: 'A word from the question or the answer: {examples}…',
		example: '“{word}”',
		count: '{n} questions of {total}',
		countOne: '1 question of {total}',
		countNone: 'No question matches. Try another word, or the site search.',
		countAll: 'All questions ({total})',
		countMost: 'No question has all these words. The closest: {n} of {total}.',
		countMostOne: 'No question has all these words. The closest: 1 of {total}.',
	},
} as const satisfies Record<Locale, Record<string, string>>;

export type RulingsMessages = (typeof RULINGS_MESSAGES)[Locale];
