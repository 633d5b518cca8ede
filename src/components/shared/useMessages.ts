import { useMemo } from 'preact/hooks';
import { type GameT, gameT, type MessagesSlug, type WidgetT, widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';

/**
 * A widget's messages in the page's language: `t`, typed by its game's keys (a misspelt key fails
 * `npm run check`), and `tc`, the shared widget messages. `const { t, tc } = useMessages('wildlife', lang);`
 */
export function useMessages<G extends MessagesSlug>(game: G, lang: Locale): { t: GameT<G>; tc: WidgetT } {
	return useMemo(() => ({ t: gameT(game, lang), tc: widgetT(lang) }), [game, lang]);
}

/** What every try-it part receives from its widget: the page's language and both translators. */
export interface TryPartProps<G extends MessagesSlug> {
	lang: Locale;
	t: GameT<G>;
	tc: WidgetT;
}
