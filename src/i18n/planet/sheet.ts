import { mirror } from '../source';

/** The score sheet (issue 30): each player's objective card as printed, parcels and animal cards; totals and the winner. */
export const SHEET_PL = /* @__PURE__ */ mirror({
	fr: {
		'sheet.title': 'Feuille de score de Planet',
		'sheet.options': 'La partie',
		'sheet.beginners': 'Partie pour débutants (sans carte objectif)',
		'sheet.objective': 'Carte objectif',
		'sheet.choose': '— à choisir —',
		'sheet.card': 'Le barème imprimé sur la carte',
		'sheet.cardHelp':
			'Recopiez chaque ligne de la carte : de combien à combien de parcelles, pour combien de points. Le site ne connaît que la ligne du glacier donnée par la règle ; il ne remplit aucune carte à votre place.',
		'sheet.parcels':
			'Parcelles {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} glacier {de glacier} other {du milieu}}',
		'sheet.animals': 'Cartes Animal gagnées, par couleur de bordure',
		'sheet.pending.objective': 'Choisissez le milieu de la carte objectif {player_of}.',
		'sheet.pending.card': 'Recopiez les lignes de la carte {player_of}, chacune avec ses trois nombres (de, à, points).',
		'sheet.pending.parcels':
			'Comptez les parcelles {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} sur la planète {player_of}, toutes régions confondues.',
		'sheet.objectiveLine':
			'{player} a {n, plural, one {# parcelle} other {# parcelles}} {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}}, toutes régions confondues : la ligne {same, select, yes {de {min, plural, one {# parcelle} other {# parcelles}}} other {de {min} à {max}}} de sa carte rapporte {points, plural, one {# point} other {# points}}.',
		'sheet.objectiveMiss':
			'{player} a {n, plural, one {# parcelle} other {# parcelles}} {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} : aucune ligne de sa carte, telle que vous l’avez recopiée, ne couvre ce nombre ; l’objectif ne rapporte rien.',
		'sheet.animalLine':
			'{own, plural, =0 {Aucune carte Animal} one {# carte Animal} other {# cartes Animal}} {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} à 1 point et {other, plural, =0 {aucune} one {# carte} other {# cartes}} d’un autre milieu à 2 points : {points, plural, one {# point} other {# points}} pour les animaux.',
		'sheet.animalBeginners':
			'{n, plural, =0 {Aucune carte Animal} one {# carte Animal} other {# cartes Animal}}, à 1 point chacune dans la partie pour débutants : {points, plural, one {# point} other {# points}}.',
		'sheet.end': 'Totaux et vainqueur',
		'sheet.endTable': 'Le décompte',
		'sheet.notDone': 'Le vainqueur s’affiche quand le compte de chaque joueur est complet et qu’aucune valeur n’est refusée.',
		'sheet.winner': '{winner} gagne la partie avec {n, plural, one {# point} other {# points}}.',
		'sheet.winnerCards':
			'Égalité à {n, plural, one {# point} other {# points}} entre {tied}, départagée par les cartes Animal : {winner} en a le plus ({cards}) et gagne la partie.',
		'sheet.winnersShared':
			'Égalité à {n, plural, one {# point} other {# points}} et à {cards, plural, one {# carte Animal} other {# cartes Animal}} entre {tied} : la victoire est partagée.',
		'sheet.notCount': '« {typed} » n’est pas un nombre entier positif ou nul.',
		'sheet.animalsTotal': 'Une partie n’a que {max, plural, one {# carte Animal} other {# cartes Animal}} ; la feuille en donne {n} en tout.',
		'rule.end.winner': 'le vainqueur',
		'rule.setup.animal-columns': 'les 20 cartes Animal',
		'rule.variants.beginners': 'la partie pour débutants',
	},
	en: {
		'sheet.title': 'Planet score sheet',
		'sheet.options': 'The game',
		'sheet.beginners': 'Beginners’ game (no objective cards)',
		'sheet.objective': 'Objective card',
		'sheet.choose': '— choose —',
		'sheet.card': 'The table printed on the card',
		'sheet.cardHelp':
			'Copy each line of the card: from how many to how many areas, for how many points. The site knows only the glacier line the rulebook gives; it never fills a card in for you.',
		'sheet.parcels': '{terrain, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} glacier {Glacier} other {Terrain}} areas',
		'sheet.animals': 'Animal cards won, by border colour',
		'sheet.pending.objective': 'Choose the terrain on {player}’s objective card.',
		'sheet.pending.card': 'Copy {player}’s card line by line, each line with its three numbers (from, to, points).',
		'sheet.pending.parcels':
			'Count the {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} areas on {player}’s planet, all regions together.',
		'sheet.objectiveLine':
			'{player} has {n} {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} {n, plural, one {area} other {areas}}, all regions together: the line {same, select, yes {for {min, plural, one {# area} other {# areas}}} other {from {min} to {max}}} on the card scores {points, plural, one {# point} other {# points}}.',
		'sheet.objectiveMiss':
			'{player} has {n} {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} {n, plural, one {area} other {areas}}: no line of the card, as you copied it, covers that number, so the objective scores nothing.',
		'sheet.animalLine':
			'{own, plural, =0 {No} other {#}} {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} animal {own, plural, one {card} other {cards}} at 1 point and {other, plural, =0 {none} one {# card} other {# cards}} of another terrain at 2 points: {points, plural, one {# point} other {# points}} for the animals.',
		'sheet.animalBeginners':
			'{n, plural, =0 {No animal cards} one {# animal card} other {# animal cards}}, at 1 point each in the beginners’ game: {points, plural, one {# point} other {# points}}.',
		'sheet.end': 'Totals and winner',
		'sheet.endTable': 'The scoring',
		'sheet.notDone': 'The winner shows once every player’s count is complete and no value is refused.',
		'sheet.winner': '{winner} wins the game with {n, plural, one {# point} other {# points}}.',
		'sheet.winnerCards': 'Tied on {n, plural, one {# point} other {# points}} between {tied}: {winner} has the most animal cards ({cards}) and wins the game.',
		'sheet.winnersShared':
			'Tied on {n, plural, one {# point} other {# points}} and on {cards, plural, one {# animal card} other {# animal cards}} between {tied}: the win is shared.',
		'sheet.notCount': '“{typed}” is not a whole number of 0 or more.',
		'sheet.animalsTotal': 'A game has only {max, plural, one {# animal card} other {# animal cards}}; the sheet gives {n} in all.',
		'rule.end.winner': 'the winner',
		'rule.setup.animal-columns': 'the 20 animal cards',
		'rule.variants.beginners': 'the beginners’ game',
	},
});
