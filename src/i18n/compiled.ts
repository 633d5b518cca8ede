/**
 * Server side of the message layer (build, server render, tests): every game's parts, found from
 * the registry (src/games.ts `messages`), and the shared parts, compiled from ICU MessageFormat
 * once per language. Never imported by browser code (src/i18n/messages.ts loads it only when SSR).
 */
import { type GameSlug, getGame } from '../games';
import { compileDict } from './compile';
import type { Dict } from './format';
import type { Locale } from './paths';
import { SHARED_PARTS, WIDGET_PARTS } from './shared/parts';
import { mergeParts, type Parts, type Source } from './source';

const modules = import.meta.glob<Parts>('/src/i18n/*/messages.ts', { eager: true, import: 'PARTS' });

/** A game's part files (its `PARTS`), from the module the registry names. */
export function gameParts(slug: GameSlug): Parts {
	const { messages } = getGame(slug);
	if (!messages) throw new Error(`src/games.ts: "${slug}" declares no messages`);
	const parts = modules[`/${messages}`];
	if (!parts) throw new Error(`src/games.ts: "${slug}" messages ${messages} not found (or it exports no PARTS)`);
	return parts;
}

/** A game's sources, one language, merged. */
export function gameSources(slug: GameSlug, lang: Locale): Source {
	return mergeParts(gameParts(slug), lang);
}

export function sharedSources(lang: Locale, widgetsOnly = false): Source {
	return mergeParts(widgetsOnly ? WIDGET_PARTS : SHARED_PARTS, lang);
}

const compiled: Record<string, Dict> = {};
export function compiledGame(slug: GameSlug, lang: Locale): Dict {
	compiled[`${slug}-${lang}`] ??= compileDict(gameSources(slug, lang), lang);
	return compiled[`${slug}-${lang}`]!;
}

export function compiledShared(lang: Locale, widgetsOnly = false): Dict {
	const id = `shared${widgetsOnly ? '-widgets' : ''}-${lang}`;
	compiled[id] ??= compileDict(sharedSources(lang, widgetsOnly), lang);
	return compiled[id]!;
}
