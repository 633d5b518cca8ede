import type { Readings } from '../readings';

/**
 * WildLife's readings (issue 18; shape and checks in src/data/readings.ts): the points where the two
 * rulebooks (French seed 000, English seed 002) leave a rule open or say two different things, and
 * the site follows one reading. Each id is the ruling that explains it (src/data/wildlife/rulings.ts).
 *
 * Not listed, because a rulebook settles them and the other one only says less (the rulings explain
 * them): exactly three card plays and an auction being one of them (French, said four times), once per
 * turn for each ability card (English), Aggression placing from the reserve (English), Mobility only
 * checking your own piece (French), the two-player end (French), the order of the big scoring
 * (French), bidding more food than you own (both texts pay the shortfall by stepping back).
 *
 * `says` matches the plain text of the pages (Markdown and tags removed); apostrophes may be straight
 * or curly. Messages listed carry « notre lecture » / "our reading" (tests/unit/wildlife/readings.test.ts).
 */
const A = "[’']";

export const READINGS: Readings = [
	{
		id: 'three-plays',
		rule: {
			fr: 'Chaque tour, on joue trois cartes ; la règle permet de défausser une carte dont on ne peut rien faire, sans rien dire d’une carte dont on ne veut rien faire.',
			en: 'Each turn you play three cards; the rulebook lets you discard a card you cannot use, and says nothing of a card you do not want to use.',
		},
		ours: {
			fr: 'Une carte dont vous ne voulez rien faire se joue aussi : vendez-la ou défaussez-la, elle compte parmi vos trois.',
			en: 'A card you do not want to use is played too: auction it or discard it, and it counts as one of your three.',
		},
		other: {
			fr: 'seule une carte inutilisable peut être défaussée ; une carte utilisable doit servir ou être vendue.',
			en: 'only a card you cannot use may be discarded; a usable card must be used or auctioned.',
		},
		says: { fr: [`carte dont vous ne voulez rien faire`], en: [`card you don${A}t want to use`] },
	},
	{
		id: 'migration-path',
		rule: {
			fr: 'Un déplacement exige le niveau Déplacement sur le terrain d’arrivée ; la traduction anglaise l’exige aussi au départ et le long du chemin.',
			en: 'A migration needs the Migrate level on the arrival terrain; the English translation also requires it at the start and along the path.',
		},
		ours: { fr: 'Seul le terrain de la case d’arrivée compte (règle française).', en: 'Only the terrain of the arrival space counts (French rulebook).' },
		other: {
			fr: 'le départ, chaque case traversée et l’arrivée doivent être sur des terrains où vous avez le Déplacement (traduction anglaise).',
			en: 'the start, every space passed through and the arrival must be on terrains where you have Migrate (English translation).',
		},
		says: { fr: [`seule la case d${A}arrivée compte`], en: [`only the arrival space (?:matters|counts)`] },
		messages: ['rd.reading.migration-path', 'rd.reading.migration-path.why'],
	},
	{
		id: 'ability-limit',
		rule: { fr: 'Combien de cartes d’une même capacité un joueur peut posséder.', en: 'How many cards of one ability a player may own.' },
		ours: {
			fr: 'Deux au plus de chaque capacité : la correction de l’auteur, rapportée par la traduction anglaise.',
			en: 'At most two of each ability: the designer’s correction, reported by the English translation.',
		},
		other: { fr: 'une seule de chaque capacité, comme l’imprime la règle française.', en: 'only one of each ability, as the French rulebook prints it.' },
		says: {
			fr: ['2 par type au plus', 'max\\. 2 par type', 'au plus deux cartes de chaque capacité'],
			en: ['2 per type at most', 'max\\. 2 per type', 'at most two cards of each ability'],
		},
		messages: ['cards.step.limitCorrected'],
	},
	{
		id: 'several-adaptations',
		rule: {
			fr: 'La règle française permet de prendre « deux » jetons Adaptation pour un même terrain dans un tour ; la traduction anglaise, autant qu’on a de cartes Roue.',
			en: 'The French rulebook allows “two” adaptation tiles for one terrain in a turn; the English translation, as many as you have wheel cards.',
		},
		ours: {
			fr: 'Autant de niveaux que de Roues (ou de jokers) jouées sur ce terrain ; sans Intelligence, cela fait deux au plus dans votre propre tour (un acheteur peut en gagner davantage aux enchères).',
			en: 'As many levels as wheels (or jokers) played on that terrain; without Intelligence that is two at most on your own turn (a buyer may win more at auction).',
		},
		other: {
			fr: 'deux jetons au plus pour un même terrain dans un tour, même avec l’Intelligence.',
			en: 'two tiles at most for one terrain in a turn, even with Intelligence.',
		},
		says: { fr: ['monter plusieurs fois le même terrain'], en: ['raise the same terrain several times'] },
	},
	{
		id: 'no-free-placement',
		rule: {
			fr: 'Après une amélioration, la règle française dit que le joueur « peut alors immédiatement » poser un pion ou se déplacer ; la traduction anglaise dit seulement que l’amélioration vaut tout de suite.',
			en: 'After an improvement, the French rulebook says the player “may then immediately” place a piece or migrate; the English translation only says the improvement works at once.',
		},
		ours: {
			fr: 'Aucune action gratuite : le nouveau niveau vaut tout de suite, mais poser un pion demande encore une carte (comme dans l’exemple de tour des deux règles).',
			en: 'No free action: the new level works at once, but placing a piece still takes a card (as in both rulebooks’ turn example).',
		},
		other: {
			fr: 'l’amélioration donne aussitôt une pose (ou un déplacement) gratuite.',
			en: 'the improvement gives one free placement (or migration) at once.',
		},
		says: {
			fr: ['ne donne aucun pion gratuit', 'ne donne pas de pose gratuite', 'aucune action gratuite'],
			en: ['gives no free piece', 'gives no free placement', 'no free action'],
		},
		messages: ['turnex.step.wheel', 'turnex.did.wheel', 'cards.text.wheel'],
	},
	{
		id: 'joker-terrain',
		rule: {
			fr: 'La règle française donne en exemple un joker joué comme terrain « pour se reproduire ou attaquer » ; la traduction anglaise dit « comme une carte Terrain ».',
			en: 'The French rulebook’s example has a joker played as a terrain “to expand or attack”; the English translation says “as a terrain card”.',
		},
		ours: {
			fr: 'Un joker joué comme carte Terrain s’utilise à n’importe quel niveau que vous avez, Déplacement compris.',
			en: 'A joker played as a terrain card works at any level you have, Migrate included.',
		},
		other: { fr: 'un joker-terrain sert seulement à se reproduire ou à attaquer.', en: 'a joker used as a terrain only lets you expand or attack.' },
		says: { fr: ['\\(déplacement compris\\)'], en: ['\\(migrate included\\)'] },
	},
	{
		id: 'food-source',
		rule: {
			fr: 'Source de nourriture : 7 pour vous, 3 pour le ou les derniers, 10 si vous êtes vous-même le dernier ; rien n’est dit du joueur dernier ex æquo avec d’autres.',
			en: 'Food Source: 7 for you, 3 for the last player or players, 10 if you are last yourself; nothing is said of a player tied for last with others.',
		},
		ours: {
			fr: 'Dernier ex æquo : 10 pour vous, 3 pour chacun des autres derniers.',
			en: 'Tied for last: 10 for you, 3 for each of the others in last place.',
		},
		other: {
			fr: 'dernier ex æquo, vous recevez 7 comme si vous n’étiez pas seul dernier.',
			en: 'tied for last, you take 7 as if you were not alone in last place.',
		},
		says: { fr: [`dernier ex æquo avec d${A}autres joueurs`], en: ['share last place with other players'] },
	},
	{
		id: 'auction-rounds',
		rule: {
			fr: 'Les enchères tournent jusqu’à ce que tous les joueurs sauf un aient passé ; rien n’est dit d’un joueur qui voudrait revenir après avoir passé.',
			en: 'Bidding goes round until every player but one has passed; nothing is said of a player who wants to come back after passing.',
		},
		ours: { fr: 'Un joueur qui a passé ne revient plus dans cette vente.', en: 'A player who has passed is out of that auction for good.' },
		other: {
			fr: 'un joueur qui a passé peut surenchérir quand la parole lui revient.',
			en: 'a player who passed may bid again when the bidding comes back round.',
		},
		says: {
			fr: [`un joueur qui a passé ne revient plus`, `a passé, on le saute`],
			en: ['out of that auction for good', 'has passed, so he is skipped'],
		},
		messages: ['auction.n.main.pass', 'auction.n.main.again'],
	},
	{
		id: 'auction-bought-card',
		rule: {
			fr: 'L’acheteur exécute aussitôt l’action de la carte ; les règles ne disent rien d’une carte Événement achetée.',
			en: 'The buyer carries out the card’s action at once; the rulebooks say nothing of a bought event card.',
		},
		ours: { fr: 'Pour une carte Événement achetée, « vous » désigne l’acheteur.', en: 'For a bought event card, “you” means the buyer.' },
		other: { fr: '« vous » reste le vendeur, qui a joué la carte.', en: '“you” stays the seller, who played the card.' },
		says: { fr: [`« ?vous ?» désigne l${A}acheteur`], en: ['[“"]you[”"] means the buyer'] },
	},
	{
		id: 'tie-drop-rank',
		rule: {
			fr: 'Des joueurs à égalité prennent les points du rang juste en dessous ; l’exemple des colonies place le suivant 3ᵉ après deux premiers ex æquo, et aucun texte ne montre une égalité à trois suivie d’un autre joueur.',
			en: 'Tied players take the points of the rank just below; the herd example puts the next player 3rd after two tied first, and no text shows a three-way tie followed by another player.',
		},
		ours: {
			fr: 'Un classement sportif : après trois premiers ex æquo, le suivant est 4ᵉ (rien dans un territoire, 3 dans les colonies).',
			en: 'A league-table ranking: after three players tied first, the next one is 4th (nothing in an area, 3 in the herds).',
		},
		other: {
			fr: 'la traduction anglaise lue à la lettre (« les rangs suivants descendent d’un niveau ») : le suivant est 3ᵉ (1 point dans un territoire, 5 dans les colonies).',
			en: 'the English translation read literally (“subsequent ranks drop one level”): the next one is 3rd (1 point in an area, 5 in the herds).',
		},
		says: {
			fr: [`les rangs suivants descendent d${A}autant`, 'le suivant est 4ᵉ', 'classement sportif'],
			en: ['later ranks drop accordingly', 'the next one is 4th', '(?:sports|league)[- ]table'],
		},
		messages: ['ties.step.area-three-first', 'ties.caption', 'sc.rankReading', 'rd.reading.tie-drop-rank'],
	},
	{
		id: 'ties-four-two',
		rule: {
			fr: 'Jetons Adaptation, capacités, nourriture : égalité pour la 1ʳᵉ place, 2 points chacun ; pour la 2ᵉ, rien. La règle ne dit pas ce que marque le joueur suivant après une égalité pour la 1ʳᵉ place.',
			en: 'Adaptation tiles, abilities, food: tied for 1st, 2 points each; tied for 2nd, nothing. The rulebook does not say what the next player scores after a tie for 1st.',
		},
		ours: {
			fr: 'Après deux premiers ex æquo, personne ne prend la 2ᵉ place : le suivant ne marque rien.',
			en: 'After a tie for 1st nobody takes 2nd place: the next player scores nothing.',
		},
		other: { fr: 'le joueur suivant prend la 2ᵉ place et marque 2.', en: 'the next player takes 2nd place and scores 2.' },
		says: {
			fr: ['après une égalité pour la première place, le joueur suivant ne marque rien'],
			en: ['after a tie for first, the next player gets nothing'],
		},
		messages: ['ties.step.most-tie-first', 'sc.rankReading'],
	},
	{
		id: 'need-one-to-rank',
		rule: {
			fr: 'Jetons Adaptation, capacités, nourriture : la règle française ne dit pas ce que marque un joueur qui n’a rien dans la catégorie.',
			en: 'Adaptation tiles, abilities, food: the French rulebook does not say what a player with nothing in the category scores.',
		},
		ours: {
			fr: 'Il faut au moins un élément pour être classé : avec zéro, on ne marque rien (une note de la traduction anglaise le suppose).',
			en: 'You need at least one item to rank: with zero you score nothing (a note in the English translation assumes so).',
		},
		other: {
			fr: 'les joueurs à zéro sont classés comme les autres, et peuvent être « premiers ex æquo ».',
			en: 'players with zero rank like the others, and may be “tied first”.',
		},
		says: {
			fr: [
				'avec 0 élément dans une catégorie, on ne marque rien',
				'il faut au moins un jeton pour être classé',
				'sans aucune carte capacité ne marque rien',
				'sans nourriture, rien',
			],
			en: ['with nothing in a category you score nothing', 'you need at least one tile to rank', 'with no ability card scores nothing', 'no food, nothing'],
		},
		messages: ['ties.step.most-tie-first', 'sc.most.zero'],
	},
	{
		id: 'two-big-scorings',
		rule: {
			fr: 'Chaque case mauve découverte appelle un décompte général à la fin du tour ; rien n’est dit de deux cases mauves découvertes dans le même tour.',
			en: 'Each purple space uncovered calls a big scoring at the end of the turn; nothing is said of two purple spaces uncovered in one turn.',
		},
		ours: {
			fr: 'Un décompte général par case mauve, tous à la fin du tour ; si la partie se termine dans ce tour, seul le décompte final a lieu.',
			en: 'One big scoring per purple space, all at the end of the turn; if the game ends that turn, only the final scoring takes place.',
		},
		other: { fr: 'un seul décompte général pour le tour.', en: 'a single big scoring for the turn.' },
		says: { fr: [], en: [] },
	},
	{
		id: 'unconverted-food',
		rule: {
			fr: 'La nourriture non convertie à la fin ne peut plus l’être ; la traduction anglaise ajoute qu’elle ne vaut « plus rien ».',
			en: 'Food not converted by the end can no longer be converted; the English translation adds that it is “worthless”.',
		},
		ours: {
			fr: 'Elle compte encore dans la catégorie « nourriture » du dernier décompte général (4 ou 2 points), comme à chaque décompte général.',
			en: 'It still counts in the food category of the final big scoring (4 or 2 points), as at every big scoring.',
		},
		other: {
			fr: 'elle ne compte plus du tout, pas même dans la catégorie « nourriture ».',
			en: 'it counts for nothing at all, not even in the food category.',
		},
		says: { fr: ['compte pourtant dans la catégorie « ?nourriture ?»'], en: ['does still count in the food category'] },
	},
	{
		id: 'tie-for-win',
		rule: { fr: 'Aucune des deux règles ne départage une égalité pour la victoire.', en: 'Neither rulebook breaks a tie for the win.' },
		ours: { fr: 'Une victoire partagée.', en: 'A shared victory.' },
		other: {
			fr: 'un départage choisi par la table (par exemple la nourriture restante).',
			en: 'a tie-breaker the table agrees on (for example the food left).',
		},
		says: { fr: ['victoire partagée'], en: ['shared victory'] },
	},
	{
		id: 'variant-start-player-tie',
		rule: {
			fr: 'Variante du changement de premier joueur : entre derniers ex æquo, commence le plus proche, dans le sens horaire, du premier joueur précédent.',
			en: 'Changing start player variant: among players tied for last, the one nearest clockwise to the previous start player starts.',
		},
		ours: {
			fr: 'Le premier joueur précédent compte lui-même comme le plus proche s’il fait partie des ex æquo.',
			en: 'The previous start player counts as the nearest if they are one of the tied players.',
		},
		other: {
			fr: 'on commence à chercher au joueur suivant le premier joueur précédent.',
			en: 'the search starts at the player after the previous start player.',
		},
		says: { fr: [], en: [] },
	},
	{
		id: 'variant-chart-bids',
		rule: {
			fr: 'Variante des espèces aux enchères : la règle ne dit pas à qui va la nourriture misée.',
			en: 'Bidding for species variant: the rulebook does not say who receives the food bid.',
		},
		ours: { fr: 'Elle retourne à la réserve : il n’y a pas de vendeur.', en: 'It goes back to the bank: there is no seller.' },
		other: {
			fr: 'elle va à un autre joueur (par exemple le suivant dans le tour).',
			en: 'it goes to another player (for example the next one in turn order).',
		},
		says: { fr: ['la rendre à la réserve'], en: ['paying it to the bank'] },
	},
];
