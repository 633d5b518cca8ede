import type { Glossary } from '../glossary';

/**
 * Planet's vocabulary. French: the French rulebook's words (seed 003): the players check the
 * « conditions d’accueil » (the rulebook also says « contraintes d’accueil ») and the card is
 * « attribuée », never « jugée ». English: no English rulebook is among our sources; the site's
 * words follow what English-language descriptions of the game call things where they agree
 * (an “Area” is one triangle of a tile, randomgeekchild.com, 2023; justpushstart.com, 2018:
 * “5 triangle areas”), and otherwise plain English. `synonyms` carry the words of the English text
 * of the rules found online (ultraboardgames.com: “turns”, “piles”, “Natural Habitat”, “Adding
 * continents”, “The origin of life”, “Beginner Game”), for search only.
 */
export const GLOSSARY: Glossary = [
	{ id: 'core', fr: { term: 'cœur de planète', synonyms: ['planète'] }, en: { term: 'planet core', synonyms: ['core', 'planet'] } },
	{ id: 'tile', fr: { term: 'tuile Continent' }, en: { term: 'continent tile', synonyms: ['tile'] } },
	{
		id: 'parcel',
		fr: { term: 'parcelle', note: 'un des cinq triangles d’une tuile' },
		en: {
			term: 'area',
			forbidden: ['parcel', 'parcels', 'triangle'],
			synonyms: ['triangle'],
			note: 'one of the five triangles of a tile; the French rulebook says parcelle',
		},
	},
	{
		id: 'region',
		fr: { term: 'région', note: 'des parcelles d’un même milieu qui se touchent' },
		en: { term: 'region', note: 'touching areas of one terrain' },
	},
	{ id: 'terrain', fr: { term: 'milieu (naturel)' }, en: { term: 'terrain', synonyms: ['habitat', 'landscape'], forbidden: ['habitat', 'landscape'] } },
	{
		id: 'terrains',
		fr: { term: 'océan, forêt, désert, montagne, glacier', synonyms: ['mer', 'banquise'], forbidden: ['mer', 'banquise'] },
		en: { term: 'ocean, forest, desert, mountain, glacier', synonyms: ['sea', 'ice'], forbidden: ['sea', 'ice'] },
	},
	{ id: 'animal-card', fr: { term: 'carte Animal', note: 'sa bordure indique son milieu' }, en: { term: 'animal card', note: 'its border shows its terrain' } },
	{
		id: 'objective',
		fr: { term: 'carte objectif « Milieu naturel »' },
		en: { term: 'objective card', synonyms: ['Natural Habitat card'], forbidden: ['Natural Habitat card'] },
	},
	{
		id: 'condition',
		fr: {
			term: 'condition d’accueil',
			synonyms: ['contrainte d’accueil'],
			forbidden: ['contrainte d’accueil'],
			note: 'la règle dit aussi « contrainte d’accueil »',
		},
		en: {
			term: 'condition',
			forbidden: ['hosting condition', 'hosting conditions', 'habitat requirement'],
			synonyms: ['habitat requirement'],
			note: 'what an animal card asks of a planet',
		},
	},
	{
		id: 'conditions',
		fr: { term: 'le plus de régions ; la plus grande région en contact ; la plus grande région sans contact' },
		en: { term: 'the most regions / the largest region touching / the largest region not touching' },
	},
	{
		id: 'touching',
		fr: { term: 'en contact (direct)', synonyms: ['toucher'] },
		en: { term: 'touching', synonyms: ['adjacent', 'in contact'], forbidden: ['adjacent'] },
	},
	{
		id: 'award',
		fr: {
			term: 'attribuer',
			forbidden: ['juger', 'juge', 'jugé', 'jugée', 'jugés', 'jugées', 'jugent', 'jugeons', 'jugement'],
			note: 'une carte Animal est attribuée',
		},
		en: {
			term: 'award',
			forbidden: ['judge', 'judges', 'judged', 'judging', 'judgement', 'resolve'],
			synonyms: ['resolve'],
			note: 'an animal card is awarded',
		},
	},
	{ id: 'round', fr: { term: 'tour' }, en: { term: 'round', synonyms: ['turn'] } },
	{
		id: 'phases',
		fr: { term: 'apparition des continents, apparition de la vie' },
		en: {
			term: 'continents appear, life appears',
			synonyms: ['Adding continents', 'The origin of life'],
			forbidden: ['Adding continents', 'The origin of life'],
		},
	},
	{ id: 'stack', fr: { term: 'pile (de tuiles)' }, en: { term: 'stack (of tiles)', synonyms: ['pile'], forbidden: ['pile'] } },
	{
		id: 'column',
		fr: { term: 'colonne (du tour)', note: 'les cartes Animal sous la pile d’un tour' },
		en: { term: 'column (of a round)', note: 'the animal cards under a round’s stack' },
	},
	{
		id: 'first-player',
		fr: { term: 'jeton Premier joueur' },
		en: { term: 'first-player token', synonyms: ['First Player token'], forbidden: ['First Player token'] },
	},
	{
		id: 'beginners',
		fr: { term: 'partie pour débutants', note: 'variante 1' },
		en: { term: 'beginners’ game', synonyms: ['Beginner Game'], forbidden: ['Beginner Game'], note: 'variant 1' },
	},
	{ id: 'surprise', fr: { term: 'animaux surprise', note: 'variante 2' }, en: { term: 'surprise animals', note: 'variant 2' } },
	{
		id: 'corner',
		fr: { term: 'pointe', synonyms: ['coin', 'sommet'], forbidden: ['coin'] },
		en: { term: 'corner', synonyms: ['vertex'], forbidden: ['vertex'] },
		inTable: false,
	},
];
