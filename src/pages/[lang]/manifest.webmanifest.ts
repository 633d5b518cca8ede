/**
 * One web app manifest per language (/fr/manifest.webmanifest, /en/manifest.webmanifest), linked
 * from that language's pages (src/offline/head.ts): the installed app is named, and starts, in
 * the reader's language, and opens full screen.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '../../i18n/paths';
import { APP } from '../../offline/app';
import { withBase } from '../../base';

export const getStaticPaths = (() => LOCALES.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
	const lang = params.lang as Locale;
	const manifest = {
		id: withBase(`/${lang}/`),
		name: APP.name[lang],
		short_name: APP.shortName[lang],
		description: APP.description[lang],
		lang,
		dir: 'ltr',
		start_url: withBase(`/${lang}/`),
		scope: withBase(`/${lang}/`),
		display: 'fullscreen',
		orientation: 'any',
		theme_color: APP.themeColor,
		background_color: APP.backgroundColor,
		icons: [
			{ src: withBase('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
			{ src: withBase('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
			{ src: withBase('/icons/maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
			{ src: withBase('/icons/icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
		],
	};
	return new Response(JSON.stringify(manifest, null, '\t'), {
		headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
	});
};
