import { mirror } from '../source';

/** The end-scoring widget. */
export const END = /* @__PURE__ */ mirror({
	fr: {
		'end.title': 'Le décompte final : objectif, animaux, égalité',
		'end.col.player': 'Joueur',
		'end.col.objective': 'Objectif',
		'end.col.parcels': 'Parcelles du milieu',
		'end.col.objPoints': 'Points d’objectif',
		'end.col.cards': 'Cartes Animal',
		'end.col.animalPoints': 'Points d’animaux',
		'end.col.total': 'Total',
		'end.scores': 'Le décompte',
		'end.none': 'aucun',
		'end.card':
			'{t, select, ocean {océan} forest {forêt} desert {désert} mountain {montagne} glacier {glacier} other {}} ({p, plural, one {# pt} other {# pts}})',
		'end.table': 'Barème de la carte objectif {terrain, select, ocean {Océan} forest {Forêt} desert {Désert} mountain {Montagne} other {Glacier}}',
		'end.teachingTable': '(ligne d’exemple, inventée)',
		'end.rulebookTable': '(ligne de la règle)',
		'end.row': 'De {min} à {max} {max, plural, one {parcelle} other {parcelles}} : {points, plural, one {# point} other {# points}}',
		'end.winner':
			'{names_number, select, pl {{names_gender, select, f {Gagnantes} other {Gagnants}}} other {{names_gender, select, f {Gagnante} other {Gagnant}}}} : {names}',
		'end.step.start': 'Fin du tour 12 : les planètes sont couvertes et les dernières cartes Animal attribuées. Anna et Bruno révèlent leur carte objectif.',
		'end.step.objective':
			'Objectifs. Anna a la carte glacier de la règle : avec {qty, plural, one {# parcelle} other {# parcelles}} de glacier, entre 11 et 13, elle marque {points, plural, one {# point} other {# points}}. Le barème de Bruno (océan) est inventé pour l’exemple : {bparcels, plural, one {# parcelle} other {# parcelles}} d’océan, {bpoints, plural, one {# point} other {# points}}.',
		'end.step.animals':
			'Animaux : 1 point par carte du milieu de son objectif, 2 points pour les autres. Cela fait {apts, plural, one {# point} other {# points}} pour Anna et {bpts, plural, one {# point} other {# points}} pour Bruno.',
		'end.step.total': 'Totaux : Anna {a}, Bruno {b}. {tie}',
		'end.tie.points': '{winner} a plus de points et l’emporte.',
		'end.tie.cards': 'Égalité de points : {winner} a plus de cartes Animal ({wc} contre {lc}) et l’emporte.',
		'end.tie.shared': 'Égalité de points et de cartes Animal : la victoire est partagée.',
		'end.step.missed':
			'Et si Anna n’avait que {qty, plural, one {# parcelle} other {# parcelles}} de glacier ? La vraie carte a sans doute d’autres lignes, absentes de nos sources : ce tableau ne connaît que celle de 11 à 13. Supposons que sa carte n’ait aucune ligne pour ce nombre : aucun point d’objectif. Ses cartes Animal comptent quand même : total {a}. {tie}',
		'end.step.beginners': 'Partie pour débutants : pas de carte objectif, chaque carte Animal vaut 1 point. Anna {a}, Bruno {b}. {tie}',
		'end.caption':
			'Seule la ligne du glacier (11 à 13 parcelles, 2 points) vient de la règle ; les autres barèmes ne sont pas dans nos sources. Saisissez celui de votre carte en mode « À vous de jouer ».',
		'end.try.intro': 'Saisissez le barème de votre carte objectif et le nombre de parcelles de chaque joueur ; les points suivent.',
		'end.try.min': 'De (parcelles), ligne {n}',
		'end.try.max': 'À (parcelles), ligne {n}',
		'end.try.points': 'Points, ligne {n}',
		'end.try.add': 'Ajouter une ligne',
		'end.try.remove': 'Effacer la ligne {n}',
		'end.try.parcels': 'Parcelles, {name}',
		'end.try.beginners': 'Partie pour débutants',
		'end.try.restart': 'Recommencer',
		'end.try.updated': 'Totaux : {totals}. {result}.',
	},
	en: {
		'end.title': 'Final scoring: objective, animals, ties',
		'end.col.player': 'Player',
		'end.col.objective': 'Objective',
		'end.col.parcels': 'Areas of that terrain',
		'end.col.objPoints': 'Objective points',
		'end.col.cards': 'Animal cards',
		'end.col.animalPoints': 'Animal points',
		'end.col.total': 'Total',
		'end.scores': 'The scoring',
		'end.none': 'none',
		'end.card':
			'{t, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} glacier {glacier} other {}} ({p, plural, one {# pt} other {# pts}})',
		'end.table': 'Points table of the {terrain, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} other {Glacier}} objective card',
		'end.teachingTable': '(teaching line, made up)',
		'end.rulebookTable': '(rulebook line)',
		'end.row': 'From {min} to {max} {max, plural, one {area} other {areas}}: {points, plural, one {# point} other {# points}}',
		'end.winner': '{names_number, select, pl {Winners} other {Winner}}: {names}',
		'end.step.start': 'End of round 12: the planets are covered and the last animal cards are awarded. Anna and Bruno reveal their objective cards.',
		'end.step.objective':
			'Objectives. Anna holds the rulebook’s glacier card: with {qty, plural, one {# glacier area} other {# glacier areas}}, between 11 and 13, she scores {points, plural, one {# point} other {# points}}. Bruno’s table (ocean) is made up for the example: {bparcels, plural, one {# ocean area} other {# ocean areas}}, {bpoints, plural, one {# point} other {# points}}.',
		'end.step.animals':
			'Animals: 1 point per card of your objective’s terrain, 2 points for the others. That makes {apts, plural, one {# point} other {# points}} for Anna and {bpts, plural, one {# point} other {# points}} for Bruno.',
		'end.step.total': 'Totals: Anna {a}, Bruno {b}. {tie}',
		'end.tie.points': '{winner} has more points and wins.',
		'end.tie.cards': 'Tied on points: {winner} has more animal cards ({wc} to {lc}) and wins.',
		'end.tie.shared': 'Tied on points and on animal cards: the win is shared.',
		'end.step.missed':
			'What if Anna had only {qty, plural, one {# glacier area} other {# glacier areas}}? The real card likely has other lines, which are not in our sources: this table knows only the 11-to-13 one. Suppose her card has no line for that number: no objective points. Her animal cards still count: total {a}. {tie}',
		'end.step.beginners': 'Beginners’ game: no objective cards, every animal card is worth 1 point. Anna {a}, Bruno {b}. {tie}',
		'end.caption':
			'Only the glacier line (11 to 13 areas, 2 points) comes from the rulebook; the other tables are not in our sources. Type in your own card’s table in “Try it” mode.',
		'end.try.intro': 'Type in your objective card’s table and each player’s number of areas; the points follow.',
		'end.try.min': 'From (areas), line {n}',
		'end.try.max': 'To (areas), line {n}',
		'end.try.points': 'Points, line {n}',
		'end.try.add': 'Add a line',
		'end.try.remove': 'Delete line {n}',
		'end.try.parcels': 'Areas, {name}',
		'end.try.beginners': 'Beginners’ game',
		'end.try.restart': 'Start again',
		'end.try.updated': 'Totals: {totals}. {result}.',
	},
});
