/**
 * The teacher's script, walked in present mode (loaded only when a stage presents). A teacher who
 * opens a step link from the game's "teach" page gets, in present mode, a Next that goes on to the
 * script's next stop (another widget, often on another page) once the step the script names is
 * reached, so the whole script is one Next after another. The script is read from the teach page
 * itself (its step links, in order, with their words), kept for the tab in sessionStorage.
 */
import { withBase, withoutBase } from '../../base';
import { RESUME_KEY } from './stageGeometry';
import { decodeOr } from './urlInput';
import type { NextStop } from './Walkthrough';

interface Stop {
	href: string;
	path: string;
	id: string;
	/** 1-based step the link opens. */
	step: number;
	title: string;
}
interface Script {
	teach: string;
	stops: Stop[];
	pos: number;
}

const KEY = 'wt-script';

/** A step link (`/xx/game/page/?id=n#id`) as a stop, or null for any other link. */
function asStop(href: string, title: string): Stop | null {
	const url = new URL(href, window.location.href);
	const id = decodeOr(url.hash.slice(1));
	if (!id || url.origin !== window.location.origin || !url.searchParams.has(id)) return null;
	const step = Number(url.searchParams.get(id));
	return {
		href: url.pathname + url.search + url.hash,
		path: url.pathname,
		id,
		step: Number.isInteger(step) && step > 0 ? step : 1,
		title: title.replace(/\s+/g, ' ').trim(),
	};
}

function teachPath(): string | null {
	const m = withoutBase(window.location.pathname).match(/^\/([a-z]{2})\/([^/]+)\//);
	return m ? withBase(`/${m[1]}/${m[2]}/teach/`) : null;
}

function load(): Script | null {
	try {
		const s = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Script | null;
		return s && s.teach === teachPath() ? s : null;
	} catch {
		return null;
	}
}
function save(s: Script) {
	try {
		sessionStorage.setItem(KEY, JSON.stringify(s));
	} catch {
		// storage unavailable: the walk ends at this page
	}
}

/** The script of this game: from this tab's storage, or read from the teach page the reader came from. */
async function script(): Promise<Script | null> {
	const kept = load();
	if (kept) return kept;
	const teach = teachPath();
	if (!teach || !document.referrer) return null;
	const from = new URL(document.referrer);
	if (from.origin !== window.location.origin || from.pathname !== teach) return null;
	const html = await fetch(teach).then((r) => (r.ok ? r.text() : ''));
	const doc = new DOMParser().parseFromString(html, 'text/html');
	const stops = [...doc.querySelectorAll<HTMLAnchorElement>('main a[href]')]
		.map((a) => asStop(a.getAttribute('href') ?? '', a.textContent ?? ''))
		.filter((s): s is Stop => s !== null);
	if (stops.length === 0) return null;
	const s: Script = { teach, stops, pos: -1 };
	save(s);
	return s;
}

/**
 * Where Next leads for widget `id` on this page when the reader walks the script: from which step
 * (0-based) Next leaves, and for where (null at the script's end). Null when not walking a script.
 */
export function scriptNextStop(_lang: string, id: string): Promise<{ stop: NextStop | null; fromStep: number } | null> | null {
	if (!load() && !document.referrer) return null;
	return script().then((s) => {
		if (!s) return null;
		const here = (x: Stop | undefined) => Boolean(x && x.path === window.location.pathname && x.id === id);
		let pos = here(s.stops[s.pos]) ? s.pos : s.stops.findIndex(here);
		if (pos < 0) return null;
		// The stops of this widget in a row (a script may show step 2, then step 8).
		while (here(s.stops[pos + 1])) pos++;
		const next = s.stops[pos + 1];
		return { stop: next ? { href: next.href, title: next.title } : null, fromStep: s.stops[pos]!.step - 1 };
	});
}

/** The reader follows `href` from the script: it becomes the current stop. */
export function markFollowed(_lang: string, href: string) {
	const s = load();
	if (!s) return;
	const url = new URL(href, window.location.href);
	const target = url.pathname + url.search + url.hash;
	const i = s.stops.findIndex((x, j) => j > s.pos && x.href === target);
	s.pos = i >= 0 ? i : s.stops.findIndex((x) => x.href === target);
	save(s);
}

/** Goes to a stop (the script's next one, or the next chapter): its stage will present again on arrival. */
export function follow(lang: string, href: string) {
	const url = new URL(href, window.location.href);
	try {
		const nextId = decodeOr(url.hash.slice(1));
		if (nextId) sessionStorage.setItem(RESUME_KEY, nextId);
	} catch {
		// storage unavailable: the next page opens without presenting
	}
	markFollowed(lang, url.href);
	window.location.href = url.href;
}
