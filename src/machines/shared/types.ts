/**
 * Conventions shared by every game's rules and machines. Rules and machines never hold prose:
 * they return keys, looked up in the game's messages (src/i18n/<game>/), with parameters.
 *
 * Keys are typed: each game declares the keys its engine can produce in src/machines/<game>/keys.ts
 * (`RefusalKey`, `NarrationKey`) and uses `Legality<RefusalKey>`, `GuidedStep<E, NarrationKey>`
 * (its keys.ts re-exports them bound); src/i18n/<game>/messages.ts checks that each key has a
 * message. A misspelt key fails `npm run check`, here or there.
 */
import type { EngineParams } from './params';

/** Where a rule is explained: a chapter slug of the game and a heading id shared by both languages. */
export interface RuleRef {
	/** chapter slug inside the game, e.g. 'setup' (page `/<lang>/wildlife/setup/`). */
	page: string;
	/** heading id on that page, e.g. 'seeding-limits'. */
	anchor: string;
}

/** Why a move is refused: a message key, its parameters, and the rule that forbids it. */
export interface Refusal<K extends string> {
	key: K;
	params?: Record<string, string | number>;
	rule: RuleRef;
}

export type Legality<K extends string> = { ok: true } | { ok: false; refusal: Refusal<K> };

export const LEGAL: { ok: true } = { ok: true };

/**
 * A refusal of key `K` (a literal: `refuse('seed.full', …)` is checked against the function's
 * `Legality<RefusalKey>`); its params are checked against what the key's message reads
 * (src/machines/shared/params.ts): a misspelt or unread param, or text where a number goes, fails `npm run check`.
 */
export function refuse<const K extends string>(key: K, rule: RuleRef, params?: EngineParams<K>): { ok: false; refusal: Refusal<K> } {
	return params ? { ok: false, refusal: { key, rule, params: params as Record<string, string | number> } } : { ok: false, refusal: { key, rule } };
}

/**
 * One step of a guided example: the event to send, and the narration key that explains it, with
 * params its message reads (checked like a refusal's).
 */
export interface GuidedStep<E, K extends string> {
	event: E;
	narration: K;
	params?: EngineParams<K>;
}
