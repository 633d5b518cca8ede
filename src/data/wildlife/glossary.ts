import type { Glossary } from '../glossary';

/**
 * WildLife's vocabulary. French: the French rulebook's words (seed 000). English: the English
 * translation's words (seed 002) where the site keeps them, otherwise the site's word; `synonyms`
 * carry the other words a reader holding either rulebook (or a review, research/games.md) may look
 * for. `forbidden`: calques and competing names the language review found (reviews/language.md).
 */
export const GLOSSARY: Glossary = [
	{ id: 'piece', fr: { term: 'pion' }, en: { term: 'piece', synonyms: ['organism tile'], forbidden: ['organism tile'] } },
	{
		id: 'species-chart',
		fr: { term: 'tableau d’espèce' },
		en: { term: 'species chart', synonyms: ['organism chart', 'organism board'], forbidden: ['organism chart', 'organism board'] },
	},
	{ id: 'human', fr: { term: 'Homme' }, en: { term: 'Human', synonyms: ['Man'], forbidden: ['Man'], note: 'one of the six species' } },
	{ id: 'reserve', fr: { term: 'réserve', note: 'vos pions pas encore posés' }, en: { term: 'reserve', note: 'your pieces not yet placed' } },
	{
		id: 'bank',
		fr: { term: 'réserve (de nourriture)', forbidden: ['banque', 'banque de nourriture'], note: 'la règle dit « la réserve »' },
		en: { term: 'bank', synonyms: ['Food Bank'], forbidden: ['Food Bank'] },
	},
	{
		id: 'food',
		fr: {
			term: 'points de nourriture',
			synonyms: ['jetons Nourriture'],
			forbidden: ['# nourriture', 'unités de nourriture'],
			note: '« 3 points de nourriture », jamais « 3 nourriture »',
		},
		en: { term: 'food', synonyms: ['food points', 'food chits'], forbidden: ['food points', 'food chits'], note: '“3 food”' },
	},
	{
		id: 'area',
		fr: { term: 'territoire', note: 'petit (4 ou 5 cases) ou grand (8 ou 9)' },
		en: { term: 'area', note: 'small (4 or 5 spaces) or large (8 or 9)' },
	},
	{ id: 'water', fr: { term: 'Eau', synonyms: ['Lac'], note: 'l’ordre du décompte dit « Lac »' }, en: { term: 'Water' } },
	{ id: 'mountains', fr: { term: 'Montagne' }, en: { term: 'Mountains' } },
	{ id: 'savanna', fr: { term: 'Savane' }, en: { term: 'Savanna', synonyms: ['Savannah'], forbidden: ['Savannah'] } },
	{
		id: 'score-track',
		fr: { term: 'échelle des scores', forbidden: ['piste de score', 'piste des scores'] },
		en: { term: 'score track', synonyms: ['success track'] },
	},
	{ id: 'score-marker', fr: { term: 'marqueur de score' }, en: { term: 'score marker', synonyms: ['success pawn'], forbidden: ['success pawn'] } },
	{
		id: 'territory-track',
		fr: { term: 'échelle des territoires' },
		en: { term: 'small-scoring track', forbidden: ['territory track', 'Small Scoring Track'], synonyms: ['Small Scoring Track'] },
	},
	{
		id: 'territory-marker',
		fr: { term: 'marqueur de territoire', synonyms: ['cylindre blanc'], forbidden: ['marqueur blanc', 'marqueurs blancs'], note: 'un des 11 cylindres blancs' },
		en: {
			term: 'area marker',
			synonyms: ['white cylinder', 'area pawn'],
			forbidden: ['white marker', 'white markers', 'territory marker', 'territory markers', 'area pawn'],
			note: 'one of the 11 white cylinders',
		},
	},
	{
		id: 'purple-space',
		fr: { term: 'case mauve', note: 'les 4ᵉ, 8ᵉ et 11ᵉ cases de l’échelle des territoires' },
		en: { term: 'purple space', note: 'spaces 4, 8 and 11 of the small-scoring track' },
	},
	{
		id: 'scoring-track',
		fr: { term: 'échelle des décomptes' },
		en: { term: 'big-scoring track', synonyms: ['Large Scoring Track', 'Big Scoring Track'], forbidden: ['Large Scoring Track'] },
	},
	{
		id: 'scoring-marker',
		fr: { term: 'marqueur de décomptes', note: 'le pion mauve' },
		en: { term: 'purple scoring marker', synonyms: ['Purple Scoring Pawn'], forbidden: ['Purple Scoring Pawn', 'purple pawn', 'purple disc'] },
	},
	{
		id: 'small-scoring',
		fr: { term: 'décompte d’un territoire', forbidden: ['petit décompte', 'petits décomptes', 'décompte de territoire', 'décomptes de territoire'] },
		en: { term: 'small scoring' },
	},
	{ id: 'big-scoring', fr: { term: 'décompte général', forbidden: ['grand décompte', 'grands décomptes'] }, en: { term: 'big scoring' } },
	{
		id: 'monopoly',
		fr: { term: 'grand / petit monopole', note: 'seul dans un territoire, plein (5) ou non (4)' },
		en: { term: 'big / small monopoly', note: 'alone in an area, full (5) or not (4)' },
	},
	{ id: 'herd', fr: { term: 'colonie', forbidden: ['troupeau', 'troupeaux'] }, en: { term: 'herd' } },
	{
		id: 'levels',
		fr: { term: 'Déplacement / Reproduction / Attaque', miscased: ['Aucune action'], note: 'niveaux d’adaptation, au-dessus de « aucune action »' },
		en: {
			term: 'Migrate / Expand / Attack',
			synonyms: ['Migration', 'Expansion'],
			// A level is named with its capital, “no action” without (review en 4b.3, 4b.4).
			miscased: [
				'No action',
				'migrate level',
				'expand level',
				'attack level',
				'has migrate',
				'has expand',
				'has attack',
				'at migrate',
				'at expand',
				'at least migrate',
				'at least expand',
				'at least attack',
			],
			note: 'adaptation levels, above “no action”',
		},
	},
	{ id: 'migrate', fr: { term: 'déplacement', forbidden: ['migration', 'migrations', 'migrer'] }, en: { term: 'migrate' }, inTable: false },
	{
		id: 'free-migration',
		fr: { term: 'déplacement gratuit', forbidden: ['migration gratuite'] },
		en: { term: 'free migration', forbidden: ['free move', 'free moves'] },
	},
	{ id: 'seeding', fr: { term: 'placement initial' }, en: { term: 'seeding' } },
	{ id: 'start-player', fr: { term: 'premier joueur' }, en: { term: 'start player' } },
	{ id: 'wildlife-card', fr: { term: 'carte « Wildlife »' }, en: { term: 'WildLife card' } },
	{
		id: 'wheel',
		fr: { term: 'Roue', note: 'carte « Évolution » dans la liste du matériel' },
		en: { term: 'wheel', synonyms: ['Adaptation card'], forbidden: ['Adaptation card'] },
	},
	{ id: 'arrow', fr: { term: 'Flèche', note: 'carte « Talent » dans la liste du matériel' }, en: { term: 'arrow', synonyms: ['Ability card'] } },
	{ id: 'joker', fr: { term: 'Éclair', note: 'le joker' }, en: { term: 'lightning', synonyms: ['Joker', 'Lightning Bolt'], note: 'the joker' } },
	{
		id: 'event-card',
		fr: { term: 'carte Événement', note: 'Épidémie, Famine, Source de nourriture' },
		en: { term: 'event card', note: 'Epidemic, Famine, Food Source' },
	},
	{
		id: 'adaptation',
		fr: { term: 'jeton Adaptation' },
		en: { term: 'adaptation tile', forbidden: ['adaptation token', 'adaptation tokens'], miscased: ['Adaptation tile', 'Adaptation tiles'] },
	},
	{ id: 'ability-card', fr: { term: 'carte Capacité' }, en: { term: 'ability card', synonyms: ['ability'] } },
	{ id: 'defense', fr: { term: 'Défense' }, en: { term: 'Defense', synonyms: ['Defence'], forbidden: ['Defence'], note: 'the card’s name, spelt as printed' } },
	{ id: 'aggression', fr: { term: 'capacité Attaque' }, en: { term: 'Aggression' } },
	{ id: 'auction', fr: { term: 'vente aux enchères' }, en: { term: 'auction' } },
];
