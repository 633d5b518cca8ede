import type { ComponentChildren, JSX } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { GuidedBoardContext } from './boardMode';
import { type StageApi, StageContext } from './stageContext';
import { pageTop, RESUME_KEY } from './stageGeometry';
import { clampStep, readStep, readTry, stepLink, writeStep, writeTry } from './stepParam';

export interface WalkStep {
	/** Narration of the step, already in the page's language. */
	text: string;
}

export interface WalkthroughProps {
	/** Unique on the page; the URL parameter that holds the step (`?<id>=4`) and the stage's anchor (`#<id>`). */
	id: string;
	lang: Locale;
	title: string;
	steps: WalkStep[];
	/** Draws the board (or any picture) of step `index`: it is fitted into the stage's board slot. */
	renderBoard: (index: number) => ComponentChildren;
	/**
	 * Drawn under the stage's controls bar in guided mode (tables, legends: what is read after
	 * looking at the board). Kept out of the board slot so the board can be sized to the screen.
	 */
	renderSide?: (index: number) => ComponentChildren;
	/** When given, a Guided / Try-it switch appears and this draws the try-it mode. */
	renderTry?: () => ComponentChildren;
	/** Drawn above the board in both modes (settings such as the player count). */
	toolbar?: ComponentChildren;
	/** Drawn above the board in guided mode only (a choice between guided examples). */
	guidedToolbar?: ComponentChildren;
	/**
	 * Rule variants (which rulebook's reading to follow): folded away under "Rule options", the
	 * default applying silently, so a first lesson does not open on a rules dispute.
	 */
	options?: ComponentChildren;
	/** Drawn under everything (a caption such as "teaching diagram"). */
	caption?: ComponentChildren;
	/** False while the widget is still reading its own settings from the URL (default true). */
	urlReady?: boolean;
	/**
	 * When this value changes (another example, another player count), the walkthrough starts
	 * again at step 1. Changes made while the widget reads its settings from the URL are ignored.
	 */
	resetKey?: string | number | boolean;
}

type Mode = 'guided' | 'try';

/** A small line icon (24×24 strokes), hidden from assistive technology: the button has a text name. */
function Icon({ d }: { d: string }) {
	return (
		<svg class="wt-svg" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
			<path d={d} />
		</svg>
	);
}

function isTypingTarget(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false;
	return Boolean(target.closest('input, select, textarea, [data-grid], [contenteditable="true"]'));
}

function isControl(target: EventTarget | null): boolean {
	return target instanceof HTMLElement && Boolean(target.closest('button, a, summary, input, select, textarea, [role="button"]'));
}

/** A board is kept at least this wide (px, or the stage's width if narrower)… */
const READABLE_BOARD = 300;
/** On a phone the board is pinned under the page's header when it takes at most this share of the screen. */
const PHONE_PIN_SHARE = 0.6;

/** The fullscreen element, or the stage shown full-window by the fallback class. */
function fullscreenElement(): Element | null {
	return document.fullscreenElement ?? null;
}

/** Where Next leads after a walkthrough's last step: the next chapter, or the teacher's script's next stop. */
export interface NextStop {
	href: string;
	title: string;
}

/** The page's own "next page" link (Starlight's footer, in the registry's teaching order). */
function footerNext(): NextStop | null {
	const a = document.querySelector<HTMLAnchorElement>('.pagination-links a[rel="next"]');
	const title = a?.querySelector('.link-title')?.textContent?.trim();
	return a && title ? { href: a.href, title } : null;
}


/**
 * The stage every walkthrough uses. Title, mode switch, present and link buttons on top; the
 * board slot (fitted to the screen) beside the narration (height reserved for the longest
 * step), then the tables of the step; a controls bar kept at the bottom of the screen while the
 * stage is in view, so Next never moves. On a phone the board stays pinned under the page's
 * header while the narration and tables scroll under it; on a laptop the board and the narration
 * stay pinned while the tables scroll; in present mode (fullscreen, large type) the board fills
 * its column and the tables scroll beside it. After each step, what it changed is brought into
 * view. The step (or try-it mode) is in the URL as `?<id>=<n>#<id>` (`?<id>=try`); arrows,
 * Space, Home, End and P from anywhere on the stage. Without JavaScript: the steps as a plain list.
 */
