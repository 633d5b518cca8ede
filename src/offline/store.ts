/**
 * What the offline support keeps, named and checked in one place (used by the service worker,
 * src/offline/sw.js, and by the offline control, src/offline/makeAvailable.ts).
 *
 * Names are scoped to the site's base: two sites on one origin (`<user>.github.io/a/` and `/b/`)
 * never read, prune or delete each other's caches. Before issue 29 the names were `packs`,
 * `pack:<key>:<version>`, `pages`, `assets`, `search`: `migrate` (src/offline/migrate.ts) moves this site's records and
 * packs to the new names (a pack's cache holds only paths under its site's base, and its record's
 * URL is under the base too, so what is this site's is known) and leaves the rest alone.
 */

/** The cache names of the site served under `base` (`/` or `/rules-at-play/`). */
export function storeNames(base: string) {
	const p = `rap:${base}`;
	return {
		/** The records of the packs (one per game and language). */
		index: `${p}packs`,
		pages: `${p}pages`,
		assets: `${p}assets`,
		search: `${p}search`,
		/** Every pack cache's name starts with this. */
		packPrefix: `${p}pack:`,
		pack: (key: string, version: string) => `${p}pack:${key}:${version}`,
	};
}

/** The names used before issue 29 (shared by every site of an origin). */
export const LEGACY = { index: 'packs', pages: 'pages', assets: 'assets', search: 'search', packPrefix: 'pack:' };

export interface Pending {
	version: string;
	bytes: number;
	files: string[];
	done: number;
}
export interface PackRecord {
	key: string;
	lang: string;
	game: string;
	name: string;
	home: string;
	version: string | null;
	bytes: number;
	files: string[];
	pending: Pending | null;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v.length > 0 && v.length < 300 ? v : fallback);
const VERSION = /^[\w.-]{1,64}$/;

/**
 * A pack record as read from storage (any shape: an older site's, a cut write, another app's),
 * repaired into one the control can show, or undefined when nothing of it can be trusted (the
 * control then shows "Make available", and Remove clears what is left). A record never locks the
 * control: what is unknown is dropped, never thrown on.
 */
export function repairRecord(raw: unknown, key: string, fallback: { name: string; home: string }): PackRecord | undefined {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
	const r = raw as Record<string, unknown>;
	if (r['key'] !== undefined && r['key'] !== key) return undefined;
	const [lang = '', ...game] = key.split('-');
	const version = typeof r['version'] === 'string' && VERSION.test(r['version']) ? r['version'] : null;
	const files = isStrings(r['files']) ? r['files'] : [];
	let pending: Pending | null = null;
	const p = r['pending'];
	if (p && typeof p === 'object' && !Array.isArray(p)) {
		const q = p as Record<string, unknown>;
		if (typeof q['version'] === 'string' && VERSION.test(q['version']) && isStrings(q['files']) && q['files'].length > 0) {
			pending = { version: q['version'], bytes: count(q['bytes']), files: q['files'], done: Math.min(count(q['done']), q['files'].length) };
		}
	}
	// A complete copy with no list of its files cannot be removed file by file, but its cache can:
	// it stays a copy (the worker serves it by cache name). With neither a copy nor a pending one, nothing.
	if (!version && !pending) return undefined;
	return {
		key,
		lang,
		game: game.join('-'),
		name: text(r['name'], fallback.name),
		home: typeof r['home'] === 'string' && r['home'].startsWith('/') && !r['home'].startsWith('//') ? r['home'] : fallback.home,
		version,
		bytes: version ? count(r['bytes']) : 0,
		files: version ? files : [],
		pending,
	};
}

/** True for the error a full disk (or the browser's quota for this site) raises. */
export function isQuotaError(error: unknown): boolean {
	if (!error || typeof error !== 'object') return false;
	const e = error as { name?: unknown; code?: unknown };
	return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22;
}

/**
 * The runtime entries an activation prunes: hashed build files and Pagefind files that the
 * current build does not ship (`current`, the paths of dist/_astro/ and dist/pagefind/ at build).
 * Each deploy's files used to pile up.
 */
export function stale(paths: readonly string[], current: ReadonlySet<string>, base: string): string[] {
	return paths.filter((p) => (p.startsWith(`${base}_astro/`) || p.startsWith(`${base}pagefind/`)) && !current.has(p));
}

/**
 * The pages an activation prunes from the runtime `pages` cache: pages of this site (under `base`)
 * that the current build no longer has (`pages`: every built page's path, `/fr/wildlife/setup/`
 * under the base). A page is kept once per path, so only a page removed or renamed by a deploy
 * lingers; this lets it go.
 */
export function stalePages(paths: readonly string[], pages: ReadonlySet<string>, base: string): string[] {
	return paths.filter((p) => p.startsWith(base) && !pages.has(p));
}
