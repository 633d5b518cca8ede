/**
 * `npm run perf` — performance report (informative, not pass/fail).
 *
 * 1. Builds the site (`npm run build`; skip with `npm run perf -- --no-build`).
 * 2. For each page of dist/sitemap-0.xml, the JavaScript a reader downloads, in three columns:
 *    - up front: the page's own scripts (<script type=module src>, inline <script>s, <link
 *      rel=modulepreload>, and client:load / client:idle / client:only islands), followed through
 *      their static imports;
 *    - widgets, on visibility: `client:visible` (and client:media) islands — their astro-island
 *      component-url and renderer-url, followed through static imports — minus what is already up front;
 *    - on demand: modules reached only through dynamic import() (e.g. the search UI, loaded when
 *      search opens; lazy chunks of widgets), minus the above.
 *    Each as raw / gzip / brotli bytes (node:zlib, max levels). Inline scripts are sized on their own
 *    (in the page they compress with the HTML). CSS (render-blocking stylesheets) is shown apart.
 *    Then, per ready game of the registry (src/games.ts), each page with widgets (islands found in
 *    its built HTML) against the budget: at most 30 KB brotli of JS in all (the guide's limit for a widget page) (up front + widgets).
 * 3. Lighthouse (mobile preset: emulated phone, simulated slow 4G + 4x CPU) scores for performance,
 *    accessibility, best-practices and SEO, per ready game, on its first chapter without widgets
 *    (text page) and its first chapter with widgets (widget page), in English, chosen from the
 *    built HTML; via Debian's /usr/bin/chromium (headless, no sandbox), served by the local static
 *    server with brotli/gzip like a real host. Skip with `--no-lighthouse`.
 * 4. Writes everything to perf-results/latest.json.
 *
 * `--check` (with `--no-build --no-lighthouse`, in `npm test`): fails if a widget page is over 30 KB of
 * JS in all, a text page over 6 KB, a game's page carries another game's widget styles, or a script
 * named by a page is missing. Sizes and contents only, no timing.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { READY_GAMES } from '../src/games.ts';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer, readSitemapPaths, distFileForPath, defaultDistDir, projectRoot } from './lib/static-server.mjs';

const args = new Set(process.argv.slice(2));
const dist = defaultDistDir;

// ---------------------------------------------------------------- build
if (!args.has('--no-build')) {
	console.log('> npm run build');
	const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
	if (build.status !== 0) {
		console.error('Build failed.');
		process.exit(build.status ?? 1);
	}
}
if (!existsSync(join(dist, 'sitemap-0.xml'))) {
	console.error(`No dist/sitemap-0.xml in ${dist}: build the site first.`);
	process.exit(1);
}

// ---------------------------------------------------------------- sizes
/** @typedef {{ raw: number, gzip: number, brotli: number }} Size */
/** @type {Map<string, Size>} */
const sizeCache = new Map();
/** @param {string | Buffer} content @returns {Size} */
function measure(content) {
	const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
	return {
		raw: buf.length,
		gzip: gzipSync(buf, { level: 9 }).length,
		brotli: brotliCompressSync(buf, {
			params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length },
		}).length,
	};
}
async function sizeOfFile(file) {
	let size = sizeCache.get(file);
	if (!size) {
		size = measure(await readFile(file));
		sizeCache.set(file, size);
	}
	return size;
}
/** @param {Size[]} sizes @returns {Size} */
function sum(sizes) {
	return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
		raw: 0,
		gzip: 0,
		brotli: 0,
	});
}

// ---------------------------------------------------------------- module graph
await initLexer;
/** @type {Map<string, Promise<{ file?: string, staticDeps: string[], dynamicDeps: string[], unresolved: number }>>} */
const moduleCache = new Map();

/** Resolves a specifier found in `fromPath` (a site path) to a site path, or undefined (bare / external). */
function resolveSpecifier(specifier, fromPath) {
	if (!specifier) return undefined;
	if (specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../')) {
		return new URL(specifier, `http://site${fromPath}`).pathname;
	}
	if (/^https?:/.test(specifier)) {
		const url = new URL(specifier);
		return url.hostname === 'rules-at-play.example' ? url.pathname : undefined;
	}
	return undefined;
}

