/**
 * The offline control's work (OfflineControl.astro loads this module when the page is idle, to
 * show what this device keeps, and when the reader presses a button).
 *
 * A game's pack for this language (dist/offline/<lang>-<game>.json, built by integration.mjs) is
 * saved into a cache of its own for that version, `pack:<lang>-<game>:<version>`, by the service
 * worker (CACHE_PACK, a few files at a time, with a progress bar). What this device keeps is one
 * record per pack in the `packs` cache:
 *   { key, lang, game, name, home, version, bytes, files, pending }
 * `version` is a complete copy (the worker serves only those offline); `pending` a copy being
 * saved or cut short (`{ version, bytes, files, done }`). Only when every file of the pending
 * version is in does it become `version`, and the previous version's cache is deleted: offline,
 * the pages and their files always come from one complete copy of one deploy.
 *
 * States the control shows (`data-state`): `none` (Make … available offline), `saved` (Update,
 * Remove), `outdated` (a newer version is online: Update, Remove), `partial` (Resume, Remove),
 * `working`, `unavailable` (no service worker, or storage that refuses: the control says why),
 * `full` (the disk or the site's share of it is full: said so, with Resume and Remove).
 *
 * Issue 29: names scoped to the base (src/offline/store.ts, migrated from the shared names of
 * before); a record of an older or broken shape is repaired or dropped, never locking the control;
 * when a pack is saved the site asks for durable storage (`navigator.storage.persist()`) and the
 * control says what the browser granted, with `estimate()`; actions run one at a time across tabs
 * (Web Locks; other tabs are told by a BroadcastChannel and show the new state); a deploy during a
 * download is seen at the end (the pack's version changed) and the new version is saved instead.
 */
import { BASE, withBase } from '../base';
import { isQuotaError, LEGACY, type PackRecord, repairRecord, storeNames } from './store';

export const N = storeNames(BASE);
const INDEX = N.index;

export interface Pack {
	game: string;
	lang: string;
	version: string;
	bytes: number;
	files: string[];
}

type Action = 'status' | 'save' | 'remove';

export const recordURL = (key: string) => withBase(`/offline/${key}.state`);
export const cacheName = N.pack;

/** Storage is full (a file or a record could not be written): said apart from a refused storage. */
export class StorageFull extends Error {}

/** The record of a pack, repaired if it is of an older or broken shape, dropped if nothing of it holds. */
export async function readRecord(key: string, box: HTMLElement): Promise<PackRecord | undefined> {
	const index = await caches.open(INDEX);
	const hit = await index.match(recordURL(key));
	if (!hit) return undefined;
	let raw: unknown;
	try {
		raw = await hit.json();
	} catch {
		raw = undefined;
	}
	const [lang = '', ...game] = key.split('-');
	const record = repairRecord(raw, key, { name: box.dataset['offlineName'] ?? game.join('-'), home: withBase(`/${lang}/${game.join('-')}/`) });
	if (!record) await index.delete(recordURL(key));
	else if (JSON.stringify(record) !== JSON.stringify(raw)) await writeRecord(record).catch(() => {});
	return record;
}
export async function writeRecord(record: PackRecord): Promise<void> {
	const body = JSON.stringify(record);
	try {
		await (await caches.open(INDEX)).put(recordURL(record.key), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
	} catch (error) {
		throw isQuotaError(error) ? new StorageFull() : error;
	}
}

/**
 * What the browser granted: durable storage (asked for when a pack is saved; never evicted
 * under pressure) or best-effort, with what the site uses of what it may use.
 */
export async function storageNote(box: HTMLElement, ask: boolean): Promise<string> {
	const { msg } = parts(box);
	const storage = navigator.storage;
	if (!storage?.persisted) return '';
	let persisted = false;
	try {
		persisted = await storage.persisted();
		if (!persisted && ask && storage.persist) persisted = await storage.persist();
	} catch {
		return '';
	}
	let mb = { used: 0, free: 0 };
	try {
		const { usage = 0, quota = 0 } = (await storage.estimate?.()) ?? {};
		mb = { used: Math.max(1, Math.round(usage / 1e6)), free: Math.max(0, Math.round((quota - usage) / 1e6)) };
	} catch {
		// no estimate: the note says what was granted only
	}
	const granted = msg(persisted ? 'msgPersisted' : 'msgBesteffort');
	return mb.free > 0 ? `${granted} ${msg('msgUsage', mb)}` : granted;
}

/** The control's elements and its messages (data-msg-* attributes, in the page's language). */
export function parts(box: HTMLElement) {
	const status = box.querySelector<HTMLElement>('.offline-status');
	const lang = box.closest('[lang]')?.getAttribute('lang') ?? 'en';
	const msg = (name: string, params: Record<string, number> = {}) =>
		(box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? (params[k] as number).toLocaleString(lang) : all));
	return {
		key: box.dataset['offline'] ?? '',
		make: box.querySelector<HTMLButtonElement>('.offline-make'),
		remove: box.querySelector<HTMLButtonElement>('.offline-remove'),
		bar: box.querySelector('progress'),
		msg,
		say(text: string) {
			if (status) status.textContent = text;
		},
	};
}

