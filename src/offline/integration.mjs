/**
 * Astro integration: after `astro build` (and after Starlight's Pagefind index, so it must come
 * after starlight() in astro.config.mjs), builds what the site needs offline:
 *
 * 1. one offline pack per ready game of the registry and per language (packs.mjs), written to
 *    dist/offline/<lang>-<game>.json, and its size written into that game's pages (the offline
 *    control's `data-offline-bytes="<lang>-<game>"` placeholder becomes the byte count);
 * 2. the service worker, dist/sw.js: src/offline/sw.js (Workbox modules) bundled by esbuild, then
 *    workbox-build's injectManifest gives it its precache list (the offline notice only). A banner
 *    carries the packs' versions, so every deploy that changes what a reader can cache is a new
 *    worker (and the reader sees "a new version is available").
 *
 * Why not @vite-pwa/astro: its 1.2.0 declares astro ^1–^5 as peer (this site is on Astro 7), and
 * vite-plugin-pwa alone runs at the end of Vite's client build, before Astro writes the pages and
 * before Pagefind indexes them. workbox-build after the build sees the final dist/.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { formatBytes } from '../i18n/bytes.ts';
import { packageOf, shipped } from '../deploy/notices.mjs';
import { computePacks } from './packs.mjs';

/** @param {{ games: readonly { slug: string, chapters: readonly string[] }[], locales: readonly string[] }} options */
export function offline({ games, locales }) {
	let siteOrigin = 'https://example.invalid';
	let base = '/';
	return {
		name: 'rules-at-play:offline',
		hooks: {
			'astro:config:done': ({ config }) => {
				if (config.site) siteOrigin = new URL(config.site).origin;
				base = `/${config.base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
			},
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const dist = fileURLToPath(dir);
				const packs = await computePacks({
					dist,
					siteOrigin,
					base,
					games,
					locales,
					// The search loads Pagefind through public/search/pagefind.js (lazyPagefindUI.ts), which no page names.
					extra: (lang) => [`${base}${lang}/manifest.webmanifest`, `${base}search/pagefind.js`],
				});
				await mkdir(join(dist, 'offline'), { recursive: true });
				for (const pack of packs) {
					await writeFile(join(dist, 'offline', `${pack.lang}-${pack.game}.json`), JSON.stringify(pack));
				}
				// The size and version each control shows, written into the pages that carry it.
				const bytes = new Map(packs.map((p) => [`${p.lang}-${p.game}`, p.bytes]));
				const versions = new Map(packs.map((p) => [`${p.lang}-${p.game}`, p.version]));
				for (const pack of packs) {
					for (const page of pack.files.filter((f) => f.endsWith('/'))) {
						const file = join(dist, page.slice(base.length), 'index.html');
						const html = await readFile(file, 'utf8');
						const next = html
							.replace(/data-offline-bytes="([\w-]+)"/g, (all, key) => (bytes.has(key) ? `data-offline-bytes="${bytes.get(key)}"` : all))
							.replace(/data-offline-version="([\w-]+)"/g, (all, key) => (versions.has(key) ? `data-offline-version="${versions.get(key)}"` : all))
							.replace(/(<span data-offline-size="(([\w]+)-[\w-]+)"[^>]*>)[^<]*(<\/span>)/g, (all, open, key, lang, close) =>
								bytes.has(key) ? `${open}${formatBytes(bytes.get(key), lang)}${close}` : all,
							);
						if (next !== html) await writeFile(file, next);
					}
				}

				// The offline notice is a static file written from the site's root: put its links under the base.
				if (base !== '/') {
					const notice = join(dist, 'offline.html');
					const html = await readFile(notice, 'utf8');
					await writeFile(notice, html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}`).replace('data-base="/"', `data-base="${base}"`));
				}

				// The hashed build files and Pagefind's files of this build: the worker prunes older ones at activation.
				const current = [];
				for (const top of ['_astro', 'pagefind']) {
					for (const entry of await readdir(join(dist, top), { recursive: true, withFileTypes: true }).catch(() => [])) {
						if (entry.isFile()) current.push(`${base}${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
					}
				}
				// Every page of this build (`index.html` → its directory's path, other .html files as they are).
				const pages = [];
				for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
					if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
					const rel = relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/');
					pages.push(`${base}${rel === 'index.html' ? '' : rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel}`);
				}
				const tmp = join(dist, '.sw-src.js');
				const { metafile } = await esbuild({
					metafile: true,
					entryPoints: [fileURLToPath(new URL('./sw.js', import.meta.url))],
					outfile: tmp,
					bundle: true,
					minify: true,
					format: 'iife',
					target: 'es2020',
					define: {
						'process.env.NODE_ENV': '"production"',
						__BASE__: JSON.stringify(base),
						__FILES__: JSON.stringify(current.sort()),
						__PAGES__: JSON.stringify(pages.sort()),
					},
					banner: { js: `/* packs: ${packs.map((p) => `${p.lang}-${p.game}@${p.version}`).join(' ')} */` },
					logLevel: 'warning',
				});
				// The worker's packages, for the third-party notices (src/deploy/notices.mjs).
				for (const input of Object.keys(metafile?.inputs ?? {})) {
					const name = packageOf(input);
					if (name) shipped.add(name);
				}
				const { count, size, warnings } = await injectManifest({
					swSrc: tmp,
					swDest: join(dist, 'sw.js'),
					globDirectory: dist,
					globPatterns: ['offline.html'],
				});
				await rm(tmp);
				for (const w of warnings) logger.warn(w);
				const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
				logger.info(
					`sw.js: precache ${count} file(s), ${kb(size)}; packs ${packs.map((p) => `${p.lang}-${p.game} ${p.files.length} files ${kb(p.bytes)}`).join(', ')} (${Math.round(performance.now() - started)} ms)`,
				);
			},
		},
	};
}
