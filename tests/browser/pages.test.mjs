// Every page of the sitemap (both languages, and pages added later), visited ONCE with JavaScript
// and once without, under the production headers (scripts/lib/static-server.mjs applies
// dist/_headers: the CSP is enforced), and at the base the site was built for. Each visit runs
// everything a per-page check needs (this file replaces site.test, nojs.test and
// typography.test, which loaded the 109 pages three times and ran axe through AxeBuilder).
//
// With JavaScript (1280×800; the language switch is clicked as soon as the page has loaded, at its
// top; then each island still waiting is scrolled to, and the end of the page, so every island
// hydrates):
// - HTTP 200; the content is in the page's language (<html lang>, and <main lang> is not the other
//   language, which is how Starlight shows an untranslated page);
// - no console error or warning, page error, failed request (an aborted one only when the next
//   visit cut it short), and no Content-Security-Policy violation (`securitypolicyviolation`
//   listener, registered before the page's own scripts): a clean console;
// - no request and no link or asset reference leaves the base (a sub-path build served under it);
// - axe (WCAG 2.2 AA and best practices) in the light theme, then contrast in the dark theme (the
//   pages each check runs on: see "Where axe runs" below);
// - every internal link resolves to a file in dist/, every #anchor exists on its target, links stay
//   in the page's language (except the language switch and links with hreflang);
// - the language switch points to the twin page, and clicking it with a #section lands on the twin
//   with the same hash.
// Without JavaScript (a context with javaScriptEnabled: false, so <noscript> and
// `@media (scripting: none)` apply as they do for that reader), light at 1280×800, then dark on a
// 390×844 phone:
// - axe (all tags) in light, contrast in dark (axe in an isolated world: see axe.mjs);
// - no dead control on screen: no visible button, field or tab stop that needs JavaScript (Try it,
//   Next, Present, a board's cells…); links, <summary>, declarative popover buttons and scroll
//   boxes work without it; every walkthrough lists its steps; no id twice;
// - the light theme applies when the system prefers light, the dark one when it prefers dark, and
//   the theme picker (it needs JavaScript) is hidden;
// - `/` sends the reader to a language;
// - no console error or warning, HTTP error or failed request, as with JavaScript.
// From the built HTML: French and English typography of <main>, <title> and the meta description (the rules of src/i18n/typography.mjs),
// and the same h2/h3 ids in the same order on every French page and its English twin.
//
// Pages run a few at a time (BROWSER_TESTS_PAGES, default 3), each slot keeping its two pages
// (with and without JavaScript) from one page to the next.
//
// The sub-path run of `npm test` (run.mjs --sub) walks a BASE=/rules-at-play/ build with
// BROWSER_TESTS_STORAGE=refused (storage that throws on every call: every page must work the same)
// and BROWSER_TESTS_AXE=off (axe sees the same document at any base; it runs in the root run).
// It checks every page, but visits in the browser only what RUNS under the base (issue 31):
// - every page, from its built HTML in Node (htmlLinks): nothing leaves the base, every internal link
//   and #anchor resolves, links stay in the page's language, and every reference (script,
//   stylesheet, icon, manifest, island, form) is a file in dist/; the language switch links to the
//   twin; <html lang> and <main lang>; typography; the h2/h3 ids compared with the twin's are the
//   built ones (an island's own headings are compared in the root run, on the live pages);
// - with and without JavaScript, as above, only a covering set of pages chosen from the built HTML
//   (printed at the start): every island's component, renderer and before-hydration script, every
//   module and inline script, every stylesheet, both languages and every depth of path, each on at
//   least one visited page (29 of 124 pages on 29 Nov). There run the requests made at run time,
//   the hydration with storage refused, the console and CSP, the links the islands write, the
//   language switch's script (it keeps the #section), and, without JavaScript, every request the
//   page makes (its stylesheets' fonts and images among them).
// Moved by issue 31 in the sub-path run only (old → new): on the pages outside the covering set,
// "nothing leaves the base; internal links and #anchors resolve", "content is in its language" and
// the language switch's href, from the live page → from the built HTML; "without JavaScript: the
// page loads under the base, nothing it asks for fails" and a failed request with JavaScript → every
// reference of the built HTML is a file in dist/ (and each stylesheet, script and island is loaded
// on a visited page); the twins' h2/h3 ids, from the live page → from the built HTML, on every page.
// The site links the JavaScript writes stay checked to go through the base in every bundle by
// deploy.test.mjs (bundle-links.mjs), and on the visited pages as they run.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import { typo } from '../../src/i18n/typography.mjs';
import { AXE_TAGS, CONTRAST_RULES, assertNoViolations, axeViolations, axeViolationsNoScript } from './axe.mjs';
import { REFUSED_STORAGE } from './storage.mjs';
import {
	BASE,
	consoleErrors,
	cover,
	hydrateIslands,
	distFileForPath,
	newContext,
	newPage,
	origin,
	runsOf,
	SUB_PATH_RUN,
	sitePages,
	sitePath,
	useSiteBrowser,
	withBase,
} from './lib.mjs';

