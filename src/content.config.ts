import type { Loader } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { typo } from './i18n/typography.mjs';

/**
 * The page's front matter gets the same typography as its body (the Sätteri plugin in
 * astro.config.mjs only sees the body): a page's `title` and `description` reach the <title>, the
 * meta description and search snippets typeset (« ; » after U+202F, « » with U+00A0 inside).
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
								if (typeof data.title === 'string') data.title = typo(data.title, lang);
								if (typeof data.description === 'string') data.description = typo(data.description, lang);
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
