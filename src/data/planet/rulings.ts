/**
 * Planet rulings as data (filled in by the pages lane): the questions players ask mid-game,
 * answered in both languages, with the rulebook section each rests on. Planet has one rulebook
 * in our sources (the French one, seed 003); where the text leaves a point open, the answer says
 * which reading the site follows and what the other reading is.
 */
import type { GameRulings, Ruling as GenericRuling } from '../rulings';

export const PLANET_RULING_TOPICS = ['setup', 'round', 'regions', 'animals', 'end'] as const;
export type PlanetRulingTopic = (typeof PLANET_RULING_TOPICS)[number];
export type PlanetBook = 'fr';
export type PlanetRuling = GenericRuling<PlanetRulingTopic, PlanetBook>;

const TOPIC_LABELS: Record<PlanetRulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	round: { fr: 'Tour de jeu', en: 'The round' },
	regions: { fr: 'Régions et conditions', en: 'Regions and conditions' },
	animals: { fr: 'Attribuer les animaux', en: 'Awarding animals' },
	end: { fr: 'Fin de partie et variantes', en: 'Game end and variants' },
};

export const PLANET_RULINGS: PlanetRuling[] = [
	// ───────────────────────────── setup ─────────────────────────────
	{
		id: 'cards-per-round',
		topic: 'setup',
		question: {
			fr: 'Combien de cartes Animal pose-t-on sous chaque tour ?',
			en: 'How many animal cards go under each round?',
		},
		answer: {
			fr: 'La règle dit de poser 20 cartes faces visibles, alignées en colonnes sous les piles « exactement comme sur le schéma » ; ce schéma manque dans notre copie. Hors de la règle, les présentations publiées du jeu donnent la même répartition : aucune carte sous les tours 1 et 2, une sous chacun des tours 3, 4 et 5, deux sous chacun des tours 6 à 9, trois sous chacun des tours 10, 11 et 12 (justpushstart.com, novembre 2018 ; gamersalliance.com). Elle fait bien 3 + 8 + 9 = 20, et la vie n’apparaît qu’au 3ᵉ tour. Les 25 autres cartes restent dans la boîte.\n\nCe site la suit et la signale partout où il la montre. Si le schéma de votre exemplaire dit autre chose, suivez votre exemplaire.',
			en: 'The rulebook says to lay 20 cards face up, lined up in columns under the stacks “exactly as in the diagram”; that diagram is missing from our copy. Outside the rulebook, published descriptions of the game give the same layout: no card under rounds 1 and 2, one under each of rounds 3, 4 and 5, two under each of rounds 6 to 9, three under each of rounds 10, 11 and 12 (justpushstart.com, November 2018; gamersalliance.com). It adds up to 3 + 8 + 9 = 20, and life only appears in round 3. The other 25 cards stay in the box.\n\nThis site follows it and says so wherever it shows it. If the diagram in your copy says otherwise, follow your copy.',
		},
		sources: [{ book: 'fr', section: 'Mise en place', line: 'L29-47' }],
		seeAlso: [{ page: 'setup', anchor: 'animal-columns' }],
	},
	{
		id: 'objective-secret',
		topic: 'setup',
		question: {
			fr: 'Peut-on montrer ou annoncer sa carte objectif ?',
			en: 'May I show or announce my objective card?',
		},
		answer: {
			fr: 'Non : on la regarde en secret, on la pose face cachée, et on ne la révèle qu’au décompte final. Les autres peuvent pourtant la deviner, puisque votre planète est sous leurs yeux.',
			en: 'No: you look at it in secret, put it face down, and only reveal it at the final scoring. Others may still guess it, since your planet is there for them to see.',
		},
		sources: [
			{ book: 'fr', section: 'Mise en place', line: 'L63' },
			{ book: 'fr', section: 'Fin du jeu', line: 'L161' },
		],
		seeAlso: [{ page: 'setup', anchor: 'objective' }],
	},
	{
		id: 'tile-model',
		topic: 'setup',
		question: {
			fr: 'Comment sont faites les tuiles, et d’où le site tient-il ce qu’il en dit ?',
			en: 'What are the tiles like, and where does the site get what it says about them?',
		},
		answer: {
			fr: 'La règle donne les nombres (4 cœurs, 50 tuiles Continent, 45 cartes Animal, 5 cartes objectif), parle de « parcelles » et de « régions », et dit que les planètes sont entièrement couvertes après 12 tours : le cœur a donc 12 faces. Le reste vient des présentations publiées du jeu, pas de la règle : chaque tuile est un pentagone de cinq parcelles triangulaires (justpushstart.com, 2018 ; randomgeekchild.com, 2023), une planète compte donc 60 parcelles ; les cœurs sont aimantés (geekdad.com, 2019 ; blog.parentsintouch.co.uk) ; il y a une carte objectif par milieu (boardgamewikia.com). Une tuile peut répéter un milieu : une présentation décrit une tuile de 2 océans, 1 forêt et 2 montagnes (ludovox.fr).\n\nLa composition des 50 tuiles n’est dans aucune de nos sources : les tuiles que montre ce site sont des exemples pour apprendre.',
			en: 'The rulebook gives the numbers (4 cores, 50 continent tiles, 45 animal cards, 5 objective cards), speaks of “parcelles” (areas) and regions, and says the planets are fully covered after 12 rounds, so the core has 12 faces. The rest comes from published descriptions of the game, not from the rulebook: each tile is a pentagon of five triangular areas (justpushstart.com, 2018; randomgeekchild.com, 2023), so a planet has 60 areas; the cores are magnetic (geekdad.com, 2019; blog.parentsintouch.co.uk); there is one objective card per terrain (boardgamewikia.com). A tile may repeat a terrain: one description shows a tile of 2 ocean, 1 forest and 2 mountain areas (ludovox.fr).\n\nThe make-up of the 50 tiles is in none of our sources: the tiles this site shows are teaching examples.',
		},
		sources: [
			{ book: 'fr', section: 'Matériel de jeu', line: 'L9-13' },
			{ book: 'fr', section: 'Fin du jeu', line: 'L159' },
		],
		seeAlso: [
			{ page: 'setup', anchor: 'components' },
			{ page: 'regions', anchor: 'parcels' },
		],
	},
	// ───────────────────────────── round ─────────────────────────────
	{
		id: 'tile-placement',
		topic: 'round',
		question: {
			fr: 'Y a-t-il des limites à l’endroit ou au sens où l’on pose une tuile ?',
			en: 'Are there limits on where or which way round a tile is placed?',
		},
		answer: {
			fr: 'Notre lecture : aucune. Toute face libre convient, et la tuile peut être tournée dans n’importe laquelle de ses cinq positions. La règle demande seulement un espace encore disponible, et c’est ce que font les exemples interactifs du site.\n\nL’autre lecture : une ligne de la règle est illisible dans notre copie, juste après ce passage. Si votre exemplaire y ajoute une contrainte de pose, suivez votre exemplaire.',
			en: 'Our reading: none. Any free face will do, and the tile may be turned to any of its five positions. The rulebook only asks for a space still available, and that is what the site’s widgets do.\n\nThe other reading: one line of the rulebook is unreadable in our copy, just after that passage. If your copy adds a placement constraint there, follow your copy.',
		},
		sources: [{ book: 'fr', section: 'L’apparition des continents', line: 'L83-85, L93' }],
		seeAlso: [
			{ page: 'round', anchor: 'place-tile' },
			{ page: 'round', anchor: 'free-face' },
		],
	},
	{
		id: 'tile-fixed',
		topic: 'round',
		question: {
			fr: 'Peut-on déplacer ou tourner une tuile déjà posée ?',
			en: 'May I move or turn a tile once it is placed?',
		},
		answer: {
			fr: 'Notre lecture : non. La règle ne le dit pas en toutes lettres, mais elle ne prévoit aucune action pour reprendre une tuile : chaque tour, on en pose une nouvelle sur une face libre, et celles déjà posées restent telles quelles jusqu’à la fin. Un compte rendu du jeu en anglais dit de même qu’une tuile posée ne se déplace plus (gamedesign.criticalvideogamestudies.com).\n\nL’autre lecture : rien n’interdit expressément de tourner une tuile déjà posée. Nous ne la suivons pas : la règle ne décrit la pose qu’au moment où l’on prend sa tuile.',
			en: 'Our reading: no. The rulebook does not say so in as many words, but it has no action for taking a tile back: each round you place a new one on a free face, and the tiles already placed stay as they are until the end. An English-language review of the game also says a placed tile may not be moved (gamedesign.criticalvideogamestudies.com).\n\nThe other reading: nothing expressly forbids turning a tile already placed. We do not follow it: the rulebook only describes placing a tile at the moment you take it.',
		},
		sources: [{ book: 'fr', section: 'L’apparition des continents', line: 'L83-85' }],
		seeAlso: [{ page: 'round', anchor: 'free-face' }],
	},
	{
		id: 'stacks-in-time',
		topic: 'round',
		question: {
			fr: 'Les piles des tours 11 et 12 sont-elles toujours prêtes à temps ?',
			en: 'Are the stacks for rounds 11 and 12 always ready in time?',
		},
		answer: {
			fr: 'Oui. À 2 joueurs, la pile du 11ᵉ tour est complète au 2ᵉ tour et celle du 12ᵉ au 4ᵉ ; à 3 joueurs, aux 3ᵉ et 5ᵉ tours ; à 4 joueurs, aux 5ᵉ et 10ᵉ tours. Ensuite, les tuiles restantes vont dans la boîte, y compris aux tours 11 et 12.',
			en: 'Yes. With 2 players, the round 11 stack is full in round 2 and the round 12 stack in round 4; with 3 players, in rounds 3 and 5; with 4 players, in rounds 5 and 10. After that, leftover tiles go in the box, including in rounds 11 and 12.',
		},
		sources: [{ book: 'fr', section: 'L’apparition des continents', line: 'L87-89' }],
		seeAlso: [
			{ page: 'round', anchor: 'leftovers' },
			{ page: 'round', anchor: 'leftovers-by-count' },
		],
	},
	{
		id: 'look-at-planets',
		topic: 'round',
		question: {
			fr: 'Peut-on regarder la planète d’un autre joueur ?',
			en: 'May I look at another player’s planet?',
		},
		answer: {
			fr: 'Oui, à tout moment de la partie. Prenez-la en main et tournez-la : c’est le meilleur moyen de voir qui vise quel animal.',
			en: 'Yes, at any time during the game. Pick it up and turn it round: it is the best way to see who is after which animal.',
		},
		sources: [{ book: 'fr', section: 'L’apparition des continents', line: 'L95' }],
		seeAlso: [{ page: 'round', anchor: 'look-at-planets' }],
	},
	{
		id: 'first-player-passes',
		topic: 'round',
		question: {
			fr: 'Le premier joueur change-t-il au cours de la partie ?',
			en: 'Does the first player change during the game?',
		},
		answer: {
			fr: 'Oui : à la fin de chaque tour, le jeton Premier joueur passe au voisin de gauche. La règle française le dit clairement.\n\nCertains comptes rendus en anglais disent que les règles qu’ils ont lues n’en parlent pas. Si votre règle est muette, faites quand même tourner le jeton : sinon, le même joueur choisirait toujours en premier.',
			en: 'Yes: at the end of each round, the first-player token passes to the player on the left. The French rulebook says so plainly.\n\nSome English-language reviews say the rules they read do not mention it. If your rulebook is silent, pass the token anyway: otherwise the same player would always pick first.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L149-153' }],
		seeAlso: [{ page: 'round', anchor: 'first-player-passes' }],
	},
	{
		id: 'life-from-round-3',
		topic: 'round',
		question: {
			fr: 'Attribue-t-on des animaux aux tours 1 et 2 ?',
			en: 'Are any animals awarded in rounds 1 and 2?',
		},
		answer: {
			fr: 'Non. Les deux premiers tours n’ont que la pose des tuiles ; la vie apparaît à partir du 3ᵉ tour, et aucune carte n’est posée sous les deux premières piles.',
			en: 'No. The first two rounds only have tile placing; life appears from round 3, and no card is laid under the first two stacks.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L77, L105' }],
		seeAlso: [{ page: 'round', anchor: 'life' }],
	},
	// ───────────────────────────── regions ─────────────────────────────
	{
		id: 'largest-touching-reading',
		topic: 'regions',
		question: {
			fr: '« La plus grande région de A en contact avec B » : ma plus grande région de A, ou la plus grande de celles qui touchent B ?',
			en: '“The largest region of A touching B”: my largest region of A, or the largest of those that touch B?',
		},
		answer: {
			fr: 'Notre lecture : la plus grande de vos régions de A qui touchent B. Une région plus vaste qui ne touche pas B est simplement laissée de côté. Il en va de même pour les cartes « sans contact » : on garde la plus grande région qui ne touche pas B. C’est la lecture la plus proche du but de la carte (accueillir l’animal là où il trouve son milieu), et l’exemple du dernier tour s’accorde avec elle, puisqu’il compte une deuxième forêt qui touche elle aussi un glacier ; mais il ne tranche pas, car il ne dit pas si Matthieu ou Céline ont une forêt plus grande qui ne touche aucun glacier.\n\nL’autre lecture : on prend votre plus grande région de A, et elle ne compte que si elle touche B (ou ne le touche pas, selon la carte). C’est la lecture littérale du texte, qui compte d’abord « la plus grande Région […] de la planète », puis demande que « cette Région » soit en contact avec l’autre milieu. Une grande forêt qui ne touche aucun glacier ferait alors perdre le renard, même avec une autre forêt au contact. L’exemple interactif de la page « Qui accueille les animaux » la propose en réglage, dans son mode « À vous de jouer ».',
			en: 'Our reading: the largest of your A regions that touch B. A bigger region that does not touch B is simply left out. The same goes for “not touching” cards: keep the largest region that does not touch B. It is the reading closest to the card’s purpose (hosting the animal where it finds its terrain), and the last-round example fits it, since it counts a second forest that also touches a glacier; but it does not settle the matter, because it does not say whether Matthieu or Céline has a bigger forest touching no glacier.\n\nThe other reading: take your largest A region, and it counts only if it touches B (or does not, depending on the card). That is the literal reading of the text, which first counts “the largest region on the whole planet”, then asks that “this region” be in contact with the other terrain. A large forest touching no glacier would then lose you the fox, even with another forest against one. The widget on the “Who gets the animals” page offers it as a setting in its “Try it” mode.',
		},
		sources: [
			{ book: 'fr', section: 'L’apparition de la vie', line: 'L123, L129' },
			{ book: 'fr', section: 'L’apparition de la vie', line: 'L139-141' },
		],
		seeAlso: [
			{ page: 'regions', anchor: 'largest-touching' },
			{ page: 'regions', anchor: 'largest-not-touching' },
		],
	},
	{
		id: 'touching-edge',
		topic: 'regions',
		question: {
			fr: 'Deux parcelles qui ne se touchent que par une pointe sont-elles « en contact » ?',
			en: 'Are two areas that meet only at a corner “in contact”?',
		},
		answer: {
			fr: 'Notre lecture : non. Deux parcelles se touchent quand elles partagent un côté ; c’est aussi ce qui relie les parcelles d’une région. Chaque parcelle a ainsi exactement trois voisines.\n\nL’autre lecture compterait aussi les parcelles qui se rejoignent par un sommet : au centre d’une tuile, où ses cinq parcelles se rejoignent, et aux coins où trois tuiles se rencontrent. La règle parle de contact direct sans préciser ; choisissez avant la partie si vous hésitez, et tenez-vous-y.',
			en: 'Our reading: no. Two areas touch when they share a side; that is also what links the areas of a region. Each area thus has exactly three neighbours.\n\nThe other reading would also count areas that meet at a point: at the centre of a tile, where its five areas meet, and at the corners where three tiles come together. The rulebook speaks of direct contact without saying more; if in doubt, decide before the game and stick to it.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L123, L129' }],
		seeAlso: [{ page: 'regions', anchor: 'touching' }],
	},
	{
		id: 'single-parcel-region',
		topic: 'regions',
		question: {
			fr: 'Une parcelle isolée compte-t-elle comme une région ?',
			en: 'Does a lone area count as a region?',
		},
		answer: {
			fr: 'Oui : une région est un groupe de parcelles du même milieu qui se touchent, et un groupe d’une seule parcelle en est un. Elle compte pour « le plus de régions » et vaut une taille de 1 pour les deux autres conditions.',
			en: 'Yes: a region is a group of touching areas of one terrain, and a group of one area is one. It counts for “most regions” and has a size of 1 for the other two conditions.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L117, L123' }],
		seeAlso: [
			{ page: 'regions', anchor: 'regions' },
			{ page: 'regions', anchor: 'most-regions' },
		],
	},
	{
		id: 'regions-across-tiles',
		topic: 'regions',
		question: {
			fr: 'Une région peut-elle s’étendre sur plusieurs tuiles ?',
			en: 'Can a region spread over several tiles?',
		},
		answer: {
			fr: 'Oui. On compte les parcelles qui se touchent sur toute la planète, sans tenir compte des bords de tuiles. Une forêt peut ainsi faire le tour du cœur.',
			en: 'Yes. You count touching areas over the whole planet, regardless of tile edges. A forest can go all the way round the core.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L123' }],
		seeAlso: [{ page: 'regions', anchor: 'regions' }],
	},
	// ───────────────────────────── animals ─────────────────────────────
	{
		id: 'tie-next-column',
		topic: 'animals',
		question: {
			fr: 'Que devient une carte Animal en cas d’égalité avant le dernier tour ?',
			en: 'What happens to an animal card on a tie before the last round?',
		},
		answer: {
			fr: 'Personne ne la prend. Elle passe dans la colonne du tour suivant, où elle se dispute de nouveau avec les cartes de ce tour. Elle peut glisser ainsi plusieurs fois, jusqu’au 12ᵉ tour.',
			en: 'Nobody takes it. It moves to the next round’s column, where it is contested again with that round’s cards. It can slide like this several times, up to round 12.',
		},
		sources: [{ book: 'fr', section: 'En cas d’égalité', line: 'L131-133' }],
		seeAlso: [
			{ page: 'animals', anchor: 'tie' },
			{ page: 'animals', anchor: 'next-column' },
		],
	},
	{
		id: 'nobody-qualifies',
		topic: 'animals',
		question: {
			fr: 'Et si personne ne remplit la condition d’une carte ?',
			en: 'What if nobody meets a card’s condition?',
		},
		answer: {
			fr: 'Notre lecture : c’est une égalité à zéro. Avant le dernier tour, la carte passe dans la colonne suivante ; au 12ᵉ tour, elle suit la règle du dernier tour et finit dans la boîte, puisque personne n’a de deuxième région. La règle ne parle que d’égalité avant le dernier tour, mais sa raison vaut ici aussi : la carte pourra être gagnée plus tard.\n\nL’autre lecture : une carte que personne ne peut accueillir sortirait aussitôt du jeu. Nous ne la suivons pas, car la règle ne retire une carte qu’au dernier tour.',
			en: 'Our reading: it is a tie at zero. Before the last round, the card moves to the next column; in round 12 it follows the last-round rule and ends in the box, since nobody has a second region. The rulebook only speaks of ties before the last round, but its reason holds here too: the card can be won later.\n\nThe other reading: a card nobody can host would leave the game at once. We do not follow it, because the rulebook only removes a card in the last round.',
		},
		sources: [{ book: 'fr', section: 'En cas d’égalité', line: 'L131-135' }],
		seeAlso: [
			{ page: 'animals', anchor: 'nobody' },
			{ page: 'animals', anchor: 'next-column' },
		],
	},
	{
		id: 'last-round-most-regions',
		topic: 'animals',
		question: {
			fr: 'Au dernier tour, une carte « le plus de régions » à égalité peut-elle être départagée ?',
			en: 'In the last round, can a tied “most regions” card be decided?',
		},
		answer: {
			fr: 'Non. Pour cette sorte de carte, il n’y a pas de départage : à égalité au 12ᵉ tour, elle retourne dans la boîte et personne ne la marque.',
			en: 'No. This kind of card has no tie-break: tied in round 12, it goes back in the box and nobody scores it.',
		},
		sources: [{ book: 'fr', section: 'En cas d’égalité', line: 'L135-137' }],
		seeAlso: [{ page: 'animals', anchor: 'last-round-most-regions' }],
	},
	{
		id: 'last-round-second-region',
		topic: 'animals',
		question: {
			fr: 'Au dernier tour, si les deux joueurs à égalité ont chacun une deuxième région, qui gagne ?',
			en: 'In the last round, if both tied players have a second region, who wins?',
		},
		answer: {
			fr: 'Notre lecture : on compare leurs tailles, et la plus grande deuxième région l’emporte. Celui qui a une deuxième région l’emporte sur celui qui n’en a pas. À tailles égales, on passe à la troisième région de la même façon, puis la carte retourne dans la boîte. C’est la suite logique d’une carte qui demande la plus grande région.\n\nL’autre lecture : seule compte l’existence d’une deuxième région, pas sa taille. Si les deux en ont une, l’égalité tient, on regarde la troisième, puis la carte va dans la boîte. L’exemple de la règle (Céline a une deuxième forêt, Matthieu aucune) ne tranche pas entre les deux. L’exemple interactif de la page « Qui accueille les animaux » la propose en réglage, dans son mode « À vous de jouer ».',
			en: 'Our reading: compare their sizes, and the larger second region wins. A player with a second region beats a player without one. If the sizes are equal, go on to the third region the same way, then the card goes back in the box. It follows naturally from a card that asks for the largest region.\n\nThe other reading: only whether a second region exists counts, not its size. If both players have one, the tie holds, you look at the third, and then the card goes in the box. The rulebook’s example (Céline has a second forest, Matthieu none) does not settle it. The widget on the “Who gets the animals” page offers it as a setting in its “Try it” mode.',
		},
		sources: [{ book: 'fr', section: 'En cas d’égalité', line: 'L139-141' }],
		seeAlso: [
			{ page: 'animals', anchor: 'last-round-compare' },
			{ page: 'animals', anchor: 'matthieu-celine' },
		],
	},
	{
		id: 'several-cards-one-round',
		topic: 'animals',
		question: {
			fr: 'Peut-on remporter plusieurs cartes Animal dans le même tour ?',
			en: 'Can I win several animal cards in the same round?',
		},
		answer: {
			fr: 'Oui. Chaque carte de la colonne s’attribue séparément, et rien ne limite le nombre de cartes qu’un joueur remporte. L’ordre dans lequel on les attribue ne change rien, car les planètes ne bougent pas pendant cette phase.',
			en: 'Yes. Each card in the column is awarded on its own, and nothing limits how many cards one player wins. The order in which they are awarded changes nothing, since the planets do not change during this phase.',
		},
		sources: [{ book: 'fr', section: 'L’apparition de la vie', line: 'L107, L145' }],
		seeAlso: [{ page: 'animals', anchor: 'who-wins' }],
	},
	// ───────────────────────────── end ─────────────────────────────
	{
		id: 'objective-tables',
		topic: 'end',
		question: {
			fr: 'Combien rapporte ma carte objectif ?',
			en: 'How much does my objective card score?',
		},
		answer: {
			fr: 'Ce qu’indique son barème, selon le nombre de parcelles de son milieu sur votre planète, toutes régions confondues. Nos sources ne donnent qu’un exemple : le glacier rapporte 2 points pour 11, 12 ou 13 parcelles. Une présentation publiée du jeu ajoute qu’une carte objectif rapporte de 0 à 10 points (boardgamewikia.com) ; les totaux de fin de partie de la page « Prêt pour la partie ? » restent dans ces limites. Pour les autres lignes et les autres cartes, lisez votre carte ; l’exemple interactif du décompte vous laisse saisir son barème.',
			en: 'Whatever its table says, by the number of areas of its terrain on your planet, across all regions. Our sources give only one example: the glacier card scores 2 points for 11, 12 or 13 areas. A published description of the game adds that an objective card scores 0 to 10 points (boardgamewikia.com); the end-of-game totals on the “Ready for game night?” page stay within those limits. For the other lines and the other cards, read your card; the scoring widget lets you type its table in.',
		},
		sources: [
			{ book: 'fr', section: 'Les cartes objectifs « Milieu Naturel »', line: 'L97-99' },
			{ book: 'fr', section: 'Fin du jeu', line: 'L161' },
		],
		seeAlso: [
			{ page: 'end', anchor: 'objective' },
			{ page: 'end', anchor: 'glacier-example' },
		],
	},
	{
		id: 'animals-without-objective',
		topic: 'end',
		question: {
			fr: 'Mes animaux rapportent-ils des points si j’ai manqué mon objectif ?',
			en: 'Do my animals score if I missed my objective?',
		},
		answer: {
			fr: 'Oui. Chaque animal rapporte 1 point s’il est du milieu de votre objectif et 2 sinon, que votre objectif ait rapporté des points ou non. Le milieu d’un animal se lit à la couleur de la bordure de sa carte.',
			en: 'Yes. Each animal scores 1 point if it belongs to your objective’s terrain and 2 otherwise, whether or not your objective scored. An animal’s terrain is the colour of its card’s border.',
		},
		sources: [{ book: 'fr', section: 'Fin du jeu', line: 'L163-165' }],
		seeAlso: [{ page: 'end', anchor: 'animal-points' }],
	},
	{
		id: 'win-tie',
		topic: 'end',
		question: {
			fr: 'Comment départager deux joueurs à égalité de points ?',
			en: 'How are players tied on points separated?',
		},
		answer: {
			fr: 'Le joueur qui a le plus de cartes Animal gagne. Si l’égalité tient encore, tous les joueurs à égalité partagent la victoire.',
			en: 'The player with the most animal cards wins. If that is still a tie, all the tied players share the win.',
		},
		sources: [{ book: 'fr', section: 'Fin du jeu', line: 'L169' }],
		seeAlso: [{ page: 'end', anchor: 'ties' }],
	},
	{
		id: 'beginners-scoring',
		topic: 'end',
		question: {
			fr: 'Dans la partie pour débutants, combien vaut un animal ?',
			en: 'In the beginners’ game, what is an animal worth?',
		},
		answer: {
			fr: '1 point, quel que soit son milieu, puisqu’il n’y a pas de carte objectif. Le reste de la partie ne change pas.',
			en: '1 point, whatever its terrain, since there are no objective cards. The rest of the game does not change.',
		},
		sources: [{ book: 'fr', section: 'Variante 1 – La partie pour débutants', line: 'L173-175' }],
		seeAlso: [{ page: 'variants', anchor: 'beginners' }],
	},
	{
		id: 'surprise-reveal-timing',
		topic: 'end',
		question: {
			fr: 'Animaux surprise : quand retourne-t-on la carte cachée d’un tour ?',
			en: 'Surprise animals: when is a round’s hidden card turned over?',
		},
		answer: {
			fr: 'Notre lecture : chaque carte cachée se retourne deux tours avant d’être attribuée. Celle du 3ᵉ tour se découvre à la fin du 1ᵉʳ, celle du 4ᵉ à la fin du 2ᵉ, et ainsi de suite jusqu’à celle du 12ᵉ, à la fin du 10ᵉ : on en retourne une à la fin de chacun des tours 1 à 10, ce qui fait bien les dix cartes cachées.\n\nL’autre lecture prend « trois tours à l’avance » au pied de la lettre : chaque carte se verrait trois tours avant d’être attribuée. Mais il faudrait alors retourner celle du 3ᵉ tour avant même le 1ᵉʳ tour, alors que la règle commence les révélations à la fin du 1ᵉʳ tour. Le compte de la règle inclut sans doute le tour de la révélation.',
			en: 'Our reading: turn each hidden card face up two rounds before it is awarded. Round 3’s card is revealed at the end of round 1, round 4’s at the end of round 2, and so on; round 12’s is revealed at the end of round 10. That is one reveal at the end of each of rounds 1 to 10, which uses all ten hidden cards.\n\nThe other reading takes “three rounds ahead” literally: each card would show three rounds before it is awarded. But round 3’s card would then have to be turned over before round 1 even starts, whereas the rulebook begins the reveals at the end of round 1. The rulebook’s count most likely includes the round of the reveal.',
		},
		sources: [{ book: 'fr', section: 'Variante 2 – Les animaux surprise', line: 'L177-185' }],
		seeAlso: [
			{ page: 'variants', anchor: 'surprise-animals' },
			{ page: 'variants', anchor: 'surprise-timing' },
		],
	},
	{
		id: 'variants-combine',
		topic: 'end',
		question: {
			fr: 'Peut-on jouer les deux variantes ensemble ?',
			en: 'Can the two variants be played together?',
		},
		answer: {
			fr: 'Notre lecture : oui. La règle ne le dit pas, mais rien ne s’y oppose : la partie pour débutants retire les cartes objectif et compte 1 point par animal, les animaux surprise changent seulement la façon de poser et de découvrir les cartes Animal. Les deux touchent des moments différents de la partie.\n\nL’autre lecture : la règle présente deux variantes séparées, et une table peut préférer n’en jouer qu’une à la fois. Décidez-le avant la mise en place.',
			en: 'Our reading: yes. The rulebook does not say, but nothing stands in the way: the beginners’ game removes the objective cards and scores 1 point per animal, while surprise animals only change how the animal cards are laid out and revealed. The two touch different parts of the game.\n\nThe other reading: the rulebook presents two separate variants, and a table may prefer to play only one at a time. Decide before setting up.',
		},
		sources: [
			{ book: 'fr', section: 'Variante 1 – La partie pour débutants', line: 'L173-175' },
			{ book: 'fr', section: 'Variante 2 – Les animaux surprise', line: 'L177-185' },
		],
		seeAlso: [
			{ page: 'variants', anchor: 'beginners' },
			{ page: 'variants', anchor: 'surprise-animals' },
		],
	},
];

export const PLANET_RULINGS_SET: GameRulings<PlanetRulingTopic, PlanetBook> = {
	game: 'planet',
	topics: PLANET_RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: PLANET_RULINGS,
};
