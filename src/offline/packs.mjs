/**
 * Offline packs, computed from the BUILT site (dist/) after `astro build`.
 *
 * A pack is everything one game needs in one language to work with no network: the game's pages
 * in that language (every chapter of the registry, and the language's home page, which is the
 * installed app's start URL), every script, style and font those pages load — up front, when a
 * widget scrolls into view, or on demand (try-it modes, the search UI) — and that language's
 * Pagefind index (its runtime, its wasm, its index and filter chunks, and the fragments of the
 * game's pages). Nothing of the other language or of another game is in it.
 *
 * Written to dist/offline/<lang>-<game>.json as `{ game, lang, version, bytes, files }`; the
 * offline control (src/components/shared/OfflineControl.astro) asks the service worker to cache
 * `files`, and shows `bytes`. Files are URL paths under the site's base (`/rules-at-play/fr/`);
 * `base` maps them to dist/.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';

/** Set by computePacks: the site's base path (`/` or `/rules-at-play/`). */
let base = '/';

/** The dist file a URL path under the base maps to (`/en/` → en/index.html), or undefined. */
function fileOf(dist, sitePath) {
	const path = sitePath.split(/[?#]/)[0];
	if (!path.startsWith(base)) return undefined;
	const clean = decodeURIComponent(`/${path.slice(base.length)}`);
	const candidates = clean.endsWith('/') ? [join(dist, clean, 'index.html')] : [join(dist, clean)];
	return candidates.find((f) => existsSync(f));
}

/** Same-origin site path of a reference found in `from` (a site path), or undefined. */
function resolveRef(ref, from, siteOrigin) {
	if (!ref || ref.startsWith('data:') || ref.startsWith('#') || ref.startsWith('mailto:')) return undefined;
	try {
		const url = new URL(ref.replace(/&amp;/g, '&'), `${siteOrigin}${from}`);
		if (url.origin !== siteOrigin) return undefined;
		return url.pathname;
	} catch {
		return undefined;
	}
}

const HTML_REF = /\s(?:src|href|component-url|renderer-url)\s*=\s*"([^"]+)"/gi;
const CSS_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/gi;
const ASTRO_STRING = /["'`]((?:\.{0,2}\/)?(?:_astro\/)?[\w.-]+\.(?:js|css|woff2?))["'`]/g;

/**
 * Everything a set of pages loads, following HTML → scripts/styles → imports/url(), without
 * following links to other pages.
 * @param {string} dist @param {string[]} pages site paths @param {string} siteOrigin
 */
async function assetsOf(dist, pages, siteOrigin) {
	await initLexer;
	const seen = new Set();
	const queue = [];
	const add = (path) => {
		if (!path || seen.has(path)) return;
		if (!fileOf(dist, path)) return;
		seen.add(path);
		queue.push(path);
	};
	for (const page of pages) {
		const html = await readFile(fileOf(dist, page), 'utf8');
		for (const m of html.matchAll(HTML_REF)) {
			const target = resolveRef(m[1], page, siteOrigin);
			// Links to pages are not assets of this page (packs list their pages explicitly).
			if (!target || target.endsWith('/') || /\.(html|xml)$/.test(target)) continue;
			add(target);
		}
	}
	while (queue.length) {
		const path = /** @type {string} */ (queue.shift());
		if (!/\.(m?js|css)$/.test(path)) continue;
		const code = await readFile(fileOf(dist, path), 'utf8');
		if (path.endsWith('.css')) {
			for (const m of code.matchAll(CSS_URL)) add(resolveRef(m[1], path, siteOrigin));
			continue;
		}
		try {
			const [imports] = parseModule(code);
			for (const imp of imports) if (imp.n) add(resolveRef(imp.n, path, siteOrigin));
		} catch {
			// not an ES module: only the string scan below
		}
		// Vite's preload lists (a lazy chunk's CSS and imports) are plain strings relative to the site root.
		for (const m of code.matchAll(ASTRO_STRING)) {
			const ref = m[1];
			add(resolveRef(ref.startsWith('_astro/') ? `${base}${ref}` : ref, path, siteOrigin));
		}
	}
	return seen;
}

/** Pagefind's files for one language, and the fragments of the pages whose path starts with a prefix. */
async function pagefindFiles(dist, lang, pagePrefixes) {
	const root = join(dist, 'pagefind');
	if (!existsSync(root)) return [];
	const at = `${base}pagefind/`;
	const out = [`${at}pagefind.js`, `${at}pagefind-entry.json`];
	if (existsSync(join(root, 'pagefind-worker.js'))) out.push(`${at}pagefind-worker.js`);
	for (const name of await readdir(root)) {
		if (name.startsWith(`pagefind.${lang}_`) || name === `wasm.${lang}.pagefind`) out.push(`${at}${name}`);
	}
	for (const dir of ['index', 'filter']) {
		if (!existsSync(join(root, dir))) continue;
		for (const name of await readdir(join(root, dir))) if (name.startsWith(`${lang}_`)) out.push(`${at}${dir}/${name}`);
	}
	if (existsSync(join(root, 'fragment'))) {
		for (const name of await readdir(join(root, 'fragment'))) {
			if (!name.startsWith(`${lang}_`)) continue;
			// A fragment is gzipped "pagefind_dcd" + JSON with the page's url.
			const text = gunzipSync(await readFile(join(root, 'fragment', name))).toString('utf8');
			const json = JSON.parse(text.slice(text.indexOf('{')));
			if (pagePrefixes.some((p) => typeof json.url === 'string' && json.url.startsWith(p))) out.push(`${at}fragment/${name}`);
		}
	}
	return out;
}

/**
 * @param {{ dist: string, siteOrigin: string, base?: string, games: readonly { slug: string, chapters: readonly string[] }[],
 *   locales: readonly string[], extra?: (lang: string) => string[] }} options
 * @returns {Promise<{ game: string, lang: string, version: string, bytes: number, files: string[] }[]>}
 */
export async function computePacks({ dist, siteOrigin, base: siteBase = '/', games, locales, extra = () => [] }) {
	base = siteBase;
	const packs = [];
	for (const game of games) {
		for (const lang of locales) {
			const pages = [`${base}${lang}/`, ...game.chapters.map((c) => `${base}${lang}/${game.slug}/${c ? `${c}/` : ''}`)];
			for (const page of pages) if (!fileOf(dist, page)) throw new Error(`Offline pack ${lang}-${game.slug}: no page ${page} in dist/`);
			const assets = await assetsOf(dist, pages, siteOrigin);
			// Pagefind records page URLs from dist/'s root (its UI adds the base when it shows them).
			const search = await pagefindFiles(dist, lang, [`/${lang}/${game.slug}/`]);
			const files = [...new Set([...pages, ...[...assets].sort(), ...search, ...extra(lang).filter((p) => fileOf(dist, p))])];
			const hash = createHash('sha256');
			let bytes = 0;
			for (const file of files) {
				const path = /** @type {string} */ (fileOf(dist, file));
				bytes += (await stat(path)).size;
				hash.update(file).update(await readFile(path));
			}
			packs.push({ game: game.slug, lang, version: hash.digest('hex').slice(0, 16), bytes, files });
		}
	}
	return packs;
}
