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
			'Mise en place à {n, plural, one {# joueur} other {# joueurs}} : 10 piles de 5 tuiles faces cachées, et 20 cartes Animal sous les tours 3 à 12, réparties 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 d’après les présentations du jeu (le schéma de la règle manque dans notre copie). {first} reçoit le jeton Premier joueur.',
		'stacks.step.round':
			'Tour {round} : la pile {round} est retournée ({revealed, plural, one {# tuile} other {# tuiles}}) ; {order} {order_number, select, pl {en prennent une {order_gender, select, f {chacune} other {chacun}}} other {en prend une}}. {left} {life}',
		'stacks.left': '{n, plural, =0 {Il ne reste aucune tuile.} one {La tuile restante va {dest}.} other {Les # tuiles restantes vont {dest}.}}',
		'stacks.leftSplit': '{n, plural, one {De la tuile restante} other {Des # tuiles restantes}}, {parts}.',
		'stacks.part': '{count} {count, plural, one {va} other {vont}} {dest}',
		'stacks.life':
			'{round, plural, =1 {Pas encore de vie : elle apparaît au tour 3.} =2 {Pas encore de vie : elle apparaît au tour 3.} other {Vie : on attribue les cartes de la colonne {round} ({cards, plural, one {# carte} other {# cartes}}, plus celles qu’une égalité y a fait passer).}}',
		'stacks.caption':
			'Quelles cartes occupent chaque colonne, et leurs conditions, change d’une partie à l’autre : ici, on compte seulement combien il y en a. La répartition 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 vient des présentations publiées du jeu, pas de notre copie de la règle.',
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
			'Set-up for {n, plural, one {# player} other {# players}}: 10 face-down stacks of 5 tiles, and 20 animal cards under rounds 3 to 12, laid out 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 according to published descriptions of the game (the rulebook’s diagram is missing from our copy). {first} gets the first-player token.',
		'stacks.step.round':
			'Round {round}: stack {round} is turned face up ({revealed, plural, one {# tile} other {# tiles}}); {order} {order_number, select, pl {take one each} other {takes one}}. {left} {life}',
		'stacks.left': '{n, plural, =0 {No tile is left over.} one {The leftover tile goes {dest}.} other {The # leftover tiles go {dest}.}}',
		'stacks.leftSplit': 'Of the {n, plural, one {leftover tile} other {# leftover tiles}}, {parts}.',
		'stacks.part': '{count, plural, one {one goes} other {# go}} {dest}',
		'stacks.life':
			'{round, plural, =1 {No life yet: it appears in round 3.} =2 {No life yet: it appears in round 3.} other {Life: the cards in column {round} are awarded ({cards, plural, one {# card} other {# cards}}, plus any a tie moved there).}}',
		'stacks.caption':
			'Which cards sit in each column, and their conditions, change from game to game: here we only count them. The 1, 1, 1, 2, 2, 2, 2, 3, 3, 3 layout comes from published descriptions of the game, not from our copy of the rulebook.',
	},
});
