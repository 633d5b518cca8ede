import type { Glossary } from '../glossary';

/**
 * Caldera Park's vocabulary. French: the French rulebook's words (seed 001; it calls the score pad
 * « bloc-notes » and families once « troupeaux », which the site never does). English: there is no
 * English rulebook in our sources; the words are the site's, with the research's (games.md §2) where
 * it names one: « point d’eau » is the "watering hole" for the multiplier printed on tiles and for
 * the action token alike (the language review: "water point" is a calque, and two names for one
 * thing confuse). `synonyms` are what a reader holding the printed English rules or a review may
 * type (prairie / desert / plains, moose / elk, storm / thunderstorm): search only, never written.
 */
export const GLOSSARY: Glossary = [
	{ id: 'park', fr: { term: 'parc', note: 'le plateau individuel, à deux faces' }, en: { term: 'park', note: 'each player’s two-sided board' } },
	{
		id: 'river-sign',
		fr: { term: 'panneau Rivière / panneau Geysers', note: 'le repère de chaque face du parc' },
		en: { term: 'River sign / Geysers sign', note: 'the mark on each side of the park' },
	},
	{
		id: 'paw-print',
		fr: { term: 'empreinte de patte', note: 'marque la boîte et le matériel de chaque joueur' },
		en: { term: 'paw print', note: 'marks each player’s box and pieces' },
	},
	{ id: 'landscape-space', fr: { term: 'case Paysage' }, en: { term: 'landscape space' } },
	{
		id: 'weather-space',
		fr: { term: 'case Météo', note: 'couverte de brume, au bord du parc' },
		en: { term: 'weather space', note: 'misty, on the edge of the park' },
	},
	{
		id: 'terrains',
		fr: { term: 'montagne, prairie, forêt', note: '« prairie » : voir plus bas' },
		en: { term: 'mountain, prairie, forest', synonyms: ['plains', 'desert'], note: '“prairie”: see below' },
	},
	{ id: 'river', fr: { term: 'rivière, chute d’eau' }, en: { term: 'river, waterfall' } },
	{ id: 'geyser', fr: { term: 'geyser, volcan', note: 'on n’y pose jamais de jeton' }, en: { term: 'geyser, volcano', note: 'never take a tile' } },
	{ id: 'animal-tile', fr: { term: 'jeton Animal' }, en: { term: 'animal tile', forbidden: ['animal token', 'animal tokens'] } },
	{
		id: 'available',
		fr: { term: 'animaux disponibles', note: 'les 7 jetons visibles' },
		en: { term: 'available animals', note: 'the 7 face-up tiles above your park' },
	},
	{ id: 'reserve', fr: { term: 'réserve', note: 'les jetons Animal face cachée' }, en: { term: 'reserve', note: 'the face-down animal tiles' } },
	{
		id: 'water',
		fr: { term: 'point d’eau', note: 'le multiplicateur imprimé sur les jetons Animal' },
		en: { term: 'watering hole', forbidden: ['water point', 'water points'], synonyms: ['water'], note: 'the multiplier printed on animal tiles' },
	},
	{
		id: 'water-token',
		fr: { term: 'jeton Point d’eau', note: 'le 7ᵉ jeton Action, toujours tout à droite' },
		en: { term: 'watering-hole token', note: 'the 7th action token, always on the right' },
	},
	{ id: 'action-board', fr: { term: 'plateau Action' }, en: { term: 'action board' } },
	{ id: 'action', fr: { term: 'jeton Action, prérequis de terrain' }, en: { term: 'action token, terrain requirement' } },
	{ id: 'selection-row', fr: { term: 'rangée de sélection' }, en: { term: 'selection row' } },
	{ id: 'marmot', fr: { term: 'marmotte', note: 'désigne qui annonce' }, en: { term: 'marmot', note: 'shows who announces' } },
	{ id: 'announce', fr: { term: 'annonce', note: '« Un ours sur la rivière ! »' }, en: { term: 'announcement', note: '“A bear on the river!”' } },
	{ id: 'round', fr: { term: 'manche, tour d’action', note: '5 manches de 7 tours' }, en: { term: 'round, action turn', note: '5 rounds of 7 turns' } },
	{ id: 'family', fr: { term: 'famille', forbidden: ['troupeau', 'troupeaux'] }, en: { term: 'family', forbidden: ['herd', 'herds'] } },
	{
		id: 'species',
		fr: { term: 'aigle, élan, chèvre (des montagnes), ours, bison, loup', note: '« élan » : voir plus bas' },
		en: { term: 'eagle, moose, (mountain) goat, bear, bison, wolf', synonyms: ['elk'], note: '“moose”: see below' },
	},
	{
		id: 'cub',
		fr: { term: 'petit (louveteau)', note: 'compte comme un animal de son espèce' },
		en: { term: 'young animal (wolf cub)', note: 'counts as one of its species' },
	},
	{
		id: 'weather-token',
		fr: { term: 'jeton Météo, jetons Météo disponibles', note: 'le Soleil et cinq jetons face cachée' },
		en: { term: 'weather token, available weather tokens', note: 'the Sun and five face-down tokens' },
	},
	{ id: 'notch', fr: { term: 'encoche', note: 'au bord inférieur du parc' }, en: { term: 'notch', note: 'along the bottom edge of the park' } },
	{
		id: 'bad-weather',
		fr: { term: 'intempérie', note: 'un jeton Météo négatif (le mot de la règle) ; neuf jetons, sept sortes' },
		en: { term: 'bad-weather token', forbidden: ['nine kinds of bad weather'], note: 'a negative weather token; nine tokens, seven kinds' },
	},
	{
		id: 'weather-1',
		fr: { term: 'Soleil, Ouragan, Grêle, Averse' },
		en: { term: 'Sun, Hurricane, Hail, Downpour', synonyms: ['heavy rain'], forbidden: ['heavy rain'] },
	},
	{
		id: 'weather-2',
		fr: { term: 'Blizzard, Canicule, Brouillard, Orage (1 à 3 nuages)' },
		en: { term: 'Blizzard, Heatwave, Fog, Storm (1 to 3 clouds)', synonyms: ['thunderstorm'], forbidden: ['thunderstorm'] },
	},
	{ id: 'forecast', fr: { term: 'prévisions météo' }, en: { term: 'weather forecast' } },
	{ id: 'flip', fr: { term: 'retourner (face cachée)' }, en: { term: 'flip (face down)' } },
	{
		id: 'final-scoring',
		fr: { term: 'décompte final, catégorie', note: 'treize catégories, dans l’ordre du plateau Action' },
		en: { term: 'final scoring, category', note: 'thirteen categories, in the action board’s order' },
	},
	{
		id: 'score-pad',
		fr: { term: 'bloc-notes', forbidden: ['bloc de score'], note: 'le bloc des scores, le mot de la règle' },
		en: { term: 'score pad' },
	},
	{ id: 'tie-break', fr: { term: 'départage' }, en: { term: 'tie-break' } },
	{
		id: 'solo',
		fr: { term: 'mode solo, pile, palier', forbidden: ['tranche', 'tranches'], note: 'les paliers du barème de fin de partie' },
		en: { term: 'solo mode, stack, band', note: 'the bands of the end-of-game scale' },
	},
	{
		id: 'geyser-park',
		fr: { term: 'Parc des Geysers', note: 'la variante au verso : « Alerte aux orages au Parc des Geysers »' },
		en: { term: 'Geyser Park', note: 'the variant on the back' },
	},
	{
		id: 'surplus',
		fr: { term: 'jetons excédentaires', note: 'les 4 jetons Météo rangés, au Parc des Geysers' },
		en: { term: 'surplus tokens', note: 'the 4 boxed weather tokens, in the Geyser Park' },
	},
	{
		id: 'teaching-park',
		fr: { term: 'parc d’exemple', forbidden: ['parc pédagogique', 'parcs pédagogiques', 'jetons pédagogiques', 'exemple pédagogique', 'jeu pédagogique'] },
		en: { term: 'teaching park', forbidden: ['example park', 'example parks'] },
		inTable: false,
	},
];
