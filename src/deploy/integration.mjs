/**
 * Astro integration: after `astro build`, the site's production policy, computed over dist/.
 *
 * 1. A Content-Security-Policy with no 'unsafe-inline' for scripts: every inline script the pages
 *    keep (Starlight's theme and sidebar scripts, Astro's island loader, the service worker's
 *    registration, the storage guard, the root page's language pick…) is allowed by its SHA-256
 *    hash, found by reading every HTML file of dist/. Each page gets the policy as a
 *    `<meta http-equiv="Content-Security-Policy">` with its own hashes (hosts that cannot send
 *    headers, like GitHub Pages, still enforce it), and `_headers` carries it for every page with
 *    every hash, plus what a meta policy cannot say (`frame-ancestors 'none'`).
 * 2. `_headers` (Netlify / Cloudflare Pages syntax): the CSP, X-Content-Type-Options,
 *    Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy on every path; hashed build
 *    files (`_astro/`) cached for a year as immutable; the favicon for a day; everything else —
 *    HTML, manifests, the service worker, the offline packs, Pagefind's entry — revalidated on
 *    every use.
 * 3. `_redirects`: `/` sends a reader whose browser asks for English to /en/ (Netlify's Language
 *    condition); everyone else gets the root page, which picks the language itself.
 *
 * Paths in both files are under the site's base. scripts/lib/static-server.mjs applies them, so
 * the browser tests run with the production headers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noticesPlugin, noticesText, shipped } from './notices.mjs';

/** Directives every page gets, before the script hashes. */
export const POLICY = {
	'default-src': ["'self'"],
	// Pagefind's search runs WebAssembly.
	'script-src': ["'self'", "'wasm-unsafe-eval'"],
	// Widgets and the search UI set style attributes (board sizes, positions); see the README.
	'style-src': ["'self'", "'unsafe-inline'"],
	'img-src': ["'self'", 'data:'],
	'font-src': ["'self'"],
	'connect-src': ["'self'"],
	'worker-src': ["'self'"],
	'manifest-src': ["'self'"],
	'object-src': ["'none'"],
	'base-uri': ["'self'"],
	'form-action': ["'self'"],
	'frame-ancestors': ["'none'"],
};
/** Not allowed in a <meta> policy (the browser ignores them there, with a console message). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export const SECURITY_HEADERS = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	// Present mode uses fullscreen, "copy link" the clipboard; nothing else is asked for. Only
	// features every Chromium parses whatever its platform and flags (a unit test keeps the list): a
	// name it does not know is a console warning on every page ("Unrecognized feature: 'bluetooth'"
	// on Linux, where Web Bluetooth is off; `serial`, `usb` and `browsing-topics` likewise depend
	// on a platform or a flag). The site embeds no other origin, so what is left out risks nothing.
	'Permissions-Policy':
		'fullscreen=(self), clipboard-write=(self), camera=(), microphone=(), geolocation=(), payment=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
	'Cross-Origin-Opener-Policy': 'same-origin',
};
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * The favicon, kept a day: Chromium asks for it again at every same-document navigation, so each
 * walkthrough step (its `?id=n` written with replaceState) cost a request, a revalidation on a
 * real host; cached, it comes from the disk. A new favicon reaches a reader within a day.
 */
export const FAVICON = 'public, max-age=86400';
export const FAVICON_FILE = 'favicon.svg';

/** Inline scripts the browser runs (not JSON data blocks), as their exact text. */
export function inlineScripts(html) {
	const found = [];
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		const attrs = m[1];
		if (/\ssrc\s*=/i.test(attrs)) continue;
		const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
		if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
		if (m[2].length > 0) found.push(m[2]);
	}
	return found;
}

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy as a header value (or, `forMeta`, without what a meta policy cannot carry). */
export function policyString(hashes, { forMeta = false } = {}) {
	return Object.entries(POLICY)
		.filter(([name]) => !(forMeta && HEADER_ONLY.has(name)))
		.map(([name, values]) => [name, ...values, ...(name === 'script-src' ? [...hashes].sort() : [])].join(' '))
		.join('; ');
}

async function htmlFiles(dir) {
	const out = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) out.push(...(await htmlFiles(path)));
		else if (entry.name.endsWith('.html')) out.push(path);
	}
	return out;
}

