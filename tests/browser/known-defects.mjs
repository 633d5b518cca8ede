// The stage's known defects, by widget id: the one place the stage tests may name a widget.
/**
 * Known defects (issue 20, still open): these walkthroughs fail a check of stage.test.mjs on the last full
 * run, for the reason given. They run as `todo`: still run and reported (a passing todo says the
 * defect is gone — then remove it here), without failing the suite. Keyed by widget id (any page,
 * language and theme), so the list names a defect, not a test run.
 */
export const KNOWN_STAGE_DEFECTS = {
	'turn-demo':
		"try it, after a refused move and the walk's resizes, back at 390×844: the refusal is 6,670 px below the screen (French and English; the fresh-clone run of 26 Nov 05:30 and every run on main since; it had passed the runs of 04:40–04:55 and was removed then). A refusal made at 1920×1080 on a fresh page and resized to 390×844 stays on screen (597 px): what moves the page in the walk's order is not found yet (the shared keepOnResize, stageFollow.ts, is the suspect, as in the 02:00 run)",
	'big-scoring':
		"on a phone, the narration off the top at step 14 (the herds: French 91 px, English 24 px): its twelve lines and the sheet's changed rows cannot share 390×844, and the follower shows the rows (found 26 Nov when the check began to count the bar and to read the narration at every step; step 1, 44 px under the bar in French, was shortened — its colours and reconstruction are in the caption — and at 1280×800, 424 px then, the narration is now pinned with the board)",
};

/**
 * The view checks' known findings (issue 20, still open; stage.test.mjs makes them on its walks,
 * stage-view.test.mjs did before), by size and widget id, from the last
 * full run: what a step changes lands off screen, or the board is too small or its text too fine
 * in present mode. Counts are the findings of that run. A listed widget's findings are printed
 * (a diagnostic) without failing; any other widget's fail.
 */
export const KNOWN_VIEW_DEFECTS = {
	'present 1920×1080': {},
	'phone 390×844': {},
	'phone landscape 844×390': {},
	'laptop 1280×800': {},
};
