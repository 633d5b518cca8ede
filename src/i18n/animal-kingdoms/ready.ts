import { mirror } from '../source';

/**
 * "Ready for game night?" (issue 22): Animal Kingdoms' prompts and reasons
 * (src/machines/animal-kingdoms/ready.ts gives the keys and the engine's params) and the words of
 * its question boards. A refused card's reason is a clause (`rd.decree.why.*`, after « Abeille 5 :
 * non, … »), not the engine's sentence to the player who clicked (`decree.refused.*`, « votre carte… »).
 */
export const READY_AK = /* @__PURE__ */ mirror({
	fr: {
		'rd.player': '{player}',
		'rd.n': '{n}',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.card': '{species} {value}',
		'rd.kingdom': 'Royaume de {size} territoires',
		'rd.yes': 'Oui',
		'rd.no': 'Non',
		'rd.teaching':
			'Positions d’exercice tirées au hasard : les décrets et la valeur des tuiles Majorité sont des exemples, pas les cartes ni les tuiles du jeu.',
		'rd.battle.prompt':
			'Bataille à {n, plural, one {# joueur} =2 {deux joueurs} =3 {trois joueurs} =4 {quatre joueurs} =5 {cinq joueurs} other {# joueurs}} : chacun révèle une carte, montrée ci-dessus avec ses jetons Renfort. Qui l’emporte sur cette révélation ?',
		'rd.battle.again': 'Égalité en tête, donc nouvelle révélation',
		'rd.battle.card':
			'{player} révèle {species_the} {value}, {tokens, plural, =0 {sans renfort} one {avec un jeton Renfort (+2)} =2 {avec deux jetons Renfort (+2 chacun)} other {avec # jetons Renfort (+2 chacun)}}, soit une force de {strength}.',
		'rd.battle.one': 'Une carte vaut 8 ou plus : tout 1 resté sans renfort la bat et devient la carte la plus forte.',
		'rd.battle.wins': '{winner} a la carte la plus forte : {winner_gender, select, f {elle} other {il}} gagne la bataille.',
		'rd.battle.tie':
			'Égalité en tête : {players_number, select, pl {{players_gender, select, f {seules} other {seuls}} {players} restent en lice, et {players_gender, select, f {chacune} other {chacun}} révèle une nouvelle carte} other {{players} reste en lice et révèle une nouvelle carte}}.',
		'rd.battle.cardOf': 'Carte {player_of}',
		'rd.battle.tokens': '{tokens, plural, =0 {sans jeton Renfort} one {# jeton Renfort (+2)} other {# jetons Renfort (+{plus})}}',
		'rd.score.prompt':
			'Fin de l’âge I, décompte {kingdom_of}. Sa tuile Majorité vaut {tile, plural, one {# point} other {# points}} (une valeur d’exercice). {battle, select, won {La bataille pour la majorité a été gagnée par {winner}. } perfect {La bataille pour la majorité s’est finie sur une égalité parfaite. } other {}}Combien de points marque {player} dans ce royaume ?',
		'rd.score.cubes': '{player} : {n, plural, one {# cube} other {# cubes}}, {points, plural, one {# point} other {# points}}.',
		'rd.score.majority':
			'{winner} a le plus de cubes, {winner_gender, select, f {seule} other {seul}} en tête : {winner_gender, select, f {elle} other {il}} marque la tuile Majorité, {tile, plural, one {# point} other {# points}}.',
		'rd.score.battle':
			'Égalité pour le plus de cubes : {winner} gagne la bataille et marque la tuile, {tile, plural, one {# point} other {# points}} ; les perdants de la bataille sont deuxièmes (3 points) et les suivants troisièmes (1 point).',
		'rd.score.perfect': 'Égalité parfaite à la bataille : chaque joueur à égalité marque la tuile, {tile, plural, one {# point} other {# points}} ({players}).',
		'rd.score.places': 'Le deuxième marque 3 points, le troisième 1 ; des joueurs à égalité pour une place en marquent chacun les points.',
		'rd.score.caption': '{kingdom}, fin de l’âge I',
		'rd.score.tile': 'Tuile Majorité : {tile, plural, one {# point} other {# points}} (valeur d’exercice)',
		'rd.score.capital': 'dont la capitale',
		'rd.col.player': 'Joueur',
		'rd.col.cubes': 'Cubes',
		'rd.solo.prompt':
			'Partie en solo, avant que vous ayez pris une capitale. Votre dernière carte est allée {kingdom_to}. L’adversaire fictif retourne un {drawn}. Dans quel royaume joue-t-il ?',
		'rd.solo.designated':
			'{low, select, yes {Un 1, un 2 ou un 3 va dans le royaume de votre dernière carte : {kingdom_the}.} other {Un {drawn} désigne {kingdom_the}.}}',
		'rd.solo.skip':
			'Il saute {kingdom_the} : {skip, select, lead {il vous y devance déjà de deux cubes} capital {seule sa capitale est libre} other {il est plein}}.',
		'rd.solo.plays':
			'Il joue donc {kingdom_to}{capital, select, yes {, sur sa capitale} other {}}{relaxed, plural, =0 {} =1 {, faute de mieux : il vous devance déjà de deux cubes partout où il pourrait jouer} other {, faute de territoire libre ailleurs}}.',
		'rd.solo.caption': 'Vos cubes et ceux de l’adversaire fictif, royaume par royaume',
		'rd.solo.who': 'Cubes A : les vôtres. Cubes B : ceux de l’adversaire fictif.',
		'rd.solo.row': '{size} territoires',
		'rd.solo.cells': 'adversaire {bot}, vous {you}, {free, plural, =0 {aucun territoire libre} one {# territoire libre} other {# territoires libres}}',
		'rd.decree.prompt':
			'Le décret {kingdom_of} demande {kind, select, odd {une valeur impaire} even {une valeur paire} atMost {{n} ou moins} atLeast {{n} ou plus} higher {plus que la dernière carte jouée dans ce royaume} lower {moins que {family, select, here {la dernière carte jouée dans ce royaume} other {la dernière carte de chacun des deux royaumes voisins}}} other {au moins la plus forte des dernières cartes des deux royaumes voisins}}. Quelles cartes de sa main {player} peut-{player_gender, select, f {elle} other {il}} jouer ici ? Choisissez-les toutes.',
		'rd.decree.ok': '{cardName} : oui, le décret l’accepte.',
		'rd.decree.ignored': '{cardName} : oui ; le décret ne trouve aucune carte à regarder, il est donc ignoré.',
		'rd.decree.no': '{cardName} : non, {reason}.',
		'rd.decree.hand': 'Main {player_of}',
		'rd.decree.column': '{kingdom} : {cards}',
		'rd.decree.none': 'aucune carte jouée',
		'rd.decree.columns': 'Cartes déjà jouées cet âge, royaume par royaume',
		'rd.withReading': '{question} {reading}',
		'rd.reading.reinforced-one': 'La correction suit notre lecture : un 1 renforcé par un jeton vaut sa nouvelle valeur et ne bat plus une carte de 8 ou plus.',
		'rd.reading.reinforced-one.why':
			'C’est notre lecture. Selon l’autre, un 1 renforcé reste un 1 qui bat le 8 : {again, select, yes {la révélation finirait sur une égalité en tête} other {{winner} gagnerait}}.',
		'rd.reading.decree-one-neighbour':
			'La correction suit notre lecture : quand un seul des deux royaumes voisins a des cartes, le décret s’applique à la dernière d’entre elles.',
		'rd.reading.decree-one-neighbour.why':
			'C’est notre lecture. Selon l’autre, le décret est ignoré dès qu’un voisin n’a pas de carte, et chaque carte de la main {player_of} pourrait être jouée ici.',
		'rd.reading.perfect-tie-places':
			'La correction suit notre lecture : après une égalité parfaite, personne n’a été relégué, et les suivants en nombre de cubes sont deuxièmes (3 points), puis troisièmes (1 point).',
		'rd.reading.perfect-tie-places.why':
			'C’est notre lecture. Selon l’autre, les suivants ne prennent que la troisième place, et {player} marquerait {n, plural, one {# point} other {# points}}.',
		'rd.decree.why.odd': 'le décret demande une valeur impaire et {value} est pair',
		'rd.decree.why.even': 'le décret demande une valeur paire et {value} est impair',
		'rd.decree.why.atMost': 'le décret demande {n} ou moins',
		'rd.decree.why.atLeast': 'le décret demande {n} ou plus',
		'rd.decree.why.geStrongest':
			'il faut au moins {n}, {family, select, here {valeur de la dernière carte jouée dans ce royaume} neighbours {{looked, plural, one {valeur de la dernière carte du seul royaume voisin qui en a} other {valeur la plus forte parmi les dernières cartes des deux royaumes voisins}}} other {{looked, plural, one {valeur de la dernière carte du seul autre royaume qui en a} other {valeur la plus forte parmi les dernières cartes des autres royaumes}}}}',
		'rd.decree.why.higher':
			'il faut plus que {n}, {family, select, here {valeur de la dernière carte jouée dans ce royaume} neighbours {{looked, plural, one {valeur de la dernière carte du seul royaume voisin qui en a} other {valeur la plus forte parmi les dernières cartes des deux royaumes voisins}}} other {{looked, plural, one {valeur de la dernière carte du seul autre royaume qui en a} other {valeur la plus forte parmi les dernières cartes des autres royaumes}}}}',
		'rd.decree.why.lower':
			'il faut moins que {n}, {family, select, here {valeur de la dernière carte jouée dans ce royaume} neighbours {{looked, plural, one {valeur de la dernière carte du seul royaume voisin qui en a} other {valeur la plus faible parmi les dernières cartes des deux royaumes voisins}}} other {{looked, plural, one {valeur de la dernière carte du seul autre royaume qui en a} other {valeur la plus faible parmi les dernières cartes des autres royaumes}}}}',
		'rule.battles.one-beats-eight': 'un 1 bat un 8',
		'rule.end-of-age.second-third': 'deuxième et troisième places',
		'rule.end-of-age.ties-for-places': 'les égalités',
		'rule.solo.bot-skip': 'quand l’adversaire fictif saute un royaume',
	},
	en: {
		'rd.player': '{player}',
		'rd.n': '{n}',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.card': '{species} {value}',
		'rd.kingdom': 'The {size}-territory kingdom',
		'rd.yes': 'Yes',
		'rd.no': 'No',
		'rd.teaching': 'Practice positions drawn at random: the decrees and the First Place tokens’ values are examples, not the game’s cards or tokens.',
		'rd.battle.prompt':
			'A battle between {n, plural, one {# player} =2 {two players} =3 {three players} =4 {four players} =5 {five players} other {# players}}: each reveals a card, shown above with its reinforcement tokens. Who wins this reveal?',
		'rd.battle.again': 'A tie at the top, so another reveal',
		'rd.battle.card':
			'{player} reveals {species_the} {value}, {tokens, plural, =0 {with no reinforcement} one {with one reinforcement token (+2)} =2 {with two reinforcement tokens (+2 each)} other {with # reinforcement tokens (+2 each)}}: a strength of {strength}.',
		'rd.battle.one': 'A card is worth 8 or more, so any 1 left without reinforcement beats it and becomes the strongest card.',
		'rd.battle.wins': '{winner} has the strongest card and wins the battle.',
		'rd.battle.tie': 'A tie at the top: another reveal for {players}, and the others are out of the battle.',
		'rd.battle.cardOf': '{player}’s card',
		'rd.battle.tokens': '{tokens, plural, =0 {no reinforcement token} one {# reinforcement token (+2)} other {# reinforcement tokens (+{plus})}}',
		'rd.score.prompt':
			'At the end of age I, {kingdom_the} is scored. Its First Place token is worth {tile, plural, one {# point} other {# points}} (a practice value). {battle, select, won {{winner} won the battle for the most cubes. } perfect {The battle for the most cubes ended in a perfect tie. } other {}}How many points go to {player} in this kingdom?',
		'rd.score.cubes': '{player}: {n, plural, one {# cube} other {# cubes}}, {points, plural, one {# point} other {# points}}.',
		'rd.score.majority': '{winner} alone has the most cubes and scores the First Place token, {tile, plural, one {# point} other {# points}}.',
		'rd.score.battle':
			'A tie for the most cubes: {winner} wins the battle and scores the token, {tile, plural, one {# point} other {# points}}; the battle’s losers are second (3 points) and the next ones third (1 point).',
		'rd.score.perfect': 'A perfect tie in the battle: each tied player scores the token, {tile, plural, one {# point} other {# points}} ({players}).',
		'rd.score.places': 'Second place scores 3 points and third place 1; players tied for a place each score its points.',
		'rd.score.caption': '{kingdom}, end of age I',
		'rd.score.tile': 'First Place token: {tile, plural, one {# point} other {# points}} (a practice value)',
		'rd.score.capital': 'the capital included',
		'rd.col.player': 'Player',
		'rd.col.cubes': 'Cubes',
		'rd.solo.prompt':
			'In a solo game, before you have claimed a capital, your last card went to {kingdom_the}. The bot turns up {drawn, select, 8 {an 8} other {a {drawn}}}. In which kingdom does it play?',
		'rd.solo.designated':
			'{low, select, yes {A 1, 2 or 3 goes to the kingdom of your last card: {kingdom_the}.} other {{drawn, select, 8 {An 8} other {A {drawn}}} names {kingdom_the}.}}',
		'rd.solo.skip':
			'It skips {kingdom_the}: {skip, select, lead {it is already two cubes ahead of you there} capital {only its capital is free} other {it is full}}.',
		'rd.solo.plays':
			'So it plays in {kingdom_the}{capital, select, yes {, on its capital} other {}}{relaxed, plural, =0 {} =1 {, as it is already two cubes ahead of you everywhere else it could play} other {, as no territory is free elsewhere}}.',
		'rd.solo.caption': 'Your cubes and the bot’s, kingdom by kingdom',
		'rd.solo.who': 'Cubes marked A are yours; cubes marked B are the bot’s.',
		'rd.solo.row': '{size} territories',
		'rd.solo.cells': 'bot {bot}, you {you}, {free, plural, =0 {no free territory} one {# free territory} other {# free territories}}',
		'rd.decree.prompt':
			'The decree of {kingdom_the} asks for {kind, select, odd {an odd value} even {an even value} atMost {{n} or less} atLeast {{n} or more} higher {more than the last card played in this kingdom} lower {less than {family, select, here {the last card played in this kingdom} other {the last card of each of the two neighbouring kingdoms}}} other {at least the stronger of the last cards of the two neighbouring kingdoms}}. Which of the cards in {player}’s hand may be played here? Choose every such card.',
		'rd.decree.ok': '{cardName}: yes, the decree accepts it.',
		'rd.decree.ignored': '{cardName}: yes; the decree finds no card to look at, so it is ignored.',
		'rd.decree.no': '{cardName}: no, {reason}.',
		'rd.decree.hand': '{player}’s hand',
		'rd.decree.column': '{kingdom}: {cards}',
		'rd.decree.none': 'no card played',
		'rd.decree.columns': 'Cards already played this age, kingdom by kingdom',
		'rd.withReading': '{question} {reading}',
		'rd.reading.reinforced-one': 'Graded by our reading: a 1 raised by a token is worth its new value and no longer beats a card worth 8 or more.',
		'rd.reading.reinforced-one.why':
			'This is our reading. Under the other one, a reinforced 1 stays a 1 that beats the 8: {again, select, yes {the reveal would end in a tie at the top} other {{winner} would win}}.',
		'rd.reading.decree-one-neighbour': 'Graded by our reading: when only one of the two neighbouring kingdoms has cards, the decree applies to its last card.',
		'rd.reading.decree-one-neighbour.why':
			'This is our reading. Under the other one, the decree is ignored as soon as a neighbour has no card, and every card in {player}’s hand could be played here.',
		'rd.reading.perfect-tie-places':
			'Graded by our reading: after a perfect tie nobody was moved down, so the next players by cubes are second (3 points), then third (1 point).',
		'rd.reading.perfect-tie-places.why':
			'This is our reading. Under the other one, the next players only take third place, and {player} would score {n, plural, one {# point} other {# points}}.',
		'rd.decree.why.odd': 'the decree asks for an odd value and {value} is even',
		'rd.decree.why.even': 'the decree asks for an even value and {value} is odd',
		'rd.decree.why.atMost': 'the decree asks for {n} or less',
		'rd.decree.why.atLeast': 'the decree asks for {n} or more',
		'rd.decree.why.geStrongest':
			'it must be at least {n}, {family, select, here {the value of the last card played in this kingdom} neighbours {{looked, plural, one {the value of the last card of the only neighbouring kingdom that has one} other {the highest of the last cards of the two neighbouring kingdoms}}} other {{looked, plural, one {the value of the last card of the only other kingdom that has one} other {the highest of the last cards of the other kingdoms}}}}',
		'rd.decree.why.higher':
			'it must be more than {n}, {family, select, here {the value of the last card played in this kingdom} neighbours {{looked, plural, one {the value of the last card of the only neighbouring kingdom that has one} other {the highest of the last cards of the two neighbouring kingdoms}}} other {{looked, plural, one {the value of the last card of the only other kingdom that has one} other {the highest of the last cards of the other kingdoms}}}}',
		'rd.decree.why.lower':
			'it must be less than {n}, {family, select, here {the value of the last card played in this kingdom} neighbours {{looked, plural, one {the value of the last card of the only neighbouring kingdom that has one} other {the lowest of the last cards of the two neighbouring kingdoms}}} other {{looked, plural, one {the value of the last card of the only other kingdom that has one} other {the lowest of the last cards of the other kingdoms}}}}',
		'rule.battles.one-beats-eight': 'a 1 beats an 8',
		'rule.end-of-age.second-third': 'second and third places',
		'rule.end-of-age.ties-for-places': 'ties',
		'rule.solo.bot-skip': 'when the bot skips a kingdom',
	},
});