/** @param {string} code @param {string} fromPath site path the code lives at (for relative imports) */
function scanCode(code, fromPath) {
	const staticDeps = [];
	const dynamicDeps = [];
	let unresolved = 0;
	let imports = [];
	try {
		[imports] = parseModule(code);
	} catch {
		return { staticDeps, dynamicDeps, unresolved: 1 }; // classic script with syntax the lexer rejects
	}
	for (const imp of imports) {
		if (imp.d === -2) continue; // import.meta
		const target = resolveSpecifier(imp.n, fromPath);
		if (imp.d === -1) {
			if (target) staticDeps.push(target);
		} else if (target) {
			dynamicDeps.push(target);
		} else {
			unresolved++; // import(expression), e.g. Pagefind's own runtime
		}
	}
	return { staticDeps, dynamicDeps, unresolved };
}

function scanModule(sitePath) {
	let entry = moduleCache.get(sitePath);
	if (!entry) {
		entry = (async () => {
			const file = await distFileForPath(sitePath, dist);
			if (!file) return { file: undefined, staticDeps: [], dynamicDeps: [], unresolved: 0 };
			return { file, ...scanCode(await readFile(file, 'utf8'), sitePath) };
		})();
		moduleCache.set(sitePath, entry);
	}
	return entry;
}

/**
 * Static-import closure of some entry modules.
 * @param {string[]} entries site paths
 * @returns {Promise<{ modules: Set<string>, dynamic: Set<string>, missing: Set<string> }>}
 */
async function closure(entries, extraDynamic = []) {
	const modules = new Set();
	const dynamic = new Set(extraDynamic);
	const missing = new Set();
	const queue = [...entries];
	while (queue.length) {
		const path = /** @type {string} */ (queue.shift());
		if (modules.has(path)) continue;
		const mod = await scanModule(path);
		if (!mod.file) {
			missing.add(path);
			continue;
		}
		modules.add(path);
		queue.push(...mod.staticDeps);
		for (const d of mod.dynamicDeps) dynamic.add(d);
	}
	return { modules, dynamic, missing };
}

// ---------------------------------------------------------------- HTML
function attrs(tag) {
	/** @type {Record<string, string>} */
	const out = {};
	for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
		out[m[1].toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&');
	}
	return out;
}

const UP_FRONT_DIRECTIVES = new Set(['load', 'idle', 'only']);

/** @param {string} path */
/** Each page's inline <style> text, for the --check of foreign styles (kept out of latest.json). */
const inlineStyles = new Map();
async function analysePage(path) {
	const file = await distFileForPath(path, dist);
	if (!file) throw new Error(`no dist file for ${path}`);
	const html = await readFile(file, 'utf8');
	inlineStyles.set(path, [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n'));
	const upFrontEntries = [];
	const visibleEntries = [];
	const inlineSizes = [];
	const inlineDynamic = [];
	const islands = [];
	const css = [];
	let inlineCount = 0;

	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const a = attrs(m[1]);
		const type = (a.type ?? '').toLowerCase();
		if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
		if (a.src !== undefined) {
			const target = resolveSpecifier(a.src, path);
			if (target) upFrontEntries.push(target);
			continue;
		}
		const code = m[2];
		if (!code.trim()) continue;
		inlineCount++;
		inlineSizes.push(measure(code));
		if (type === 'module') {
			const scanned = scanCode(code, path);
			upFrontEntries.push(...scanned.staticDeps);
			inlineDynamic.push(...scanned.dynamicDeps);
		}
	}
	for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
		const a = attrs(m[1]);
		const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
		const target = resolveSpecifier(a.href ?? '', path);
		if (!target) continue;
		if (rel.includes('modulepreload')) upFrontEntries.push(target);
		if (rel.includes('stylesheet') && !/print/.test(a.media ?? '')) css.push(target);
	}
	for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
		const a = attrs(m[1]);
		const directive = a.client ?? 'load';
		const urls = [a['component-url'], a['renderer-url']].map((u) => resolveSpecifier(u ?? '', path)).filter((u) => u !== undefined);
		islands.push({ component: a['component-url'] ?? '', directive });
		(UP_FRONT_DIRECTIVES.has(directive) ? upFrontEntries : visibleEntries).push(...urls);
	}

	const up = await closure(upFrontEntries, inlineDynamic);
	const vis = await closure(visibleEntries);
	const visibleOnly = [...vis.modules].filter((p) => !up.modules.has(p));
	const dyn = await closure([...up.dynamic, ...vis.dynamic]);
	// Dynamic imports of dynamic chunks are on demand too.
	const demand = new Set([...dyn.modules].filter((p) => !up.modules.has(p) && !vis.modules.has(p)));
	for (let more = [...dyn.dynamic]; more.length; ) {
		const next = await closure(more);
		more = [...next.dynamic].filter((p) => !demand.has(p) && !up.modules.has(p) && !vis.modules.has(p));
		for (const p of next.modules) if (!up.modules.has(p) && !vis.modules.has(p)) demand.add(p);
	}

	const sizeOf = async (paths) => {
		const sizes = [];
		for (const p of paths) {
			const f = await distFileForPath(p, dist);
			if (f) sizes.push(await sizeOfFile(f));
		}
		return sizes;
	};
	const upFront = sum([...(await sizeOf([...up.modules])), ...inlineSizes]);
	return {
		path,
		upFront: { ...upFront, files: [...up.modules], inlineScripts: inlineCount },
		onVisibility: { ...sum(await sizeOf(visibleOnly)), files: visibleOnly },
		onDemand: { ...sum(await sizeOf([...demand])), files: [...demand] },
		css: { ...sum(await sizeOf(css)), files: css },
		islands,
		missing: [...up.missing, ...vis.missing],
	};
}

