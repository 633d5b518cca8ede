import { mirror } from '../source';

/** Strings of the board-actions widget, the shared play.* words, the action.* refusals and the turn rule titles. */
export const ACTIONS = /* @__PURE__ */ mirror({
	fr: {
		'play.cell': 'ligne {row}, colonne {col} ({terrain})',
		'play.table.player': 'Joueur',
		'play.table.reserve': 'Réserve',
		'play.table.lost': 'Pions perdus',
		'play.table.terrain': 'Terrain',
		'play.table.level': 'Niveau',
		'play.table.food': 'Nourriture',
		'play.table.score': 'Score',
		'play.levelFor': 'Niveau d’Anna : {terrain}',
		'actions.title': 'Se déplacer, se reproduire, attaquer',
		'actions.action.migrate': 'Se déplacer',
		'actions.action.expand': 'Se reproduire',
		'actions.action.attack': 'Attaquer',
		'actions.choice':
			'{action} avec une carte {card_id, select, water {Eau} steppe {Steppe} savanna {Savane} forest {Forêt} mountain {Montagne} other {Désert}}',
		'actions.prompt.pickPiece': 'Choisissez sur le plateau le pion d’Anna à déplacer.',
		'actions.prompt.noTarget': 'Le pion sur la case {cell} ne peut aller nulle part avec cette carte. Choisissez un autre pion, ou une autre carte.',
		'actions.prompt.targets': 'Pion choisi : {cell}. Cases à sa portée : {targets}.',
		'actions.prompt.expand':
			'Choisissez une case libre d’un territoire {card_id, select, water {d’eau} other {de {card}}} : un pion de la réserve y sera posé.',
		'actions.prompt.attack': 'Choisissez, dans un territoire {card_id, select, water {d’eau} other {de {card}}} plein, le pion adverse à remplacer.',
		'actions.did.migrate': 'Le pion passe de la case {from} à la case {cell}, en un pas.',
		'actions.did.jump': 'Le pion passe de la case {from} à la case {cell} en sautant par-dessus des pions d’Anna.',
		'actions.did.expand': 'Un pion de la réserve est posé sur la case {cell}.',
		'actions.did.attack': 'Un pion de la réserve remplace celui {player_of} sur la case {cell} ; le pion retiré quitte la partie.',
		'actions.did.scored': 'Le territoire est plein : décompte immédiat, {points, plural, one {# case} other {# cases}} gagnées.',
		'actions.table.caption': 'Réserve et pions perdus',
		'actions.levels.caption': 'Niveaux d’Anna sur chaque terrain',
		'actions.levels.edit': 'Tableau d’Anna (modifiable)',
		'actions.legend':
			'Repères : cadre noir et blanc = pion choisi ou dernier coup ; cadre bleu = arrivée possible ; cadre rouge = coup refusé. Les mêmes informations sont écrites au-dessus du plateau.',
		'actions.setting.label': 'Ce que vérifie un déplacement :',
		'actions.setting.arrival': 'case d’arrivée seule (règle française)',
		'actions.setting.path': 'départ, chemin et arrivée (règle anglaise)',
		'actions.step.start':
			'Vous jouez Anna (pion A) avec le tableau de l’Homme : déplacement en forêt et en montagne, reproduction en steppe, attaque en savane. Anna a trois pions en ligne dans la grande steppe, un dans la petite savane (pleine) et un sur l’eau, où l’a envoyé l’échange « Mobilité » d’un adversaire (l’Homme n’a aucune action dans l’eau). En pleine partie : chacun a déjà perdu trois pions (voir le tableau).',
		'actions.step.chooseMigrate':
			'Anna joue une carte Forêt pour se déplacer. L’Homme n’a que le niveau « déplacement » en forêt, et cela suffit : le pion doit finir sur une case libre de forêt.',
		'actions.step.selectPiece':
			'Anna choisit le premier pion de la file, en {cell}. Seul, il ne ferait qu’un pas ; mais il peut glisser le long des autres pions d’Anna. La seule case de forêt qu’il atteint est encadrée en bleu : {targets}.',
		'actions.step.migrated':
			'Le pion arrive sur la case {cell} : il a sauté par-dessus les deux autres pions de la file, puis est descendu dans la forêt. Il n’aurait jamais pu sauter le pion de Bruno juste à côté. Aucun pion ne sort de la réserve : se déplacer ne fait que bouger un pion.',
		'actions.step.chooseExpand':
			'Carte suivante : une carte Steppe, pour se reproduire. L’Homme a la reproduction en steppe : il peut poser un pion de sa réserve sur n’importe quelle case libre des deux territoires de steppe, même loin de ses pions.',
		'actions.step.expanded':
			'Un nouveau pion arrive sur la case {cell}, dans la petite steppe, loin des autres. {reserve, plural, =0 {Il ne reste aucun pion} one {Il reste un pion} other {Il reste # pions}} dans la réserve d’Anna.',
		'actions.step.chooseAttack':
			'Puis une carte Savane, pour attaquer : le meilleur niveau de l’Homme. Une attaque n’est possible que dans un territoire sans aucune case libre.',
		'actions.step.attacked':
			'La petite savane est pleine, Anna peut donc attaquer : un pion de sa réserve remplace celui {player_of} sur la case {cell}, et le pion retiré sort du jeu pour de bon (il ne retourne pas dans la réserve de son propriétaire). Ce territoire avait déjà son marqueur de territoire : pas de nouveau décompte.',
		'actions.step.refusedAttack':
			'Anna essaie la même chose dans la grande savane, sur la case {cell}. Refusé : {area_the} a encore des cases libres. Tant qu’une case est libre, le niveau « attaque » permet seulement d’y poser un pion, comme une reproduction.',
		'actions.try.intro':
			'Jouez Anna : choisissez une action et la carte Terrain jouée, puis un pion ou une case du plateau (souris, ou flèches puis Entrée). Les coups interdits sont refusés avec la règle. Essayez le pion sur l’eau avec les deux réglages de déplacement.',
		'actions.try.actionGroup': 'Action :',
		'actions.try.cardGroup': 'Carte Terrain jouée :',
		'actions.try.cancel': 'Annuler le choix du pion',
		'actions.try.restart': 'Revenir à la position de départ',
		'actions.try.reset': 'Position de départ rétablie.',
		'actions.try.chartSet': 'Tableau d’Anna modifié.',
		'actions.try.editChart': 'Saisir le tableau de votre espèce',
		'actions.try.editHelp':
			'Recopiez le tableau imprimé dans votre boîte pour Anna ; les règles l’appliquent aussitôt. Par défaut : l’Homme, le seul tableau officiel connu.',
		'actions.caption':
			'Plateau, position et tableaux de Bruno et de Chloé inventés pour apprendre : ni la carte du jeu ni ses tableaux (sauf celui de l’Homme) ne sont reproduits ici.',
		'action.noSuchCell': 'Cette case n’existe pas sur le plateau.',
		'action.notYourPiece': 'Il n’y a pas de pion à vous sur cette case : choisissez un de vos pions à déplacer.',
		'action.spaceTaken': 'Cette case est déjà occupée : une case ne porte jamais qu’un seul pion.',
		'action.wrongTerrain':
			'Cette case est {inTerrain}, mais la carte jouée est une carte {card_id, select, water {Eau} steppe {Steppe} savanna {Savane} forest {Forêt} mountain {Montagne} other {Désert}} : une carte Terrain n’agit que dans les territoires de son terrain.',
		'action.noAbility':
			'Votre tableau n’atteint pas « {level} » {inTerrain} : une carte permet d’utiliser votre niveau sur ce terrain ou un niveau inférieur, jamais un niveau supérieur.',
		'action.startNotAdapted':
			'Avec la lecture stricte (texte anglais), la case de départ compte aussi : ce pion est {inTerrain}, où son espèce n’a aucune action, il ne peut donc pas partir.',
		'action.notAdjacent':
			'Ce pion ne peut pas atteindre cette case : il avance d’une case vers une case libre et ne saute que par-dessus des pions de sa propre espèce, jamais par-dessus un pion adverse.',
		'action.pathBlocked':
			'Avec la lecture stricte (texte anglais), le chemin compte aussi : pour atteindre cette case, il faudrait passer sur un pion de la même espèce posé sur un terrain où elle n’a aucune action.',
		'action.emptyReserve': 'Votre réserve est vide : plus aucun pion à poser.',
		'action.areaNotFull': 'Pas d’attaque ici : {area_the} a encore au moins une case libre. On n’attaque un territoire qu’une fois plein.',
		'action.ownPiece': 'Ce pion appartient à l’attaquant : une attaque remplace un pion adverse.',
		'rule.turn.migrate': 'se déplacer',
		'rule.turn.expand': 'se reproduire',
		'rule.turn.attack': 'attaquer',
		'rule.turn.free-migration': 'le déplacement gratuit',
	},
	en: {
		'play.cell': 'row {row}, column {col} ({terrain})',
		'play.table.player': 'Player',
		'play.table.reserve': 'Reserve',
		'play.table.lost': 'Pieces lost',
		'play.table.terrain': 'Terrain',
		'play.table.level': 'Level',
		'play.table.food': 'Food',
		'play.table.score': 'Score',
		'play.levelFor': 'Anna’s level in {terrain}',
		'actions.title': 'Migrate, expand, attack',
		'actions.action.migrate': 'Migrate',
		'actions.action.expand': 'Expand',
		'actions.action.attack': 'Attack',
		'actions.choice': '{action} with a {card} card',
		'actions.prompt.pickPiece': 'On the board, choose Anna’s piece to move.',
		'actions.prompt.noTarget': 'The piece on {cell} cannot go anywhere with this card. Choose another piece, or another card.',
		'actions.prompt.targets': 'Chosen piece: {cell}. It can reach {targets}.',
		'actions.prompt.expand': 'Choose a free space in a {card} area: a piece from the reserve will go there.',
		'actions.prompt.attack': 'Choose, in a full {card} area, the opponent’s piece to replace.',
		'actions.did.migrate': 'The piece moves from {from} to {cell}, one step.',
		'actions.did.jump': 'The piece moves from {from} to {cell}, jumping over Anna’s pieces.',
		'actions.did.expand': 'A piece from the reserve goes on {cell}.',
		'actions.did.attack': 'A piece from the reserve replaces {player}’s piece on {cell}; the removed piece leaves the game.',
		'actions.did.scored': 'The area is full: small scoring at once, {points, plural, one {# space} other {# spaces}} gained.',
		'actions.table.caption': 'Reserve and pieces lost',
		'actions.levels.caption': 'Anna’s level on each terrain',
		'actions.levels.edit': 'Anna’s chart (editable)',
		'actions.legend':
			'Marks: black-and-white frame = chosen piece or last move; blue frame = possible arrival; red frame = refused move. The same information is written above the board.',
		'actions.setting.label': 'What a migration checks:',
		'actions.setting.arrival': 'arrival space only (French rulebook)',
		'actions.setting.path': 'start, path and arrival (English translation)',
		'actions.step.start':
			'You play Anna (piece A) with the Human chart: migrate in forest and in the mountains, expand in steppe, attack in savanna. Anna has three pieces in a row in the large steppe, one in the small savanna (which is full) and one on water, sent there by an opponent’s Mobility swap (the Human has no action in water). Mid-game: each player has already lost 3 pieces (see the table).',
		'actions.step.chooseMigrate':
			'Anna plays a forest card to migrate. The Human only has the Migrate level in forest, and that is enough: the piece must end on a free forest space.',
		'actions.step.selectPiece':
			'Anna picks the first piece in the line, at {cell}. On its own it would take a single step; but it may slide along Anna’s other pieces. The only forest space it can reach has a blue frame: {targets}.',
		'actions.step.migrated':
			'The piece lands on {cell}: it jumped over the two other pieces in the line, then stepped down into the forest. It could never jump over Bruno’s piece next to it. No piece leaves the reserve: migrating only moves a piece.',
		'actions.step.chooseExpand':
			'Next card: a steppe card, to expand. The Human has Expand in steppe: it may put a piece from its reserve on any free space of either steppe area, even far from its own pieces.',
		'actions.step.expanded':
			'A new piece arrives on {cell}, in the small steppe, far from the others. Anna’s reserve now holds {reserve, plural, one {# piece} other {# pieces}}.',
		'actions.step.chooseAttack': 'Then a savanna card, to attack: the Human’s best level. An attack is only possible in an area with no free space at all.',
		'actions.step.attacked':
			'The small savanna is full, so Anna may attack: a piece from the attacker’s reserve replaces {player}’s piece on {cell}, and the removed piece is out of the game for good (it does not go back to its owner’s reserve). This area already had its area marker: no new small scoring.',
		'actions.step.refusedAttack':
			'Anna tries the same in the large savanna, on {cell}. Refused: {area_the} still has free spaces. While a space is free, the Attack level only lets you place a piece on it, like an expansion.',
		'actions.try.intro':
			'Play Anna: choose an action and the terrain card played, then a piece or a space on the board (mouse, or arrow keys then Enter). Illegal moves are refused with the rule. Try the piece on water with both migration settings.',
		'actions.try.actionGroup': 'Action:',
		'actions.try.cardGroup': 'Terrain card played:',
		'actions.try.cancel': 'Cancel the chosen piece',
		'actions.try.restart': 'Back to the starting position',
		'actions.try.reset': 'Starting position restored.',
		'actions.try.chartSet': 'Anna’s chart changed.',
		'actions.try.editChart': 'Enter your species’ chart',
		'actions.try.editHelp': 'Copy the chart printed in your box for Anna; the rules use it at once. By default: the Human, the only official chart we know.',
		'actions.caption':
			'Board, position and Bruno’s and Chloé’s charts are made up for learning: neither the game’s map nor its charts (except the Human’s) are reproduced here.',
		'action.noSuchCell': 'That space is not on the board.',
		'action.notYourPiece': 'There is no piece of yours on that space: choose one of your pieces to move.',
		'action.spaceTaken': 'That space is already taken: a space never holds more than one piece.',
		'action.wrongTerrain': 'That space is {inTerrain}, but the card played is a {card} card: a terrain card only acts in the areas of its own terrain.',
		'action.noAbility': 'Your chart does not reach “{level}” {inTerrain}: a card lets you use your level on that terrain or a lower one, never a higher one.',
		'action.startNotAdapted':
			'With the strict reading (English text), the starting space counts too: this piece stands {inTerrain}, where its species has no action, so it cannot leave.',
		'action.notAdjacent':
			'This piece cannot reach that space: it moves one space onto a free space and only jumps over pieces of its own species, never over an opponent’s.',
		'action.pathBlocked':
			'With the strict reading (English text), the path counts too: reaching that space would mean passing over a piece of the same species standing on a terrain where it has no action.',
		'action.emptyReserve': 'Your reserve is empty: no piece left to place.',
		'action.areaNotFull': 'No attack here: {area_the} still has at least one free space. An area can only be attacked once it is full.',
		'action.ownPiece': 'That piece belongs to the attacker: an attack replaces an opponent’s piece.',
		'rule.turn.migrate': 'migrating',
		'rule.turn.expand': 'expanding',
		'rule.turn.attack': 'attacking',
		'rule.turn.free-migration': 'the free migration',
	},
});
