import { mirror } from '../source';

/** Strings of the auction widget, its guided examples and the auction refusals. */
export const AUCTION = /* @__PURE__ */ mirror({
	fr: {
		'auction.title': 'Une vente aux enchères, pas à pas',
		'auction.examples': 'Exemple :',
		'auction.example.main': '4 joueurs',
		'auction.example.two': '2 joueurs',
		'auction.example.short': 'Pas assez de nourriture',
		'auction.example.none': 'Personne n’enchérit',
		'auction.caption':
			'Exemples pour apprendre : les joueurs, leur nourriture et leurs cases de score sont inventés. En mode « À vous de jouer », entrez les nombres de votre propre partie.',
		'auction.card.wheel': 'une carte Roue',
		'auction.card.arrow': 'une carte Flèche',
		'auction.card.terrain': 'une carte Terrain',
		'auction.card.any': 'une carte jouée',
		'auction.forSale': 'En vente : {card}, par {seller}.',
		'auction.order': 'Ordre de parole, depuis la gauche du vendeur : {order}.',
		'auction.high': 'Meilleure offre : {amount} (par {player}). La prochaine doit être d’au moins {min}.',
		'auction.noBid': 'Pas encore d’offre : la première doit être d’au moins {min}.',
		'auction.fixed': 'À deux joueurs : prix fixe de {price}, à prendre ou à refuser.',
		'auction.table.caption': 'Les joueurs, dans l’ordre des places (sens des aiguilles d’une montre)',
		'auction.table.player': 'Joueur',
		'auction.table.food': 'Nourriture',
		'auction.table.score': 'Case de score',
		'auction.table.now': 'Rôle / tour',
		'auction.role.seller': 'vendeur (n’enchérit pas)',
		'auction.role.bidding': '← enchérit maintenant',
		'auction.role.passed': 'a passé',
		'auction.role.waiting': 'attend son tour',
		'auction.role.high': 'meilleure offre : {amount}',
		'auction.role.winner': 'acheteur, pour {price}',
		'auction.role.out': '—',
		'auction.belowOne': '{n} (sous la case 1)',

		'auction.n.main.start':
			'Anna est la vendeuse : c’est son tour, et elle met en vente une carte Roue. La parole part de sa gauche et tourne dans le sens des aiguilles d’une montre : {order}. Anna n’enchérit jamais sur sa propre carte. (Nourriture et cases de score sont inventées pour l’exemple.)',
		'auction.n.main.open':
			'{player}, {player_gender, select, f {assise} other {assis}} à gauche de la vendeuse, parle en premier. {player_gender, select, f {Elle} other {Il}} ouvre à {amount} : c’est la plus petite offre permise. {player_gender, select, f {Elle} other {Il}} n’a que {playerFood, plural, one {# point} other {# points}} de nourriture, mais on peut offrir plus que ce qu’on possède : si {player_gender, select, f {elle gagne, elle} other {il gagne, il}} comblera la différence sur l’échelle des scores.',
		'auction.n.main.same':
			'{player} veut offrir {amount}, {player_gender, select, f {elle} other {lui}} aussi. Refusé : {reason} Rien ne change, c’est toujours à {player} de parler.',
		'auction.n.main.raise':
			'{player} offre {amount}. Accepté : c’est plus que les {prev} de l’offre en cours, et n’importe quel nombre plus grand suffit, il n’y a pas de palier imposé.',
		'auction.n.main.pass':
			'{player} passe. On peut toujours passer quand c’est son tour de parler ; selon notre lecture, passer fait sortir {player} de cette vente pour de bon.',
		'auction.n.main.again':
			'La parole refait le tour de la table ({passed} a passé et, selon notre lecture, on {passed_gender, select, f {la} other {le}} saute) : c’est de nouveau à {player}. {player_gender, select, f {Elle} other {Il}} monte à {amount}, au-dessus de {prev}, alors qu’{player_gender, select, f {elle} other {il}} n’a que {playerFood, plural, one {# point} other {# points}} de nourriture. Les enchères tournent tant qu’il reste plus d’un enchérisseur.',
		'auction.n.main.win': '{player} passe. Tous les autres ont passé sauf {winner} : les enchères s’arrêtent et {winner} remporte la Roue pour {price}.',
		'auction.n.main.pay':
			'{winner} paie la vendeuse, pas la réserve. {winner_gender, select, f {Elle} other {Il}} n’a que {food, plural, one {# point} other {# points}} de nourriture : il lui en manque {missing}. Chaque case reculée sur l’échelle des scores rapporte 3 points de la réserve : {winner_gender, select, f {elle} other {il}} recule de {spaces, plural, one {# case} other {# cases}} (case {scoreBefore} → {scoreAfter}), prend {bank, plural, one {# point} other {# points}}, puis donne {price} à {seller}. Il lui reste {keep} ; {seller} a maintenant {sellerFood}.',
		'auction.n.main.use':
			'{winner} doit utiliser la Roue tout de suite, pendant le tour d’Anna, comme {winner_gender, select, f {si elle} other {s’il}} l’avait jouée : {winner_gender, select, f {elle} other {il}} ajoute un jeton Adaptation sur un de ses terrains. La carte ne va jamais dans sa main ; elle rejoint les cartes jouées d’Anna à la défausse. Fin de la vente.',
		'auction.n.two.start':
			'Deux joueurs : Anna met en vente une carte Flèche. À deux, pas de surenchère : {order} peut prendre la carte pour 3 points de nourriture exactement, ou la refuser (elle est alors défaussée).',
		'auction.n.two.refused': '{player} propose {amount}. Refusé : {reason}',
		'auction.n.two.buy': '{player} accepte le prix fixe de {amount}. Avec un seul adversaire, personne ne peut surenchérir : la vente est conclue aussitôt.',
		'auction.n.two.pay':
			'{winner} a {food, plural, one {# point} other {# points}} de nourriture, c’est assez : {winner_gender, select, f {elle} other {il}} donne {price} à {seller}, qui en a maintenant {sellerFood}. Pas besoin de reculer sur l’échelle des scores.',
		'auction.n.two.use':
			'{winner} utilise la Flèche tout de suite et prend une carte Capacité. Attention : une capacité obtenue ainsi ne sert qu’à partir de son propre tour, sauf la Défense, qui peut {winner_gender, select, f {la} other {le}} protéger dès maintenant.',
		'auction.n.short.start':
			'Trois joueurs : Anna met en vente une carte Terrain. Ordre de parole : {order}. Disons (c’est un exemple) que le tableau de Bruno indique « aucune action » sur ce terrain : il ne peut pas s’en servir, mais Chloé, si.',
		'auction.n.short.open': '{player} ouvre à {amount}, la mise minimale.',
		'auction.n.short.raise': '{player} monte à {amount}, au-dessus de {prev}.',
		'auction.n.short.big':
			'{player} saute à {amount} avec seulement {playerFood, plural, one {# point} other {# points}} de nourriture. C’est permis : toute offre plus haute que la précédente est valable, même au-delà de ce qu’on possède. Bruno veut surtout empêcher Chloé d’avoir cette carte.',
		'auction.n.short.win': '{player} passe : {winner} remporte la carte pour {price}.',
		'auction.n.short.pay':
			'{winner} doit {price} mais n’a que {food} : il en manque {missing}. À 3 points par case, arrondi au-dessus, {winner_gender, select, f {elle} other {il}} recule de {spaces, plural, one {# case} other {# cases}}, de la case {scoreBefore} à la case {scoreAfter} : le marqueur peut descendre sous la case 1. Avec les {bank, plural, one {# point} other {# points}} pris à la réserve, {winner_gender, select, f {elle} other {il}} paie {price} à {seller} et garde {keep}.',
		'auction.n.short.discard':
			'{winner} ne peut pas utiliser la carte (aucune action sur ce terrain) : {winner_gender, select, f {elle} other {il}} la défausse. Le prix reste payé : {seller} garde ses {price, plural, one {# point} other {# points}}.',
		'auction.n.none.start': 'Trois joueurs : Anna met en vente une carte Terrain dont personne ne veut vraiment. Ordre de parole : {order}.',
		'auction.n.none.pass': '{player} passe.',
		'auction.n.none.low': '{player} propose {amount}. Refusé : {reason}',
		'auction.n.none.end':
			'{player} passe à son tour. Personne n’a rien proposé : la carte part à la défausse, sans acheteur. {seller} ne reçoit rien, mais cette carte compte quand même parmi ses cartes jouées. (À deux joueurs, un adversaire qui refuse le prix fixe aboutit au même résultat.)',

		'auction.try.intro':
			'Jouez toutes les places vous-même. Choisissez le nombre de joueurs, la nourriture et la case de score de chacun, et le vendeur, puis lancez la vente.',
		'auction.try.players': 'Joueurs :',
		'auction.try.playersButton': '{n, plural, one {# joueur} other {# joueurs}}',
		'auction.try.setupCaption': 'Nourriture et case de score de chaque joueur',
		'auction.try.seller': 'Vendeur :',
		'auction.try.sellerButton': '{player} vend',
		'auction.try.foodShort': 'Nourriture',
		'auction.try.scoreShort': 'Case de score',
		'auction.try.buyAt': 'Acheter à ce prix',
		'auction.log.title': 'Offres jusqu’ici',
		'auction.log.empty': 'Aucune offre ni « je passe » pour l’instant.',
		'auction.log.bid': '{player} offre {amount}',
		'auction.log.pass': '{player} passe',
		'auction.log.refused': '(refusé)',
		'auction.try.start': 'Lancer la vente',
		'auction.try.restart': 'Nouvelle vente',
		'auction.try.formInvalid': 'Corrigez d’abord les cases signalées.',
		'auction.try.started': 'Vente lancée : {seller} vend. {next} parle en premier.',
		'auction.try.speaker': 'Qui parle :',
		'auction.try.amount': 'Offre {player_of} (en points de nourriture)',
		'auction.try.bid': 'Enchérir',
		'auction.try.pass': 'Passer',
		'auction.try.decline': 'Refuser',
		'auction.try.sellerNote':
			'{player} est {player_gender, select, f {la vendeuse} other {le vendeur}} : {player_gender, select, f {elle} other {il}} n’a pas de bouton pour enchérir.',
		'auction.try.sellerTry': 'Faire quand même enchérir le vendeur',
		'auction.try.badAmount': 'Écrivez l’offre en nombre entier de points de nourriture, par exemple 4.',
		'auction.try.pay': 'Le gagnant paie le vendeur',
		'auction.try.use': 'Utiliser la carte tout de suite',
		'auction.try.discard': 'Défausser la carte',
		'auction.s.bid': '{player} offre {amount}. Au tour {next_of}.',
		'auction.s.pass': '{player} passe. Au tour {next_of}.',
		'auction.s.sold': '{winner} remporte la carte pour {price}. {winner_gender, select, f {Elle} other {Il}} doit maintenant payer {seller}.',
		'auction.s.unsold': 'Personne n’a fait d’offre : la carte est défaussée, le vendeur ne reçoit rien.',
		'auction.s.paid':
			'{winner} donne {price, plural, one {# point} other {# points}} de nourriture à {seller}. {winner_gender, select, f {Elle} other {Il}} {keep, plural, =0 {n’en garde aucun} one {garde le dernier} other {garde les # autres}}.',
		'auction.s.paidShort':
			'{winner} donne {price, plural, one {# point} other {# points}} de nourriture à {seller}. {winner_gender, select, f {Elle} other {Il}} en avait {missing} de moins que le prix : {winner_gender, select, f {elle} other {il}} recule de {spaces, plural, one {# case} other {# cases}} sur l’échelle des scores (case {scoreBefore} → {scoreAfter}) et prend {bank, plural, one {# point} other {# points}} à la réserve ; il lui en reste {keep}.',
		'auction.s.used': '{winner} utilise la carte tout de suite. Vente terminée.',
		'auction.s.discarded': '{winner} défausse la carte ; le prix reste payé. Vente terminée.',

		'auction.form.malformed': 'Écrivez un nombre entier, par exemple 5.',
		'auction.form.negative': 'La nourriture ne peut pas être négative.',
		'auction.form.tooBig': 'Nombre hors limites (nourriture de 0 à 999, case de score de −99 à 99).',

		'auction.over': 'Cette vente est terminée : plus d’offre ni de « je passe ».',
		'auction.sellerCannotBid': 'Le vendeur n’enchérit jamais sur sa propre carte, et n’a donc pas non plus à passer : il attend et encaisse.',
		'auction.notYourTurn': 'C’est à {player} de parler. Offres et « je passe » se font un joueur à la fois, dans le sens des aiguilles d’une montre.',
		'auction.belowMinimum':
			'La plus petite offre est de {minimum, plural, one {# point} other {# points}} de nourriture. Une offre plus basse ne compte pas ; si vous ne voulez pas payer {minimum}, passez.',
		'auction.notHigher': 'L’offre en cours est de {current} : une nouvelle offre doit être plus haute, d’au moins un point.',
		'auction.fixedPrice':
			'À deux joueurs, pas de surenchère : le prix est toujours de {price, plural, one {# point} other {# points}} de nourriture. Achetez à {price} ou refusez.',
		'auction.cannotCover': 'Offrir {bid} alors qu’on n’a que {food, plural, one {# point} other {# points}} de nourriture n’est pas permis avec ce réglage.',
		'auction.stillBidding': 'Personne n’a encore gagné : les enchères continuent jusqu’à ce que tous sauf un aient passé.',
		'auction.payFirst': 'On utilise (ou défausse) la carte seulement une fois les enchères finies et le vendeur payé.',
		'auction.alreadyPaid': 'Le prix a déjà été payé au vendeur.',

		'rule.auction.when': 'quand a lieu une vente',
		'rule.auction.bid': 'qui enchérit, et dans quel ordre',
		'rule.auction.minimum-bid': 'la mise minimale de 3',
		'rule.auction.higher-bid': 'surenchérir',
		'rule.auction.pass': 'passer',
		'rule.auction.seller': 'le vendeur',
		'rule.auction.winner-pays': 'l’acheteur paie le vendeur',
		'rule.auction.use-at-once': 'utiliser la carte tout de suite',
		'rule.auction.short-of-food': 'pas assez de nourriture',
		'rule.auction.no-bids': 'personne n’enchérit',
		'rule.auction.two-players': 'la vente à deux joueurs',
	},
	en: {
		'auction.title': 'An auction, step by step',
		'auction.examples': 'Example:',
		'auction.example.main': '4 players',
		'auction.example.two': '2 players',
		'auction.example.short': 'Short of food',
		'auction.example.none': 'Nobody bids',
		'auction.caption': 'Teaching examples: the players, their food and their score spaces are made up. In try-it mode, enter the numbers of your own game.',
		'auction.card.wheel': 'a wheel card',
		'auction.card.arrow': 'an arrow card',
		'auction.card.terrain': 'a terrain card',
		'auction.card.any': 'a played card',
		'auction.forSale': 'For sale: {card}, by {seller}.',
		'auction.order': 'Speaking order, from the seller’s left: {order}.',
		'auction.high': 'Highest bid: {amount} (by {player}). The next one must be at least {min}.',
		'auction.noBid': 'No bid yet: the opening bid must be at least {min}.',
		'auction.fixed': 'Two players: a fixed price of {price}, take it or leave it.',
		'auction.table.caption': 'The players, in seat order (clockwise)',
		'auction.table.player': 'Player',
		'auction.table.food': 'Food',
		'auction.table.score': 'Score space',
		'auction.table.now': 'Role / turn',
		'auction.role.seller': 'seller (does not bid)',
		'auction.role.bidding': '← bidding now',
		'auction.role.passed': 'passed',
		'auction.role.waiting': 'waiting',
		'auction.role.high': 'highest bid: {amount}',
		'auction.role.winner': 'buyer, for {price}',
		'auction.role.out': '—',
		'auction.belowOne': '{n} (below space 1)',

		'auction.n.main.start':
			'Anna is the seller: it is her turn, and she puts a wheel card up for auction. Speaking starts on her left and goes clockwise: {order}. Anna never bids on her own card. (Food and score spaces are made up for the example.)',
		'auction.n.main.open':
			'{player}, on the seller’s left, speaks first. {player_gender, select, f {She} other {He}} opens at {amount}: the lowest bid allowed. {player_gender, select, f {She} other {He}} has only {playerFood} food, but a bid may exceed what you hold: if {player_gender, select, f {she} other {he}} wins, {player_gender, select, f {she} other {he}} makes up the difference on the score track.',
		'auction.n.main.same': '{player} wants to bid {amount} too. Refused: {reason} Nothing changes; it is still {player}’s turn to speak.',
		'auction.n.main.raise': '{player} bids {amount}. Accepted: it beats the current {prev}, and any higher number will do; there is no fixed step.',
		'auction.n.main.pass':
			'{player} passes. You may always pass when it is your turn to speak; in our reading, a pass takes {player} out of this auction for good.',
		'auction.n.main.again':
			'Speaking goes round the table again ({passed} has passed and, in our reading, is skipped): it is {player}’s turn. {player_gender, select, f {She} other {He}} goes up to {amount}, above {prev}, although {player_gender, select, f {she} other {he}} has only {playerFood} food. The bidding keeps going round while more than one bidder is left.',
		'auction.n.main.win': '{player} passes. Everyone but {winner} has now passed, so the bidding stops: {winner} wins the wheel for {price}.',
		'auction.n.main.pay':
			'{winner} pays the seller, not the bank. {winner_gender, select, f {She} other {He}} has only {food} food: {missing} short. Each space stepped back on the score track is worth 3 food from the bank, so {winner_gender, select, f {she} other {he}} moves back {spaces, plural, one {# space} other {# spaces}} (space {scoreBefore} → {scoreAfter}), takes {bank} food, then hands {price} to {seller}. {winner_gender, select, f {She} other {He}} keeps {keep}; {seller} now has {sellerFood}.',
		'auction.n.main.use':
			'{winner} must use the wheel at once, during Anna’s turn, as if {winner_gender, select, f {she} other {he}} had played it: {winner_gender, select, f {she} other {he}} adds an adaptation tile to one of {winner_gender, select, f {her} other {his}} terrains. The card never goes into {winner_gender, select, f {her} other {his}} hand; it is discarded with Anna’s played cards. The auction is over.',
		'auction.n.two.start':
			'Two players: Anna puts an arrow card up for auction. With two, there is no bidding: {order} may take the card for exactly 3 food, or decline (then it is discarded).',
		'auction.n.two.refused': '{player} offers {amount}. Refused: {reason}',
		'auction.n.two.buy':
			'{player} accepts the fixed price of {amount}. With a single opponent nobody can outbid {player_gender, select, f {her} other {him}}, so the sale is made at once.',
		'auction.n.two.pay':
			'{winner} has {food} food, which is enough: {winner_gender, select, f {she} other {he}} hands {price} to {seller}, who now has {sellerFood}. No need to step back on the score track.',
		'auction.n.two.use':
			'{winner} uses the arrow at once and takes an ability card. Careful: an ability bought this way only works from {winner_gender, select, f {her} other {his}} own turn on, except Defense, which can protect {winner_gender, select, f {her} other {him}} straight away.',
		'auction.n.short.start':
			'Three players: Anna puts a terrain card up for auction. Speaking order: {order}. Say (it is an example) that Bruno’s chart shows “no action” on that terrain: he cannot use the card, but Chloé can.',
		'auction.n.short.open': '{player} opens at {amount}, the minimum.',
		'auction.n.short.raise': '{player} goes up to {amount}, above {prev}.',
		'auction.n.short.big':
			'{player} jumps to {amount} with just {playerFood} food. That is allowed: any bid above the last one counts, even beyond what you own. Bruno mostly wants to keep this card away from Chloé.',
		'auction.n.short.win': '{player} passes: {winner} wins the card for {price}.',
		'auction.n.short.pay':
			'{winner} owes {price} but has {food}: {missing} short. At 3 food per space, rounded up, {winner_gender, select, f {she} other {he}} moves back {spaces, plural, one {# space} other {# spaces}}, from space {scoreBefore} to space {scoreAfter}: the marker may go below space 1. With the {bank} food taken from the bank {winner_gender, select, f {she} other {he}} pays {price} to {seller} and keeps {keep}.',
		'auction.n.short.discard':
			'{winner} cannot use the card (no action on that terrain), so {winner_gender, select, f {she} other {he}} discards it. The price stays paid: {seller} keeps the {price} food.',
		'auction.n.none.start': 'Three players: Anna puts up a terrain card nobody really wants. Speaking order: {order}.',
		'auction.n.none.pass': '{player} passes.',
		'auction.n.none.low': '{player} offers {amount}. Refused: {reason}',
		'auction.n.none.end':
			'{player} passes as well. Everyone has passed without a bid: the sale is off and the card is discarded. {seller} gets nothing, yet the card still counts as one of {seller_gender, select, f {her} other {his}} plays. (With two players, an opponent who declines the fixed price ends the same way.)',

		'auction.try.intro': 'Play every seat yourself. Choose the number of players, each player’s food and score space, and the seller, then start the auction.',
		'auction.try.players': 'Players:',
		'auction.try.playersButton': '{n, plural, one {# player} other {# players}}',
		'auction.try.setupCaption': 'Each player’s food and score space',
		'auction.try.seller': 'Seller:',
		'auction.try.sellerButton': '{player} sells',
		'auction.try.foodShort': 'Food',
		'auction.try.scoreShort': 'Score space',
		'auction.try.buyAt': 'Buy at this price',
		'auction.log.title': 'Bids so far',
		'auction.log.empty': 'No bid or pass yet.',
		'auction.log.bid': '{player} bids {amount}',
		'auction.log.pass': '{player} passes',
		'auction.log.refused': '(refused)',
		'auction.try.start': 'Start the auction',
		'auction.try.restart': 'New auction',
		'auction.try.formInvalid': 'Fix the flagged boxes first.',
		'auction.try.started': 'Auction started: {seller} is selling. {next} speaks first.',
		'auction.try.speaker': 'Who speaks:',
		'auction.try.amount': '{player}’s bid (food)',
		'auction.try.bid': 'Bid',
		'auction.try.pass': 'Pass',
		'auction.try.decline': 'Decline',
		'auction.try.sellerNote': '{player} is the seller: {player_gender, select, f {she has} other {he has}} no bid button.',
		'auction.try.sellerTry': 'Let the seller try to bid anyway',
		'auction.try.badAmount': 'Type the bid as a whole number of food, such as 4.',
		'auction.try.pay': 'Winner pays the seller',
		'auction.try.use': 'Use the card at once',
		'auction.try.discard': 'Discard the card',
		'auction.s.bid': '{player} bids {amount}. {next} to speak.',
		'auction.s.pass': '{player} passes. {next} to speak.',
		'auction.s.sold': '{winner} wins the card for {price}. Now {winner_gender, select, f {she} other {he}} pays {seller}.',
		'auction.s.unsold': 'Nobody made a bid: the card is discarded and the seller gets nothing.',
		'auction.s.paid':
			'{winner} hands {price} food to {seller}. {keep, plural, =0 {{winner_gender, select, f {She} other {He}} has none left} other {{winner_gender, select, f {She} other {He}} keeps #}}.',
		'auction.s.paidShort':
			'{winner} hands {price} food to {seller}. {winner_gender, select, f {She} other {He}} was {missing} short: {winner_gender, select, f {she} other {he}} moves back {spaces, plural, one {# space} other {# spaces}} on the score track (space {scoreBefore} → {scoreAfter}) and takes {bank} food from the bank; {winner_gender, select, f {she} other {he}} keeps {keep}.',
		'auction.s.used': '{winner} uses the card at once. The auction is over.',
		'auction.s.discarded': '{winner} discards the card; the price stays paid. The auction is over.',

		'auction.form.malformed': 'Type a whole number, such as 5.',
		'auction.form.negative': 'Food cannot be negative.',
		'auction.form.tooBig': 'Out of range (food 0 to 999, score space −99 to 99).',

		'auction.over': 'This auction is over: no more bids or passes.',
		'auction.sellerCannotBid': 'The seller never bids on their own card, so they have nothing to pass either: they wait and collect.',
		'auction.notYourTurn': 'It is {player}’s turn to speak. Bids and passes go one player at a time, clockwise.',
		'auction.belowMinimum': 'The lowest bid is {minimum} food. A smaller offer does not count; if you would not pay {minimum}, pass.',
		'auction.notHigher': 'The current bid is {current}: a new bid must be higher, by at least one.',
		'auction.fixedPrice': 'With two players there is no bidding: the price is always {price} food. Buy at {price}, or decline.',
		'auction.cannotCover': 'Bidding {bid} with only {food} food is not allowed with this setting.',
		'auction.stillBidding': 'Nobody has won yet: the bidding goes on until all but one have passed.',
		'auction.payFirst': 'The card is used (or discarded) only once the bidding is over and the seller has been paid.',
		'auction.alreadyPaid': 'The price has already been paid to the seller.',

		'rule.auction.when': 'when an auction happens',
		'rule.auction.bid': 'who bids, and in what order',
		'rule.auction.minimum-bid': 'the minimum bid of 3',
		'rule.auction.higher-bid': 'raising',
		'rule.auction.pass': 'passing',
		'rule.auction.seller': 'the seller',
		'rule.auction.winner-pays': 'the winner pays the seller',
		'rule.auction.use-at-once': 'use the card at once',
		'rule.auction.short-of-food': 'short of food',
		'rule.auction.no-bids': 'nobody bids',
		'rule.auction.two-players': 'auctions with two players',
	},
});
