/**
 * The stage's step-follower, loaded once a stage has hydrated (a dynamic import, so not in a page's
 * up-front JavaScript): what a step changed, found from the mutation records, is brought into view
 * with the narration, never moving the pinned board or the controls bar.
 */

/** The last height measured for --wt-top, and what it was measured at (its value, the screen, the type sizes). */
let known = { at: '', px: 0 };

/**
 * The part of the screen the page's own fixed bars leave (px from the top). Measured on a probe
 * only when --wt-top, the screen or the type size it resolves against has changed: a probe added
 * and removed costs the page a style and layout pass at each read (several per step). Here, not in
 * the up-front kit: stageFit.ts imports it from this module, which every hydrated stage loads.
 */
export function pageTop(stage: HTMLElement): number {
	if (stage.matches(':fullscreen, .wt-present')) return 0;
	const style = getComputedStyle(stage);
	const v = style.getPropertyValue('--wt-top');
	const at = `${v}|${window.innerWidth}x${window.innerHeight}|${style.fontSize}|${getComputedStyle(document.documentElement).fontSize}`;
	if (at === known.at) return known.px;
	const probe = document.createElement('div');
	probe.style.cssText = `position:absolute;visibility:hidden;height:${v || '0px'}`;
	stage.append(probe);
	const h = probe.offsetHeight;
	probe.remove();
	known = { at, px: h };
	return h;
}

/**
 * What a step changed, from the mutation records since the last step: elements still drawn.
 * @public WalkthroughFollow.ts calls it through its ref to this module (loaded with import()).
 */
export function changedElements(records: MutationRecord[], root: HTMLElement): HTMLElement[] {
	const found = new Set<HTMLElement>();
	const add = (node: Node | null) => {
		const el = node instanceof HTMLElement || node instanceof SVGElement ? node : node?.parentElement;
		if (!el || !root.contains(el) || el === root) return;
		// The narration itself, and a second drawing of the board ([data-echo], a flat net beside a globe).
		if (el.closest('.wt-narr-box, .wt-end, [data-echo]')) return;
		found.add(el as HTMLElement);
	};
	for (const r of records) {
		if (r.type === 'attributes') {
			if (r.attributeName === 'tabindex' || r.attributeName === 'style' || r.attributeName?.startsWith('data-capped')) continue;
			add(r.target);
		} else if (r.type === 'characterData') add(r.target);
		else {
			for (const n of r.addedNodes) add(n);
			if (r.addedNodes.length === 0 && r.removedNodes.length > 0) add(r.target);
		}
	}
	return [...found].filter((el) => el.isConnected && el.getClientRects().length > 0);
}

/**
 * The screen-high window that shows the most changed elements: each seen (at least half of it, or
 * 40 px of a tall one), then the most seen whole, then the highest. Windows start at an element's
 * top or end at an element's bottom; with `must`, only windows holding it whole. The window returned
 * is 8 px shorter than `room` (the margins).
 */
function mostInView(els: Element[], room: number, must?: { top: number; bottom: number }): { top: number; bottom: number; seen: number } | null {
	const rects = els.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
	if (rects.length === 0) return null;
	const starts = [...rects.map((r) => r.top), ...rects.map((r) => r.bottom - room)];
	// A window that must hold `must` whole (the narration): also the ones starting or ending at it.
	if (must) starts.push(must.top, must.bottom - room);
	starts.sort((a, b) => a - b);
	let best: { top: number; bottom: number; seen: number } | null = null;
	let bestSeen = -1;
	let bestWhole = -1;
	for (const top of starts) {
		const bottom = top + room;
		if (must && (must.top < top || must.bottom > bottom - 8)) continue;
		let seen = 0;
		let whole = 0;
		for (const r of rects) {
			const shown = Math.min(r.bottom, bottom) - Math.max(r.top, top);
			if (r.top >= top && r.bottom <= bottom) whole++;
			if (shown >= r.height / 2 || shown >= 40) seen++;
		}
		if (seen > bestSeen || (seen === bestSeen && whole > bestWhole)) {
			bestSeen = seen;
			bestWhole = whole;
			best = { top, bottom: bottom - 8, seen };
		}
	}
	return best;
}

/** How far to scroll a box spanning [boxLo, boxHi] so that [lo, hi] shows inside it with `margin`, by as little as it takes (its start wins when both cannot). */
function nudge(lo: number, hi: number, boxLo: number, boxHi: number, margin = 4): number {
	let d = 0;
	if (hi > boxHi) d = hi - boxHi + margin;
	if (lo - d < boxLo) d = lo - boxLo - margin;
	return d;
}

