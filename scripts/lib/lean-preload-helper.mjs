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
 */

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
	};
}
