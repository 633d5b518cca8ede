/**
 * Every game's glossary (src/data/<game>/glossary.ts, `GLOSSARY`), found by file name so that a
 * game's glossary needs no edit here. A game without one has no synonyms.
 */
import type { Glossary } from '../../data/glossary';

const modules = import.meta.glob<{ GLOSSARY?: Glossary }>('/src/data/*/glossary.ts', { eager: true });

export function glossaryOf(game: string): Glossary | undefined {
	return modules[`/src/data/${game}/glossary.ts`]?.GLOSSARY;
}
