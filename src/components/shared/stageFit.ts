/**
 * The stage's fit loop (Walkthrough.tsx, WalkthroughFit.ts), loaded after hydration like the
 * step-follower: the board slot's width is chosen so that the board, the narration and the controls
 * bar are on screen together (a board keeps its own aspect ratio); then what stays pinned while the
 * tables scroll is chosen (the board on a phone, the board and the narration on a wider stage).
 */
import type { RefObject } from 'preact';
import { pageTop } from './stageFollow';

/** A board is kept at least this wide (px, or the stage's width if narrower)… */
const READABLE_BOARD = 300;
/** On a phone the board is pinned under the page's header when it takes at most this share of the screen. */
const PHONE_PIN_SHARE = 0.6;
/** On a wider stage the board and the narration beside it are pinned when they take at most this share. */
const WIDE_PIN_SHARE = 0.72;

/**
 * The height the current step's text needs (its lines and its padding), not its box: the box is
 * stretched to the longest step's while that room is reserved.
 */
function textHeight(el: HTMLElement): number {
	const range = document.createRange();
	range.selectNodeContents(el);
	const style = getComputedStyle(el);
	const pad = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
		(sum, k) => sum + (Number.parseFloat(style[k as 'paddingTop']) || 0),
		0,
	);
	return Math.ceil(range.getBoundingClientRect().height + pad);
}

type Ref = RefObject<HTMLDivElement>;

