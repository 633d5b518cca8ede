/**
 * Conventions shared by every game's rules and machines. Rules and machines never hold prose:
 * they return keys, looked up in `src/i18n/<lang>/<game>.ts`, with parameters.
 */

/** Where a rule is explained: a chapter slug of the game and a heading id shared by both languages. */
export interface RuleRef {
	/** chapter slug inside the game, e.g. 'setup' (page `/<lang>/wildlife/setup/`). */
	page: string;
	/** heading id on that page, e.g. 'seeding-limits'. */
	anchor: string;
}

/** Why a move is refused: a string key, its parameters, and the rule that forbids it. */
export interface Refusal {
	key: string;
	params?: Record<string, string | number>;
	rule: RuleRef;
}

export type Legality = { ok: true } | { ok: false; refusal: Refusal };

export const LEGAL: Legality = { ok: true };

export function refuse(key: string, rule: RuleRef, params?: Record<string, string | number>): Legality {
	return params ? { ok: false, refusal: { key, rule, params } } : { ok: false, refusal: { key, rule } };
}

/** One step of a guided example: the event to send, and the narration key that explains it. */
export interface GuidedStep<E> {
	event: E;
	narration: string;
	params?: Record<string, string | number>;
}