// ---------------------------------------------------------------- report
const kb = (n) => (n / 1024).toFixed(1);
const cell = (s) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;

const paths = await readSitemapPaths(dist);
const pages = [];
for (const path of paths) pages.push(await analysePage(path));

// Pagefind's runtime (pagefind.js + its wasm) is loaded by the search UI with a computed URL.
const pagefindFiles = ['/pagefind/pagefind.js'];
const wasm = readdirSync(join(dist, 'pagefind')).filter((f) => /^wasm\..*\.pagefind$/.test(f));
const pagefindWasm = wasm.includes('wasm.unknown.pagefind') ? 'wasm.unknown.pagefind' : wasm[0];
if (pagefindWasm) pagefindFiles.push(`/pagefind/${pagefindWasm}`);
const pagefindRuntime = sum(
	await Promise.all(
		pagefindFiles.map(async (p) => {
			const f = await distFileForPath(p, dist);
			return f ? sizeOfFile(f) : { raw: 0, gzip: 0, brotli: 0 };
		}),
	),
);

const header = ['page', 'JS up front', 'widgets, on visibility', 'on demand (import())', 'CSS up front'];
const rows = pages.map((p) => [p.path, cell(p.upFront), cell(p.onVisibility), cell(p.onDemand), cell(p.css)]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' │ ');
console.log('\nJavaScript per page — KB (1024 bytes) as raw / gzip / brotli');
console.log(line(header));
console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
for (const r of rows) console.log(line(r));
console.log(
	'\n  up front: page scripts (external + inline), modulepreloads and client:load/idle/only islands, through static imports' +
		'\n  widgets, on visibility: client:visible islands (component-url + renderer-url, through static imports), not already up front' +
		'\n  on demand: reached only by dynamic import() (search UI when search opens, lazy chunks), not counted before' +
		`\n  + search runtime fetched when search opens (pagefind.js + wasm, already compressed on disk): ${cell(pagefindRuntime)} KB, plus index chunks`,
);
const islandPages = pages.filter((p) => p.islands.length);
if (islandPages.length) {
	console.log('\nIslands:');
	for (const p of islandPages) {
		const counts = {};
		for (const i of p.islands) counts[i.directive] = (counts[i.directive] ?? 0) + 1;
		console.log(
			`  ${p.path}: ${Object.entries(counts)
				.map(([d, n]) => `${n} client:${d}`)
				.join(', ')}`,
		);
	}
}
// ---------------------------------------------------------------- budget per game
const BUDGET_BROTLI = 30 * 1024;
/** A page's JavaScript in all, brotli: up front plus its widgets (what the budgets count). */
const jsInAll = (p) => p.upFront.brotli + p.onVisibility.brotli;
const byPath = new Map(pages.map((p) => [p.path, p]));
/** @type {Array<{ game: string, path: string, brotli: number, over: boolean }>} */
const budget = [];
for (const game of READY_GAMES) {
	console.log(`\n${game.name.en}: widget pages, JS in all (up front + widgets), brotli, budget ${kb(BUDGET_BROTLI)} KB`);
	for (const lang of ['fr', 'en']) {
		for (const chapter of game.chapters) {
			const p = byPath.get(`/${lang}/${game.slug}/${chapter ? `${chapter}/` : ''}`);
			if (!p || p.islands.length === 0) continue;
			const brotli = jsInAll(p);
			budget.push({ game: game.slug, path: p.path, brotli, over: brotli > BUDGET_BROTLI });
			console.log(
				`  ${p.path.padEnd(32)} ${kb(brotli).padStart(6)} KB  (${p.islands.length} widget${p.islands.length > 1 ? 's' : ''})${brotli > BUDGET_BROTLI ? '  OVER BUDGET' : ''}`,
			);
		}
	}
}