/** Shows a state: the main button's words, Remove when there is something to remove, the status line. */
export function show(box: HTMLElement, state: string, text: string) {
	const { make, remove, msg, say } = parts(box);
	box.dataset['state'] = state;
	if (make) {
		make.hidden = state === 'unavailable';
		make.textContent = msg(state === 'partial' || state === 'full' ? 'msgResume' : state === 'saved' || state === 'outdated' ? 'msgUpdate' : 'msgMake');
	}
	if (remove) remove.hidden = !['saved', 'outdated', 'partial', 'full'].includes(state);
	say(text);
}

/** What this device keeps of the pack, as a state and its message. */
export async function status(box: HTMLElement): Promise<void> {
	const { key, msg } = parts(box);
	const record = await readRecord(key, box);
	const current = box.dataset['offlineVersion'] ?? '';
	if (record?.pending) {
		const { done, files } = record.pending;
		show(box, 'partial', msg(record.version ? 'msgPartialupdate' : 'msgPartial', { done, total: files.length }));
	} else if (record?.version) {
		const outdated = /^[0-9a-f]{8,}$/.test(current) && current !== record.version;
		show(box, outdated ? 'outdated' : 'saved', msg(outdated ? 'msgOutdated' : 'msgDone'));
		const note = await storageNote(box, false);
		if (note) parts(box).say(`${msg(outdated ? 'msgOutdated' : 'msgDone')} ${note}`);
	} else {
		show(box, 'none', '');
	}
}

/** Other tabs of the site show what this one did (a save, a remove). */
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`rap:${BASE}offline`) : undefined;
export function broadcast(key: string) {
	channel?.postMessage({ key });
}
channel?.addEventListener('message', (event: MessageEvent<{ key?: string }>) => {
	for (const box of document.querySelectorAll<HTMLElement>('[data-offline]'))
		if (box.dataset['offline'] === event.data?.key) void offlineControl(box, 'status');
});

/** The actions of every control of the page, one after another. */
let queue: Promise<void> = Promise.resolve();
let migrated: Promise<void> | undefined;

/**
 * Runs one of the control's actions, after any still running (the status read at idle can still be
 * running when the reader clicks "Make available": the click waits for it; it used to be dropped,
 * and nothing happened). Across tabs, one at a time too (a Web Lock: a Remove in one tab waits for
 * a save in another, then removes; without Web Locks, one tab's queue). A storage that refuses says
 * so, and nothing breaks.
 */
export function offlineControl(box: HTMLElement, action: Action): Promise<void> {
	const locks = (navigator as { locks?: LockManager }).locks;
	const work = () => runAction(box, action);
	// A status read only reads (and repairs a broken record): it does not wait for another tab's save.
	const run = queue.then((): Promise<void> => (locks && action !== 'status' ? locks.request(`rap:${BASE}offline`, work).then(() => {}) : work()));
	queue = run.catch(() => {});
	return run;
}

async function runAction(box: HTMLElement, action: Action): Promise<void> {
	const { make, remove: removeButton, msg } = parts(box);
	if (action !== 'status') {
		make?.setAttribute('disabled', '');
		removeButton?.setAttribute('disabled', '');
		box.setAttribute('aria-busy', 'true');
	}
	try {
		if (!('serviceWorker' in navigator)) show(box, 'unavailable', msg('msgNoworker'));
		else {
			// The names of before issue 29 (shared by every site of the origin) move to this site's own, once.
			migrated ??= caches
				.keys()
				.then((names) => (names.some((n) => n === LEGACY.index || n === LEGACY.pages) ? import('./migrate').then((m) => m.migrate(caches, BASE)) : undefined))
				.catch(() => {});
			await migrated;
			if (action === 'status') await status(box);
			// What changes the device's copy is loaded on a click only.
			else if (action === 'save') await (await import('./packSave')).save(box);
			else await (await import('./packSave')).remove(box);
		}
	} catch (error) {
		if (error instanceof StorageFull || isQuotaError(error)) {
			// The disk (or the site's share of it) is full: said so, and Remove stays, to make room.
			show(box, 'full', msg('msgFull'));
			const bar = box.querySelector('progress');
			if (bar) bar.hidden = true;
		} else {
			// Cache Storage refused (blocked site data, a private mode).
			show(box, 'unavailable', msg('msgNostorage'));
		}
	} finally {
		make?.removeAttribute('disabled');
		removeButton?.removeAttribute('disabled');
		box.removeAttribute('aria-busy');
	}
}
