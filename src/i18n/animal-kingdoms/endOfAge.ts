import { mirror } from '../source';

/** The end-of-age walkthrough, its battle and the peace treaty. */
export const END_OF_AGE = /* @__PURE__ */ mirror({
	fr: {
		'eoa.title': 'La fin d’un âge, royaume par royaume',
		'eoa.caption':
			'Les joueurs sont ceux de la règle (Abdel, Stéphanie, Carla, Nicolas). Le plus grand royaume reprend l’exemple du livret (8, 3, 3 et 1 points) et celui de 7 territoires sa bataille à trois. Le reste du plateau, les valeurs des tuiles autres que le 8 et les cartes de la bataille sont des exemples pédagogiques ; chacun des quatre a pris une capitale, la seule qu’il pouvait prendre pendant l’âge.',
		'eoa.counts.first':
			'{player} {player_number, select, pl {ont {n, plural, one {# cube} other {# cubes}} {player_gender, select, f {chacune} other {chacun}}} other {a {n, plural, one {# cube} other {# cubes}}}}',
		'eoa.counts': '{player} {n}{player_number, select, pl { {player_gender, select, f {chacune} other {chacun}}} other {}}',
		'eoa.noCubes': 'personne n’a de cube',
		'eoa.second':
			'{names_number, select, sg {{names} marque 3 points pour la deuxième place.} other {{names} marquent {names_gender, select, f {chacune} other {chacun}} 3 points pour la deuxième place.}}',
		'eoa.secondAfterTie':
			'{names_number, select, sg {{names} marque 3 points pour la deuxième place (notre lecture : personne n’a été relégué par une défaite).} other {{names} marquent {names_gender, select, f {chacune} other {chacun}} 3 points pour la deuxième place (notre lecture : personne n’a été relégué par une défaite).}}',
		'eoa.third':
			'{names_number, select, sg {{names} marque 1 point pour la troisième place.} other {{names} marquent {names_gender, select, f {chacune} other {chacun}} 1 point pour la troisième place.}}',
		'eoa.result.empty': 'Dans {kingdom_the}, personne n’a de cube : personne ne marque. La tuile est tout de même retirée (notre lecture).',
		'eoa.result.majority': 'Dans {kingdom_the}, {counts}. {winner} a la majorité et marque la tuile de {tile, plural, one {# point} other {# points}}.{places}',
		'eoa.result.battle':
			'{winner} gagne la bataille et la tuile de {tile, plural, one {# point} other {# points}}. {losers} {losers_number, select, sg {recule à la deuxième place : 3 points et un jeton Renfort.} other {reculent à la deuxième place : 3 points et un jeton Renfort {losers_gender, select, f {chacune} other {chacun}}.}}{third}',
		'eoa.result.perfectTie':
			'Égalité parfaite jusqu’à la dernière carte : {winners_number, select, sg {{winners} marque} other {{winners} marquent {winners_gender, select, f {chacune} other {chacun}}}} la tuile de {tile, plural, one {# point} other {# points}}.{places}',
		'eoa.result.treatyCapital':
			'Dans {kingdom_the}, {counts}. Égalité pour la majorité, mais {winner} occupe la capitale : la tuile de {tile, plural, one {# point} other {# points}} lui revient.{places}',
		'eoa.result.treatyShared':
			'Dans {kingdom_the}, {counts}. Égalité pour la majorité, et aucun des ex æquo n’occupe la capitale : {winners_number, select, sg {{winners} marque} other {{winners} marquent {winners_gender, select, f {chacune} other {chacun}}}} la tuile de {tile, plural, one {# point} other {# points}}.{places}',
		'eoa.tie':
			'Dans {kingdom_the}, {counts}. {names_number, select, sg {{names} a la majorité.} other {{names} sont à égalité pour la majorité : une bataille les départage.}}',
		'eoa.card.first': '{player} révèle {card_gender, select, f {une} other {un}} {card}',
		'eoa.card': '{player} {card_gender, select, f {une} other {un}} {card}',
		'eoa.cardPlus.first': '{player} révèle {card_gender, select, f {une} other {un}} {card}, {card_gender, select, f {renforcée} other {renforcé}} à {total}',
		'eoa.cardPlus': '{player} {card_gender, select, f {une} other {un}} {card}, {card_gender, select, f {renforcée} other {renforcé}} à {total}',
		'eoa.compare.out':
			'{out} {out_number, select, sg {sort} other {sortent}} de la bataille ; {still_number, select, sg {{still} reste {still_gender, select, f {seule} other {seul}} en lice.} other {{still} restent à égalité et révèlent une nouvelle carte.}}',
		'eoa.compare.tie':
			'{still_number, select, sg {{still} reste {still_gender, select, f {seule} other {seul}} en lice.} other {{still} restent à égalité et révèlent une nouvelle carte.}}',
		'eoa.step.start':
			'Fin de l’âge I sur un plateau d’exemple : tout le monde a passé. On décompte les royaumes un par un, du plus petit (4 territoires) au plus grand, dans le sens horaire ; chacun rapporte sa tuile Majorité la plus à gauche.',
		'eoa.step.k0': '{result}',
		'eoa.step.k1': '{result} Carla n’a aucun cube ici : elle ne marque rien.',
		'eoa.step.k2': '{result}',
		'eoa.step.k3tie': '{tie} Nicolas, qui n’est pas à égalité, ne se bat pas.',
		'eoa.step.reveal1': 'Chacun choisit une carte de sa main et tous la révèlent ensemble : {reveal}.',
		'eoa.step.compare1': '{compare}',
		'eoa.step.reveal2': 'Deuxième révélation : {reveal}.',
		'eoa.step.compare2': '{result}',
		'eoa.step.k4': '{result} C’est l’exemple de la règle : une égalité pour la deuxième place n’empêche pas une troisième place.',
		'eoa.step.nextAge':
			'Les cinq royaumes sont décomptés : {totals}. Chaque cube posé sur une capitale passe sur un conseil libre du même royaume et y reste jusqu’à la fin de la partie ; les autres cubes reviennent à leurs propriétaires. {first} a le moins de points et commence l’âge II.',
		'eoa.step.treaty':
			'Même plateau, avec la variante du Traité de paix : plus de bataille ni de jeton Renfort. Une égalité pour la majorité se règle par la capitale.',
		'eoa.step.treatyK0': '{result}',
		'eoa.step.treatyK1': '{result}',
		'eoa.step.treatyK2': '{result}',
		'eoa.step.treatyK3': '{result} Sans bataille, Stéphanie ne gagne pas ici ; personne ne reçoit de jeton Renfort.',
		'eoa.step.treatyK4': '{result} Sans égalité pour la majorité, le Traité de paix ne change rien.',
		'eoa.totals.first': '{player} a {n, plural, one {# point} other {# points}}',
		'eoa.totals': '{player} {n}',
		'eoa.notAllScored': 'L’âge suivant se prépare une fois les cinq royaumes décomptés.',
		'eoa.finishBattle': 'Finissez d’abord la bataille en cours : révélez puis comparez les cartes.',
		'eoa.try.intro':
			'À vous de décompter cet âge. Choisissez la règle des égalités, puis décomptez les royaumes ; en cas de bataille, choisissez la carte de chacun et ajoutez des jetons Renfort si vous voulez.',
		'eoa.try.mode': 'Égalités pour la majorité',
		'eoa.try.battles': 'Batailles',
		'eoa.try.treaty': 'Traité de paix',
		'eoa.try.score': 'Décompter {kingdom_the}',
		'eoa.try.allScored': 'Les cinq royaumes sont décomptés.',
		'eoa.try.nextAge': 'Préparer l’âge suivant',
		'eoa.try.reset': 'Recommencer',
		'eoa.try.pick': 'Carte choisie par {player}',
		'eoa.try.reveal': 'Révéler',
		'eoa.try.reinforce': 'Jeton Renfort pour {player} ({n, plural, one {# restant} other {# restants}})',
		'eoa.try.compare': 'Comparer',
		'eoa.table.caption': 'Points de l’âge et jetons Renfort',
		'eoa.table.line': 'Royaume',
		'eoa.table.total': 'Total',
		'eoa.table.current': '(dernier décompté)',
		'eoa.table.pending': 'pas encore décompté',
		'eoa.table.before': 'Avant l’âge',
		'eoa.battle.title': 'Bataille dans {kingdom_the}',
	},
	en: {
		'eoa.title': 'The end of an age, kingdom by kingdom',
		'eoa.caption':
			'The players are the rulebook’s (Abdel, Stéphanie, Carla, Nicolas). The largest kingdom is the rulebook’s example (8, 3, 3 and 1 points) and the 7-territory kingdom its three-way battle. The rest of the board, every token value but the 8, and the cards in the battle are teaching examples; each player has taken one capital, the only one they could claim this age.',
		'eoa.counts.first':
			'{player} {player_number, select, pl {have {n, plural, one {# cube} other {# cubes}} each} other {has {n, plural, one {# cube} other {# cubes}}}}',
		'eoa.counts': '{player} {n}{player_number, select, pl { each} other {}}',
		'eoa.noCubes': 'nobody has a cube',
		'eoa.second': '{names_number, select, sg {{names} scores 3 points for second place.} other {{names} score 3 points each for second place.}}',
		'eoa.secondAfterTie':
			'{names_number, select, sg {{names} scores 3 points for second place (our reading: nobody was moved down by a defeat).} other {{names} score 3 points each for second place (our reading: nobody was moved down by a defeat).}}',
		'eoa.third': '{names_number, select, sg {{names} scores 1 point for third place.} other {{names} score 1 point each for third place.}}',
		'eoa.result.empty': 'In {kingdom_the}, nobody has a cube, so nobody scores. The token is removed all the same (our reading).',
		'eoa.result.majority': 'In {kingdom_the}, {counts}. {winner} has the most cubes and scores the {tile}-point token.{places}',
		'eoa.result.battle':
			'{winner} wins the battle and the {tile}-point token. {losers} {losers_number, select, sg {drops to second place: 3 points and a reinforcement token.} other {drop to second place: 3 points and a reinforcement token each.}}{third}',
		'eoa.result.perfectTie':
			'A perfect tie down to the last card: {winners_number, select, sg {{winners} scores} other {{winners} each score}} the {tile}-point token.{places}',
		'eoa.result.treatyCapital':
			'In {kingdom_the}, {counts}. A tie for the most cubes, but {winner} holds the capital and takes the {tile}-point token.{places}',
		'eoa.result.treatyShared':
			'In {kingdom_the}, {counts}. A tie for the most cubes, and none of the tied players holds the capital: {winners_number, select, sg {{winners} scores} other {{winners} each score}} the {tile}-point token.{places}',
		'eoa.tie':
			'In {kingdom_the}, {counts}. {names_number, select, sg {{names} has the most cubes.} other {{names} are tied for the most cubes, so they fight a battle.}}',
		'eoa.card.first': '{player} reveals {card_elision, select, yes {an} other {a}} {card}',
		'eoa.card': '{player} {card_elision, select, yes {an} other {a}} {card}',
		'eoa.cardPlus.first': '{player} reveals {card_elision, select, yes {an} other {a}} {card}, reinforced to {total}',
		'eoa.cardPlus': '{player} {card_elision, select, yes {an} other {a}} {card}, reinforced to {total}',
		'eoa.compare.out':
			'{out} {out_number, select, sg {is} other {are}} out of the battle; {still_number, select, sg {{still} is the only one left.} other {{still} are still tied and reveal another card.}}',
		'eoa.compare.tie': '{still_number, select, sg {{still} is the only one left.} other {{still} are still tied and reveal another card.}}',
		'eoa.step.start':
			'The end of age I on a teaching board: everyone has withdrawn. The kingdoms are scored one at a time, clockwise from the smallest (4 territories) to the largest; each pays out its leftmost First Place token.',
		'eoa.step.k0': '{result}',
		'eoa.step.k1': '{result} Carla has no cubes here, so she scores nothing.',
		'eoa.step.k2': '{result}',
		'eoa.step.k3tie': '{tie} Nicolas is not tied, so he does not fight.',
		'eoa.step.reveal1': 'Each of the three picks a card from their hand, and they all reveal at once: {reveal}.',
		'eoa.step.compare1': '{compare}',
		'eoa.step.reveal2': 'Second reveal: {reveal}.',
		'eoa.step.compare2': '{result}',
		'eoa.step.k4': '{result} This is the rulebook’s example: a tie for second place still leaves a third place.',
		'eoa.step.nextAge':
			'All five kingdoms are scored: {totals}. Each cube on a capital moves to a free council of the same kingdom and stays there for the rest of the game; every other cube goes back to its owner. {first} has the fewest points and starts age II.',
		'eoa.step.treaty':
			'The same board with the Peace Treaty variant: no battles and no reinforcement tokens. A tie for the most cubes is settled by the capital.',
		'eoa.step.treatyK0': '{result}',
		'eoa.step.treatyK1': '{result}',
		'eoa.step.treatyK2': '{result}',
		'eoa.step.treatyK3': '{result} Without a battle, Stéphanie does not win here, and nobody gets a reinforcement token.',
		'eoa.step.treatyK4': '{result} With no tie for the most cubes, the Peace Treaty changes nothing.',
		'eoa.totals.first': '{player} has {n, plural, one {# point} other {# points}}',
		'eoa.totals': '{player} {n}',
		'eoa.notAllScored': 'The next age is prepared once all five kingdoms are scored.',
		'eoa.finishBattle': 'Finish the battle first: reveal the cards, then compare them.',
		'eoa.try.intro':
			'Score this age yourself. Pick how ties for the most cubes are settled, then score the kingdoms; in a battle, choose each player’s card and add reinforcement tokens if you like.',
		'eoa.try.mode': 'Ties for the most cubes',
		'eoa.try.battles': 'Battles',
		'eoa.try.treaty': 'Peace Treaty',
		'eoa.try.score': 'Score {kingdom_the}',
		'eoa.try.allScored': 'All five kingdoms are scored.',
		'eoa.try.nextAge': 'Prepare the next age',
		'eoa.try.reset': 'Start again',
		'eoa.try.pick': '{player}’s card',
		'eoa.try.reveal': 'Reveal',
		'eoa.try.reinforce': 'Reinforcement token for {player} ({n} left)',
		'eoa.try.compare': 'Compare',
		'eoa.table.caption': 'Points this age and reinforcement tokens',
		'eoa.table.line': 'Kingdom',
		'eoa.table.total': 'Total',
		'eoa.table.current': '(scored last)',
		'eoa.table.pending': 'not scored yet',
		'eoa.table.before': 'Before the age',
		'eoa.battle.title': 'Battle in {kingdom_the}',
	},
});
