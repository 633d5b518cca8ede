// The built site as a host serves it (issue 21), read from dist/ and from the test server (which
// applies dist/_headers and dist/_redirects like Netlify or Cloudflare Pages):
// - every HTML file (the sitemap's pages, the 404 page, the offline notice, the root) carries a
//   Content-Security-Policy meta before any script, whose hashes are exactly its inline scripts, and
//   the header policy allows every inline script of the site; no policy allows 'unsafe-inline' or
//   'unsafe-eval' for scripts;
// - the production headers on every file: the CSP with frame-ancestors 'none', nosniff,
//   Referrer-Policy, Permissions-Policy; hashed build files (_astro/) immutable for a year,
//   everything else (HTML, manifests, the service worker, the offline packs, Pagefind) revalidated;
//   no path gets a header twice;
// - nothing leaves the base: every root-absolute reference in the HTML files, the stylesheets, the
//   manifests and the offline packs is under it (the base is read from the sitemap: run this on a
//   sub-path build, `npm run build:sub`, to check a project site's); and every site link the
//   JavaScript writes (the bundles in _astro/ and the inline scripts) goes through `withBase`
//   (bundle-links.mjs: a widget's `/${lang}/…` link is in no HTML until it runs);
// - `/` sends a reader whose browser asks for English to /en/, and serves the root page otherwise.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, test } from 'node:test';
import { headersFor, parseHeadersFile, parseRedirectsFile } from '../../scripts/lib/static-server.mjs';
import { FAVICON, FAVICON_FILE, IMMUTABLE, inlineScripts, REVALIDATE, sha256 } from '../../src/deploy/integration.mjs';
import { unbasedLinks } from './bundle-links.mjs';
import { BASE, baseURL, distDir, startServer } from './lib.mjs';

async function filesUnder(dir) {
	const out = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) out.push(...(await filesUnder(path)));
		else out.push(path);
	}
	return out;
}
const files = (await filesUnder(distDir)).map((f) => relative(distDir, f).split(sep).join('/'));
const htmlFiles = files.filter((f) => f.endsWith('.html'));
const urlOf = (file) => `${BASE}${file.replace(/(^|\/)index\.html$/, '$1')}`;
const directives = (policy) =>
	new Map(
		policy
			.split(';')
			.map((d) => d.trim().split(/\s+/))
			.filter((d) => d[0])
			.map(([name, ...values]) => [name, values]),
	);

