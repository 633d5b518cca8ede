import { mirror } from '../source';

/** Strings of the setup widget and the seeding refusals. */
export const SETUP = /* @__PURE__ */ mirror({
	fr: {
		'setup.title': 'Mettre en place une partie, pas à pas',
		'setup.players': 'Joueurs :',
		'setup.playersButton': '{n, plural, one {# joueur} other {# joueurs}}',
		'setup.step.board':
			'Le plateau est posé au milieu de la table. Ici, un plateau d’exemple : 12 territoires, chaque terrain une fois en petit territoire (4 ou 5 cases) et une fois en grand (8 ou 9 cases). Les traits épais séparent les territoires.',
		'setup.step.charts':
			'Les tableaux d’espèce sont distribués au hasard, un par joueur, et restent visibles de tous. Anna a l’Homme, le seul tableau connu ; les autres tableaux de cet exemple sont inventés. Sur votre table, lisez ceux de votre boîte.',
		'setup.step.reserve':
			'{n, plural, one {À # joueur} =2 {À deux joueurs} =3 {À trois joueurs} =4 {À quatre joueurs} =5 {À cinq joueurs} =6 {À six joueurs} other {À # joueurs}}, chacun prend {pieces, plural, one {# pion} other {# pions}} de son espèce. Ils forment sa réserve ; le reste retourne dans la boîte.',
		'setup.step.startPlayer':
			'L’espèce la plus ancienne (l’âge est imprimé sur le tableau) commence ; ici, disons Anna. Les marqueurs de score partent des cases 1, 2, 3… dans le sens des aiguilles d’une montre à partir d’elle.',
		'setup.step.food': 'Tout le monde commence avec 8 points de nourriture ; les jetons restants (valeurs 1 et 5) forment la réserve.',
		'setup.step.supply':
			'À côté du plateau : les jetons Adaptation triés par terrain et par niveau, les cartes Capacité triées par type. Les 11 marqueurs de territoire (les cylindres blancs) vont sur l’échelle des territoires, le marqueur de décomptes (le pion mauve) sur sa case de départ.',
		'setup.step.hand': 'On mélange les cartes « Wildlife » : 10 en main pour chacun, le reste en pioche face cachée.',
		'setup.step.seedingStart':
			'Placement initial : {n, plural, one {à # joueur} =2 {à deux joueurs} =3 {à trois joueurs} =4 {à quatre joueurs} =5 {à cinq joueurs} =6 {à six joueurs} other {à # joueurs}}, chacun met de côté {seeds, plural, one {# pion} other {# pions}}. On les pose un par un, à tour de rôle, en commençant par Anna.',
		'setup.step.seed':
			'{player} pose le premier pion dans {area_the}, ligne {row}, colonne {col}. Chaque pion du placement initial doit remplir trois conditions : le tableau du joueur permet quelque chose sur ce terrain (ici « {level} » ; tout niveau sauf « aucune action » suffit), la case est libre, et le territoire n’a pas atteint sa limite. Celui-ci porte maintenant {count, plural, one {un pion} other {# pions}}, pour une limite de {limit}.',
		/** The seeds after the first (the widget picks these forms): the checks are not explained again. */
		'setup.step.seedNext':
			'{player} : {area}, ligne {row}, colonne {col} ({level}) ; {count, plural, one {un pion} other {# pions}} pour une limite de {limit}.',
		'setup.step.seedFull':
			'{player} : {area}, ligne {row}, colonne {col} ({level}). Ce territoire atteint sa limite {limit, plural, one {d’un pion} other {de # pions}} et reste fermé jusqu’à la fin du placement.',
		'setup.step.seedLast':
			'{player} pose le dernier pion dans {area_the}, ligne {row}, colonne {col}. Le placement initial est terminé : {total, plural, one {# pion} other {# pions}} sur le plateau, et Anna ouvre la partie.',
		'setup.table.player': 'Joueur',
		'setup.table.chart': 'Tableau',
		'setup.table.reserve': 'Réserve',
		'setup.table.food': 'Nourriture',
		'setup.table.score': 'Case de score',
		'setup.table.toPlace': 'À placer',
		'setup.table.caption': 'Les joueurs, dans l’ordre du tour',
		'setup.charts.caption': 'Ce que chaque tableau permet sur chaque terrain',
		'setup.charts.summary': 'Voir les tableaux des joueurs',
		'setup.try.intro':
			'Posez vous-même les pions du placement initial, pour chaque joueur à tour de rôle. Choisissez une case avec la souris, ou avec les flèches puis Entrée.',
		'setup.try.turn': 'À {player} de poser un pion (encore {left, plural, one {# pion} other {# pions}}).',
		'setup.try.placed': '{player} a posé un pion dans {area_the}, ligne {row}, colonne {col}.',
		'setup.try.done': 'Placement initial terminé : {total, plural, one {# pion} other {# pions}} posés. Anna commence la partie.',
		'setup.try.restart': 'Recommencer le placement',
		'setup.try.editCharts': 'Saisir les tableaux de votre boîte',
		'setup.try.editHelp': 'Avant le premier pion, vous pouvez donner à chaque joueur le tableau imprimé dans votre boîte.',
		'setup.caption':
			'Le plateau et tous les tableaux, sauf celui d’Anna (l’Homme), sont inventés pour apprendre : ni la carte du jeu ni ses tableaux ne sont reproduits ici.',
		'seed.noSuchCell': 'Cette case n’existe pas sur le plateau.',
		'seed.spaceTaken': 'Cette case est déjà occupée : une case ne porte jamais qu’un seul pion.',
		'seed.noAction': 'Le tableau de ce joueur indique « aucune action » {inTerrain} : il ne peut pas y poser de pion.',
		'seed.smallAreaLimit':
			'Ce petit territoire porte déjà {limit, plural, one {# pion} other {# pions}} : pendant le placement initial, un petit territoire n’en accepte pas plus de {limit}, tous joueurs confondus.',
		'seed.largeAreaLimit':
			'Ce grand territoire porte déjà {limit, plural, one {# pion} other {# pions}} : pendant le placement initial, un grand territoire n’en accepte pas plus de {limit}, tous joueurs confondus.',
		'seed.done': 'Le placement initial est terminé.',
	},
	en: {
		'setup.title': 'Setting up a game, step by step',
		'setup.players': 'Players:',
		'setup.playersButton': '{n, plural, one {# player} other {# players}}',
		'setup.step.board':
			'The board goes in the middle of the table. Here, an example board: 12 areas, each terrain once as a small area (4 or 5 spaces) and once as a large one (8 or 9 spaces). Thick lines separate areas.',
		'setup.step.charts':
			'Species charts are dealt at random, one per player, and stay in view of everyone. Anna has the Human, the only chart we know; the other charts in this example are made up. At your table, read the ones in your box.',
		'setup.step.reserve':
			'Everyone takes the pieces of their species: {pieces} each with {n, plural, one {# player} =2 {two players} =3 {three players} =4 {four players} =5 {five players} =6 {six players} other {# players}}. These pieces are each player’s reserve; the rest go back in the box.',
		'setup.step.startPlayer':
			'The oldest species (its age is printed on the chart) goes first; here, say Anna. Score markers start on spaces 1, 2, 3… going clockwise from that player.',
		'setup.step.food': 'Everyone starts with 8 food; the remaining tokens (worth 1 and 5) are the bank.',
		'setup.step.supply':
			'Beside the board: adaptation tiles sorted by terrain and level, ability cards sorted by type. The 11 area markers (the white cylinders) go on the small-scoring track, and the purple scoring marker on its start space.',
		'setup.step.hand': 'Shuffle the WildLife cards: 10 in each hand, the rest face down as the draw pile.',
		'setup.step.seedingStart':
			'Seeding: everyone sets aside {seeds, plural, one {# piece} other {# pieces}} (with {n, plural, one {# player} =2 {two players} =3 {three players} =4 {four players} =5 {five players} =6 {six players} other {# players}}). They go down one at a time, in turn, starting with Anna.',
		'setup.step.seed':
			'{player} places the first piece in {area_the}, at row {row}, column {col}. Every seeded piece must pass three checks: the player’s chart allows something on that terrain (here “{level}”; anything but “no action” will do), the space is empty, and the area is under its limit. This one now holds {count} of the {limit} allowed.',
		/** The seeds after the first (the widget picks these forms): the checks are not explained again. */
		'setup.step.seedNext': '{player} places a piece in {area_the}, at row {row}, column {col} ({level}); the area now holds {count} of {limit}.',
		'setup.step.seedFull':
			'{player} places a piece in {area_the}, at row {row}, column {col} ({level}). That area has reached its limit of {limit}: nobody else may seed there.',
		'setup.step.seedLast':
			'{player} places the last piece in {area_the}, at row {row}, column {col}. Seeding is over: {total, plural, one {# piece} other {# pieces}} on the board, and Anna opens the game.',
		'setup.table.player': 'Player',
		'setup.table.chart': 'Chart',
		'setup.table.reserve': 'Reserve',
		'setup.table.food': 'Food',
		'setup.table.score': 'Score space',
		'setup.table.toPlace': 'To place',
		'setup.table.caption': 'Players, in turn order',
		'setup.charts.caption': 'What each chart allows on each terrain',
		'setup.charts.summary': 'Show the players’ charts',
		'setup.try.intro': 'Seed the board yourself, for each player in turn. Pick a space with the mouse, or with the arrow keys and Enter.',
		'setup.try.turn': '{player}’s turn to place a piece ({left} left).',
		'setup.try.placed': '{player} placed a piece in {area_the}, at row {row}, column {col}.',
		'setup.try.done': 'Seeding is over: {total, plural, one {# piece} other {# pieces}} placed. Anna starts the game.',
		'setup.try.restart': 'Restart seeding',
		'setup.try.editCharts': 'Enter the charts from your box',
		'setup.try.editHelp': 'Before the first piece goes down, you may give each player the chart printed in your box.',
		'setup.caption': 'The board, and every chart except Anna’s Human, are made up for learning: neither the game’s map nor its charts are reproduced here.',
		'seed.noSuchCell': 'That space is not on the board.',
		'seed.spaceTaken': 'That space is taken: a space never holds more than one piece.',
		'seed.noAction': 'This player’s chart says “no action” {inTerrain}: no piece can go there.',
		'seed.smallAreaLimit':
			'This small area already holds {limit, plural, one {# piece} other {# pieces}}: while seeding, a small area takes no more than {limit}, counting every player.',
		'seed.largeAreaLimit':
			'This large area already holds {limit, plural, one {# piece} other {# pieces}}: while seeding, a large area takes no more than {limit}, counting every player.',
		'seed.done': 'Seeding is over.',
	},
});