const missing = pages.flatMap((p) => p.missing.map((m) => `${p.path} → ${m}`));
if (missing.length) console.log(`\nWarning: referenced scripts missing from dist/:\n  ${missing.join('\n  ')}`);

// ---------------------------------------------------------------- --check (part of npm test)
// The budgets as a pass/fail check: sizes, not timings, so it cannot flake. A widget page over 30 KB
// of JS in all, a text page over the docs shell's 6 KB, or a script the HTML names that is not
// built fails the suite (a breach of 41.5 KB once passed every test and was caught only here).
if (args.has('--check')) {
	const TEXT_BUDGET_BROTLI = 6 * 1024;
	const textPages = pages.filter((p) => p.islands.length === 0);
	const over = [
		...budget.filter((b) => b.over).map((b) => `${b.path}: ${kb(b.brotli)} KB of JS in all, budget ${kb(BUDGET_BROTLI)} KB`),
		...textPages
			.filter((p) => jsInAll(p) > TEXT_BUDGET_BROTLI)
			.map((p) => `${p.path} (a text page): ${kb(jsInAll(p))} KB of JS, budget ${kb(TEXT_BUDGET_BROTLI)} KB`),
		...missing.map((m) => `missing from dist/: ${m}`),
	];
	// A game's pages carry no other game's widget styles: a class defined only in another game's CSS
	// (src/components/<game>/, not in any other game's nor in the shared styles) must not be in the
	// page's stylesheets or <style>s.
	const classesIn = (text) =>
		new Set(
			[
				...text
					.replace(/\/\*[\s\S]*?\*\//g, '')
					.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '')
					.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
			].map((m) => m[1]),
		);
	const cssUnder = (dir) =>
		existsSync(dir)
			? readdirSync(dir, { recursive: true })
					.filter((f) => String(f).endsWith('.css'))
					.map((f) => readFileSync(join(dir, String(f)), 'utf8'))
					.join('\n')
			: '';
	const gameClasses = new Map(READY_GAMES.map((g) => [g.slug, classesIn(cssUnder(join(projectRoot, 'src/components', g.slug)))]));
	const sharedClasses = classesIn(cssUnder(join(projectRoot, 'src/styles')) + cssUnder(join(projectRoot, 'src/components/shared')));
	const exclusive = new Map(
		[...gameClasses].map(([slug, own]) => [
			slug,
			[...own].filter((c) => !sharedClasses.has(c) && [...gameClasses].every(([other, set]) => other === slug || !set.has(c))),
		]),
	);
	const cssText = new Map();
	for (const p of pages) {
		const slug = READY_GAMES.find((g) => p.path.split('/')[2] === g.slug)?.slug;
		if (!slug) continue;
		const texts = [];
		for (const f of p.css.files) {
			const file = await distFileForPath(f, dist);
			if (!file) continue;
			if (!cssText.has(file)) cssText.set(file, await readFile(file, 'utf8'));
			texts.push(cssText.get(file));
		}
		texts.push(inlineStyles.get(p.path) ?? '');
		const onPage = classesIn(texts.join('\n'));
		for (const [other, list] of exclusive) {
			if (other === slug) continue;
			const found = list.filter((c) => onPage.has(c));
			if (found.length)
				over.push(
					`${p.path} carries styles of ${other} (${found
						.slice(0, 5)
						.map((c) => `.${c}`)
						.join(', ')}${found.length > 5 ? ', …' : ''})`,
				);
		}
	}
	const widgetPages = budget.length;
	if (widgetPages === 0 || textPages.length === 0) over.push(`nothing measured (${widgetPages} widget pages, ${textPages.length} text pages): is dist/ built?`);
	if (over.length) {
		console.error(`\nBudget check failed:\n  ${over.join('\n  ')}`);
		process.exit(1);
	}
	const largest = (list) => Math.max(...list);
	console.log(
		`\nBudget check passed: ${widgetPages} widget pages ≤ ${kb(BUDGET_BROTLI)} KB (largest ${kb(largest(budget.map((b) => b.brotli)))} KB), ${textPages.length} text pages ≤ ${kb(TEXT_BUDGET_BROTLI)} KB (largest ${kb(largest(textPages.map(jsInAll)))} KB).`,
	);
}