/** Starts fitting `stage`; returns `remeasure` (another step) and `stop`. */
export function startFit(stage: HTMLElement, slot: HTMLDivElement, fit: HTMLDivElement, mainRef: Ref, asideRef: Ref, sideRef: Ref, narrRef: Ref, barRef: Ref) {
	let frame = 0;
	let rounds = 0;
	let lastAdjust = 0;
	/** The observed boxes' sizes read by the last measure that changed nothing (else null): an observer round with the same sizes would measure the same again. */
	let seen: Map<Element, DOMRect> | null = null;
	/** The compact-narration decision, and what it was made at (the width, the room, the steps' text, the tallest step in the state chosen). */
	let narrAt = '';
	const measure = () => {
		frame = 0;
		seen = null;
		let changed = false;
		const bar = barRef.current;
		const asideEl = asideRef.current;
		const sideEl = sideRef.current;
		const inPresent = stage.matches(':fullscreen, .wt-present');
		const top = pageTop(stage);
		const screenH = inPresent ? stage.clientHeight : window.innerHeight;
		const stageTop = stage.getBoundingClientRect().top + (inPresent ? stage.scrollTop : 0);
		const slotBox = slot.getBoundingClientRect();
		const sizes = new Map<Element, DOMRect>([
			[slot, slotBox],
			[fit, fit.getBoundingClientRect()],
		]);
		if (asideEl) sizes.set(asideEl, asideEl.getBoundingClientRect());
		// What the stage draws above the board (title, settings): measured on the main area, which
		// is never pinned (the board may be stuck under the page's header, away from its place).
		const above = (mainRef.current?.getBoundingClientRect().top ?? slotBox.top) + (inPresent ? stage.scrollTop : 0) - stageTop;
		// Narration under the board (a phone), not beside it: they share a column. (Not by their tops:
		// a pinned board can be stuck above the narration scrolling under it.)
		const stacked = asideEl ? asideEl.getBoundingClientRect().left < slotBox.right - 1 : true;
		const barHeight = bar ? bar.offsetHeight + 12 : 0;
		// Where sticky totals stop above the bar (widgets.css).
		if (bar && stage.style.getPropertyValue('--wt-bar-h') !== `${bar.offsetHeight}px`) {
			stage.style.setProperty('--wt-bar-h', `${bar.offsetHeight}px`);
			changed = true;
		}
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
			else if (stacked)
				height = room - above - 72; // a phone: as wide as the stage, unless taller than the screen
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
			changed = true;
		}
		// A wide stage whose longest step, beside the board, is too tall to be pinned with it: its
		// narration takes the phone's smaller type when that lets the board and the step stay on
		// screen while the tables scroll. Measured on the reserved heights of every step, both ways in
		// the same frame, while they are laid out (a pinned stage hides them: the decision is kept).
		const box = narrRef.current;
		const ghosts = box ? [...box.querySelectorAll<HTMLElement>('.wt-narr-ghost')] : [];
		const compact = stage.dataset.narr === 'compact';
		if (inPresent || stacked || !hasSide) {
			if (compact) delete stage.dataset.narr;
		} else if (ghosts[0]?.getClientRects().length) {
			const tallest = () => Math.max(...ghosts.map(textHeight));
			const limit = room * WIDE_PIN_SHARE;
			// Decided again only when something it depends on has changed (both ways cost two style and
			// layout passes): the same width, room and text, and the tallest step as it was when decided.
			const at = (state: boolean, tall: number) =>
				`${box?.clientWidth}|${window.innerWidth}|${room}|${ghosts.map((g) => g.textContent?.length).join()}|${state}|${tall}`;
			if (at(compact, tallest()) !== narrAt) {
				if (compact) delete stage.dataset.narr;
				const base = tallest();
				let want = false;
				let small = base;
				if (base > limit) {
					stage.dataset.narr = 'compact';
					small = tallest();
					want = small < base - 1 && small <= limit;
				}
				if (want) stage.dataset.narr = 'compact';
				else delete stage.dataset.narr;
				if (want !== compact) changed = true;
				narrAt = at(want, want ? small : base);
			}
		}
		// Pin (not in present mode, where the stage itself is the screen).
		let pin = '';
		if (!inPresent && (hasSide || stacked)) {
			// Pinned beside the board, the narration keeps only the current step's height (no room is
			// reserved for the longest step: what is under it is brought into view anyway).
			const current = box?.querySelector<HTMLElement>('.wt-narration');
			// (Without the way on after the last step, shown under a pinned narration only: the pin does not depend on it.)
			const end = asideEl?.querySelector<HTMLElement>(':scope > .wt-end')?.offsetHeight ?? 0;
			const asideNow = asideEl && box && current ? asideEl.offsetHeight - box.offsetHeight + textHeight(current) - end : 0;
			const pinned = stacked ? slot.offsetHeight : Math.max(slot.offsetHeight, asideNow);
			if (pinned > 0 && pinned <= room * (stacked ? PHONE_PIN_SHARE : WIDE_PIN_SHARE)) pin = stacked ? 'board' : 'main';
		}
		if ((stage.dataset.pin ?? '') !== pin) {
			if (pin) stage.dataset.pin = pin;
			else delete stage.dataset.pin;
			changed = true;
		}
		if (!changed) seen = sizes;
	};
	const schedule = () => {
		if (!frame) frame = requestAnimationFrame(measure);
	};
	const reset = () => {
		rounds = 0;
		schedule();
	};
	measure();
	// Sizes as the last measure read them, nothing changed since: no new round (it would decide the same).
	const same = (e: ResizeObserverEntry) => {
		const was = seen?.get(e.target);
		const now = e.borderBoxSize?.[0];
		return Boolean(was && now && Math.abs(was.width - now.inlineSize) < 0.01 && Math.abs(was.height - now.blockSize) < 0.01);
	};
	const observer = new ResizeObserver((entries) => {
		if (!entries.every(same)) schedule();
	});
	observer.observe(slot);
	observer.observe(fit);
	if (asideRef.current) observer.observe(asideRef.current);
	window.addEventListener('resize', reset);
	return {
		remeasure: reset,
		stop: () => {
			observer.disconnect();
			window.removeEventListener('resize', reset);
			if (frame) cancelAnimationFrame(frame);
			delete stage.dataset.pin;
		},
	};
}
