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
 * `working`, `unavailable` (no service worker, or storage that refuses: the control says why).
 */
import { BASE, withBase } from '../base';

const BATCH = 8;
const INDEX = 'packs';

interface Pack {
	game: string;
	lang: string;
	version: string;
	bytes: number;
	files: string[];
}
interface Pending {
	version: string;
	bytes: number;
	files: string[];
	done: number;
}
interface PackRecord {
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

type Action = 'status' | 'save' | 'remove';

const recordURL = (key: string) => withBase(`/offline/${key}.state`);
const cacheName = (key: string, version: string) => `pack:${key}:${version}`;

async function readRecord(key: string): Promise<PackRecord | undefined> {
	const hit = await (await caches.open(INDEX)).match(recordURL(key));
	if (!hit) return undefined;
	try {
		return (await hit.json()) as PackRecord;
	} catch {
		return undefined;
	}
}
async function writeRecord(record: PackRecord): Promise<void> {
	const body = JSON.stringify(record);
	await (await caches.open(INDEX)).put(recordURL(record.key), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

/** Asks the worker to put `urls` into `cache`; resolves to the urls it could not get. */
function ask(worker: ServiceWorker, cache: string, urls: string[]): Promise<string[]> {
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		const timer = setTimeout(() => resolve(urls), 60_000);
		channel.port1.onmessage = (event: MessageEvent<{ failed?: string[] }>) => {
			clearTimeout(timer);
			resolve(Array.isArray(event.data?.failed) ? event.data.failed : urls);
		};
		worker.postMessage({ type: 'CACHE_PACK', cache, urls }, [channel.port2]);
	});
}

async function activeWorker(): Promise<ServiceWorker | undefined> {
	const ready = navigator.serviceWorker.ready.then((r) => r.active ?? undefined);
	const late = new Promise<undefined>((r) => setTimeout(() => r(undefined), 10_000));
	return Promise.race([ready, late]);
}

/** The control's elements and its messages (data-msg-* attributes, in the page's language). */
function parts(box: HTMLElement) {
	const status = box.querySelector<HTMLElement>('.offline-status');
	const msg = (name: string, params: Record<string, number> = {}) =>
		(box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));
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
function show(box: HTMLElement, state: string, text: string) {
	const { make, remove, msg, say } = parts(box);
	box.dataset['state'] = state;
	if (make) {
		make.hidden = state === 'unavailable';
		make.textContent = msg(state === 'partial' ? 'msgResume' : state === 'saved' || state === 'outdated' ? 'msgUpdate' : 'msgMake');
	}
	if (remove) remove.hidden = !['saved', 'outdated', 'partial'].includes(state);
	say(text);
}

/** What this device keeps of the pack, as a state and its message. */
async function status(box: HTMLElement): Promise<void> {
	const { key, msg } = parts(box);
	const record = await readRecord(key);
	const current = box.dataset['offlineVersion'] ?? '';
	if (record?.pending) {
		const { done, files } = record.pending;
		show(box, 'partial', msg(record.version ? 'msgPartialupdate' : 'msgPartial', { done, total: files.length }));
	} else if (record?.version) {
		const outdated = /^[0-9a-f]{8,}$/.test(current) && current !== record.version;
		show(box, outdated ? 'outdated' : 'saved', msg(outdated ? 'msgOutdated' : 'msgDone'));
	} else {
		show(box, 'none', '');
	}
}

async function save(box: HTMLElement): Promise<void> {
	const { key, bar, msg, say } = parts(box);
	const worker = await activeWorker();
	if (!worker) {
		show(box, 'unavailable', msg('msgNoworker'));
		return;
	}
	const previous = await readRecord(key);
	let pack: Pack;
	try {
		pack = (await (await fetch(withBase(`/offline/${key}.json`), { cache: 'no-cache' })).json()) as Pack;
	} catch {
		// No network: nothing to resume from here.
		await status(box);
		say(msg(previous?.pending || !previous?.version ? 'msgOffline' : 'msgDone'));
		return;
	}
	const [lang = '', ...game] = key.split('-');
	const record: PackRecord = {
		key,
		lang,
		game: game.join('-'),
		name: box.dataset['offlineName'] ?? game.join('-'),
		home: withBase(`/${lang}/${game.join('-')}/`),
		version: previous?.version ?? null,
		bytes: previous?.bytes ?? 0,
		files: previous?.files ?? [],
		pending: { version: pack.version, bytes: pack.bytes, files: pack.files, done: 0 },
	};
	const pending = record.pending as Pending;
	const target = cacheName(key, pack.version);
	// Resuming: what the pending version's cache already holds is not asked for again.
	const have = new Set((await (await caches.open(target)).keys()).map((r) => new URL(r.url).pathname));
	const todo = pack.files.filter((f) => !have.has(f));
	const total = pack.files.length;
	pending.done = total - todo.length;
	await writeRecord(record);
	box.dataset['state'] = 'working';
	if (bar) {
		bar.hidden = false;
		bar.max = total;
		bar.value = pending.done;
	}
	say(msg('msgWorking', { done: pending.done, total }));
	for (let i = 0; i < todo.length; i += BATCH) {
		const batch = todo.slice(i, i + BATCH);
		const failed = await ask(worker, target, batch);
		pending.done += batch.length - failed.length;
		if (bar) bar.value = pending.done;
		await writeRecord(record);
		if (failed.length > 0) {
			// Cut short (the network went, the site answered with an error): it can be resumed or removed.
			if (bar) bar.hidden = true;
			await status(box);
			return;
		}
		say(msg('msgWorking', { done: pending.done, total }));
	}
	const old = record.version;
	await writeRecord({ ...record, version: pack.version, bytes: pack.bytes, files: pack.files, pending: null });
	if (old && old !== pack.version) await caches.delete(cacheName(key, old));
	if (bar) bar.hidden = true;
	await status(box);
}

async function remove(box: HTMLElement): Promise<void> {
	const { key, msg } = parts(box);
	for (const name of await caches.keys()) if (name.startsWith(`pack:${key}:`)) await caches.delete(name);
	await (await caches.open(INDEX)).delete(recordURL(key));
	// The game's pages the reader opened are let go too: the game is no longer on this device.
	const [lang, ...game] = key.split('-');
	const prefix = `${BASE}${lang}/${game.join('-')}/`;
	const pages = await caches.open('pages');
	for (const request of await pages.keys()) if (new URL(request.url).pathname.startsWith(prefix)) await pages.delete(request);
	show(box, 'none', msg('msgRemoved'));
}

/** The actions of every control of the page, one after another. */
let queue: Promise<void> = Promise.resolve();

/**
 * Runs one of the control's actions, after any still running (the status read at idle can still be
 * running when the reader clicks "Make available": the click waits for it; it used to be dropped,
 * and nothing happened). A storage that refuses says so, and nothing breaks.
 */
export function offlineControl(box: HTMLElement, action: Action): Promise<void> {
	const run = queue.then(() => runAction(box, action));
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
		else if (action === 'status') await status(box);
		else if (action === 'save') await save(box);
		else await remove(box);
	} catch {
		// Cache Storage refused (blocked site data, a private mode, a full disk).
		show(box, 'unavailable', msg('msgNostorage'));
	} finally {
		make?.removeAttribute('disabled');
		removeButton?.removeAttribute('disabled');
		box.removeAttribute('aria-busy');
	}
}
