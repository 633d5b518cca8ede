/**
 * Caldera Park rulings as data: the questions players ask mid-game, answered in both languages,
 * with the section of the rulebook each rests on. Our sources hold one rulebook, the French one
 * (seed 001; it never names the game); there is no English rulebook to compare it with. Where the
 * text leaves a point open (rulings.md §5 and a few more), `reading` gives the reading the site
 * follows and the other one; the set below prints both as the answer's last two paragraphs.
 *
 * All text here is the site's own wording (never the rulebook's sentences). `line` (never shown)
 * points maintainers to /work/shared/seeds/001_*.txt.
 */
import type { GameRulings, Localized, Ruling as GenericRuling } from '../rulings';

export const CALDERA_PARK_RULING_TOPICS = ['setup', 'round', 'weather', 'scoring', 'variants'] as const;
export type CalderaParkRulingTopic = (typeof CALDERA_PARK_RULING_TOPICS)[number];
export type CalderaParkBook = 'fr';

/** A ruling, plus the two readings where the rulebook leaves the point open. */
export type CalderaParkRuling = GenericRuling<CalderaParkRulingTopic, CalderaParkBook> & {
	reading?: { follow: Localized; other: Localized };
};

const TOPIC_LABELS: Record<CalderaParkRulingTopic, Localized> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	round: { fr: 'Manche et tour d’action', en: 'Round and action turn' },
	weather: { fr: 'Météo', en: 'Weather' },
	scoring: { fr: 'Décompte final', en: 'Final scoring' },
	variants: { fr: 'Solo et Parc des Geysers', en: 'Solo and the Geyser Park' },
};

/** How the two readings are introduced in an answer. */
export const READING_LABELS: { follow: Localized; other: Localized } = {
	follow: { fr: 'Ce que nous suivons\u00a0: ', en: 'What we follow: ' },
	other: { fr: 'L’autre lecture\u00a0: ', en: 'The other reading: ' },
};

