/**
 * Every game's look-up questions, gathered from its own folder (tests/unit/<game>/lookupQuestions.ts:
 * `QUESTIONS`, and `LATER`, written after the ranking was tuned on the first ones), keyed by the
 * folder's name, so a new game adds its file and no shared one. Used by lookup-questions.test.ts
 * (rank in the rulings filter), at least 20 per game and language.
 */
import type { PerLang } from './lookupQuestion';

export type { PerLang } from './lookupQuestion';

const files = import.meta.glob<{ QUESTIONS: PerLang; LATER: PerLang }>('../*/lookupQuestions.ts', { eager: true });
const byGame = Object.entries(files)
	.filter(([, mod]) => mod.QUESTIONS)
	.map(([path, mod]) => [path.split('/').at(-2)!, mod] as const);

export const LOOKUP_QUESTIONS: Record<string, PerLang> = Object.fromEntries(byGame.map(([game, mod]) => [game, mod.QUESTIONS]));
/** Written after the ranking was tuned on LOOKUP_QUESTIONS, and run once before any change, to see how it does on questions it was not tuned on. */
export const LOOKUP_QUESTIONS_LATER: Record<string, PerLang> = Object.fromEntries(byGame.map(([game, mod]) => [game, mod.LATER]));
