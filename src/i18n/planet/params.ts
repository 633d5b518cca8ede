import { count, listOf, numbers, oneOf, type ParamCatalog, players, text } from '../params';

/** What Planet's message params hold (src/i18n/params.ts): read by the edge-parameter test only. */
const TERRAINS = ['ocean', 'forest', 'desert', 'mountain', 'glacier'];

export const PARAMS: ParamCatalog = {
	/** A player named in a sentence (a `player.*` noun): the winner, the rival, the first player. */
	winner: players,
	player: players,
	which: oneOf('second', 'third'),
	beginners: oneOf('yes', 'no'),
	nobody: oneOf('yes', 'no'),
	touches: oneOf('yes', 'no'),
	own: count,
	other: count,
	passes: count,
	value: count,
	sizeSum: text(['5 + 2', '6 + 2 + 1']),
	rival: players,
	first: players,
	/** A name on a label (a planet's owner), as text. */
	name: text(['Anna', 'Matthieu', 'Émile'], ['Anna', 'Matthieu', 'Émile']),
	names: listOf('player.'),
	order: listOf('player.'),
	/** Terrain ids: `t` for a label (with the free face), `terrain` and `with` inside a sentence. */
	t: oneOf(...TERRAINS, 'free'),
	terrain: oneOf(...TERRAINS),
	with: oneOf(...TERRAINS),
	d: oneOf('s11', 's12', 'box'),
	kind: oneOf('most', 'touching', 'apart'),
	on: oneOf('yes', 'no'),
	/** An animal card's id (`animal.name`). */
	id: oneOf('panda', 'elephant', 'reindeer', 'fox', 'teachingGlaciers'),
	animal: text(['Renard', 'Carte d’exemple'], ['Fox', 'Teaching card']),
	condition: text('la plus grande région de forêt qui touche un glacier', 'the largest forest region touching a glacier'),
	card: text(
		['Renard (la plus grande région de forêt qui touche un glacier)', 'Carte d’exemple, inventée (le plus de régions de glacier)'],
		['Fox (the largest forest region touching a glacier)', 'Teaching card, made up (the most glacier regions)'],
	),
	face: numbers(1, 12),
	tile: numbers(1, 5),
	n: count,
	count,
	cards: count,
	qty: count,
	points: count,
	p: count,
	r: count,
	/** Region numbers on a face (1 = the largest region). */
	regions: text(['3', '3, 4']),
	/** The self-check's net (rd.net.joins): a region's number, and the lettered edges it crosses (A–S). */
	region: numbers(1, 2, 7),
	letters: text(['C', 'A et F', 'A, D et S'], ['C', 'A and F', 'A, D and S']),
	revealed: count,
	round: numbers(2, 3, 12),
	next: numbers(4, 12),
	min: count,
	max: count,
	size: count,
	score: text(['3 régions', 'aucune région qui compte', '9 parcelles'], ['3 regions', 'no region that counts', '9 areas']),
	a: count,
	b: count,
	apts: count,
	bpts: count,
	bparcels: count,
	bpoints: count,
	/** A tile's terrains in order round it. */
	terrains: text('forêt, forêt, océan, montagne, océan', 'forest, forest, ocean, mountain, ocean'),
	/** Region sizes in a list (the unit follows in the message). */
	sizes: text(['9 et 5', '6, 2 et 1'], ['9 and 5', '6, 2 and 1']),
	/** Whether every region listed has the same size (regions.list: « deux régions de 2 parcelles chacune »). */
	same: oneOf('yes', 'no'),
	/** A self-check prompt graded by one of the listed readings (rd.reading.prompt / rd.reading.why), and the other reading's outcome. */
	question: text('Tour 12 (le dernier). Avec les régions ci-dessus, qui prend la carte ?', 'Round 12 (the last). With the regions above, who takes the card?'),
	reading: oneOf('touching', 'edge', 'second'),
	outcome: text(
		['Bruno prendrait la carte', 'personne ne prendrait la carte, qui retournerait dans la boîte'],
		['Bruno would take the card', 'nobody would take the card, which would go back in the box'],
	),
	scores: text(
		['Anna (3 régions), Bruno (2 régions) et Chloé (aucune région)', 'Matthieu (9 parcelles) et Céline (9 parcelles)'],
		['Anna (3 regions), Bruno (2 regions) and Chloé (no region)', 'Matthieu (9 areas) and Céline (9 areas)'],
	),
	dest: text(['sur la pile 11', 'dans la boîte'], ['onto stack 11', 'into the box']),
	parts: text(['2 vont sur la pile 11 et 1 va sur la pile 12'], ['2 go onto stack 11 and one goes onto stack 12']),
	left: text(
		['La tuile restante va sur la pile 11.', 'Des 3 tuiles restantes, 2 vont sur la pile 11 et 1 va sur la pile 12.'],
		['The leftover tile goes onto stack 11.', 'Of the three leftover tiles, two go onto stack 11 and one goes onto stack 12.'],
	),
	life: text(
		'Vie : on attribue les cartes de la colonne 5 (1 carte, plus celles qu’une égalité y a fait passer).',
		'Life: the cards in column 5 are awarded (1 card, plus any a tie moved there).',
	),
	/** What follows a placement in the planet widget: the rival's pick, the leftovers, the next round. */
	rest: text(
		[
			'Bruno prend ensuite une tuile. Les 3 tuiles restantes vont sur la pile 11. Tour 2 : Bruno a le jeton Premier joueur et a déjà pris sa tuile ; vous choisissez parmi les 4 qui restent.',
		],
		[
			'Bruno then takes a tile. The 3 leftover tiles go onto stack 11. Round 2: Bruno holds the first-player token and has already taken his tile; you choose from the 4 left.',
		],
	),
	/** The score sheet (sheet.*): a typed cell refused, the players tied on points. */
	typed: text(['-1', 'abc']),
	tied: listOf('player.'),
	list: text(['une région de 6 parcelles', '2 régions, de 6 et 2 parcelles'], ['one region of 6 areas', '2 regions, of 6 and 2 areas']),
	tie: text('Égalité de points : Bruno a plus de cartes Animal (5 contre 4) et l’emporte.', 'Tied on points: Bruno has more animal cards (5 to 4) and wins.'),
	/** The winner's and the loser's animal cards on a tie on points (end.tie.cards). */
	wc: count,
	lc: count,
	totals: text('Anna 20, Bruno 18'),
	result: text(['Gagnante : Anna', 'Gagnants : Anna et Bruno'], ['Winner: Anna', 'Winners: Anna and Bruno']),
	verdict: text(
		'Anna (3 régions) et Bruno (2 régions). Anna est seule en tête : elle prend la carte.',
		'Anna (3 regions) and Bruno (2 regions). Anna alone is ahead: she takes the card.',
	),
	legend: text('O = océan · F = forêt', 'O = ocean · F = forest'),
};