export function Walkthrough(props: WalkthroughProps) {
	const { id, lang, title, steps, renderBoard, renderSide, renderTry, toolbar, guidedToolbar, options, caption, urlReady = true, resetKey } = props;
	const t = useMemo(() => widgetT(lang), [lang]);
	const total = steps.length;
	const [index, setIndex] = useState(0);
	const [mode, setModeState] = useState<Mode>('guided');
	const [hydrated, setHydrated] = useState(false);
	const [notice, setNotice] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState('');
	const [present, setPresent] = useState<'off' | 'api' | 'css'>('off');
	const [copied, setCopied] = useState(false);
	const [aside, setAside] = useState<ComponentChildren | null>(null);
	const [dock, setDock] = useState<ComponentChildren | null>(null);
	const [nextChapter, setNextChapter] = useState<NextStop | null>(null);
	const [scriptStop, setScriptStop] = useState<{ stop: NextStop | null; fromStep: number } | null>(null);
	const stageRef = useRef<HTMLElement>(null);
	const mainRef = useRef<HTMLDivElement>(null);
	const pinRef = useRef<HTMLDivElement>(null);
	const slotRef = useRef<HTMLDivElement>(null);
	const fitRef = useRef<HTMLDivElement>(null);
	const asideRef = useRef<HTMLDivElement>(null);
	const sideRef = useRef<HTMLDivElement>(null);
	const narrRef = useRef<HTMLDivElement>(null);
	const barRef = useRef<HTMLDivElement>(null);
	const observerRef = useRef<MutationObserver | null>(null);
	/** The step-follower (stageFollow.ts), loaded after hydration. */
	const followRef = useRef<typeof import('./stageFollow') | null>(null);
	const recordsRef = useRef<MutationRecord[]>([]);
	/** Set by a step the reader asked for: its changes are then brought into view. */
	const shownRef = useRef(false);
	/** The mutation records since the last call. */
	const takeRecords = () => {
		const list = [...recordsRef.current, ...(observerRef.current?.takeRecords() ?? [])];
		recordsRef.current = [];
		return list;
	};
	const guided = mode === 'guided' || !renderTry;

	const tryBarRef = useRef<HTMLDivElement>(null);
	const [tryControls, setTryControls] = useState(false);
	const api = useMemo<StageApi>(
		() => ({
			show: (slot, node) => (slot === 'aside' ? setAside(() => node) : setDock(() => node)),
			controls: () => tryBarRef.current,
			controlsOn: setTryControls,
		}),
		[],
	);

	const setMode = (next: Mode, write = true) => {
		setModeState(next);
		if (!write) return;
		const search = next === 'try' ? writeTry(window.location.search, id) : writeStep(window.location.search, id, index);
		window.history.replaceState(window.history.state, '', window.location.pathname + search + `#${id}`);
	};

	// On the client only: read the step (or try-it mode) from the URL, once, when the widget has
	// read its own settings from the URL (`urlReady`), so the step is checked against the right example.
	const [urlDone, setUrlDone] = useState(false);
	useEffect(() => {
		setHydrated(true);
		setNextChapter(footerNext());
		import('./stageFollow').then((m) => {
			followRef.current = m;
		});
	}, []);
	useEffect(() => {
		if (!urlReady || urlDone) return;
		setUrlDone(true);
		if (renderTry && readTry(window.location.search, id)) setModeState('try');
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
			const align = () => {
				if (!stage?.matches(':fullscreen, .wt-present')) stage?.scrollIntoView({ block: 'start' });
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
	}, [urlReady, urlDone, id, total, t, renderTry]);

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

	const go = (next: number) => {
		const target = clampStep(next, total);
		// What the drawing of the step changes is recorded from here (see "bring into view").
		takeRecords();
		shownRef.current = true;
		setIndex(target);
		setNotice(null);
		setCopied(false);
		const step = steps[target];
		setAnnouncement(t('shell.stepAnnounce', { n: target + 1, total, text: step ? step.text : '' }));
		writeUrl(target);
	};

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

	// Present mode: the Fullscreen API on the stage, or a full-window class where it is missing.
	const enterPresent = () => {
		const stage = stageRef.current;
		if (!stage) return;
		if (stage.requestFullscreen && document.fullscreenEnabled) {
			stage.requestFullscreen().then(
				() => setPresent('api'),
				() => setPresent('css'),
			);
		} else setPresent('css');
		stage.focus({ preventScroll: true });
	};
	const leavePresent = () => {
		if (fullscreenElement() === stageRef.current) document.exitFullscreen().catch(() => {});
		setPresent('off');
	};
	useEffect(() => {
		const onChange = () => {
			if (fullscreenElement() !== stageRef.current) setPresent((p) => (p === 'api' ? 'off' : p));
			else setPresent('api');
		};
		document.addEventListener('fullscreenchange', onChange);
		return () => document.removeEventListener('fullscreenchange', onChange);
	}, []);
	useEffect(() => {
		document.documentElement.classList.toggle('wt-presenting', present === 'css');
		if (present !== 'off') setAnnouncement(t('shell.presentOn'));
		if (present === 'off') stageRef.current?.scrollIntoView({ block: 'start' });
	}, [present, t]);

	// Present mode and the teacher's script: the next stop after this walkthrough (lazy: only
	// when presenting). The script's next stop may come before the walkthrough's last step.
	useEffect(() => {
		if (present === 'off' || !hydrated) return;
		let live = true;
		import('./scriptWalk').then((m) => {
			const found = m.scriptNextStop(lang, id);
			if (found) found.then((s) => live && setScriptStop(s));
		});
		return () => {
			live = false;
		};
	}, [present, hydrated, lang, id]);
	const atEnd = index >= total - 1;
	const stop: NextStop | null = present === 'off' || !guided ? null : scriptStop ? (index >= scriptStop.fromStep ? scriptStop.stop : null) : atEnd ? nextChapter : null;
	// Following a stop (another page, presenting again on arrival): scriptWalk.ts.
	const follow = (target: NextStop) => {
		import('./scriptWalk').then((m) => m.follow(lang, target.href));
	};

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
		setAnnouncement(ok ? t('shell.copied') : t('shell.copyFailed', { url }));
		if (!ok) setNotice(t('shell.copyFailed', { url }));
	};
	useEffect(() => {
		if (!copied) return;
		const timer = setTimeout(() => setCopied(false), 2500);
		return () => clearTimeout(timer);
	}, [copied]);

	const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
		// A guided board is a picture: a click on it leaves focus on a cell, and the keys step from there too.
		const onGuidedBoard = guided && event.target instanceof Node && Boolean(slotRef.current?.contains(event.target));
		if (event.altKey || event.ctrlKey || event.metaKey || (isTypingTarget(event.target) && !onGuidedBoard)) return;
		// Arrived in present mode from another page: the first key makes it fullscreen again.
		if (present === 'css' && !document.fullscreenElement && stageRef.current?.requestFullscreen && document.fullscreenEnabled && event.key !== 'Escape') {
			stageRef.current.requestFullscreen().then(
				() => setPresent('api'),
				() => {},
			);
		}
		if ((event.key === 'p' || event.key === 'P') && !event.shiftKey) {
			event.preventDefault();
			if (present === 'off') enterPresent();
			else leavePresent();
			return;
		}
		if (event.key === 'Escape' && present === 'css') {
			event.preventDefault();
			leavePresent();
			return;
		}
		if (!guided) return;
		const forward = event.key === 'ArrowRight' || event.key === 'PageDown' || (event.key === ' ' && (onGuidedBoard || !isControl(event.target)));
		if (forward && stop) {
			event.preventDefault();
			follow(stop);
			return;
		}
		const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1, PageUp: index - 1, PageDown: index + 1 };
		if (event.key === ' ' && (onGuidedBoard || !isControl(event.target))) keys[' '] = index + 1;
		const next = keys[event.key];
		if (next === undefined) return;
		event.preventDefault();
		go(next);
	};

	// A click on the stage's background gives the stage focus, so the keys work from there.
	const onPointerDown = (event: JSX.TargetedPointerEvent<HTMLElement>) => {
		const target = event.target as HTMLElement;
		if (target.closest('button, a, input, select, textarea, summary, [tabindex]:not(.wt)')) return;
		stageRef.current?.focus({ preventScroll: true });
	};

	// Guided mode: the board is a picture, not a focus trap — its cells leave the tab order (a key that scrolls sideways stays reachable: BoardKey).
	useLayoutEffect(() => {
		const slot = slotRef.current;
		if (!slot || !hydrated || !guided) return;
		for (const el of slot.querySelectorAll<HTMLElement>('button, [tabindex]:not(.board-key-list)')) el.tabIndex = -1;
	});

	// Fit the board slot to the screen: its width is chosen so that the board, the narration and
	// the controls bar are on screen together (a board keeps its own aspect ratio). A board is any
	// `[data-grid]` or `[data-board]` (a picture that scales with its width); other panels keep the
	// slot's width. Then pin what stays on screen while the tables scroll: the board on a phone,
	// the board and the narration on a wider stage (when they leave room for the tables).
	useLayoutEffect(() => {
		const stage = stageRef.current;
		const slot = slotRef.current;
		const fit = fitRef.current;
		if (!stage || !slot || !fit || !hydrated || !guided) return;
		let frame = 0;
		let rounds = 0;
		let lastAdjust = 0;
		const measure = () => {
			frame = 0;
			const bar = barRef.current;
			const asideEl = asideRef.current;
			const sideEl = sideRef.current;
			const inPresent = stage.matches(':fullscreen, .wt-present');
			const top = pageTop(stage);
			const screenH = inPresent ? stage.clientHeight : window.innerHeight;
			const stageTop = stage.getBoundingClientRect().top + (inPresent ? stage.scrollTop : 0);
			const slotBox = slot.getBoundingClientRect();
			// What the stage draws above the board (title, settings): measured on the main area, which
			// is never pinned (the board may be stuck under the page's header, away from its place).
			const above = (mainRef.current?.getBoundingClientRect().top ?? slotBox.top) + (inPresent ? stage.scrollTop : 0) - stageTop;
			// Narration under the board (a phone), not beside it: they share a column. (Not by their tops:
			// a pinned board can be stuck above the narration scrolling under it.)
			const stacked = asideEl ? asideEl.getBoundingClientRect().left < slotBox.right - 1 : true;
			const barHeight = bar ? bar.offsetHeight + 12 : 0;
			const room = screenH - top - barHeight; // what the page leaves the stage, the bar apart
			const board = fit.querySelector<HTMLElement>('[data-grid], [data-board]');
			const full = slot.clientWidth;
			const hasSide = Boolean(sideEl?.offsetHeight);
			let want = full;
			if (board?.offsetWidth && board.offsetHeight) {
				const ratio = board.offsetWidth / board.offsetHeight;
				const extra = fit.offsetHeight - board.offsetHeight;
				let height: number;
				if (inPresent) height = room - above - (stacked && asideEl ? Math.min(asideEl.offsetHeight, room * 0.35) : 0) - 8;
				else if (stacked) height = room - above - 72; // a phone: as wide as the stage, unless taller than the screen
				else height = room - above - 8 - (hasSide ? Math.max(0, room * 0.3 - above) : 0);
				want = Math.max(Math.min(full, READABLE_BOARD), Math.min(full, Math.floor((height - extra) * ratio)));
			}
			const current = fit.style.maxWidth ? Number.parseFloat(fit.style.maxWidth) : full;
			// A few rounds at most in a row (a board whose height does not follow its width would
			// shrink for ever), counted again once the board has settled.
			const now = performance.now();
			if (now - lastAdjust > 400) rounds = 0;
			if (Math.abs(want - Math.min(current, full)) > 2 && rounds < 6) {
				rounds++;
				lastAdjust = now;
				fit.style.maxWidth = want >= full ? '' : `${want}px`;
			}
			// Pin (not in present mode, where the stage itself is the screen).
			let pin = '';
			if (!inPresent && (hasSide || stacked)) {
				// Pinned beside the board, the narration keeps only the current step's height (no room is
				// reserved for the longest step: what is under it is brought into view anyway).
				const box = narrRef.current;
				const current = box?.querySelector<HTMLElement>('.wt-narration');
				const asideNow = asideEl && box && current ? asideEl.offsetHeight - box.offsetHeight + current.offsetHeight : 0;
				const pinned = stacked ? slot.offsetHeight : Math.max(slot.offsetHeight, asideNow);
				if (pinned > 0 && pinned <= room * (stacked ? PHONE_PIN_SHARE : 0.72)) pin = stacked ? 'board' : 'main';
			}
			if ((stage.dataset.pin ?? '') !== pin) {
				if (pin) stage.dataset.pin = pin;
				else delete stage.dataset.pin;
			}
		};
		const schedule = () => {
			if (!frame) frame = requestAnimationFrame(measure);
		};
		const reset = () => {
			rounds = 0;
			schedule();
		};
		measure();
		const observer = new ResizeObserver(schedule);
		observer.observe(slot);
		observer.observe(fit);
		if (asideRef.current) observer.observe(asideRef.current);
		window.addEventListener('resize', reset);
		return () => {
			observer.disconnect();
			window.removeEventListener('resize', reset);
			if (frame) cancelAnimationFrame(frame);
			delete stage.dataset.pin;
		};
	}, [hydrated, guided, present]);

	// What a step changes is recorded (a MutationObserver on the stage's main area) and, after the
	// step is drawn, brought into view with the narration: the page (or, in present mode, the
	// tables' column) scrolls; the pinned board and the controls bar stay where they are.
	useEffect(() => {
		const main = mainRef.current;
		if (!main || !hydrated || !guided) return;
		const observer = new MutationObserver((list) => recordsRef.current.push(...list));
		observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
		observerRef.current = observer;
		return () => {
			observer.disconnect();
			observerRef.current = null;
		};
	}, [hydrated, guided]);
	useEffect(() => {
		const stage = stageRef.current;
		const main = mainRef.current;
		if (!stage || !main || !guided || !shownRef.current) return;
		shownRef.current = false;
		requestAnimationFrame(() => {
			const follow = followRef.current;
			if (follow) follow.bringIntoView(stage, follow.changedElements(takeRecords(), main));
		});
	}, [index, guided, aside]);

	// Try-it: a refusal drawn in the bar must not cover what the reader just pressed (stageFollow.ts).
	useLayoutEffect(() => {
		const stage = stageRef.current;
		const bar = barRef.current;
		if (!guided && dock && stage && bar) followRef.current?.uncover(stage, bar);
	}, [dock, guided]);

	// A resize or a rotation keeps the reader on this stage if they were on it (stageFollow.ts).
	useEffect(() => {
		const stage = stageRef.current;
		if (!stage || !hydrated) return;
		let stop: (() => void) | undefined;
		let live = true;
		import('./stageFollow').then((m) => {
			if (live) stop = m.keepOnResize(stage);
		});
		return () => {
			live = false;
			stop?.();
		};
	}, [hydrated]);

	const current = steps[clampStep(index, total)];
	const atStart = index <= 0;
	const titleId = `${id}-title`;
	const presentLabel = present === 'off' ? t('shell.present') : t('shell.presentLeave');
	const nextDisabled = atEnd && !stop;

	return (
		<StageContext.Provider value={hydrated ? api : null}>
			<section
				id={id}
				ref={stageRef}
				class={`wt not-content${present === 'css' ? ' wt-present' : ''}${present !== 'off' ? ' wt-presenting' : ''}`}
				aria-labelledby={titleId}
				data-walkthrough={id}
				data-hydrated={hydrated ? 'true' : 'false'}
				data-mode={guided ? 'guided' : 'try'}
				tabIndex={-1}
				onKeyDown={onKeyDown}
				onPointerDown={onPointerDown}
			>
				<div class="wt-head">
					<p class="wt-title" id={titleId}>
						{title}
					</p>
					<div class="wt-tools wt-js">
						{renderTry && (
							<div class="wt-modes" role="group" aria-label={t('shell.mode')}>
								<button type="button" aria-pressed={mode === 'guided'} data-mode-switch="guided" onClick={() => setMode('guided')}>
									{t('shell.guided')}
								</button>
								<button type="button" aria-pressed={mode === 'try'} data-mode-switch="try" onClick={() => setMode('try')}>
									{t('shell.try')}
								</button>
							</div>
						)}
						<button type="button" class="wt-btn wt-icon" data-present aria-pressed={present !== 'off'} aria-keyshortcuts="P" onClick={() => (present === 'off' ? enterPresent() : leavePresent())}>
							<Icon d={present === 'off' ? 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5' : 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5'} />
							<span class="wt-label">{presentLabel}</span>
						</button>
						<button type="button" class="wt-btn wt-icon" data-copy-link onClick={copyLink}>
							<Icon d={copied ? 'M5 12l5 5L19 7' : 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'} />
							<span class="wt-label">{copied ? t('shell.copied') : guided ? t('shell.copy') : t('shell.copyTry')}</span>
						</button>
					</div>
				</div>
				{toolbar && <div class="wt-toolbar">{toolbar}</div>}
				{options && (
					<details class="wt-options wt-js">
						<summary>{t('shell.options')}</summary>
						<div class="wt-toolbar">{options}</div>
					</details>
				)}
				{guidedToolbar && guided && <div class="wt-toolbar">{guidedToolbar}</div>}
				{notice && (
					<p class="wt-notice" role="status">
						{notice}
					</p>
				)}
				{guided ? (
					<>
						<div class="wt-main" ref={mainRef}>
							<div class="wt-pin" ref={pinRef}>
								<div class="wt-board" ref={slotRef}>
									<div class="wt-fit" ref={fitRef}>
										<GuidedBoardContext.Provider value={true}>{renderBoard(clampStep(index, total))}</GuidedBoardContext.Provider>
									</div>
								</div>
								<div class="wt-aside" ref={asideRef}>
									{/* The current step over every step's text drawn invisibly in the same grid cell:
									    the box is as tall as the longest step, so nothing under it moves. */}
									<div class="wt-narr-box" ref={narrRef}>
										<p class="wt-narration" id={`${id}-narration`}>
											<span class="wt-stepno">{t('shell.progress', { n: index + 1, total })}</span>
											{` ${current?.text ?? ''}`}
										</p>
										{hydrated && (
											<div class="wt-narr-reserve" aria-hidden="true">
												{steps.map((step, i) => (
													<p key={i} class="wt-narr-ghost">
														<span class="wt-stepno">{t('shell.progress', { n: total, total })}</span>
														{` ${step.text}`}
													</p>
												))}
											</div>
										)}
									</div>
									{aside && <div class="wt-feedback">{aside}</div>}
									{hydrated && atEnd && (renderTry || nextChapter) && (
										<div class="wt-end wt-js">
											{renderTry && (
												<button type="button" class="wt-btn wt-btn-primary" data-end-try onClick={() => setMode('try')}>
													{t('shell.end.try')}
												</button>
											)}
											{nextChapter && (
												<a class="wt-btn" data-end-next href={nextChapter.href}>
													{t('shell.end.next', { title: nextChapter.title })}
												</a>
											)}
										</div>
									)}
								</div>
							</div>
							{renderSide && (
								<div class="wt-side" ref={sideRef}>
									{renderSide(clampStep(index, total))}
								</div>
							)}
						</div>
						<details class="wt-steps" open>
							<summary>{t('shell.stepsList', { total })}</summary>
							{!hydrated && <p class="wt-noscript">{t('shell.noscript')}</p>}
							<ol>
								{steps.map((step, i) => (
									<li key={i} aria-current={hydrated && i === index ? 'step' : undefined}>
										<span class="wt-stepnum" aria-hidden="true">
											{`${i + 1}.`}
										</span>
										{hydrated ? (
											<button type="button" class="wt-steplink" onClick={() => go(i)} aria-label={`${t('shell.goToStep', { n: i + 1 })}: ${step.text}`}>
												{step.text}
											</button>
										) : (
											<span>{step.text}</span>
										)}
									</li>
								))}
							</ol>
						</details>
					</>
				) : (
					<div class="wt-try">{renderTry?.()}</div>
				)}
				<p class="wt-keys wt-js">{guided ? t('shell.keys') : t('shell.keysTry')}</p>
				{caption && <div class="wt-caption">{caption}</div>}
				<div class="wt-bar wt-js" ref={barRef} hidden={!guided && !dock && !tryControls}>
					{dock && !guided && <div class="wt-dock">{dock}</div>}
					{!guided && <div class="wt-trybar" ref={tryBarRef} />}
					{guided && (
						<div class="wt-controls">
							<button type="button" class="wt-btn" aria-disabled={atStart} onClick={() => !atStart && go(0)}>
								<span aria-hidden="true">↺</span>
								<span class="wt-label">{` ${t('shell.restart')}`}</span>
							</button>
							<button type="button" class="wt-btn" data-prev aria-disabled={atStart} onClick={() => !atStart && go(index - 1)} aria-keyshortcuts="ArrowLeft">
								<span aria-hidden="true">←</span>
								<span class="wt-label">{` ${t('shell.prev')}`}</span>
							</button>
							<progress class="wt-progress" max={total} value={index + 1} aria-label={t('shell.progress', { n: index + 1, total })} />
							<button
								type="button"
								class="wt-btn wt-btn-primary"
								data-next
								data-stop={stop ? '' : undefined}
								aria-disabled={nextDisabled}
								onClick={() => (stop ? follow(stop) : !atEnd && go(index + 1))}
								aria-keyshortcuts="ArrowRight Space"
							>
								{stop ? t('shell.walk.next', { title: stop.title }) : t('shell.next')}
								<span aria-hidden="true"> →</span>
							</button>
						</div>
					)}
				</div>
				<div class="sr-only" aria-live="polite" aria-atomic="true">
					{announcement}
				</div>
			</section>
		</StageContext.Provider>
	);
}
