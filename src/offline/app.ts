/** The installed app's names and colours, per language (manifests, head links, offline control). */
import type { Locale } from '../i18n/paths';

export const APP = {
	name: { fr: 'Règles en jeu', en: 'Rules at Play' } satisfies Record<Locale, string>,
	shortName: { fr: 'Règles en jeu', en: 'Rules at Play' } satisfies Record<Locale, string>,
	description: {
		fr: 'Les règles de jeux de société, à apprendre en jouant et à consulter à table, même hors ligne.',
		en: 'Board-game rules to learn by playing and to look up at the table, even offline.',
	} satisfies Record<Locale, string>,
	/** The favicon's green: the browser's bar and the splash screen. */
	themeColor: '#1f6f4a',
	backgroundColor: '#ffffff',
};
