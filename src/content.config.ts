import type { Loader } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { READY_GAMES } from './games';
import { typo } from './i18n/typography.mjs';

/** `{games}` in a front matter's title or description: the ready games' names, from the registry (« A, B et C »). */
function gameList(lang: 'fr' | 'en'): string {
	const names = READY_GAMES.map((g) => g.name[lang]);
	const and = lang === 'fr' ? ' et ' : ' and ';
	return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

/**
 * The page's front matter gets the same typography as its body (the Sätteri plugin in
 * astro.config.mjs only sees the body): a page's `title` and `description` reach the <title>, the
 * meta description and search snippets typeset (« ; » after U+202F, « » with U+00A0 inside).
 * `{games}` there becomes the list of ready games (the home pages name them without a list to update).
 */
function typeset(loader: Loader): Loader {
	return {
		...loader,
		load: (context) =>
			loader.load({
				...context,
				store: new Proxy(context.store, {
					get(store, prop) {
						if (prop !== 'set') return Reflect.get(store, prop);
						return (entry: Parameters<typeof store.set>[0]) => {
							const lang = entry.id.startsWith('fr/') ? 'fr' : entry.id.startsWith('en/') ? 'en' : null;
							const data = entry.data as { title?: unknown; description?: unknown };
							if (lang) {
								const fill = (text: string) => typo(text.replaceAll('{games}', gameList(lang)), lang);
								if (typeof data.title === 'string') data.title = fill(data.title);
								if (typeof data.description === 'string') data.description = fill(data.description);
							}
							return store.set(entry);
						};
					},
				}),
			}),
	};
}

export const collections = {
	docs: defineCollection({ loader: typeset(docsLoader()), schema: docsSchema() }),
	i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
