export interface GlossaryWord {
	/** The word the site uses, as it appears in running text (lower case unless a proper noun). */
	term: string;
	/** Words or phrases the site must never write for this concept (matched as whole words, case- and accent-insensitive). */
	forbidden?: readonly string[];
	/**
	 * What a reader may type when looking for it (spelling variants, the other edition's word): search
	 * only. A synonym the site never writes is also `forbidden` (tests/unit/shared/glossary.test.ts
	 * fails otherwise), so it cannot creep into the text later.
	 */
	synonyms?: readonly string[];
	/**
	 * Capitalisations the site must not write inside a sentence (case-sensitive, whole words, after a
	 * lower-case word, a digit or , ; ) — a sentence, heading, list item or table cell may still start
	 * with one): `['No action']` where the site writes « no action ».
	 */
	miscased?: readonly string[];
	/** One line shown in the glossary table (what it is, where the rulebook uses it). */
	note?: string;
}

export interface GlossaryTerm {
	/** Stable id, the same in both languages (`colony`, `territory-track`). */
	id: string;
	fr: GlossaryWord;
	en: GlossaryWord;
	/** Shown in the overview's glossary table (default true); false for terms only checked. */
	inTable?: boolean;
}

export type Glossary = readonly GlossaryTerm[];

/**
 * The site's own words, the same in every game: its modes, pages and parts, as the interface names
 * them. Checked like a game's glossary over every game's text and the shared text (home pages,
 * shared messages, Starlight's strings) by tests/unit/shared/glossary.test.ts.
 */
export const SITE_GLOSSARY: Glossary = [
	{
		id: 'presentation-mode',
		fr: { term: 'mode présentation', forbidden: ['mode présenter', 'mode de présentation'], note: 'bouton « Présenter »' },
		en: { term: 'presentation mode', forbidden: ['present mode'], note: 'the “Present” button' },
	},
	{
		id: 'rulings',
		fr: {
			term: 'questions de règles',
			forbidden: ['décision de règle', 'décisions de règle', 'décisions de règles', 'page de décisions'],
			note: 'la page de chaque jeu',
		},
		en: { term: 'rulings', note: 'each game’s page' },
	},
	{
		// Who grades and explains: the site (no product jargon).
		id: 'the-site',
		fr: { term: 'le site', forbidden: ['moteur de règles', 'moteur de règle'] },
		en: { term: 'the site', forbidden: ['rules engine', 'rule engine'] },
	},
	{
		// What a page calls its step-by-step board and try-it mode (review fr C8: not the product word « module »).
		id: 'interactive-example',
		fr: { term: 'exemple interactif', forbidden: ['module', 'modules'] },
		en: { term: 'widget' },
	},
	{
		// Turns of phrase translated word for word, found by the language reviews (issue 27): none may come back.
		id: 'calques',
		fr: {
			term: '(tournures calquées)',
			forbidden: ['pourquoi cette règle compte', 'comme exigé', 'arrondi au-dessus', 'places payées', 'dit autrement', 'sans sens'],
		},
		en: { term: '(calques from French)', forbidden: ['speaks first', 'speaking order', 'turn to speak', 'turned around', 'a letter slipped'] },
		inTable: false,
	},
	{
		// "At the table" is the page's English name; French says « pendant la partie » or « autour de la table ».
		id: 'at-the-table',
		fr: { term: 'pendant la partie, autour de la table', forbidden: ['à la table'] },
		en: { term: 'at the table' },
	},
];
