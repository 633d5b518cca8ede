import { mirror } from '../source';

/** The pages' static pictures (src/components/planet/static/): rendered at build, no widget. */
export const PICTURES = /* @__PURE__ */ mirror({
	fr: {
		'twoTiles.label':
			'Exemple pour apprendre : deux tuiles voisines vues à plat, chacune découpée en cinq parcelles triangulaires. Tuile de gauche : forêt, forêt, océan, montagne, forêt. Tuile de droite : forêt, forêt, glacier, désert, océan. Les trois forêts de gauche et les deux forêts de droite se touchent par le bord commun et forment une seule forêt de 5 parcelles, qui touche un glacier.',
		'twoTiles.caption':
			'Exemple pour apprendre (pas une tuile du jeu) : deux tuiles voisines vues à plat. Les cinq parcelles de forêt (F, contour épais) se touchent par leurs côtés, d’une tuile à l’autre : elles forment une seule région de 5 parcelles, qui touche l’océan, la montagne et le glacier.',
		'twoTiles.legend': 'Lettres : {legend}.',
	},
	en: {
		'twoTiles.label':
			'Teaching example: two neighbouring tiles seen flat, each cut into five triangular areas. Left tile: forest, forest, ocean, mountain, forest. Right tile: forest, forest, glacier, desert, ocean. The three forest areas on the left and the two on the right touch across the shared edge and make a single forest of 5 areas, which touches a glacier.',
		'twoTiles.caption':
			'Teaching example (not one of the game’s tiles): two neighbouring tiles seen flat. The five forest areas (F, thick outline) touch side to side, from one tile to the other: they make a single region of 5 areas, which touches the ocean, the mountain and the glacier.',
		'twoTiles.legend': 'Letters: {legend}.',
	},
});