// ---------------------------------------------------------------- Lighthouse
/** @type {Array<Record<string, unknown>>} */
const lighthouseResults = [];
if (!args.has('--no-lighthouse')) {
	if (!existsSync(CHROMIUM_PATH)) {
		console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM_PATH} (sudo apt-get install chromium).`);
	} else {
		/** Per ready game: its first chapter without widgets and its first with widgets (built HTML). */
		const targets = READY_GAMES.flatMap((game) => {
			const chapters = game.chapters.map((c) => byPath.get(`/en/${game.slug}/${c ? `${c}/` : ''}`)).filter((p) => p !== undefined);
			const text = chapters.find((p) => p.islands.length === 0 && p.path !== `/en/${game.slug}/`) ?? chapters.find((p) => p.islands.length === 0);
			const widget = chapters.find((p) => p.islands.length > 0);
			return [...(text ? [{ kind: 'text page', path: text.path }] : []), ...(widget ? [{ kind: 'widget page', path: widget.path }] : [])];
		});
		if (targets.length === 0) targets.push({ kind: 'text page', path: '/en/' });
		const { default: lighthouse } = await import('lighthouse');
		const chromeLauncher = await import('chrome-launcher');
		const server = await startStaticServer({ root: dist });
		const chrome = await chromeLauncher.launch({
			chromePath: CHROMIUM_PATH,
			chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
			logLevel: 'silent',
		});
		try {
			console.log('\nLighthouse (mobile preset, simulated throttling; one run each, expect ± a few points):');
			for (const target of targets) {
				const url = `${server.baseURL}${target.path}`;
				const started = Date.now();
				const result = await lighthouse(url, {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
				});
				const lhr = result?.lhr;
				if (!lhr) {
					console.log(`  ${target.path}: no result`);
					continue;
				}
				const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]));
				const metric = (id) => lhr.audits[id]?.numericValue;
				const metrics = {
					fcpMs: metric('first-contentful-paint'),
					lcpMs: metric('largest-contentful-paint'),
					tbtMs: metric('total-blocking-time'),
					cls: metric('cumulative-layout-shift'),
					speedIndexMs: metric('speed-index'),
				};
				// Failing pass/fail audits of the non-performance categories, with a few offending items.
				const failingAudits = [
					...new Set(
						Object.values(lhr.categories)
							.filter((c) => c.id !== 'performance')
							.flatMap((c) => c.auditRefs.map((r) => r.id)),
					),
				]
					.map((id) => lhr.audits[id])
					.filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
					.map((a) => ({
						id: a.id,
						title: a.title,
						items: /** @type {any} */ (a.details?.items ?? [])
							.slice(0, 5)
							.map((item) =>
								item.node?.snippet
									? `${item.node.snippet}${item.node.explanation ? ` — ${item.node.explanation.replace(/\s+/g, ' ')}` : ''}`
									: JSON.stringify(item).slice(0, 300),
							),
					}));
				lighthouseResults.push({
					...target,
					scores,
					metrics,
					failingAudits,
					runtimeError: lhr.runtimeError?.message,
					warnings: lhr.runWarnings,
				});
				const round = (n) => (n === undefined ? '?' : Math.round(n));
				console.log(
					`  ${target.kind.padEnd(11)} ${target.path.padEnd(24)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}` +
						`   (FCP ${round(metrics.fcpMs)} ms, LCP ${round(metrics.lcpMs)} ms, TBT ${round(metrics.tbtMs)} ms, CLS ${metrics.cls?.toFixed(3) ?? '?'}; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
				);
				for (const a of failingAudits) {
					console.log(`      failing audit ${a.id}: ${a.title}`);
					for (const item of a.items) console.log(`        · ${item.slice(0, 400)}`);
				}
				if (lhr.runtimeError) console.log(`      runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
				for (const w of lhr.runWarnings ?? []) console.log(`      warning: ${w}`);
			}
		} finally {
			await chrome.kill();
			await server.close();
		}
	}
}

// ---------------------------------------------------------------- JSON
let commit = '';
try {
	commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
} catch {}
const out = join(projectRoot, 'perf-results', 'latest.json');
await mkdir(join(projectRoot, 'perf-results'), { recursive: true });
await writeFile(
	out,
	JSON.stringify(
		{
			date: new Date().toISOString(),
			commit,
			units: 'bytes (raw, gzip level 9, brotli quality 11)',
			pages,
			searchRuntime: { ...pagefindRuntime, files: pagefindFiles },
			budget: { brotliBytes: BUDGET_BROTLI, widgetPages: budget },
			lighthouse: lighthouseResults,
		},
		null,
		2,
	) + '\n',
);
console.log(`\nWrote ${out}`);
