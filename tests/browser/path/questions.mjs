/**
 * Questions players ask mid-game, per game and language, in the words of the rulebooks
 * (/work/shared/seeds: « Défense », « marmotte », « parcelle », « jeton Renfort »… and the site's
 * English names), each with the answers we accept:
 * - `rulings`: the ruling ids the rulings filter must keep (at least one of them shown, and each
 *   shown ruling opened);
 * - `pages`: where search may answer (a page path, or a path with its #section): one of them must
 *   be among the first three results, as a page or one of its listed sections.
 * Used by tests/browser/path/lookup.test.mjs.
 */

/** @typedef {{ q: string, rulings?: string[], pages?: string[] }} Question */

/** @type {Record<string, Record<'fr' | 'en', Question[]>>} */
export const QUESTIONS = {
	wildlife: {
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
			{ q: 'que faire quand la pioche est vide', rulings: ['draw-empty-deck'], pages: ['/fr/wildlife/rulings/#draw-empty-deck', '/fr/wildlife/turn/'] },
			{
				q: 'combien de cartes Capacité du même type',
				rulings: ['ability-limit'],
				pages: ['/fr/wildlife/rulings/#ability-limit', '/fr/wildlife/cards/#ability-limit'],
			},
			{ q: 'égalité pour la victoire', rulings: ['tie-for-win'], pages: ['/fr/wildlife/rulings/#tie-for-win', '/fr/wildlife/end-and-variants/'] },
		],
		en: [
			{
				q: 'Can I use my Defence during my own turn?',
				rulings: ['defense-own-turn'],
				pages: ['/en/wildlife/rulings/#defense-own-turn', '/en/wildlife/cards/#ability-defense'],
			},
			{ q: 'May the seller bid on his own card?', rulings: ['auction-seller'], pages: ['/en/wildlife/rulings/#auction-seller', '/en/wildlife/auction/'] },
			{
				q: 'I won the auction but cannot pay',
				rulings: ['auction-short-of-food'],
				pages: ['/en/wildlife/rulings/#auction-short-of-food', '/en/wildlife/auction/#short-of-food'],
			},
			{ q: 'two herds of the same size', rulings: ['own-equal-herds'], pages: ['/en/wildlife/rulings/#own-equal-herds', '/en/wildlife/scoring/'] },
			{
				q: 'how many ability cards of one type',
				rulings: ['ability-limit'],
				pages: ['/en/wildlife/rulings/#ability-limit', '/en/wildlife/cards/#ability-limit'],
			},
		],
	},
	'caldera-park': {
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
				pages: [
					'/fr/caldera-park/rulings/#first-player',
					'/fr/caldera-park/rulings/#marmot-across-rounds',
					'/fr/caldera-park/setup/',
					'/fr/caldera-park/round/',
				],
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
				pages: [
					'/en/caldera-park/rulings/#first-player',
					'/en/caldera-park/rulings/#marmot-across-rounds',
					'/en/caldera-park/setup/',
					'/en/caldera-park/round/',
				],
			},
			{
				q: 'two goat families, do I add them up?',
				rulings: ['best-family-only'],
				pages: ['/en/caldera-park/rulings/#best-family-only', '/en/caldera-park/scoring/'],
			},
		],
	},
	planet: {
		fr: [
			{ q: 'parcelles qui se touchent par un coin', rulings: ['touching-edge'], pages: ['/fr/planet/rulings/#touching-edge', '/fr/planet/regions/'] },
			{ q: 'Peut-on tourner une tuile déjà posée ?', rulings: ['tile-fixed'], pages: ['/fr/planet/rulings/#tile-fixed', '/fr/planet/round/'] },
			{ q: 'égalité pour une carte Animal', rulings: ['tie-next-column'], pages: ['/fr/planet/rulings/#tie-next-column', '/fr/planet/animals/'] },
			{ q: 'Peut-on montrer sa carte objectif ?', rulings: ['objective-secret'], pages: ['/fr/planet/rulings/#objective-secret', '/fr/planet/setup/'] },
		],
		en: [
			{ q: 'parcels touching at a corner', rulings: ['touching-edge'], pages: ['/en/planet/rulings/#touching-edge', '/en/planet/regions/'] },
			{ q: 'Can I turn a tile once it is placed?', rulings: ['tile-fixed'], pages: ['/en/planet/rulings/#tile-fixed', '/en/planet/round/'] },
			{ q: 'tie on an animal card', rulings: ['tie-next-column'], pages: ['/en/planet/rulings/#tie-next-column', '/en/planet/animals/'] },
			{ q: 'may I show my objective card', rulings: ['objective-secret'], pages: ['/en/planet/rulings/#objective-secret', '/en/planet/setup/'] },
		],
	},
	'animal-kingdoms': {
		fr: [
			{ q: 'Quand un 1 bat-il un 8 ?', rulings: ['one-beats-eight'], pages: ['/fr/animal-kingdoms/rulings/#one-beats-eight', '/fr/animal-kingdoms/battles/'] },
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
			{ q: 'When does a 1 beat an 8?', rulings: ['one-beats-eight'], pages: ['/en/animal-kingdoms/rulings/#one-beats-eight', '/en/animal-kingdoms/battles/'] },
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
			{ q: 'Do I keep my cards between ages?', rulings: ['keep-hand'], pages: ['/en/animal-kingdoms/rulings/#keep-hand', '/en/animal-kingdoms/end-of-age/'] },
		],
	},
};
