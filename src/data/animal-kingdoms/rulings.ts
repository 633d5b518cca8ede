/**
 * Animal Kingdoms / Les Royaumes Sauvages rulings as data: the questions players ask mid-game,
 * answered in both languages, with the rulebook section each rests on. The types are shared by
 * every game (`src/data/rulings.ts`); `Rulings.astro` renders them.
 *
 * There is one rulebook (the French one, Lucky Duck Games; seed 004 in /work/shared/seeds). Where it
 * is silent or open to two readings, the answer says so in its own paragraphs: the reading the site
 * follows (and its widgets use), then the other reading. All text is the site's own wording.
 */
import type { GameRulings, Ruling as GenericRuling } from '../rulings';

export const RULING_TOPICS = ['setup', 'turn', 'decrees', 'scoring', 'battles', 'end', 'solo'] as const;
export type RulingTopic = (typeof RULING_TOPICS)[number];

/** The only rulebook: the French text (seed 004). */
export type AnimalKingdomsBook = 'fr';

export type Ruling = GenericRuling<RulingTopic, AnimalKingdomsBook>;

const TOPIC_LABELS: Record<RulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	turn: { fr: 'Tour de jeu', en: 'Turn' },
	decrees: { fr: 'Décrets', en: 'Decrees' },
	scoring: { fr: 'Fin d’âge', en: 'End of an age' },
	battles: { fr: 'Batailles', en: 'Battles' },
	end: { fr: 'Fin de partie et variante', en: 'Game end and variant' },
	solo: { fr: 'Mode solo', en: 'Solo mode' },
};

