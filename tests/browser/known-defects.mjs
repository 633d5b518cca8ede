// The stage's known defects, by widget id: the one place the stage tests may name a widget.
/**
 * Known defects (issue 20, still open): these walkthroughs fail a check of stage.test.mjs on the last full
 * run, for the reason given. They run as `todo`: still run and reported (a passing todo says the
 * defect is gone — then remove it here), without failing the suite. Keyed by widget id (any page,
 * language and theme), so the list names a defect, not a test run.
 */
export const KNOWN_STAGE_DEFECTS = {
	'animal-award-example': "Planet animal award: the linked step's narration lands 229 px below a phone screen, and 33 px above a projector's at step 2",
	'cards-events': 'WildLife event cards: in present mode the board ends 44 px below the screen (fr, dark)',
	'tie-explorer': 'WildLife tie explorer: a refused number field is partly covered by the sticky totals row (axe target-size)',
	'actions-demo': 'WildLife actions: the narration ends 21 px below a phone screen, 61 px above a laptop screen at step 9',
	'big-scoring': 'WildLife big scoring: after resizing from a projector to a phone, the board lands 6,600 px down the page',
	'turn-demo': 'WildLife turn: the try-it refusal is drawn 6,000 px down the page on a phone',
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
	'present 1920×1080': {
		'decree-check': 'the decree board covers 24.5 % of the screen (< 25 %)',
		'action-turn-example': OFF(1),
		'final-scoring-example': OFF(5),
		'animal-award-example': OFF(22),
		'end-scoring-example': OFF(5),
		'cards-events': 'board text at 17.9 px (< 18) and 2 changes off screen',
	},
	'phone 390×844': {
		'end-of-age': OFF(8),
		'solo-bot': OFF(3),
		'decree-check': OFF(1),
		age: OFF(9),
		'action-turn-example': OFF(12),
		'final-scoring-example': OFF(12),
		'park-setup': OFF(8),
		'animal-award-example': OFF(51),
		'end-scoring-example': OFF(5),
		'cards-events': OFF(7),
		'big-scoring': OFF(23),
	},
	'phone landscape 844×390': {
		'end-of-age': OFF(37),
		'solo-bot': OFF(10),
		'decree-check': OFF(10),
		age: OFF(19),
		'action-turn-example': OFF(19),
		'final-scoring-example': OFF(18),
		'park-setup': OFF(9),
		'weather-explorer': OFF(1),
		'animal-award-example': OFF(56),
		'end-scoring-example': OFF(7),
		'auction-example': OFF(2),
		'cards-events': OFF(29),
		'small-scoring-example': OFF(6),
		'big-scoring': OFF(6),
	},
	'laptop 1280×800': {
		'solo-bot': OFF(8),
		'action-turn-example': OFF(15),
		'final-scoring-example': OFF(17),
		'animal-award-example': OFF(43),
		'small-scoring-example': OFF(1),
		'big-scoring': OFF(9),
		'actions-demo': OFF(2),
	},
};
