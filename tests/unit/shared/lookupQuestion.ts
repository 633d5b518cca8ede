/**
 * A question as players type it at the table (short, no capitals, a word or two, or a whole
 * question), with the ruling that answers it (src/data/<game>/rulings.ts ids; two ids when the words
 * alone cannot tell which of two questions is meant). Written from the rulings' subjects, not copied
 * from their questions. Each game's questions: tests/unit/<game>/lookupQuestions.ts.
 */
export type LookupQuestion = { q: string; ids: readonly string[] };
export type PerLang = Record<'fr' | 'en', readonly LookupQuestion[]>;

export const Q = (q: string, ...ids: string[]): LookupQuestion => ({ q, ids });