describe(`the production policy (base ${BASE})`, () => {
	test('the build wrote _headers and _redirects', () => {
		assert.ok(files.includes('_headers'), 'dist/_headers');
		assert.ok(files.includes('_redirects'), 'dist/_redirects');
		assert.ok(htmlFiles.length > 100, `${htmlFiles.length} HTML files`);
	});

	test('every HTML file has a CSP meta before any script, with exactly the hashes of its inline scripts', async () => {
		const problems = [];
		for (const file of htmlFiles) {
			const html = await readFile(join(distDir, file), 'utf8');
			const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
			if (!meta) {
				problems.push(`${file}: no CSP meta`);
				continue;
			}
			const firstScript = html.search(/<script\b/i);
			if (firstScript !== -1 && firstScript < meta.index) problems.push(`${file}: a script comes before the CSP meta`);
			const policy = directives(meta[1]);
			const script = policy.get('script-src') ?? [];
			if (script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push(`${file}: script-src allows ${script.join(' ')}`);
			const expected = [...new Set(inlineScripts(html).map(sha256))].sort();
			const hashes = script.filter((v) => v.startsWith("'sha256-")).sort();
			if (JSON.stringify(hashes) !== JSON.stringify(expected)) problems.push(`${file}: hashes ${hashes.length} for ${expected.length} inline scripts`);
			if (policy.has('frame-ancestors')) problems.push(`${file}: frame-ancestors in a meta policy (ignored there)`);
		}
		assert.deepEqual(problems, []);
	});

	test('every file gets the security headers once, with the right caching', async () => {
		const rules = parseHeadersFile(await readFile(join(distDir, '_headers'), 'utf8'));
		const inline = new Set();
		for (const file of htmlFiles) for (const s of inlineScripts(await readFile(join(distDir, file), 'utf8'))) inline.add(sha256(s));
		const problems = [];
		// _headers and _redirects are the host's configuration, never served.
		for (const file of files.filter((f) => f !== '_headers' && f !== '_redirects')) {
			const path = urlOf(file);
			const counts = new Map();
			for (const rule of rules)
				if (rule.pattern.test(path)) for (const [name] of rule.headers) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
			for (const [name, n] of counts) if (n > 1) problems.push(`${path}: ${name} set ${n} times`);
			const h = headersFor(rules, path);
			const csp = directives(h['content-security-policy'] ?? '');
			if (!(csp.get('frame-ancestors') ?? []).includes("'none'")) problems.push(`${path}: no frame-ancestors 'none'`);
			const script = csp.get('script-src') ?? [];
			if (!script.length || script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push(`${path}: script-src ${script.join(' ')}`);
			if (h['x-content-type-options'] !== 'nosniff') problems.push(`${path}: X-Content-Type-Options`);
			if (!h['referrer-policy']) problems.push(`${path}: Referrer-Policy`);
			if (!h['permissions-policy']) problems.push(`${path}: Permissions-Policy`);
			const cache = h['cache-control'];
			const want = file.startsWith('_astro/') ? IMMUTABLE : file === FAVICON_FILE ? FAVICON : REVALIDATE;
			if (cache !== want) problems.push(`${path}: Cache-Control "${cache}", expected "${want}"`);
			if (file === 'index.html' || file.endsWith('.html')) {
				const missing = [...inline].filter((x) => !script.includes(x));
				if (missing.length) problems.push(`${path}: the header policy lacks ${missing.length} inline script hash(es)`);
			}
		}
		assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problem(s)`);
	});

	test('the server sends them: a page, a hashed script, the worker, a manifest, an offline pack, the favicon', async () => {
		await startServer();
		const pageFile = htmlFiles.find((f) => f.endsWith('/setup/index.html')) ?? 'index.html';
		const astro = files.find((f) => f.startsWith('_astro/') && f.endsWith('.js'));
		const pack = files.find((f) => f.startsWith('offline/') && f.endsWith('.json'));
		for (const [file, cache] of [
			[pageFile, REVALIDATE],
			[astro, IMMUTABLE],
			['sw.js', REVALIDATE],
			['en/manifest.webmanifest', REVALIDATE],
			[pack, REVALIDATE],
			[FAVICON_FILE, FAVICON],
		]) {
			assert.ok(file, 'a file of that kind is in dist/');
			const response = await fetch(`${baseURL}/${urlOf(/** @type {string} */ (file)).slice(BASE.length)}`);
			assert.equal(response.status, 200, file);
			assert.equal(response.headers.get('cache-control'), cache, `${file}: Cache-Control`);
			assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, `${file}: CSP`);
			assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${file}: nosniff`);
		}
		for (const hidden of ['_headers', '_redirects']) assert.equal((await fetch(`${baseURL}/${hidden}`)).status, 404, `${hidden} is not served`);
	});

	test('/ sends English readers to /en/ and gives the others the root page', async () => {
		await startServer();
		const rules = parseRedirectsFile(await readFile(join(distDir, '_redirects'), 'utf8'));
		assert.ok(
			rules.some((r) => r.from === BASE && r.to === `${BASE}en/` && r.languages?.includes('en')),
			'the rule is written under the base',
		);
		const en = await fetch(`${baseURL}/`, { redirect: 'manual', headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' } });
		assert.equal(en.status, 302);
		assert.equal(en.headers.get('location'), `${BASE}en/`);
		const fr = await fetch(`${baseURL}/`, { redirect: 'manual', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
		assert.equal(fr.status, 200, 'the root page, which picks the language itself (French by default)');
	});
});

describe(`nothing leaves the base ${BASE}`, () => {
	const outside = (ref) => ref.startsWith('/') && !ref.startsWith('//') && !ref.startsWith(BASE);
	test('root-absolute references in every HTML file are under the base', async () => {
		const problems = [];
		for (const file of htmlFiles) {
			const html = await readFile(join(distDir, file), 'utf8');
			for (const m of html.matchAll(/\s(href|src|action|component-url|renderer-url|before-hydration-url|poster)="([^"]*)"/g)) {
				if (outside(m[2])) problems.push(`${file}: ${m[1]}="${m[2]}"`);
			}
			for (const m of html.matchAll(/\ssrcset="([^"]*)"/g))
				for (const part of m[1].split(',')) if (outside(part.trim().split(/\s+/)[0] ?? '')) problems.push(`${file}: srcset ${part}`);
			for (const m of html.matchAll(/http-equiv="refresh" content="[^"]*url=([^"]+)"/gi)) if (outside(m[1])) problems.push(`${file}: refresh to ${m[1]}`);
		}
		assert.deepEqual(problems.slice(0, 30), [], `${problems.length} reference(s) leave the base`);
	});
	test('stylesheets, manifests and offline packs stay under the base', async () => {
		const problems = [];
		for (const file of files.filter((f) => f.endsWith('.css'))) {
			for (const m of (await readFile(join(distDir, file), 'utf8')).matchAll(/url\(\s*["']?([^"')]+)/g))
				if (outside(m[1])) problems.push(`${file}: url(${m[1]})`);
		}
		for (const file of files.filter((f) => f.endsWith('.webmanifest'))) {
			const m = JSON.parse(await readFile(join(distDir, file), 'utf8'));
			for (const ref of [m.id, m.start_url, m.scope, ...m.icons.map((i) => i.src)]) if (!String(ref).startsWith(BASE)) problems.push(`${file}: ${ref}`);
		}
		const fileSet = new Set(files);
		for (const file of files.filter((f) => f.startsWith('offline/') && f.endsWith('.json'))) {
			const pack = JSON.parse(await readFile(join(distDir, file), 'utf8'));
			assert.ok(pack.files.length > 10, `${file} lists its files`);
			for (const ref of pack.files) {
				if (!ref.startsWith(BASE)) problems.push(`${file}: ${ref}`);
				const inDist = ref.slice(BASE.length).replace(/(^|\/)$/, '$1index.html');
				if (!fileSet.has(inDist)) problems.push(`${file}: ${ref} is not in dist/`);
			}
		}
		const sw = await readFile(join(distDir, 'sw.js'), 'utf8');
		if (!sw.includes(JSON.stringify(BASE))) problems.push('sw.js does not know the base');
		assert.deepEqual(problems.slice(0, 30), [], `${problems.length} problem(s)`);
	});
	// Under the sub-path only: there a link written through the base reads `/rules-at-play/…` (Vite's
	// BASE_URL literal) or is an argument of withBase, and one written without it `/${…}` or `/fr/…`. At
	// the root the base is `/`, so a BASE_URL link minifies to `/${lang}/…` too and cannot be told apart.
	test('site links in the JavaScript (bundles and inline scripts) go through the base', {
		skip: BASE === '/' && 'the base is / here: the sub-path run scans the bundles',
	}, async () => {
		const chunks = new Map();
		for (const file of files.filter((f) => f.startsWith('_astro/') && f.endsWith('.js')))
			chunks.set(file.slice('_astro/'.length), await readFile(join(distDir, file), 'utf8'));
		const inline = new Set();
		for (const file of htmlFiles) for (const script of inlineScripts(await readFile(join(distDir, file), 'utf8'))) inline.add(script);
		[...inline].forEach((script, i) => chunks.set(`inline script ${i + 1}`, script));
		assert.ok(chunks.size > 20, `${chunks.size} scripts read`);
		const { problems, based } = unbasedLinks(chunks);
		// The scan knows withBase when it sees it: the widgets' refusal and rule links, the teacher's script, search's links.
		assert.ok(based >= 4, `${based} site links found going through withBase`);
		assert.deepEqual(problems.slice(0, 30), [], `${problems.length} site link(s) in the JavaScript ignore the base`);
	});
	test('the JavaScript link scan flags a link written without the base and passes one written through it', () => {
		const base = 'function e(e){return e}function i(e,t=r){return t===`/`||!e.startsWith(`/`)||e.startsWith(`//`)?e:t+e.slice(1)}export{e as t,i as n};';
		const scan = (code) =>
			unbasedLinks(
				new Map([
					['base.x.js', base],
					['Widget.y.js', `import{n as w}from"./base.x.js";${code}`],
				]),
			);
		// What ReadyParts.tsx built before issue 29: a rule-link helper and a step link, neither through the base.
		// biome-ignore lint/suspicious/noTemplateCurlyInString: minified code, as text
		assert.equal(scan('var v=(e,t,n,r)=>`/${e}/${t}/${n}/#${r}`;h(`a`,{href:v(a,b,c,d)})').problems.length, 1);
		// biome-ignore lint/suspicious/noTemplateCurlyInString: minified code, as text
		assert.equal(scan('h(`a`,{href:`/${i}/${a}/${s}/?${k}=1#${k}`})').problems.length, 1);
		assert.equal(scan('h(`a`,{href:"/fr/a-game/"})').problems.length, 1);
		// A helper whose result is used both through the base and not.
		// biome-ignore lint/suspicious/noTemplateCurlyInString: minified code, as text
		assert.equal(scan('function f(e,t){return`/${e}/${t}/`}h(`a`,{href:w(f(a,b))});h(`a`,{href:f(a,b)})').problems.length, 1);
		// Through the base: directly, or a helper (gamePath) whose every call is.
		// biome-ignore lint/suspicious/noTemplateCurlyInString: minified code, as text
		const fine = scan('var v=(e,t,n,r)=>w(`/${e}/${t}/${n}/#${r}`);h(`a`,{href:v(a,b,c,d)});function f(e,t){return`/${e}/${t}/`}h(`a`,{href:w(f(a,b))})');
		assert.deepEqual(fine, { problems: [], based: 2 });
	});
});
