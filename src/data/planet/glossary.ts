import type { Glossary } from '../glossary';

/**
 * Planet's vocabulary. French: the French rulebook's words (seed 003): the players check the
 * « conditions d’accueil » and the card is « attribuée » (never « jugée »). English: the site's words.
 */
export const GLOSSARY: Glossary = [
	{ id: 'core', fr: { term: 'cœur de planète', synonyms: ['planète'] }, en: { term: 'planet core', synonyms: ['core', 'planet'] } },
	{ id: 'tile', fr: { term: 'tuile Continent' }, en: { term: 'continent tile', synonyms: ['tile'] } },
	{ id: 'parcel', fr: { term: 'parcelle', note: 'un triangle d’une tuile' }, en: { term: 'parcel', synonyms: ['area', 'triangle'], note: 'one triangle of a tile' } },
	{ id: 'region', fr: { term: 'région' }, en: { term: 'region' } },
	{ id: 'terrain', fr: { term: 'milieu (naturel)' }, en: { term: 'terrain', synonyms: ['habitat', 'environment'] } },
	{ id: 'terrains', fr: { term: 'océan, forêt, désert, montagne, glacier', synonyms: ['mer', 'banquise'] }, en: { term: 'ocean, forest, desert, mountain, glacier' } },
	{ id: 'objective', fr: { term: 'carte objectif « Milieu naturel »' }, en: { term: 'objective card', synonyms: ['Natural Habitat card'] } },
	{
		id: 'condition',
		fr: { term: 'condition d’accueil', synonyms: ['contrainte d’accueil'], note: 'la règle dit aussi « contrainte d’accueil »' },
		en: { term: 'habitat requirement', forbidden: ['hosting condition', 'hosting conditions'] },
	},
	{
		id: 'award',
		fr: { term: 'attribuer', forbidden: ['juger', 'juge', 'jugé', 'jugée', 'jugés', 'jugées', 'jugent', 'jugeons', 'jugement'], note: 'une carte Animal est attribuée' },
		en: { term: 'award', forbidden: ['judge', 'judges', 'judged', 'judging', 'judgement'], synonyms: ['resolve'] },
	},
	{ id: 'first-player', fr: { term: 'jeton Premier joueur' }, en: { term: 'first-player token' } },
	{ id: 'stack', fr: { term: 'pile, colonne du tour' }, en: { term: 'stack, round’s column', synonyms: ['pile'] } },
	{ id: 'corner', fr: { term: 'pointe', synonyms: ['coin', 'sommet'] }, en: { term: 'corner', synonyms: ['vertex'] }, inTable: false },
];
