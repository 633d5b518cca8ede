/**
 * The offline control's actions that change what the device keeps: Make available / Update /
 * Resume (`save`) and Remove (`remove`). Loaded on a click only (src/offline/makeAvailable.ts,
 * which reads the state at idle, runs them one at a time across tabs).
 */
import { BASE, withBase } from '../base';
import { cacheName, N, type Pack, parts, readRecord, recordURL, show, StorageFull, status, storageNote, writeRecord } from './control';
import type { PackRecord, Pending } from './store';

const BATCH = 8;

/** Asks the worker to put `urls` into `cache`; resolves to the urls it could not get, and whether storage was full. */
function ask(worker: ServiceWorker, cache: string, urls: string[]): Promise<{ failed: string[]; quota: boolean }> {
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		const timer = setTimeout(() => resolve({ failed: urls, quota: false }), 60_000);
		channel.port1.onmessage = (event: MessageEvent<{ failed?: string[]; quota?: boolean }>) => {
			clearTimeout(timer);
			resolve({ failed: Array.isArray(event.data?.failed) ? event.data.failed : urls, quota: event.data?.quota === true });
		};
		worker.postMessage({ type: 'CACHE_PACK', cache, urls }, [channel.port2]);
	});
}

async function activeWorker(): Promise<ServiceWorker | undefined> {
	const ready = navigator.serviceWorker.ready.then((r) => r.active ?? undefined);
	const late = new Promise<undefined>((r) => setTimeout(() => r(undefined), 10_000));
	return Promise.race([ready, late]);
}

/** The pack's list as the site serves it now, or undefined (no network, a broken answer). */
async function fetchPack(key: string): Promise<Pack | undefined> {
	try {
		const pack = (await (await fetch(withBase(`/offline/${key}.json`), { cache: 'no-cache' })).json()) as Pack;
		return typeof pack?.version === 'string' && Array.isArray(pack.files) ? pack : undefined;
	} catch {
		return undefined;
	}
}

/**
 * Saves the pack; if the site was deployed while it downloaded (the pack's list has another
 * version at the end), the copy is of no one deploy: it is dropped and the new version saved,
 * so a pack is always one deploy's files.
 */
export async function save(box: HTMLElement): Promise<void> {
	const { key, msg, say } = parts(box);
	const worker = await activeWorker();
	if (!worker) {
		show(box, 'unavailable', msg('msgNoworker'));
		return;
	}
	for (let attempt = 0; attempt < 3; attempt++) {
		const pack = await fetchPack(key);
		if (!pack) {
			// No network: nothing to resume from here.
			const previous = await readRecord(key, box);
			await status(box);
			say(msg(previous?.pending || !previous?.version ? 'msgOffline' : 'msgDone'));
			return;
		}
		const outcome = await saveVersion(box, worker, pack);
		if (outcome !== 'deployed') return;
	}
	await status(box);
}

async function saveVersion(box: HTMLElement, worker: ServiceWorker, pack: Pack): Promise<'done' | 'cut' | 'deployed'> {
	const { key, bar, msg, say } = parts(box);
	const previous = await readRecord(key, box);
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
		const { failed, quota } = await ask(worker, target, batch);
		pending.done += batch.length - failed.length;
		if (bar) bar.value = pending.done;
		await writeRecord(record);
		if (quota) {
			if (bar) bar.hidden = true;
			throw new StorageFull();
		}
		if (failed.length > 0) {
			// Cut short (the network went, the site answered with an error): it can be resumed or removed.
			if (bar) bar.hidden = true;
			await status(box);
			return 'cut';
		}
		say(msg('msgWorking', { done: pending.done, total }));
	}
	// A deploy while the files came: the copy may mix two deploys' files. Drop it, save the new one.
	const now = await fetchPack(key);
	if (now && now.version !== pack.version) {
		await caches.delete(target);
		await writeRecord({ ...record, pending: null });
		return 'deployed';
	}
	await writeRecord({ ...record, version: pack.version, bytes: pack.bytes, files: pack.files, pending: null });
	// Any other copy of this pack (the previous version, a pending one left by an older deploy) goes.
	for (const name of await caches.keys()) if (name.startsWith(cacheName(key, '')) && name !== target) await caches.delete(name);
	if (bar) bar.hidden = true;
	await status(box);
	say(`${msg('msgDone')} ${await storageNote(box, true)}`.trim());
	return 'done';
}

export async function remove(box: HTMLElement): Promise<void> {
	const { key, msg } = parts(box);
	for (const name of await caches.keys()) if (name.startsWith(cacheName(key, ''))) await caches.delete(name);
	await (await caches.open(N.index)).delete(recordURL(key));
	// The game's pages the reader opened are let go too: the game is no longer on this device.
	const [lang, ...game] = key.split('-');
	const prefix = `${BASE}${lang}/${game.join('-')}/`;
	const pages = await caches.open(N.pages);
	for (const request of await pages.keys()) if (new URL(request.url).pathname.startsWith(prefix)) await pages.delete(request);
	show(box, 'none', msg('msgRemoved'));
}
