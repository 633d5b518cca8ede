/**
 * WildLife rulings as data: the questions players ask mid-game, answered in both languages,
 * with the rulebook sections they rest on and, where the French and English rulebooks disagree,
 * what each says and which reading the site follows. The types are shared by every game
 * (`src/data/rulings.ts`); `Rulings.astro` renders them.
 *
 * All text here is the site's own wording (never the rulebooks' sentences). Sources name the
 * section as printed in the rulebook (capitals normalised); `line` (never shown) points
 * maintainers to the text files in /work/shared/seeds (000 = French, 002 = English).
 */
import type { GameRulings, Ruling as GenericRuling } from '../rulings';

export const RULING_TOPICS = ['setup', 'turn', 'cards', 'auction', 'scoring', 'end'] as const;
export type RulingTopic = (typeof RULING_TOPICS)[number];

/** The two WildLife rulebooks: `fr` = the French text (seed 000), `en` = the English translation (seed 002). */
export type WildlifeBook = 'fr' | 'en';

export type Ruling = GenericRuling<RulingTopic, WildlifeBook>;

const TOPIC_LABELS: Record<RulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	turn: { fr: 'Tour de jeu', en: 'Turn' },
	cards: { fr: 'Cartes et capacités', en: 'Cards and abilities' },
	auction: { fr: 'Enchères', en: 'Auction' },
	scoring: { fr: 'Décomptes', en: 'Scoring' },
	end: { fr: 'Fin de partie, deux joueurs et variantes', en: 'Game end, two players and variants' },
};

