import type { Glossary } from '../glossary';

/**
 * Caldera Park's vocabulary. French: the French rulebook's words (seed 001). English: no English
 * rulebook in our sources; the site's words, « point d’eau » as the research names it (watering hole).
 */
export const GLOSSARY: Glossary = [
	{ id: 'park', fr: { term: 'parc', note: 'le plateau individuel' }, en: { term: 'park', note: 'each player’s board' } },
	{ id: 'spaces', fr: { term: 'case Paysage / case Météo' }, en: { term: 'landscape space / weather space' } },
	{ id: 'terrains', fr: { term: 'montagne, prairie, forêt', note: '« prairie » : voir plus bas' }, en: { term: 'mountain, prairie, forest', synonyms: ['plains', 'desert'], note: '“prairie”: see below' } },
	{ id: 'river', fr: { term: 'rivière, chute d’eau' }, en: { term: 'river, waterfall' } },
	{ id: 'geyser', fr: { term: 'geyser, volcan' }, en: { term: 'geyser, volcano' } },
	{ id: 'animal-tile', fr: { term: 'jeton Animal' }, en: { term: 'animal tile' } },
	{ id: 'available', fr: { term: 'animaux disponibles', note: 'les 7 jetons visibles' }, en: { term: 'available animals', note: 'the 7 tiles on display' } },
	{ id: 'reserve', fr: { term: 'réserve', note: 'les jetons face cachée' }, en: { term: 'reserve', note: 'the face-down tiles' } },
	{
		id: 'water',
		fr: { term: 'point d’eau', note: 'le multiplicateur sur les jetons' },
		en: { term: 'watering hole', forbidden: ['water point', 'water points'], synonyms: ['water'], note: 'the multiplier printed on tiles' },
	},
	{ id: 'water-token', fr: { term: 'jeton Point d’eau', note: 'le 7ᵉ jeton Action' }, en: { term: 'watering-hole token', note: 'the 7th action token' } },
	{ id: 'action', fr: { term: 'jeton Action, prérequis de terrain' }, en: { term: 'action token, terrain requirement' } },
	{ id: 'selection-row', fr: { term: 'rangée de sélection' }, en: { term: 'selection row' } },
	{ id: 'marmot', fr: { term: 'marmotte' }, en: { term: 'marmot' } },
	{ id: 'family', fr: { term: 'famille' }, en: { term: 'family' } },
	{ id: 'species', fr: { term: 'aigle, élan, chèvre, ours, bison, loup', note: '« élan » : voir plus bas' }, en: { term: 'eagle, moose, goat, bear, bison, wolf', synonyms: ['elk'], note: '“moose”: see below' } },
	{ id: 'weather-1', fr: { term: 'Soleil, Ouragan, Grêle, Averse' }, en: { term: 'Sun, Hurricane, Hail, Downpour' } },
	{ id: 'weather-2', fr: { term: 'Blizzard, Canicule, Brouillard, Orage' }, en: { term: 'Blizzard, Heatwave, Fog, Storm' } },
	{ id: 'flip', fr: { term: 'retourner (face cachée)' }, en: { term: 'flip (face down)' } },
	{ id: 'geyser-park', fr: { term: 'Parc des Geysers', note: 'la variante au verso' }, en: { term: 'Geyser Park', note: 'the variant on the back' } },
];
