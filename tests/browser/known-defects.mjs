// The stage's known defects, by widget id: the one place the stage tests may name a widget.
/**
 * Known defects (issue 20, still open): these walkthroughs fail a check of stage.test.mjs on the last full
 * run, for the reason given. They run as `todo`: still run and reported (a passing todo says the
 * defect is gone — then remove it here), without failing the suite. Keyed by widget id (any page,
 * language and theme), so the list names a defect, not a test run.
 */
export const KNOWN_STAGE_DEFECTS = {
	'turn-demo':
		'try it, French, dark: after stepping at 390 px the refusal is drawn 6,670 px down a phone page and 4,595 px down a laptop page (fresh-clone run of 26 Nov, 02:00; it passed on its own branch)',
};

/**
 * The view checks' known findings (issue 20, still open; stage.test.mjs makes them on its walks,
 * stage-view.test.mjs did before), by size and widget id, from the last
 * full run: what a step changes lands off screen, or the board is too small or its text too fine
 * in present mode. Counts are the findings of that run. A listed widget's findings are printed
 * (a diagnostic) without failing; any other widget's fail.
 */
const OFF = (n) => `${n} step change(s) drawn off screen`;
export const KNOWN_VIEW_DEFECTS = {
	'present 1920×1080': {},
	'phone 390×844': {
		'park-setup': `${OFF(4)} (French, step 4: the weather column's last two rows under the bar; the walk's click on the narration of a stage pinned under the header (Playwright scrolls it into view) scrolls the page back up 370–430 px, and stageFollow.ts's band then counts the pin, no longer stuck, as covering the screen down to its bottom, so the next steps' changes are never brought into view (not the French text: a mouse click does not scroll; counting a pin only when stuck, top ≤ pageTop + 4, gives 0))`,
		'auction-example': OFF(1),
		'small-scoring-example': OFF(3),
		'decree-check': OFF(1),
		age: OFF(1),
		'action-turn-example': OFF(3),
	},
	'phone landscape 844×390': {
		'end-of-age': OFF(5),
		'decree-check': OFF(2),
		age: OFF(5),
		'action-turn-example': OFF(7),
		'final-scoring-example': OFF(1),
		'park-setup': OFF(3),
		'weather-explorer': OFF(1),
		'end-scoring-example': OFF(6),
		'auction-example': OFF(2),
		'cards-events': `${OFF(22)}: the players' table is wider than its column (its changed cells scroll sideways out of view)`,
		'small-scoring-example': OFF(6),
		'big-scoring': OFF(6),
	},
	'laptop 1280×800': {
		'action-turn-example': `${OFF(50)} (French, laptop walk after the phone walk: the display, Lin's animals and the players' table below the fold, steps 4–11; the walk's click on the narration of a stage pinned under the header (Playwright scrolls it into view) scrolls the page back up 370–430 px, and stageFollow.ts's band then counts the pin, no longer stuck, as covering the screen down to its bottom, so the next steps' changes are never brought into view (not the French text: a mouse click does not scroll; counting a pin only when stuck, top ≤ pageTop + 4, gives 0))`,
		'small-scoring-example': OFF(1),
		'big-scoring': OFF(9),
		'actions-demo': `${OFF(1)}: the last step's "Try it yourself" under the bar`,
		'cards-events': OFF(1),
	},
};
