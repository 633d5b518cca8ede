/**
 * The message layer, one for every game (docs/messages.md). A game declares its parts in
 * src/i18n/<game>/messages.ts (`PARTS`, and `declare module '../messages'` to register their
 * type under its slug); the registry (src/games.ts `messages`) points at that file. Then:
 *
 * - `gameT(slug, lang)`: the game's translator, typed by its keys (`t('setup.title')`,
 *   `t.noun('player.A')`): on the server, compiled from ICU at build (src/i18n/compiled.ts);
 *   in the browser, read from the JSON the page embeds (`<EmbeddedStrings game=… lang=… />`), so
 *   no widget bundle carries a string or a parser;
 * - `widgetT(lang)`: the shared widget messages (the stage, boards, refusals), embedded the same way;
 * - `sharedT(lang)`: every shared message (also the pages' own: offline, rulings, home), server only.
 *
 * Widgets get both translators from `useMessages` (src/components/shared/useMessages.ts).
 */
import type { GameSlug } from '../games';
import { type Dict, type Translator, translator } from './format';
import type { Locale } from './paths';
import type { MessageParams } from './generated/params';
import type { SHARED_PARTS, WIDGET_PARTS } from './shared/parts';
import type { MessageKeys, NounKeys, Parts } from './source';

/** Each game's parts, by slug; each game's messages.ts adds its own entry (declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each game's src/i18n/<game>/messages.ts
export interface GameMessages {}
export type MessagesSlug = keyof GameMessages & GameSlug;
type PartsOf<G extends MessagesSlug> = GameMessages[G] extends Parts ? GameMessages[G] : never;

/** A game's message keys, noun keys and translator type. */
export type GameKey<G extends MessagesSlug> = MessageKeys<PartsOf<G>>;
export type GameNounKey<G extends MessagesSlug> = NounKeys<PartsOf<G>>;
export type GameT<G extends MessagesSlug> = Translator<GameKey<G>, GameNounKey<G>, G extends keyof MessageParams ? MessageParams[G] : never>;
/** The shared widget messages (`tc` in a widget). */
export type WidgetKey = MessageKeys<typeof WIDGET_PARTS>;
export type WidgetT = Translator<WidgetKey, NounKeys<typeof WIDGET_PARTS>, MessageParams['shared']>;
/** Every shared message (pages, server side). */
export type SharedKey = MessageKeys<typeof SHARED_PARTS>;
export type SharedT = Translator<SharedKey, NounKeys<typeof SHARED_PARTS>, MessageParams['shared']>;

/** Compiled on the server; in a browser bundle `import.meta.env.SSR` is false and this import, with the ICU parser and every part file, is dropped. */
const SERVER = import.meta.env.SSR ? await import('./compiled') : null;

/** The id of the element a page embeds one owner's messages in (a game's slug, or `shared`). */
export const messagesElementId = (owner: GameSlug | 'shared', lang: Locale): string => `strings-${owner}-${lang}`;

const cache: Record<string, Dict> = {};
function embedded(owner: GameSlug | 'shared', lang: Locale): Dict {
	const id = messagesElementId(owner, lang);
	if (!cache[id]) {
		const el = document.getElementById(id);
		if (!el?.textContent) throw new Error(`Messages "${id}" are missing from this page: add <EmbeddedStrings game=… lang="${lang}" /> to its MDX.`);
		cache[id] = JSON.parse(el.textContent) as Dict;
	}
	return cache[id];
}

/** One language's compiled messages of a game: compiled on the server, read from the page in the browser. */
export function gameDict(slug: GameSlug, lang: Locale): Dict {
	return SERVER ? SERVER.compiledGame(slug, lang) : embedded(slug, lang);
}

export function gameT<G extends MessagesSlug>(slug: G, lang: Locale): GameT<G> {
	return translator(gameDict(slug, lang), lang) as GameT<G>;
}

/** The shared widget messages, in the browser as on the server. */
export function widgetT(lang: Locale): WidgetT {
	return translator(SERVER ? SERVER.compiledShared(lang, true) : embedded('shared', lang), lang) as WidgetT;
}

/** Every shared message: pages and server-rendered parts only. */
export function sharedT(lang: Locale): SharedT {
	if (!SERVER) throw new Error('sharedT runs on the server only; widgets use widgetT');
	return translator(SERVER.compiledShared(lang, false), lang) as SharedT;
}
