import { mirror } from '../source';

/** The score sheet (issue 30): one big scoring as the table counts it, and the end of the game. */
export const SHEET_WL = /* @__PURE__ */ mirror({
	fr: {
		'sheet.title': 'Feuille de score de WildLife',
		'sheet.options': 'Ce décompte',
		'sheet.final': 'C’est le décompte final, à la fin de la partie',
		'sheet.areas': 'Les territoires, dans l’ordre du décompte',
		'sheet.areasHelp':
			'Le site n’a pas le plan du plateau : comptez une fois les cases de chaque territoire (4 ou 5 pour un petit, 8 ou 9 pour un grand), puis les pions de chaque joueur.',
		'sheet.spaces': 'Cases du territoire',
		'sheet.pendingSpaces':
			'{player} est {player_gender, select, f {seule} other {seul}} ici : indiquez les cases du territoire pour savoir s’il est plein (5 points) ou non (4 points).',
		'sheet.herds': 'Les colonies',
		'sheet.herdsHelp':
			'Pour chaque joueur, la taille de chacune de ses colonies, séparées par des espaces (par exemple 4 4 2). Un pion seul est une colonie de 1 ; seules les cinq plus grandes de la table rapportent.',
		'sheet.most.adaptations': 'Jetons Adaptation, recouverts compris',
		'sheet.most.abilities': 'Cartes Capacité',
		'sheet.most.food': 'Nourriture (la valeur de vos jetons)',
		'sheet.row.adaptations': 'Adaptations',
		'sheet.row.abilities': 'Capacités',
		'sheet.row.food': 'Nourriture',
		'sheet.track': 'Piste de score avant ce décompte',
		'sheet.table': 'Points de ce décompte, ligne par ligne',
		'sheet.points': 'Points du décompte',
		'sheet.before': 'Piste avant',
		'sheet.after': 'Nouvelle position',
		'sheet.pending': 'pas encore décompté',
		'sheet.incomplete': 'Un territoire attend encore son nombre de cases : les totaux ne le comptent pas encore.',
		'sheet.notDone': 'Le vainqueur s’affiche quand chaque territoire est décompté et qu’aucune valeur n’est refusée.',
		'sheet.winner': '{winner} gagne la partie avec {n, plural, one {# point} other {# points}}.',
		'sheet.winnersShared':
			'Égalité à {n, plural, one {# point} other {# points}} entre {tied} : aucune des deux règles ne départage, la victoire est partagée.',
		'sheet.finalFood': 'La nourriture restante ne se convertit plus, mais elle compte encore ici.',
		'sheet.notCount': '« {typed} » n’est pas un nombre entier positif ou nul.',
		'sheet.badSpaces': '{areaSize, select, small {Un petit territoire} other {Un grand territoire}} a {min} ou {max} cases, pas {n}.',
		'sheet.areaFull':
			'Une case ne tient qu’un pion : {known, select, yes {ce territoire a {max, plural, one {# case} other {# cases}}} other {{areaSize, select, small {un petit territoire} other {un grand territoire}} a au plus {max, plural, one {# case} other {# cases}}}}, et la feuille y compte {n, plural, one {# pion} other {# pions}}.',
		'sheet.playerPieces':
			'À {playerCount} joueurs, chacun n’a que {max, plural, one {# pion} other {# pions}} ; la feuille en donne {n} {player_to} dans les territoires.',
		'sheet.badHerds': '« {typed} » n’est pas une taille de colonie : une colonie compte au moins un pion.',
		'sheet.herdsOwned': 'Ces colonies comptent {n, plural, one {# pion} other {# pions}}, or {player} n’en a que {max} en tout.',
		'sheet.herdsOnBoard':
			'Ces colonies comptent {n, plural, one {# pion} other {# pions}}, mais les territoires n’en donnent que {max} {player_to} : chaque pion d’une colonie est dans un territoire.',
		'rule.setup.components': 'le matériel, dont le plateau',
		'rule.setup.reserve': 'votre réserve',
		'rule.setup.score-markers': 'les marqueurs de score',
		'rule.scoring.abilities-count': 'les cartes Capacité',
		'rule.scoring.food-count': 'la nourriture',
		'rule.end-and-variants.final-scoring': 'le décompte final',
	},
	en: {
		'sheet.title': 'WildLife score sheet',
		'sheet.options': 'This scoring',
		'sheet.final': 'This is the final scoring, at the end of the game',
		'sheet.areas': 'The areas, in scoring order',
		'sheet.areasHelp':
			'The site does not have the board’s map: count each area’s spaces once (4 or 5 for a small one, 8 or 9 for a large one), then each player’s pieces.',
		'sheet.spaces': 'Spaces in the area',
		'sheet.pendingSpaces': '{player} is alone here: enter the area’s spaces to know whether it is full (5 points) or not (4 points).',
		'sheet.herds': 'Herds',
		'sheet.herdsHelp':
			'For each player, the size of each of their herds, separated by spaces (for example 4 4 2). A lone piece is a herd of 1; only the five largest at the table score.',
		'sheet.most.adaptations': 'Adaptation tiles, covered ones included',
		'sheet.most.abilities': 'Ability cards',
		'sheet.most.food': 'Food (the value of your tokens)',
		'sheet.row.adaptations': 'Adaptations',
		'sheet.row.abilities': 'Abilities',
		'sheet.row.food': 'Food',
		'sheet.track': 'Score track before this scoring',
		'sheet.table': 'Points of this scoring, line by line',
		'sheet.points': 'This scoring',
		'sheet.before': 'Track before',
		'sheet.after': 'New position',
		'sheet.pending': 'not scored yet',
		'sheet.incomplete': 'An area still needs its number of spaces: the totals leave it out for now.',
		'sheet.notDone': 'The winner shows once every area is scored and no value is refused.',
		'sheet.winner': '{winner} wins the game with {n, plural, one {# point} other {# points}}.',
		'sheet.winnersShared': 'A tie on {n, plural, one {# point} other {# points}} between {tied}: neither rulebook breaks it, so the victory is shared.',
		'sheet.finalFood': 'Food left can no longer be converted, but it still counts here.',
		'sheet.notCount': '“{typed}” is not a whole number of 0 or more.',
		'sheet.badSpaces': '{areaSize, select, small {A small area} other {A large area}} has {min} or {max} spaces, not {n}.',
		'sheet.areaFull':
			'A space holds one piece: {known, select, yes {this area has {max, plural, one {# space} other {# spaces}}} other {{areaSize, select, small {a small area} other {a large area}} has at most {max, plural, one {# space} other {# spaces}}}}, and the sheet counts {n, plural, one {# piece} other {# pieces}} in it.',
		'sheet.playerPieces':
			'With {playerCount} players each has only {max, plural, one {# piece} other {# pieces}}; the sheet gives {n} in the areas {player_to}.',
		'sheet.badHerds': '“{typed}” is not a herd’s size: a herd has at least one piece.',
		'sheet.herdsOwned': 'These herds hold {n, plural, one {# piece} other {# pieces}}, but {player} has only {max} in all.',
		'sheet.herdsOnBoard':
			'These herds hold {n, plural, one {# piece} other {# pieces}}, but the areas give only {max} {player_to}: every piece of a herd stands in an area.',
		'rule.setup.components': 'the components, the board among them',
		'rule.setup.reserve': 'your reserve',
		'rule.setup.score-markers': 'score markers',
		'rule.scoring.abilities-count': 'ability cards',
		'rule.scoring.food-count': 'food',
		'rule.end-and-variants.final-scoring': 'the final scoring',
	},
});
