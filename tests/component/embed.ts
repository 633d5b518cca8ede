/**
 * Component tests render a widget as the page would hydrate it: the page embeds a game's messages
 * and the shared widget messages as JSON (src/components/shared/EmbeddedStrings.astro), which the
 * widget reads in the browser (src/i18n/messages.ts). `embedStrings(game, lang)` puts the same JSON
 * in the test's document, compiled from the same sources.
 */
import type { GameSlug } from '../../src/games';
import { compiledGame, compiledShared } from '../../src/i18n/compiled';
import { messagesElementId } from '../../src/i18n/messages';
import type { Locale } from '../../src/i18n/paths';

export function embedStrings(game: GameSlug, lang: Locale): void {
	for (const [owner, dict] of [
		[game, compiledGame(game, lang)],
		['shared', compiledShared(lang, true)],
	] as const) {
		const id = messagesElementId(owner, lang);
		if (document.getElementById(id)) continue;
		const el = document.createElement('script');
		el.type = 'application/json';
		el.id = id;
		el.textContent = JSON.stringify(dict);
		document.head.append(el);
	}
}
