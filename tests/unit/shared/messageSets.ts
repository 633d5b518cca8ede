// Test helper: every message system of the site, from the registry (each game's parts) and the
// shared parts, per language: the sources as written (messages and nouns) and compiled.
import { READY_GAMES } from '../../../src/games';
import { compiledGame, compiledShared, gameSources, sharedSources } from '../../../src/i18n/compiled';
import type { Dict } from '../../../src/i18n/format';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import type { Source } from '../../../src/i18n/source';

export interface MessageSet {
	/** A game's slug, or `shared`. */
	owner: string;
	sources: Record<Locale, Source>;
	compiled: Record<Locale, Dict>;
}

const per = <T>(f: (lang: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as Record<Locale, T>;

export const MESSAGE_SETS: readonly MessageSet[] = [
	{ owner: 'shared', sources: per((l) => sharedSources(l)), compiled: per((l) => compiledShared(l)) },
	...READY_GAMES.map((g) => {
		// A ready game without messages would leave every message check silently without it.
		if (!g.messages) throw new Error(`${g.slug} is ready but names no messages module in src/games.ts`);
		return g;
	}).map((g) => ({ owner: g.slug, sources: per((l) => gameSources(g.slug, l)), compiled: per((l) => compiledGame(g.slug, l)) })),
];

/** The messages (not the nouns) of a set in one language: key → ICU source. */
export function messagesOf(set: MessageSet, lang: Locale): [string, string][] {
	return Object.entries(set.sources[lang]).filter((e): e is [string, string] => typeof e[1] === 'string');
}
