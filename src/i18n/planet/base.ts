import { mirror } from '../source';

/**
 * Words every Planet widget uses: terrains, faces, regions, refusals and the rules they link to.
 * A terrain inside a sentence is a `select` on its id (`{terrain, select, ocean {d’océan} …}`), so
 * each message writes the form it needs (« de forêt », « d’océan », « un glacier », “a glacier”).
 */
export const BASE = /* @__PURE__ */ mirror({
	fr: {
		'board.key': 'Légende',
		'terrain.name': '{t, select, ocean {Océan} forest {Forêt} desert {Désert} mountain {Montagne} glacier {Glacier} other {Face libre}}',
		'terrain.lower': '{t, select, ocean {océan} forest {forêt} desert {désert} mountain {montagne} glacier {glacier} other {libre}}',
		'face.freeKey': 'Face libre (sans tuile)',
		'face.free': 'Face {face}, libre',
		'face.label': 'Face {face} : {terrains}{count, plural, =0 {} one {, région {regions}} other {, régions {regions}}}',
		'globe.label':
			'La planète, face {face} devant ; {count, plural, =0 {aucune tuile posée} one {# tuile posée} other {# tuiles posées}}. Faites-la tourner en la faisant glisser, ou avec les flèches quand elle a le focus.',
		'globe.front': 'Face {face} devant.',
		'globe.help': 'Glissez sur la planète pour la tourner ; au clavier, donnez-lui le focus et utilisez les flèches.',
		'net.title': 'Patron à plat : les 12 faces du cœur dépliées, numérotées de 1 à 12',
		'net.heading': 'Le patron à plat (les 12 faces)',
		parcels: '{n, plural, one {# parcelle} other {# parcelles}}',
		'regions.list':
			'{count, plural, =0 {aucune région} one {une région {size, plural, one {d’une parcelle} other {de # parcelles}}} other {{same, select, yes {{count, plural, =2 {deux} =3 {trois} =4 {quatre} =5 {cinq} =6 {six} other {#}} régions {size, plural, one {d’une parcelle} other {de # parcelles}} chacune} other {{count, plural, =2 {deux} =3 {trois} =4 {quatre} =5 {cinq} =6 {six} other {#}} régions, de {sizes} parcelles}}}}',
		'teaching.tiles': 'Tuiles d’exemple : inventées pour ce site, ce ne sont pas les 50 tuiles du jeu, dont la composition n’est pas dans nos sources.',
		'teaching.planets':
			'Planètes d’exemple : inventées pour ce site. Les deux forêts de 9 parcelles de Matthieu et de Céline et la seconde forêt de 5 de Céline viennent de l’exemple de la règle ; le reste de leurs planètes est à nous.',
		'planet.refuse.noFace': 'Cette face n’existe pas sur le cœur.',
		'planet.refuse.taken': 'La face {face} porte déjà une tuile : une tuile se pose sur une face encore libre.',
		'planet.refuse.noTile': 'Choisissez d’abord une tuile parmi celles qui sont retournées.',
		'award.refuse.min': 'Il faut au moins {n, plural, one {# planète} other {# planètes}} pour se disputer une carte.',
		'award.refuse.max': 'Planet se joue à {n, plural, one {# joueur} other {# joueurs}} au plus.',
		'end.refuse.number': 'Écrivez des nombres entiers, de 0 à 60 parcelles.',
		'end.refuse.order': 'De {min} à {max} ? Le premier nombre doit être le plus petit.',
		'end.refuse.overlap':
			'Deux lignes comptent {n, plural, one {# parcelle} other {# parcelles}} : sur une carte objectif, chaque nombre de parcelles n’a qu’une ligne.',
		'end.refuse.full': 'Le barème va déjà jusqu’à 60 parcelles, le cœur entier.',
		'end.refuse.lastRow': 'Une carte objectif a au moins une ligne : modifiez celle-ci plutôt que de l’effacer.',
		'end.refuse.parcels': 'Un cœur compte 60 parcelles : écrivez un nombre de 0 à 60.',
		'rule.round.free-face': 'poser sa tuile sur une face libre',
		'rule.round.draft': 'choisir une tuile',
		'rule.animals.who-wins': 'qui remporte une carte Animal',
		'rule.end.objective': 'la carte objectif',
	},
	en: {
		'board.key': 'Key',
		'terrain.name': '{t, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} glacier {Glacier} other {Free face}}',
		'terrain.lower': '{t, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} glacier {glacier} other {free}}',
		'face.freeKey': 'Free face (no tile)',
		'face.free': 'Face {face}, free',
		'face.label': 'Face {face}: {terrains}{count, plural, =0 {} one {, region {regions}} other {, regions {regions}}}',
		'globe.label':
			'The planet, face {face} in front; {count, plural, =0 {no tile placed} one {# tile placed} other {# tiles placed}}. Drag it to turn it, or use the arrow keys when it has focus.',
		'globe.front': 'Face {face} in front.',
		'globe.help': 'Drag the planet to turn it; with a keyboard, give it focus and use the arrow keys.',
		'net.title': 'Flat net: the 12 faces of the core unfolded, numbered 1 to 12',
		'net.heading': 'The flat net (all 12 faces)',
		parcels: '{n, plural, one {# area} other {# areas}}',
		'regions.list':
			'{count, plural, =0 {no region} one {one region of {size, plural, one {# area} other {# areas}}} other {{same, select, yes {# regions of {size, plural, one {one area} other {# areas}} each} other {# regions, of {sizes} areas}}}}',
		'teaching.tiles': 'Teaching tiles: made up for this site, not the game’s 50 tiles, whose make-up is not in our sources.',
		'teaching.planets':
			'Teaching planets: made up for this site. Matthieu’s and Céline’s forests of 9 areas and Céline’s second forest of 5 come from the rulebook’s example; the rest of their planets is ours.',
		'planet.refuse.noFace': 'The core has no such face.',
		'planet.refuse.taken': 'Face {face} already holds a tile: a tile goes on a face that is still free.',
		'planet.refuse.noTile': 'First choose one of the face-up tiles.',
		'award.refuse.min': 'A card needs at least {n, plural, one {# planet} other {# planets}} to compete for it.',
		'award.refuse.max': 'Planet is for {n, plural, one {# player} other {# players}} at most.',
		'end.refuse.number': 'Type whole numbers, from 0 to 60 areas.',
		'end.refuse.order': 'From {min} to {max}? The first number must be the smaller one.',
		'end.refuse.overlap': 'Two lines count {n, plural, one {# area} other {# areas}}: on an objective card, each number of areas has one line only.',
		'end.refuse.full': 'The table already runs to 60 areas, the whole core.',
		'end.refuse.lastRow': 'An objective card has at least one line: change this one rather than delete it.',
		'end.refuse.parcels': 'A core has 60 areas: type a number from 0 to 60.',
		'rule.round.free-face': 'placing your tile on a free face',
		'rule.round.draft': 'choosing a tile',
		'rule.animals.who-wins': 'who wins an animal card',
		'rule.end.objective': 'the objective card',
	},
});