const site = useSiteBrowser();
const LOCALES = ['fr', 'en'];
const CONCURRENCY = Math.max(1, Number(process.env.BROWSER_TESTS_PAGES) || 3);
/** The production origin in the sitemap; absolute links to it count as internal. */
const SITE_ORIGIN = 'https://rules-at-play.example';

const REFUSED = process.env.BROWSER_TESTS_STORAGE === 'refused';
const AXE = process.env.BROWSER_TESTS_AXE !== 'off';
if (!AXE) console.log("pages.test: axe is OFF in this run (BROWSER_TESTS_AXE=off): it runs in the root build's run of npm test.");
if (REFUSED) console.log('pages.test: storage THROWS on every call in this run (BROWSER_TESTS_STORAGE=refused).');

/** BROWSER_TESTS_PAGES_MATCH (a regular expression): walk only the site paths it matches (`npm run check:new-game` walks the scaffolded game's pages and the homes). */
const ONLY = process.env.BROWSER_TESTS_PAGES_MATCH ? new RegExp(process.env.BROWSER_TESTS_PAGES_MATCH) : undefined;
const pages = (await sitePages()).filter((p) => !ONLY || ONLY.test(p));
const pageSet = new Set(pages);

/**
 * Where axe runs in full (issue 31: once per page without JavaScript; with JavaScript on every
 * page with an island, whose document the scripts change; dark contrast once per template). Every
 * page gets axe without JavaScript in the light theme. With JavaScript in the light theme, axe runs
 * on every page with an island and on enough text pages that every element and class drawn on a
 * text page (`tag` and `tag.class`, from the built HTML) is drawn on at least one checked page: a
 * text page's document differs from the next by its words, not by what is drawn. Contrast in the
 * dark theme (with and without JavaScript) is a property of what is drawn and of the game's colours:
 * it runs on the pages that draw, between them, every element and class of the site and every
 * island component (`island:<component>`), each at least once, in each language. Both sets are chosen greedily (the
 * page that adds the most unseen pairs first), so they are the same from run to run.
 */
const drawn = new Map();
const islandPages = new Set();
/** Each page's built HTML, read once (undefined: no file in dist/, which its test reports). */
const builtHtml = new Map();
for (const path of pages) {
	const file = await distFileForPath(path);
	if (file) builtHtml.set(path, await readFile(file, 'utf8'));
	const html = builtHtml.get(path) ?? '';
	if (html.includes('<astro-island')) islandPages.add(path);
	const body = html.slice(Math.max(0, html.indexOf('<body')));
	const found = new Set();
	for (const m of body.matchAll(/<astro-island[^>]*\scomponent-url="([^"]+)"/g)) found.add(`island:${m[1]}`);
	found.add(`lang:${path.split('/')[1] ?? ''}`); // each language at least once
	for (const m of body.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
		const tag = (m[1] ?? '').toLowerCase();
		found.add(tag);
		const cls = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(m[2] ?? '');
		for (const c of (cls?.[1] ?? cls?.[2] ?? '').split(/\s+/).filter(Boolean)) found.add(`${tag}.${c}`);
	}
	drawn.set(path, found);
}
const axePages = cover(drawn, islandPages, pages);
// Among the pages axe checks with JavaScript (they draw every element, class and island of the site between them).
const darkPages = cover(drawn, [], [...axePages]);
if (AXE)
	console.log(
		`pages.test: axe with JavaScript on ${axePages.size} of ${pages.length} pages: the ${islandPages.size} with an island, and ${axePages.size - islandPages.size} text pages that draw every element and class of the others (${[...axePages].filter((p) => !islandPages.has(p)).join(', ')}); dark contrast on the ${darkPages.size} that draw every element, class and island component between them (${[...darkPages].join(', ')}).`,
	);
/** h2/h3 ids of each page's content, in order, collected by the visits (for the twins). */
const headingIds = new Map();

const localeOf = (path) => (LOCALES.includes(path.split('/')[1]) ? path.split('/')[1] : undefined);
function twinOf(path) {
	const locale = localeOf(path);
	if (!locale) return undefined;
	return `/${locale === 'fr' ? 'en' : 'fr'}/${path.split('/').slice(2).join('/')}`;
}

/**
 * The sub-path run visits in a browser only the pages that cover what RUNS under the base (issue 31):
 * what a page states in its built HTML (its links, references, ids, languages) is checked from
 * dist-sub/ in Node on every page (`htmlLinks` below, the same checks as on the live document), and a
 * page is visited with and without JavaScript only if it brings something not yet visited: an
 * island's component, renderer or before-hydration script, a module or inline script (by its text), a
 * stylesheet, a language, a depth of path (/, a home, a game, a chapter): `runsOf` in lib.mjs. Chosen
 * by `cover` (lib.mjs), like the axe pages. The root run visits every page.
 */
