/**
 * The walkthrough's step in the URL (`?<id>=<n>#<id>`, `?<id>=try`): read once on the client when
 * the widget has read its own settings, written at each step; a step link lands on the stage
 * (aligned again while widgets above hydrate) and, arrived by "Next" in present mode, presents again.
 */
import type { RefObject } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { WidgetT } from '../../i18n/messages';
import { RESUME_KEY } from './stageGeometry';
import { clampStep, readStep, readTry, stepLink, writeStep, writeTry } from './stepParam';

export type PresentState = 'off' | 'api' | 'css';

/**
 * Reads the step from the URL (once), keeps it in range, starts again on `resetKey`; returns
 * `urlDone` and `writeUrl`. (Positional arguments: a bundle keeps no property names for them.)
 */
export function useStepUrl(
	id: string,
	total: number,
	t: WidgetT,
	hasTry: boolean,
	urlReady: boolean,
	resetKey: string | number | boolean | undefined,
	stageRef: RefObject<HTMLElement>,
	setIndex: (update: number | ((i: number) => number)) => void,
	setTryMode: () => void,
	setNotice: (notice: string | null) => void,
	setPresent: (present: PresentState) => void,
) {
	// On the client only: read the step (or try-it mode) from the URL, once, when the widget has
	// read its own settings from the URL (`urlReady`), so the step is checked against the right example.
	const [urlDone, setUrlDone] = useState(false);
	useEffect(() => {
		if (!urlReady || urlDone) return;
		setUrlDone(true);
		if (hasTry && readTry(window.location.search, id)) setTryMode();
		else {
			const read = readStep(window.location.search, id, total);
			if (read.kind === 'ok') setIndex(read.index);
			else if (read.kind === 'invalid' && !readTry(window.location.search, id)) {
				setNotice(read.value ? t('shell.badStep', { value: read.value }) : t('shell.badStepUnquoted'));
				window.history.replaceState(window.history.state, '', window.location.pathname + writeStep(window.location.search, id, 0) + window.location.hash);
			}
		}
		// A step link (`#<id>`) lands on the stage: bring it into view and give it focus.
		// Widgets above may still hydrate and change height: align again a little later, unless
		// the reader has started scrolling or typing.
		if (window.location.hash === `#${id}`) {
			const stage = stageRef.current;
			// Aligned, then a long step's narration brought clear of the controls bar, as after a resize
			// (stageFollow.ts: the title may go up, the words to read come first).
			const align = () => {
				if (stage) import('./stageFollow').then((m) => m.alignStage(stage));
			};
			const timers = [300, 900].map((ms) => setTimeout(align, ms));
			const stop = () => {
				for (const x of timers) clearTimeout(x);
				for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.removeEventListener(type, stop);
			};
			for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, stop, { once: true, passive: true });
			requestAnimationFrame(() => {
				align();
				stage?.focus({ preventScroll: true });
			});
			// Arrived by "Next" from another page in present mode: present again (full window now,
			// fullscreen at the first key or click, which the browser requires).
			try {
				if (sessionStorage.getItem(RESUME_KEY) === id) {
					sessionStorage.removeItem(RESUME_KEY);
					setPresent('css');
				}
			} catch {
				// storage unavailable: present mode is one key away
			}
		}
	}, [urlReady, urlDone, id, total, t, hasTry]);

	// If the example changes (another player count), stay in range.
	useEffect(() => {
		setIndex((i) => clampStep(i, total));
	}, [total]);

	const writeUrl = useCallback(
		(target: number) => {
			const url = writeStep(window.location.search, id, target) + (target > 0 || window.location.hash === `#${id}` ? `#${id}` : window.location.hash);
			window.history.replaceState(window.history.state, '', window.location.pathname + url);
		},
		[id],
	);

	// Another example or player count: start again at step 1 (not while reading the URL).
	const lastReset = useRef(resetKey);
	useEffect(() => {
		if (lastReset.current === resetKey) return;
		lastReset.current = resetKey;
		if (!urlDone) return;
		setIndex(0);
		setNotice(null);
		writeUrl(0);
	}, [resetKey, urlDone, writeUrl]);

	return { urlDone, writeUrl };
}

/** "Copy link": the step's (or try-it's) link to the clipboard, said aloud; the URL shown where copying fails. */
export function useCopyLink(
	id: string,
	guided: boolean,
	index: number,
	t: WidgetT,
	announce: (text: string) => void,
	setNotice: (notice: string | null) => void,
) {
	const [copied, setCopied] = useState(false);
	const copyLink = async () => {
		const search = guided ? stepLink(window.location.search, id, index) : `${writeTry(window.location.search, id)}#${id}`;
		const url = `${window.location.origin}${window.location.pathname}${search}`;
		let ok = false;
		try {
			await navigator.clipboard.writeText(url);
			ok = true;
		} catch {
			ok = false;
		}
		setCopied(true);
		announce(ok ? t('shell.copied') : t('shell.copyFailed', { url }));
		if (!ok) setNotice(t('shell.copyFailed', { url }));
	};
	useEffect(() => {
		if (!copied) return;
		const timer = setTimeout(() => setCopied(false), 2500);
		return () => clearTimeout(timer);
	}, [copied]);
	return { copied, setCopied, copyLink };
}
