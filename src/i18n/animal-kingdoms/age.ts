import { mirror } from '../source';

/** A turn and an age: the walkthrough, its try-it mode and the refusals of claim, rally and withdraw. */
export const AGE = /* @__PURE__ */ mirror({
	fr: {
		'age.title': 'Un tour, puis tout un âge',
		'age.caption':
			'Position d’exemple inventée pour le site : ses décrets et ses cartes sont des exemples pédagogiques. Les joueurs sont ceux de la règle ; chacun a les 18 cubes de sa couleur, et chaque carte posée face à un royaume y a apporté un cube.',
		'age.step.start':
			'Vers la fin de l’âge I, à trois. C’est à Abdel de jouer. Chacun a commencé l’âge avec les 18 cubes de sa couleur : il en reste 12 à Abdel et à Stéphanie, 13 à Carla. Chaque royaume a son décret.',
		'age.step.refusedDecree':
			'Abdel veut revendiquer un territoire du royaume de 4 territoires avec son abeille 4. Refusé : le décret de ce royaume demande une valeur impaire.',
		'age.step.claim':
			'Il y joue plutôt sa grenouille 3, pose un cube sur le dernier territoire libre et pioche pour avoir de nouveau quatre cartes. Il ne reste que la capitale dans ce royaume.',
		'age.step.capitalNotYet':
			'Stéphanie demande la capitale du plus grand royaume. Refusé : on ne prend une capitale que lorsque tous les autres territoires du royaume sont occupés.',
		'age.step.rally': 'Stéphanie rallie plutôt : elle marque un point, défausse deux cartes et en pioche deux.',
		'age.step.capital':
			'Carla joue un tigre 4 face au royaume de 7 territoires, où seule la capitale est libre : elle la revendique. Son âge s’arrête là, comme si elle avait passé ; première à sortir, elle tire une tuile Premier à passer.',
		'age.step.rallyRefused': 'Abdel voudrait rallier. Refusé : Carla a passé, plus personne ne peut rallier pendant cet âge.',
		'age.step.claimNeighbours':
			'Abdel joue un okapi 7 face au royaume de 6 territoires. Son décret demande au moins la valeur du voisin le plus fort : la chouette 7 du royaume de 5 territoires (l’autre voisin montre le tigre 4 de Carla). Accepté.',
		'age.step.claimB': 'Stéphanie joue un lézard 8 face au plus grand royaume (décret « Lézard ou tigre ») et y pose un cube.',
		'age.step.claimA': 'Abdel y joue un tigre 2 et y pose lui aussi un cube.',
		'age.step.mustPass':
			'Stéphanie essaie son panda roux 4 face au royaume de 4 territoires : refusé, il y faut une valeur impaire. Aucun autre royaume n’accepte ses cartes (selon notre lecture, le royaume de 7 territoires, dont la capitale est prise, n’en reçoit plus), et depuis que Carla a passé, on ne peut plus rallier : Stéphanie doit passer.',
		'age.step.passB': 'Stéphanie passe.',
		'age.step.passA':
			'Abdel pourrait encore jouer son tigre 7 face au plus grand royaume, mais on peut passer quand on veut : il passe. Tout le monde a passé, l’âge est fini et l’on décompte les royaumes.',
		'age.refused': 'Refusé',
		'age.over': 'L’âge est terminé : tout le monde a passé.',
		'age.passed': '{player} a déjà passé : plus aucune action pendant cet âge.',
		'age.notYourTurn': 'Ce n’est pas {player_to} de jouer.',
		'age.noCubes': 'Plus aucun cube : {player} ne peut plus que passer.',
		'age.noCard': 'Choisissez une carte de votre main et un royaume.',
		'age.council': 'Un conseil ne se revendique jamais : le cube va sur un territoire doré libre.',
		'age.fullKingdom': 'Ce royaume est plein, capitale comprise : nous considérons qu’on ne peut plus y jouer de carte (notre lecture).',
		'age.capitalNotYet':
			'{free, plural, one {Il reste un territoire libre dans ce royaume : la capitale attend qu’il soit occupé.} =2 {Il reste deux territoires libres dans ce royaume : la capitale attend qu’ils soient tous occupés.} =3 {Il reste trois territoires libres dans ce royaume : la capitale attend qu’ils soient tous occupés.} =4 {Il reste quatre territoires libres dans ce royaume : la capitale attend qu’ils soient tous occupés.} =5 {Il reste cinq territoires libres dans ce royaume : la capitale attend qu’ils soient tous occupés.} other {Il reste # territoires libres dans ce royaume : la capitale attend qu’ils soient tous occupés.}}',
		'age.rallyAfterPass': 'Quelqu’un a déjà passé : on ne peut plus rallier pendant cet âge.',
		'age.rallyCount': 'Pour rallier, défaussez de 1 à 4 cartes de votre main.',
		'age.turn': 'C’est {player_to} de jouer.',
		'age.ended': 'L’âge est fini.',
		'age.onlyPass': '{player} ne peut plus que passer.',
		'age.firstToPass': '{player} a la tuile Premier à passer.',
		'age.table.caption': 'Les joueurs',
		'age.table.cubes': 'Cubes en réserve',
		'age.table.hand': 'Main',
		'age.table.state': 'État',
		'age.table.passed': 'a passé',
		'age.table.playing': 'en jeu',
		'age.try.intro': 'Jouez la fin de cet âge pour les trois joueurs : choisissez une carte et un royaume, puis revendiquez, ralliez ou passez.',
		'age.try.card': 'Carte jouée par {player}',
		'age.try.kingdom': 'Royaume',
		'age.try.claim': 'Revendiquer un territoire',
		'age.try.capital': 'Demander la capitale',
		'age.try.council': 'Viser un conseil',
		'age.try.rally': 'Rallier (défausser cette carte)',
		'age.try.pass': 'Passer',
		'age.try.reset': 'Recommencer l’âge',
		'age.try.claimed': '{player} joue {card_gender, select, f {une} other {un}} {card} face {kingdom_to}.',
		'age.try.claimedCapital': '{player} joue {card_gender, select, f {une} other {un}} {card} face {kingdom_to} et prend la capitale : son âge est fini.',
		'age.try.rallied': '{player} rallie : 1 point, {n, plural, one {# carte défaussée} other {# cartes défaussées}}.',
		'age.try.passedMsg': '{player} passe.',
		'age.try.passedFirst': '{player} passe en premier et tire une tuile Premier à passer.',
	},
	en: {
		'age.title': 'A turn, then a whole age',
		'age.caption':
			'A teaching position made up for this site: its decrees and cards are teaching examples. The players are the rulebook’s; each has the 18 cubes of their colour, and every card next to a kingdom brought a cube there.',
		'age.step.start':
			'Late in age I, three players. It is Abdel’s turn. Each started the age with the 18 cubes of their colour: Abdel and Stéphanie have 12 left, Carla 13. Every kingdom has its decree.',
		'age.step.refusedDecree':
			'Abdel wants to claim a territory in the 4-territory kingdom with his bee 4. Refused: that kingdom’s decree asks for an odd value.',
		'age.step.claim':
			'He plays his frog 3 there instead, puts a cube on the last free territory and draws back to 4 cards. Only the capital is left in that kingdom.',
		'age.step.capitalNotYet':
			'Stéphanie asks for the capital of the largest kingdom. Refused: you only take a capital once every other territory in the kingdom is taken.',
		'age.step.rally': 'Stéphanie rallies instead: she scores 1 point, discards 2 cards and draws 2.',
		'age.step.capital':
			'Carla plays a tiger 4 next to the 7-territory kingdom, where only the capital is free, so she claims it. Her age ends there, as if she had withdrawn; as she is the first out, she draws a First to Withdraw token.',
		'age.step.rallyRefused': 'Abdel would like to rally. Refused: Carla has withdrawn, so nobody may rally for the rest of the age.',
		'age.step.claimNeighbours':
			'Abdel plays an okapi 7 next to the 6-territory kingdom. Its decree asks for at least the value of the strongest neighbour: the owl 7 on top of the 5-territory kingdom’s column (the other neighbour shows Carla’s tiger 4). Accepted.',
		'age.step.claimB': 'Stéphanie plays a lizard 8 next to the largest kingdom (decree “Lizard or tiger”) and puts a cube there.',
		'age.step.claimA': 'Abdel plays a tiger 2 there and puts down a cube too.',
		'age.step.mustPass':
			'Stéphanie tries her red panda 4 next to the 4-territory kingdom: refused, it needs an odd value. No other kingdom takes any of her cards either (by our reading, the 7-territory kingdom, its capital taken, accepts no more cards), and since Carla withdrew nobody may rally: Stéphanie has to withdraw.',
		'age.step.passB': 'Stéphanie withdraws.',
		'age.step.passA':
			'Abdel could still play his tiger 7 next to the largest kingdom, but you may withdraw whenever you like, and he does. Everyone has withdrawn: the age is over and the kingdoms are scored.',
		'age.refused': 'Refused',
		'age.over': 'The age is over: everyone has withdrawn.',
		'age.passed': '{player} has already withdrawn: no more actions this age.',
		'age.notYourTurn': 'It is not {player}’s turn.',
		'age.noCubes': 'No cubes left: {player} can only withdraw.',
		'age.noCard': 'Pick a card from your hand and a kingdom.',
		'age.council': 'A council is never claimed: the cube goes on a free gold territory.',
		'age.fullKingdom': 'This kingdom is full, capital included: we take it that no more cards can be played there (our reading).',
		'age.capitalNotYet':
			'{free, plural, one {One territory is} =2 {Two territories are} =3 {Three territories are} =4 {Four territories are} =5 {Five territories are} =6 {Six territories are} =7 {Seven territories are} other {# territories are}} still free in this kingdom: the capital waits until {free, plural, one {it is} other {they are all}} taken.',
		'age.rallyAfterPass': 'Someone has already withdrawn: nobody may rally for the rest of this age.',
		'age.rallyCount': 'To rally, discard 1 to 4 cards from your hand.',
		'age.turn': 'It is {player}’s turn.',
		'age.ended': 'The age is over.',
		'age.onlyPass': '{player} can only withdraw.',
		'age.firstToPass': '{player} has the First to Withdraw token.',
		'age.table.caption': 'The players',
		'age.table.cubes': 'Cubes left',
		'age.table.hand': 'Hand',
		'age.table.state': 'State',
		'age.table.passed': 'withdrawn',
		'age.table.playing': 'playing',
		'age.try.intro': 'Play the rest of this age for all three players: pick a card and a kingdom, then claim, rally or withdraw.',
		'age.try.card': '{player}’s card',
		'age.try.kingdom': 'Kingdom',
		'age.try.claim': 'Claim a territory',
		'age.try.capital': 'Ask for the capital',
		'age.try.council': 'Aim at a council',
		'age.try.rally': 'Rally (discard this card)',
		'age.try.pass': 'Withdraw',
		'age.try.reset': 'Start the age again',
		'age.try.claimed': '{player} plays {card_elision, select, yes {an} other {a}} {card} next to {kingdom_the}.',
		'age.try.claimedCapital':
			'{player} plays {card_elision, select, yes {an} other {a}} {card} next to {kingdom_the} and takes the capital: {player_gender, select, f {her} m {his} other {its}} age is over.',
		'age.try.rallied': '{player} rallies: 1 point, {n, plural, one {# card discarded} other {# cards discarded}}.',
		'age.try.passedMsg': '{player} withdraws.',
		'age.try.passedFirst': '{player} withdraws first and draws a First to Withdraw token.',
	},
});
