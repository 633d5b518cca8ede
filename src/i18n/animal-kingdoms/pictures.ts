import { mirror } from '../source';

/** The pages' static pictures (src/components/animal-kingdoms/static/): rendered at build, no widget. */
export const PICTURES = /* @__PURE__ */ mirror({
	fr: {
		'sketch.title': 'Croquis d’un royaume de 6 territoires',
		'sketch.caption':
			'Croquis d’exemple, pas le plateau du jeu : un royaume de 6 territoires avec sa capitale, ses deux conseils, la colonne des cartes jouées, son décret et ses trois tuiles Majorité, dont les valeurs ne sont pas reproduites.',
		'sketch.territory': 'territoire (doré)',
		'sketch.capital': 'capitale',
		'sketch.council': 'conseils (argentés)',
		'sketch.cards': 'cartes jouées',
		'sketch.decree': 'décret',
		'sketch.tokens': 'tuiles Majorité, âges I · II · III',
		'sketch.cube': 'cube d’Influence',
	},
	en: {
		'sketch.title': 'Sketch of a 6-territory kingdom',
		'sketch.caption':
			'Teaching sketch, not the game’s board: a 6-territory kingdom with its capital, its two councils, the column of cards played, its decree and its three First Place tokens, whose values are not shown.',
		'sketch.territory': 'territory (gold)',
		'sketch.capital': 'capital',
		'sketch.council': 'councils (silver)',
		'sketch.cards': 'cards played',
		'sketch.decree': 'decree',
		'sketch.tokens': 'First Place tokens, ages I · II · III',
		'sketch.cube': 'Influence cube',
	},
});
