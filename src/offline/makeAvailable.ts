/**
 * Loaded when a reader presses "Make <game> available offline" (OfflineControl.astro): fetches the
 * game's pack for this language (dist/offline/<lang>-<game>.json, built by integration.mjs), asks
 * the service worker to cache its files a few at a time with Workbox's CACHE_URLS message (the
 * worker's own routes fetch and store them), shows the progress, then checks that every file is
 * in the cache before saying the game is available offline.
 */

const BATCH = 6;

interface Pack {
	game: string;
	lang: string;
	version: string;
	bytes: number;
	files: string[];
}

function ask(worker: ServiceWorker, urls: string[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const channel = new MessageChannel();
		const timer = setTimeout(() => reject(new Error('timeout')), 30_000);
		channel.port1.onmessage = () => {
			clearTimeout(timer);
			resolve();
		};
		worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
	});
}

async function activeWorker(): Promise<ServiceWorker | undefined> {
	const ready = navigator.serviceWorker.ready.then((r) => r.active ?? undefined);
	const late = new Promise<undefined>((r) => setTimeout(() => r(undefined), 10_000));
	return Promise.race([ready, late]);
}

let busy = false;

export async function makeAvailable(box: HTMLElement): Promise<void> {
	if (busy) return;
	busy = true;
	const key = box.dataset.offline ?? '';
	const button = box.querySelector('button');
	const bar = box.querySelector('progress');
	const status = box.querySelector('.offline-status');
	const msg = (name: string, params: Record<string, number> = {}) =>
		(box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));
	const say = (text: string) => {
		if (status) status.textContent = text;
	};
	button?.setAttribute('disabled', '');
	box.setAttribute('aria-busy', 'true');
	try {
		const worker = await activeWorker();
		if (!worker) {
			say(msg('msgNoworker'));
			return;
		}
		const pack: Pack = await (await fetch(`/offline/${key}.json`, { cache: 'no-cache' })).json();
		const stored = localStorage.getItem(`offline:${key}`);
		// A new version of the pack: fetch its pages again (hashed assets are reused from the cache).
		const todo: string[] = [];
		for (const url of pack.files) {
			if (stored !== pack.version && !url.startsWith('/_astro/')) todo.push(url);
			else if (!(await caches.match(url))) todo.push(url);
		}
		const total = pack.files.length;
		let done = total - todo.length;
		if (bar) {
			bar.hidden = false;
			bar.max = total;
			bar.value = done;
		}
		say(msg('msgWorking', { done, total }));
		for (let i = 0; i < todo.length; i += BATCH) {
			const batch = todo.slice(i, i + BATCH);
			await ask(worker, batch).catch(() => {});
			done += batch.length;
			if (bar) bar.value = done;
			say(msg('msgWorking', { done, total }));
		}
		let missing = 0;
		for (const url of pack.files) if (!(await caches.match(url))) missing++;
		if (missing > 0) {
			say(msg('msgFailed', { missing }));
			return;
		}
		localStorage.setItem(`offline:${key}`, pack.version);
		box.dataset.state = 'saved';
		say(msg('msgDone'));
	} catch {
		say(msg('msgError'));
	} finally {
		busy = false;
		button?.removeAttribute('disabled');
		box.removeAttribute('aria-busy');
	}
}
