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
			q: 'parcelles qui se touchent par un coin',
			rulings: ['touching-edge'],
			pages: ['/fr/planet/rulings/#touching-edge', '/fr/planet/regions/'],
		},
		{
			q: 'Peut-on tourner une tuile déjà posée ?',
			rulings: ['tile-fixed'],
			pages: ['/fr/planet/rulings/#tile-fixed', '/fr/planet/round/'],
		},
		{
			q: 'égalité pour une carte Animal',
			rulings: ['tie-next-column'],
			pages: ['/fr/planet/rulings/#tie-next-column', '/fr/planet/animals/'],
		},
		{
			q: 'Peut-on montrer sa carte objectif ?',
			rulings: ['objective-secret'],
			pages: ['/fr/planet/rulings/#objective-secret', '/fr/planet/setup/'],
		},
	],
	en: [
		{
			q: 'parcels touching at a corner',
			rulings: ['touching-edge'],
			pages: ['/en/planet/rulings/#touching-edge', '/en/planet/regions/'],
		},
		{
			q: 'Can I turn a tile once it is placed?',
			rulings: ['tile-fixed'],
			pages: ['/en/planet/rulings/#tile-fixed', '/en/planet/round/'],
		},
		{
			q: 'tie on an animal card',
			rulings: ['tie-next-column'],
			pages: ['/en/planet/rulings/#tie-next-column', '/en/planet/animals/'],
		},
		{
			q: 'may I show my objective card',
			rulings: ['objective-secret'],
			pages: ['/en/planet/rulings/#objective-secret', '/en/planet/setup/'],
		},
	],
};

/**
 * Questions whose ruling the filter must list first (the issue 32 review's examples): the first
 * match right under the box, and every ruling back in its place once the filter is cleared.
 * @type {{ lang: 'fr' | 'en', q: string, ruling: string }[]}
 */
export const FIRST = [
	{ lang: 'en', q: 'can I rotate a tile after placing it', ruling: 'tile-fixed' },
	{ lang: 'en', q: 'rotate', ruling: 'tile-fixed' },
	{ lang: 'fr', q: 'pivoter une tuile posée', ruling: 'tile-fixed' },
];

/**
 * Single words a player types into the site search at the table, each with the chapter that teaches
 * it: that chapter is among the results the dialog lists (among the first N with a third item N),
 * and every result is in the page's language.
 * @type {Record<'fr' | 'en', ([string, string] | [string, string, number])[]>}
 */
export const WORDS = {
	fr: [
		['région', '/fr/planet/regions/', 3],
		['glacier', '/fr/planet/end/', 3],
		['renard', '/fr/planet/animals/', 3],
	],
	en: [
		['region', '/en/planet/regions/', 3],
		['glacier', '/en/planet/end/', 3],
		['fox', '/en/planet/animals/', 3],
	],
};
