/**
 * Questions players ask mid-game, per language, in the words of the rulebooks (/work/shared/seeds)
 * and the site's names, each with the answers we accept (tests/browser/path/lookup.test.mjs reads
 * this file from every game's folder):
 * - `rulings`: the ruling ids the rulings filter must keep (at least one of them shown, and each
 *   shown ruling opened);
 * - `pages`: where search may answer (a page path, or a path with its #section): one of them must
 *   be among the first three results, as a page or one of its listed sections.
 */

/** @type {Record<'fr' | 'en', { q: string, rulings?: string[], pages?: string[] }[]>} */
export const QUESTIONS = {
	fr: [
		{
			q: 'Peut-on poser un animal sur un geyser ou le volcan ?',
			rulings: ['forbidden-spaces'],
			pages: ['/fr/caldera-park/rulings/#forbidden-spaces', '/fr/caldera-park/round/'],
		},
		{
			q: 'L’ouragan retourne-t-il les jetons avec un point d’eau ?',
			rulings: ['hurricane-point'],
			pages: [
				'/fr/caldera-park/rulings/#hurricane-point',
				'/fr/caldera-park/weather/',
				'/fr/caldera-park/reference/#weather-table',
				'/fr/caldera-park/at-the-table/',
			],
		},
		{
			q: 'qui reçoit la marmotte',
			rulings: ['first-player', 'marmot-across-rounds'],
			pages: ['/fr/caldera-park/rulings/#first-player', '/fr/caldera-park/rulings/#marmot-across-rounds', '/fr/caldera-park/setup/', '/fr/caldera-park/round/'],
		},
		{
			q: 'deux familles de chèvres, on additionne ?',
			rulings: ['best-family-only'],
			pages: ['/fr/caldera-park/rulings/#best-family-only', '/fr/caldera-park/scoring/'],
		},
	],
	en: [
		{
			q: 'Can I place an animal on a geyser or the volcano?',
			rulings: ['forbidden-spaces'],
			pages: ['/en/caldera-park/rulings/#forbidden-spaces', '/en/caldera-park/round/'],
		},
		{
			q: 'Does the hurricane flip tiles with a water point?',
			rulings: ['hurricane-point'],
			pages: [
				'/en/caldera-park/rulings/#hurricane-point',
				'/en/caldera-park/weather/',
				'/en/caldera-park/reference/#weather-table',
				'/en/caldera-park/at-the-table/',
			],
		},
		{
			q: 'who gets the marmot',
			rulings: ['first-player', 'marmot-across-rounds'],
			pages: ['/en/caldera-park/rulings/#first-player', '/en/caldera-park/rulings/#marmot-across-rounds', '/en/caldera-park/setup/', '/en/caldera-park/round/'],
		},
		{
			q: 'two goat families, do I add them up?',
			rulings: ['best-family-only'],
			pages: ['/en/caldera-park/rulings/#best-family-only', '/en/caldera-park/scoring/'],
		},
	],
};

/**
 * Questions whose ruling the filter must list first (the issue 32 review's examples): the first
 * match right under the box, and every ruling back in its place once the filter is cleared.
 * @type {{ lang: 'fr' | 'en', q: string, ruling: string }[]}
 */
export const FIRST = [
	{ lang: 'en', q: 'who gets the marmot', ruling: 'first-player' },
	{ lang: 'en', q: 'tie', ruling: 'tie-breaks' },
	{ lang: 'fr', q: 'ex æquo', ruling: 'tie-breaks' },
	{ lang: 'en', q: 'geyser surrounded', ruling: 'geyser-neighbours' },
];

/**
 * Single words a player types into the site search at the table, each with the chapter that teaches
 * it: that chapter is among the results the dialog lists (among the first N with a third item N),
 * and every result is in the page's language.
 * @type {Record<'fr' | 'en', ([string, string] | [string, string, number])[]>}
 */
export const WORDS = {
	fr: [
		['famille', '/fr/caldera-park/scoring/'],
		['orage', '/fr/caldera-park/weather/'],
		['marmotte', '/fr/caldera-park/round/'],
	],
	en: [
		['family', '/en/caldera-park/scoring/'],
		['storm', '/en/caldera-park/weather/'],
		['marmot', '/en/caldera-park/round/'],
	],
};
