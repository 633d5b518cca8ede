import type { ComponentChildren, JSX } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { COMMON } from '../../i18n/common';
import { translator } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { GuidedBoardContext } from './boardMode';
import { type StageApi, StageContext } from './stageContext';
import { clampStep, readStep, stepLink, writeStep } from './stepParam';

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

/** On a phone the board is kept at least this wide (px, or the stage's width if narrower)… */
const READABLE_BOARD = 300;
/** …by letting the narration box scroll inside, down to this height (px, about four lines). */
const MIN_NARRATION = 96;

/** Caps the narration box's height (it then scrolls inside, and takes focus so keys can scroll it). */
function setNarrCap(box: HTMLElement, cap: string) {
	box.style.maxHeight = cap;
	if (cap) {
		box.dataset.capped = '';
		box.tabIndex = 0;
	} else {
		delete box.dataset.capped;
		box.removeAttribute('tabindex');
	}
}

/** The fullscreen element, or the stage shown full-window by the fallback class. */
function fullscreenElement(): Element | null {
	return document.fullscreenElement ?? null;
}

/**
 * The stage every walkthrough uses. Title, mode switch, present and link buttons on top; the
 * board slot (fitted to the screen) beside the narration (height reserved for the longest
 * step); a controls bar kept at the bottom of the screen while the stage is in view, so Next
 * never moves; feedback next to the narration (guided) or in the bar (try-it); a present mode
 * (fullscreen, large type); the step in the URL as `?<id>=<n>#<id>`; arrows, Space, Home, End
 * and P from anywhere on the stage. Without JavaScript: the steps as a plain list and no button.
 */
