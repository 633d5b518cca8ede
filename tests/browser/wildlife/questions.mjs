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
			q: 'Peut-on jouer la Défense pendant son propre tour ?',
			rulings: ['defense-own-turn'],
			pages: ['/fr/wildlife/rulings/#defense-own-turn', '/fr/wildlife/cards/#ability-defense'],
		},
		{
			q: 'Le vendeur peut-il enchérir sur sa propre carte ?',
			rulings: ['auction-seller'],
			pages: ['/fr/wildlife/rulings/#auction-seller', '/fr/wildlife/auction/'],
		},
		{
			q: 'que faire quand la pioche est vide',
			rulings: ['draw-empty-deck'],
			pages: ['/fr/wildlife/rulings/#draw-empty-deck', '/fr/wildlife/turn/'],
		},
		{
			q: 'combien de cartes Capacité du même type',
			rulings: ['ability-limit'],
			pages: ['/fr/wildlife/rulings/#ability-limit', '/fr/wildlife/cards/#ability-limit'],
		},
		{
			q: 'égalité pour la victoire',
			rulings: ['tie-for-win'],
			pages: ['/fr/wildlife/rulings/#tie-for-win', '/fr/wildlife/end-and-variants/'],
		},
	],
	en: [
		{
			q: 'Can I use my Defence during my own turn?',
			rulings: ['defense-own-turn'],
			pages: ['/en/wildlife/rulings/#defense-own-turn', '/en/wildlife/cards/#ability-defense'],
		},
		{
			q: 'May the seller bid on his own card?',
			rulings: ['auction-seller'],
			pages: ['/en/wildlife/rulings/#auction-seller', '/en/wildlife/auction/'],
		},
		{
			q: 'I won the auction but cannot pay',
			rulings: ['auction-short-of-food'],
			pages: ['/en/wildlife/rulings/#auction-short-of-food', '/en/wildlife/auction/#short-of-food'],
		},
		{
			q: 'two herds of the same size',
			rulings: ['own-equal-herds'],
			pages: ['/en/wildlife/rulings/#own-equal-herds', '/en/wildlife/scoring/'],
		},
		{
			q: 'how many ability cards of one type',
			rulings: ['ability-limit'],
			pages: ['/en/wildlife/rulings/#ability-limit', '/en/wildlife/cards/#ability-limit'],
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
		['enchère', '/fr/wildlife/auction/'],
		['défense', '/fr/wildlife/cards/'],
		['égalité', '/fr/wildlife/scoring/'],
	],
	en: [
		['auction', '/en/wildlife/auction/'],
		['defense', '/en/wildlife/cards/'],
		['tie', '/en/wildlife/scoring/'],
	],
};
