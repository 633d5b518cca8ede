import { mirror } from '../source';

/**
 * "Ready for game night?" (issue 22): Caldera Park's prompts and reasons
 * (src/machines/caldera-park/ready.ts gives the keys and the engine's params). Flips reuse the
 * weather explorer's sentences (`weather.*`), families the scoring's (`family.*`).
 */
export const READY_CP = mirror({
	fr: {
		'rd.tileAt': '{tile} (rang {row}, case {col})',
		'rd.spaceAt':
			'{terrain, select, mountain {Montagne} prairie {Prairie} forest {Forêt} other {Case}}{onRiver, select, yes {, rivière} other {}}{onFall, select, yes {, chute d’eau} other {}} (rang {row}, case {col})',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.flip.prompt': 'Au décompte final, le jeton {weather} est sur la case Météo entourée. Quels jetons Animal retourne-t-il ? Choisissez-les tous.',
		'rd.flip.yes': '{tile} : il montre {why}, il est donc retourné.',
		'rd.flip.keeps': '{tile} : il ne montre rien de ce que chasse le jeton {weather} et reste donc face visible.',
		'rd.flip.far': '{tile} : il n’est pas à côté du jeton Météo, qui ne peut donc pas le retourner.',
		'rd.place.prompt':
			'Le prérequis de terrain annoncé (inventé pour l’exercice) est « {req, select, mountain {Montagne} prairie {Prairie} forest {Forêt} waterfall {Chute d’eau} geyser {À côté d’un geyser} volcano {À côté du volcan} other {Rivière}} ». Sur quelles cases entourées {player} {player_gender, select, f {peut-elle} other {peut-il}} poser son jeton Animal ? Choisissez-les toutes.',
		'rd.place.fits':
			'{space} : oui, {fallback, select, yes {comme toute case libre, puisqu’aucune ne remplit le prérequis} other {la case est libre et remplit le prérequis}}.',
		'rd.place.noFit':
			'{space} : non, {taken, select, yes {un jeton y est déjà posé} other {elle ne remplit pas le prérequis, alors qu’une autre case libre le remplit}}.',
		'rd.place.fallback': 'Aucune case libre ne remplit le prérequis : le jeton peut aller sur n’importe quelle case libre.',
		'rd.fam.prompt':
			'Au décompte final, combien de points ce parc marque-t-il pour ses {species, select, eagle {aigles} moose {élans} goat {chèvres} bear {ours} bison {bisons} other {loups}} ?',
		'rd.fam.one': 'Une famille {tiles, plural, one {d’un seul jeton} other {de # jetons}} : {calc}.',
		'rd.fam.best': 'Seule la meilleure famille compte : {points, plural, one {# point} other {# points}}.',
		'rd.fam.none': 'Aucune famille n’a de point d’eau : rien à marquer.',
		'rd.famTiles.prompt':
			'Choisissez tous les jetons de la famille {species, select, eagle {d’aigles} moose {d’élans} goat {de chèvres} bear {d’ours} bison {de bisons} other {de loups}} qui marque des points au décompte final.',
		'rd.famTiles.in': 'La famille qui marque, {tiles, plural, one {# jeton} other {# jetons}} : {calc}.',
		'rd.famTiles.out':
			'Une autre famille, {tiles, plural, one {# jeton, au rang {row}, case {col}} other {# jetons, dont celui du rang {row}, case {col}}} : {calc}, c’est moins.',
		'rule.scoring.best-family': 'une seule famille par espèce',
		'rd.caption':
			'Situations d’exercice tirées au hasard : le parc, les jetons Animal et les prérequis de terrain sont des exemples inventés, pas ceux du jeu imprimé.',
		'rd.fam.sunNote': 'Le Soleil ajoute un animal avant de multiplier : c’est notre lecture, la règle ne dit pas à quel moment l’ajouter.',
		'rd.reading.prompt': '{question} Ici, la réponse suit notre lecture : {reading}.',
		'rd.reading.hurricane-point': 'l’ouragan chasse aussi les points d’eau (la règle dit seulement « un point »)',
		'rd.reading.sun-then-multiply': 'le Soleil ajoute son animal à la famille, puis on multiplie par ses points d’eau (la règle ne dit pas dans quel ordre)',
	},
	en: {
		'rd.tileAt': '{tile} (row {row}, space {col})',
		'rd.spaceAt':
			'{terrain, select, mountain {Mountain} prairie {Prairie} forest {Forest} other {Space}}{onRiver, select, yes {, river} other {}}{onFall, select, yes {, waterfall} other {}} (row {row}, space {col})',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.flip.prompt': 'At the final scoring, the {weather} token stands on the circled weather space. Which animal tiles does it flip? Choose every such tile.',
		'rd.flip.yes': '{tile}: it shows {why}, so it is flipped.',
		'rd.flip.keeps': '{tile}: it shows nothing the {weather} token chases, so it stays face up.',
		'rd.flip.far': '{tile}: it is not next to the weather token, so it stays face up.',
		'rd.place.prompt':
			'The announced terrain requirement (a teaching one) is “{req, select, mountain {Mountain} prairie {Prairie} forest {Forest} waterfall {Waterfall} geyser {Next to a geyser} volcano {Next to the volcano} other {River}}”. Which of the circled spaces can take {player}’s animal tile? Choose every such space.',
		'rd.place.fits':
			'{space}: yes, {fallback, select, yes {like any free space, since none meets the requirement} other {the space is free and meets the requirement}}.',
		'rd.place.noFit': '{space}: no, {taken, select, yes {a tile is already there} other {it does not meet the requirement, while another free space does}}.',
		'rd.place.fallback': 'No free space meets the requirement: the tile may go on any free space.',
		'rd.fam.prompt':
			'At the final scoring, how many points does this park score for its {species, select, eagle {eagles} moose {moose} goat {goats} bear {bears} bison {bison} other {wolves}}?',
		'rd.fam.one': 'A family of {tiles, plural, one {# tile} other {# tiles}}: {calc}.',
		'rd.fam.best': 'Only the best family scores: {points, plural, one {# point} other {# points}}.',
		'rd.fam.none': 'No family has a watering hole: nothing to score.',
		'rd.famTiles.prompt':
			'Choose every tile of the {species, select, eagle {eagle} moose {moose} goat {goat} bear {bear} bison {bison} other {wolf}} family that scores at the final scoring.',
		'rd.famTiles.in': 'The family that scores, {tiles, plural, one {# tile} other {# tiles}}: {calc}.',
		'rd.famTiles.out':
			'Another family, {tiles, plural, one {# tile, at row {row}, space {col}} other {# tiles, one of them at row {row}, space {col}}}: {calc}, which is less.',
		'rule.scoring.best-family': 'one family per species',
		'rd.caption':
			'Practice situations drawn at random: the park, the animal tiles and the terrain requirements are invented teaching examples, not the printed game’s.',
		'rd.fam.sunNote': 'The Sun adds one animal before multiplying: that is our reading, as the rulebook doesn’t say when to add it.',
		'rd.reading.prompt': '{question} Here the answer follows our reading: {reading}.',
		'rd.reading.hurricane-point': 'the hurricane chases watering holes too (the rulebook only says “a point”)',
		'rd.reading.sun-then-multiply':
			'the Sun adds its animal to the family, then the animals are multiplied by its watering holes (the rulebook doesn’t say in which order)',
	},
});