/**
 * Brings what a step changed into view with the narration: scrolls the page (or, in present mode,
 * the column of tables) by as little as it takes, never moving the pinned board or the controls
 * bar. Only while the reader is on the stage (its bar is at the bottom of the screen).
 */
export function bringIntoView(stage: HTMLElement, changed: Element[]) {
	const bar = stage.querySelector<HTMLElement>('.wt-bar');
	const narration = stage.querySelector<HTMLElement>('.wt-narration');
	if (!bar || !narration) return;
	// Tables wider than the stage scroll sideways: show the changed cells.
	const wraps = new Map<HTMLElement, Element[]>();
	for (const el of changed) {
		for (let a = el.parentElement; a && a !== stage; a = a.parentElement) {
			if (a.scrollWidth > a.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(a).overflowX)) {
				wraps.set(a, [...(wraps.get(a) ?? []), el]);
				break;
			}
		}
	}
	for (const [wrap, all] of wraps) {
		const box = wrap.getBoundingClientRect();
		// A changed row (the player whose turn it is) is as wide as the table and shows in any
		// position: the cells that changed are the target; a row with none of them still counts.
		const rects = all
			.filter((el) => !all.some((o) => o !== el && el.contains(o)) && !el.closest('th[scope="row"]'))
			.map((el) => el.getBoundingClientRect())
			.filter((r) => r.width <= box.width);
		if (!rects.length) continue;
		// The first column stays in place (widgets.css): the cells show beside it. The least scroll that
		// shows them all, else the one that shows the most.
		const lead = wrap.querySelector('th[scope="row"]');
		const lo = box.left + (lead && getComputedStyle(lead).position === 'sticky' ? lead.getBoundingClientRect().width : 0);
		const shows = (d: number) => rects.filter((r) => r.left - d >= lo - 1 && r.right - d <= box.right + 1).length;
		let best = nudge(Math.min(...rects.map((r) => r.left)), Math.max(...rects.map((r) => r.right)), lo, box.right);
		for (const r of rects) for (const d of [r.left - lo - 4, r.right - box.right + 4]) if (shows(d) > shows(best)) best = d;
		wrap.scrollLeft += best;
	}
	// A board slot that scrolls inside itself (a tall board on a short screen): show its changes.
	const slotBox = stage.querySelector<HTMLElement>('.wt-board');
	const inSlot = slotBox && slotBox.scrollHeight > slotBox.clientHeight + 1 ? changed.filter((el) => slotBox.contains(el)) : [];
	if (slotBox && inSlot.length) {
		const box = slotBox.getBoundingClientRect();
		const best = mostInView(inSlot, box.height - 8);
		if (best) slotBox.scrollTop += nudge(best.top, best.bottom, box.top, box.bottom);
	}
	const inPresent = stage.matches(':fullscreen, .wt-present');
	if (inPresent) {
		const side = stage.querySelector<HTMLElement>('.wt-side');
		if (!side || side.scrollHeight <= side.clientHeight) return;
		const inSide = changed.filter((el) => side.contains(el));
		if (inSide.length === 0) return;
		const box = side.getBoundingClientRect();
		// A scoring sheet's totals stuck at the column's foot cover its last lines: they end above them.
		const foot = side.querySelector('tfoot');
		const footH = foot && getComputedStyle(foot.querySelector('th, td') ?? foot).position === 'sticky' ? foot.getBoundingClientRect().height : 0;
		const boxBottom = box.bottom - footH;
		let top = Math.min(...inSide.map((el) => el.getBoundingClientRect().top));
		let bottom = Math.max(...inSide.map((el) => el.getBoundingClientRect().bottom));
		const inLines = inSide.filter((el) => !foot?.contains(el));
		if (footH && inLines.length) bottom = Math.max(...inLines.map((el) => el.getBoundingClientRect().bottom));
		if (bottom - top > box.height - footH - 16) {
			const best = mostInView(footH ? inLines : inSide, box.height - footH - 16);
			if (best) ({ top, bottom } = best);
		}
		side.scrollTop += nudge(top, bottom, box.top, boxBottom, 8);
		return;
	}
	// A phone step's narration pinned with the board, and the board shortened, are this step's alone.
	delete stage.dataset.pinNarr;
	stage.style.removeProperty('--wt-lift');
	const stageBox = stage.getBoundingClientRect();
	if (stageBox.bottom < window.innerHeight - 2 || stageBox.top > window.innerHeight / 2) return; // not the stage being read
	const phone = stage.dataset.pin === 'board';
	const board = stage.querySelector<HTMLElement>('.wt-board');
	const pin = stage.querySelector<HTMLElement>('.wt-pin');
	/** What stays on screen while the page scrolls: the board (a phone; with the narration when pinNarr is set), the board and the narration (a wider stage). */
	const pinned = () => (phone ? ('pinNarr' in stage.dataset ? pin : board) : stage.dataset.pin === 'main' ? pin : null);
	const outside = changed.filter((el) => !pinned()?.contains(el));
	// When everything cannot be shown, the tables' changes come before a board that is not pinned.
	const offBoard = outside.filter((el) => !board?.contains(el));
	// Totals stuck above the bar (a scoring sheet) cover the lines scrolling under them.
	const foots = new Set(outside.map((el) => el.closest('table')?.querySelector('tfoot')).filter((f): f is HTMLTableSectionElement => Boolean(f)));
	const stickyFoot = Math.max(
		0,
		...[...foots].map((f) => (getComputedStyle(f.querySelector('th, td') ?? f).position === 'sticky' ? f.getBoundingClientRect().height : 0)),
	);
	// A pinned board beside the tables (a landscape phone) covers none of them.
	const covers = (p: Element) => {
		const box = p.getBoundingClientRect();
		return [narration, ...outside].some((el) => {
			const r = el.getBoundingClientRect();
			return r.right > box.left && r.left < box.right;
		});
	};
	let lift = 0;
	/**
	 * The band of the screen left to what scrolls: under what is pinned, where it sticks once the page
	 * moves down to what is under it (it precedes all of that: in its place, lower, it covers none of
	 * it), above the bar and any stuck totals.
	 */
	const band = () => {
		const top = pageTop(stage);
		const p = pinned();
		return { top: p && covers(p) ? top + p.offsetHeight - lift : top, bottom: bar.getBoundingClientRect().top - stickyFoot };
	};
	const span = (els: Element[]) => {
		const rects = els.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
		return rects.length ? { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) } : null;
	};
	const fits = (s: { top: number; bottom: number } | null, b: { top: number; bottom: number }) => Boolean(s && s.bottom - s.top <= b.bottom - b.top);
	// Stuck totals show themselves once a line of their table is on screen: the lines are the target.
	const lines = () => {
		const out = outside.filter((el) => !pinned()?.contains(el));
		const l = stickyFoot ? out.filter((el) => !el.closest('tfoot')) : out;
		return l.length ? l : out;
	};
	// A phone: the narration and what the step changed under the board do not fit under it together.
	// The narration is what says why, so it stays in view either way: under the board with as many
	// changes as the screen holds after it, or pinned with the board for this step (the changes then
	// scroll under both), the board shortened (its top under the page's header) as much as the
	// changes need, never hiding a change of its own nor more than half of it. Whichever shows more.
	const narrBox = () => span([narration]) ?? undefined;
	if (phone && board && pin && !fits(span([narration, ...lines()]), band())) {
		const under = band();
		const before = lines();
		const first = mostInView(before, under.bottom - under.top, narrBox());
		stage.dataset.pinNarr = '';
		// Changes beside the narration (a refusal, a note) are pinned with it: seen.
		const withNarr = before.filter((el) => pin.contains(el)).length;
		const b = band();
		const all = span(lines());
		const over = all ? all.bottom - all.top - (b.bottom - b.top) + 8 : 0;
		if (over > 0) {
			const top = board.getBoundingClientRect().top;
			const own = changed.filter((el) => board.contains(el)).map((el) => el.getBoundingClientRect().top - top - 4);
			lift = Math.max(0, Math.min(over, board.offsetHeight / 2, ...own));
			if (lift) stage.style.setProperty('--wt-lift', `${lift}px`);
		}
		const b2 = band();
		const rest = lines();
		// Not when that leaves what scrolls under the pin no room (a pin as tall as the screen).
		const seen = b2.bottom - b2.top < 48 ? -1 : withNarr + (mostInView(rest, b2.bottom - b2.top)?.seen ?? 0);
		if (seen < 0 || before.length === 0 || (first && first.seen >= seen)) {
			delete stage.dataset.pinNarr;
			stage.style.removeProperty('--wt-lift');
			lift = 0;
		}
	}
	const narrPinned = pinned()?.contains(narration) ?? false;
	for (let round = 0; round < 2; round++) {
		const b = band();
		const room = b.bottom - b.top;
		const list = lines();
		const listOffBoard = list.filter((el) => offBoard.includes(el));
		const both = span(narrPinned ? list : [narration, ...list]);
		const all = span(list);
		// On a phone, the narration first (what says why), then as many changes as the screen holds
		// with it; elsewhere (the board beside the narration), the changes.
		const target = fits(both, b)
			? both
			: phone && !narrPinned
				? (mostInView(list, room, narrBox()) ?? span([narration]))
				: fits(all, b)
					? all
					: (mostInView(listOffBoard.length ? listOffBoard : list, room) ?? (narrPinned ? null : span([narration])));
		if (!target) return;
		const delta = nudge(target.top, target.bottom, b.top, b.bottom);
		if (Math.abs(delta) < 2) return;
		window.scrollBy({ top: delta, behavior: 'instant' });
	}
}

