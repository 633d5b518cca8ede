/**
 * A small static file server for the built site (dist/), bound to 127.0.0.1 on a free port.
 * Behaves like a typical static host: `/x/` serves `/x/index.html`, `/x` (a folder) redirects
 * to `/x/`, unknown paths get dist/404.html with status 404, text is compressed (br/gzip) when
 * the client accepts it.
 *
 * Like Netlify or Cloudflare Pages, it applies dist/_headers (every rule whose path matches adds
 * its headers; `*` matches anything, `:name` one segment) and dist/_redirects (`from to status
 * [Language=xx,yy]`, matched on the exact path, the language against Accept-Language). A build
 * without _headers gets the old defaults: hashed files under _astro/ immutable, the rest revalidated.
 *
 * `base` (default: the base the build was made for, read from dist/sitemap-0.xml) serves dist/
 * under a sub-path, like GitHub Pages serves a project site: `/rules-at-play/fr/` is
 * dist/fr/index.html, and anything outside the base is a plain 404 from "another site".
 *
 * Used by the browser tests (tests/browser/lib.mjs), scripts/perf.mjs and scripts/serve.mjs.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** dist/ of the project; SITE_DIST_DIR overrides it (e.g. to check a copy). */
export const defaultDistDir = resolve(process.env.SITE_DIST_DIR || join(projectRoot, 'dist'));

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.gif': 'image/gif',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.txt': 'text/plain; charset=utf-8',
	'.wasm': 'application/wasm',
	'.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest']);

async function isFile(path) {
	try {
		return (await stat(path)).isFile();
	} catch {
		return false;
	}
}
async function isDir(path) {
	try {
		return (await stat(path)).isDirectory();
	} catch {
		return false;
	}
}

/**
 * The rules of a `_headers` file: `[{ pattern: RegExp, headers: [name, value][] }]`.
 * @param {string} text
 */
export function parseHeadersFile(text) {
	const rules = [];
	let current;
	for (const raw of text.split('\n')) {
		const line = raw.replace(/\s+$/, '');
		if (!line.trim() || line.trim().startsWith('#')) continue;
		if (!/^\s/.test(line)) {
			current = { path: line.trim(), pattern: pathPattern(line.trim()), headers: [] };
			rules.push(current);
			continue;
		}
		const colon = line.indexOf(':');
		if (!current || colon === -1) throw new Error(`_headers: cannot read "${line}"`);
		current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
	}
	return rules;
}

/** A _headers / _redirects path as a RegExp: `*` anything, `:name` one segment. */
function pathPattern(path) {
	const source = path
		.split(/(\*|:[A-Za-z]\w*)/)
		.map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
		.join('');
	return new RegExp(`^${source}$`);
}

/** The headers `_headers` gives a URL path: every matching rule's, a name set twice joined by ", ". */
export function headersFor(rules, pathname) {
	/** @type {Map<string, string[]>} */
	const found = new Map();
	for (const rule of rules) {
		if (!rule.pattern.test(pathname)) continue;
		for (const [name, value] of rule.headers) {
			const key = name.toLowerCase();
			found.set(key, [...(found.get(key) ?? []), value]);
		}
	}
	return Object.fromEntries([...found].map(([name, values]) => [name, values.join(', ')]));
}

/** The `_redirects` rules: `[{ from, to, status, languages }]`. */
export function parseRedirectsFile(text) {
	const rules = [];
	for (const raw of text.split('\n')) {
		const line = raw.trim();
		if (!line || line.startsWith('#')) continue;
		const [from, to, status = '301', ...conditions] = line.split(/\s+/);
		const language = conditions.find((c) => c.startsWith('Language='));
		rules.push({
			from,
			to,
			status: Number.parseInt(status, 10),
			languages: language
				? language
						.slice('Language='.length)
						.split(',')
						.map((l) => l.toLowerCase())
				: undefined,
		});
	}
	return rules;
}

/** The languages of an Accept-Language header, best first (`en-GB,en;q=0.9,fr;q=0.8` → en, en, fr). */
function acceptedLanguages(header) {
	return String(header ?? '')
		.split(',')
		.map((part) => {
			const [tag, ...params] = part.trim().split(';');
			const q = Number.parseFloat(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? '1');
			return { lang: (tag ?? '').toLowerCase().split('-')[0] ?? '', q };
		})
		.filter((l) => l.lang && l.q > 0)
		.sort((a, b) => b.q - a.q)
		.map((l) => l.lang);
}

