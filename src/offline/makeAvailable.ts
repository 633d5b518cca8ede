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
import { BASE } from '../base';
import { parts, show, StorageFull, status } from './control';
import { isQuotaError, LEGACY } from './store';

type Action = 'status' | 'save' | 'remove';

/** Other tabs of the site show what this one did (a save, a remove). */
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`rap:${BASE}offline`) : undefined;
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
			else {
				const pack = await import('./packSave');
				await (action === 'save' ? pack.save(box) : pack.remove(box));
				channel?.postMessage({ key: box.dataset['offline'] });
			}
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