/** `_headers`: security headers everywhere, caching by kind of file; no header set twice for one path. */
export async function headersFile(dist, base, allHashes) {
	const lines = [`${base}*`, `  Content-Security-Policy: ${policyString(allHashes)}`];
	for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
	lines.push('', `${base}_astro/*`, `  Cache-Control: ${IMMUTABLE}`);
	// Everything else, by top-level entry, so no path gets two Cache-Control values.
	lines.push('', base, `  Cache-Control: ${REVALIDATE}`);
	for (const entry of (await readdir(dist, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
		if (entry.name === '_astro' || entry.name.startsWith('.') || entry.name === '_headers' || entry.name === '_redirects') continue;
		const path = entry.isDirectory() ? `${base}${entry.name}/*` : `${base}${entry.name}`;
		lines.push('', path, `  Cache-Control: ${entry.name === FAVICON_FILE ? FAVICON : REVALIDATE}`);
		if (entry.name === 'sw.js') lines.push(`  Service-Worker-Allowed: ${base}`);
	}
	return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages refuses a `_headers` line longer than this (Netlify has no such limit). */
export const HEADER_LINE_LIMIT = 2000;

/** The lines of `_headers` over the limit, as `line n: length` (empty when none). */
export function overlongLines(text, limit = HEADER_LINE_LIMIT) {
	return text
		.split('\n')
		.map((line, i) => [i + 1, line.length])
		.filter(([, length]) => length > limit)
		.map(([n, length]) => `line ${n}: ${length} characters`);
}

/**
 * The headers for a host whose configuration is copied by hand once (nginx, Caddy, S3/CloudFront
 * response-header policies): the same on every build, so no script hash. The CSP here says only
 * what a page's meta policy cannot (`frame-ancestors`) and what never changes; each page's meta
 * policy carries its script hashes (a header and a meta policy both apply: a script runs only when
 * both allow it, so a header with `script-src` from one build would block the next build's scripts).
 */
export function staticHeaders() {
	return {
		'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
		...SECURITY_HEADERS,
	};
}

/**
 * `_redirects` for a host: Netlify's, with its `Language=en` condition (a reader whose browser asks
 * for English goes to /en/); Cloudflare's parser accepts only `from to [status]` lines and rejects
 * the file with a fourth token, so for `cloudflare` (DEPLOY_HOST=cloudflare at build) the file has
 * no rule: the root page picks the language itself.
 */
export function redirectsFile(base, host = 'netlify') {
	const lines =
		host === 'cloudflare'
			? [
					'# Cloudflare Pages: no language rule (its _redirects takes `from to [status]` only);',
					'# the root page picks the language (French by default), with or without JavaScript.',
				]
			: [
					'# Netlify: a reader whose browser asks for English goes to the English home page; everyone',
					'# else gets the root page, which picks the language (French by default), with or without JavaScript.',
					'# Cloudflare rejects this line: build with DEPLOY_HOST=cloudflare for a file without it.',
					`${base}  ${base}en/  302  Language=en`,
				];
	return `${lines.join('\n')}\n`;
}

/**
 * The two steps, placed around the offline integration in astro.config.mjs: `policy` (the CSP in
 * every page, before the packs measure the pages) and `headers` (_headers and _redirects, last, when
 * every file the build writes — the worker, the packs — is in dist/).
 */
export function deploy() {
	let base = '/';
	const all = new Set();
	let pages = 0;
	const config = ({ config }) => {
		const inner = config.base.replace(/^\/+|\/+$/g, '');
		base = inner ? `/${inner}/` : '/';
	};
	return {
		policy: {
			name: 'rules-at-play:csp',
			hooks: {
				'astro:config:done': config,
				'astro:build:done': async ({ dir }) => {
					const dist = fileURLToPath(dir);
					for (const file of await htmlFiles(dist)) {
						const html = await readFile(file, 'utf8');
						const hashes = new Set(inlineScripts(html).map(sha256));
						for (const h of hashes) all.add(h);
						if (/http-equiv="Content-Security-Policy"/i.test(html)) continue;
						const meta = `<meta http-equiv="Content-Security-Policy" content="${policyString(hashes, { forMeta: true })}">`;
						// Right after the charset, before any script.
						const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
						const at = charset ? charset.index + charset[0].length : html.search(/<head[^>]*>/i) + (/<head[^>]*>/i.exec(html)?.[0].length ?? 0);
						if (at <= 0) throw new Error(`deploy: no <head> in ${relative(dist, file).split(sep).join('/')}`);
						await writeFile(file, html.slice(0, at) + meta + html.slice(at));
						pages++;
					}
				},
			},
		},
		headers: {
			name: 'rules-at-play:headers',
			hooks: {
				'astro:config:done': config,
				// The packages bundled into the browser, for the third-party notices (src/deploy/notices.mjs).
				// (Astro 7 calls it once, for all of Vite's environments: the plugin keeps to the client's.)
				'astro:build:setup': ({ vite }) => {
					vite.plugins = [...(vite.plugins ?? []), noticesPlugin()];
				},
				'astro:build:done': async ({ dir, logger }) => {
					const dist = fileURLToPath(dir);
					// Files other tools copy or emit as assets (no module graph): Pagefind's runtime; Expressive Code's script (`_astro/ec.*.js`).
					if (existsSync(join(dist, 'pagefind'))) shipped.add('pagefind');
					if ((await readdir(join(dist, '_astro'))).some((f) => /^ec\.[\w-]+\.js$/.test(f))) shipped.add('astro-expressive-code');
					await writeFile(join(dist, 'third-party-notices.txt'), await noticesText(shipped, process.cwd()));
					// offline.html and any HTML written after the policy step: their scripts are allowed too.
					for (const file of await htmlFiles(dist)) for (const s of inlineScripts(await readFile(file, 'utf8'))) all.add(sha256(s));
					const headers = await headersFile(dist, base, all);
					// Cloudflare refuses the whole file over its line limit: the build fails first.
					const long = overlongLines(headers);
					if (long.length)
						throw new Error(`deploy: _headers has lines over ${HEADER_LINE_LIMIT} characters (${long.join(', ')}): move inline scripts to files`);
					await writeFile(join(dist, '_headers'), headers);
					await writeFile(join(dist, '_redirects'), redirectsFile(base, process.env['DEPLOY_HOST'] === 'cloudflare' ? 'cloudflare' : 'netlify'));
					logger.info(`CSP: ${all.size} inline script hash(es), a meta policy on ${pages} page(s); _headers and _redirects written`);
				},
			},
		},
	};
}