const visited = SUB_PATH_RUN ? cover(new Map(pages.map((p) => [p, runsOf(p, builtHtml.get(p) ?? '')])), [], pages) : new Set(pages);
if (SUB_PATH_RUN)
	console.log(
		`pages.test: sub-path run: every page's links, references and ids checked from its built HTML; visited in the browser (with and without JavaScript), ${visited.size} of ${pages.length} pages that run every island, script and stylesheet of the site at least once: ${[...visited].join(', ')}.`,
	);

// ——— the two pages of each slot, reused from one site page to the next ———

/** @type {Array<{ js: import('playwright-core').Page, nojs: import('playwright-core').Page, escapes: string[] }>} */
const free = [];
const all = [];
async function slot() {
	const reused = free.pop();
	if (reused) return reused;
	const js = await newPage(site.browser, { width: 1280, height: 800, colorScheme: 'light' });
	if (REFUSED) await js.addInitScript(REFUSED_STORAGE);
	await js.addInitScript(() => {
		const seen = [];
		Object.defineProperty(window, '__cspViolations', { value: seen });
		document.addEventListener('securitypolicyviolation', (e) => {
			seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
		});
	});
	const context = await newContext(site.browser, { javaScriptEnabled: false, colorScheme: 'light', viewport: { width: 1280, height: 800 } });
	const nojs = await context.newPage();
	const made = { js, nojs, escapes: [], noise: [], nojsNoise: [], dark: false };
	// Any request to the server outside the base escapes it (a sub-path build served under its base).
	js.on('request', (request) => {
		const url = new URL(request.url());
		if (url.origin === origin && !url.pathname.startsWith(BASE)) made.escapes.push(url.pathname);
	});
	// A clean console: newPage() records errors, page errors, HTTP errors and failures other than
	// ERR_ABORTED on `js`; here, warnings too (Chromium logs an unknown Permissions-Policy feature
	// as one, on every page), and on `nojs` everything.
	listenForNoise(js, made.noise, { errorsRecorded: true });
	listenForNoise(nojs, made.nojsNoise, { errorsRecorded: false });
	all.push(made);
	return made;
}
after(async () => {
	for (const { js, nojs } of all) {
		await js.close().catch(() => {});
		await nojs
			.context()
			.close()
			.catch(() => {});
	}
});

/** Playwright's own notice when a test blocks service workers (newPage's default): not the site's. */
const HARNESS_NOTICES = ['Service Worker registration blocked by Playwright'];
/**
 * Records console warnings (and, unless newPage() records them already, console errors, page
 * errors, HTTP errors and failed requests) into `into`. An aborted request counts too, unless a
 * navigation of the page began after it (a favicon or a prefetch the next visit cut short).
 */
