import { mirror } from '../source';

/**
 * Labels of the shared rulings component (any game). Game-specific words (topic names, rulebook
 * names) come with each game's rulings data (src/data/<game>/rulings.ts, content like the pages).
 */
export const RULINGS = mirror({
	fr: {
		'rulings.sources': 'Sources',
		'rulings.differs': 'Ce que dit chaque règle',
		'rulings.follow': 'Ce que nous suivons',
		'rulings.why': 'Pourquoi',
		'rulings.seeAlso': 'Voir aussi',
		/** « Règle française, section « Vendre une carte » ». */
		'rulings.source': '{book}, section « {section} »',
		'rulings.link': 'Lien vers cette question',
		'rulings.filter': 'Filtrer les questions',
		'rulings.filterHint': 'Un mot de la question ou de la réponse.',
		/** The hint with a few words of the game's own rulings ({examples}: each in `example`, comma-separated). */
		'rulings.filterHintExamples': 'Un mot de la question ou de la réponse : {examples}…',
		'rulings.example': '« {word} »',
		/** Read out after each change of the filter; `{many}` is 2 or more (one and none have their own). */
		'rulings.countMany': '{many} questions sur {total}',
		'rulings.countOne': '1 question sur {total}',
		'rulings.countNone': 'Aucune question ne correspond. Essayez un autre mot, ou la recherche du site.',
		'rulings.countAll': 'Toutes les questions ({total})',
		/** No question has every word typed: those with the most are shown (`{many}` is 2 or more). */
		'rulings.countMostMany': 'Aucune question n’a tous ces mots. Les plus proches : {many} sur {total}.',
		'rulings.countMostOne': 'Aucune question n’a tous ces mots. La plus proche : 1 sur {total}.',
		/** Between a label and its text (« Sources : … »). */
		'rulings.colon': ' : ',
	},
	en: {
		'rulings.sources': 'Sources',
		'rulings.differs': 'What each rulebook says',
		'rulings.follow': 'What we follow',
		'rulings.why': 'Why',
		'rulings.seeAlso': 'See also',
		'rulings.source': '{book}, section “{section}”',
		'rulings.link': 'Link to this question',
		'rulings.filter': 'Filter the questions',
		'rulings.filterHint': 'A word from the question or the answer.',
		'rulings.filterHintExamples': 'A word from the question or the answer: {examples}…',
		'rulings.example': '“{word}”',
		'rulings.countMany': '{many} questions out of {total}',
		'rulings.countOne': '1 question out of {total}',
		'rulings.countNone': 'No question matches. Try another word, or the site search.',
		'rulings.countAll': 'All questions ({total})',
		'rulings.countMostMany': 'No question has all these words. The closest: {many} of {total}.',
		'rulings.countMostOne': 'No question has all these words. The closest: 1 of {total}.',
		'rulings.colon': ': ',
	},
});
