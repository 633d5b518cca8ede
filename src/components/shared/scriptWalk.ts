/**
 * The teacher's script, walked in present mode (loaded only when a stage presents). A teacher who
 * opens a step link from the game's "teach" page gets, in present mode, a Next that goes on to the
 * script's next stop (another widget, often on another page) once the step the script names is
 * reached, so the whole script is one Next after another, in the script's order (a stop may go back
 * to an earlier step of the same widget). The script is read from the teach page itself (its step
 * links, in order, with their words), kept for the tab in sessionStorage, and walked only on a page
 * reached from the teach page or by the script's own Next. Outside a script, Next after the last step
 * goes on presenting the next chapter's first walkthrough.
 */
import { withBase, withoutBase } from '../../base';
import { RESUME_KEY } from './stageGeometry';
import { decodeOr } from './urlInput';
import type { NextStop } from './Walkthrough';

export interface Stop {
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
	/** The page the last stop was followed from: a page is walked only when reached by the script (or from the teach page). */
	from?: string;
}
/** A stop Next leads to: `pos` its place in the script; `step` (0-based) when it is another step of the same widget, shown in place. */
type Target = NextStop & { pos?: number; step?: number };

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
 * The stop Next leads to from step `index` (0-based) of the widget at stop `pos`, or null (Next
 * steps on): the script's stops in its order, a widget's later stops reached by stepping (a script
 * may show step 2, then step 8), an earlier step of the same widget shown in place (6, then 2, then
 * 5), another widget or page followed. `here`: whether a stop is this widget.
 */
export function stopAt(stops: Stop[], pos: number, here: (x: Stop | undefined) => boolean, index: number): Target | null {
	let p = pos;
	for (let n = stops[p + 1]; n && here(n) && n.step > stops[p]!.step && index >= n.step - 1; n = stops[p + 1]) p++;
	const cur = stops[p];
	const next = stops[p + 1];
	if (!cur || !next || index < cur.step - 1) return null;
	if (!here(next)) return { href: next.href, title: next.title, pos: p + 1 };
	return next.step > cur.step ? null : { href: next.href, title: next.title, pos: p + 1, step: next.step - 1 };
}

/** The first walkthrough of the next chapter (presenting goes on there), or null: the page's own "next page" link. */
async function chapterStop(): Promise<NextStop | null> {
	const a = document.querySelector<HTMLAnchorElement>('.pagination-links a[rel="next"]');
	const title = a?.querySelector('.link-title')?.textContent?.trim();
	if (!a || !title) return null;
	const html = await fetch(a.href)
		.then((r) => (r.ok ? r.text() : ''))
		.catch(() => '');
	const id = html.match(/data-walkthrough="([^"]+)"/)?.[1];
	return id ? { href: `${new URL(a.href).pathname}#${id}`, title } : null;
}

/**
 * Where Next leads in present mode for widget `id` on this page, as a function of the step shown
 * (0-based) and the number of steps: the teacher's script's next stop when the reader walks it
 * (came from the teach page, or by the script's Next), else after the last step the next chapter's
 * first walkthrough, presenting again there (none when that page has none: Next stops).
 */
export async function presentStops(id: string): Promise<(index: number, total: number) => NextStop | null> {
	const here = (x: Stop | undefined) => Boolean(x && x.path === window.location.pathname && x.id === id);
	const s = load() ?? (document.referrer ? await script() : null);
	const from = document.referrer ? new URL(document.referrer).pathname : '';
	let pos = -1;
	if (s && from === s.teach) {
		// Opened from the teach page: the stop of this widget at the step shown (a widget may have several), else its first.
		const step = Number(new URLSearchParams(window.location.search).get(id)) || 1;
		pos = s.stops.findIndex((x) => here(x) && x.step === step);
		if (pos < 0) pos = s.stops.findIndex(here);
	} else if (s && here(s.stops[s.pos]) && from === s.from) pos = s.pos;
	if (s && pos >= 0) {
		s.pos = pos;
		save(s);
		return (index) => {
			const now = load();
			return now && here(now.stops[now.pos]) ? stopAt(now.stops, now.pos, here, index) : null;
		};
	}
	const chapter = await chapterStop();
	return (index, total) => (index >= total - 1 ? chapter : null);
}

/** Goes to a stop: another step of this widget (`go`), or another page, whose stage presents again on arrival. */
export function follow(target: Target, go: (step: number) => void) {
	const s = load();
	const url = new URL(target.href, window.location.href);
	if (s) {
		const href = url.pathname + url.search + url.hash;
		s.pos = target.pos ?? s.stops.findIndex((x, j) => j > s.pos && x.href === href);
		s.from = window.location.pathname;
		save(s);
	}
	if (target.step !== undefined) return go(target.step);
	try {
		const nextId = decodeOr(url.hash.slice(1));
		if (nextId) sessionStorage.setItem(RESUME_KEY, nextId);
	} catch {
		// storage unavailable: the next page opens without presenting
	}
	window.location.href = url.href;
}