/**
 * Brings a stage back to the reader (a step link's landing, a resize): its top under the page's
 * header, then the page moved up just enough for a long narration to clear the controls bar, in one
 * go (no frame shows the narration cut in between). Not in present mode, which fills the screen.
 */
export function alignStage(stage: HTMLElement) {
	if (stage.matches(':fullscreen, .wt-present')) return;
	stage.scrollIntoView({ block: 'start' });
	bringIntoView(stage, []);
}

/**
 * Try-it: a refusal drawn in the bar must not cover what the reader just pressed (a move's button, a
 * cell), nor the rest of its board when the screen holds the board above the bar: the page moves up
 * by what the bar covers of it.
 * @public WalkthroughFollow.ts calls it through its ref to this module (loaded with import()).
 */
export function uncover(stage: HTMLElement, bar: HTMLElement) {
	const el = document.activeElement;
	if (!(el instanceof Element) || !stage.contains(el) || bar.contains(el) || stage.matches(':fullscreen, .wt-present')) return;
	const board = el.closest('[data-grid], [data-board]');
	const top = bar.getBoundingClientRect().top;
	const whole = board && board.getBoundingClientRect().height + 16 <= top - pageTop(stage) ? board : el;
	const over = whole.getBoundingClientRect().bottom - top;
	if (over > -4) window.scrollBy({ top: over + 12, behavior: 'instant' });
}

