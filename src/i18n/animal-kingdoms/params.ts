import { count, listOf, nouns, numbers, oneOf, type ParamCatalog, players, text } from '../params';

/** What Animal Kingdoms' message params hold (src/i18n/params.ts): read by the edge-parameter test only. */
export const PARAMS: ParamCatalog = {
	player: players,
	// The score sheet (sheet.*): a typed cell refused, several players tied, a min/max of a rule, a list of counts.
	typed: text(['-1', 'abc']),
	tied: listOf('player.'),
	min: numbers(4, 6, 8),
	max: numbers(0, 1, 2, 7, 18),
	winner: players,
	players: listOf('player.'),
	strength: count,
	points: count,
	cardName: text('Tigre 5', 'Tiger 5'),
	tokens: count,
	plus: numbers(4, 6),
	low: oneOf('yes', 'no'),
	capital: oneOf('yes', 'no'),
	skip: oneOf('lead', 'capital', 'full'),
	relaxed: numbers(0, 1, 2),
	drawn: numbers(1, 3, 4, 8),
	battle: oneOf('won', 'perfect', 'none'),
	kind: oneOf('odd', 'even', 'atMost', 'atLeast', 'higher', 'lower', 'geStrongest'),
	bot: count,
	you: count,
	// A refused card's reason as a clause (rd.decree.why.*), after « Abeille 5 : non, … ».
	reason: text('le décret demande une valeur impaire et 4 est pair', 'the decree asks for an odd value and 4 is even'),
	first: players,
	// Several players as one noun (words.ts `players`): one, two or three of them.
	names: listOf('player.'),
	winners: listOf('player.'),
	losers: listOf('player.'),
	out: listOf('player.'),
	still: listOf('player.'),
	// Species, cards and kingdoms as nouns (words.ts): every species (a card is its species with a value).
	card: nouns('species.'),
	cards: listOf('species.'),
	allowed: listOf('species.'),
	species: listOf('species.'),
	kingdom: nouns('kingdom.'),
	left: nouns('kingdom.'),
	right: nouns('kingdom.'),
	family: oneOf('here', 'neighbours', 'others'),
	/** How many cards a comparing decree looks at (rd.decree.why.*: one last card, or the lowest/highest of several). */
	looked: count,
	shared: oneOf('species', 'value'),
	n: count,
	free: count,
	total: numbers(2, 8, 10),
	tile: numbers(1, 3, 8),
	size: numbers(4, 7, 8),
	value: numbers(1, 5, 8),
	bonus: text(
		'Sa carte Bonus, un tigre 6, est de la même espèce : elle est jouée aussi, avec un deuxième cube, puis remplacée.',
		'Its bonus card, a tiger 6, has the same species: it is played too, with a second cube, then replaced.',
	),
	compare: text(
		'Abdel sort de la bataille ; Stéphanie et Carla restent à égalité et révèlent une nouvelle carte.',
		'Abdel is out of the battle; Stéphanie and Carla are still tied and reveal another card.',
	),
	counts: text(
		['Carla a 3 cubes, Abdel 2 cubes et Nicolas 1 cube', 'personne n’a de cube'],
		['Carla has 3 cubes, Abdel 2 cubes and Nicolas 1 cube', 'nobody has a cube'],
	),
	list: text(
		['le royaume de 5 territoires (seule sa capitale est libre) et le royaume de 6 territoires (plein)', 'Abdel 1, Stéphanie 0'],
		['the 5-territory kingdom (only its capital is free) and the 6-territory kingdom (full)', 'Abdel 1, Stéphanie 0'],
	),
	places: text(
		[' Abdel et Stéphanie marquent chacun 3 points pour la deuxième place. Nicolas marque 1 point pour la troisième place.', ''],
		[' Abdel and Stéphanie score 3 points each for second place. Nicolas scores 1 point for third place.', ''],
	),
	third: text(['', ' Nicolas marque 1 point pour la troisième place.'], ['', ' Nicolas scores 1 point for third place.']),
	ref: text(['la dernière carte de ce royaume', 'la dernière carte de chaque voisin'], ['the last card in this kingdom', 'the last card of each neighbour']),
	result: text('Stéphanie gagne la bataille et la tuile de 6 points.', 'Stéphanie wins the battle and the 6-point token.'),
	reveal: text(
		['Abdel révèle une abeille 2, Stéphanie un tigre 6 et Carla un lézard 6, renforcé à 8', 'Stéphanie révèle un okapi 7'],
		['Abdel reveals a bee 2, Stéphanie a tiger 6 and Carla a lizard 6, reinforced to 8', 'Stéphanie reveals an okapi 7'],
	),
	space: text(['Territoire', 'Capitale'], ['Territory', 'Capital']),
	tie: text(
		'Dans le royaume de 7 territoires, Abdel a 2 cubes, Stéphanie 2 cubes et Carla 2 cubes. Abdel, Stéphanie et Carla sont à égalité pour la majorité : une bataille les départage.',
		'In the 7-territory kingdom, Abdel has 2 cubes, Stéphanie 2 cubes and Carla 2 cubes. Abdel, Stéphanie and Carla are tied for the most cubes, so they fight a battle.',
	),
	totals: text(
		'Abdel a 14 points, Stéphanie 18 points, Carla 15 points et Nicolas 13 points',
		'Abdel has 14 points, Stéphanie 18 points, Carla 15 points and Nicolas 13 points',
	),
	values: text(['4, 6', '6, 7'], ['4, 6', '6, 7']),
	// Kingdom sizes skipped together by the bot (soloWords.ts skippedWords): « 4 et 5 » / "4- and 5".
	sizes: text(['4 et 5', '5, 6 et 7'], ['4- and 5', '5-, 6- and 7']),
	last: oneOf('yes', 'no'),
	here: oneOf('yes', 'no'),
	// A self-check prompt followed by the reading it is graded by (rd.withReading), and a reveal that ties again under the other reading.
	question: text('Quelles cartes de sa main Abdel peut-il jouer ici ?', 'Which of the cards in Abdel’s hand may be played here?'),
	reading: text(
		'La correction suit notre lecture : un 1 renforcé par un jeton vaut sa nouvelle valeur et ne bat plus une carte de 8 ou plus.',
		'Grading follows our reading: a 1 reinforced by a token is worth its new value and no longer beats a card of 8 or more.',
	),
	again: oneOf('yes', 'no'),
	why: text(['', ' : un 1 bat un 8'], ['', ': a 1 beats an 8']),
};