function listenForNoise(page, into, { errorsRecorded }) {
	let navigations = 0;
	const startedAt = new WeakMap();
	page.on('request', (request) => {
		if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++;
		startedAt.set(request, navigations);
	});
	page.on('console', (message) => {
		const type = message.type();
		if (type !== 'warning' && !(type === 'error' && !errorsRecorded)) return;
		if (HARNESS_NOTICES.some((notice) => message.text().includes(notice))) return;
		const where = message.location();
		into.push(`console.${type}: ${message.text()}${where?.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
	});
	page.on('requestfailed', (request) => {
		const failure = request.failure()?.errorText ?? '?';
		if (!request.url().startsWith(origin)) return;
		const aborted = failure.includes('ERR_ABORTED');
		if (aborted && startedAt.get(request) !== navigations) return;
		if (aborted || !errorsRecorded) into.push(`request failed: ${request.url()} (${failure})`);
	});
	if (errorsRecorded) return;
	page.on('pageerror', (error) => into.push(`page error: ${error.message}`));
	page.on('response', (response) => {
		if (response.status() >= 400 && response.url().startsWith(origin)) into.push(`HTTP ${response.status()} for ${response.url()}`);
	});
}

/** Every island hydrates once scrolled to (lib.mjs's hydrateIslands). */
async function hydrateAll(page) {
	const seen = await hydrateIslands(page);
	assert.deepEqual(seen.left, [], `every island hydrates once scrolled to (${seen.frames} frames seen, ${seen.missed} frame waits missed)`);
}

// ——— links ———

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decodeEntities = (text) =>
	text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) =>
		name[0] === '#'
			? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
			: (entities[name] ?? whole),
	);
/** @type {Map<string, Promise<Set<string>>>} ids in a dist HTML file (as built; islands are server-rendered too) */
const idCache = new Map();
function idsInFile(file) {
	let ids = idCache.get(file);
	if (!ids) {
		ids = readFile(file, 'utf8').then((html) => {
			const found = new Set();
			for (const m of html.matchAll(/<[a-zA-Z][^>]*?\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g))
				found.add(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
			return found;
		});
		idCache.set(file, ids);
	}
	return ids;
}

/** The links, references and ids of the live document (after its scripts ran). */
const liveLinks = (page) =>
	page.evaluate(() => ({
		links: [...document.querySelectorAll('a[href], area[href]')].map((a) => ({
			href: a.getAttribute('href') ?? '',
			text: (a.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
			crossLanguage: a.hasAttribute('data-lang-switch') || a.hasAttribute('hreflang'),
		})),
		// Every other reference the page makes: scripts, styles, icons, manifests, islands, forms.
		refs: [...document.querySelectorAll('[src], link[href], [action], astro-island')].flatMap((el) =>
			['src', 'href', 'action', 'component-url', 'renderer-url', 'before-hydration-url'].map((a) => el.getAttribute(a)).filter((v) => v !== null),
		),
		ids: [...document.querySelectorAll('[id], a[name]')].map((el) => el.id || el.getAttribute('name') || ''),
	}));
/** Each start tag of an HTML text: its name, its attributes (decoded) and where it is. */
function* startTags(html) {
	for (const m of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g)) {
		const attrs = new Map();
		for (const a of (m[2] ?? '').matchAll(/([^\s=>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g))
			if (!attrs.has(a[1].toLowerCase())) attrs.set(a[1].toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
		yield { tag: m[1].toLowerCase(), attrs, end: m.index + m[0].length };
	}
}
/** The same as liveLinks, read from the built HTML: the page before any script runs (scripts' and styles' text left out). */
function htmlLinks(html) {
	const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');
	const links = [];
	const refs = [];
	const ids = [];
	for (const { tag, attrs, end } of startTags(markup)) {
		const href = attrs.get('href');
		if ((tag === 'a' || tag === 'area') && href !== undefined) {
			const close = markup.indexOf(`</${tag}>`, end);
			const inner = close === -1 ? '' : markup.slice(end, close);
			const text = decodeEntities(inner.replace(/<[^>]*>/g, ''))
				.trim()
				.replace(/\s+/g, ' ')
				.slice(0, 60);
			links.push({ href, text, crossLanguage: attrs.has('data-lang-switch') || attrs.has('hreflang') });
		}
		for (const a of ['src', 'action']) if (attrs.has(a)) refs.push(attrs.get(a) ?? '');
		if (tag === 'link' && href !== undefined) refs.push(href);
		if (tag === 'astro-island') for (const a of ['component-url', 'renderer-url', 'before-hydration-url']) if (attrs.has(a)) refs.push(attrs.get(a) ?? '');
		const id = attrs.get('id') || (tag === 'a' ? attrs.get('name') : undefined);
		if (id !== undefined) ids.push(id);
	}
	return { links, refs, ids };
}

/**
 * Problems with the page's links and references (from liveLinks or htmlLinks): broken, wrong
 * language, outside the base; from the built HTML also a reference (script, stylesheet, icon,
 * island…) to a file that is not in dist/ (on a visit the request would fail).
 */
async function linkProblems({ links, refs, ids }, path, { refsResolve = false } = {}) {
	const problems = [];
	const pageURL = new URL(withBase(path), origin);
	const pageLocale = localeOf(path);
	const liveIds = new Set(ids);
	for (const ref of new Set(refs)) {
		if (ref.startsWith('/') && !ref.startsWith('//') && !ref.startsWith(BASE)) problems.push(`"${ref}" leaves the base ${BASE}`);
		else if (refsResolve && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) {
			const url = new URL(ref, pageURL);
			if (!(await distFileForPath(sitePath(url.pathname)))) problems.push(`"${ref}": no file in dist/ for ${url.pathname}`);
		}
	}
	const seen = new Set();
	for (const { href, text, crossLanguage } of links) {
		if (seen.has(href)) continue;
		seen.add(href);
		const raw = href.trim();
		if (raw === '' || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
		const label = `"${raw}" ("${text}")`;
		let url;
		try {
			url = new URL(raw, pageURL);
		} catch {
			problems.push(`unparsable href ${label}`);
			continue;
		}
		if (url.origin !== origin && url.origin !== SITE_ORIGIN) continue; // external
		if (!url.pathname.startsWith(BASE)) {
			problems.push(`${label} leaves the base ${BASE}`);
			continue;
		}
		const target = sitePath(url.pathname);
		const targetLocale = localeOf(target);
		if (pageLocale && targetLocale && targetLocale !== pageLocale && !crossLanguage) {
			problems.push(`${label}: a /${pageLocale}/ page links to the other language (${target}); add hreflang if meant`);
		}
		const file = await distFileForPath(target);
		if (!file) {
			const hint = !target.endsWith('/') && (await distFileForPath(`${target}/`)) ? ' — missing trailing slash' : '';
			problems.push(`${label}: no file in dist/ for ${target}${hint}`);
			continue;
		}
		if (url.hash.length > 1) {
			let id;
			try {
				id = decodeURIComponent(url.hash.slice(1));
			} catch {
				problems.push(`${label}: malformed #fragment`);
				continue;
			}
			if (id.toLowerCase() === 'top') continue;
			const samePage = target === path;
			if (!(samePage ? liveIds : await idsInFile(file)).has(id)) problems.push(`${label}: no element with id "${id}" on ${samePage ? 'this page' : target}`);
		}
	}
	return problems;
}

