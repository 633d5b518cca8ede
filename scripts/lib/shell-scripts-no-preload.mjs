/**
 * Astro component scripts (`<script>` in a .astro file: the search button, the header's lazy link
 * prefetch, the offline control) load what they need on demand with `import()`. Vite wraps every
 * `import()` in its preload helper (a file of its own, 0.75 KB brotli), which those scripts then
 * load up front on every page, text pages included, only to preload the on-demand module's own
 * imports a moment earlier when the reader asks. In these scripts the helper becomes a plain call
 * (`f => f()`): the on-demand module and its imports load as the browser resolves them. Widgets
 * (islands, not component scripts) keep the helper. Nothing on the site listens for
 * `vite:preloadError`, the helper's only other effect.
 *
 * Runs after Vite has written each import's list of dependencies (generateBundle, order post).
 */
const HELPER_IMPORT = /import\s*\{\s*(\w+)\s+as\s+([\w$]+)\s*\}\s*from\s*"\.\/(preload-helper\.[\w-]+\.js)";?/;
const MAP_DEPS = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;

/** A Vite plugin (build only). */
export function shellScriptsNoPreload() {
	return {
		name: 'rules-at-play:shell-scripts-no-preload',
		apply: 'build',
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId?.includes('?astro&type=script')) continue;
					const found = HELPER_IMPORT.exec(chunk.code);
					if (!found) continue;
					const [statement, , local, file] = found;
					let code = chunk.code.replace(statement, `const ${local}=f=>f();`);
					// The dependency lists only fed the helper: gone, each call keeps a harmless 0.
					if (MAP_DEPS.test(code)) code = code.replace(MAP_DEPS, '').replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '0');
					if (code.includes('__vite__mapDeps')) continue; // an unexpected shape: leave the chunk as Vite wrote it
					chunk.code = code;
					chunk.imports = chunk.imports.filter((f) => !f.endsWith(file));
				}
			},
		},
	};
}