export function Walkthrough(props: WalkthroughProps) {
	const { id, lang, title, steps, renderBoard, renderSide, renderTry, toolbar, guidedToolbar, caption, urlReady = true, resetKey } = props;
	const t = useMemo(() => translator(COMMON[lang]), [lang]);
	const total = steps.length;
	const [index, setIndex] = useState(0);
	const [mode, setMode] = useState<Mode>('guided');
	const [hydrated, setHydrated] = useState(false);
	const [notice, setNotice] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState('');
	const [present, setPresent] = useState<'off' | 'api' | 'css'>('off');
	const [copied, setCopied] = useState(false);
	const [aside, setAside] = useState<ComponentChildren | null>(null);
	const [dock, setDock] = useState<ComponentChildren | null>(null);
	const stageRef = useRef<HTMLElement>(null);
	const slotRef = useRef<HTMLDivElement>(null);
	const fitRef = useRef<HTMLDivElement>(null);
	const asideRef = useRef<HTMLDivElement>(null);
	const narrRef = useRef<HTMLDivElement>(null);
	const barRef = useRef<HTMLDivElement>(null);
	const guided = mode === 'guided' || !renderTry;

	const api = useMemo<StageApi>(
		() => ({
			show: (slot, node) => (slot === 'aside' ? setAside(() => node) : setDock(() => node)),
		}),
		[],
	);

	// On the client only: read the step from the URL, once, when the widget has read its own
	// settings from the URL (`urlReady`), so the step is checked against the right example.
	const [urlDone, setUrlDone] = useState(false);
	useEffect(() => setHydrated(true), []);
	useEffect(() => {
		if (!urlReady || urlDone) return;
		setUrlDone(true);
		const read = readStep(window.location.search, id, total);
		if (read.kind === 'ok') setIndex(read.index);
		else if (read.kind === 'invalid') {
			setNotice(read.value ? t('shell.badStep', { value: read.value }) : t('shell.badStepUnquoted'));
			window.history.replaceState(window.history.state, '', window.location.pathname + writeStep(window.location.search, id, 0) + window.location.hash);
		}
		// A step link (`#<id>`) lands on the stage: bring it into view and give it focus.
		// Widgets above may still hydrate and change height: align again a little later, unless
		// the reader has started scrolling or typing.
		if (window.location.hash === `#${id}`) {
			const stage = stageRef.current;
			const align = () => stage?.scrollIntoView({ block: 'start' });
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
		}
	}, [urlReady, urlDone, id, total, t]);

	// A capped narration box starts each step at its top.
	useEffect(() => {
		if (narrRef.current) narrRef.current.scrollTop = 0;
	}, [index]);

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
	}, [present, t]);

	const copyLink = async () => {
		const url = `${window.location.origin}${window.location.pathname}${stepLink(window.location.search, id, index)}`;
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

	// Guided mode: the board is a picture, not a focus trap — its cells leave the tab order.
	useLayoutEffect(() => {
		const slot = slotRef.current;
		if (!slot || !hydrated || !guided) return;
		for (const el of slot.querySelectorAll<HTMLElement>('button, [tabindex]')) el.tabIndex = -1;
	});

	// Fit the board slot to the screen: its width is chosen so that the board, the narration
	// and the controls bar are on screen together (the board keeps its own aspect ratio).
	useLayoutEffect(() => {
		const stage = stageRef.current;
		const slot = slotRef.current;
		const fit = fitRef.current;
		if (!stage || !slot || !fit || !hydrated || !guided) return;
		let frame = 0;
		const measure = () => {
			frame = 0;
			const bar = barRef.current;
			const asideEl = asideRef.current;
			const inPresent = stage.matches(':fullscreen, .wt-present');
			const scrollPad = inPresent ? 0 : Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
			const stageTop = stage.getBoundingClientRect().top;
			const slotBox = slot.getBoundingClientRect();
			const above = slotBox.top - stageTop;
			const stacked = asideEl ? asideEl.getBoundingClientRect().top >= slotBox.bottom - 1 : true;
			const barHeight = bar ? bar.offsetHeight + 12 : 0;
			// Only a board (a grid of cells) is scaled: its height follows its width. Text panels
			// keep the slot's width (narrowing them would only make them taller).
			const grid = fit.querySelector<HTMLElement>('[data-grid]');
			const full = slot.clientWidth;
			const box = narrRef.current;
			if (!grid?.offsetWidth || !grid.offsetHeight) {
				if (fit.style.maxWidth) fit.style.maxWidth = '';
				if (box?.style.maxHeight) setNarrCap(box, '');
				return;
			}
			const ratio = grid.offsetWidth / grid.offsetHeight;
			const extra = fit.offsetHeight - grid.offsetHeight;
			// Narration under the board (a phone): if the longest step would leave the board less
			// than READABLE_BOARD px wide, the narration box gets the height that is left and
			// scrolls inside (each step is also announced whole), so the board stays readable.
			if (box && asideEl) {
				let cap = '';
				if (stacked) {
					const boardHeight = Math.min(full, READABLE_BOARD) / ratio + extra;
					const otherAside = asideEl.offsetHeight - box.offsetHeight;
					const room = Math.floor(window.innerHeight - scrollPad - above - barHeight - 8 - boardHeight - 12 - otherAside);
					if (box.scrollHeight > room + 1) cap = `${Math.max(MIN_NARRATION, room)}px`;
				}
				if (box.style.maxHeight !== cap) setNarrCap(box, cap);
			}
			const below = (stacked && asideEl ? asideEl.offsetHeight + 12 : 0) + barHeight;
			const height = window.innerHeight - scrollPad - above - below - 8;
			const want = Math.max(Math.min(full, 11 * 16), Math.min(full, Math.floor((height - extra) * ratio)));
			const current = fit.style.maxWidth ? Number.parseFloat(fit.style.maxWidth) : full;
			if (Math.abs(want - Math.min(current, full)) > 2) fit.style.maxWidth = `${want}px`;
		};
		const schedule = () => {
			if (!frame) frame = requestAnimationFrame(measure);
		};
		measure();
		const observer = new ResizeObserver(schedule);
		observer.observe(slot);
		observer.observe(fit);
		if (asideRef.current) observer.observe(asideRef.current);
		window.addEventListener('resize', schedule);
		return () => {
			observer.disconnect();
			window.removeEventListener('resize', schedule);
			if (frame) cancelAnimationFrame(frame);
		};
	}, [hydrated, guided, present]);

	const current = steps[clampStep(index, total)];
	const atStart = index <= 0;
	const atEnd = index >= total - 1;
	const titleId = `${id}-title`;
	const presentLabel = present === 'off' ? t('shell.present') : t('shell.presentLeave');

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
							<span class="wt-label">{copied ? t('shell.copied') : t('shell.copy')}</span>
						</button>
					</div>
				</div>
				{toolbar && <div class="wt-toolbar">{toolbar}</div>}
				{guidedToolbar && guided && <div class="wt-toolbar">{guidedToolbar}</div>}
				{notice && (
					<p class="wt-notice" role="status">
						{notice}
					</p>
				)}
				{guided ? (
					<>
						<div class="wt-main">
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
							</div>
						</div>
						{renderSide && <div class="wt-side">{renderSide(clampStep(index, total))}</div>}
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
				<div class="wt-bar wt-js" ref={barRef} hidden={!guided && !dock}>
					{dock && !guided && <div class="wt-dock">{dock}</div>}
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
							<button type="button" class="wt-btn wt-btn-primary" data-next aria-disabled={atEnd} onClick={() => !atEnd && go(index + 1)} aria-keyshortcuts="ArrowRight Space">
								{t('shell.next')}
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