/** The stage that last held the focus (any stage of the page), and whether each stage showed on screen before a resize. */
let lastFocused: HTMLElement | null = null;
const onScreen = new WeakMap<HTMLElement, boolean>();

/**
 * A resize or a rotation brings back the stage the reader was on: the one holding the focus; else
 * the one that last held it, if it was on screen (a try-it board drawn again can drop the focus to
 * the page); else the one across the middle of the screen. Decided once per resize, from what the
 * screen showed before it (the observers have not seen the new layout yet). Returns the cleanup.
 */
export function keepOnResize(stage: HTMLElement): () => void {
	let current = false;
	const middle = new IntersectionObserver(
		([e]) => {
			current = Boolean(e?.isIntersecting);
		},
		{ rootMargin: '-45% 0px -45% 0px' },
	);
	const shown = new IntersectionObserver(([e]) => {
		onScreen.set(stage, Boolean(e?.isIntersecting));
	});
	middle.observe(stage);
	shown.observe(stage);
	const onFocus = () => {
		lastFocused = stage;
	};
	stage.addEventListener('focusin', onFocus);
	let width = window.innerWidth;
	let wasCurrent = false;
	let timer = 0;
	const readersStage = (): boolean => {
		const focused = document.activeElement?.closest<HTMLElement>('[data-walkthrough]');
		if (focused) return focused === stage;
		if (lastFocused?.isConnected && onScreen.get(lastFocused)) return lastFocused === stage;
		return current;
	};
	const onResize = () => {
		if (window.innerWidth === width) return;
		if (!timer) wasCurrent = readersStage();
		width = window.innerWidth;
		clearTimeout(timer);
		timer = window.setTimeout(() => {
			timer = 0;
			if (wasCurrent) alignStage(stage);
		}, 200);
	};
	window.addEventListener('resize', onResize);
	return () => {
		middle.disconnect();
		shown.disconnect();
		stage.removeEventListener('focusin', onFocus);
		if (lastFocused === stage) lastFocused = null;
		window.removeEventListener('resize', onResize);
		clearTimeout(timer);
	};
}
