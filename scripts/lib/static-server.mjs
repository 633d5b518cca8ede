/**
 * A small static file server for the built site (dist/), bound to 127.0.0.1 on a free port.
 * Behaves like a typical static host: `/x/` serves `/x/index.html`, `/x` (a folder) redirects
 * to `/x/`, unknown paths get dist/404.html with status 404, text is compressed (br/gzip) when
 * the client accepts it, and hashed files under /_astro/ are sent as immutable.
 *
 * Used by the browser tests (tests/browser/lib.mjs) and by scripts/perf.mjs.
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
 * Starts the server. Resolves to `{ baseURL, port, close() }`; baseURL has no trailing slash
 * (e.g. `http://127.0.0.1:40123`).
 * @param {{ root?: string, quiet?: boolean }} [options]
 */
export async function startStaticServer({ root = defaultDistDir } = {}) {
	const rootDir = resolve(root);
	if (!(await isDir(rootDir))) {
		throw new Error(`No built site at ${rootDir}: run \`npm run build\` first.`);
	}
	/** @type {Map<string, Buffer>} compressed bodies, keyed by encoding + path */
	const cache = new Map();

	const server = createServer(async (req, res) => {
		try {
			const url = new URL(req.url ?? '/', 'http://localhost');
			let pathname;
			try {
				pathname = decodeURIComponent(url.pathname);
			} catch {
				res.writeHead(400).end('Bad request');
				return;
			}
			const full = normalize(join(rootDir, pathname));
			if (full !== rootDir && !full.startsWith(rootDir + sep)) {
				res.writeHead(403).end('Forbidden');
				return;
			}
			let file = full;
			if (await isDir(full)) {
				if (!pathname.endsWith('/')) {
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
			const headers = {
				'Content-Type': TYPES[ext] ?? 'application/octet-stream',
				'Cache-Control': pathname.startsWith('/_astro/')
					? 'public, max-age=31536000, immutable'
					: 'public, max-age=0, must-revalidate',
				'X-Content-Type-Options': 'nosniff',
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
						packed =
							encoding === 'br'
								? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
								: gzipSync(body, { level: 9 });
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
		server.listen(0, '127.0.0.1', ok);
	});
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	return {
		port,
		baseURL: `http://127.0.0.1:${port}`,
		root: rootDir,
		close: () =>
			new Promise((ok) => {
				server.closeAllConnections?.();
				server.close(() => ok(undefined));
			}),
	};
}

/** Site paths listed in dist/sitemap-0.xml (`/en/wildlife/setup/`), sorted. */
export async function readSitemapPaths(root = defaultDistDir) {
	const xml = await readFile(join(root, 'sitemap-0.xml'), 'utf8');
	const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname);
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
