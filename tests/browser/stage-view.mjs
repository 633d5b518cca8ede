/**
 * What the reader of a walkthrough sees: measured in the page, for the view checks of
 * tests/browser/stage.test.mjs (made during its walks; STAGE_VIEW_REPORT=<file.json> writes the numbers).
 *
 * - `boardShare`: the part of the screen the board slot (`.wt-fit`) covers, from 0 to 1.
 * - `smallestText`: the smallest text drawn on the board, in CSS px as rendered (an SVG text's
 *   font size times its scale on screen; an HTML text's font size times any transform), with the
 *   text itself, so a failure names it.
 * - `watchStep` / `changedOutOfView`: what a step changed, found generically: a MutationObserver on
 *   the stage records every node added, removed or retyped and every attribute changed while the
 *   step is drawn; the narration itself, the steps list, the live region, the controls bar and the
 *   stage's own bookkeeping (the board slot's width, tab stops) are left out. Each changed element
 *   still drawn must be on screen: between the page's fixed or sticky header (none in present mode)
 *   and the top of the sticky controls bar, at least half of it or 40 px of it.
 */

/** Installed in the page once (page.addInitScript): window.__stageView. */
export function installStageView() {
	// Left out: the narration, the steps list, the live region, the bar and the head, and a second
	// drawing of the board (`[data-echo]`: Planet's flat net beside its globe).
	const SKIP = '.wt-narr-box, .wt-steps, [aria-live], .wt-bar, .wt-head, .wt-keys, .sr-only, .wt-narr-reserve, [data-echo]';
	const visible = (el) => {
		if (!(el instanceof Element) || !el.isConnected) return false;
		if (!el.checkVisibility({ checkOpacity: false, visibilityProperty: true })) return false;
		const r = el.getBoundingClientRect();
		return r.width > 1 && r.height > 1;
	};
	/** The rendered size, in CSS px, of the text of `el`. */
	const renderedPx = (el) => {
		const size = Number.parseFloat(getComputedStyle(el).fontSize) || 0;
		if (el instanceof SVGGraphicsElement) {
			const m = el.getScreenCTM();
			return m ? size * Math.hypot(m.a, m.b) : size;
		}
		if (el instanceof HTMLElement && el.offsetWidth > 0) {
			const r = el.getBoundingClientRect();
			const scale = r.width / el.offsetWidth;
			return size * (Number.isFinite(scale) && scale > 0 ? scale : 1);
		}
		return size;
	};
	const texts = (root) => {
		const out = [];
		const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			const text = n.textContent.trim();
			const el = n.parentElement;
			if (!text || !el || el.closest('.sr-only, title, desc') || !visible(el)) continue;
			out.push({ el, text });
		}
		return out;
	};
	/** Where the screen starts under the page's fixed or sticky bars (the header, "On this page"); 0 in present mode. */
	const screenTop = (stage) => {
		let top = 0;
		if (stage.matches(':fullscreen, .wt-present')) return top;
		// Bars stacked from the top of the screen: the header, then "On this page" right under it (a
		// phone), each starting where the one above ends.
		const bars = [];
		for (const el of document.querySelectorAll('header, .header, mobile-starlight-toc nav, starlight-toc nav, .mobile-preferences, nav')) {
			const pos = getComputedStyle(el).position;
			if (pos !== 'fixed' && pos !== 'sticky') continue;
			if (!visible(el)) continue;
			const r = el.getBoundingClientRect();
			if (r.bottom < window.innerHeight / 2) bars.push(r);
		}
		bars.sort((a, b) => a.top - b.top);
		for (const r of bars) if (r.top <= top + 1 && r.bottom > top) top = r.bottom;
		return top;
	};
	/**
	 * The band of the screen nothing covers for `el`: under the page's fixed or sticky headers and
	 * under anything pinned in the stage (a sticky board) that does not hold `el`, above the stage's
	 * sticky bar.
	 */
	const band = (stage, el) => {
		let top = screenTop(stage);
		let bottom = window.innerHeight;
		const pins = [];
		const box = el.getBoundingClientRect();
		for (const pin of stage.querySelectorAll('.wt-board, .wt-pin')) {
			if (pin.contains(el) || getComputedStyle(pin).position !== 'sticky' || !visible(pin)) continue;
			const r = pin.getBoundingClientRect();
			// A pinned board beside the element (not above it) covers none of it.
			if (r.right <= box.left || r.left >= box.right) continue;
			pins.push(r);
		}
		// A pinned board covers what scrolls under it once it is stuck under the page's header.
		for (const r of pins) if (r.top <= top + 4 && r.bottom > top) top = r.bottom;
		const bar = stage.querySelector('.wt-bar');
		if (bar && visible(bar)) {
			const r = bar.getBoundingClientRect();
			if (r.top < bottom && r.bottom > 0) bottom = Math.min(bottom, r.top);
		}
		// A column that scrolls inside the stage (present mode's tables) shows only its own box.
		for (let a = el.parentElement; a && a !== stage; a = a.parentElement) {
			const oy = getComputedStyle(a).overflowY;
			if (oy === 'visible') continue;
			if (a.scrollHeight <= a.clientHeight + 1) continue;
			const r = a.getBoundingClientRect();
			top = Math.max(top, r.top);
			bottom = Math.min(bottom, r.bottom);
		}
		// Totals stuck at the foot of the screen or of a column (a scoring sheet) cover the lines under them.
		const foot = el.closest('table')?.querySelector('tfoot');
		const cell = foot?.querySelector('th, td');
		if (foot && cell && !foot.contains(el) && getComputedStyle(cell).position === 'sticky') bottom = Math.min(bottom, foot.getBoundingClientRect().top);
		return { top, bottom };
	};
	const describe = (el) => {
		const cls = typeof el.className === 'string' ? el.className : el.getAttribute('class') || '';
		const text = (el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 60);
		return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls.trim().slice(0, 60)}"` : ''}>${text}`;
	};
	let observer = null;
	let records = [];
	window.__stageView = {
		/** The band of the screen nothing covers for `el` on `stage` (for the stage checks' narration). */
		band,
		/** Where the screen starts under the page's bars, for `stage` (for the stage checks' title, board and Next). */
		screenTop,
		boardShare(sel) {
			const stage = document.querySelector(sel);
			const fit = stage?.querySelector('.wt-fit');
			if (!fit) return 0;
			const r = fit.getBoundingClientRect();
			const w = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0));
			const h = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
			return (w * h) / (window.innerWidth * window.innerHeight);
		},
		smallestText(sel) {
			const stage = document.querySelector(sel);
			const fit = stage?.querySelector('.wt-fit');
			if (!fit) return { px: 0, text: '(no board slot)' };
			let best = { px: Number.POSITIVE_INFINITY, text: '' };
			for (const { el, text } of texts(fit)) {
				const px = renderedPx(el);
				if (px < best.px) best = { px: Math.round(px * 10) / 10, text: `${text.slice(0, 40)} (${describe(el).slice(0, 80)})` };
			}
			return best.px === Number.POSITIVE_INFINITY ? { px: 0, text: '(no text)' } : best;
		},
		/**
		 * Once the step's drawing has settled (two frames, then 60 ms: the stage fits its board), what
		 * the checks ask for, in one round trip: the smallest text, the board's share, what changed off screen.
		 */
		async measure(sel, want) {
			await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 60))));
			return {
				text: want.text ? this.smallestText(sel) : undefined,
				share: want.share ? this.boardShare(sel) : undefined,
				changed: want.changed ? this.changedOutOfView(sel) : undefined,
			};
		},
		watchStep(sel) {
			observer?.disconnect();
			records = [];
			const stage = document.querySelector(sel);
			observer = new MutationObserver((list) => records.push(...list));
			observer.observe(stage, { subtree: true, childList: true, characterData: true, attributes: true });
		},
		/** The elements the step changed that are drawn but not on screen (described). */
		changedOutOfView(sel) {
			const stage = document.querySelector(sel);
			observer?.takeRecords().forEach((r) => records.push(r));
			observer?.disconnect();
			observer = null;
			const changed = new Set();
			const add = (node) => {
				const el = node instanceof Element ? node : node?.parentElement;
				if (!el || !stage.contains(el) || el === stage) return;
				if (el.closest(SKIP)) return;
				changed.add(el);
			};
			for (const r of records) {
				if (r.type === 'attributes') {
					if (r.attributeName === 'tabindex') continue;
					if (r.attributeName === 'style' && r.target instanceof Element && r.target.matches('.wt-fit, .wt-narr-box, .wt-board, .wt-main')) continue;
					if (r.attributeName === 'aria-describedby') continue;
					add(r.target);
				} else if (r.type === 'characterData') add(r.target);
				else {
					let any = false;
					for (const n of r.addedNodes) {
						if (n.nodeType === 3 && !n.textContent.trim()) continue;
						add(n);
						any = true;
					}
					if (!any && r.removedNodes.length) add(r.target);
				}
			}
			records = [];
			const shown = [...changed].filter(visible);
			// Keep the innermost: an element whose changed descendant is checked stands for it.
			const leaves = shown.filter((el) => !shown.some((o) => o !== el && el.contains(o)));
			const out = [];
			for (const el of leaves) {
				const { top, bottom } = band(stage, el);
				const r = el.getBoundingClientRect();
				const seen = Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top));
				const seenX = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0));
				if (seenX > 0 && (seen >= r.height * 0.5 - 0.5 || seen >= 40)) continue;
				out.push(`${describe(el)} at y ${Math.round(r.top)}–${Math.round(r.bottom)} (screen ${Math.round(top)}–${Math.round(bottom)})`);
			}
			return { count: leaves.length, out };
		},
	};
}
