import { mirror } from '../source';

/**
 * "Ready for game night?" (issue 22): WildLife's prompts and reasons (src/machines/wildlife/ready.ts
 * gives the keys and the engine's params). Reasons about scoring reuse the tie explorer's sentences
 * (`sc.*`), refusals the engine's own (`action.*`), each introduced by its space (`rd.about`).
 */
export const READY_WL = mirror({
	fr: {
		'rd.cell': '{terrain} (ligne {row}, colonne {col})',
		'rd.about': '{cell} : non. {why}',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.spaces': '{n, plural, one {# case} other {# cases}}',
		'rd.star': 'pion marqué d’une étoile',
		'rd.areaCaption': '{areaSize, select, small {Petit} other {Grand}} territoire de {spaces, plural, one {# case} other {# cases}}',
		'rd.pieces': '{n, plural, one {# pion} other {# pions}}',
		'rd.herdSizes': '{count, plural, one {une colonie de {sizes} pions} other {colonies de {sizes} pions}}',
		'rd.noHerd': 'aucune colonie',
		'rd.seller': 'vend la carte',
		'rd.buyer': 'remporte la vente',
		'rd.human':
			'{player} joue l’Homme, dont le tableau est connu : déplacement en forêt et en montagne, reproduction dans la steppe, attaque dans la savane, aucune action dans l’eau ni dans le désert.',
		'rd.migrate.prompt':
			'Avec une carte {card_id, select, water {Eau} steppe {Steppe} savanna {Savane} forest {Forêt} mountain {Montagne} other {Désert}}, {player} déplace son pion marqué d’une étoile, posé sur la case {from}. Parmi les cases entourées, lesquelles peut-il atteindre ? Choisissez-les toutes.',
		'rd.migrate.ok': '{cell} : oui. La case est libre, elle est {inTerrain}, et le pion l’atteint d’un pas ou en sautant par-dessus ses propres pions.',
		'rd.attack.prompt':
			'Avec une carte {card_id, select, water {Eau} steppe {Steppe} savanna {Savane} forest {Forêt} mountain {Montagne} other {Désert}}, {player} attaque. Parmi les pions entourés, lesquels {player_gender, select, f {peut-elle} other {peut-il}} remplacer par un pion de sa réserve ? Choisissez-les tous.',
		'rd.attack.ok': '{cell} : oui. Ce pion {owner_of} est dans un territoire de savane plein, et c’est un pion adverse.',
		'rd.area.prompt':
			'Décompte général dans un {areaSize, select, small {petit} other {grand}} territoire de {spaces, plural, one {# case} other {# cases}}, avec les pions ci-dessus. Combien de points marque {player} ?',
		'rd.area.total': '{player} marque donc {points, plural, one {# point} other {# points}}.',
		'rd.herds.prompt': 'Décompte général, avec les colonies ci-dessus. Combien de points marque {player} pour ses colonies ?',
		'rd.herds.total': '{player} marque donc {points, plural, one {# point} other {# points}} pour ses colonies.',
		'rd.short.prompt':
			'{buyer} {food, plural, =0 {n’a aucun point de nourriture} one {n’a qu’un point de nourriture} other {{enough, select, yes {a # points de nourriture} other {n’a que # points de nourriture}}}} et remporte la vente {seller_of} pour {price}. De combien de cases recule son marqueur de score ?',
		'rd.short.why':
			'Il manque {short, plural, one {un point} other {# points}} de nourriture à {buyer} : {buyer_gender, select, f {elle} other {il}} recule {spaces, plural, one {d’une case} other {de # cases}} sur l’échelle des scores, prend {bank, plural, one {# point} other {# points}} dans la réserve (3 par case), en donne {price} à {seller} et {left, plural, =0 {ne garde rien} one {garde le point qui reste} other {garde les # qui restent}}.',
		'rd.short.covered':
			'{buyer} a de quoi payer : {buyer_gender, select, f {elle} other {il}} donne {price, plural, one {# point} other {# points}} de nourriture à {seller} et ne recule pas.',
		'rd.first.prompt':
			'{n, plural, one {# joueur est assis} =2 {Deux joueurs sont assis} =3 {Trois joueurs sont assis} =4 {Quatre joueurs sont assis} =5 {Cinq joueurs sont assis} =6 {Six joueurs sont assis} other {# joueurs sont assis}} dans l’ordre des lettres, dans le sens des aiguilles d’une montre. {seller} met une carte en vente : qui enchérit en premier ?',
		'rd.swapped':
			'Plus tôt dans la partie, {swapper} a joué sa carte Mobilité : {swapper_gender, select, f {elle} other {il}} a échangé un de ses pions avec un pion {player_of}. Ce pion se trouve depuis sur la case {cell}, un terrain où l’Homme n’a aucune action. {question}',
		'rd.withReading': '{question} {reading}',
		'rd.reading.migration-path': 'La correction suit notre lecture : seule la case d’arrivée compte (règle française).',
		'rd.reading.migration-path.why':
			'C’est notre lecture : la traduction anglaise exige aussi le Déplacement au départ et sur chaque case franchie, et sa réponse serait différente ici.',
		'rd.reading.tie-drop-rank': 'La correction suit notre lecture des rangs après une égalité à trois ou plus : un classement sportif.',
		'rd.first.choice': '{player}',
		'rd.first.why':
			'La vente commence par le voisin de gauche du vendeur et tourne dans le sens des aiguilles d’une montre : après {seller}, c’est {first} qui parle en premier.',
	},
	en: {
		'rd.cell': '{terrain} (row {row}, column {col})',
		'rd.about': '{cell}: no. {why}',
		'rd.points': '{n, plural, one {# point} other {# points}}',
		'rd.spaces': '{n, plural, one {# space} other {# spaces}}',
		'rd.star': 'piece marked with a star',
		'rd.areaCaption': '{areaSize, select, small {Small} other {Large}} area of {spaces, plural, one {# space} other {# spaces}}',
		'rd.pieces': '{n, plural, one {# piece} other {# pieces}}',
		'rd.herdSizes': '{count, plural, one {one herd of {sizes} pieces} other {herds of {sizes} pieces}}',
		'rd.noHerd': 'no herd',
		'rd.seller': 'sells the card',
		'rd.buyer': 'wins the auction',
		'rd.human':
			'{player} plays the Human, the one chart we know: migrate in forest and mountains, expand in steppe, attack in savanna, no action in water or desert.',
		'rd.migrate.prompt':
			'With a {card} card, {player} migrates the piece marked with a star, which stands on the space {from}. Which of the circled spaces can the piece reach? Choose every such space.',
		'rd.migrate.ok': '{cell}: yes. The space is free, it is {inTerrain}, and the piece reaches it in one step or by jumping over its own pieces.',
		'rd.attack.prompt': 'With a {card} card, {player} attacks. Which of the circled pieces can this attack replace? Choose every such piece.',
		'rd.attack.ok': '{cell}: yes. This piece of {owner}’s stands in a full savanna area, and it is an opponent’s piece.',
		'rd.area.prompt':
			'At a big scoring, with the pieces above, how many points go to {player} in this {areaSize, select, small {small} other {large}} area of {spaces, plural, one {# space} other {# spaces}}?',
		'rd.area.total': 'So {player} scores {points, plural, =0 {no points} one {# point} other {# points}}.',
		'rd.herds.prompt':
			'At a big scoring, with the herds above, how many points go to {player} for {player_gender, select, f {her} m {his} other {their}} herds?',
		'rd.herds.total':
			'So {player} scores {points, plural, =0 {no points} one {# point} other {# points}} for {player_gender, select, f {her} m {his} other {their}} herds.',
		'rd.short.prompt':
			'{buyer} wins {seller}’s auction for {price} food {food, plural, =0 {and has no food at all} other {{enough, select, yes {and has # food} other {and has only # food}}}}. How many spaces does {buyer_gender, select, f {her} m {his} other {their}} score marker go back?',
		'rd.short.why':
			'{buyer} is {short} food short: {buyer_gender, select, f {she} m {he} other {they}} {buyer_gender, select, n {go} other {goes}} back {spaces, plural, one {# space} other {# spaces}} on the score track, {buyer_gender, select, n {take} other {takes}} {bank} food from the bank (3 a space), {buyer_gender, select, n {pay} other {pays}} {seller} {price} food and {left, plural, =0 {{buyer_gender, select, n {have} other {has}} no food left} other {{buyer_gender, select, n {keep} other {keeps}} the rest (# food)}}.',
		'rd.short.covered':
			'{buyer} can pay: {buyer_gender, select, f {she} m {he} other {they}} {buyer_gender, select, n {give} other {gives}} {seller} {price} food and {buyer_gender, select, n {do} other {does}} not go back.',
		'rd.first.prompt':
			'{n, plural, =2 {Two players sit} =3 {Three players sit} =4 {Four players sit} =5 {Five players sit} =6 {Six players sit} one {# player sits} other {# players sit}} clockwise in letter order. {seller} puts a card up for auction: who bids first?',
		'rd.swapped':
			'Earlier in the game, {swapper} played {swapper_gender, select, f {her} m {his} other {their}} Mobility card and swapped one of {swapper_gender, select, f {her} m {his} other {their}} pieces with one of {player}’s. That piece has stood ever since on the space {cell}, on a terrain where the Human has no action. {question}',
		'rd.withReading': '{question} {reading}',
		'rd.reading.migration-path': 'Graded by our reading: only the arrival space counts (French rulebook).',
		'rd.reading.migration-path.why':
			'This is our reading: the English translation also requires Migrate at the start and on every space passed over, and would answer otherwise here.',
		'rd.reading.tie-drop-rank': 'Graded by our reading of the ranks after a tie of three or more: a league-table ranking.',
		'rd.first.choice': '{player}',
		'rd.first.why': 'Bidding starts with the player on the seller’s left and goes clockwise: after {seller}, {first} bids first.',
	},
});
