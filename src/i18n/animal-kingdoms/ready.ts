import { mirror } from '../source';

/**
 * "Ready for game night?" (issue 22): Animal Kingdoms' prompts and reasons
 * (src/machines/animal-kingdoms/ready.ts gives the keys and the engine's params) and the words of
 * its question boards. Refusals of a decree reuse the engine's own sentences (`decree.refused.*`).
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
			'Bataille à {n, plural, one {# joueur} other {# joueurs}} : chacun révèle une carte, montrée ci-dessus avec ses jetons Renfort. Qui l’emporte sur cette révélation ?',
		'rd.battle.again': 'Égalité en tête : nouvelle révélation',
		'rd.battle.card':
			'Carte {player_of} : {cardName}, {tokens, plural, =0 {sans renfort} one {avec # jeton Renfort (+2)} other {avec # jetons Renfort (+2 chacun)}}, soit une force de {strength}.',
		'rd.battle.one': 'Une carte vaut 8 ou plus : chaque carte restée à 1 la bat, et devient la plus forte.',
		'rd.battle.wins': '{winner} a la carte la plus forte : {winner_gender, select, f {elle} other {il}} gagne la bataille.',
		'rd.battle.tie': 'Égalité en tête : nouvelle révélation pour {players}, et les autres sortent de la bataille.',
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
		'rd.score.places': 'Le deuxième marque 3 points, le troisième 1 ; à égalité, chacun marque les points de la place.',
		'rd.score.caption': '{kingdom}, fin de l’âge I',
		'rd.score.tile': 'Tuile Majorité : {tile, plural, one {# point} other {# points}} (valeur d’exercice)',
		'rd.score.capital': 'dont la capitale',
		'rd.col.player': 'Joueur',
		'rd.col.cubes': 'Cubes',
		'rd.solo.prompt':
			'Partie en solo, avant que vous ayez pris une capitale. Votre dernière carte est allée {kingdom_to}. L’adversaire fictif retourne un {drawn}. Dans quel royaume joue-t-il ?',
		'rd.solo.designated':
			'{low, select, yes {Une carte de 1 à 3 désigne le royaume de votre dernière carte, {kingdom}.} other {Un {drawn} désigne {kingdom_the}.}}',
		'rd.solo.skip':
			'Il saute {kingdom_the} : {skip, select, lead {il y a déjà 2 cubes de plus que vous} capital {seule sa capitale est libre} other {il est plein}}.',
		'rd.solo.plays':
			'Il joue donc {kingdom_to}{capital, select, yes {, sur sa capitale} other {}}{relaxed, plural, =0 {} =1 {, faute de royaume où il n’a pas déjà 2 cubes d’avance} other {, faute de territoire libre ailleurs}}.',
		'rd.solo.caption': 'Vos cubes et ceux de l’adversaire fictif, royaume par royaume',
		'rd.solo.who': 'Cubes A : les vôtres. Cubes B : ceux de l’adversaire fictif.',
		'rd.solo.row': '{size} territoires',
		'rd.solo.cells': 'adversaire {bot}, vous {you}, {free, plural, =0 {aucun territoire libre} one {# territoire libre} other {# territoires libres}}',
		'rd.decree.prompt':
			'Le décret {kingdom_of} demande {kind, select, odd {une valeur impaire} even {une valeur paire} atMost {{n} ou moins} atLeast {{n} ou plus} higher {plus que la dernière carte jouée dans ce royaume} lower {moins que {family, select, here {la dernière carte jouée dans ce royaume} other {la dernière carte de chacun des deux royaumes voisins}}} other {au moins la plus forte des dernières cartes des deux royaumes voisins}}. Quelles cartes de sa main {player} peut-{player_gender, select, f {elle} other {il}} jouer ici ? Choisissez-les toutes.',
		'rd.decree.ok': '{cardName} : oui, le décret l’accepte.',
		'rd.decree.ignored': '{cardName} : oui ; le décret ne trouve aucune carte à regarder, il est donc ignoré.',
		'rd.decree.no': '{cardName} : non. {reason}',
		'rd.decree.hand': 'Main {player_of}',
		'rd.decree.column': '{kingdom} : {cards}',
		'rd.decree.none': 'aucune carte jouée',
		'rd.decree.columns': 'Cartes déjà jouées cet âge, royaume par royaume',
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
		'rd.teaching': 'Practice positions drawn at random: the decrees and the majority tiles’ values are examples, not the game’s cards or tiles.',
		'rd.battle.prompt':
			'A battle between {n, plural, one {# player} other {# players}}: each reveals a card, shown above with its reinforcement tokens. Who wins this reveal?',
		'rd.battle.again': 'A tie at the top: another reveal',
		'rd.battle.card':
			'{player}’s card: {cardName}, {tokens, plural, =0 {without reinforcements} one {with # reinforcement token (+2)} other {with # reinforcement tokens (+2 each)}}, a strength of {strength}.',
		'rd.battle.one': 'A card is at 8 or more: every card whose value is still one beats it, and becomes the strongest.',
		'rd.battle.wins': '{winner} has the strongest card and wins the battle.',
		'rd.battle.tie': 'A tie at the top: another reveal for {players}, and the others are out of the battle.',
		'rd.battle.cardOf': '{player}’s card',
		'rd.battle.tokens': '{tokens, plural, =0 {no reinforcement token} one {# reinforcement token (+2)} other {# reinforcement tokens (+{plus})}}',
		'rd.score.prompt':
			'The end of age I: {kingdom_the} is scored. Its majority tile is worth {tile, plural, one {# point} other {# points}} (a practice value). {battle, select, won {{winner} won the battle for the most cubes. } perfect {The battle for the most cubes ended in a perfect tie. } other {}}How many points go to {player} in this kingdom?',
		'rd.score.cubes': '{player}: {n, plural, one {# cube} other {# cubes}}, {points, plural, one {# point} other {# points}}.',
		'rd.score.majority': '{winner} alone has the most cubes and scores the majority tile, {tile, plural, one {# point} other {# points}}.',
		'rd.score.battle':
			'A tie for the most cubes: {winner} wins the battle and scores the tile, {tile, plural, one {# point} other {# points}}; the battle’s losers are second (3 points) and the next ones third (1 point).',
		'rd.score.perfect': 'A perfect tie in the battle: each tied player scores the tile, {tile, plural, one {# point} other {# points}} ({players}).',
		'rd.score.places': 'Second place scores 3 points and third place 1; players tied for a place each score its points.',
		'rd.score.caption': '{kingdom}, end of age I',
		'rd.score.tile': 'Majority tile: {tile, plural, one {# point} other {# points}} (a practice value)',
		'rd.score.capital': 'the capital included',
		'rd.col.player': 'Player',
		'rd.col.cubes': 'Cubes',
		'rd.solo.prompt':
			'A solo game, before you have claimed a capital. Your last card went to {kingdom_the}. The bot turns up a {drawn}. In which kingdom does it play?',
		'rd.solo.designated':
			'{low, select, yes {A card from 1 to 3 names the kingdom of your last card, {kingdom}.} other {{drawn, select, 8 {An 8} other {A {drawn}}} names {kingdom_the}.}}',
		'rd.solo.skip':
			'It skips {kingdom_the}: {skip, select, lead {it already has 2 more cubes than you there} capital {only its capital is free} other {it is full}}.',
		'rd.solo.plays':
			'So it plays in {kingdom_the}{capital, select, yes {, on its capital} other {}}{relaxed, plural, =0 {} =1 {, as no kingdom is left where it is not already 2 cubes ahead} other {, as no territory is free elsewhere}}.',
		'rd.solo.caption': 'Your cubes and the bot’s, kingdom by kingdom',
		'rd.solo.who': 'Cubes marked A are yours; cubes marked B are the bot’s.',
		'rd.solo.row': '{size} territories',
		'rd.solo.cells': 'bot {bot}, you {you}, {free, plural, =0 {no free territory} one {# free territory} other {# free territories}}',
		'rd.decree.prompt':
			'The decree of {kingdom_the} asks for {kind, select, odd {an odd value} even {an even value} atMost {{n} or less} atLeast {{n} or more} higher {more than the last card played in this kingdom} lower {less than {family, select, here {the last card played in this kingdom} other {the last card of each of the two neighbouring kingdoms}}} other {at least the stronger of the last cards of the two neighbouring kingdoms}}. Which of the cards in {player}’s hand may be played here? Choose every such card.',
		'rd.decree.ok': '{cardName}: yes, the decree accepts it.',
		'rd.decree.ignored': '{cardName}: yes; the decree finds no card to look at, so it is ignored.',
		'rd.decree.no': '{cardName}: no. {reason}',
		'rd.decree.hand': '{player}’s hand',
		'rd.decree.column': '{kingdom}: {cards}',
		'rd.decree.none': 'no card played',
		'rd.decree.columns': 'Cards already played this age, kingdom by kingdom',
		'rule.battles.one-beats-eight': 'a 1 beats an 8',
		'rule.end-of-age.second-third': 'second and third places',
		'rule.end-of-age.ties-for-places': 'ties',
		'rule.solo.bot-skip': 'when the bot skips a kingdom',
	},
});
