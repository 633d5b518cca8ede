import { mirror } from '../source';

/** The round-and-stacks widget (and the planet widget's leftover tiles). */
export const STACKS = /* @__PURE__ */ mirror({
	fr: {
		'stacks.title': 'Les piles, tour après tour : où vont les tuiles restantes',
		'stacks.players': 'Joueurs',
		'stacks.playersButton': '{n, plural, one {# joueur} other {# joueurs}}',
		'stacks.stack': 'Pile {n}',
		'stacks.stackCount': 'Pile {n} : {count, plural, =0 {vide} one {# tuile} other {# tuiles}}',
		'stacks.box': 'Boîte : {count, plural, =0 {aucune tuile} one {# tuile} other {# tuiles}}',
		'stacks.column': 'colonne {n} : {count, plural, one {# carte} other {# cartes}}',
		'stacks.awarded': 'cartes attribuées ce tour',
		'stacks.row': 'Les 12 piles au-dessus des colonnes des tours',
		'stacks.dest': '{d, select, s11 {sur la pile 11} s12 {sur la pile 12} other {dans la boîte}}',
		'stacks.step.setup':
			'Mise en place à {n, plural, one {# joueur} =2 {deux joueurs} =3 {trois joueurs} =4 {quatre joueurs} other {# joueurs}} : dix piles de cinq tuiles faces cachées, et 20 cartes Animal sous les tours 3 à 12, réparties 1, 1, 1, 2, 2, 2, 2, 3, 3, 3. {first} reçoit le jeton Premier joueur.',
		'stacks.step.round':
			'Tour {round} : la pile {round} est retournée ({revealed, plural, one {# tuile} other {# tuiles}}) ; {order} {order_number, select, pl {en prennent une {order_gender, select, f {chacune} other {chacun}}} other {en prend une}}. {left} {life}',
		'stacks.step.pass': 'Tour 2 : le jeton Premier joueur passe à gauche, {first_to}, qui choisit en premier. {left}',
		'stacks.step.next':
			'Tour {round} : {first} choisit en premier{revealed, plural, =5 {} one {, dans une pile d’une seule tuile} other {, dans une pile de # tuiles}}. {left} {life}',
		'stacks.step.last':
			'Tour 12, le dernier : {first} choisit en premier{revealed, plural, =5 {} one {, dans une pile d’une seule tuile} other {, dans une pile de # tuiles}}. {left} {life} Les douze faces de chaque planète sont couvertes : place au décompte final.',
		'stacks.left':
			'{n, plural, =0 {Il ne reste aucune tuile.} one {La tuile restante va {dest}.} =2 {Les deux tuiles restantes vont {dest}.} =3 {Les trois tuiles restantes vont {dest}.} other {Les # tuiles restantes vont {dest}.}}',
		'stacks.leftSplit':
			'{n, plural, one {De la tuile restante} =2 {Des deux tuiles restantes} =3 {Des trois tuiles restantes} other {Des # tuiles restantes}}, {parts}.',
		'stacks.part': '{count, plural, one {une va} =2 {deux vont} =3 {trois vont} other {# vont}} {dest}',
		'stacks.life':
			'{round, plural, =1 {Pas encore de vie : elle apparaît au tour 3.} =2 {Pas encore de vie : elle apparaît au tour 3.} other {Vie : on attribue {cards, plural, one {la carte} other {les # cartes}} de la colonne {round}, et désormais, à chaque tour, aussi celles qu’une égalité y a fait passer.}}',
		'stacks.lifeNext': 'Vie : {cards, plural, one {une carte Animal} =2 {deux cartes Animal} =3 {trois cartes Animal} other {# cartes Animal}} à attribuer.',
		'stacks.caption':
			'Les cartes de chaque colonne et leurs conditions changent d’une partie à l’autre : on ne compte ici que leur nombre. La répartition 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 vient des présentations publiées du jeu, pas de notre copie de la règle.',
	},
	en: {
		'stacks.title': 'The stacks, round after round: where the leftover tiles go',
		'stacks.players': 'Players',
		'stacks.playersButton': '{n, plural, one {# player} other {# players}}',
		'stacks.stack': 'Stack {n}',
		'stacks.stackCount': 'Stack {n}: {count, plural, =0 {empty} one {# tile} other {# tiles}}',
		'stacks.box': 'Box: {count, plural, =0 {no tile} one {# tile} other {# tiles}}',
		'stacks.column': 'column {n}: {count, plural, one {# card} other {# cards}}',
		'stacks.awarded': 'cards awarded this round',
		'stacks.row': 'The 12 stacks above the columns of the rounds',
		'stacks.dest': '{d, select, s11 {onto stack 11} s12 {onto stack 12} other {into the box}}',
		'stacks.step.setup':
			'Setup for {n, plural, one {# player} =2 {two players} =3 {three players} =4 {four players} other {# players}}: 10 face-down stacks of 5 tiles, and 20 animal cards under rounds 3 to 12, laid out 1, 1, 1, 2, 2, 2, 2, 3, 3, 3. {first} gets the first-player token.',
		'stacks.step.round':
			'Round {round}: stack {round} is turned face up ({revealed, plural, one {# tile} other {# tiles}}); {order} {order_number, select, pl {take one each} other {takes one}}. {left} {life}',
		'stacks.step.pass': 'Round 2: the first-player token passes left, to {first}, who chooses first. {left}',
		'stacks.step.next':
			'Round {round}: {first} chooses first{revealed, plural, =5 {} one {, from a stack of one tile} other {, from a stack of # tiles}}. {left} {life}',
		'stacks.step.last':
			'Round 12, the last: {first} chooses first{revealed, plural, =5 {} one {, from a stack of one tile} other {, from a stack of # tiles}}. {left} {life} All twelve faces of every planet are now covered: on to the final scoring.',
		'stacks.left':
			'{n, plural, =0 {No tile is left over.} one {The leftover tile goes {dest}.} =2 {The two leftover tiles go {dest}.} =3 {The three leftover tiles go {dest}.} other {The # leftover tiles go {dest}.}}',
		'stacks.leftSplit': 'Of the {n, plural, one {leftover tile} =2 {two leftover tiles} =3 {three leftover tiles} other {# leftover tiles}}, {parts}.',
		'stacks.part': '{count, plural, one {one goes} =2 {two go} =3 {three go} other {# go}} {dest}',
		'stacks.life':
			'{round, plural, =1 {No life yet: it appears in round 3.} =2 {No life yet: it appears in round 3.} other {Life: {cards, plural, one {the card} other {the # cards}} in column {round} {cards, plural, one {is} other {are}} awarded, and from now on, each round, so is any card a tie has moved there.}}',
		'stacks.lifeNext': 'Life: {cards, plural, one {one animal card} =2 {two animal cards} =3 {three animal cards} other {# animal cards}} to award.',
		'stacks.caption':
			'The cards in each column, and their conditions, change from game to game; here we only count them. The 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 layout comes from published descriptions of the game, not from our copy of the rulebook.',
	},
});