/** The h2/h3 ids of the built page's content (`.sl-markdown-content :is(h2, h3)[id]`, in order). */
function headingIdsInHtml(html) {
	const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');
	const ids = [];
	let depth = 0;
	for (const m of markup.matchAll(/<(\/?)(div|h2|h3)\b([^>]*)>/gi)) {
		const closing = m[1] === '/';
		const tag = (m[2] ?? '').toLowerCase();
		if (depth === 0) {
			if (!closing && tag === 'div' && /\sclass="(?:[^"]*\s)?sl-markdown-content(?:\s[^"]*)?"/.test(m[3] ?? '')) depth = 1;
			continue;
		}
		if (tag === 'div') depth += closing ? -1 : 1;
		else if (!closing) {
			const id = /\sid="([^"]*)"/.exec(m[3] ?? '')?.[1];
			if (id) ids.push(decodeEntities(id));
		}
	}
	return ids;
}

// ——— without JavaScript ———

/** What a reader sees on the page that would need JavaScript to work, and the page's colours. */
function inspect() {
	const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 0;
	const describe = (el) =>
		`<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 50)}">${(el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50)}`;
	// Without JavaScript only links, <summary>, and buttons that open a popover declaratively work.
	const dead = [...document.querySelectorAll('button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])')]
		.filter((el) => shown(el))
		.filter((el) => !(el.tagName === 'BUTTON' && el.hasAttribute('popovertarget') && !el.disabled))
		// A guided board is a picture of the step: its cells take no tab stop and say they are unavailable.
		.filter((el) => !(el.closest('[data-grid]') && el.tabIndex < 0 && el.getAttribute('aria-disabled') === 'true'))
		// A scroll box (a wide table, a board key on one line) takes focus so it can be scrolled by keyboard; that
		// works without JavaScript. A table wrapper clipped where its table fits (its totals stick) keeps its stop.
		.filter((el) => {
			if (!el.matches('[tabindex="0"]:is(div, ul):not([role="button"])')) return true;
			// A board key is a named list that takes focus so that, on one line, it scrolls by keyboard: it needs no JavaScript.
			if (el.matches('ul.board-key-list[aria-label]')) return false;
			const style = getComputedStyle(el);
			return !/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`) && !(el.matches('.wt-table-wrap') && style.overflowX === 'clip');
		})
		.map(describe);
	const stages = [...document.querySelectorAll('[data-walkthrough]')].map((stage) => ({
		id: stage.getAttribute('data-walkthrough'),
		steps: [...stage.querySelectorAll('.wt-steps li')].filter(shown).length,
		listOpen: stage.querySelector('.wt-steps')?.hasAttribute('open') ?? false,
	}));
	// Any CSS colour (rgb, oklch, color-mix…) to relative luminance, through a canvas pixel.
	const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
	const rgba = (color) => {
		pixel.clearRect(0, 0, 1, 1);
		pixel.fillStyle = color;
		pixel.fillRect(0, 0, 1, 1);
		return [...pixel.getImageData(0, 0, 1, 1).data];
	};
	const luminance = (color) => {
		const [r, g, b] = rgba(color)
			.slice(0, 3)
			.map((v) => {
				const c = v / 255;
				return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
			});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
	const body = getComputedStyle(document.body);
	const backgroundColor = [body.backgroundColor, getComputedStyle(document.documentElement).backgroundColor].find((c) => rgba(c)[3] > 0) ?? 'white';
	return {
		scriptingOff: matchMedia('(scripting: none)').matches,
		dead,
		duplicateIds: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
		stages,
		background: luminance(backgroundColor),
		text: luminance(body.color),
		themePicker: [...document.querySelectorAll('starlight-theme-select')].some(shown),
	};
}

// ——— typography (from the built HTML) ———

/** The text nodes of an HTML page's <main>, without code, scripts, styles and SVG. */
function mainTexts(html) {
	const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
	const prose = main.replace(/<(code|pre|kbd|samp|script|style|svg|math|template)\b[\s\S]*?<\/\1>/g, '<x>').replace(/<!--[\s\S]*?-->/g, '');
	return prose
		.split(/<[^>]*>/)
		.map((t) =>
			t
				.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
				.replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
				.replace(/&quot;/g, '"')
				.replace(/&lt;/g, '<')
				.replace(/&gt;/g, '>')
				.replace(/&nbsp;/g, '\u00A0')
				.replace(/&amp;/g, '&'),
		)
		.filter((t) => t.trim());
}
/** The page's <title>, meta description and og:description (from the front matter, typeset by src/content.config.ts). */
function headTexts(html) {
	const head = /<head[\s\S]*?<\/head>/.exec(html)?.[0] ?? '';
	const decode = (t) => mainTexts(`<main>${t}</main>`).join('');
	const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
	const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
	const og = /<meta property="og:description" content="([^"]*)"/.exec(head)?.[1];
	return [title, description, og].filter((t) => t !== undefined).map(decode);
}
const show = (s) => s.replace(/\u202F/g, '⍽').replace(/\u00A0/g, '°');

// ——— the walk ———

describe(`every page of the sitemap, with and without JavaScript (${pages.length} pages, base ${BASE})`, { concurrency: CONCURRENCY }, () => {
	test('the sitemap lists pages in both languages', () => {
		assert.ok(pages.some((p) => p.startsWith('/fr/')) && pages.some((p) => p.startsWith('/en/')), pages.join(' '));
	});

	for (const path of pages) {
		test(path, { timeout: 300_000 }, async (t) => {
			const locale = localeOf(path);
			const twin = twinOf(path);
			const html = builtHtml.get(path);
			assert.ok(html !== undefined, `dist has a file for ${path}`);
			// The sub-path run compares the twins' headings as built: it visits only some of the pages.
			if (SUB_PATH_RUN) headingIds.set(path, headingIdsInHtml(html));

			// ——— typography, from the built HTML ———
			if (locale) {
				await t.test(`<main>, <title> and the description follow ${locale === 'fr' ? 'French' : 'English'} typography`, () => {
					const bad = [...headTexts(html), ...mainTexts(html)]
						.filter((text) => typo(text, locale) !== text)
						.map((text) => `${show(text.trim().slice(0, 120))}\n    → ${show(typo(text, locale).trim().slice(0, 120))}`);
					assert.deepEqual(bad, [], `${bad.length} text(s) break the rules:\n  ${bad.slice(0, 15).join('\n  ')}`);
					// A placeholder left in the front matter (the home pages once showed « — {games}. » in search results and link previews).
					const raw = headTexts(html).filter((text) => /\{\w+\}/.test(text));
					assert.deepEqual(raw, [], `a raw placeholder in <title> or the description of ${path}`);
					const title = headTexts(html)[0] ?? '';
					const [page, site] = title.split(' | ');
					assert.notEqual(page, site, `<title>${title}</title> names the site twice`);
				});
			}

			// ——— the sub-path run, a page not visited: what its built HTML says ———
			if (!visited.has(path)) {
				const tags = [...startTags(html)];
				if (locale) {
					await t.test(`content is in its language (${locale}), not an untranslated fallback (built HTML)`, () => {
						const lang = (tag) => tags.find((x) => x.tag === tag)?.attrs.get('lang') ?? '';
						assert.ok(lang('html').startsWith(locale), `<html lang="${lang('html')}"> on ${path}`);
						if (lang('main') && !lang('main').startsWith(locale))
							assert.fail(
								`<main lang="${lang('main')}"> on ${path}: Starlight shows the other language's page here (fallback for a missing src/content/docs${path.replace(/\/$/, '')}.mdx)`,
							);
					});
				}
				await t.test(`nothing leaves the base ${BASE}; internal links, #anchors and references resolve (built HTML)`, async () => {
					const problems = await linkProblems(htmlLinks(html), path, { refsResolve: true });
					if (problems.length > 0) assert.fail(`${problems.length} problem(s) on ${path}:\n  - ${problems.join('\n  - ')}`);
				});
				if (twin) {
					await t.test(`language switch links to ${twin} (built HTML; its script, which keeps the #section, runs on the visited pages)`, () => {
						const hrefs = tags.filter((x) => x.tag === 'a' && x.attrs.has('data-lang-switch')).map((x) => x.attrs.get('href') ?? '');
						assert.ok(hrefs.length > 0, `no a[data-lang-switch] on ${path}`);
						for (const href of hrefs) assert.equal(sitePath(new URL(href, new URL(withBase(path), origin)).href), twin, `a[data-lang-switch] href="${href}"`);
					});
				}
				return;
			}

			const s = await slot();
			try {
				const { js, nojs } = s;

				// ——— with JavaScript ———
				const errorsBefore = consoleErrors(js).length;
				s.escapes.length = 0;
				s.noise.length = 0;
				s.nojsNoise.length = 0;
				// The slot's page is left in the dark theme after axe's contrast check.
				if (s.dark) await js.emulateMedia({ colorScheme: 'light' });
				s.dark = false;
				const t0 = performance.now();
				const response = await js.goto(path, { waitUntil: 'load' });
				assert.equal(response?.status(), 200, `HTTP status of ${path}`);
				const t1 = performance.now();

				// First, while the page is at its top and the link on screen (the click scrolls nothing).
				if (twin) {
					await t.test(`language switch goes to ${twin}, keeping the #section`, async () => {
						const hrefs = await js.$$eval('a[data-lang-switch]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
						assert.ok(hrefs.length > 0, `no a[data-lang-switch] on ${path}`);
						for (const href of hrefs) assert.equal(sitePath(new URL(href, new URL(withBase(path), origin)).href), twin, `a[data-lang-switch] href="${href}"`);
						const ids = await js.$$eval('.sl-markdown-content :is(h2, h3)[id]', (hs) => hs.map((h) => h.id));
						const anchor = ids[Math.min(1, ids.length - 1)] ?? '';
						const hash = anchor ? `#${encodeURIComponent(anchor)}` : '';
						await js.evaluate((h) => history.replaceState(history.state, '', h || location.pathname + location.search), hash);
						// The click, as the reader makes it; where the browser would go is read once the site's own
						// handler has set it, and that navigation is cancelled (the twin is visited on its own).
						await js.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { once: true }));
						const link = js.locator('a[data-lang-switch]:visible').first();
						const href = await link.getAttribute('href');
						// No navigation follows (cancelled above): Playwright need not wait for one (0.5–0.9 s a page).
						await link.click({ noWaitAfter: true });
						const target = new URL(await link.evaluate((a) => /** @type {HTMLAnchorElement} */ (a).href));
						// The page's address and link as they were loaded, for what follows (a widget may read the hash).
						await js.evaluate(() => history.replaceState(history.state, '', location.pathname + location.search));
						await link.evaluate((a, h) => a.setAttribute('href', h ?? ''), href);
						assert.equal(sitePath(target.href), twin, 'the switch goes to the twin');
						assert.equal(target.hash, hash, `hash after switching from ${path}${hash}`);
					});
				}

				const t2 = performance.now();
				await hydrateAll(js);
				t.diagnostic(
					`load ${Math.round(t1 - t0)} ms, language switch ${Math.round(t2 - t1)} ms, every island hydrated ${Math.round(performance.now() - t2)} ms later`,
				);
				if (!SUB_PATH_RUN) headingIds.set(path, await js.$$eval('.sl-markdown-content :is(h2, h3)[id]', (hs) => hs.map((h) => h.id)));

				if (locale) {
					await t.test(`content is in its language (${locale}), not an untranslated fallback`, async () => {
						const langs = await js.evaluate(() => ({ html: document.documentElement.lang, main: document.querySelector('main')?.getAttribute('lang') ?? '' }));
						assert.ok(langs.html.startsWith(locale), `<html lang="${langs.html}"> on ${path}`);
						if (langs.main && !langs.main.startsWith(locale)) {
							assert.fail(
								`<main lang="${langs.main}"> on ${path}: Starlight shows the other language's page here (fallback for a missing src/content/docs${path.replace(/\/$/, '')}.mdx)`,
							);
						}
					});
				}
				await t.test('no console error or warning, page error, failed request or CSP violation (load, then every island hydrated)', async () => {
					const errors = consoleErrors(js).slice(errorsBefore);
					const csp = await js.evaluate(() => /** @type {any} */ (window).__cspViolations ?? ['(the CSP listener did not run)']);
					assert.deepEqual([...errors, ...s.noise, ...csp.map((v) => `CSP violation: ${v}`)], [], `on ${path}`);
				});
				await t.test(`nothing leaves the base ${BASE}; internal links and #anchors resolve`, async () => {
					const problems = [...s.escapes.map((p) => `request for ${p} leaves the base ${BASE}`), ...(await linkProblems(await liveLinks(js), path))];
					if (problems.length > 0) assert.fail(`${problems.length} problem(s) on ${path}:\n  - ${problems.join('\n  - ')}`);
				});
				await t.test(
					`axe: no WCAG 2.2 AA or best-practice violation (light theme)${darkPages.has(path) ? ', then contrast in the dark theme' : ''}`,
					{
						skip:
							(!AXE && 'axe runs in the root build’s run') ||
							(!axePages.has(path) && 'a text page whose every element and class is checked on another page (axe without JavaScript runs below)'),
					},
					async () => {
						assertNoViolations(await axeViolations(js, { tags: AXE_TAGS }), `on ${path} (light theme)`);
						if (!darkPages.has(path)) return; // its elements, classes and islands are checked dark on another page
						s.dark = true;
						await js.emulateMedia({ colorScheme: 'dark' });
						// No transition may leave colours half-way when axe measures them.
						await js.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
						await js.evaluate(() => {
							document.documentElement.dataset.theme = 'dark';
						});
						assertNoViolations(await axeViolations(js, { rules: CONTRAST_RULES }), `on ${path} (dark theme)`);
					},
				);

				// ——— without JavaScript ———
				await t.test(
					SUB_PATH_RUN
						? 'without JavaScript: the page loads under the base, nothing it asks for fails'
						: 'without JavaScript: axe clean, no dead control, steps listed, light theme; dark theme and contrast on a phone',
					async () => {
						await nojs.setViewportSize({ width: 1280, height: 800 });
						await nojs.emulateMedia({ colorScheme: 'light' });
						if (path === '/') {
							// The root only sends the reader to a language (a <noscript> refresh): check it goes, then
							// check the document itself with the refresh taken out.
							await nojs.goto('/');
							await nojs.waitForURL((u) => /^\/(fr|en)\/$/.test(sitePath(u.href)), { timeout: 10_000 });
							const without = html.replace(/<meta[^>]*http-equiv="refresh"[^>]*>/gi, '');
							const fake = (url) => url.pathname === withBase('/__root-without-refresh');
							await nojs.route(fake, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: without }));
							await nojs.goto('/__root-without-refresh');
							await nojs.unroute(fake);
						} else {
							const r = await nojs.goto(path);
							assert.equal(r?.status(), 200, `HTTP status of ${path}`);
						}
						// The sub-path run: only what the base changes (the page loads, nothing it asks for fails or
						// leaves the base). What the page shows without JavaScript (dead controls, ids, steps listed,
						// the themes) is the same document at any base: the root run checks it.
						if (SUB_PATH_RUN) {
							assert.deepEqual(s.nojsNoise, [], `console errors or warnings, failed requests on ${path} without JavaScript`);
							return;
						}
						const light = await nojs.evaluate(inspect);
						assert.ok(light.scriptingOff, 'the page is read with scripting off');
						assert.deepEqual(light.dead, [], `controls that need JavaScript are on screen on ${path}`);
						assert.deepEqual(light.duplicateIds, [], `ids used twice on ${path}`);
						for (const stage of light.stages) assert.ok(stage.listOpen && stage.steps > 1, `${stage.id}: every step is listed (${stage.steps} shown)`);
						assert.ok(
							light.background > 0.8 && light.text < 0.1,
							`the light theme applies (background luminance ${light.background.toFixed(2)}, text ${light.text.toFixed(2)})`,
						);
						assert.equal(light.themePicker, false, 'the theme picker (it needs JavaScript) is hidden');
						if (AXE) assertNoViolations(await axeViolationsNoScript(nojs, { tags: AXE_TAGS }), `on ${path} without JavaScript`);

						await nojs.setViewportSize({ width: 390, height: 844 });
						await nojs.emulateMedia({ colorScheme: 'dark' });
						const dark = await nojs.evaluate(inspect);
						assert.ok(
							dark.background < 0.1 && dark.text > 0.5,
							`the dark theme applies (background ${dark.background.toFixed(2)}, text ${dark.text.toFixed(2)})`,
						);
						assert.deepEqual(dark.dead, [], `controls that need JavaScript are on screen on ${path} (phone)`);
						if (AXE && darkPages.has(path))
							assertNoViolations(await axeViolationsNoScript(nojs, { rules: CONTRAST_RULES }), `on ${path} without JavaScript (dark, phone)`);
						assert.deepEqual(s.nojsNoise, [], `console errors or warnings, failed requests on ${path} without JavaScript`);
					},
				);
			} finally {
				free.push(s);
			}
		});
	}
});

