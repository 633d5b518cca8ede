import type { Loader } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { fillFrontMatter } from './i18n/frontMatter';

/**
 * The page's front matter gets the same typography as its body (the Sätteri plugin in
 * astro.config.mjs only sees the body): a page's `title` and `description` reach the <title>, the
 * meta description and search snippets typeset (« ; » after U+202F, « » with U+00A0 inside).
 * `{games}` there becomes the list of ready games (the home pages name them without a list to update);
 * src/i18n/frontMatter.ts does both, for every entry of a language folder, home pages included.
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
							fillFrontMatter(entry.id, entry.data as { title?: unknown; description?: unknown });
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
