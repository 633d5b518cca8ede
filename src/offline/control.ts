/**
 * The offline control's shared parts (src/offline/makeAvailable.ts reads the state at idle;
 * src/offline/packSave.ts, loaded on a click, saves and removes): the names, the pack record read
 * (repaired or dropped) and written, the control's elements, messages and states, and what the
 * browser granted of its storage.
 */
import { BASE, withBase } from '../base';
import { isQuotaError, type PackRecord, repairRecord, storeNames } from './store';

export const N = storeNames(BASE);
const INDEX = N.index;

export interface Pack {
	game: string;
	lang: string;
	version: string;
	bytes: number;
	files: string[];
}

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
