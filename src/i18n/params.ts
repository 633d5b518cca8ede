/**
 * Param catalogs: what each message param can hold, per game (src/i18n/<game>/params.ts) and for
 * the shared messages (src/i18n/shared/params.ts). Read only by the edge-parameter test
 * (tests/unit/shared/edge-params.test.ts), which formats every message with each value of each
 * param: a param that no catalog names fails it. Never shipped.
 */
import type { Locale } from './paths';

export type Domain =
	/** A count: 0, 1, 2 and 12. */
	| { kind: 'count' }
	/** Numbers that are not counts (a row, a rank, a year), or counts known to be at least 2. */
	| { kind: 'number'; values: readonly number[] }
	/** Each noun whose key starts with `prefix` (`player.` → every example player). */
	| { kind: 'noun'; prefix: string }
	/** Lists of one, two and three of those nouns (`t.list`). */
	| { kind: 'list'; prefix: string }
	/** Ids a message `select`s on. */
	| { kind: 'select'; values: readonly string[] }
	/** Text a widget builds before inserting it (a cell, a sub-sentence), per language. */
	| { kind: 'text'; values: Readonly<Record<Locale, readonly string[]>> };

export type ParamCatalog = Readonly<Record<string, Domain>>;

export const count: Domain = { kind: 'count' };
export const numbers = (...values: number[]): Domain => ({ kind: 'number', values });
export const nouns = (prefix: string): Domain => ({ kind: 'noun', prefix });
/** The example players (`player.*` nouns from src/data/<game>/players.ts). */
export const players: Domain = nouns('player.');
export const listOf = (prefix: string): Domain => ({ kind: 'list', prefix });
export const oneOf = (...values: string[]): Domain => ({ kind: 'select', values });
/** Text samples: `text('Forêt, ligne 3, colonne 4', 'Forest, row 3, column 4')`, or arrays. */
export const text = (fr: string | readonly string[], en: string | readonly string[] = fr): Domain => ({
	kind: 'text',
	values: { fr: typeof fr === 'string' ? [fr] : fr, en: typeof en === 'string' ? [en] : en },
});
