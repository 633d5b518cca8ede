import { mirror } from '../source';

/**
 * "Ready for game night?" (issue 22): Planet's prompts and reasons (src/machines/planet/ready.ts
 * gives the keys and the engine's params) and the words of its question boards.
 */
const DE = '{terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}}';
const WITH_FR = '{with, select, ocean {un océan} forest {une forêt} desert {un désert} mountain {une montagne} other {un glacier}}';
const NONE_FR = '{with, select, ocean {aucun océan} forest {aucune forêt} desert {aucun désert} mountain {aucune montagne} other {aucun glacier}}';
const T_EN = '{terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}}';
const WITH_EN = '{with, select, ocean {an ocean} forest {a forest} desert {a desert} mountain {a mountain} other {a glacier}}';

export const READY_PL = /* @__PURE__ */ mirror({
	fr: {
		'rd.n': '{n}',
		'rd.player': '{player}',
		'rd.nobody': 'Personne ce tour-ci',
		'rd.shared': 'Victoire partagée',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.teaching': 'Planètes d’exemple tirées au hasard, faites de tuiles inventées : ce ne sont pas les tuiles du jeu.',
		'rd.planet': 'Planète {player_of} après {round} tours ({round} tuiles, faces numérotées ; une face hachurée est libre)',
		'rd.net.cuts': 'Sur la planète, deux bords marqués de la même lettre n’en font qu’un : une région peut passer de l’un à l’autre.',
		'rd.net.joins': 'La région {region} se poursuit de l’autre côté {n, plural, one {du bord} other {des bords}} {letters}.',
		'rd.regions.prompt': `Voici la planète {player_of} après {round} tours. Combien compte-t-elle de régions ${DE} séparées ?`,
		'rd.regions.why': `{count, plural, one {Une seule région ${DE}, {size, plural, one {d’une parcelle} other {de # parcelles}}.} =2 {Deux régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =3 {Trois régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =4 {Quatre régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =5 {Cinq régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =6 {Six régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =7 {Sept régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =8 {Huit régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =9 {Neuf régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =10 {Dix régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =11 {Onze régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} =12 {Douze régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.} other {# régions ${DE}. Leurs tailles, en parcelles : {sizeSum}.}}`,
		'rd.regions.rule':
			'Des parcelles d’un même milieu qui se touchent par un côté (notre lecture) forment une seule région, même d’une tuile à l’autre ; une parcelle seule est une région à elle seule.',
		'rd.award.prompt': `Tour {round}{round, select, 12 { (le dernier)} other {}}. La carte de la colonne demande {kind, select, most {le plus de régions ${DE}} touching {la plus grande région ${DE} qui touche ${WITH_FR}} other {la plus grande région ${DE} qui ne touche ${NONE_FR}}}. Avec les régions ci-dessus, qui prend la carte ?`,
		'rd.award.score':
			'{player} : {kind, select, most {{value, plural, =0 {aucune région} one {# région} other {# régions}}} other {{value, plural, =0 {aucune région qui remplit la condition} one {sa plus grande région qui la remplit fait # parcelle} other {sa plus grande région qui la remplit fait # parcelles}}}}.',
		'rd.award.best': '{winner} est {winner_gender, select, f {seule} other {seul}} en tête : {winner_gender, select, f {elle} other {il}} prend la carte.',
		'rd.award.breaker':
			'Égalité en tête ; au dernier tour, on compare la {which, select, third {troisième} other {deuxième}} région qui remplit la condition : {winner} l’emporte et prend la carte.',
		'rd.reading.prompt':
			'{question} Répondez selon notre lecture de la règle : {reading, select, touching {chacun compte la plus grande de ses régions qui remplissent la condition} edge {deux parcelles ne se touchent que si elles partagent un côté, une pointe commune ne suffit pas} other {au dernier tour, si chacun des joueurs à égalité a une deuxième région, la plus grande l’emporte}}.',
		'rd.reading.why':
			'La règle se lit ici de deux façons, et c’est notre lecture qui donne cette réponse. Selon l’autre lecture ({reading, select, touching {seule compte votre plus grande région de ce milieu, et seulement si elle remplit la condition} edge {des parcelles qui se rejoignent par une pointe se touchent aussi} other {seule compte l’existence d’une deuxième région, pas sa taille}}), {outcome}. Le lien ci-dessous mène à la précision.',
		'rd.award.other.player': '{player} prendrait la carte',
		'rd.regions.other': `il y aurait {count, plural, one {une seule région ${DE}} =2 {deux régions ${DE}} =3 {trois régions ${DE}} =4 {quatre régions ${DE}} =5 {cinq régions ${DE}} other {# régions ${DE}}}`,
		'rd.award.other.next': 'personne ne prendrait la carte, qui passerait dans la colonne du tour {next}',
		'rd.award.other.box': 'personne ne prendrait la carte, qui retournerait dans la boîte',
		'rd.award.tie': 'Égalité en tête : personne ne prend la carte, qui passe dans la colonne du tour {next}.',
		'rd.award.nobody':
			'Personne ne remplit la condition : nous comptons cela comme une égalité à zéro (notre lecture), et la carte passe dans la colonne du tour {next}.',
		'rd.award.box':
			'{nobody, select, yes {Au dernier tour, personne ne remplit la condition} other {Égalité en tête au dernier tour{kind, select, most {, sur une carte « le plus de régions »} other {, même en comparant une deuxième puis une troisième région}}}} : personne ne prend la carte, qui retourne dans la boîte.',
		'rd.animals.prompt': `Fin de partie. {player} a gagné {count, plural, one {une seule carte Animal, montrée ci-dessus par la couleur de son bord} =2 {deux cartes Animal, montrées ci-dessus par la couleur de leur bord} =3 {trois cartes Animal, montrées ci-dessus par la couleur de leur bord} =4 {quatre cartes Animal, montrées ci-dessus par la couleur de leur bord} =5 {cinq cartes Animal, montrées ci-dessus par la couleur de leur bord} =6 {six cartes Animal, montrées ci-dessus par la couleur de leur bord} other {# cartes Animal, montrées ci-dessus par la couleur de leur bord}}. {beginners, select, yes {C’est une partie pour débutants, sans carte objectif.} other {Son objectif est le milieu {terrain, select, ocean {océan} forest {forêt} desert {désert} mountain {montagne} other {glacier}}.}} {count, plural, one {Combien de points lui rapporte sa carte Animal ?} other {Combien de points lui rapportent ses cartes Animal ?}}`,
		'rd.animals.why': `{own, plural, =0 {Aucune carte} one {Une carte} =2 {Deux cartes} =3 {Trois cartes} =4 {Quatre cartes} =5 {Cinq cartes} other {# cartes}} du milieu de son objectif, à 1 point, et {other, plural, =0 {aucune autre} one {une autre} =2 {deux autres} =3 {trois autres} =4 {quatre autres} =5 {cinq autres} other {# autres}}, à 2 points : {points, plural, one {# point} other {# points}}.`,
		'rd.animals.beginners':
			'Partie pour débutants : chaque carte Animal vaut 1 point, soit {points, plural, one {# point} other {# points}} pour {count, plural, one {une seule carte} other {# cartes}}.',
		'rd.animals.cards': 'Cartes Animal gagnées, par la couleur de leur bord',
		'rd.card': '{t, select, ocean {Océan} forest {Forêt} desert {Désert} mountain {Montagne} other {Glacier}}',
		'rd.winner.prompt':
			'Fin de partie à {n, plural, one {# joueur} =2 {deux joueurs} =3 {trois joueurs} =4 {quatre joueurs} other {# joueurs}} : voici les totaux et les cartes Animal de chacun. Qui gagne ?',
		'rd.winner.points': '{winner} a le plus de points ({points}) : {winner_gender, select, f {elle} other {il}} gagne.',
		'rd.winner.cards':
			'Égalité à {points, plural, one {# point} other {# points}} : le joueur qui a le plus de cartes Animal l’emporte, et c’est {winner} ({cards}).',
		'rd.winner.shared':
			'Égalité à {points, plural, one {# point} other {# points}} {cards, plural, =0 {et sans carte Animal} one {et à une carte Animal} =2 {et à deux cartes Animal} =3 {et à trois cartes Animal} =4 {et à quatre cartes Animal} =5 {et à cinq cartes Animal} other {et à # cartes Animal}} : la victoire est partagée entre {names}.',
		'rd.column.prompt':
			'Au tour {round}, des joueurs sont à égalité en tête pour une carte Animal de la colonne{round, select, 12 {, et l’égalité persiste} other {}} : personne ne la remporte. Que devient-elle ?',
		'rd.column.next': 'Elle passe dans la colonne du tour {next}',
		'rd.column.box': 'Elle retourne dans la boîte',
		'rd.column.stays': 'Elle reste dans la colonne du tour {round}',
		'rd.column.why':
			'Une carte que personne ne prend passe dans la colonne du tour suivant, le {next} : elle s’y dispute de nouveau, avec les cartes de ce tour.',
		'rd.column.whyBox': 'Au tour 12, il n’y a plus de colonne suivante : la carte retourne dans la boîte.',
		'rd.first.prompt':
			'{n, plural, one {# joueur est assis} =2 {Deux joueurs sont assis} =3 {Trois joueurs sont assis} =4 {Quatre joueurs sont assis} =5 {Cinq joueurs sont assis} =6 {Six joueurs sont assis} other {# joueurs sont assis}} dans l’ordre de la liste, dans le sens des aiguilles d’une montre. {first} a le jeton Premier joueur au tour 1. Qui choisit sa tuile en premier au tour {round} ?',
		'rd.first.why':
			'Le jeton Premier joueur passe au voisin de gauche à la fin de chaque tour ; après {passes, plural, one {un passage} =2 {deux passages} =3 {trois passages} =4 {quatre passages} =5 {cinq passages} other {# passages}}, {first} l’a au tour {round}.',
		'rd.seats': 'Les joueurs, dans l’ordre où ils sont assis',
		'rd.col.player': 'Joueur',
		'rd.col.regions':
			'Régions {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} (en parcelles)',
		'rd.col.total': 'Total',
		'rd.col.cards': 'Cartes Animal',
		'rd.region':
			'{size}{touches, select, yes { (touche {with, select, ocean {un océan} forest {une forêt} desert {un désert} mountain {une montagne} other {un glacier}})} other {}}',
		'rd.noRegion': 'aucune',
		'rule.regions.regions': 'ce qu’est une région',
		'rule.animals.last-round': 'le départage du dernier tour',
		'rule.animals.next-column': 'la carte que personne ne prend',
		'rule.regions.largest-touching': 'la plus grande région en contact',
		'rule.regions.touching': 'le contact entre parcelles',
		'rule.animals.last-round-compare': 'la deuxième, puis la troisième région au dernier tour',
		'rule.animals.nobody': 'la carte que personne ne peut accueillir',
		'rule.end.animal-points': 'les points des cartes Animal',
		'rule.end.ties': 'l’égalité en fin de partie',
		'rule.round.first-player-passes': 'le jeton Premier joueur',
	},
	en: {
		'rd.n': '{n}',
		'rd.player': '{player}',
		'rd.nobody': 'Nobody this round',
		'rd.shared': 'A shared win',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.teaching': 'Practice planets drawn at random, made of invented tiles: not the game’s tiles.',
		'rd.planet': '{player}’s planet after {round} rounds ({round} tiles, faces numbered; a hatched face is free)',
		'rd.net.cuts': 'On the planet, two edges marked with the same letter are one and the same: a region can carry on across them.',
		'rd.net.joins': 'Region {region}’s areas meet across {n, plural, one {edge} other {edges}} {letters}.',
		'rd.regions.prompt': `Here is {player}’s planet after {round} rounds. How many separate ${T_EN} regions does it have?`,
		'rd.regions.why': `{count, plural, one {A single ${T_EN} region, of {size, plural, one {one area} other {# areas}}.} other {{count, plural, =2 {Two ${T_EN} regions} =3 {Three ${T_EN} regions} =4 {Four ${T_EN} regions} =5 {Five ${T_EN} regions} =6 {Six ${T_EN} regions} =7 {Seven ${T_EN} regions} =8 {Eight ${T_EN} regions} =9 {Nine ${T_EN} regions} other {# ${T_EN} regions}}. Sizes, in areas: {sizeSum}.}}`,
		'rd.regions.rule': 'Areas of one terrain that share a side (our reading) make a single region, across tiles too; a lone area is a region on its own.',
		'rd.award.prompt': `Round {round}{round, select, 12 { (the last)} other {}}. The card in this column asks for {kind, select, most {the most ${T_EN} regions} touching {the largest ${T_EN} region touching ${WITH_EN}} other {the largest ${T_EN} region not touching ${WITH_EN}}}. With the regions above, who takes the card?`,
		'rd.award.score':
			'{player}: {kind, select, most {{value, plural, =0 {no region} one {# region} other {# regions}}} other {{value, plural, =0 {no region meeting the condition} one {the largest region meeting it has # area} other {the largest region meeting it has # areas}}}}.',
		'rd.award.best': '{winner} alone is ahead: {winner_gender, select, f {she} m {he} other {they}} {winner_gender, select, n {take} other {takes}} the card.',
		'rd.award.breaker':
			'A tie at the top; in the last round, the tie is broken by each tied planet’s {which, select, third {third} other {second}} region meeting the condition: {winner} wins it and takes the card.',
		'rd.reading.prompt':
			'{question} Answer by our reading of the rules: {reading, select, touching {each player counts their largest region that meets the condition} edge {two areas touch only if they share a side; meeting at a point is not enough} other {in the last round, if each tied player has a second region, the larger one wins}}.',
		'rd.reading.why':
			'The rulebook can be read two ways here, and this answer follows our reading. Under the other reading ({reading, select, touching {only your largest region of that terrain counts, and only if it meets the condition} edge {areas that meet at a point touch too} other {only whether a second region exists counts, not its size}}), {outcome}. The link below leads to the ruling.',
		'rd.award.other.player': '{player} would take the card',
		'rd.regions.other': `there would be {count, plural, one {a single ${T_EN} region} other {# ${T_EN} regions}}`,
		'rd.award.other.next': 'nobody would take the card, which would move to the column of round {next}',
		'rd.award.other.box': 'nobody would take the card, which would go back in the box',
		'rd.award.tie': 'A tie at the top: nobody takes the card, which moves to the column of round {next}.',
		'rd.award.nobody': 'Nobody meets the condition: we count that as a tie at zero (our reading), and the card moves to the column of round {next}.',
		'rd.award.box':
			'{nobody, select, yes {In the last round, nobody meets the condition} other {A tie at the top in the last round{kind, select, most {, on a “most regions” card} other {, even comparing a second and then a third region}}}}: nobody takes the card, which goes back in the box.',
		'rd.animals.prompt': `The game is over. {player} won {count, plural, one {# animal card} other {# animal cards}}, shown above by border colour. {beginners, select, yes {This is a beginners’ game, without objective cards.} other {{player_gender, select, f {Her} m {His} other {Their}} objective is the ${T_EN} terrain.}} {count, plural, one {How many points does this animal card score?} other {How many points do these animal cards score?}}`,
		'rd.animals.why':
			'{own, plural, =0 {No card of the objective’s terrain} one {One card of the objective’s terrain at 1 point} =2 {Two cards of the objective’s terrain at 1 point each} =3 {Three cards of the objective’s terrain at 1 point each} =4 {Four cards of the objective’s terrain at 1 point each} =5 {Five cards of the objective’s terrain at 1 point each} =6 {Six cards of the objective’s terrain at 1 point each} =7 {Seven cards of the objective’s terrain at 1 point each} =8 {Eight cards of the objective’s terrain at 1 point each} =9 {Nine cards of the objective’s terrain at 1 point each} other {# cards of the objective’s terrain at 1 point each}}{other, plural, =0 {, and no other} one {, and one other at 2 points} =2 {, and two others at 2 points each} =3 {, and three others at 2 points each} =4 {, and four others at 2 points each} =5 {, and five others at 2 points each} =6 {, and six others at 2 points each} =7 {, and seven others at 2 points each} =8 {, and eight others at 2 points each} =9 {, and nine others at 2 points each} other {, and # others at 2 points each}}: {points, plural, =0 {no points} one {# point} other {# points}}.',
		'rd.animals.beginners':
			'A beginners’ game: each animal card is worth 1 point, so {count, plural, one {# card scores} other {# cards score}} {points, plural, one {# point} other {# points}}.',
		'rd.animals.cards': 'Animal cards won, by border colour',
		'rd.card': '{t, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} other {Glacier}}',
		'rd.winner.prompt':
			'The end of a game with {n, plural, one {# player} =2 {two players} =3 {three players} =4 {four players} other {# players}}: here are everyone’s totals and animal cards. Who wins?',
		'rd.winner.points':
			'{winner} has the most points ({points}): {winner_gender, select, f {she} m {he} other {they}} {winner_gender, select, n {win} other {wins}}.',
		'rd.winner.cards': 'Tied on {points, plural, one {# point} other {# points}}: the player with more animal cards wins, and that is {winner} ({cards}).',
		'rd.winner.shared':
			'Tied on {points, plural, one {# point} other {# points}} and {cards, plural, =0 {with no animal cards} one {with one animal card each} other {with # animal cards each}}: the win is shared by {names}.',
		'rd.column.prompt':
			'In round {round}, players tie at the top for one of the column’s animal cards{round, select, 12 {, and the tie persists} other {}}: nobody wins it. What happens to it?',
		'rd.column.next': 'It moves to the column of round {next}',
		'rd.column.box': 'It goes back in the box',
		'rd.column.stays': 'It stays in the column of round {round}',
		'rd.column.why': 'A card nobody takes moves to the next round’s column, round {next}: it is contested again there, with that round’s cards.',
		'rd.column.whyBox': 'After round 12 there is no next column: the card goes back in the box.',
		'rd.first.prompt':
			'{n, plural, =2 {Two players sit} =3 {Three players sit} =4 {Four players sit} one {# player sits} other {# players sit}} clockwise, in the order listed. {first} holds the first-player token in round 1. Who chooses a tile first in round {round}?',
		'rd.first.why':
			'The first-player token passes to the left at the end of every round; after {passes, plural, one {# pass} other {# passes}}, {first} holds it in round {round}.',
		'rd.seats': 'The players, in the order they sit',
		'rd.col.player': 'Player',
		'rd.col.regions': `{terrain, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} other {Glacier}} regions (in areas)`,
		'rd.col.total': 'Total',
		'rd.col.cards': 'Animal cards',
		'rd.region': `{size}{touches, select, yes { (touches ${WITH_EN})} other {}}`,
		'rd.noRegion': 'none',
		'rule.regions.regions': 'what a region is',
		'rule.animals.last-round': 'the last round’s tie-break',
		'rule.animals.next-column': 'a card nobody takes',
		'rule.regions.largest-touching': 'the largest region touching',
		'rule.regions.touching': 'how areas touch',
		'rule.animals.last-round-compare': 'the second, then third region in the last round',
		'rule.animals.nobody': 'a card nobody can host',
		'rule.end.animal-points': 'animal card points',
		'rule.end.ties': 'a tie at the end of the game',
		'rule.round.first-player-passes': 'the first-player token',
	},
});