export const WILDLIFE_RULINGS: Ruling[] = [
	// ───────────────────────────── setup ─────────────────────────────
	{
		id: 'seeding-counts',
		topic: 'setup',
		question: {
			fr: 'Combien de pions chacun pose-t-il au placement initial ?',
			en: 'How many pieces does each player place when seeding the board?',
		},
		answer: {
			fr: '12 pions chacun à 2 joueurs, 8 à 3, 5 à 4, 4 à 5 et 3 à 6. Ces pions sont pris dans la réserve du joueur (30 pions à 2 ou 3 joueurs, 25 à 4, 21 à 5, 18 à 6 ; le reste retourne dans la boîte).',
			en: '12 each with 2 players, 8 with 3, 5 with 4, 4 with 5 and 3 with 6. They come out of the player’s reserve (30 pieces with 2 or 3 players, 25 with 4, 21 with 5, 18 with 6; the rest go back in the box).',
		},
		sources: [
			{ book: 'fr', section: 'Placement initial', line: 'L122-125' },
			{ book: 'fr', section: 'Résumé des règles', line: 'L406-412' },
			{ book: 'en', section: 'Set Up', line: 'L38-41, L51-55' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Donne un tableau complet du nombre de pions à poser selon le nombre de joueurs, répété dans le résumé.',
					en: 'Gives a full table of how many pieces to seed for each player count, repeated in the summary.',
				},
				en: {
					fr: 'Le titre du tableau est là, mais les nombres ont disparu du texte.',
					en: 'The table’s heading survives, but the numbers are missing from the text.',
				},
			},
			follow: { fr: 'Le tableau de la règle française.', en: 'The French rulebook’s table.' },
			why: {
				fr: 'C’est la seule source qui donne les nombres ; le texte anglais les a simplement perdus.',
				en: 'It is the only source that gives the numbers; the English text simply lost them.',
			},
		},
		seeAlso: [{ page: 'setup', anchor: 'seeding' }],
	},
	{
		id: 'chart-draw',
		topic: 'setup',
		question: {
			fr: 'Choisit-on son espèce ou la tire-t-on au hasard ?',
			en: 'Do players choose their species or draw it at random?',
		},
		answer: {
			fr: 'On la tire au hasard : les tableaux d’espèce sont mélangés et chacun en prend un sans choisir. On ne choisit son espèce qu’avec la variante où les tableaux sont mis aux enchères.',
			en: 'At random: the species charts are shuffled and each player takes one blind. You only pick your species in the variant where the charts are auctioned.',
		},
		sources: [
			{ book: 'fr', section: 'Préparation de la partie', line: 'L84' },
			{ book: 'en', section: 'Set Up', line: 'L36' },
			{ book: 'fr', section: 'Variantes', line: 'L328' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Chaque joueur tire un tableau au hasard.',
					en: 'Each player draws a chart at random.',
				},
				en: {
					fr: 'Les tableaux sont mélangés, puis chacun en « choisit » un.',
					en: 'The charts are shuffled, then each player “chooses” one.',
				},
			},
			follow: { fr: 'Le tirage au hasard.', en: 'A random draw.' },
			why: {
				fr: 'Choisir parmi des tableaux mélangés face cachée revient à tirer au hasard ; le choix à découvert n’existe que dans la variante des enchères.',
				en: 'Choosing among shuffled, face-down charts is a blind draw anyway; an open choice only exists in the bidding variant.',
			},
		},
		seeAlso: [{ page: 'setup', anchor: 'charts' }],
	},
	{
		id: 'seeding-limit-total',
		topic: 'setup',
		question: {
			fr: 'La limite de 2 pions par petit territoire au placement initial, c’est par joueur ?',
			en: 'Is the seeding limit of 2 pieces per small area counted per player?',
		},
		answer: {
			fr: 'Non : on compte les pions de tout le monde ensemble. Pendant le placement initial, on pose au plus 2 pions dans un petit territoire (4 ou 5 cases) et au plus 4 dans un grand (8 ou 9 cases), toutes couleurs confondues. La limite disparaît dès que la partie commence.',
			en: 'No: everyone’s pieces count together. While seeding, a small area (4 or 5 spaces) takes at most 2 pieces and a large area (8 or 9 spaces) at most 4, whatever their colour. The limit no longer applies once play begins.',
		},
		sources: [
			{ book: 'fr', section: 'Placement initial', line: 'L137' },
			{ book: 'en', section: 'Seeding Restrictions', line: 'L66-68' },
		],
		seeAlso: [{ page: 'setup', anchor: 'seeding-limits' }],
	},
	{
		id: 'seeding-where',
		topic: 'setup',
		question: {
			fr: 'Où puis-je poser mes pions au placement initial ?',
			en: 'Where may I put my pieces when seeding?',
		},
		answer: {
			fr: 'Sur n’importe quelle case libre d’un terrain où votre tableau vous donne au moins le Déplacement (donc pas sur un terrain « aucune action »), un seul pion par case. On pose un pion à la fois, chacun son tour dans le sens horaire à partir du premier joueur, jusqu’à ce que tout le monde ait posé tous ses pions de départ.',
			en: 'On any empty space of a terrain where your chart gives you at least Migrate (so never on a “No action” terrain), one piece per space. Pieces go down one at a time, clockwise from the start player, until everyone has placed all their starting pieces.',
		},
		sources: [
			{ book: 'fr', section: 'Placement initial', line: 'L127-137' },
			{ book: 'en', section: 'Set Up', line: 'L57' },
			{ book: 'en', section: 'Seeding Restrictions', line: 'L62-64' },
		],
		seeAlso: [
			{ page: 'setup', anchor: 'seeding' },
			{ page: 'setup', anchor: 'seeding-limits' },
		],
	},
	{
		id: 'start-player',
		topic: 'setup',
		question: {
			fr: 'Qui commence, et où vont les marqueurs de score ?',
			en: 'Who starts, and where do the score markers begin?',
		},
		answer: {
			fr: 'Commence le joueur dont l’espèce est la plus ancienne (l’âge est imprimé sur chaque tableau) ; on joue ensuite dans le sens horaire. Le premier joueur met son marqueur sur la case 1 de l’échelle des scores, le suivant sur la case 2, et ainsi de suite.',
			en: 'The player whose species is the oldest starts (each chart prints its age); play then goes clockwise. The start player puts their marker on space 1 of the score track, the next player on space 2, and so on.',
		},
		sources: [
			{ book: 'fr', section: 'Préparation de la partie', line: 'L98-102' },
			{ book: 'en', section: 'Set Up', line: 'L45' },
		],
		seeAlso: [{ page: 'setup', anchor: 'start-player' }],
	},

	// ───────────────────────────── turn ─────────────────────────────
	{
		id: 'three-plays',
		topic: 'turn',
		question: {
			fr: 'Dois-je jouer exactement trois cartes, ou « jusqu’à » trois ?',
			en: 'Must I play exactly three cards, or “up to” three?',
		},
		answer: {
			fr: 'Exactement trois (plus une par carte Intelligence, celle-là facultative), dont au moins une mise aux enchères. La règle permet de défausser une carte dont vous ne pouvez rien faire ; selon notre lecture, on peut aussi défausser une carte dont on ne veut rien faire (la règle le dit pour l’acheteur d’une enchère). L’obligation n’est donc jamais bloquante, mais elle fait tourner votre main d’au moins trois cartes par tour.',
			en: 'Exactly three (plus one per Intelligence card, which is optional), at least one of them auctioned. The rulebook lets you discard a card you cannot use; our reading is that you may also discard one you do not want to use (the rulebook says so for an auction buyer). So the rule never blocks you, but it does cycle at least three cards out of your hand each turn.',
		},
		sources: [
			{ book: 'fr', section: 'Déroulement de la partie', line: 'L166' },
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L178' },
			{ book: 'en', section: 'Sequence of Play', line: 'L107, L115' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Le joueur actif joue trois cartes ; c’est répété quatre fois (tour de jeu, cartes, deux joueurs, résumé).',
					en: 'The active player plays three cards; it says so four times (turn, cards, two players, summary).',
				},
				en: {
					fr: 'On joue « jusqu’à » trois cartes ; le traducteur ajoute que seule l’enchère lui semble obligatoire.',
					en: 'You play “up to” three cards; the translator adds that only the auction seems compulsory to him.',
				},
			},
			follow: { fr: 'Trois cartes, dont au moins une vendue.', en: 'Three cards, at least one of them sold.' },
			why: {
				fr: 'La règle française est constante sur ce point, et la section anglaise sur les cartes parle elle aussi de trois actions ; le « up to » reste isolé.',
				en: 'The French text is consistent on this, and the English section on cards also speaks of three actions; the “up to” stands alone.',
			},
		},
		seeAlso: [{ page: 'turn', anchor: 'card-plays' }],
	},
	{
		id: 'free-migration',
		topic: 'turn',
		question: {
			fr: 'Mon déplacement gratuit : quand, et jusqu’où ?',
			en: 'My free migration: when, and how far?',
		},
		answer: {
			fr: 'Une fois par tour, quand vous voulez dans votre tour (avant, entre ou après vos cartes), et seulement si vous le souhaitez. Le pion avance d’une case orthogonale vers une case libre, ou saute par-dessus une chaîne de vos propres pions, en tournant autant que vous voulez, pour arriver sur une case libre. Jamais en diagonale, jamais par-dessus un pion adverse.',
			en: 'Once per turn, whenever you like during your turn (before, between or after your cards), and only if you want to. The piece moves one orthogonal space to an empty space, or jumps along a chain of your own pieces, turning as often as you like, to land on an empty space. Never diagonally, never over an opponent’s piece.',
		},
		sources: [
			{ book: 'fr', section: 'Déplacement', line: 'L226-228' },
			{ book: 'en', section: 'The Free Migration', line: 'L161' },
			{ book: 'en', section: 'Migrate', line: 'L93' },
		],
		seeAlso: [
			{ page: 'turn', anchor: 'free-migration' },
			{ page: 'turn', anchor: 'migrate' },
		],
	},
	{
		id: 'migration-path',
		topic: 'turn',
		question: {
			fr: 'Quand je me déplace, quels terrains doivent me convenir : l’arrivée seulement, ou aussi le départ et le chemin ?',
			en: 'When I migrate, which terrains must suit me: only the arrival, or the start and the path too?',
		},
		answer: {
			fr: 'Seul le terrain de la case d’arrivée compte : il faut y avoir au moins le Déplacement (règle française). Les deux lectures donnent presque toujours le même résultat, puisque vos pions sont normalement sur des terrains où vous êtes adapté ; elles ne diffèrent qu’après qu’une carte Mobilité adverse a échangé votre pion vers un terrain qui ne vous convient pas. Les exemples interactifs proposent ce point en réglage ; par défaut, seule l’arrivée est vérifiée.',
			en: 'Only the arrival space’s terrain counts: you need at least Migrate there (French rule). The two readings almost always agree, since your pieces normally stand on terrain you are adapted to; they only differ after an opponent’s Mobility card has swapped your piece onto terrain that does not suit you. The widgets offer this as a setting; by default only the arrival is checked.',
		},
		sources: [
			{ book: 'fr', section: 'Déplacement', line: 'L226-228' },
			{ book: 'fr', section: 'Tableaux des espèces', line: 'L162' },
			{ book: 'en', section: 'Migrate', line: 'L93' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Il faut avoir au moins le Déplacement sur le terrain de la case d’arrivée ; rien n’est dit du départ ni du chemin.',
					en: 'You need at least Migrate on the arrival space’s terrain; nothing is said about the start or the path.',
				},
				en: {
					fr: 'Le pion doit partir, arriver et passer uniquement par des territoires où l’espèce a au moins le Déplacement.',
					en: 'The piece must start, end and pass only through areas where the species has at least Migrate.',
				},
			},
			follow: {
				fr: 'L’arrivée seulement (réglage des exemples interactifs, modifiable).',
				en: 'The arrival only (a widget setting you can change).',
			},
			why: {
				fr: 'Seule la règle du déplacement le dit clairement : elle ne pose de condition que sur le terrain de la case d’arrivée. La légende des illustrations parle des territoires où l’on peut se rendre, sans rien dire du départ ; le résumé ne parle pas des terrains. La condition anglaise n’apparaît qu’à un endroit. Le point reste discutable, d’où le réglage.',
				en: 'Only the French rule on migration says it clearly: its one condition is on the terrain of the arrival space. The caption of the illustrations speaks of the areas a piece may go to, and says nothing of the start; the summary says nothing about terrain. The English condition appears in one place only. The point stays debatable, hence the setting.',
			},
		},
		seeAlso: [
			{ page: 'turn', anchor: 'migrate' },
			{ page: 'cards', anchor: 'ability-mobility' },
		],
	},
	{
		id: 'food-to-points',
		topic: 'turn',
		question: {
			fr: 'Quand puis-je convertir ma nourriture en points ?',
			en: 'When can I turn food into points?',
		},
		answer: {
			fr: 'Seulement pendant votre propre tour : 3 points de nourriture rendus à la réserve font avancer votre marqueur d’une case. Le sens inverse (reculer pour obtenir de la nourriture) n’est permis que pour payer une enchère gagnée.',
			en: 'Only during your own turn: every 3 food you return to the bank moves your marker one space forward. The reverse (moving back to get food) is only allowed to pay for an auction you won.',
		},
		sources: [
			{ book: 'fr', section: 'Échanger des points de nourriture', line: 'L232-234' },
			{ book: 'en', section: 'Converting Food Points', line: 'L165-167' },
		],
		seeAlso: [
			{ page: 'turn', anchor: 'food-to-points' },
			{ page: 'auction', anchor: 'short-of-food' },
		],
	},
	{
		id: 'draw-empty-deck',
		topic: 'turn',
		question: {
			fr: 'Quand est-ce que je pioche, et que faire si la pioche est vide ?',
			en: 'When do I draw, and what if the draw pile is empty?',
		},
		answer: {
			fr: 'À la fin de votre tour, toutes les cartes jouées (vendues comprises) vont à la défausse, puis vous complétez votre main à 10 cartes. Si la pioche s’épuise, on mélange la défausse pour en faire une nouvelle pioche.',
			en: 'At the end of your turn, every card you played (sold ones included) goes to the discard pile, then you draw back up to 10 cards. If the draw pile runs out, shuffle the discards into a new one.',
		},
		sources: [
			{ book: 'fr', section: 'Piocher des cartes « Wildlife »', line: 'L242' },
			{ book: 'en', section: 'Refill Your Hand', line: 'L174' },
		],
		seeAlso: [{ page: 'turn', anchor: 'draw' }],
	},

	// ───────────────────────────── cards ─────────────────────────────
	{
		id: 'ability-limit',
		topic: 'cards',
		question: {
			fr: 'Combien de cartes Capacité d’un même type puis-je posséder ?',
			en: 'How many ability cards of the same type may I own?',
		},
		answer: {
			fr: 'Deux au plus de chaque type. C’est la correction de l’auteur rapportée par la règle anglaise ; la règle française, traduite de l’allemand, n’en autorise qu’une. Avec deux cartes Intelligence, vous jouez donc deux cartes de plus. Le stock limite de fait : il n’existe qu’une carte Attaque et deux cartes Défense. À deux joueurs et dans la variante des capacités, il n’y a pas de limite. Les exemples interactifs proposent ce point en réglage (1 ou 2) ; par défaut, 2.',
			en: 'Two of each type at most. That is the designer’s correction reported in the English rulebook; the French text, translated from the German, prints one. With two Intelligence cards you therefore play two extra cards. The number of cards in the box caps it anyway: there is only one Aggression card and two Defense cards. With two players and in the abilities variant there is no limit. The widgets offer this as a setting (1 or 2); the default is 2.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L212' },
			{ book: 'en', section: 'Ability Cards (Arrow Icon)', line: 'L145' },
			{ book: 'fr', section: 'Règles pour deux joueurs', line: 'L316' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Un seul exemplaire de chaque carte Capacité par joueur.',
					en: 'You may own only one ability card of each type.',
				},
				en: {
					fr: 'Deux au plus de chaque type ; le traducteur précise avoir écrit à Wolfgang Kramer, qui a répondu que la règle allemande (une seule) était fausse.',
					en: 'At most two of each type; the translator says he wrote to Wolfgang Kramer, who replied that the German rule (one) was wrong.',
				},
			},
			follow: {
				fr: 'Deux par type (réglage des exemples interactifs : 1 ou 2).',
				en: 'Two per type (widget setting: 1 or 2).',
			},
			why: {
				fr: 'C’est la correction de l’auteur, même rapportée de seconde main ; le fait que la règle à deux et une variante changent cette limite montre que c’est un simple paramètre.',
				en: 'It is the designer’s correction, even if reported second-hand; that the two-player rule and a variant both change the limit shows it is just a parameter.',
			},
		},
		seeAlso: [{ page: 'cards', anchor: 'ability-limit' }],
	},
	{
		id: 'ability-use-once',
		topic: 'cards',
		question: {
			fr: 'Combien de fois par tour puis-je utiliser une carte Capacité ?',
			en: 'How many times per turn can I use an ability card?',
		},
		answer: {
			fr: 'Chaque carte une fois par tour, au moment de votre choix pendant votre tour et dans l’ordre voulu. La Défense fait exception : elle sert une fois pendant le tour de chaque adversaire, jamais pendant le vôtre. Si vous avez deux exemplaires d’une capacité, chacun sert une fois. Astuce : tournez la carte de côté quand vous l’utilisez et redressez-la à la fin du tour.',
			en: 'Each card once per turn, whenever you like during your turn and in any order. Defense is the exception: it works once during each opponent’s turn, never during yours. If you own two copies of an ability, each works once. Tip: turn the card sideways when you use it and straighten it at the end of the turn.',
		},
		sources: [
			{ book: 'fr', section: 'Actions des cartes « Capacité »', line: 'L238' },
			{ book: 'fr', section: 'Texte des cartes « Capacité »', line: 'L471-474' },
			{ book: 'en', section: 'Converting Food Points (paragraph on using abilities)', line: 'L170' },
			{ book: 'en', section: 'The Abilities', line: 'L244' },
		],
		differs: {
			says: {
				fr: {
					fr: 'On utilise ses capacités « comme on le souhaite » à tout moment de son tour ; Nourriture et Intelligence disent « à chacun de vos tours », Mobilité et Attaque ne donnent aucune fréquence.',
					en: 'You use your abilities “as you wish” at any time in your turn; Food and Intelligence say “each of your turns”, Mobility and Aggression give no frequency.',
				},
				en: {
					fr: 'Chaque capacité une fois par tour ; la Défense une fois par tour de chaque adversaire.',
					en: 'Each ability once per turn; Defense once per each opponent’s turn.',
				},
			},
			follow: { fr: 'Une fois par tour et par carte.', en: 'Once per turn per card.' },
			why: {
				fr: 'Les cartes Capacité sont permanentes : sans limite, Mobilité ou Attaque pourraient servir à l’infini, ce qui casserait le jeu.',
				en: 'Ability cards are permanent: without a limit, Mobility or Aggression could be used endlessly, which would break the game.',
			},
		},
		seeAlso: [
			{ page: 'cards', anchor: 'abilities' },
			{ page: 'cards', anchor: 'ability-defense' },
		],
	},
	{
		id: 'defense-own-turn',
		topic: 'cards',
		question: {
			fr: 'J’ai vendu une carte Terrain et l’acheteur s’en sert pour m’attaquer pendant mon tour : puis-je jouer ma Défense ?',
			en: 'I sold a terrain card and the buyer uses it to attack me during my turn: may I use my Defense?',
		},
		answer: {
			fr: 'Non. La Défense ne se joue que pendant le tour d’un adversaire, et une enchère se déroule pendant votre tour. En revanche, si l’acheteur attaque un troisième joueur, celui-ci peut se défendre : pour lui, c’est bien le tour d’un adversaire.',
			en: 'No. Defense only works during an opponent’s turn, and an auction happens during your own turn. If the buyer attacks a third player, however, that player may defend: for them it is an opponent’s turn.',
		},
		sources: [
			{ book: 'fr', section: 'Actions des cartes « Capacité »', line: 'L238' },
			{ book: 'fr', section: 'Texte des cartes « Capacité »', line: 'L471' },
			{ book: 'en', section: 'Converting Food Points (paragraph on using abilities)', line: 'L170' },
		],
		differs: {
			says: {
				fr: {
					fr: 'La Défense ne se joue que pendant le tour d’un adversaire ; le cas de la carte vendue n’est pas évoqué.',
					en: 'Defense is played only during an opponent’s turn; the case of the sold card is not mentioned.',
				},
				en: {
					fr: 'Même règle, avec une note du traducteur : il n’a trouvé aucune règle permettant de se défendre pendant son propre tour contre une carte vendue.',
					en: 'The same rule, with a translator’s note: he found no rule letting you defend during your own turn against a card you sold.',
				},
			},
			follow: { fr: 'Pas de Défense pendant son propre tour.', en: 'No Defense during your own turn.' },
			why: {
				fr: 'Les deux textes limitent la Défense au tour d’un adversaire ; la note anglaise ne fait que tirer la conséquence.',
				en: 'Both texts limit Defense to an opponent’s turn; the English note only draws the consequence.',
			},
		},
		seeAlso: [
			{ page: 'cards', anchor: 'ability-defense' },
			{ page: 'auction', anchor: 'use-at-once' },
		],
	},
	{
		id: 'defense-what',
		topic: 'cards',
		question: {
			fr: 'Qu’est-ce que la Défense peut arrêter ?',
			en: 'What can Defense stop?',
		},
		answer: {
			fr: 'Une attaque contre l’un de vos pions (avec une carte Terrain ou avec la capacité Attaque) ou un échange de la capacité Mobilité, pendant le tour d’un adversaire. L’action adverse est perdue. Chaque carte Défense sert une fois par tour adverse : une fois la vôtre utilisée, le même adversaire peut vous attaquer à nouveau dans ce tour, et vous ne pouvez l’arrêter que si vous avez une deuxième carte Défense.',
			en: 'One attack on one of your pieces (by a terrain card or by the Aggression ability) or one Mobility swap, during an opponent’s turn. The opponent’s action is lost. Each Defense card works once per opponent’s turn: once yours is used, the same opponent can attack you again that turn, and you can only stop it with a second Defense card.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes « Capacité »', line: 'L471' },
			{ book: 'en', section: 'The Abilities', line: 'L244' },
		],
		seeAlso: [{ page: 'cards', anchor: 'ability-defense' }],
	},
	{
		id: 'several-adaptations',
		topic: 'cards',
		question: {
			fr: 'Puis-je monter de deux niveaux ou plus sur un terrain en un seul tour ?',
			en: 'Can I go up two or more levels on one terrain in a single turn?',
		},
		answer: {
			fr: 'Oui, autant de fois que vous jouez de cartes Roue (ou de jokers utilisés comme Roue), un niveau à la fois : aucune action → Déplacement → Reproduction → Attaque. Sans Intelligence, cela fait deux au plus dans votre propre tour (trois cartes, dont une vendue), mais un acheteur peut gagner plusieurs Roues vendues par un même joueur dans son tour, une par vente, et monter ainsi davantage sans Intelligence ; avec Intelligence, on peut passer d’« Aucune action » à l’Attaque en un seul tour.',
			en: 'Yes, as many times as you play wheel cards (or jokers used as wheels), one level at a time: no action → Migrate → Expand → Attack. Without Intelligence that makes two at most on your own turn (three cards, one of them sold), but a buyer may win several wheels one seller auctions in a turn, one per auction, and so go up further without Intelligence; with Intelligence you can go from no action to Attack in a single turn.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L204' },
			{ book: 'en', section: 'Adaptation Cards (Wheel Icon)', line: 'L139' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Un joueur peut prendre « deux » jetons Adaptation pour un même terrain dans un tour, avec l’exemple aucune action → Déplacement → Reproduction.',
					en: 'A player may take “two” adaptation tiles for the same terrain in one turn, with the example no action → Migrate → Expand.',
				},
				en: {
					fr: 'Autant de fois que l’on veut dans un même tour, à condition de jouer une carte Roue par amélioration.',
					en: 'As often as you like in one turn, provided each improvement comes from its own wheel card.',
				},
			},
			follow: { fr: 'Pas d’autre limite que les cartes jouées.', en: 'No limit other than the cards played.' },
			why: {
				fr: 'Le « deux » français correspond au maximum possible sans Intelligence ; la règle anglaise couvre aussi le cas avec Intelligence.',
				en: 'The French “two” is the most you can reach without Intelligence; the English rule also covers the case with Intelligence.',
			},
		},
		seeAlso: [
			{ page: 'cards', anchor: 'wheel' },
			{ page: 'cards', anchor: 'adaptation-levels' },
		],
	},
	{
		id: 'no-free-placement',
		topic: 'cards',
		question: {
			fr: 'En obtenant l’Attaque (ou le Déplacement) sur un terrain, ai-je droit à une pose ou un déplacement gratuit ?',
			en: 'When I gain Attack (or Migrate) on a terrain, do I get a free placement or move?',
		},
		answer: {
			fr: 'Non. Le nouveau niveau est utilisable tout de suite, mais il faut encore une carte Terrain (ou votre déplacement gratuit) pour agir. Dans l’exemple de tour de la règle, le joueur améliore la forêt puis pose deux pions en forêt. La règle anglaise nomme les deux cartes Forêt ; la règle française le laisse comprendre par le compte des cartes jouées (quatre avec l’Intelligence).',
			en: 'No. The new level can be used straight away, but you still need a terrain card (or your free migration) to act. In the rulebook’s turn example, the player improves forest and then places two pieces there. The English text names the two forest cards; the French one implies them through the count of cards played (four, with Intelligence).',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L198, L202' },
			{ book: 'en', section: 'Adaptation Cards (Wheel Icon)', line: 'L139' },
			{ book: 'en', section: 'Turn Example', line: 'L227' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Après le jeton Attaque, le joueur « peut alors immédiatement » poser un pion de sa réserve, voire remplacer un pion adverse ; ce qui peut se lire comme une action offerte.',
					en: 'After the Attack tile the player “can then immediately” place a piece from the reserve, or even replace an opponent’s piece; this can be read as a free action.',
				},
				en: {
					fr: 'Les améliorations prennent effet immédiatement, sans plus.',
					en: 'Improvements take effect immediately, nothing more.',
				},
			},
			follow: { fr: 'Aucune action gratuite.', en: 'No free action.' },
			why: {
				fr: 'Dans l’exemple de tour, les poses qui suivent l’amélioration coûtent des cartes : la règle anglaise les nomme, et le compte des cartes de la règle française n’a pas de place pour une pose gratuite. La phrase française décrit ce qui devient permis, pas une action en plus.',
				en: 'In the turn example, the placements after the improvement cost cards: the English text names them, and the French text’s card count leaves no room for a free placement. The French sentence describes what becomes allowed, not an extra action.',
			},
		},
		seeAlso: [
			{ page: 'cards', anchor: 'wheel' },
			{ page: 'turn', anchor: 'turn-example' },
		],
	},
	{
		id: 'joker-terrain',
		topic: 'cards',
		question: {
			fr: 'Un joker peut-il servir de carte Terrain pour un simple déplacement ?',
			en: 'Can a joker be used as a terrain card just to migrate?',
		},
		answer: {
			fr: 'Oui. Le joker (éclair) remplace au choix une carte Terrain de n’importe lequel des six terrains, utilisée à votre niveau actuel ou inférieur (Déplacement compris), une Roue ou une Flèche. Il ne remplace pas une carte Événement.',
			en: 'Yes. The joker (lightning bolt) stands in for a terrain card of any of the six terrains, used at your current level or a lower one (Migrate included), a wheel, or an arrow. It never counts as an event card.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L214' },
			{ book: 'fr', section: 'Résumé des règles', line: 'L447' },
			{ book: 'en', section: 'Joker Cards (Lightning Bolt Icon)', line: 'L149' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Exemples de choix : « un terrain (reproduction, attaque), une roue ou une flèche ».',
					en: 'Example choices: “a terrain (expansion, attack), a wheel or an arrow”.',
				},
				en: {
					fr: 'Le joker se joue comme une carte Terrain, Adaptation ou Capacité.',
					en: 'The joker is played as a Terrain, Adaptation or Ability card.',
				},
			},
			follow: {
				fr: 'N’importe quel terrain, à n’importe quel niveau permis, ou Roue, ou Flèche.',
				en: 'Any terrain at any allowed level, or a wheel, or an arrow.',
			},
			why: {
				fr: 'La parenthèse française donne des exemples, pas une liste fermée ; une carte Terrain permet toujours les niveaux inférieurs.',
				en: 'The French parenthesis gives examples, not a closed list; a terrain card always allows the lower levels.',
			},
		},
		seeAlso: [{ page: 'cards', anchor: 'joker' }],
	},
	{
		id: 'lower-level',
		topic: 'cards',
		question: {
			fr: 'J’ai l’Attaque sur un terrain : puis-je me contenter de m’y reproduire ou de m’y déplacer ?',
			en: 'I have Attack on a terrain: may I just expand or migrate there instead?',
		},
		answer: {
			fr: 'Oui. Une carte Terrain permet tout ce que permet votre niveau et les niveaux inférieurs. Tant qu’un territoire a une case libre, vous ne pouvez d’ailleurs qu’y poser un pion (reproduction), pas y attaquer.',
			en: 'Yes. A terrain card allows whatever your level allows and everything below it. While an area still has an empty space, expanding there is in fact the most you can do; attacking needs a full area.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L186-190' },
			{ book: 'en', section: 'Terrain Cards', line: 'L133' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Chaque niveau est décrit séparément ; avec l’Attaque on peut aussi poser sur une case libre.',
					en: 'Each level is described separately; with Attack you may also place on an empty space.',
				},
				en: {
					fr: 'Dit expressément qu’une carte Terrain permet le niveau actuel ou un niveau inférieur.',
					en: 'States outright that a terrain card allows the current or a lower level.',
				},
			},
			follow: { fr: 'Les niveaux inférieurs sont permis.', en: 'Lower levels are allowed.' },
			why: {
				fr: 'C’est cohérent avec l’ordre de puissance donné par les deux règles (Déplacement < Reproduction < Attaque).',
				en: 'It matches the order of strength both rulebooks give (Migrate < Expand < Attack).',
			},
		},
		seeAlso: [
			{ page: 'turn', anchor: 'expand' },
			{ page: 'cards', anchor: 'terrain-cards' },
		],
	},
	{
		id: 'no-action-card',
		topic: 'cards',
		question: {
			fr: 'Ma carte Terrain montre un terrain où je n’ai « aucune action ».',
			en: 'My terrain card shows a terrain where I have “No action”.',
		},
		answer: {
			fr: 'Vendez-la aux enchères ou défaussez-la. Elle compte quand même parmi vos cartes jouées.',
			en: 'Auction it or discard it. Either way it still counts as one of your plays.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L184' },
			{ book: 'en', section: 'Terrain Cards', line: 'L125' },
		],
		seeAlso: [
			{ page: 'cards', anchor: 'terrain-cards' },
			{ page: 'auction', anchor: 'when' },
		],
	},
	{
		id: 'attack-when',
		topic: 'cards',
		question: {
			fr: 'Quand puis-je attaquer avec une carte Terrain ?',
			en: 'When can I attack with a terrain card?',
		},
		answer: {
			fr: 'Il faut l’Attaque sur ce terrain et un territoire de ce terrain dont toutes les cases sont occupées. Un pion de votre réserve prend alors la case d’un pion adverse de ce territoire. Le pion retiré quitte le jeu : il ne retourne pas dans la réserve de son propriétaire.',
			en: 'You need Attack on that terrain and an area of that terrain with no empty space. You then remove an opponent’s piece from that area and put a piece from your reserve in its place. The removed piece leaves the game: it does not go back to its owner’s reserve.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L190-192' },
			{ book: 'en', section: 'Attack', line: 'L101' },
			{ book: 'en', section: 'Terrain Cards', line: 'L131-133' },
		],
		seeAlso: [{ page: 'turn', anchor: 'attack' }],
	},
	{
		id: 'full-areas',
		topic: 'cards',
		question: {
			fr: 'J’ai la Reproduction sur un terrain, mais ses deux territoires sont pleins.',
			en: 'I have Expand on a terrain but both of its areas are full.',
		},
		answer: {
			fr: 'Cette carte ne vous sert à rien sur ce terrain. Pas de Reproduction, faute de case libre ; pas d’attaque, qui demande le niveau Attaque ; et pas de déplacement non plus, car le pion déplacé doit arriver sur une case libre d’un territoire de ce terrain. Il vous reste à la vendre aux enchères ou à la défausser. Votre déplacement gratuit du tour, lui, ne dépend d’aucune carte.',
			en: 'That card is no use to you on that terrain. You cannot expand (no empty space), attack (that needs the Attack level) or migrate, since a migrating piece must arrive on a free space of that terrain. What is left is to auction the card or discard it. Your free migration of the turn does not depend on any card.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L184-192' },
			{ book: 'en', section: 'Terrain Cards', line: 'L125-133' },
		],
		seeAlso: [
			{ page: 'turn', anchor: 'migrate' },
			{ page: 'turn', anchor: 'expand' },
		],
	},
	{
		id: 'ability-from-leader',
		topic: 'cards',
		question: {
			fr: 'La capacité que je veux n’est plus dans la réserve : à qui la prendre ?',
			en: 'The ability I want is no longer in the supply: whom do I take it from?',
		},
		answer: {
			fr: 'À l’adversaire qui la possède et qui est le plus avancé sur l’échelle des scores, votre propre position ne comptant pas. Si plusieurs détenteurs sont à égalité, vous choisissez. Si personne d’autre ne l’a, la Flèche reste sans effet.',
			en: 'From the opponent who owns it and is furthest along the score track; your own position does not matter. If several owners are tied, you choose. If nobody else has it, the arrow does nothing.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L206' },
			{ book: 'en', section: 'Ability Cards (Arrow Icon)', line: 'L143' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Précise que la place du joueur actif sur l’échelle n’a aucune importance.',
					en: 'Adds that the active player’s own position on the track does not matter.',
				},
				en: {
					fr: 'Ne dit rien de la position du joueur qui prend la carte.',
					en: 'Says nothing about the taker’s own position.',
				},
			},
			follow: {
				fr: 'La précision française : on prend toujours chez l’adversaire le mieux placé.',
				en: 'The French detail: always take from the best-placed opponent.',
			},
			why: {
				fr: 'Elle complète le texte anglais sans le contredire.',
				en: 'It completes the English text without contradicting it.',
			},
		},
		seeAlso: [
			{ page: 'cards', anchor: 'arrow' },
			{ page: 'cards', anchor: 'abilities' },
		],
	},
	{
		id: 'mobility',
		topic: 'cards',
		question: {
			fr: 'Comment fonctionne la Mobilité ?',
			en: 'How does Mobility work?',
		},
		answer: {
			fr: 'Prenez un de vos pions du plateau et mettez-le sur n’importe quelle autre case. Si un pion adverse l’occupe, les deux pions échangent leur place. Il vous faut au moins le Déplacement sur le terrain d’arrivée ; rien n’est exigé pour le pion adverse, qui peut se retrouver sur un terrain qui ne lui convient pas. La Défense peut bloquer l’échange.',
			en: 'Take one of your pieces on the board and put it on any other space. If an opponent’s piece is there, the two swap places. You need at least Migrate on the arrival terrain; nothing is required of the opponent’s piece, which may end up on terrain that does not suit it. Defense can block the swap.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes « Capacité »', line: 'L474' },
			{ book: 'en', section: 'The Abilities', line: 'L256' },
		],
		seeAlso: [{ page: 'cards', anchor: 'ability-mobility' }],
	},
	{
		id: 'aggression',
		topic: 'cards',
		question: {
			fr: 'Comment fonctionne la capacité Attaque ?',
			en: 'How does the Aggression (Attack) ability work?',
		},
		answer: {
			fr: 'Posez un pion de votre réserve sur n’importe quelle case d’un territoire où vous avez l’Attaque. Si un pion adverse s’y trouve, il est retiré du jeu, même si le territoire n’est pas plein. La Défense peut bloquer cette attaque.',
			en: 'Put a piece from your reserve on any space of an area where you have Attack. Any opponent’s piece standing there leaves the game, whether or not the area is full. Defense can block this attack.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes « Capacité »', line: 'L471' },
			{ book: 'en', section: 'The Abilities', line: 'L253' },
		],
		differs: {
			says: {
				fr: {
					fr: '« Placez un de vos pions » : l’origine du pion n’est pas précisée.',
					en: '“Place one of your pieces”: where the piece comes from is not stated.',
				},
				en: {
					fr: 'Le pion vient de la réserve.',
					en: 'The piece comes from your reserve.',
				},
			},
			follow: { fr: 'Un pion de la réserve.', en: 'A piece from the reserve.' },
			why: {
				fr: 'Toutes les poses du jeu se font depuis la réserve ; déplacer un pion du plateau, c’est le rôle de la Mobilité.',
				en: 'Every placement in the game comes from the reserve; moving a piece already on the board is what Mobility does.',
			},
		},
		seeAlso: [{ page: 'cards', anchor: 'ability-aggression' }],
	},
	{
		id: 'famine-shortfall',
		topic: 'cards',
		question: {
			fr: 'Famine : je n’ai pas 5 points de nourriture.',
			en: 'Famine: I do not have 5 food.',
		},
		answer: {
			fr: 'Donnez ce que vous avez, puis reculez votre marqueur d’une case par point de nourriture manquant. Ce n’est pas l’échange à 3 pour 1 des enchères : ici, c’est une case par point.',
			en: 'Pay what you have, then move your marker back one space for each missing food. This is not the 3-for-1 exchange of auctions: here it is one space per food.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes', line: 'L467' },
			{ book: 'en', section: 'Event Cards', line: 'L264' },
		],
		seeAlso: [{ page: 'cards', anchor: 'famine' }],
	},
	{
		id: 'epidemic',
		topic: 'cards',
		question: {
			fr: 'Épidémie : qui retire quoi ?',
			en: 'Epidemic: who removes what?',
		},
		answer: {
			fr: 'Chaque adversaire retire un de ses propres pions du plateau, en commençant par votre voisin de gauche. Les pions retirés quittent le jeu. Un adversaire sans pion sur le plateau n’a rien à retirer.',
			en: 'Each opponent removes one of their own pieces from the board, starting with the player on your left. The removed pieces leave the game. An opponent with no piece on the board has nothing to remove.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes', line: 'L467' },
			{ book: 'en', section: 'Event Cards', line: 'L261' },
		],
		seeAlso: [{ page: 'cards', anchor: 'epidemic' }],
	},
	{
		id: 'food-source',
		topic: 'cards',
		question: {
			fr: 'Source de nourriture : qui reçoit combien ?',
			en: 'Food Source: who gets how much?',
		},
		answer: {
			fr: 'Vous recevez 7 points de nourriture ; le ou les joueurs derniers sur l’échelle des scores en reçoivent 3. Si c’est vous le dernier, vous recevez 10 (dernier ex æquo : 10 pour vous, 3 pour chacun des autres derniers, selon notre lecture). À deux joueurs, vous recevez 7 et personne d’autre ne reçoit rien.',
			en: 'You get 7 food; the player or players last on the score track get 3. If you are last yourself, you get 10 (tied for last: 10 for you, 3 for each of the others in last place, in our reading). With two players you get 7 and nobody else gets anything.',
		},
		sources: [
			{ book: 'fr', section: 'Texte des cartes', line: 'L467' },
			{ book: 'en', section: 'Event Cards', line: 'L267' },
		],
		seeAlso: [{ page: 'cards', anchor: 'food-source' }],
	},

	// ───────────────────────────── auction ─────────────────────────────
	{
		id: 'auction-uses-a-play',
		topic: 'auction',
		question: {
			fr: 'Une carte vendue aux enchères compte-t-elle parmi mes trois cartes jouées ?',
			en: 'Does a card I auction count as one of my three plays?',
		},
		answer: {
			fr: 'Oui. Vous jouez trois cartes et au moins une d’entre elles est mise aux enchères ; chaque vente supplémentaire utilise une autre de vos cartes. Sans Intelligence, vous pouvez donc vendre trois cartes au plus.',
			en: 'Yes. You play three cards and at least one of them is auctioned; every extra auction uses up another of your plays. Without Intelligence you can therefore auction three cards at most.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes « Wildlife »', line: 'L178' },
			{ book: 'fr', section: 'Exemple du tour de jeu du joueur orange (Homme)', line: 'L336-344' },
			{ book: 'en', section: 'Wildlife Cards', line: 'L119' },
			{ book: 'en', section: 'Card Auctions', line: 'L157' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Le dit clairement : trois cartes, donc trois actions, dont au moins une doit être vendue ; l’exemple de tour compte la carte vendue parmi les quatre jouées.',
					en: 'Says it plainly: three cards, so three actions, at least one of which must be sold; the turn example counts the sold card among the four played.',
				},
				en: {
					fr: 'Seulement une supposition du traducteur (« je crois que chaque vente utilise une carte »).',
					en: 'Only the translator’s belief (“I believe each auction uses up a card play”).',
				},
			},
			follow: { fr: 'Chaque vente est une des cartes jouées.', en: 'Each auction is one of the plays.' },
			why: {
				fr: 'La règle française tranche ce que le traducteur anglais ne faisait que supposer, et les deux exemples de tour le confirment.',
				en: 'The French text settles what the English translator only supposed, and both turn examples confirm it.',
			},
		},
		seeAlso: [
			{ page: 'auction', anchor: 'when' },
			{ page: 'turn', anchor: 'card-plays' },
		],
	},
	{
		id: 'auction-rounds',
		topic: 'auction',
		question: {
			fr: 'Les enchères font-elles un seul tour de table, ou continuent-elles ?',
			en: 'Does the bidding go around the table once, or keep going?',
		},
		answer: {
			fr: 'Elles continuent. Le voisin de gauche du vendeur parle en premier (il enchérit ou passe), puis on tourne dans le sens horaire, autant de tours qu’il faut, chacun devant surenchérir ou passer, jusqu’à ce qu’il ne reste qu’un enchérisseur. Un joueur qui a passé ne revient pas dans cette vente (ce point n’est pas écrit, c’est notre lecture).',
			en: 'It keeps going. The seller’s left-hand neighbour goes first (bids or passes), then it goes clockwise, as many times around as needed, each player raising or passing, until only one bidder is left. A player who has passed does not come back into that auction (not written down; that is our reading).',
		},
		sources: [
			{ book: 'fr', section: 'Vendre une carte', line: 'L220-222' },
			{ book: 'en', section: 'Card Auctions', line: 'L157' },
		],
		seeAlso: [
			{ page: 'auction', anchor: 'bid' },
			{ page: 'auction', anchor: 'pass' },
		],
	},
	{
		id: 'auction-seller',
		topic: 'auction',
		question: {
			fr: 'Le vendeur peut-il enchérir sur sa propre carte ?',
			en: 'May the seller bid on their own card?',
		},
		answer: {
			fr: 'Non. Seuls les autres joueurs enchérissent. Si personne n’offre au moins 3 points de nourriture, la carte est défaussée : le vendeur ne la récupère pas.',
			en: 'No. Only the other players bid. If nobody offers at least 3 food, the card is discarded: the seller does not get it back.',
		},
		sources: [
			{ book: 'fr', section: 'Vendre une carte', line: 'L220-222' },
			{ book: 'en', section: 'Card Auctions', line: 'L157' },
		],
		seeAlso: [
			{ page: 'auction', anchor: 'seller' },
			{ page: 'auction', anchor: 'no-bids' },
		],
	},
	{
		id: 'auction-bought-card',
		topic: 'auction',
		question: {
			fr: 'Que fait l’acheteur de la carte qu’il a gagnée ?',
			en: 'What does the buyer do with the card they won?',
		},
		answer: {
			fr: 'Il paie sa mise au vendeur, puis utilise la carte tout de suite, pendant le tour du vendeur, ou la défausse s’il ne peut ou ne veut pas s’en servir. La carte ne va jamais dans sa main. Pour une carte Événement, « vous » désigne l’acheteur : c’est notre lecture, car les règles ne parlent pas d’un Événement acheté.',
			en: 'They pay their bid to the seller, then use the card at once, during the seller’s turn, or discard it if they cannot or will not use it. The card never goes into their hand. For an event card, “you” means the buyer: that is our reading, as the rulebooks say nothing of a bought event.',
		},
		sources: [
			{ book: 'fr', section: 'Vendre une carte', line: 'L222' },
			{ book: 'en', section: 'Card Auctions', line: 'L157' },
		],
		seeAlso: [
			{ page: 'auction', anchor: 'winner-pays' },
			{ page: 'auction', anchor: 'use-at-once' },
		],
	},
	{
		id: 'bought-ability',
		topic: 'auction',
		question: {
			fr: 'J’ai acheté une Flèche aux enchères : quand puis-je utiliser la capacité ?',
			en: 'I bought an arrow card at auction: when can I use the ability?',
		},
		answer: {
			fr: 'Vous prenez la carte Capacité tout de suite, mais vous ne l’utilisez qu’à partir de votre propre tour. Seule exception : la Défense, qui protège dès maintenant puisque c’est le tour d’un adversaire.',
			en: 'You take the ability card at once, but you may only use it from your own turn on. The one exception is Defense, which protects you straight away since it is an opponent’s turn.',
		},
		sources: [
			{ book: 'fr', section: 'Actions des cartes « Capacité »', line: 'L238' },
			{ book: 'en', section: 'Converting Food Points (paragraph on using abilities)', line: 'L170' },
		],
		seeAlso: [
			{ page: 'auction', anchor: 'use-at-once' },
			{ page: 'cards', anchor: 'abilities' },
		],
	},
	{
		id: 'auction-short-of-food',
		topic: 'auction',
		question: {
			fr: 'J’ai gagné une enchère mais je n’ai pas assez de nourriture.',
			en: 'I won an auction but do not have enough food.',
		},
		answer: {
			fr: 'Reculez votre marqueur sur l’échelle des scores : chaque case reculée vous donne 3 points de nourriture de la réserve. Reculez d’autant de cases qu’il faut pour couvrir ce qui manque (4 points manquants : 2 cases, et vous gardez le surplus), même au-delà de la case 1. Cet échange n’est permis que pour payer une enchère.',
			en: 'Move your marker back on the score track: each space back gives you 3 food from the bank. Go back as many spaces as needed to cover what is missing (4 food missing: 2 spaces, and you keep the extra), even past space 1. This exchange is only allowed to pay for an auction.',
		},
		sources: [
			{ book: 'fr', section: 'Échanger des points de nourriture', line: 'L232' },
			{ book: 'fr', section: 'Résumé des règles', line: 'L425' },
			{ book: 'en', section: 'Converting Food Points', line: 'L167' },
		],
		seeAlso: [{ page: 'auction', anchor: 'short-of-food' }],
	},
	{
		id: 'bid-beyond-food',
		topic: 'auction',
		question: {
			fr: 'Puis-je enchérir plus que la nourriture que je possède ?',
			en: 'May I bid more food than I have?',
		},
		answer: {
			fr: 'Oui. La règle prévoit justement le cas d’un acheteur qui ne dispose pas de la nourriture qu’il a misée : il recule sur l’échelle des scores, une case pour 3 points de nourriture, autant de cases qu’il faut. Aucune règle ne limite une offre à ce que l’on possède.',
			en: 'Yes. The rules provide for exactly that case, a buyer who does not have the food they bid: they move back on the score track, one space per 3 food, as many spaces as needed. No rule limits a bid to what you own.',
		},
		sources: [
			{ book: 'fr', section: 'Échanger des points de nourriture', line: 'L232' },
			{ book: 'fr', section: 'Résumé des règles', line: 'L425' },
			{ book: 'en', section: 'Converting Food Points', line: 'L167' },
		],
		seeAlso: [
			{ page: 'auction', anchor: 'short-of-food' },
			{ page: 'auction', anchor: 'higher-bid' },
		],
	},
	{
		id: 'two-player-auction',
		topic: 'auction',
		question: {
			fr: 'Comment se passe une vente à deux joueurs ?',
			en: 'How does an auction work with two players?',
		},
		answer: {
			fr: 'Vous devez toujours vendre au moins une de vos cartes jouées. Votre adversaire peut l’acheter au prix fixe de 3 points de nourriture, ou refuser : la carte est alors défaussée. Il n’y a pas de surenchère.',
			en: 'You must still auction at least one of the cards you play. Your opponent may buy it at the fixed price of 3 food, or decline, in which case the card is discarded. There is no bidding up.',
		},
		sources: [
			{ book: 'fr', section: 'Règles pour deux joueurs', line: 'L318' },
			{ book: 'en', section: 'Two-Player Variant', line: 'L213' },
		],
		differs: {
			says: {
				fr: {
					fr: 'L’adversaire paie toujours la mise de départ, 3 points, et rien s’il refuse.',
					en: 'The opponent only ever pays the opening bid, 3 food; nothing about declining.',
				},
				en: {
					fr: 'L’adversaire « peut » l’acheter pour le minimum de 3 points.',
					en: 'The opponent “may” buy it for the minimum three food.',
				},
			},
			follow: { fr: 'Prix fixe de 3, achat facultatif.', en: 'Fixed price of 3, buying optional.' },
			why: {
				fr: 'Les deux textes s’accordent sur le prix ; l’anglais précise que l’achat n’est pas obligatoire, ce qui rejoint la règle générale (personne ne doit acheter).',
				en: 'Both agree on the price; the English adds that buying is optional, which matches the general rule (nobody has to buy).',
			},
		},
		seeAlso: [{ page: 'auction', anchor: 'two-players' }],
	},

	// ───────────────────────────── scoring ─────────────────────────────
	{
		id: 'small-scoring-trigger',
		topic: 'scoring',
		question: {
			fr: 'Un déplacement qui remplit la dernière case d’un territoire déclenche-t-il un décompte ?',
			en: 'Does a migration that fills an area’s last space trigger a scoring?',
		},
		answer: {
			fr: 'Oui. Tout pion qui arrive sur la dernière case libre d’un territoire pas encore décompté déclenche le décompte de ce territoire, qu’il y soit posé, déplacé ou amené par la Mobilité. Le joueur prend le marqueur de territoire le plus à gauche sur l’échelle des territoires, avance du nombre découvert (3 à 5) et pose le marqueur dans ce territoire. Les deux règles le disent de la même façon (un joueur « place » un pion sur la dernière case libre), et leur exemple de tour le montre avec un déplacement qui remplit la forêt.',
			en: 'Yes. Any piece arriving on the last empty space of an area not yet scored triggers that area’s small scoring, whether it was placed, migrated or moved by Mobility. The player takes the leftmost area marker from the small-scoring track, moves forward by the number revealed (3 to 5) and puts the marker in that area. Both rulebooks word it the same way (a player “puts” a piece on the last free space), and their turn example shows it with a migration filling the forest.',
		},
		sources: [
			{ book: 'fr', section: 'Décomptes des points', line: 'L248' },
			{ book: 'fr', section: 'Exemple du tour de jeu du joueur orange (Homme)', line: 'L342-343' },
			{ book: 'en', section: 'Small Scoring', line: 'L178' },
			{ book: 'en', section: 'Turn Example', line: 'L227' },
		],
		seeAlso: [
			{ page: 'scoring', anchor: 'small-scoring' },
			{ page: 'scoring', anchor: 'territory-track' },
		],
	},
	{
		id: 'area-scored-once',
		topic: 'scoring',
		question: {
			fr: 'Un territoire décompté, vidé puis rempli à nouveau rapporte-t-il encore ?',
			en: 'An area was scored, emptied a little, then filled again: does it score again?',
		},
		answer: {
			fr: 'Non. Chaque territoire n’est décompté qu’une fois. Le marqueur de territoire y reste même si des pions en partent, pour rappeler qu’il a déjà compté. (Il participe bien sûr à chaque décompte général.)',
			en: 'No. Each area gets one small scoring only. The area marker stays there even if pieces leave, as a reminder that it has been scored. (It still counts in every big scoring, of course.)',
		},
		sources: [
			{ book: 'fr', section: 'Décomptes des points', line: 'L248' },
			{ book: 'en', section: 'Small Scoring', line: 'L178' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'small-scoring' }],
	},
	{
		id: 'big-scoring-timing',
		topic: 'scoring',
		question: {
			fr: 'Quand a lieu un décompte général ?',
			en: 'When does a big scoring happen?',
		},
		answer: {
			fr: 'Quand le marqueur de territoire qu’on vient de prendre découvre l’une des cases mauves de l’échelle des territoires (la 4ᵉ, la 8ᵉ et la 11ᵉ). Le décompte se fait après que le joueur actif a terminé tout son tour, pas au milieu. De 3 à 6 joueurs, la 11ᵉ case se confond avec le décompte final ; à deux, elle donne un décompte ordinaire.',
			en: 'When the marker just taken uncovers one of the purple spaces on the small-scoring track (the 4th, 8th and 11th). It is resolved after the active player has finished their whole turn, not in the middle of it. With 3 to 6 players the 11th space coincides with the final scoring; with two it gives an ordinary one.',
		},
		sources: [
			{ book: 'fr', section: 'Décomptes des points', line: 'L252' },
			{ book: 'en', section: 'Big Scoring', line: 'L182' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'big-scoring-triggers' }],
	},
	{
		id: 'scoring-order',
		topic: 'scoring',
		question: {
			fr: 'Dans quel ordre fait-on le décompte général ?',
			en: 'In what order is a big scoring done?',
		},
		answer: {
			fr: 'Les territoires d’abord, terrain par terrain dans l’ordre savane, montagne, steppe, désert, eau, forêt (petit et grand territoire de chaque terrain comptés séparément), puis les colonies, les jetons Adaptation, les cartes Capacité et enfin la nourriture. L’ordre ne change pas les totaux ; il sert à suivre le marqueur mauve sur l’échelle des décomptes.',
			en: 'Areas first, terrain by terrain in the order savanna, mountains, steppe, desert, water, forest (the small and large area of each terrain scored separately), then herds, adaptation tiles, ability cards and finally food. The order does not change the totals; it is there to follow the purple marker on the big scoring track.',
		},
		sources: [
			{ book: 'fr', section: 'Décomptes des points', line: 'L252-254' },
			{ book: 'en', section: 'Big Scoring', line: 'L182' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Donne l’ordre des terrains : savane, montagne, steppe, désert, « lac » (l’eau), forêt.',
					en: 'Gives the order of terrains: savanna, mountains, steppe, desert, “lake” (water), forest.',
				},
				en: {
					fr: 'Les territoires d’abord, sans ordre des terrains, puis les mêmes catégories.',
					en: 'Areas first, with no order of terrains, then the same categories.',
				},
			},
			follow: { fr: 'L’ordre français.', en: 'The French order.' },
			why: {
				fr: 'C’est le seul texte qui en donne un, et il suit l’échelle imprimée sur le plateau.',
				en: 'It is the only text that gives one, and it follows the track printed on the board.',
			},
		},
		seeAlso: [{ page: 'scoring', anchor: 'big-scoring-order' }],
	},
	{
		id: 'area-points',
		topic: 'scoring',
		question: {
			fr: 'Combien rapporte un territoire au décompte général ?',
			en: 'What does an area score in a big scoring?',
		},
		answer: {
			fr: 'Seul présent et territoire plein : 5 (grand monopole). Seul présent, territoire pas plein : 4 (petit monopole). Sinon, le plus de pions : 3, le deuxième : 2, le troisième : 1. Des joueurs à égalité prennent les points du rang suivant (égalité pour la 3ᵉ place : 0). Petit et grand territoire d’un même terrain se comptent séparément.',
			en: 'Alone there and the area is full: 5 (big monopoly). Alone there, area not full: 4 (small monopoly). Otherwise most pieces: 3, second: 2, third: 1. Tied players take the next rank’s points (tied for third: 0). The small and large area of a terrain are scored separately.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des territoires', line: 'L258-270' },
			{ book: 'en', section: 'Scoring the Areas', line: 'L186' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'areas' }],
	},
	{
		id: 'tie-drop-rank',
		topic: 'scoring',
		question: {
			fr: 'Après une égalité, les rangs suivants descendent-ils aussi ?',
			en: 'After a tie, do the following ranks drop too?',
		},
		answer: {
			fr: 'Oui : dans l’exemple de décompte de la règle, après l’égalité de Bleu et Vert pour la plus grande colonie, Marron prend les points de la 3ᵉ place. Au-delà, c’est notre lecture : on classe comme dans un classement sportif (son rang, c’est 1 plus le nombre de joueurs devant soi), et un groupe à égalité prend les points du rang juste en dessous. Deux joueurs à égalité pour la 1ʳᵉ place prennent les points de la 2ᵉ, et le suivant est 3ᵉ ; trois joueurs à égalité pour la 1ʳᵉ place prennent aussi ceux de la 2ᵉ, et le suivant est 4ᵉ. Ce dernier cas se discute : lue à la lettre, la traduction anglaise (« les rangs suivants descendent d’un niveau ») ferait du suivant un 3ᵉ, soit 1 point dans un territoire au lieu de 0, et 5 dans les colonies au lieu de 3. Mettez-vous d’accord avant la partie si vous préférez cette lecture.',
			en: 'Yes: in the rulebook’s scoring example, after Blue and Green tie for the largest herd, Brown takes 3rd-place points. Beyond that it is our reading: we rank as in a league table (your rank is 1 plus the number of players ahead of you), and a tied group takes the points of the rank just below. Two players tied for 1st take 2nd-place points, and the next one is 3rd; three players tied for 1st also take 2nd-place points, and the next one is 4th. That last case is disputed: read literally, the English translation (“subsequent ranks drop one level”) would make the next player 3rd, which is 1 point in an area instead of 0, and 5 in the herds instead of 3. Agree before the game if you prefer that reading.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des colonies', line: 'L282' },
			{ book: 'fr', section: 'Exemple de décompte général', line: 'L384-392' },
			{ book: 'en', section: 'Scoring the Herds', line: 'L197' },
			{ book: 'en', section: 'Example of a Big Scoring', line: 'L239' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Des joueurs à égalité prennent les points du rang juste en dessous ; le texte ne dit rien de ceux qui les suivent, mais l’exemple place Marron 3ᵉ après une égalité à deux pour la 1ʳᵉ place.',
					en: 'Tied players take the points of the rank just below; the text says nothing of the players after them, but the example puts Brown 3rd after a two-way tie for 1st.',
				},
				en: {
					fr: 'Les joueurs à égalité prennent les points du rang inférieur, et les rangs suivants descendent d’un niveau ; le même exemple des colonies.',
					en: 'Tied players score the rank below, and everyone after them moves down a rank; the same herd example.',
				},
			},
			follow: {
				fr: 'Notre lecture, le classement sportif : après deux premiers ex æquo, le suivant est 3ᵉ ; après trois, il est 4ᵉ.',
				en: 'Our reading, a league-table ranking: after two players tied first, the next one is 3rd; after three, 4th.',
			},
			why: {
				fr: 'La ligne des colonies de l’exemple n’écarte qu’une lecture, « seuls les ex æquo descendent » : Marron y serait 2ᵉ et marquerait 7, alors que la règle lui donne 5. Elle ne départage pas le classement sportif de l’anglais lu à la lettre, qui ne diffèrent qu’après une égalité à trois ou plus. Aucun texte ne montre ce cas : dans la grande forêt de l’exemple, trois joueurs sont premiers ex æquo et Marron ne marque rien, mais la règle ne dit pas s’il y a des pions. Nous suivons le classement sportif, où le rang compte simplement les joueurs placés devant.',
				en: 'The herd row of the example rules out one reading only, “only the tied players drop”: Brown would be 2nd and score 7, where the rulebook gives him 5. It cannot tell the league-table ranking from the English read literally, which differ only after a tie of three or more. Neither text shows that case: three players tie first in the example’s large forest and Brown scores nothing there, but the rulebook does not say whether he has pieces in it. We follow the league table, where a rank simply counts the players ahead.',
			},
		},
		seeAlso: [
			{ page: 'scoring', anchor: 'ties' },
			{ page: 'scoring', anchor: 'big-scoring-example' },
		],
	},
	{
		id: 'own-equal-herds',
		topic: 'scoring',
		question: {
			fr: 'J’ai deux colonies de même taille : sont-elles à égalité entre elles ?',
			en: 'I have two herds of the same size: do they tie with each other?',
		},
		answer: {
			fr: 'Non, on ne se fait pas concurrence à soi-même : chacune prend tous les points de son rang, et elles occupent deux rangs du classement. Si vos deux colonies sont les plus grandes, elles valent 10 + 10. Mais si un adversaire a une colonie de la même taille, il y a égalité : chacune des trois vaut 7 (pour vous, 7 + 7). Dans l’exemple de la règle, les deux colonies d’Orange occupent la 4ᵉ place et la 5ᵉ disparaît.',
			en: 'No, you do not compete with yourself: each takes all the points of its rank, and they use up two ranks. If your two herds are the largest, they score 10 + 10. But if an opponent has a herd of that same size, there is a tie: each of the three scores 7 (7 + 7 for you). In the rulebook’s example, Orange’s two herds take the 4th place and the 5th disappears.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des colonies', line: 'L284' },
			{ book: 'fr', section: 'Exemple de décompte général', line: 'L390-392' },
			{ book: 'en', section: 'Scoring the Herds', line: 'L199-201' },
			{ book: 'en', section: 'Example of a Big Scoring', line: 'L239' },
		],
		seeAlso: [
			{ page: 'scoring', anchor: 'herds' },
			{ page: 'scoring', anchor: 'ties' },
		],
	},
	{
		id: 'need-one-to-rank',
		topic: 'scoring',
		question: {
			fr: 'Sans aucune carte Capacité, suis-je « à égalité pour la première place » avec les autres joueurs qui n’en ont pas ?',
			en: 'With no ability card at all, am I “tied for first” with the other players who have none?',
		},
		answer: {
			fr: 'Non. Pour être classé en jetons Adaptation, cartes Capacité ou nourriture, il faut en avoir au moins un. Avec zéro, vous ne marquez rien dans cette catégorie.',
			en: 'No. To rank in adaptation tiles, ability cards or food you need at least one. With zero you score nothing in that category.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des jetons « Adaptation » de chaque espèce', line: 'L288-290' },
			{ book: 'fr', section: 'Décompte des cartes « Capacités » de chaque espèce', line: 'L294-296' },
			{ book: 'fr', section: 'Décompte des jetons « Nourriture »', line: 'L300' },
			{ book: 'en', section: 'Scoring the Adaptations, the Abilities, and Food', line: 'L205' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Ne dit rien du cas à zéro.',
					en: 'Says nothing about having zero.',
				},
				en: {
					fr: 'Une note du traducteur suppose qu’il faut au moins un élément pour marquer.',
					en: 'A translator’s note assumes you need at least one item to score.',
				},
			},
			follow: { fr: 'Il faut au moins un élément.', en: 'At least one item is needed.' },
			why: {
				fr: 'Sinon, au premier décompte, tous les joueurs sans capacité seraient « premiers ex æquo » et gagneraient 2 points chacun, ce qui viderait la catégorie de son sens.',
				en: 'Otherwise, at the first big scoring, every player without an ability would be “tied first” and score 2 each, which would make the category meaningless.',
			},
		},
		seeAlso: [
			{ page: 'scoring', anchor: 'abilities-count' },
			{ page: 'scoring', anchor: 'food-count' },
		],
	},
	{
		id: 'ties-four-two',
		topic: 'scoring',
		question: {
			fr: 'Égalité pour les jetons Adaptation, les capacités ou la nourriture : qui marque quoi ?',
			en: 'A tie in adaptations, abilities or food: who scores what?',
		},
		answer: {
			fr: 'Le premier marque 4 et le deuxième 2. Égalité pour la première place : 2 points chacun. Égalité pour la deuxième place : 0 pour chacun. Après une égalité pour la première place, nous ne donnons rien au joueur suivant : c’est notre lecture (dans un classement sportif, il serait 3ᵉ), la règle ne le dit pas.',
			en: 'First scores 4 and second 2. Tied for first: 2 points each. Tied for second: 0 each. After a tie for first, we give nothing to the next player: that is our reading (in a league table they would be 3rd); the rulebook does not say so.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des jetons « Adaptation » de chaque espèce', line: 'L288-290' },
			{ book: 'fr', section: 'Décompte des jetons « Nourriture »', line: 'L300' },
			{ book: 'en', section: 'Scoring the Adaptations, the Abilities, and Food', line: 'L205' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Explicite pour chaque catégorie : égalité pour la 1ʳᵉ place, 2 chacun ; pour la 2ᵉ, rien.',
					en: 'Explicit for each category: tied for 1st, 2 each; tied for 2nd, nothing.',
				},
				en: {
					fr: 'Ne traite pas les égalités dans ces catégories.',
					en: 'Does not cover ties in these categories.',
				},
			},
			follow: { fr: 'La règle française.', en: 'The French text.' },
			why: {
				fr: 'Elle est explicite et suit le principe général « les ex æquo prennent le rang suivant ».',
				en: 'It is explicit and follows the general principle “tied players take the next rank”.',
			},
		},
		seeAlso: [
			{ page: 'scoring', anchor: 'adaptations' },
			{ page: 'scoring', anchor: 'ties' },
		],
	},
	{
		id: 'covered-adaptations',
		topic: 'scoring',
		question: {
			fr: 'Les jetons Adaptation recouverts comptent-ils ?',
			en: 'Do covered adaptation tiles count?',
		},
		answer: {
			fr: 'Oui. On compte tous les jetons posés sur son tableau, y compris ceux recouverts par un jeton de niveau supérieur. Passer de « aucune action » à l’Attaque sur un terrain fait donc 3 jetons.',
			en: 'Yes. You count every tile on your chart, including those covered by a higher-level tile. Going from no action to Attack on a terrain therefore makes 3 tiles.',
		},
		sources: [
			{ book: 'fr', section: 'Décompte des jetons « Adaptation » de chaque espèce', line: 'L288' },
			{ book: 'en', section: 'Scoring the Adaptations, the Abilities, and Food', line: 'L205' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'adaptations' }],
	},
	{
		id: 'two-big-scorings',
		topic: 'scoring',
		question: {
			fr: 'Deux cases mauves découvertes dans le même tour : un ou deux décomptes généraux ?',
			en: 'Two purple spaces uncovered in the same turn: one big scoring or two?',
		},
		answer: {
			fr: 'Les règles ne le disent pas. Il faudrait remplir au moins quatre territoires dans le même tour : les marqueurs 8 à 11, dans une partie à deux (à trois joueurs ou plus, le 11ᵉ termine la partie), ou sinon les marqueurs 4 à 8, soit cinq territoires. Notre lecture suit la lettre : un décompte général par case mauve découverte, tous à la fin du tour. Si la partie se termine pendant ce même tour, seul le décompte final a lieu.',
			en: 'The rules do not say. It would take filling at least four areas in one turn: markers 8 to 11 in a two-player game (with three or more players the 11th ends the game), or else markers 4 to 8, which is five areas. Our reading follows the letter: one big scoring per purple space uncovered, all at the end of the turn. If the game ends during that same turn, only the final scoring is held.',
		},
		sources: [
			{ book: 'fr', section: 'Décomptes des points', line: 'L252' },
			{ book: 'en', section: 'Big Scoring', line: 'L182' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'big-scoring-triggers' }],
	},

	// ───────────────────────────── end ─────────────────────────────
	{
		id: 'game-end',
		topic: 'end',
		question: {
			fr: 'Quand la partie se termine-t-elle ?',
			en: 'When does the game end?',
		},
		answer: {
			fr: 'Quand le 11ᵉ et dernier marqueur de territoire est posé sur le plateau (sauf à deux joueurs), ou quand un joueur pose le dernier pion de sa réserve. Le joueur actif termine son tour, puis on fait un dernier décompte général (un seul, même si le 11ᵉ marqueur découvre aussi une case mauve). Le plus de points gagne.',
			en: 'When the 11th and last area marker is placed on the board (not with two players), or when a player places the last piece from their reserve. The active player finishes their turn, then there is one last big scoring (just one, even though the 11th marker also uncovers a purple space). Most points wins.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de la partie', line: 'L304-310' },
			{ book: 'en', section: 'Game Over', line: 'L209' },
		],
		seeAlso: [
			{ page: 'end-and-variants', anchor: 'game-end' },
			{ page: 'end-and-variants', anchor: 'last-marker' },
			{ page: 'end-and-variants', anchor: 'last-piece' },
		],
	},
	{
		id: 'unconverted-food',
		topic: 'end',
		question: {
			fr: 'Ma nourriture non convertie vaut-elle quelque chose à la fin ?',
			en: 'Is my unconverted food worth anything at the end?',
		},
		answer: {
			fr: 'On ne peut plus la convertir en points une fois la partie finie. Selon notre lecture, elle compte pourtant dans la catégorie « nourriture » du dernier décompte général (4 ou 2 points), comme à chaque décompte général. La traduction anglaise dit qu’elle ne vaut plus rien : si votre table le lit ainsi, ne comptez pas la nourriture au décompte final. Pensez à convertir pendant votre dernier tour si cela vous rapporte davantage.',
			en: 'It can no longer be converted once the game is over. In our reading it does still count in the food category of the final big scoring (4 or 2 points), as at every big scoring. The English translation calls it “worthless”: if your table reads it that way, leave food out of the final scoring. Remember to convert during your last turn if that gains you more.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de la partie', line: 'L310' },
			{ book: 'fr', section: 'Décomptes des points', line: 'L252' },
			{ book: 'en', section: 'Game Over', line: 'L209' },
			{ book: 'en', section: 'Big Scoring', line: 'L182' },
		],
		differs: {
			says: {
				fr: {
					fr: 'La nourriture qui n’a pas été transformée en points pendant la partie ne peut plus l’être.',
					en: 'Food not turned into points during the game can no longer be.',
				},
				en: {
					fr: 'La nourriture non convertie pendant le tour d’un joueur « ne vaut plus rien ».',
					en: 'Food not converted during a player’s turn is “worthless”.',
				},
			},
			follow: {
				fr: 'Notre lecture : elle ne se convertit plus, mais compte encore dans la catégorie « nourriture » du dernier décompte général.',
				en: 'Our reading: it can no longer be converted, but it still counts in the food category of the final big scoring.',
			},
			why: {
				fr: 'Les deux règles comptent la nourriture à chaque décompte général, le dernier compris, et la phrase anglaise vient juste après l’interdiction de convertir : nous la lisons comme « elle ne vaut plus de points par conversion ». La lire comme « elle ne compte plus du tout » retirerait une catégorie du décompte final, ce qu’aucun texte ne dit ailleurs.',
				en: 'Both rulebooks count food at every big scoring, the last one included, and the English sentence comes right after the ban on converting: we read it as “worth no more points by conversion”. Reading it as “counts for nothing at all” would remove a category from the final scoring, which no text says anywhere else.',
			},
		},
		seeAlso: [
			{ page: 'end-and-variants', anchor: 'game-end' },
			{ page: 'scoring', anchor: 'food-count' },
		],
	},
	{
		id: 'tie-for-win',
		topic: 'end',
		question: {
			fr: 'Égalité pour la victoire ?',
			en: 'A tie for the win?',
		},
		answer: {
			fr: 'Aucune des deux règles ne prévoit de départage. Nous proposons une victoire partagée.',
			en: 'Neither rulebook gives a tie-breaker. We suggest a shared victory.',
		},
		sources: [
			{ book: 'fr', section: 'Fin de la partie', line: 'L310' },
			{ book: 'en', section: 'Game Over', line: 'L209' },
		],
		seeAlso: [{ page: 'end-and-variants', anchor: 'game-end' }],
	},
	{
		id: 'two-player-end',
		topic: 'end',
		question: {
			fr: 'À deux joueurs, la partie s’arrête-t-elle quand les marqueurs de territoire sont épuisés ?',
			en: 'With two players, does the game end when the area markers run out?',
		},
		answer: {
			fr: 'Non. À deux, la partie ne s’arrête que lorsqu’un joueur a posé tous ses pions ; le nombre de décomptes généraux déjà faits n’y change rien. Comme d’habitude, le joueur actif finit son tour, puis vient le décompte final.',
			en: 'No. With two players the game only ends when a player has placed all their pieces; how many big scorings have already happened makes no difference. As usual the active player finishes their turn, then comes the final scoring.',
		},
		sources: [
			{ book: 'fr', section: 'Règles pour deux joueurs', line: 'L320' },
			{ book: 'en', section: 'Two-Player Variant', line: 'L213' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Fin quand un joueur a posé tous ses pions ; le nombre de décomptes généraux déjà faits ne compte pas.',
					en: 'The game ends when a player has placed all their pieces; the number of big scorings has no bearing on the end.',
				},
				en: {
					fr: 'Fin quand un joueur a joué tous ses animaux, décompte « immédiat » ; le traducteur ne sait pas si l’épuisement des marqueurs de territoire termine aussi la partie (il suppose que non).',
					en: 'The game ends when a player has played all their animals, with an “immediate” scoring; the translator is unsure whether running out of area markers also ends it (he guesses not).',
				},
			},
			follow: {
				fr: 'Seul le dernier pion posé termine la partie, après la fin du tour.',
				en: 'Only the last piece placed ends the game, after the turn is over.',
			},
			why: {
				fr: 'La règle française répond exactement à la question laissée ouverte par le traducteur ; pour le moment du décompte, on garde la règle générale.',
				en: 'The French text answers exactly the question the translator left open; for the timing of the scoring we keep the general rule.',
			},
		},
		seeAlso: [
			{ page: 'end-and-variants', anchor: 'two-players' },
			{ page: 'end-and-variants', anchor: 'last-piece' },
		],
	},
	{
		id: 'two-player-abilities',
		topic: 'end',
		question: {
			fr: 'À deux joueurs, quelles cartes Capacité retire-t-on ?',
			en: 'With two players, which ability cards are removed?',
		},
		answer: {
			fr: 'Une de chaque type sauf l’Attaque (il n’y en a qu’une) : il reste 4 cartes Nourriture, 3 Intelligence, 2 Mobilité, 1 Défense et 1 Attaque. En échange, chacun peut posséder autant de cartes d’un même type qu’il veut.',
			en: 'One of each type except Aggression (there is only one): that leaves 4 Food, 3 Intelligence, 2 Mobility, 1 Defense and 1 Aggression. In return, each player may own any number of cards of one type.',
		},
		sources: [
			{ book: 'fr', section: 'Règles pour deux joueurs', line: 'L314-316' },
			{ book: 'en', section: 'Two-Player Variant', line: 'L213' },
		],
		seeAlso: [{ page: 'end-and-variants', anchor: 'two-players' }],
	},
	{
		id: 'variant-auction-terrain',
		topic: 'end',
		question: {
			fr: 'Variante des enchères : quelles cartes achetées permettent de se reproduire avec le seul Déplacement ?',
			en: 'Auction variant: which bought cards let you expand with only Migrate?',
		},
		answer: {
			fr: 'Les cartes Terrain seulement : si vous n’avez que le Déplacement sur le terrain d’une carte Terrain achetée, vous pouvez quand même poser un pion de votre réserve dans un territoire de ce terrain.',
			en: 'Terrain cards only: if you only have Migrate on the terrain of a terrain card you bought, you may still place a piece from your reserve in an area of that terrain.',
		},
		sources: [
			{ book: 'fr', section: 'Variantes', line: 'L326' },
			{ book: 'en', section: 'General Variants', line: 'L219' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Parle de toute carte « Terrain » achetée.',
					en: 'Refers to any bought terrain card.',
				},
				en: {
					fr: 'Parle d’une carte Wildlife achetée, sans préciser laquelle.',
					en: 'Refers to a bought WildLife card, without saying which kind.',
				},
			},
			follow: { fr: 'Les cartes Terrain seulement.', en: 'Terrain cards only.' },
			why: {
				fr: 'Seule une carte Terrain désigne un terrain où se reproduire.',
				en: 'Only a terrain card names a terrain to expand into.',
			},
		},
		seeAlso: [{ page: 'end-and-variants', anchor: 'variants' }],
	},
	{
		id: 'variant-start-player-tie',
		topic: 'end',
		question: {
			fr: 'Variante du changement de premier joueur : qui commence en cas d’égalité pour la dernière place ?',
			en: 'Changing start player variant: who starts if several players are tied last?',
		},
		answer: {
			fr: 'Parmi les joueurs à égalité, celui qui est le plus proche, dans le sens horaire, du premier joueur du tour précédent. Nous comptons ce dernier lui-même comme le plus proche s’il fait partie des ex æquo (la règle ne le dit pas).',
			en: 'Among the tied players, the one nearest clockwise to the previous round’s start player. We count that player as nearest if they are one of the tied players (the rules don’t say).',
		},
		sources: [
			{ book: 'fr', section: 'Variantes', line: 'L332' },
			{ book: 'en', section: 'General Variants', line: 'L223' },
		],
		differs: {
			says: {
				fr: {
					fr: 'Le joueur à égalité « le plus proche » du premier joueur précédent, sans préciser le sens.',
					en: 'The tied player “nearest” to the previous start player, with no direction.',
				},
				en: {
					fr: 'Le joueur à égalité le plus proche dans le sens horaire.',
					en: 'The tied player nearest clockwise.',
				},
			},
			follow: { fr: 'Le sens horaire.', en: 'Clockwise.' },
			why: {
				fr: 'Le texte anglais donne le sens, ce qui rend la règle non ambiguë.',
				en: 'The English text gives the direction, which removes the ambiguity.',
			},
		},
		seeAlso: [{ page: 'end-and-variants', anchor: 'variants' }],
	},
	{
		id: 'variant-chart-bids',
		topic: 'end',
		question: {
			fr: 'Variante des espèces aux enchères : à qui va la nourriture misée ?',
			en: 'Bidding for species variant: who receives the food bid?',
		},
		answer: {
			fr: 'Aucune des deux règles ne le dit. Nous proposons de la rendre à la réserve : il n’y a pas de vendeur.',
			en: 'Neither rulebook says. We suggest paying it to the bank: there is no seller.',
		},
		sources: [
			{ book: 'fr', section: 'Variantes', line: 'L328' },
			{ book: 'en', section: 'General Variants', line: 'L221' },
		],
		seeAlso: [{ page: 'end-and-variants', anchor: 'variants' }],
	},
];

/** Rulings of one topic, in the order of WILDLIFE_RULINGS. */
export function rulingsByTopic(topic: RulingTopic, rulings: readonly Ruling[] = WILDLIFE_RULINGS): Ruling[] {
	return rulings.filter((r) => r.topic === topic);
}

/** What the shared rulings component needs: topics, the two rulebooks, the rulings. */
export const WILDLIFE_RULINGS_SET: GameRulings<RulingTopic, WildlifeBook> = {
	game: 'wildlife',
	topics: RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [
		{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } },
		{ id: 'en', name: { fr: 'Règle anglaise', en: 'English rulebook' } },
	],
	rulings: WILDLIFE_RULINGS,
};
