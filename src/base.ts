/**
 * The site's base path: `/` for a site at a domain's root, `/rules-at-play/` for a project site
 * (`BASE=/rules-at-play/ npm run build`, read by astro.config.mjs). Every link a component or a
 * widget writes goes through `withBase`, so authors and code keep writing site paths the simple
 * way (`/fr/caldera-park/setup/#first-weather`); MDX links are rewritten by `baseLinksPlugin`
 * (src/baseLinks.mjs).
 *
 * In Astro and in the browser bundles Vite replaces `import.meta.env.BASE_URL` with the base;
 * plain Node (the config, scripts, tests) reads the BASE variable.
 */

/** `/`, or the base with one leading and one trailing slash: `rules-at-play` → `/rules-at-play/`. */
export function normalizeBase(value: string | undefined): string {
	const inner = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
	return inner ? `/${inner}/` : '/';
}

function viteBase(): string | undefined {
	try {
		return typeof import.meta.env === 'object' ? import.meta.env.BASE_URL : undefined;
	} catch {
		return undefined;
	}
}
const nodeBase = typeof process === 'object' && process?.env ? process.env['BASE'] : undefined;

/** The base path, with leading and trailing slashes (`/` at a domain's root). */
export const BASE = normalizeBase(viteBase() ?? nodeBase);

/**
 * A site path under the base: `/fr/wildlife/` → `/rules-at-play/fr/wildlife/`. Anything that is
 * not a root-absolute path (`#x`, `?a=1`, `https://…`, `//host/…`, `mailto:`, relative) and a path
 * already under the base are returned as they are.
 */
export function withBase(path: string, base: string = BASE): string {
	if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
	if (path === base.slice(0, -1) || path.startsWith(base)) return path;
	return base + path.slice(1);
}

/** The site path of a URL path under the base: `/rules-at-play/fr/` → `/fr/` (unchanged outside it). */
export function withoutBase(pathname: string, base: string = BASE): string {
	if (base === '/') return pathname;
	if (pathname === base.slice(0, -1)) return '/';
	return pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
}
