/**
 * Every game's glossary (src/data/<game>/glossary.ts, `GLOSSARY`), found by file name so that a
 * game's glossary needs no edit here. A game without one has no synonyms. Likewise each game's
 * look-up synonyms (src/data/<game>/lookup.ts).
 */
import type { Glossary } from '../../data/glossary';
import { lookupTable, type Synonyms, synonymTable } from './lookup';

const modules = import.meta.glob<{ GLOSSARY?: Glossary }>('/src/data/*/glossary.ts', { eager: true });

export function glossaryOf(game: string): Glossary | undefined {
	return modules[`/src/data/${game}/glossary.ts`]?.GLOSSARY;
}

/** A game's look-up synonyms per language (src/data/<game>/lookup.ts, `LOOKUP_SYNONYMS`): groups of words a player may type for one thing. */
export type LookupSynonyms = Record<'fr' | 'en', readonly (readonly string[])[]>;
const lookups = import.meta.glob<{ LOOKUP_SYNONYMS?: LookupSynonyms }>('/src/data/*/lookup.ts', { eager: true });

/** Everything a look-up in this game widens a word to: its glossary's spellings, then its look-up synonyms. */
export function gameSynonyms(game: string, lang: 'fr' | 'en'): Synonyms[] {
	return [...synonymTable(glossaryOf(game), lang), ...lookupTable(lookups[`/src/data/${game}/lookup.ts`]?.LOOKUP_SYNONYMS?.[lang])];
}
