// Site links inside the built JavaScript (issue 29): a widget that writes `/${lang}/${game}/…`
// without `withBase` (src/base.ts) works at a domain's root and 404s on a project site
// (`/rules-at-play/`), and no HTML scan sees it, since the link only exists once the widget runs.
// `unbasedLinks` reads the minified bundles (dist/_astro/*.js) as text and lists every literal that
// starts a site path — a string `/fr/…`, `/en/…`, or a template `/${…}…` — that does not reach the
// page through the base:
// - the literal is the argument of a call to the bundle's `withBase` (found by what it does: the
//   function of the build that tests `startsWith("//")`; its exported name is followed into every
//   chunk that imports it), or
// - it is what a small function returns (`gamePath`, a `ruleHref`) and every call of that function
//   in the chunk is itself an argument of `withBase`;
// - the one exception: `normalizeBase` in src/base.ts, which builds the base itself (`/${inner}/`
//   or `/`).
// Used by deploy.test.mjs on dist/ and, in the sub-path run, on dist-sub/.

const Q = '[`\'"]';
/** An opening quote followed by a site path: `/${`, `/fr/`, `/en/` (the opening quote: after a closing one, `/` would be a division). */
const PATH_LITERAL = new RegExp(`${Q}/(?:\\$\\{|(?:fr|en)(?:/|${Q}))`, 'g');
/** The local name of `withBase` in a chunk that defines it: the nearest function before its `startsWith("//")`. */
const DEFINES = new RegExp(`startsWith\\(${Q}//${Q}\\)`, 'g');

/** Names a chunk gives `withBase`: its own definition, and the imports of it from the chunk that defines it. */
function withBaseNames(name, text, defining) {
	const names = new Set();
	const own = defining.get(name);
	if (own) names.add(own.local);
	for (const m of text.matchAll(/import\{([^}]*)\}from"\.\/([^"]+)"/g)) {
		const exported = defining.get(m[2] ?? '')?.exported;
		if (!exported) continue;
		for (const spec of (m[1] ?? '').split(',')) {
			const [from, as = from] = spec.trim().split(/\s+as\s+/);
			if (from === exported && as) names.add(as);
		}
	}
	return names;
}

/** The identifier called right before `index` (`x(` → `x`), or undefined. */
function calleeBefore(text, index) {
	return /([\w$]+)\($/.exec(text.slice(Math.max(0, index - 60), index))?.[1];
}

/** When the literal at `index` is what a small function returns, that function's name. */
function returnedBy(text, index) {
	const before = text.slice(Math.max(0, index - 200), index);
	const fn = /function ([\w$]+)\([^()]*\)\{return$/.exec(before) ?? /(?:^|[,;{\s])([\w$]+)=\([^()]*\)=>$/.exec(before);
	return fn?.[1];
}

/**
 * @param {Map<string, string>} chunks file name (`ReadyCheck.CA-xvQRC.js`) → its text
 * @returns {{ problems: string[], based: number }} each problem as `file: …context…`; `based`, how many site-path literals go through the base
 */
export function unbasedLinks(chunks) {
	/** @type {Map<string, { local: string, exported?: string }>} */
	const defining = new Map();
	for (const [name, text] of chunks) {
		for (const m of text.matchAll(DEFINES)) {
			const head = [...text.slice(0, m.index).matchAll(/function ([\w$]+)\(/g)].at(-1);
			if (!head?.[1]) continue;
			const local = head[1];
			const exported = new RegExp(`export\\{(?:[^}]*?,)?${local.replace(/\$/g, '\\$')}(?: as ([\\w$]+))?[,}]`).exec(text);
			defining.set(name, { local, exported: exported ? (exported[1] ?? local) : undefined });
		}
	}
	const problems = [];
	let based = 0;
	for (const [name, text] of chunks) {
		const names = withBaseNames(name, text, defining);
		for (const m of text.matchAll(PATH_LITERAL)) {
			const at = m.index;
			const context = text.slice(Math.max(0, at - 50), at + 70);
			// normalizeBase: `inner ? `/${inner}/` : '/'`.
			if (defining.has(name) && /^`\/\$\{[\w$]+\}\/`:`\/`/.test(text.slice(at))) continue;
			const callee = calleeBefore(text, at);
			if (callee && names.has(callee)) {
				based++;
				continue;
			}
			const fn = returnedBy(text, at);
			if (fn) {
				const calls = [...text.matchAll(new RegExp(`(?<![\\w$.])${fn.replace(/\$/g, '\\$')}\\(`, 'g'))].filter(
					(c) => !/function $/.test(text.slice(Math.max(0, c.index - 9), c.index)),
				);
				const exported = new RegExp(`export\\{(?:[^}]*?,)?${fn.replace(/\$/g, '\\$')}(?: as [\\w$]+)?[,}]`).test(text);
				if (!exported && calls.length > 0 && calls.every((c) => names.has(calleeBefore(text, c.index) ?? ''))) {
					based++;
					continue;
				}
			}
			problems.push(`${name}: …${context}…`);
		}
	}
	return { problems, based };
}
