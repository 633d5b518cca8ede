/**
 * A game's vocabulary, as data (`src/data/<game>/glossary.ts` exports `GLOSSARY: Glossary`).
 * Nothing here names a game.
 *
 * French follows the French rulebook's words; English follows the English edition's words where a
 * source names them (/work/shared/research/games.md), otherwise the site's chosen word. Each term
 * lists the variants a page, message, ruling or front matter must not use (`forbidden`: calques,
 * competing names), and the words a reader may type for it (`synonyms`: searched by the rulings
 * filter and search, never written by the site). The overview pages' glossary tables and the
 * vocabulary test read this data.
 */
import type { Locale } from '../i18n/paths';

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
export type GlossaryByLocale = Record<Locale, GlossaryWord>;
