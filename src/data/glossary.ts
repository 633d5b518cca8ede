export interface GlossaryWord {
	/** The word the site uses, as it appears in running text (lower case unless a proper noun). */
	term: string;
	/** Words or phrases the site must never write for this concept (matched as whole words, case- and accent-insensitive). */
	forbidden?: readonly string[];
	/** What a reader may type when looking for it (spelling variants, the other edition's word): search only. */
	synonyms?: readonly string[];
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