/** The base path a build was made for: the folder every page of its sitemap is in (`/` or `/rules-at-play/`). */
export async function builtBase(root = defaultDistDir) {
	try {
		const xml = await readFile(join(root, 'sitemap-0.xml'), 'utf8');
		const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname);
		// The pages' longest common folder (every page is under <base><lang>/; the root page is a static file, not listed).
		let common = paths[0]?.split('/').slice(0, -1) ?? [''];
		for (const path of paths) {
			const parts = path.split('/');
			let i = 0;
			while (i < common.length && common[i] === parts[i]) i++;
			common = common.slice(0, i);
		}
		return `${common.join('/')}/`.replace(/^\/*/, '/');
	} catch {
		return '/';
	}
}

/**
 * Starts the server. Resolves to `{ baseURL, origin, base, port, close() }`: `origin` is
 * `http://127.0.0.1:40123`, `base` the sub-path (`/` or `/rules-at-play/`), and `baseURL` the
 * site's address without its trailing slash (`http://127.0.0.1:40123/rules-at-play`, or the origin).
 * @param {{ root?: string, base?: string, headers?: boolean, port?: number }} [options] `headers: false`
 *   ignores _headers; `port` 0 (default) takes a free one
 */
export async function startStaticServer({ root = defaultDistDir, base, headers: applyHeaders = true, port: listenPort = 0 } = {}) {
	const rootDir = resolve(root);
	if (!(await isDir(rootDir))) {
		throw new Error(`No built site at ${rootDir}: run \`npm run build\` first.`);
	}
	const sitePath = base ?? (await builtBase(rootDir));
	const headerRules =
		applyHeaders && (await isFile(join(rootDir, '_headers'))) ? parseHeadersFile(await readFile(join(rootDir, '_headers'), 'utf8')) : undefined;
	const redirectRules = (await isFile(join(rootDir, '_redirects'))) ? parseRedirectsFile(await readFile(join(rootDir, '_redirects'), 'utf8')) : [];
	/** @type {Map<string, Buffer>} compressed bodies, keyed by encoding + path */
	const cache = new Map();

	const server = createServer(async (req, res) => {
		try {
			const url = new URL(req.url ?? '/', 'http://localhost');
			if (!url.pathname.startsWith(sitePath) && url.pathname !== sitePath.slice(0, -1)) {
				res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not found (outside ${sitePath}: another site)`);
				return;
			}
			for (const rule of redirectRules) {
				if (rule.from !== url.pathname) continue;
				if (rule.languages && !rule.languages.includes(acceptedLanguages(req.headers['accept-language'])[0] ?? '')) continue;
				res.writeHead(rule.status, { Location: rule.to + url.search, 'Cache-Control': 'no-cache' }).end();
				return;
			}
			let pathname;
			try {
				pathname = decodeURIComponent(`/${url.pathname.slice(sitePath.length)}`);
			} catch {
				res.writeHead(400).end('Bad request');
				return;
			}
			// The host's configuration files are not published (as on Netlify and Cloudflare Pages).
			if (pathname === '/_headers' || pathname === '/_redirects') pathname = '/__not-published__';
			const full = normalize(join(rootDir, pathname));
			if (full !== rootDir && !full.startsWith(rootDir + sep)) {
				res.writeHead(403).end('Forbidden');
				return;
			}
			let file = full;
			if (await isDir(full)) {
				if (!url.pathname.endsWith('/')) {
					res.writeHead(301, { Location: url.pathname + '/' + url.search }).end();
					return;
				}
				file = join(full, 'index.html');
			}
			let status = 200;
			if (!(await isFile(file))) {
				status = 404;
				file = join(rootDir, '404.html');
				if (!(await isFile(file))) {
					res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
					return;
				}
			}
			const ext = extname(file).toLowerCase();
			/** @type {Record<string, string>} */
			const headers = {
				'Content-Type': TYPES[ext] ?? 'application/octet-stream',
				...(headerRules
					? headersFor(headerRules, url.pathname)
					: {
							'Cache-Control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
							'X-Content-Type-Options': 'nosniff',
						}),
				Vary: 'Accept-Encoding',
			};
			let body = await readFile(file);
			const accept = String(req.headers['accept-encoding'] ?? '');
			if (COMPRESSIBLE.has(ext) && body.length > 512) {
				const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
				if (encoding) {
					const key = `${encoding}:${file}`;
					let packed = cache.get(key);
					if (!packed) {
						packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
						cache.set(key, packed);
					}
					body = packed;
					headers['Content-Encoding'] = encoding;
				}
			}
			headers['Content-Length'] = String(body.length);
			res.writeHead(status, headers);
			res.end(req.method === 'HEAD' ? undefined : body);
		} catch (error) {
			res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
		}
	});
	server.keepAliveTimeout = 2000;
	await new Promise((ok, fail) => {
		server.once('error', fail);
		server.listen(listenPort, '127.0.0.1', ok);
	});
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	const origin = `http://127.0.0.1:${port}`;
	return {
		port,
		origin,
		base: sitePath,
		baseURL: origin + sitePath.slice(0, -1),
		root: rootDir,
		close: () =>
			new Promise((ok) => {
				server.closeAllConnections?.();
				server.close(() => ok(undefined));
			}),
	};
}

/** Site paths listed in dist/sitemap-0.xml (`/en/wildlife/setup/`, without the base), sorted. */
export async function readSitemapPaths(root = defaultDistDir) {
	const xml = await readFile(join(root, 'sitemap-0.xml'), 'utf8');
	const base = await builtBase(root);
	// Site paths, from the site's root whatever the base: `/rules-at-play/en/` → `/en/`.
	const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => `/${new URL(m[1]).pathname.slice(base.length)}`);
	return [...new Set(paths)].sort();
}

/**
 * The dist file a site path maps to, or undefined. `/a/` → `a/index.html`; `/a.svg` → `a.svg`.
 * A folder without its trailing slash does not count (the site uses trailingSlash: 'always').
 */
export async function distFileForPath(pathname, root = defaultDistDir) {
	let decoded;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return undefined;
	}
	const full = normalize(join(root, decoded));
	if (full !== root && !full.startsWith(root + sep)) return undefined;
	const file = decoded.endsWith('/') ? join(full, 'index.html') : full;
	return (await isFile(file)) ? file : undefined;
}