export const CALDERA_PARK_RULINGS_DATA: CalderaParkRuling[] = [
	// ───────────────────────────── setup ─────────────────────────────
	{
		id: 'same-tiles',
		topic: 'setup',
		question: {
			fr: 'Tout le monde a-t-il les mêmes jetons Animal ?',
			en: 'Does everyone have the same animal tiles?',
		},
		answer: {
			fr: 'Oui. Chaque joueur a 35 jetons Animal, tous différents, et chacun possède exactement les mêmes 35 combinaisons. Seul l’ordre dans lequel on les pioche change d’un joueur à l’autre.',
			en: 'Yes. Each player has 35 animal tiles, all different, and everyone owns exactly the same 35 combinations. Only the order in which they are drawn differs from one player to the next.',
		},
		sources: [{ book: 'fr', section: 'Mise en place', line: 'L135-147' }],
		seeAlso: [{ page: 'setup', anchor: 'animal-tiles' }],
	},
	{
		id: 'blind-weather-pick',
		topic: 'setup',
		question: {
			fr: 'Peut-on regarder ses jetons Météo face cachée avant d’en choisir un ?',
			en: 'May I look at my face-down weather tokens before choosing one?',
		},
		answer: {
			fr: 'La règle ne le dit pas. Elle annonce des phénomènes météo imprévisibles, fait poser cinq de ces jetons face cachée et ne dit nulle part qu’on peut les consulter ; elle ne l’interdit pas non plus.',
			en: 'The rulebook doesn’t say. It speaks of unpredictable weather, has five of those tokens placed face down and never says you may look at them; nor does it forbid it.',
		},
		reading: {
			follow: {
				fr: 'on choisit à l’aveugle. Seul le Soleil, face visible, est connu ; un jeton caché se découvre au moment où on le pose.',
				en: 'the pick is blind. Only the Sun, face up, is known; a hidden token is revealed as it is placed.',
			},
			other: {
				fr: 'chacun peut regarder ses propres jetons cachés, qui restent secrets pour les autres. La partie devient alors bien moins incertaine.',
				en: 'each player may look at their own hidden tokens, which stay secret from the others. The game then becomes far less uncertain.',
			},
		},
		sources: [
			{ book: 'fr', section: 'Aperçu et but du jeu', line: 'L40' },
			{ book: 'fr', section: 'Mise en place', line: 'L153-155' },
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L203' },
		],
		seeAlso: [
			{ page: 'setup', anchor: 'weather-tokens' },
			{ page: 'round', anchor: 'forecast' },
		],
	},
	{
		id: 'first-weather-space',
		topic: 'setup',
		question: {
			fr: 'Sur quelle case Météo va le premier jeton Météo ?',
			en: 'Which weather space does the first weather token go on?',
		},
		answer: {
			fr: 'Sur celle que vous voulez. C’est à partir d’elle que les suivants avancent, une case par manche, dans le sens des aiguilles d’une montre.',
			en: 'Any one you like. The following tokens go on from there, one space per round, clockwise.',
		},
		sources: [
			{ book: 'fr', section: 'Mise en place', line: 'L155' },
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L197-199' },
		],
		seeAlso: [{ page: 'setup', anchor: 'first-weather' }],
	},
	{
		id: 'requirement-spaces',
		topic: 'setup',
		question: {
			fr: 'Quels sont les prérequis de terrain du plateau Action ?',
			en: 'What are the terrain requirements on the action board?',
		},
		answer: {
			fr: 'Ils sont imprimés sur le plateau, mais notre texte de la règle ne les donne pas : il les montrait en image. On sait seulement que le plus à droite est réservé au jeton Point d’eau. La règle permet d’en déduire au moins sept : sept tours par manche, et chaque prérequis ne sert qu’une fois par manche. Des critiques (spielpunkt.net, jungundaltspielt.de, brettspielelust.de) citent, à elles toutes, sept terrains : la forêt, la montagne, la prairie, la rivière, la chute d’eau, les cases voisines d’un geyser et celles du volcan. Aucune ne donne le nombre de prérequis.',
			en: 'They are printed on the board, but our copy of the rulebook doesn’t list them: it showed them as a picture. We only know that the rightmost one is kept for the watering-hole token. The rulebook implies at least seven: seven turns a round, and each requirement is used once a round at most. Reviews (spielpunkt.net, jungundaltspielt.de, brettspielelust.de) between them mention seven terrains: forest, mountain, prairie, river, waterfall, the spaces next to a geyser and those next to the volcano. None of them gives the number of requirements.',
		},
		reading: {
			follow: {
				fr: 'ce site ne présente aucune liste comme celle du jeu. Ses exemples interactifs utilisent un jeu de prérequis d’exemple, signalé comme tel ; suivez toujours ceux de votre plateau.',
				en: 'this site presents no list as the game’s. Its widgets use a teaching set of requirements, labelled as such; always follow those printed on your board.',
			},
			other: {
				fr: 'reprendre la liste des critiques comme si c’était celle du plateau. Nous ne le faisons pas, faute de pouvoir la vérifier.',
				en: 'take the reviewers’ list as if it were the board’s. We don’t, because we can’t check it.',
			},
		},
		sources: [
			{ book: 'fr', section: 'Matériel', line: 'L99-107' },
			{ book: 'fr', section: 'Étape 1', line: 'L291-296' },
		],
		seeAlso: [{ page: 'round', anchor: 'watering-hole-token' }],
	},
	{
		id: 'first-player',
		topic: 'setup',
		question: {
			fr: 'Qui reçoit la marmotte au départ ?',
			en: 'Who gets the marmot at the start?',
		},
		answer: {
			fr: 'Le joueur qui a pris soin d’un animal le plus récemment. C’est lui qui fait la première annonce ; ensuite, la marmotte passe à gauche après chaque tour d’action.',
			en: 'The player who most recently looked after an animal. They make the first announcement; after that, the marmot moves left after every action turn.',
		},
		sources: [{ book: 'fr', section: 'Mise en place', line: 'L175' }],
		seeAlso: [{ page: 'setup', anchor: 'marmot' }],
	},
	{
		id: 'outside-sources',
		topic: 'setup',
		question: {
			fr: 'D’où viennent les renseignements qui ne sont pas dans la règle ?',
			en: 'Where do the facts that are not in the rulebook come from?',
		},
		answer: {
			fr: 'Notre règle française ne nomme pas le jeu, ne donne ni durée ni date, et ses images sont perdues : le plan du parc, les 35 combinaisons de jetons et les prérequis du plateau Action. Le site dit en plus quelques faits venus d’ailleurs, et les signale là où il les donne.\n\nLa durée (30 à 40 minutes), l’année et les éditeurs (Deep Print Games et Pegasus Spiele en 2022, Super Meeple pour l’édition française) viennent, comme le nom du jeu, du communiqué de Pegasus et de la fiche du jeu sur BoardGameGeek. Les 52 cases du parc et ses 6 cases Météo viennent de critiques (reich-der-spiele.de, ludolegars.fr) ; les terrains des prérequis (sept à elles toutes), d’autres critiques (spielpunkt.net, jungundaltspielt.de, brettspielelust.de) ; des jetons de un à quatre animaux, de ludovox.fr et reich-der-spiele.de ; le mot anglais « watering hole », de la critique de board-game.co.uk. Les autres noms de la prairie viennent aussi de critiques : « plains » chez board-game.co.uk, « désert » ou « Wüste » chez ludolegars.fr, spielpunkt.net et brettspielelust.de.\n\nQue les neuf jetons d’intempérie soient six intempéries et trois orages (à 1, 2 et 3 nuages) est notre déduction : la règle décrit six intempéries et des orages de 1 à 3 nuages, sans dire combien de jetons de chaque.',
			en: 'Our French rulebook doesn’t name the game, gives no playing time or date, and its pictures are lost: the park layout, the 35 tile combinations and the action board’s requirements. The site adds a few facts from elsewhere, and marks them where it gives them.\n\nThe playing time (30 to 40 minutes), the year and the publishers (Deep Print Games and Pegasus Spiele in 2022, Super Meeple for the French edition) come, like the game’s name, from Pegasus’s press release and the game’s BoardGameGeek entry. The park’s 52 spaces and its 6 weather spaces come from reviews (reich-der-spiele.de, ludolegars.fr); the requirements’ terrains (seven between them) from other reviews (spielpunkt.net, jungundaltspielt.de, brettspielelust.de); tiles with one to four animals from ludovox.fr and reich-der-spiele.de; the English word “watering hole” from the board-game.co.uk review. The other names for the prairie come from reviews too: “plains” at board-game.co.uk, “desert” (“désert”, “Wüste”) at ludolegars.fr, spielpunkt.net and brettspielelust.de.\n\nThat the nine bad-weather tokens are six kinds of bad weather and three storms (with 1, 2 and 3 clouds) is our deduction: the rulebook describes six kinds of bad weather and storms with 1 to 3 clouds, without saying how many tokens of each.',
		},
		sources: [
			{ book: 'fr', section: 'Matériel', line: 'L28-32, L89-107, L139-147' },
			{ book: 'fr', section: 'Aperçu des jetons Météo négatifs', line: 'L209-263, L398' },
		],
		seeAlso: [
			{ page: 'overview', anchor: 'unknowns' },
			{ page: 'overview', anchor: 'park' },
		],
	},
	// ───────────────────────────── round ─────────────────────────────
	{
		id: 'how-many-rounds',
		topic: 'round',
		question: {
			fr: 'Combien de manches dure une partie ?',
			en: 'How many rounds does a game last?',
		},
		answer: {
			fr: 'Cinq, de sept tours d’action chacune. Cela fait 35 jetons posés, exactement le nombre de jetons Animal de chaque joueur. Une critique (vindjeu.eu) parle de quatre manches : la règle dit bien cinq.',
			en: 'Five, of seven action turns each. That makes 35 tiles placed, exactly each player’s number of animal tiles. One review (vindjeu.eu) speaks of four rounds: the rulebook clearly says five.',
		},
		sources: [{ book: 'fr', section: 'Déroulement du jeu', line: 'L183-193' }],
		seeAlso: [{ page: 'round', anchor: 'phases' }],
	},
	{
		id: 'taken-requirement',
		topic: 'round',
		question: {
			fr: 'Peut-on annoncer un terrain déjà choisi pendant la manche ?',
			en: 'Can a terrain already chosen this round be announced again?',
		},
		answer: {
			fr: 'Non. Le jeton Action doit aller sur un prérequis vide : chaque prérequis sert au plus une fois par manche. La règle ne dit pas combien le plateau en compte, mais en laisse déduire au moins sept, un par tour ; s’il y en a exactement sept, comme le laissent penser les terrains que citent des critiques (spielpunkt.net, jungundaltspielt.de, brettspielelust.de), les sept tours les remplissent tous et la dernière annonce de la manche est imposée.',
			en: 'No. The action token must go on an empty requirement: each requirement is used at most once per round. The rulebook doesn’t say how many the board has, but it implies at least seven, one per turn; if there are exactly seven, as the terrains reviews mention suggest (spielpunkt.net, jungundaltspielt.de, brettspielelust.de), the seven turns fill them all and the round’s last announcement is forced.',
		},
		sources: [
			{ book: 'fr', section: 'Étape 1', line: 'L280, L291-296' },
			{ book: 'fr', section: 'C) Fin de la manche', line: 'L362' },
		],
		seeAlso: [{ page: 'round', anchor: 'announce' }],
	},
	{
		id: 'watering-hole-rightmost',
		topic: 'round',
		question: {
			fr: 'Où peut aller le jeton Action Point d’eau ?',
			en: 'Where may the watering-hole action token go?',
		},
		answer: {
			fr: 'Uniquement sur le prérequis de terrain le plus à droite, et ce prérequis ne reçoit aucun autre jeton. En début de manche, le point d’eau reprend sa place tout à droite de la rangée de sélection.',
			en: 'Only on the rightmost terrain requirement, and that requirement takes no other token. At the start of each round, the watering hole goes back to the right-hand end of the selection row.',
		},
		sources: [
			{ book: 'fr', section: 'Mise en place', line: 'L167' },
			{ book: 'fr', section: 'Étape 1', line: 'L295-296' },
			{ book: 'fr', section: 'C) Fin de la manche', line: 'L364' },
		],
		seeAlso: [{ page: 'round', anchor: 'watering-hole-token' }],
	},
	{
		id: 'no-matching-tile',
		topic: 'round',
		question: {
			fr: 'Je n’ai aucun jeton avec l’espèce annoncée. Que faire ?',
			en: 'None of my tiles shows the announced species. What now?',
		},
		answer: {
			fr: 'Prenez le jeton de votre choix parmi vos animaux disponibles. Le terrain annoncé reste obligatoire s’il vous reste une case libre de ce terrain. Dans l’exemple de la règle, Lin pose ainsi trois élans sur une forêt.',
			en: 'Take any tile you like from your available animals. The announced terrain still applies if you have a free space of it. In the rulebook’s example, that is how Lin puts three moose in a forest.',
		},
		sources: [
			{ book: 'fr', section: 'Étape 2', line: 'L316-318' },
			{ book: 'fr', section: 'Exemple de tour d’action', line: 'L350' },
		],
		seeAlso: [{ page: 'round', anchor: 'no-matching-tile' }],
	},
	{
		id: 'no-free-space',
		topic: 'round',
		question: {
			fr: 'Toutes mes cases du terrain annoncé sont prises. Où poser ?',
			en: 'All my spaces of the announced terrain are taken. Where do I place?',
		},
		answer: {
			fr: 'Sur n’importe quelle case Paysage libre de votre parc, sauf un geyser, le volcan ou une case Météo. Le jeton que vous posez doit tout de même montrer l’espèce annoncée si vous en avez un.',
			en: 'On any free landscape space of your park, except a geyser, the volcano or a weather space. The tile you place must still show the announced species if you have one.',
		},
		sources: [{ book: 'fr', section: 'Étape 2', line: 'L322-324' }],
		seeAlso: [{ page: 'round', anchor: 'no-free-space' }],
	},
	{
		id: 'two-terrains',
		topic: 'round',
		question: {
			fr: 'Une case Rivière qui est aussi une forêt convient-elle pour « dans la forêt » ?',
			en: 'Does a river space that is also a forest count for “in the forest”?',
		},
		answer: {
			fr: 'Oui. Seul compte le terrain annoncé : que la case porte aussi une rivière, une chute d’eau ou une prairie ne change rien, pas plus que ses voisines. Elle conviendra aussi pour « sur la rivière ».',
			en: 'Yes. Only the announced terrain matters: whether the space also has a river, a waterfall or a prairie changes nothing, and neither do its neighbours. It will also do for “on the river”.',
		},
		sources: [
			{ book: 'fr', section: 'Étape 2', line: 'L320' },
			{ book: 'fr', section: 'Exemple de tour d’action', line: 'L350' },
		],
		seeAlso: [{ page: 'round', anchor: 'place-tile' }],
	},
	{
		id: 'forbidden-spaces',
		topic: 'round',
		question: {
			fr: 'Peut-on poser un jeton Animal sur un geyser, le volcan ou une case Météo vide ?',
			en: 'Can an animal tile go on a geyser, the volcano or an empty weather space?',
		},
		answer: {
			fr: 'Jamais, même quand on pose « n’importe où » faute de case du bon terrain. Une case Météo encore vide attend son jeton Météo.',
			en: 'Never, not even when you may place “anywhere” for lack of a space of the right terrain. An empty weather space is waiting for its weather token.',
		},
		sources: [{ book: 'fr', section: 'Étape 2', line: 'L324' }],
		seeAlso: [{ page: 'round', anchor: 'forbidden-spaces' }],
	},
	{
		id: 'cubs-count',
		topic: 'round',
		question: {
			fr: 'Un petit compte-t-il comme un animal de son espèce ?',
			en: 'Does a young animal count as one of its species?',
		},
		answer: {
			fr: 'Oui. La règle le dit pour le louveteau : c’est un loup. Il compte pour l’annonce, pour les familles et pour les orages.',
			en: 'Yes. The rulebook says so of the wolf cub: it is a wolf. It counts for the announcement, for families and for storms.',
		},
		sources: [{ book: 'fr', section: 'Exemple de tour d’action', line: 'L346' }],
		seeAlso: [{ page: 'round', anchor: 'select-tile' }],
	},
	{
		id: 'marmot-across-rounds',
		topic: 'round',
		question: {
			fr: 'La marmotte revient-elle au premier joueur à chaque manche ?',
			en: 'Does the marmot go back to the first player each round?',
		},
		answer: {
			fr: 'La règle ne parle d’aucun retour : elle fait passer la marmotte à gauche après chaque tour d’action, sans exception pour la fin de manche.',
			en: 'The rulebook mentions no reset: it passes the marmot left after every action turn, with no exception at the end of a round.',
		},
		reading: {
			follow: {
				fr: 'la marmotte continue de tourner. Avec sept tours par manche, ce n’est pas toujours le même joueur qui ouvre une manche.',
				en: 'the marmot keeps going round. With seven turns a round, a different player may open each round.',
			},
			other: {
				fr: 'rendre la marmotte au premier joueur au début de chaque manche. Rien dans la règle ne le demande.',
				en: 'give the marmot back to the first player at the start of each round. Nothing in the rulebook asks for it.',
			},
		},
		sources: [
			{ book: 'fr', section: 'Étape 3', line: 'L332' },
			{ book: 'fr', section: 'C) Fin de la manche', line: 'L362-366' },
		],
		seeAlso: [{ page: 'round', anchor: 'marmot' }],
	},
	{
		id: 'empty-reserve',
		topic: 'round',
		question: {
			fr: 'Que se passe-t-il quand ma réserve est vide ?',
			en: 'What happens when my reserve runs out?',
		},
		answer: {
			fr: 'On ne pioche plus : votre rangée perd un jeton à chaque tour. Cela arrive au début de la 5ᵉ manche, et le dernier tour de cette manche pose votre dernier jeton.',
			en: 'You stop drawing: your row loses one tile each turn. That happens at the start of round 5, and the last turn of that round places your last tile.',
		},
		sources: [
			{ book: 'fr', section: 'Étape 3', line: 'L330' },
			{ book: 'fr', section: 'C) Fin de la manche', line: 'L366-368' },
		],
		seeAlso: [
			{ page: 'round', anchor: 'refill' },
			{ page: 'round', anchor: 'game-end' },
		],
	},
	// ───────────────────────────── weather ─────────────────────────────
	{
		id: 'hurricane-point',
		topic: 'weather',
		question: {
			fr: 'L’ouragan chasse-t-il les jetons avec un point d’eau ?',
			en: 'Does the hurricane chase tiles with a watering hole?',
		},
		answer: {
			fr: 'Pour l’ouragan, la règle nomme l’aigle, l’élan, puis « un point » tout court : la phrase est complète, seul le mot est raccourci, sans « d’eau ». Les deux autres intempéries qui visent l’eau, la grêle et l’averse, disent bien « point d’eau ».',
			en: 'For the hurricane, the rulebook names the eagle, the moose, then just “un point” (a point): the sentence is complete, only the word is cut short, without “d’eau” (of water). The two other kinds of bad weather that target water, hail and the downpour, do say “point d’eau”, a watering hole.',
		},
		reading: {
			follow: {
				fr: 'l’ouragan chasse les jetons qui montrent un aigle, un élan ou un point d’eau. Chaque espèce est alors visée par deux intempéries, et le point d’eau par trois : la grêle, l’averse et l’ouragan.',
				en: 'the hurricane chases tiles showing an eagle, a moose or a watering hole. Each species is then targeted by two kinds of bad weather, and watering holes by three: hail, the downpour and the hurricane.',
			},
			other: {
				fr: 'ne pas tenir compte de ce mot raccourci. L’ouragan ne chasserait alors que les aigles et les élans, comme le blizzard ou le brouillard avec leurs deux espèces.',
				en: 'disregard the shortened word. The hurricane would then chase only eagles and moose, like the blizzard or fog with their two species.',
			},
		},
		sources: [{ book: 'fr', section: 'Aperçu des jetons Météo négatifs', line: 'L211-231' }],
		seeAlso: [{ page: 'weather', anchor: 'hurricane' }],
	},
	{
		id: 'storm-water-not-animal',
		topic: 'weather',
		question: {
			fr: 'Pour un orage, un point d’eau compte-t-il comme un animal ?',
			en: 'For a storm, does a watering hole count as an animal?',
		},
		answer: {
			fr: 'Non. Un orage compte les animaux du jeton, toutes espèces confondues, et rien d’autre ; qu’il y ait un point d’eau ou non ne change rien. Un jeton avec deux ours et un point d’eau est chassé par un orage à deux nuages.',
			en: 'No. A storm counts the tile’s animals, all species together, and nothing else; a watering hole makes no difference either way. A tile with two bears and a watering hole is chased by a two-cloud storm.',
		},
		sources: [
			{ book: 'fr', section: 'Aperçu des jetons Météo négatifs', line: 'L259-263' },
			{ book: 'fr', section: '1) Météo', line: 'L398' },
		],
		seeAlso: [{ page: 'weather', anchor: 'storm' }],
	},
	{
		id: 'two-weather-neighbours',
		topic: 'weather',
		question: {
			fr: 'Un jeton Animal touche deux jetons Météo. Lequel s’applique ?',
			en: 'An animal tile touches two weather tokens. Which one applies?',
		},
		answer: {
			fr: 'Les deux. Chaque jeton Météo s’applique à tous ses voisins ; il suffit que l’un des deux chasse le jeton Animal pour qu’il soit retourné. Si l’un des deux est le Soleil, il ne protège pas de l’autre.',
			en: 'Both. Every weather token acts on all its neighbours; the animal tile is flipped if either of them chases it. If one of them is the Sun, it gives no shelter from the other.',
		},
		sources: [{ book: 'fr', section: '1) Météo', line: 'L384' }],
		seeAlso: [{ page: 'weather', anchor: 'adjacent' }],
	},
	{
		id: 'flip-timing',
		topic: 'weather',
		question: {
			fr: 'Retourne-t-on les jetons chassés dès qu’on pose un jeton Météo ?',
			en: 'Are chased tiles flipped as soon as a weather token is placed?',
		},
		answer: {
			fr: 'Non. Pendant la partie, rien n’est retourné. Les effets de la météo s’appliquent tous ensemble, au début du décompte final, avant toute autre catégorie.',
			en: 'No. Nothing is flipped during the game. Weather effects all apply together, at the start of the final scoring, before any other category.',
		},
		sources: [
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L207' },
			{ book: 'fr', section: '1) Météo', line: 'L382-384' },
		],
		seeAlso: [
			{ page: 'weather', anchor: 'when-flipped' },
			{ page: 'scoring', anchor: 'weather-first' },
		],
	},
	{
		id: 'sun-flips-nothing',
		topic: 'weather',
		question: {
			fr: 'Le Soleil fait-il fuir des animaux ?',
			en: 'Does the Sun drive any animals away?',
		},
		answer: {
			fr: 'Non, il n’a que des avantages : chaque famille qui le touche compte un animal de plus au décompte, quelle que soit son espèce.',
			en: 'No, it has nothing but upside: each family touching it counts one more animal at scoring, whatever its species.',
		},
		sources: [
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L203' },
			{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L473' },
		],
		seeAlso: [{ page: 'weather', anchor: 'sun' }],
	},
	// ───────────────────────────── scoring ─────────────────────────────
	{
		id: 'flipped-still-cover',
		topic: 'scoring',
		question: {
			fr: 'Un jeton retourné par la météo recouvre-t-il encore sa case ?',
			en: 'Does a tile flipped by the weather still cover its space?',
		},
		answer: {
			fr: 'La règle ne le dit pas. Le jeton reste en place, face cachée ; il ne montre plus ni animal ni point d’eau. Les catégories 2 à 7 demandent qu’aucune case du terrain ne reste visible.',
			en: 'The rulebook doesn’t say. The tile stays in place, face down; it no longer shows any animal or watering hole. Categories 2 to 7 ask that no space of the terrain is left showing.',
		},
		reading: {
			follow: {
				fr: 'oui, il la recouvre toujours pour les chutes d’eau, montagnes, prairie, forêt, rivière et geysers. La météo ne coûte que les animaux et l’eau du jeton, et compte pour le second départage.',
				en: 'yes, it still covers it for waterfalls, mountains, prairie, forest, river and geysers. The weather costs only the tile’s animals and water, and counts for the second tie-break.',
			},
			other: {
				fr: 'un jeton retourné laisse sa case à découvert. Un seul jeton chassé pourrait alors faire perdre toute une catégorie de terrain, en plus de ses animaux.',
				en: 'a flipped tile leaves its space uncovered. One chased tile could then cost a whole terrain category on top of its animals.',
			},
		},
		sources: [
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L207' },
			{ book: 'fr', section: '2) Chutes d’eau', line: 'L412-418' },
		],
		seeAlso: [
			{ page: 'weather', anchor: 'flipped-tiles' },
			{ page: 'scoring', anchor: 'landscapes' },
		],
	},
	{
		id: 'count-animals-not-tiles',
		topic: 'scoring',
		question: {
			fr: 'Dans une famille, compte-t-on les jetons ou les animaux ?',
			en: 'In a family, do you count tiles or animals?',
		},
		answer: {
			fr: 'Les animaux. Un jeton à trois loups apporte trois loups à sa famille. Les animaux d’une autre espèce sur ce jeton ne comptent pas pour les loups, mais le jeton fait bien partie de la famille.',
			en: 'Animals. A tile with three wolves brings three wolves to its family. Animals of another species on that tile don’t count for the wolves, but the tile does belong to the family.',
		},
		sources: [
			{ book: 'fr', section: 'Exemple de tour d’action', line: 'L346' },
			{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L457-465' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'families' }],
	},
	{
		id: 'water-in-family',
		topic: 'scoring',
		question: {
			fr: 'Quels points d’eau comptent pour une famille ?',
			en: 'Which watering holes count for a family?',
		},
		answer: {
			fr: 'Ceux des jetons qui forment la famille, c’est-à-dire les jetons qui montrent au moins un animal de l’espèce comptée. Un point d’eau sur un jeton voisin sans cette espèce ne compte pas.',
			en: 'Those on the tiles that make up the family, that is the tiles showing at least one animal of the species being scored. A watering hole on a neighbouring tile without that species doesn’t count.',
		},
		sources: [{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L457-463' }],
		seeAlso: [
			{ page: 'scoring', anchor: 'water-points' },
			{ page: 'scoring', anchor: 'no-water' },
		],
	},
	{
		id: 'best-family-only',
		topic: 'scoring',
		question: {
			fr: 'J’ai deux familles de chèvres. Est-ce que j’additionne ?',
			en: 'I have two goat families. Do I add them up?',
		},
		answer: {
			fr: 'Non. Par espèce, seule votre meilleure famille marque. Dans l’exemple de la règle, Mia a une famille de chèvres à 6 points et une autre à 12 : elle marque 12.',
			en: 'No. For each species only your best family scores. In the rulebook’s example, Mia has one goat family worth 6 points and another worth 12: she scores 12.',
		},
		sources: [
			{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L467-469' },
			{ book: 'fr', section: 'Exemple de décompte final', line: 'L505' },
		],
		seeAlso: [{ page: 'scoring', anchor: 'best-family' }],
	},
	{
		id: 'sun-then-multiply',
		topic: 'scoring',
		question: {
			fr: 'L’animal du Soleil s’ajoute-t-il avant ou après la multiplication ?',
			en: 'Is the Sun’s animal added before or after multiplying?',
		},
		answer: {
			fr: 'La règle dit que le Soleil ajoute un animal aux familles voisines, et que l’on multiplie les animaux d’une famille par ses points d’eau. Elle ne donne pas d’exemple chiffré.',
			en: 'The rulebook says the Sun adds one animal to neighbouring families, and that a family’s animals are multiplied by its watering holes. It gives no worked example.',
		},
		reading: {
			follow: {
				fr: 'ajouter l’animal avant de multiplier, soit (animaux + 1) × points d’eau. Voisine du Soleil, une famille de 4 loups et 2 points d’eau vaut 5 × 2 = 10. Sans eau, elle reste à 0.',
				en: 'add the animal before multiplying, so (animals + 1) × watering holes. A family of 4 wolves with 2 watering holes next to the Sun is worth 5 × 2 = 10. Without water it stays at 0.',
			},
			other: {
				fr: 'ajouter 1 point au produit, soit 4 × 2 + 1 = 9. Ce serait un point, pas un animal, contrairement à ce que dit la règle.',
				en: 'add 1 point to the product, 4 × 2 + 1 = 9. That would be a point, not an animal, unlike what the rulebook says.',
			},
		},
		sources: [{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L461, L473' }],
		seeAlso: [{ page: 'scoring', anchor: 'sun-bonus' }],
	},
	{
		id: 'moose-maximum',
		topic: 'scoring',
		question: {
			fr: 'Les 36 points d’élans de Mia sont-ils vraiment le maximum ?',
			en: 'Are Mia’s 36 moose points really the maximum?',
		},
		answer: {
			fr: 'La règle appelle ces 36 points (12 élans × 3 points d’eau) le score maximum. Mais une famille voisine du Soleil compte un animal de plus.',
			en: 'The rulebook calls those 36 points (12 moose × 3 watering holes) the highest possible score. But a family next to the Sun counts one more animal.',
		},
		reading: {
			follow: {
				fr: '36 est le maximum sans le Soleil. Avec les 12 élans réunis près du Soleil et 3 points d’eau, la famille vaut (12 + 1) × 3 = 39.',
				en: '36 is the maximum without the Sun. With all 12 moose together next to the Sun and 3 watering holes, the family is worth (12 + 1) × 3 = 39.',
			},
			other: {
				fr: 'prendre la règle au mot et plafonner une espèce à 36. Rien dans le texte du Soleil ne prévoit ce plafond.',
				en: 'take the rulebook at its word and cap a species at 36. Nothing in the Sun’s rule provides for that cap.',
			},
		},
		sources: [
			{ book: 'fr', section: 'Exemple de décompte final', line: 'L517' },
			{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L473' },
		],
		seeAlso: [
			{ page: 'scoring', anchor: 'sun-bonus' },
			{ page: 'scoring', anchor: 'mia-example' },
		],
	},
	{
		id: 'flipped-splits-family',
		topic: 'scoring',
		question: {
			fr: 'Un jeton retourné au milieu d’une famille la coupe-t-il ?',
			en: 'Does a flipped tile in the middle of a family split it?',
		},
		answer: {
			fr: 'Oui. Face cachée, il ne montre plus aucun animal : les cases de part et d’autre ne sont plus reliées par lui. Deux groupes de loups qui ne se touchaient que par ce jeton deviennent deux familles, et seule la meilleure compte.',
			en: 'Yes. Face down it shows no animal: the spaces on either side are no longer joined through it. Two groups of wolves that only touched through that tile become two families, and only the better one scores.',
		},
		sources: [
			{ book: 'fr', section: 'A) Prévisions météo', line: 'L207' },
			{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L457-459' },
		],
		seeAlso: [
			{ page: 'weather', anchor: 'flipped-tiles' },
			{ page: 'scoring', anchor: 'families' },
		],
	},
	{
		id: 'geyser-neighbours',
		topic: 'scoring',
		question: {
			fr: 'Que faut-il pour marquer un geyser ?',
			en: 'What does a geyser need to score?',
		},
		answer: {
			fr: 'Que toutes les cases qui le touchent portent un jeton Animal : six au recto du parc, trois au Parc des Geysers. Chaque geyser ainsi entouré vaut 4 points.',
			en: 'Every space touching it must hold an animal tile: six on the front of the park, three in the Geyser Park. Each geyser surrounded that way is worth 4 points.',
		},
		sources: [
			{ book: 'fr', section: '7) Geysers', line: 'L446-448' },
			{ book: 'fr', section: 'Alerte aux orages au Parc des Geysers', line: 'L595' },
		],
		seeAlso: [
			{ page: 'scoring', anchor: 'geysers' },
			{ page: 'geyser-park', anchor: 'geysers-three' },
		],
	},
	{
		id: 'tie-breaks',
		topic: 'scoring',
		question: {
			fr: 'Deux joueurs ont le même total. Qui gagne ?',
			en: 'Two players have the same total. Who wins?',
		},
		answer: {
			fr: 'Celui qui a recouvert le plus de cases Rivière. S’ils sont encore à égalité, celui qui a eu le moins de jetons Animal retournés. Sinon, ils partagent la victoire.',
			en: 'The one who covered the most river spaces. If still tied, the one with the fewest animal tiles flipped. Otherwise they share the win.',
		},
		sources: [{ book: 'fr', section: '8 à 13) Espèces animales', line: 'L477-479' }],
		seeAlso: [{ page: 'scoring', anchor: 'tie-breaks' }],
	},
	// ───────────────────────────── variants ─────────────────────────────
	{
		id: 'solo-requirement',
		topic: 'variants',
		question: {
			fr: 'En solo, qui choisit le terrain ?',
			en: 'In solo, who chooses the terrain?',
		},
		answer: {
			fr: 'Vous. Le jeton Action est tiré au hasard du dessus de la pile, mais vous le posez sur le prérequis vide de votre choix. Seul le point d’eau garde sa place imposée, tout à droite.',
			en: 'You do. The action token comes at random off the top of the stack, but you put it on any empty requirement you like. Only the watering hole keeps its fixed place, on the right.',
		},
		sources: [{ book: 'fr', section: 'Mode solo', line: 'L560-564' }],
		seeAlso: [{ page: 'solo', anchor: 'action-stack' }],
	},
	{
		id: 'solo-bands',
		topic: 'variants',
		question: {
			fr: 'En solo, qu’est-ce qu’un bon score ?',
			en: 'In solo, what is a good score?',
		},
		answer: {
			fr: 'La règle donne un barème par paliers : moins de 80, puis 80, 110, 140, 165, 185, 205 et 220 points ou plus. À partir de 140, vous êtes dans votre élément ; à 220, vous avez la force de l’ours.',
			en: 'The rulebook gives a scale in steps: under 80, then 80, 110, 140, 165, 185, 205 and 220 points or more. From 140 you are in your element; at 220 you have the strength of the bear.',
		},
		sources: [{ book: 'fr', section: 'Mode solo', line: 'L570-579' }],
		seeAlso: [{ page: 'solo', anchor: 'rating-bands' }],
	},
	{
		id: 'geyser-next-space',
		topic: 'variants',
		question: {
			fr: 'Au Parc des Geysers, de quelle case part la prévision de la 1ʳᵉ manche ?',
			en: 'In the Geyser Park, which space does the first round’s forecast start from?',
		},
		answer: {
			fr: 'La mise en place pose deux jetons, l’un sur la case Météo du milieu, l’autre sur une case au choix. La règle dit ensuite d’avancer dans le sens des aiguilles d’une montre, sans préciser à partir duquel.',
			en: 'Setup places two tokens, one on the middle weather space and one on a space of your choice. The rulebook then says to go on clockwise, without saying from which one.',
		},
		reading: {
			follow: {
				fr: 'on part du second jeton, celui que vous avez placé librement, puisque c’est la dernière case remplie ; on saute les cases déjà occupées.',
				en: 'start from the second token, the one you placed freely, since it is the last space filled; skip spaces that are already taken.',
			},
			other: {
				fr: 'partir de la case du milieu. Les deux lectures ne diffèrent que par l’ordre dans lequel les cases se remplissent.',
				en: 'start from the middle space. The two readings only differ in the order the spaces fill up.',
			},
		},
		sources: [{ book: 'fr', section: 'Alerte aux orages au Parc des Geysers', line: 'L587-591' }],
		seeAlso: [{ page: 'geyser-park', anchor: 'geyser-forecast' }],
	},
	{
		id: 'geyser-leftover-token',
		topic: 'variants',
		question: {
			fr: 'Au Parc des Geysers, que devient le jeton Météo qui reste ?',
			en: 'In the Geyser Park, what happens to the weather token left over?',
		},
		answer: {
			fr: 'Rien. Avec deux jetons posés à la mise en place et un par manche, vous en posez sept ; le sixième jeton disponible ne sert pas et n’a aucun effet au décompte.',
			en: 'Nothing. With two tokens placed at setup and one per round, you place seven; your sixth available token is not used and has no effect at scoring.',
		},
		sources: [{ book: 'fr', section: 'Alerte aux orages au Parc des Geysers', line: 'L591' }],
		seeAlso: [{ page: 'geyser-park', anchor: 'geyser-forecast' }],
	},
];

/** A ruling with its two readings folded into the answer, as the rulings page prints it. */
function withReadings(r: CalderaParkRuling): GenericRuling<CalderaParkRulingTopic, CalderaParkBook> {
	const { reading, ...rest } = r;
	if (!reading) return rest;
	const fold = (lang: 'fr' | 'en') =>
		`${r.answer[lang]}\n\n${READING_LABELS.follow[lang]}${reading.follow[lang]}\n\n${READING_LABELS.other[lang]}${reading.other[lang]}`;
	return { ...rest, answer: { fr: fold('fr'), en: fold('en') } };
}

/** The rulings as the page prints them (answers with their readings). */
export const CALDERA_PARK_RULINGS: GenericRuling<CalderaParkRulingTopic, CalderaParkBook>[] = CALDERA_PARK_RULINGS_DATA.map(withReadings);

/** What the shared rulings component needs: topics, the one rulebook, the rulings. */
export const CALDERA_PARK_RULINGS_SET: GameRulings<CalderaParkRulingTopic, CalderaParkBook> = {
	game: 'caldera-park',
	topics: CALDERA_PARK_RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: CALDERA_PARK_RULINGS,
};
