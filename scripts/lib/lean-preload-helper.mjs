/**
 * Widgets load their try-it parts with `import()`, which Vite wraps in its preload helper: a file
 * of its own (0.75 KB brotli) that every widget page loads. Most of it serves cases this site does
 * not have: browsers without modulepreload, a CSP nonce (the policy hashes inline scripts, src/deploy),
 * a `vite:preloadError` event nobody listens for (the import's own error still reaches the caller),
 * a base-dependent URL prefix. This plugin writes the same helper in a few lines, with the same
 * export: each dependency Vite listed for the import gets a `<link>` once, as a modulepreload (so the
 * try-it chunks still download in parallel, not one after another) or, for a stylesheet the page
 * does not already link, a stylesheet the import waits for, then the import runs.
 *
 * The dependencies are paths from the site's base (`_astro/x.js`); the helper lives in `_astro/`
 * itself, so `../` + path from its own URL is right at the root and under a sub-path alike.
 *
 * Runs on the client build's chunk (renderChunk). If the helper is not in the shape
 * expected (a future Vite), the chunk is left as Vite wrote it.
 *
 * Each chunk's lists of dependencies (Vite writes one table of paths per chunk, `__vite__mapDeps`,
 * and each `import()` picks its entries by index) become a plain list at each `import()`, without
 * the files the chunk itself already imports statically, directly or not: those are loaded before
 * the chunk runs, so a preload of them does nothing (a widget's list named kit, the helper and the
 * widget's own parts, up to 13 of 20 names). Done when Vite has written the lists (generateBundle,
 * order post); a table in another shape is left as it is.
 */
const MAP_DEPS = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;

/** The lean helper; `NAME` is replaced with the export name Vite gave the original. */
const LEAN = [
	'let s;',
	'const p=(f,d)=>{',
	'let w=[];',
	'if(d){s||=new Set([...document.getElementsByTagName("link")].map(l=>l.href));',
	'for(const h of d){const u=new URL("../"+h,import.meta.url).href;',
	'if(s.has(u))continue;s.add(u);',
	'const l=document.createElement("link"),c=h.endsWith(".css");',
	'l.rel=c?"stylesheet":"modulepreload";l.crossOrigin="";l.href=u;',
	'c&&w.push(new Promise(r=>{l.onload=l.onerror=r}));',
	'document.head.appendChild(l)}}',
	'return Promise.all(w).then(f)};',
	'export{p as NAME};',
].join('');

/** A Vite plugin (build only). */
export function leanPreloadHelper() {
	return {
		name: 'rules-at-play:lean-preload-helper',
		apply: 'build',
		// Before the file's hash is computed, so the name changes with this helper's text.
		renderChunk(code, chunk) {
			if (this.environment?.config?.consumer !== 'client' || chunk.name !== 'preload-helper') return null;
			const exported = /export\s*\{\s*\w+\s+as\s+(\w+)\s*\};?\s*$/.exec(code);
			if (!exported || chunk.exports.length !== 1 || !code.includes('modulepreload')) return null;
			return { code: LEAN.replace('NAME', exported[1]), map: null };
		},
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				if (this.environment?.config?.consumer !== 'client') return;
				/** @param {string} file @param {Set<string>} seen */
				const staticClosure = (file, seen = new Set()) => {
					const chunk = bundle[file];
					if (seen.has(file) || chunk?.type !== 'chunk') return seen;
					seen.add(file);
					for (const imported of chunk.imports) staticClosure(imported, seen);
					return seen;
				};
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk') continue;
					const found = MAP_DEPS.exec(chunk.code);
					if (!found) continue;
					/** @type {string[]} */
					let deps;
					try {
						deps = JSON.parse(found[1]);
					} catch {
						continue; // not a plain list of quoted paths: left as it is
					}
					const loaded = staticClosure(chunk.fileName);
					// Each import() gets its own list, written in place (a list shared through a function
					// costs more than the few names it would save repeating).
					const code = chunk.code.slice(found[0].length).replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, list) =>
						JSON.stringify(
							list
								.split(',')
								.filter(Boolean)
								.map((i) => deps[Number(i)])
								.filter((dep) => !loaded.has(dep)),
						),
					);
					if (!code.includes('__vite__mapDeps')) chunk.code = code; // else a use in another shape: left as it is
				}
			},
		},
	};
}