export const ANIMAL_KINGDOMS_RULINGS: Ruling[] = [
	// ───────────────────────────── setup ─────────────────────────────
	{
		id: 'kingdom-sizes',
		topic: 'setup',
		question: {
			fr: 'Combien de territoires a chaque royaume, et dans quel ordre se suivent-ils ?',
			en: 'How many territories does each kingdom have, and in what order do they come?',
		},
		answer: {
			fr: 'Les cinq royaumes ont 4, 5, 6, 7 et 8 territoires, capitale comprise, plus deux conseils chacun. Ils se suivent du plus petit au plus grand, dans le sens horaire : c’est l’ordre du décompte et celui que suit l’adversaire fictif du solo.',
			en: 'The five kingdoms have 4, 5, 6, 7 and 8 territories, capital included, plus two councils each. They follow one another clockwise from the smallest to the largest: that is the scoring order, and the order the solo bot follows.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de l’âge', line: 'L253-254' },
			{ book: 'fr', section: 'Conseils', line: 'L368' },
			{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L461-464' },
		],
		seeAlso: [{ page: 'setup', anchor: 'board' }],
	},
	{
		id: 'majority-tiles-order',
		topic: 'setup',
		question: {
			fr: 'Dans quel ordre ranger les trois tuiles Majorité d’un royaume ?',
			en: 'In what order do a kingdom’s three First Place tokens go?',
		},
		answer: {
			fr: 'Par ordre croissant, de gauche à droite, après les avoir tirées au hasard et retournées. À chaque fin d’âge, on décompte la tuile la plus à gauche, puis on la retire : l’enjeu d’un royaume ne baisse donc jamais d’un âge à l’autre.',
			en: 'In ascending order, left to right, after drawing them at random and turning them face up. At each end of age, the leftmost token is scored and then removed, so a kingdom’s stake never drops from one age to the next.',
		},
		sources: [
			{ book: 'fr', section: 'Mise en place', line: 'L78-80' },
			{ book: 'fr', section: 'Fin de l’âge', line: 'L255-257' },
		],
		seeAlso: [{ page: 'setup', anchor: 'majority-tiles' }],
	},
	{
		id: 'reinforcement-count',
		topic: 'setup',
		question: {
			fr: 'Combien y a-t-il de jetons Renfort, et que faire si la réserve est vide ?',
			en: 'How many reinforcement tokens are there, and what if the supply runs out?',
		},
		answer: {
			fr: 'Notre copie de la règle française indique 18 jetons ; une liste du contenu de la boîte française en compte 8. La règle ne dit pas quoi faire si la réserve est vide.\n\nNotre lecture : un perdant qui ne trouve plus de jeton dans la réserve n’en reçoit pas, mais marque quand même ses 3 points.\n\nAutre lecture possible : remplacer le jeton manquant par un substitut. Rien dans la règle ne l’autorise.',
			en: 'Our copy of the French rulebook lists 18 tokens; a list of the French box’s contents gives 8. The rulebook does not say what to do when the supply is empty.\n\nOur reading: a loser who finds no token left in the supply gets none, but still scores their 3 points.\n\nThe other reading: stand in a substitute for the missing token. Nothing in the rulebook allows it.',
		},
		sources: [
			{ book: 'fr', section: 'Matériel', line: 'L31' },
			{ book: 'fr', section: 'Batailles', line: 'L290-291' },
		],
		seeAlso: [{ page: 'setup', anchor: 'reinforcements' }],
	},
	{
		id: 'cubes-per-player',
		topic: 'setup',
		question: {
			fr: 'Combien de cubes d’Influence a chaque joueur ?',
			en: 'How many Influence cubes does each player have?',
		},
		answer: {
			fr: '18, tous ceux de sa couleur. La règle ne donne pas ce nombre : la boîte contient 90 cubes et 5 disques de score, donc cinq couleurs, et chacun prend les cubes de la sienne ; 90 divisé par 5 donne 18. Une version de travail de la règle anglaise donne aussi 18 par couleur dans son matériel (mais 20 dans une étape de sa mise en place).\n\nCe nombre compte pour la règle « plus de cube, on passe » : avec 30 territoires à revendiquer par âge, capitales comprises, on ne manque de cubes que rarement, surtout à deux ou en solo.',
			en: '18, every cube of their colour. The rulebook does not give the number: the box holds 90 cubes and 5 score discs, so five colours, and each player takes the cubes of theirs; 90 divided by 5 is 18. A working draft of the English rulebook also gives 18 per colour in its components (but 20 in one step of its setup).\n\nThe number matters for the rule that a player with no cubes left must withdraw: with 30 territories to claim per age, capitals included, running out is rare, mostly with two players or in solo play.',
		},
		sources: [
			{ book: 'fr', section: 'Matériel', line: 'L34-35' },
			{ book: 'fr', section: 'Mise en place', line: 'L47-57' },
			{ book: 'fr', section: 'Revendiquer un territoire', line: 'L179-183' },
		],
		seeAlso: [
			{ page: 'setup', anchor: 'colours' },
			{ page: 'turn', anchor: 'no-cubes' },
		],
	},
	{
		id: 'card-species',
		topic: 'setup',
		question: {
			fr: 'Comment se répartissent les 64 cartes Noble Créature, et d’où viennent les noms des espèces du site ?',
			en: 'How are the 64 Noble Beast cards split, and where do the site’s species names come from?',
		},
		answer: {
			fr: 'La règle dit seulement qu’il y a 64 cartes Noble Créature, chacune avec une espèce et une valeur. Pas la règle : des critiques (Au Meeple Reporter) et la fiche du jeu chez Philibert indiquent huit espèces, chacune avec une carte de chaque valeur de 1 à 8.\n\nLes noms des espèces des exemples interactifs (panda roux, tigre, abeille, lézard, grenouille, chouette, okapi, loup) sont notre traduction de ceux de l’édition allemande (fiche de brettspiele.digital) : nous ne connaissons pas ceux des cartes françaises. Ils ne changent aucune règle.',
			en: 'The rulebook only says there are 64 Noble Beast cards, each with a species and a value. Not from the rulebook: reviews (Au Meeple Reporter) and the game’s page at the Philibert shop give eight species, each with one card of every value from 1 to 8.\n\nThe widgets’ species names (red panda, tiger, bee, lizard, frog, owl, okapi, wolf) are our renderings of the German edition’s (brettspiele.digital’s page): we do not know the names printed on the French cards. They change no rule.',
		},
		sources: [{ book: 'fr', section: 'Matériel', line: 'L21' }],
		seeAlso: [
			{ page: 'setup', anchor: 'components' },
			{ page: 'overview', anchor: 'cards' },
		],
	},
	{
		id: 'editions',
		topic: 'setup',
		question: {
			fr: 'Qui a créé le jeu, et sous quels noms est-il paru ?',
			en: 'Who designed the game, and under which names was it published?',
		},
		answer: {
			fr: 'Pas la règle : notre texte de la règle française ne nomme ni l’auteur ni les éditeurs. D’après les fiches des éditeurs et des boutiques réunies dans nos notes de recherche, le jeu est de Steven Aramini ; il est paru en 2020 en anglais chez Galactic Raptor Games sous le nom Animal Kingdoms, puis en français chez Lucky Duck Games sous le nom Les Royaumes Sauvages. Les noms anglais du site viennent d’une version de travail de la règle anglaise publiée en ligne.',
			en: 'Not from the rulebook: our text of the French rulebook names neither the designer nor the publishers. According to the publishers’ and shops’ pages gathered in our research notes, the game is by Steven Aramini; it came out in English in 2020 from Galactic Raptor Games as Animal Kingdoms, then in French from Lucky Duck Games as Les Royaumes Sauvages. The site’s English terms come from a working draft of the English rulebook published online.',
		},
		sources: [{ book: 'fr', section: 'Présentation', line: 'L5-17' }],
		seeAlso: [{ page: 'overview', anchor: 'glossary' }],
	},
	// ───────────────────────────── turn ─────────────────────────────
	{
		id: 'capital-timing',
		topic: 'turn',
		question: {
			fr: 'Quand peut-on prendre la capitale d’un royaume ?',
			en: 'When may I take a kingdom’s capital?',
		},
		answer: {
			fr: 'Seulement quand tous les autres territoires du royaume sont occupés. À l’inverse, si vous jouez une carte dans un royaume où il ne reste que la capitale, votre cube y va obligatoirement.\n\nPrendre une capitale met fin à votre âge, comme si vous passiez : complétez votre main à quatre, posez-la face cachée, et prenez une tuile Premier à passer si personne n’a encore passé.',
			en: 'Only when every other territory of the kingdom is occupied. Conversely, if you play a card in a kingdom where only the capital is left, your cube has to go there.\n\nTaking a capital ends your age, like withdrawing: draw back to four, lay your hand face down, and take a First to Withdraw token if nobody has withdrawn yet.',
		},
		sources: [
			{ book: 'fr', section: 'Revendiquer un territoire', line: 'L194-210' },
			{ book: 'fr', section: 'Passer', line: 'L230-231' },
		],
		seeAlso: [{ page: 'turn', anchor: 'capital' }],
	},
	{
		id: 'full-kingdom',
		topic: 'turn',
		question: {
			fr: 'Peut-on jouer une carte face à un royaume dont tous les territoires, capitale comprise, sont pris ?',
			en: 'May I play a card next to a kingdom whose territories, capital included, are all taken?',
		},
		answer: {
			fr: 'La règle ne le dit pas en toutes lettres.\n\nNotre lecture : non. Revendiquer, c’est jouer une carte puis poser un cube sur un territoire libre ; sans territoire libre, il n’y a pas de revendication possible. Les exemples interactifs du site refusent ce coup.\n\nAutre lecture possible : jouer la carte sans poser de cube, par exemple pour changer la carte du dessus que regarde un décret voisin. Elle ne correspond à aucune action décrite par la règle.',
			en: 'The rulebook does not say so in so many words.\n\nOur reading: no. Claiming means playing a card and then putting a cube on a free territory; with no free territory, there is no claim. The site’s widgets refuse the move.\n\nThe other reading: play the card without a cube, for instance to change the top card a neighbouring decree looks at. It matches none of the actions the rulebook describes.',
		},
		sources: [{ book: 'fr', section: 'Revendiquer un territoire', line: 'L171-175' }],
		seeAlso: [{ page: 'turn', anchor: 'full-kingdom' }],
	},
	{
		id: 'councils-never-claimed',
		topic: 'turn',
		question: {
			fr: 'Peut-on poser un cube sur un conseil en revendiquant ?',
			en: 'May I put a cube on a council when I claim?',
		},
		answer: {
			fr: 'Jamais. Les conseils, les emplacements argentés, ne reçoivent que les cubes venus des capitales, à la fin des âges I et II. Une fois là, ces cubes y restent jusqu’à la fin de la partie et comptent dans la majorité du royaume.',
			en: 'Never. Councils, the silver spaces, only receive cubes coming from the capitals at the end of ages I and II. Once there, those cubes stay until the end of the game and count in the kingdom’s majority.',
		},
		sources: [
			{ book: 'fr', section: 'Revendiquer un territoire', line: 'L185-192' },
			{ book: 'fr', section: 'Conseils', line: 'L368-375' },
		],
		seeAlso: [
			{ page: 'turn', anchor: 'councils-closed' },
			{ page: 'end-of-age', anchor: 'capitals-to-councils' },
		],
	},
	{
		id: 'rally-after-pass',
		topic: 'turn',
		question: {
			fr: 'Peut-on encore rallier quand un autre joueur a passé ?',
			en: 'May I still rally once another player has withdrawn?',
		},
		answer: {
			fr: 'Non. Dès que quelqu’un a passé pendant l’âge, plus personne ne peut rallier, et prendre une capitale compte comme passer. Si vous ne pouvez alors jouer aucune carte dans aucun royaume, vous devez passer.',
			en: 'No. As soon as anyone has withdrawn this age, nobody may rally any more, and taking a capital counts as withdrawing. If you then cannot play any card in any kingdom, you must withdraw.',
		},
		sources: [
			{ book: 'fr', section: 'Rallier', line: 'L221-223' },
			{ book: 'fr', section: 'Passer', line: 'L230-231' },
		],
		seeAlso: [{ page: 'turn', anchor: 'rally-forbidden' }],
	},
	{
		id: 'rally-point',
		topic: 'turn',
		question: {
			fr: 'Que rapporte l’action Rallier, et combien de cartes peut-on changer ?',
			en: 'What does rallying give, and how many cards may I change?',
		},
		answer: {
			fr: '1 point, marqué tout de suite. Vous défaussez ensuite de 1 à 4 cartes, face visible, puis complétez votre main à quatre. Quand la pioche est vide, on mélange la défausse pour en refaire une.',
			en: '1 point, scored at once. You then discard 1 to 4 cards, face up, and draw back up to four. When the deck runs out, shuffle the discard pile into a new one.',
		},
		sources: [{ book: 'fr', section: 'Rallier', line: 'L214-219' }],
		seeAlso: [{ page: 'turn', anchor: 'rally' }],
	},
	{
		id: 'no-cubes-left',
		topic: 'turn',
		question: {
			fr: 'Je n’ai plus de cube d’Influence : que faire ?',
			en: 'I have no Influence cubes left: what now?',
		},
		answer: {
			fr: 'Vous ne pouvez plus revendiquer et devez passer.',
			en: 'You can no longer claim and must withdraw.',
		},
		sources: [{ book: 'fr', section: 'Revendiquer un territoire', line: 'L179-183' }],
		seeAlso: [{ page: 'turn', anchor: 'no-cubes' }],
	},
	{
		id: 'first-to-pass-capital',
		topic: 'turn',
		question: {
			fr: 'Celui qui prend une capitale avant que quiconque ait passé reçoit-il une tuile Premier à passer ?',
			en: 'Does a player who takes a capital before anyone has withdrawn get a First to Withdraw token?',
		},
		answer: {
			fr: 'Oui. Prendre une capitale vous fait sortir de l’âge comme si vous aviez passé ; si vous êtes le premier à sortir, vous tirez une tuile au hasard et la gardez secrète jusqu’à la fin de la partie.',
			en: 'Yes. Taking a capital takes you out of the age as if you had withdrawn; if you are the first one out, you draw a token at random and keep it secret until the end of the game.',
		},
		sources: [
			{ book: 'fr', section: 'Revendiquer un territoire', line: 'L205-210' },
			{ book: 'fr', section: 'Passer', line: 'L230-242' },
		],
		seeAlso: [{ page: 'turn', anchor: 'first-to-pass' }],
	},
	// ───────────────────────────── decrees ─────────────────────────────
	{
		id: 'decree-missing-cards',
		topic: 'decrees',
		question: {
			fr: 'Un décret parle de cartes qui n’ont pas encore été jouées : que faire ?',
			en: 'A decree refers to cards that have not been played yet: what then?',
		},
		answer: {
			fr: 'On l’ignore : n’importe quelle carte peut être jouée dans ce royaume. Par exemple, le décret de l’exemple de la règle, « Supérieur ou Égal au Voisin le plus Fort », n’interdit rien tant que les deux royaumes voisins sont vides.',
			en: 'Ignore it: any card may be played in that kingdom. For example, the decree in the rulebook’s example, “Supérieur ou Égal au Voisin le plus Fort” (at least the strongest neighbour), forbids nothing while both neighbouring kingdoms are empty.',
		},
		sources: [{ book: 'fr', section: 'Cartes Décret', line: 'L165-169' }],
		seeAlso: [{ page: 'turn', anchor: 'decree-missing-cards' }],
	},
	{
		id: 'decree-one-neighbour',
		topic: 'decrees',
		question: {
			fr: 'Un décret regarde les deux voisins, mais un seul a des cartes : s’applique-t-il ?',
			en: 'A decree looks at both neighbours, but only one of them has cards: does it apply?',
		},
		answer: {
			fr: 'La règle ne traite que le cas où les cartes manquent toutes.\n\nNotre lecture : le décret s’applique aux cartes présentes, et le voisin vide est laissé de côté. Avec un 6 sur un voisin et rien sur l’autre, ce décret du plus fort voisin demande un 6 ou plus. De même pour un décret à flèches doubles : il regarde les cartes du dessus des autres royaumes qui en ont, et n’est ignoré que si aucun n’en a. Les exemples interactifs du site, et la correction de « Prêt pour la partie ? », suivent cette lecture.\n\nAutre lecture possible : ignorer le décret dès qu’une seule des cartes manque. Elle rendrait les décrets à flèches presque sans effet en début d’âge.',
			en: 'The rulebook only covers the case where all the cards are missing.\n\nOur reading: the decree applies to the cards that are there, and the empty neighbour is left out. With a 6 on one neighbour and nothing on the other, the rulebook’s example decree (at least the strongest neighbour) asks for a 6 or more. The same goes for a double-arrow decree: it looks at the top cards of the other kingdoms that have one, and is ignored only when none has. The site’s widgets, and the grading of “Ready for game night?”, follow this reading.\n\nThe other reading: ignore the decree as soon as any of its cards is missing. It would leave arrow decrees with almost no effect early in an age.',
		},
		sources: [{ book: 'fr', section: 'Cartes Décret', line: 'L145-151, L165-169' }],
		seeAlso: [{ page: 'turn', anchor: 'decree-neighbours' }],
	},
	{
		id: 'decree-families',
		topic: 'decrees',
		question: {
			fr: 'Comment savoir sur quelles cartes porte un décret ?',
			en: 'How do I tell which cards a decree looks at?',
		},
		answer: {
			fr: 'Par ses flèches. Sans flèche : votre carte seule. Une flèche vers le bas : la dernière carte de ce royaume, ou toutes ses cartes. Une flèche simple de chaque côté : la dernière carte de chacun des deux royaumes voisins. Une flèche double de chaque côté : la dernière carte de chacun des autres royaumes.',
			en: 'By its arrows. No arrow: your card alone. A down arrow: the last card of this kingdom, or all its cards. A single arrow on each side: the last card of each of the two neighbouring kingdoms. A double arrow on each side: the last card of each of the other kingdoms.',
		},
		sources: [{ book: 'fr', section: 'Cartes Décret', line: 'L137-163' }],
		seeAlso: [{ page: 'turn', anchor: 'decrees' }],
	},
	{
		id: 'bot-ignores-decrees',
		topic: 'decrees',
		question: {
			fr: 'En solo, l’adversaire fictif doit-il respecter les décrets ?',
			en: 'In solo play, does the bot have to obey the decrees?',
		},
		answer: {
			fr: 'Non : sa carte va là où la désignent les règles de placement, même si le décret l’interdit. Vous, en revanche, restez soumis aux décrets, et la carte qu’il vient de poser peut vous gêner.',
			en: 'No: its card goes where the placement rules send it, even if the decree forbids it. You, on the other hand, still obey the decrees, and the card it just played may get in your way.',
		},
		sources: [{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L455-459' }],
		seeAlso: [{ page: 'solo', anchor: 'bot-turn' }],
	},
	// ───────────────────────────── scoring ─────────────────────────────
	{
		id: 'what-cubes-count',
		topic: 'scoring',
		question: {
			fr: 'Quels cubes comptent pour la majorité d’un royaume ?',
			en: 'Which cubes count for a kingdom’s majority?',
		},
		answer: {
			fr: 'Tous ceux du royaume : sur ses territoires, sur sa capitale et sur ses conseils. Les cubes des conseils, arrivés lors d’un âge précédent, comptent donc à chaque décompte jusqu’à la fin de la partie.',
			en: 'All of those in the kingdom: on its territories, its capital and its councils. Council cubes, which arrived in an earlier age, therefore count at every scoring until the end of the game.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de l’âge', line: 'L253-257' },
			{ book: 'fr', section: 'Conseils', line: 'L372-375' },
		],
		seeAlso: [{ page: 'end-of-age', anchor: 'scoring-order' }],
	},
	{
		id: 'tie-for-second',
		topic: 'scoring',
		question: {
			fr: 'Deux joueurs sont à égalité pour la deuxième place : y a-t-il encore un troisième ?',
			en: 'Two players are tied for second: is there still a third place?',
		},
		answer: {
			fr: 'Oui. Les deux ex æquo marquent 3 points chacun, et le joueur suivant marque 1 point pour la troisième place. C’est l’exemple de la règle : Carla 8, Abdel et Stéphanie 3 chacun, Nicolas 1. Une égalité pour la deuxième ou la troisième place ne déclenche pas de bataille.',
			en: 'Yes. The two tied players score 3 points each, and the next player scores 1 point for third place. That is the rulebook’s example: Carla 8, Abdel and Stéphanie 3 each, Nicolas 1. A tie for second or third never starts a battle.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de l’âge', line: 'L262-273' },
			{ book: 'fr', section: 'Batailles', line: 'L279-281' },
		],
		seeAlso: [{ page: 'end-of-age', anchor: 'ties-for-places' }],
	},
	{
		id: 'empty-kingdom',
		topic: 'scoring',
		question: {
			fr: 'Personne n’a de cube dans un royaume : que devient sa tuile Majorité ?',
			en: 'Nobody has a cube in a kingdom: what happens to its First Place token?',
		},
		answer: {
			fr: 'La règle ne prévoit pas ce cas.\n\nNotre lecture : on retire quand même la tuile de gauche, sans que personne la marque. Ainsi, chaque âge se joue pour sa propre tuile, et l’âge III pour la plus forte.\n\nAutre lecture possible : laisser la tuile en place pour l’âge suivant. Le royaume vaudrait alors moins à l’âge II qu’on ne l’attendait, et il resterait une tuile en trop à la fin.',
			en: 'The rulebook does not cover it.\n\nOur reading: remove the leftmost token anyway, with nobody scoring it. That way each age plays for its own token, and age III for the highest.\n\nThe other reading: leave the token for the next age. The kingdom would then be worth less in age II than expected, and a token would be left over at the end.',
		},
		sources: [{ book: 'fr', section: 'Fin de l’âge', line: 'L255-257' }],
		seeAlso: [{ page: 'end-of-age', anchor: 'empty-kingdom' }],
	},
	{
		id: 'keep-hand',
		topic: 'scoring',
		question: {
			fr: 'Entre deux âges, garde-t-on ses cartes ?',
			en: 'Do I keep my cards between ages?',
		},
		answer: {
			fr: 'Oui, vous gardez vos quatre cartes. On défausse seulement les cartes jouées face aux royaumes, qu’on mélange avec la pioche et la défausse. Vous reprenez aussi vos cubes, sauf ceux des conseils, et cinq nouveaux décrets remplacent les anciens.',
			en: 'Yes, you keep your four cards. Only the cards played next to the kingdoms are discarded, and shuffled with the deck and the discard pile. You also take back your cubes, except those on councils, and five new decrees replace the old ones.',
		},
		sources: [{ book: 'fr', section: 'Préparation du nouvel âge', line: 'L379-388' }],
		seeAlso: [{ page: 'end-of-age', anchor: 'next-age' }],
	},
	{
		id: 'first-player-tie',
		topic: 'scoring',
		question: {
			fr: 'Qui commence le nouvel âge si les joueurs à égalité pour le moins de points n’ont pris aucune capitale ?',
			en: 'Who starts the new age if the players tied for fewest points took no capital?',
		},
		answer: {
			fr: 'La règle départage les ex æquo par la première capitale prise à l’âge précédent, et s’arrête là.\n\nNotre lecture : parmi les ex æquo, commence celui qui est le plus proche, dans le sens horaire, après le premier joueur de l’âge précédent.\n\nAutre lecture possible : tirer au sort entre les ex æquo.',
			en: 'The rulebook breaks the tie by the first capital taken in the previous age, and stops there.\n\nOur reading: among the tied players, the one nearest clockwise after the previous age’s first player starts.\n\nThe other reading: draw lots among the tied players.',
		},
		sources: [{ book: 'fr', section: 'Changement de premier joueur', line: 'L391-395' }],
		seeAlso: [{ page: 'end-of-age', anchor: 'first-player' }],
	},
	// ───────────────────────────── battles ─────────────────────────────
	{
		id: 'one-beats-eight',
		topic: 'battles',
		question: {
			fr: 'Quand exactement un 1 bat-il un 8 ?',
			en: 'When exactly does a 1 beat an 8?',
		},
		answer: {
			fr: 'Dès qu’au moins une carte de la bataille vaut 8 ou plus, jetons Renfort compris : les 1 deviennent alors les cartes les plus fortes. Sans carte à 8 ou plus, un 1 est la plus faible. On ne peut pas renforcer la carte d’un adversaire, même pour la faire monter à 8 et gagner avec son 1.',
			en: 'As soon as at least one card in the battle stands at 8 or more, reinforcement tokens included: the 1s then become the strongest cards. With no card at 8 or more, a 1 is the weakest. You may not reinforce an opponent’s card, not even to lift it to 8 and win with your 1.',
		},
		sources: [{ book: 'fr', section: 'Batailles', line: 'L282-283, L324-333' }],
		seeAlso: [{ page: 'battles', anchor: 'one-beats-eight' }],
	},
	{
		id: 'reinforced-one',
		topic: 'battles',
		question: {
			fr: 'Un 1 renforcé par un jeton +2 est-il encore « un 1 » qui bat le 8 ?',
			en: 'Is a 1 raised by a +2 token still “a 1” that beats an 8?',
		},
		answer: {
			fr: 'La règle ne le dit pas.\n\nNotre lecture : non. Le jeton change la valeur de la carte, qui vaut désormais 3 et se compare comme un 3. Renforcer son 1 revient donc à renoncer à battre le 8.\n\nAutre lecture possible : la carte reste un 1 quelle que soit sa valeur renforcée. Elle ferait du jeton un bonus gratuit contre tout ce qui n’est pas un 8.',
			en: 'The rulebook does not say.\n\nOur reading: no. The token changes the card’s value, which is now 3 and compares as a 3. Reinforcing your 1 therefore gives up beating the 8.\n\nThe other reading: the card stays a 1 whatever its reinforced value. That would make the token a free bonus against anything but an 8.',
		},
		sources: [{ book: 'fr', section: 'Batailles', line: 'L303-307, L327-333' }],
		seeAlso: [{ page: 'battles', anchor: 'reinforcements' }],
	},
	{
		id: 'reinforcement-own-card',
		topic: 'battles',
		question: {
			fr: 'Combien de jetons Renfort peut-on jouer, et sur quelle carte ?',
			en: 'How many reinforcement tokens may I play, and on which card?',
		},
		answer: {
			fr: 'Autant que vous voulez, une fois les cartes révélées, et seulement sur votre propre carte : chacun ajoute 2 à sa valeur. Vous pouvez répondre aux jetons d’un adversaire par les vôtres. Tous les jetons joués retournent dans la réserve après la bataille, ou avant la nouvelle révélation si l’égalité persiste.',
			en: 'As many as you like, once the cards are revealed, and only on your own card: each adds 2 to its value. You may answer an opponent’s tokens with your own. Every token played goes back to the supply after the battle, or before the next reveal if the tie remains.',
		},
		sources: [
			{ book: 'fr', section: 'Batailles', line: 'L303-320' },
			{ book: 'fr', section: 'Batailles', line: 'L341-343' },
		],
		seeAlso: [{ page: 'battles', anchor: 'reinforcements' }],
	},
	{
		id: 'battle-losers',
		topic: 'battles',
		question: {
			fr: 'Dans une bataille à trois, que gagne le joueur éliminé au premier tour ?',
			en: 'In a three-way battle, what does the player knocked out at the first reveal get?',
		},
		answer: {
			fr: 'La même chose que l’autre perdant : la deuxième place, soit 3 points, et un jeton Renfort. Dans l’exemple de la règle, Abdel sort au premier tour, Stéphanie bat Carla au second ; Carla et Abdel marquent chacun 3 points et reçoivent chacun un jeton.',
			en: 'The same as the other loser: second place, that is 3 points, and a reinforcement token. In the rulebook’s example, Abdel is out at the first reveal and Stéphanie beats Carla at the second; Carla and Abdel each score 3 points and get a token.',
		},
		sources: [{ book: 'fr', section: 'Batailles', line: 'L285-291, L322-325, L335-336' }],
		seeAlso: [
			{ page: 'battles', anchor: 'losers' },
			{ page: 'battles', anchor: 'battle-example' },
		],
	},
	{
		id: 'perfect-tie-places',
		topic: 'battles',
		question: {
			fr: 'Après une égalité parfaite, qui marque la deuxième et la troisième place ?',
			en: 'After a perfect tie, who takes second and third place?',
		},
		answer: {
			fr: 'Après une égalité parfaite, tous les joueurs encore en lice marquent la totalité de la tuile ; la règle ne dit pas qui est deuxième ensuite.\n\nNotre lecture : personne n’a été relégué par une défaite, donc les joueurs qui suivent en nombre de cubes prennent la deuxième place (3 points), et les suivants la troisième (1 point). Nous appliquons la même lecture à une majorité partagée sous le Traité de paix.\n\nAutre lecture possible : les joueurs qui suivent ne marquent que la troisième place, comme après une bataille gagnée.',
			en: 'After a perfect tie, every player still in the battle scores the full token; the rulebook does not say who is second after that.\n\nOur reading: nobody was moved down by a defeat, so the players with the next most cubes take second place (3 points), and the ones after them third (1 point). We read a shared majority under the Peace Treaty the same way.\n\nThe other reading: the next players only take third place, as after a battle that had a winner.',
		},
		sources: [
			{ book: 'fr', section: 'Batailles', line: 'L285-288, L293-301' },
			{ book: 'fr', section: 'Variante amicale : le Traité de paix', line: 'L360-361' },
		],
		seeAlso: [
			{ page: 'battles', anchor: 'perfect-tie' },
			{ page: 'variants', anchor: 'peace-no-capital' },
		],
	},
	{
		id: 'battle-hand',
		topic: 'battles',
		question: {
			fr: 'Avec quelles cartes se bat-on, et les récupère-t-on ?',
			en: 'Which cards do I fight with, and do I get them back?',
		},
		answer: {
			fr: 'Avec les cartes de votre main, y compris après avoir passé : c’est pour cela qu’on garde sa main face cachée. Les cartes révélées sont défaussées après la bataille, quel que soit le résultat, puis chaque combattant complète sa main à quatre.',
			en: 'With the cards in your hand, even after you have withdrawn: that is why you keep your hand face down. Revealed cards are discarded after the battle, whatever the result, and each fighter then draws back up to four.',
		},
		sources: [
			{ book: 'fr', section: 'Batailles', line: 'L279-283, L341-343' },
			{ book: 'fr', section: 'Passer', line: 'L230-234' },
		],
		seeAlso: [{ page: 'battles', anchor: 'after-battle' }],
	},
	// ───────────────────────────── end ─────────────────────────────
	{
		id: 'game-tie-break',
		topic: 'end',
		question: {
			fr: 'Deux joueurs finissent à égalité : qui gagne ?',
			en: 'Two players finish tied: who wins?',
		},
		answer: {
			fr: 'Celui qui tient la capitale du plus grand royaume parmi celles qu’ils ont prises pendant l’âge III. Après l’âge III, les cubes des capitales ne vont pas sur les conseils : ils sont encore là pour comparer. Si aucun des ex æquo n’a de capitale, ils partagent la victoire.',
			en: 'The one holding the capital of the largest kingdom among those they took in age III. After age III, capital cubes do not move to councils, so they are still there to compare. If none of the tied players holds a capital, they share the victory.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de partie', line: 'L407-410' },
			{ book: 'fr', section: 'Conseils', line: 'L372-374' },
		],
		seeAlso: [{ page: 'end-of-game', anchor: 'tie-break' }],
	},
	{
		id: 'final-bonuses',
		topic: 'end',
		question: {
			fr: 'Que rapportent les tuiles Premier à passer et les jetons Renfort en fin de partie ?',
			en: 'What do First to Withdraw tokens and reinforcement tokens give at the end?',
		},
		answer: {
			fr: 'Les tuiles Premier à passer sont révélées et leurs points ajoutés au score. Chaque jeton Renfort qui vous reste vaut 1 point. Les valeurs des tuiles ne figurent pas dans nos sources ; des critiques parlent de 2 à 5 points.',
			en: 'First to Withdraw tokens are revealed and their points added to your score. Each reinforcement token you still hold is worth 1 point. The tokens’ values are not in our sources; reviews speak of 2 to 5 points.',
		},
		sources: [{ book: 'fr', section: 'Fin de partie', line: 'L402-405' }],
		seeAlso: [
			{ page: 'end-of-game', anchor: 'first-to-pass-points' },
			{ page: 'end-of-game', anchor: 'reinforcement-points' },
		],
	},
	{
		id: 'peace-treaty',
		topic: 'end',
		question: {
			fr: 'Avec le Traité de paix, qui remporte une majorité disputée ?',
			en: 'Under the Peace Treaty, who wins a tied majority?',
		},
		answer: {
			fr: 'L’ex æquo qui a un cube sur la capitale du royaume : il marque la tuile, les autres ex æquo 3 points, les suivants en nombre de cubes 1 point. Si aucun ex æquo ne tient la capitale, tous marquent la totalité de la tuile. Les jetons Renfort restent dans la boîte.',
			en: 'The tied player with a cube on the kingdom’s capital: they score the token, the other tied players 3 points, the next players by cubes 1 point. If no tied player holds the capital, all of them score the full token. Reinforcement tokens stay in the box.',
		},
		sources: [{ book: 'fr', section: 'Variante amicale : le Traité de paix', line: 'L348-364' }],
		seeAlso: [{ page: 'variants', anchor: 'peace-treaty' }],
	},
	// ───────────────────────────── solo ─────────────────────────────
	{
		id: 'bot-placement',
		topic: 'solo',
		question: {
			fr: 'Où l’adversaire fictif joue-t-il sa carte ?',
			en: 'Where does the solo bot play its card?',
		},
		answer: {
			fr: 'Une carte de 4 à 8 va au royaume qui a ce nombre de territoires ; un 1, un 2 ou un 3 va au royaume où vous avez joué votre dernière carte. Il évite, tant qu’il le peut, les royaumes où il a déjà 2 cubes de plus que vous, et les capitales. Si le royaume désigné enfreint une contrainte, on passe au suivant dans le sens horaire ; si aucun ne convient, on abandonne la première contrainte, puis la seconde.',
			en: 'A card of 4 to 8 goes to the kingdom with that many territories; a 1, 2 or 3 goes to the kingdom where you played your last card. As far as it can, it avoids kingdoms where it already has 2 more cubes than you, and capitals. If the chosen kingdom breaks a constraint, move on to the next one clockwise; if none fits, drop the first constraint, then the second.',
		},
		sources: [{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L461-479' }],
		seeAlso: [
			{ page: 'solo', anchor: 'bot-value' },
			{ page: 'solo', anchor: 'bot-skip' },
		],
	},
	{
		id: 'bot-constraint-kingdom',
		topic: 'solo',
		question: {
			fr: 'La contrainte des 2 cubes d’avance porte-t-elle sur un territoire ou sur un royaume ?',
			en: 'Does the 2-cube constraint apply to a territory or to a kingdom?',
		},
		answer: {
			fr: 'Le texte dit « territoire », mais un territoire ne porte qu’un cube.\n\nNotre lecture : il s’agit du royaume. L’adversaire ne joue pas dans un royaume où il a déjà 2 cubes de plus que vous.\n\nAutre lecture possible : aucune qui ait un sens au pied de la lettre, puisqu’on ne peut pas avoir 2 cubes de plus que quelqu’un sur un seul territoire.',
			en: 'The text says “territoire” (territory), but a territory only holds one cube.\n\nOur reading: it means the kingdom. The bot does not play in a kingdom where it already has 2 more cubes than you.\n\nThe other reading: none that makes sense literally, since nobody can have 2 more cubes than another player on a single territory.',
		},
		sources: [{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L471-473' }],
		seeAlso: [{ page: 'solo', anchor: 'bot-constraints' }],
	},
	{
		id: 'solo-pass-without-capital',
		topic: 'solo',
		question: {
			fr: 'En solo, je passe sans avoir pris de capitale : comment joue l’adversaire fictif ?',
			en: 'In solo play, I withdraw without taking a capital: how does the bot play?',
		},
		answer: {
			fr: 'La règle ne décrit que le cas où vous prenez une capitale.\n\nNotre lecture : l’adversaire joue comme après votre capitale. Il prend une capitale dès qu’il le peut, ce qui termine l’âge, et ses 1, 2 et 3 sont repiochés, puisque vous ne jouez plus de carte.\n\nAutre lecture possible : il garde son comportement d’avant, en envoyant ses 1 à 3 dans votre dernier royaume. L’âge pourrait alors durer jusqu’à ce qu’il n’ait plus de cube.',
			en: 'The rulebook only describes the case where you take a capital.\n\nOur reading: the bot plays as after your capital. It takes a capital as soon as it can, which ends the age, and its 1s, 2s and 3s are redrawn, since you no longer play cards.\n\nThe other reading: it keeps its earlier behaviour, sending its 1s to 3s to your last kingdom. The age could then run until it has no cubes left.',
		},
		sources: [
			{ book: 'fr', section: 'Mode solo', line: 'L447-451' },
			{ book: 'fr', section: 'Après revendication d’une capitale', line: 'L491-497' },
		],
		seeAlso: [{ page: 'solo', anchor: 'after-capital' }],
	},
	{
		id: 'bonus-card',
		topic: 'solo',
		question: {
			fr: 'Quand l’adversaire fictif joue-t-il sa carte Bonus ?',
			en: 'When does the bot play its bonus card?',
		},
		answer: {
			fr: 'Juste après avoir joué sa carte piochée, si la carte Bonus a la même espèce ou la même valeur. Il la place selon les mêmes règles, avec un deuxième cube, puis on retourne une nouvelle carte Bonus. En niveau Moyen, seule l’espèce compte ; en Facile, il n’y a pas de carte Bonus ; en Expert, il y en a deux.',
			en: 'Right after playing the card it drew, if the bonus card shares its species or its value. It is placed under the same rules, with a second cube, and then a new bonus card is turned up. On Medium only the species counts; on Easy there is no bonus card; on Expert there are two.',
		},
		sources: [
			{ book: 'fr', section: 'Carte Bonus de l’adversaire fictif', line: 'L481-487' },
			{ book: 'fr', section: 'Régler la difficulté', line: 'L539-553' },
		],
		seeAlso: [{ page: 'solo', anchor: 'bonus-card' }],
	},
	{
		id: 'solo-battle-hands',
		topic: 'solo',
		question: {
			fr: 'En solo, combien de cartes a-t-on pour la troisième bataille d’un âge ?',
			en: 'In solo play, how many cards are there for the third battle of an age?',
		},
		answer: {
			fr: 'Chaque bataille gagnée vous fait compléter votre main avec une carte de moins : après deux victoires, il vous reste deux cartes. Chaque bataille perdue fait révéler une carte de moins à l’adversaire la fois suivante : après deux défaites, il n’en révèle qu’une (deux en niveau Difficile, qui part de quatre).',
			en: 'Each battle you win makes you refill your hand with one card fewer: after two wins, you have two cards left. Each battle you lose makes the bot reveal one card fewer next time: after two losses, it reveals just one (two on Hard, which starts from four).',
		},
		sources: [
			{ book: 'fr', section: 'Résoudre les batailles', line: 'L506-520' },
			{ book: 'fr', section: 'Régler la difficulté', line: 'L546' },
		],
		seeAlso: [{ page: 'solo', anchor: 'solo-hand-sizes' }],
	},
	{
		id: 'solo-tie',
		topic: 'solo',
		question: {
			fr: 'En solo, que se passe-t-il si je finis à égalité avec l’adversaire fictif ?',
			en: 'In solo play, what if I finish level with the bot?',
		},
		answer: {
			fr: 'Vous perdez. Il faut strictement plus de points que lui pour gagner.',
			en: 'You lose. You need strictly more points than the bot to win.',
		},
		sources: [{ book: 'fr', section: 'Mode solo — Fin de partie', line: 'L530-535' }],
		seeAlso: [{ page: 'solo', anchor: 'solo-end' }],
	},
	{
		id: 'bot-low-card-no-last',
		topic: 'solo',
		question: {
			fr: 'L’adversaire fictif pioche un 1, un 2 ou un 3 alors que je n’ai encore joué aucune carte pendant l’âge : où va-t-elle ?',
			en: 'The bot draws a 1, 2 or 3 before I have played any card this age: where does it go?',
		},
		answer: {
			fr: 'La règle envoie un 1, un 2 ou un 3 là où vous avez joué votre dernière carte, et ne dit rien du cas où vous n’en avez pas encore joué (par exemple si vous avez rallié à votre premier tour). Seul le niveau Facile règle ce cas, pour sa première carte de l’âge : le plus petit royaume.\n\nNotre lecture : nous l’envoyons dans le plus petit royaume, comme au niveau Facile, puis on applique les contraintes habituelles. L’exemple interactif le dit quand cela arrive.\n\nAutre lecture possible : piocher une autre carte pour lui, comme après votre capitale.',
			en: 'The rulebook sends a 1, 2 or 3 where you played your last card, and says nothing of the case where you have not played one yet (say you rallied on your first turn). Only the Easy level covers it, for its first card of the age: the smallest kingdom.\n\nOur reading: we send it to the smallest kingdom, as on Easy, then the usual constraints apply. The widget says so when it happens.\n\nThe other reading: draw another card for it, as after your capital.',
		},
		sources: [
			{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L468-469' },
			{ book: 'fr', section: 'Régler la difficulté', line: 'L539-541' },
		],
		seeAlso: [{ page: 'solo', anchor: 'bot-value' }],
	},
	{
		id: 'bot-capital-asap',
		topic: 'solo',
		question: {
			fr: 'Après ma capitale, l’adversaire fictif doit prendre une capitale « dès qu’il le pourra » : va-t-il droit vers une capitale libre ?',
			en: 'After my capital, the rulebook says the bot will claim a capital as soon as it can: does it head straight for a free capital?',
		},
		answer: {
			fr: 'La règle garde les règles de placement, « à l’exception près » de cette phrase, sans préciser.\n\nNotre lecture : sa carte désigne toujours son royaume, et il saute encore ceux où il a déjà 2 cubes de plus que vous ; mais il n’évite plus les capitales. Dès que le royaume où sa carte le mène n’a plus que la capitale de libre, il la prend, ce qui termine l’âge.\n\nAutre lecture possible : il va droit vers n’importe quelle capitale libre, quel que soit le royaume désigné. L’âge se terminerait alors bien plus vite.',
			en: 'The rulebook keeps the placement rules, with that sentence as the only exception, and says no more.\n\nOur reading: its card still names its kingdom, and it still skips kingdoms where it already has 2 more cubes than you; but it no longer avoids capitals. As soon as the kingdom its card leads to has only its capital free, it takes it, which ends the age.\n\nThe other reading: it heads for any free capital, whatever kingdom its card names. The age would then end much sooner.',
		},
		sources: [{ book: 'fr', section: 'Après revendication d’une capitale', line: 'L491-494' }],
		seeAlso: [{ page: 'solo', anchor: 'after-capital' }],
	},
	{
		id: 'bot-redrawn-under-pile',
		topic: 'solo',
		question: {
			fr: 'Après ma capitale, que devient un 1, un 2 ou un 3 pioché pour l’adversaire fictif ?',
			en: 'After my capital, what happens to a 1, 2 or 3 drawn for the bot?',
		},
		answer: {
			fr: 'Il ne peut pas être joué, puisque vous ne jouez plus de carte : la règle dit d’en piocher d’autres à la place, sans dire où va la carte écartée.\n\nNotre lecture : nous la remettons sous la pioche.\n\nAutre lecture possible : la défausser.',
			en: 'It cannot be played, since you play no more cards: the rulebook says to draw others instead, without saying where the card set aside goes.\n\nOur reading: we put it back under the draw pile.\n\nThe other reading: discard it.',
		},
		sources: [{ book: 'fr', section: 'Après revendication d’une capitale', line: 'L495-497' }],
		seeAlso: [{ page: 'solo', anchor: 'after-capital' }],
	},
	{
		id: 'bot-bonus-after-capital',
		topic: 'solo',
		question: {
			fr: 'Si la carte piochée pour l’adversaire fictif lui fait prendre une capitale, joue-t-il encore sa carte Bonus ?',
			en: 'If the card drawn for the bot makes it take a capital, does it still play its bonus card?',
		},
		answer: {
			fr: 'La règle dit qu’une capitale prise par l’adversaire fictif arrête son âge : il ne pourra plus jouer. Elle dit aussi que sa carte Bonus se joue juste après la carte piochée, sans dire laquelle des deux règles l’emporte.\n\nNotre lecture : il ne joue plus rien, pas même sa carte Bonus, qui reste à côté de la pioche.\n\nAutre lecture possible : la carte Bonus, qui suit aussitôt la carte piochée, est encore jouée, avec un deuxième cube, avant que son âge s’arrête.',
			en: 'The rulebook says a capital taken by the bot ends its age: it can play no more. It also says its bonus card is played right after the drawn card, without saying which rule wins.\n\nOur reading: it plays nothing more, not even its bonus card, which stays next to the deck.\n\nThe other reading: the bonus card, which follows the drawn card at once, is still played, with a second cube, before its age ends.',
		},
		sources: [{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L476-479, L483-487' }],
		seeAlso: [{ page: 'solo', anchor: 'bonus-card' }],
	},
	{
		id: 'solo-rally-after-bot-capital',
		topic: 'solo',
		question: {
			fr: 'L’adversaire fictif a pris une capitale : puis-je encore rallier ?',
			en: 'The bot has taken a capital: may I still rally?',
		},
		answer: {
			fr: 'La règle dit qu’il ne joue plus de l’âge et que vous continuez « selon les règles normales » jusqu’à passer. À plusieurs, prendre une capitale compte comme passer, et plus personne ne peut rallier une fois que quelqu’un a passé.\n\nNotre lecture : sa capitale compte comme s’il avait passé, vous ne pouvez plus rallier ; si aucune de vos cartes n’est acceptée nulle part, vous devez passer.\n\nAutre lecture possible : l’adversaire fictif n’ayant pas de main, sa capitale ne compterait pas comme s’il avait passé, et vous pourriez encore rallier.',
			en: 'The rulebook says it plays no more this age and you go on under the standard rules until you withdraw. In the multiplayer game, taking a capital counts as withdrawing, and nobody may rally once someone has withdrawn.\n\nOur reading: its capital counts as withdrawing, so you may no longer rally; if none of your cards is accepted anywhere, you must withdraw.\n\nThe other reading: the bot has no hand, so its capital would not count as withdrawing, and you could still rally.',
		},
		sources: [
			{ book: 'fr', section: 'Avant revendication d’une capitale', line: 'L476-479' },
			{ book: 'fr', section: 'Rallier', line: 'L221-223' },
		],
		seeAlso: [{ page: 'solo', anchor: 'bot-relax' }],
	},
	{
		id: 'bot-out-of-cubes',
		topic: 'solo',
		question: {
			fr: 'L’adversaire fictif n’a plus de cube, ou plus aucun emplacement libre : que fait-il ?',
			en: 'The bot has no cube left, or no free space anywhere: what does it do?',
		},
		answer: {
			fr: 'La règle ne décrit pas ce cas. Chaque camp a 18 cubes et l’âge offre 30 emplacements : c’est rare, mais possible.\n\nNotre lecture : comme un joueur sans cube, il ne joue plus de l’âge ; vous continuez jusqu’à passer.\n\nAutre lecture possible : il continue à piocher et à jouer des cartes sans poser de cube. Elles changeraient encore ce que regardent les décrets.',
			en: 'The rulebook does not describe it. Each side has 18 cubes and an age offers 30 spaces: it is rare, but it can happen.\n\nOur reading: like a player with no cube, it plays no more this age; you go on until you withdraw.\n\nThe other reading: it keeps drawing and playing cards without placing cubes. They would still change what the decrees look at.',
		},
		sources: [{ book: 'fr', section: 'Revendiquer un territoire', line: 'L179-183' }],
		seeAlso: [{ page: 'solo', anchor: 'bot-relax' }],
	},
	{
		id: 'solo-battle-compare',
		topic: 'solo',
		question: {
			fr: 'En solo, mon 1 bat-il les trois cartes de l’adversaire fictif si l’une d’elles est un 8 ?',
			en: 'In solo play, does my 1 beat the bot’s three cards if one of them is an 8?',
		},
		answer: {
			fr: 'La règle dit que l’adversaire gagne dès qu’une seule de ses cartes bat la vôtre, et, pour les batailles à plusieurs, que s’il y a au moins un 8, les 1 deviennent les plus fortes. Contre un 8, un 2 et un 3, les deux phrases se lisent de deux façons.\n\nNotre lecture : chacune de ses cartes est comparée à la vôtre séparément. Votre 1 bat son 8, mais son 2 bat votre 1 : il gagne. Notre moteur compte ainsi.\n\nAutre lecture possible : les quatre cartes forment une seule bataille ; puisqu’il y a un 8, votre 1 est la plus forte et vous gagnez.',
			en: 'The rulebook says the bot wins if even one of its cards can beat yours, and, for battles between several players, that with at least one 8 the 1s become the strongest. Against an 8, a 2 and a 3, the two sentences read two ways.\n\nOur reading: each of its cards is compared with yours on its own. Your 1 beats its 8, but its 2 beats your 1: it wins. Our engine counts it this way.\n\nThe other reading: the four cards make one battle; since there is an 8, your 1 is the strongest and you win.',
		},
		sources: [
			{ book: 'fr', section: 'Résoudre les batailles', line: 'L505-509' },
			{ book: 'fr', section: 'Batailles', line: 'L327-329' },
		],
		seeAlso: [{ page: 'solo', anchor: 'solo-battles' }],
	},
	{
		id: 'solo-battle-out-of-cards',
		topic: 'solo',
		question: {
			fr: 'En solo, la bataille reste à égalité et je n’ai plus de carte à choisir : qui gagne ?',
			en: 'In solo play, the battle is still tied and I have no card left to choose: who wins?',
		},
		answer: {
			fr: 'La règle dit de recommencer « jusqu’à obtenir un vainqueur », sans prévoir le cas où votre main, qui rétrécit après chaque victoire, est vide.\n\nNotre lecture : comme à plusieurs après la dernière carte, l’égalité est parfaite et vous marquez tous deux la tuile Majorité.\n\nAutre lecture possible : l’adversaire fictif gagne, puisque vous ne pouvez plus le battre.',
			en: 'The rulebook says to go on until there is a winner, without covering the case where your hand, which shrinks after each win, is empty.\n\nOur reading: as in the multiplayer game after the last card, the tie is perfect and you both score the First Place token.\n\nThe other reading: the bot wins, since you can no longer beat it.',
		},
		sources: [
			{ book: 'fr', section: 'Résoudre les batailles', line: 'L509-511' },
			{ book: 'fr', section: 'Batailles', line: 'L297-301' },
		],
		seeAlso: [{ page: 'solo', anchor: 'solo-battles' }],
	},
	{
		id: 'solo-levels',
		topic: 'solo',
		question: {
			fr: 'Combien y a-t-il de niveaux en solo, et que changent-ils ?',
			en: 'How many solo levels are there, and what do they change?',
		},
		answer: {
			fr: 'Les règles du mode solo décrites en premier sont ses « règles normales » ; la règle nomme ensuite quatre niveaux qui les modifient. Facile : pas de carte Bonus, l’adversaire fictif commence chaque âge, et sa première carte de l’âge, si c’est un 1, un 2 ou un 3, va dans le plus petit royaume. Moyen : la carte Bonus n’est jouée que si elle est de la même espèce. Difficile : il révèle quatre cartes dans les batailles. Expert : deux cartes Bonus ; si les deux peuvent être jouées au même tour, vous choisissez laquelle. L’exemple interactif propose les règles normales et les quatre niveaux ; en Expert, il joue la première des deux cartes et le dit.',
			en: 'The solo rules described first are its standard rules (the rulebook’s “règles normales”); the rulebook then names four levels that change them. Easy: no bonus card, the bot starts each age, and its first card of the age, if it is a 1, 2 or 3, goes to the smallest kingdom. Medium: the bonus card is played only if it matches the species. Hard: it reveals four cards in battles. Expert: two bonus cards; if both can be played on the same turn, you choose which. The widget offers the standard rules and the four levels; on Expert it plays the first of the two cards and says so.',
		},
		sources: [{ book: 'fr', section: 'Régler la difficulté', line: 'L537-553' }],
		seeAlso: [{ page: 'solo', anchor: 'difficulty' }],
	},
];

/** What the shared rulings component needs: topics, the rulebook, the rulings. */
export const ANIMAL_KINGDOMS_RULINGS_SET: GameRulings<RulingTopic, AnimalKingdomsBook> = {
	game: 'animal-kingdoms',
	topics: RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: ANIMAL_KINGDOMS_RULINGS,
};
