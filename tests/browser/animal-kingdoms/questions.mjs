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
			q: 'Quand un 1 bat-il un 8 ?',
			rulings: ['one-beats-eight'],
			pages: ['/fr/animal-kingdoms/rulings/#one-beats-eight', '/fr/animal-kingdoms/battles/'],
		},
		{
			q: 'Peut-on poser un cube sur un conseil ?',
			rulings: ['councils-never-claimed'],
			pages: ['/fr/animal-kingdoms/rulings/#councils-never-claimed', '/fr/animal-kingdoms/turn/'],
		},
		{
			q: 'combien de jetons Renfort peut-on jouer',
			rulings: ['reinforcement-own-card'],
			pages: ['/fr/animal-kingdoms/rulings/#reinforcement-own-card', '/fr/animal-kingdoms/battles/'],
		},
		{
			q: 'Garde-t-on ses cartes d’un âge à l’autre ?',
			rulings: ['keep-hand'],
			pages: ['/fr/animal-kingdoms/rulings/#keep-hand', '/fr/animal-kingdoms/end-of-age/'],
		},
	],
	en: [
		{
			q: 'When does a 1 beat an 8?',
			rulings: ['one-beats-eight'],
			pages: ['/en/animal-kingdoms/rulings/#one-beats-eight', '/en/animal-kingdoms/battles/'],
		},
		{
			q: 'Can I put a cube on a council?',
			rulings: ['councils-never-claimed'],
			pages: ['/en/animal-kingdoms/rulings/#councils-never-claimed', '/en/animal-kingdoms/turn/'],
		},
		{
			q: 'how many reinforcement tokens can I play',
			rulings: ['reinforcement-own-card'],
			pages: ['/en/animal-kingdoms/rulings/#reinforcement-own-card', '/en/animal-kingdoms/battles/'],
		},
		{
			q: 'Do I keep my cards between ages?',
			rulings: ['keep-hand'],
			pages: ['/en/animal-kingdoms/rulings/#keep-hand', '/en/animal-kingdoms/end-of-age/'],
		},
	],
};

/**
 * Single words a player types into the site search at the table, each with the chapter that teaches
 * it: that chapter is among the results the dialog lists (among the first N with a third item N),
 * and every result is in the page's language.
 * @type {Record<'fr' | 'en', ([string, string] | [string, string, number])[]>}
 */
export const WORDS = {
	fr: [
		['décret', '/fr/animal-kingdoms/turn/', 3],
		['bataille', '/fr/animal-kingdoms/battles/', 3],
		['renfort', '/fr/animal-kingdoms/battles/', 3],
	],
	en: [
		['decree', '/en/animal-kingdoms/turn/', 3],
		['battle', '/en/animal-kingdoms/battles/', 3],
		['reinforcement', '/en/animal-kingdoms/battles/', 3],
	],
};