describe('French and English twins', () => {
	const localized = pages.filter((p) => localeOf(p));
	test('every /fr/ page has its /en/ twin and vice versa', () => {
		const missing = localized.filter((p) => !pageSet.has(twinOf(p))).map((p) => `${p} has no twin ${twinOf(p)}`);
		if (missing.length > 0) assert.fail(`missing twin page(s):\n  - ${missing.join('\n  - ')}`);
	});
	for (const fr of localized.filter((p) => localeOf(p) === 'fr')) {
		const en = twinOf(fr);
		if (!pageSet.has(en)) continue;
		test(`${fr} and ${en} have the same h2/h3 ids in the same order`, () => {
			const frIds = headingIds.get(fr);
			const enIds = headingIds.get(en);
			assert.ok(frIds && enIds, 'headings not collected (the page test failed to load one of them)');
			assert.deepEqual(frIds, enIds, `heading ids differ between ${fr} (actual) and ${en} (expected)`);
		});
	}
});

test('on a phone the menu still opens without JavaScript (a declarative popover)', { timeout: 60_000 }, async () => {
	const context = await newContext(site.browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
	try {
		const page = await context.newPage();
		await page.goto('/fr/wildlife/');
		await page.locator('button[popovertarget]').first().click();
		assert.ok(await page.locator(`#starlight__sidebar a[href="${withBase('/fr/wildlife/setup/')}"]`).isVisible(), 'the sidebar with the chapters is shown');
	} finally {
		await context.close();
	}
});
