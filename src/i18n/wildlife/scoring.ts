import { mirror } from '../source';

/** Strings of the scoring widgets: big-scoring example, tie explorer, small scoring / territory track. */
export const SCORING = /* @__PURE__ */ mirror({
	fr: {
		'scoring.area': 'Territoire',
		'scoring.herds': 'Colonies',
		'scoring.adaptations': 'Jetons Adaptation',
		'scoring.abilities': 'Cartes Capacité',
		'scoring.food': 'Nourriture',
		// rule titles of the scoring chapter (+ the end of the game by the last marker)
		'rule.scoring.small-scoring': 'le décompte d’un territoire',
		'rule.scoring.territory-track': 'l’échelle des territoires',
		'rule.scoring.big-scoring-triggers': 'quand a lieu un décompte général',
		'rule.scoring.big-scoring-order': 'l’ordre du décompte général',
		'rule.scoring.areas': 'le décompte des territoires',
		'rule.scoring.herds': 'le décompte des colonies',
		'rule.scoring.adaptations': 'les catégories à 4 et 2 points',
		'rule.scoring.ties': 'les égalités',
		'rule.end-and-variants.last-marker': 'la fin de partie par le dernier marqueur',

		// shared sentences
		'sc.pieces': '{player} {n}',
		'sc.area.empty': 'Personne n’a de pion ici : personne ne marque.',
		'sc.area.monopoly':
			'{player} est {player_gender, select, f {seule} other {seul}} avec {pieces, plural, one {# pion} other {# pions}} sur {spaces, plural, one {# case} other {# cases}}, et il reste de la place : petit monopole, 4 points.',
		'sc.area.monopolyFull':
			'{player} est {player_gender, select, f {seule} other {seul}} et occupe {spaces, plural, one {l’unique case} other {les # cases}} : grand monopole, 5 points.',
		'sc.area.rank':
			'{player} est {rank, selectordinal, one {{player_gender, select, f {1ʳᵉ} other {1ᵉʳ}}} other {#ᵉ}} avec {pieces, plural, one {# pion} other {# pions}} : {points, plural, one {# point} other {# points}}.',
		'sc.area.beyond':
			'{player} est {rank, selectordinal, one {{player_gender, select, f {1ʳᵉ} other {1ᵉʳ}}} other {#ᵉ}} avec {pieces, plural, one {# pion} other {# pions}} : au-delà du 3ᵉ rang, rien.',
		'sc.area.tie':
			'{players} {players_number, select, pl {sont} other {est}} à égalité au {rank, selectordinal, one {1ᵉʳ} other {#ᵉ}} rang avec {pieces, plural, one {# pion} other {# pions}} {players_gender, select, f {chacune} other {chacun}} : {players_gender, select, f {elles} other {ils}} prennent les points du rang suivant ({paid, selectordinal, one {1ᵉʳ} other {#ᵉ}}){points, plural, =0 {, qui ne rapportent rien} one {, soit # point {players_gender, select, f {chacune} other {chacun}}} other {, soit # points {players_gender, select, f {chacune} other {chacun}}}}.',
		'sc.herd.rank':
			'La colonie {player_of} ({size, plural, one {# pion} other {# pions}}) est {rank, selectordinal, one {1ʳᵉ} other {#ᵉ}} : {points, plural, one {# point} other {# points}}.',
		'sc.herd.own':
			'{player} a {count, plural, one {une colonie de {size, plural, one {# pion} other {# pions}}, qui prend} =2 {deux colonies de {size, plural, one {# pion} other {# pions}}, qui ne se concurrencent pas : chacune prend} =3 {trois colonies de {size, plural, one {# pion} other {# pions}}, qui ne se concurrencent pas : chacune prend} other {# colonies de {size, plural, one {# pion} other {# pions}}, qui ne se concurrencent pas : chacune prend}} les points du {rank, selectordinal, one {1ᵉʳ} other {#ᵉ}} rang ({points, plural, one {# point} other {# points}}){count, plural, one { et occupe une place} =2 {, et ces colonies occupent deux places} =3 {, et ces colonies occupent trois places} other {, et ces colonies occupent # places}} du classement.',
		'sc.herd.tie':
			'{players} {players_number, select, pl {ont} other {a}} {players_gender, select, f {chacune} other {chacun}} une colonie de {size, plural, one {# pion} other {# pions}}, à égalité au {rank, selectordinal, one {1ᵉʳ} other {#ᵉ}} rang : chacune prend les points du rang suivant ({paid, selectordinal, one {1ᵉʳ} other {#ᵉ}}){points, plural, =0 {, qui ne rapportent rien} one {, soit # point} other {, soit # points}}.',
		'sc.herd.beyond':
			'La colonie {player_of} ({size, plural, one {# pion} other {# pions}}) arrive {rank, selectordinal, one {1ʳᵉ} other {#ᵉ}}, au-delà des cinq places qui rapportent : elle ne marque rien, les plus petites non plus.',
		'sc.herd.rest': 'Les colonies plus petites ne rapportent rien.',
		'sc.herd.none': 'Aucune colonie.',
		'sc.most.rank':
			'{player} est {rank, selectordinal, one {{player_gender, select, f {1ʳᵉ} other {1ᵉʳ}}} other {#ᵉ}} avec {n} : {points, plural, one {# point} other {# points}}.',
		'sc.most.beyond':
			'{player} est {rank, selectordinal, one {{player_gender, select, f {1ʳᵉ} other {1ᵉʳ}}} other {#ᵉ}} avec {n} : seules les deux premières places rapportent.',
		'sc.most.tie':
			'{players} {players_number, select, pl {sont} other {est}} à égalité au {rank, selectordinal, one {1ᵉʳ} other {#ᵉ}} rang avec {n} {players_gender, select, f {chacune} other {chacun}} : {players_gender, select, f {elles} other {ils}} prennent les points du rang suivant ({paid, selectordinal, one {1ᵉʳ} other {#ᵉ}}){points, plural, =0 {, qui ne rapportent rien} one {, soit # point {players_gender, select, f {chacune} other {chacun}}} other {, soit # points {players_gender, select, f {chacune} other {chacun}}}}.',
		'sc.most.zero': '{players} {players_number, select, pl {n’en ont aucun} other {n’en a aucun}} : ni classement ni point (notre lecture).',
		'sc.most.none': 'Personne n’a rien dans cette catégorie.',
		/** After a sentence whose rank follows a tie the rules do not settle (readings tie-drop-rank, ties-four-two). */
		'sc.rankReading': 'Ce rang après une égalité, c’est notre lecture.',

		// big scoring example
		'big.title': 'L’exemple de décompte général de la règle, ligne par ligne',
		'big.step.start':
			'Quatre joueurs, ceux de l’exemple de la règle : Anna, Bruno, Chloé et David, pions A à D (leurs couleurs dans la règle sont données sous l’exemple). On décompte les territoires dans l’ordre de la règle française (savane, montagne, steppe, désert, eau, forêt), puis les colonies ; dans chaque terrain, le petit territoire avant le grand, un ordre qui ne change aucun point.',
		'big.step.area': 'Le {area} ({spaces, plural, one {# case} other {# cases}}). Pions : {counts}. {why}',
		'big.step.herds': 'Restent les colonies. {why}',
		'big.step.total':
			'Total : {totals}, les nombres imprimés dans la règle. Cet exemple s’arrête aux territoires et aux colonies ; dans une vraie partie, on décompterait ensuite les jetons Adaptation, les cartes Capacité et la nourriture. Attention : le tableau français imprime le « 3+3 » d’Anna sur la ligne de la 3ᵉ colonie, alors que le texte (comme la valeur, 3 points) correspond à la 4ᵉ place.',
		'big.nobody': 'aucun',
		'big.table.caption': 'Points marqués, ligne après ligne',
		'big.now.caption': 'La ligne décomptée et le total',
		'big.table.line': 'Ligne',
		'big.table.herds': 'Colonies',
		'big.table.total': 'Total',
		'big.table.pending': 'pas encore décompté',
		'big.table.current': 'ligne en cours',
		'big.caption':
			'Reconstruction : la règle donne les points de chaque ligne et la taille des colonies (11 pour Bleu et Vert, ici Chloé et Bruno ; 9 pour Marron, ici David ; deux colonies égales pour Orange, ici Anna), pas la position des pions. Nous les avons posés sur notre plateau d’exemple (qui n’est pas le plateau du jeu) de façon à retrouver ces points ; les colonies d’Anna ont ici 4 pions. Dans la grande forêt, où trois joueurs sont premiers ex æquo, David n’a aucun pion : la règle ne dit pas s’il en a, et avec un pion il y serait 4ᵉ ou 3ᵉ selon la lecture des égalités.',
		'big.finished': 'Le décompte est terminé : recommencez pour le revoir.',
		'big.legend': 'Le territoire décompté est encadré sur le plateau.',

		// tie explorer
		'ties.title': 'Explorer les égalités',
		'ties.area.title': 'Un territoire',
		'ties.herds.title': 'Les colonies',
		'ties.most.title': 'Une catégorie à 4 et 2 points (adaptations, capacités ou nourriture)',
		'ties.spaces': 'Cases du territoire',
		'ties.spacesIs': 'Cases du territoire :',
		'ties.pieces': 'Pions',
		'ties.herdsLabel': 'Tailles des colonies',
		'ties.herdsHelp': 'Séparez les tailles par des virgules, par exemple 6, 6. Laissez vide si le joueur n’a pas de colonie.',
		'ties.value': 'Nombre',
		'ties.points': 'Points',
		'ties.player': 'Joueur',
		'ties.inputLabel': '{what}, {player}',
		'ties.presets': 'Exemples :',
		'ties.try.intro':
			'Modifiez les nombres (validez avec Tab ou Entrée) : les rangs et les points sont recalculés par les règles du site, avec une phrase pour chaque égalité.',
		'ties.try.changed': 'Recalculé. {summary}',
		'ties.try.summary': 'Territoire : {area}. Colonies : {herds}. Catégorie : {most}.',
		'ties.try.reset': 'Revenir au premier exemple',
		'ties.caption':
			'Les exemples reprennent les cas chiffrés du texte des règles ; deux d’entre eux montrent aussi notre lecture, et le disent (trois joueurs à égalité en tête, catégorie à 4 et 2 points). Les joueurs sont Anna, Bruno, Chloé et David (lettres A à D).',
		'ties.preset.area-tie-first': 'Territoire : égalité au 1ᵉʳ rang',
		'ties.preset.area-tie-second': 'Territoire : égalité au 2ᵉ rang',
		'ties.preset.area-tie-third': 'Territoire : égalité au 3ᵉ rang',
		'ties.preset.area-three-first': 'Territoire : trois à égalité au 1ᵉʳ rang',
		'ties.preset.area-monopoly': 'Territoire : petit monopole',
		'ties.preset.area-monopoly-full': 'Territoire : grand monopole',
		'ties.preset.herds-example': 'Colonies : l’exemple de la règle',
		'ties.preset.herds-own-two': 'Colonies : vos deux plus grandes',
		'ties.preset.herds-own-two-tied': 'Colonies : vos deux plus grandes et une égale',
		'ties.preset.herds-second-fourth': 'Colonies : 2ᵉ et 4ᵉ',
		'ties.preset.herds-three-fourth': 'Colonies : trois à égalité au 4ᵉ rang',
		'ties.preset.most-tie-first': 'Catégorie à 4 et 2 points : égalité au 1ᵉʳ rang',
		'ties.preset.most-tie-second': 'Catégorie à 4 et 2 points : égalité au 2ᵉ rang',
		'ties.step.area-tie-first':
			'Deux joueurs à égalité en tête d’un territoire ne se partagent pas 3 points : chacun prend les 2 points de la 2ᵉ place. Le suivant est 3ᵉ (deux joueurs sont devant lui) : 1 point.',
		'ties.step.area-tie-second':
			'Anna est seule en tête : 3 points. Bruno et David sont à égalité derrière elle : ils prennent les points de la 3ᵉ place, 1 chacun.',
		'ties.step.area-tie-third':
			'C’est la savane du grand exemple : une égalité au 3ᵉ rang prend les points de la 4ᵉ place, qui n’existe pas. Chloé et David ne marquent rien bien qu’ils soient présents.',
		'ties.step.area-three-first':
			'Trois joueurs à égalité en tête prennent chacun les 2 points de la 2ᵉ place, comme dans la grande forêt du grand exemple. Ici, David les suit avec 1 pion. Selon notre lecture (un classement sportif), il est 4ᵉ, puisque trois joueurs sont devant lui, et ne marque rien. Lue à la lettre, la traduction anglaise (« les rangs suivants descendent d’un niveau ») le ferait 3ᵉ : 1 point.',
		'ties.step.area-monopoly': 'Un seul joueur présent : c’est un monopole. Il reste des cases libres, donc petit monopole : 4 points.',
		'ties.step.area-monopoly-full': 'Seul, et toutes les cases sont à lui : grand monopole, 5 points.',
		'ties.step.herds-example':
			'Les colonies du grand exemple : Bruno et Chloé à égalité pour la plus grande (7 chacun), David 3ᵉ (5), puis les deux colonies de 4 d’Anna, qui ne se concurrencent pas (3 + 3) et prennent les places 4 et 5.',
		'ties.step.herds-own-two':
			'Vos deux colonies sont les plus grandes et de même taille : vous ne vous faites pas concurrence, 10 + 10 = 20. La colonie suivante, celle de Bruno, est 3ᵉ : 5 points.',
		'ties.step.herds-own-two-tied':
			'Même chose, mais Bruno a aussi une colonie de cette taille : cette fois c’est une égalité entre joueurs. Les trois colonies prennent les points de la 2ᵉ place : 7 + 7 = 14 pour Anna, 7 pour Bruno.',
		'ties.step.herds-second-fourth': 'Un joueur peut marquer pour plusieurs colonies : Anna a la 2ᵉ et la 4ᵉ plus grandes, 7 + 3 = 10.',
		'ties.step.herds-three-fourth':
			'Comme dans l’exemple, mais Chloé a aussi une colonie de 4 : trois colonies à égalité au 4ᵉ rang, qui prennent les points de la 5ᵉ place, 1 chacune.',
		'ties.step.most-tie-first':
			'Catégories à 4 et 2 points : deux joueurs à égalité en tête marquent 2 chacun, comme le dit la règle. Selon notre lecture, personne ne prend ensuite la 2ᵉ place : Chloé est 3ᵉ et ne marque rien. Sans rien dans la catégorie, comme David, on ne marque rien : c’est aussi notre lecture, celle que suppose une note de la traduction anglaise.',
		'ties.step.most-tie-second':
			'Anna en tête : 4 points. Bruno et Chloé, à égalité pour la 2ᵉ place, prennent les points de la 3ᵉ place, qui ne rapporte rien : zéro chacun.',
		'ties.badSpaces': '« {value} » ne convient pas : un territoire a de 1 à {max, plural, one {# case} other {# cases}} ici (un nombre entier).',
		'ties.badCount': '« {value} » ne convient pas : indiquez un nombre entier de pions (0 ou plus).',
		'ties.tooManyPieces':
			'Cela ferait {pieces, plural, one {# pion} other {# pions}} pour {spaces, plural, one {# case} other {# cases}} : une case ne porte qu’un pion, un territoire ne peut pas en contenir plus que de cases.',
		'ties.badHerds':
			'« {value} » ne convient pas : donnez au plus {max, plural, one {une taille} other {# tailles}} de colonies, des nombres entiers d’au moins 1, séparés par des virgules.',
		'ties.badMost': '« {value} » ne convient pas : indiquez un nombre entier entre 0 et {max}.',
		'ties.noSuchPlayer': 'Le joueur {player} ne fait pas partie de cet exemple.',
		'ties.noSuchPreset': 'Cet exemple n’existe pas.',

		// small scoring
		'small.title': 'Décompte d’un territoire et échelle des territoires',
		'small.track.title': 'Échelle des territoires (valeurs d’exemple, sauf si vous avez saisi les vôtres)',
		'small.track.space': 'Case {n} : {value} points',
		'small.track.big': 'case mauve : décompte général',
		'small.track.taken': 'marqueur pris',
		'small.track.here': 'marqueur en place',
		'small.track.left': 'Marqueurs restants : {left} sur 11.',
		'small.scores.caption': 'Points gagnés aux décomptes des territoires',
		'small.scores.player': 'Joueur',
		'small.scores.points': 'Points',
		'small.step.start':
			'Sur ce plateau d’exemple, chaque territoire est plein sauf une case (encadrée). Les 11 marqueurs de territoire couvrent l’échelle des territoires. Dès qu’un pion arrive sur la dernière case libre d’un territoire, le joueur prend le marqueur le plus à gauche, marque le nombre qu’il découvre et pose le marqueur dans ce territoire.',
		'small.step.scored':
			'{player} remplit la dernière case {area_of}. {player_gender, select, f {Elle} other {Il}} prend le {position, selectordinal, one {1ᵉʳ} other {#ᵉ}} marqueur et découvre un {points} : {points, plural, one {# point} other {# points}} pour {player_gender, select, f {elle} other {lui}}. Le marqueur reste dans le territoire, pour rappeler qu’il a déjà été décompté.',
		/** The same event after the first (the widget picks this form). */
		'small.step.scoredNext':
			'{player} remplit {area_the} : {position, selectordinal, one {1ᵉʳ} other {#ᵉ}} marqueur, {points, plural, one {# point} other {# points}} pour {player_gender, select, f {elle} other {lui}}.',
		'small.step.big':
			'{player} remplit {area_the} et prend le {position, selectordinal, one {1ᵉʳ} other {#ᵉ}} marqueur : {points, plural, one {# point} other {# points}}. Cette case est mauve : un décompte général aura lieu, mais seulement quand {player} aura fini tout son tour.',
		'small.step.migrate':
			'Toujours pendant son tour, {player} déplace un pion dans la dernière case libre {area_of}. Un déplacement remplit un territoire aussi bien qu’une pose : {position, selectordinal, one {1ᵉʳ} other {#ᵉ}} marqueur, {points, plural, one {# point} other {# points}}. La case qu’{player_gender, select, f {elle} other {il}} quitte se libère, mais son territoire garde son marqueur.',
		'small.step.again':
			'{player} remplit à nouveau {area_the}. Ce territoire a déjà son marqueur : un territoire n’est décompté qu’une fois, rien ne se passe.',
		'small.step.last':
			'{player} remplit {area_the} et prend le 11ᵉ et dernier marqueur ({points, plural, one {# point} other {# points}}). Case mauve : à 3 joueurs ou plus, la partie se termine à la fin de son tour, par le décompte général final. À 2 joueurs, elle continuerait : seul le dernier pion posé de la réserve y met fin.',
		'small.try.intro':
			'Cliquez sur une case libre pour y poser un pion du joueur choisi, ou sur un pion pour le retirer (comme après une épidémie ou un déplacement). Au clavier, déplacez-vous avec les flèches puis appuyez sur Entrée.',
		'small.try.who': 'Qui pose :',
		'small.try.whoButton': 'Pose par {player} (pion {letter})',
		'small.try.players': 'Joueurs :',
		'small.try.playersButton': '{n, plural, one {# joueur} other {# joueurs}}',
		'small.try.values': 'Valeurs imprimées sur votre échelle (11 nombres de 3 à 5)',
		'small.try.valuesHelp': 'Par défaut, des valeurs d’exemple inventées. Saisissez celles de votre plateau avant de remplir le premier territoire.',
		'small.try.apply': 'Utiliser ces valeurs',
		'small.try.restart': 'Recommencer',
		'small.try.trackSet': 'Échelle mise à jour : {values}.',
		'small.try.notFull': '{player} pose un pion dans {area_the} : il y reste {free, plural, one {# case libre} other {# cases libres}}, pas de décompte.',
		'small.try.removed': 'Le pion {player_of} quitte {area_the}.',
		'small.try.removedScored': 'Le pion {player_of} quitte {area_the} ; le territoire garde son marqueur et ne sera plus décompté.',
		'small.try.noMarker': '{player} remplit {area_the}, mais il n’y a plus de marqueur : pas de point.',
		'small.try.over': 'La partie est terminée (11ᵉ marqueur, 3 joueurs ou plus). Recommencez pour rejouer.',
		'small.caption': 'Plateau et valeurs de l’échelle d’exemple : la carte du jeu et les nombres imprimés sur votre échelle ne sont pas reproduits ici.',
		'track.invalid': 'Il faut exactement 11 nombres entiers, chacun de 3 à 5, séparés par des virgules.',
		'track.locked': 'Les valeurs se saisissent avant le premier décompte d’un territoire ; recommencez pour les changer.',
		'small.noSuchCell': 'Cette case n’existe pas sur le plateau.',
		'small.noSuchPlayer': 'Le joueur {player} ne joue pas dans cette partie.',
		'small.spaceTaken': 'Cette case porte déjà un pion : une case n’en porte qu’un.',
		'small.emptyCell': 'Il n’y a pas de pion sur cette case.',
		'small.cannotReach':
			'Ce pion ne peut pas atteindre cette case : un déplacement fait un pas vers une case libre voisine, ou passe par-dessus ses propres pions.',
		'small.gameOver': 'La partie est finie : le 11ᵉ marqueur a été pris (à 3 joueurs ou plus).',
	},
	en: {
		'scoring.area': 'Area',
		'scoring.herds': 'Herds',
		'scoring.adaptations': 'Adaptation tiles',
		'scoring.abilities': 'Ability cards',
		'scoring.food': 'Food',
		'rule.scoring.small-scoring': 'small scoring',
		'rule.scoring.territory-track': 'the small-scoring track',
		'rule.scoring.big-scoring-triggers': 'when a big scoring happens',
		'rule.scoring.big-scoring-order': 'big scoring order',
		'rule.scoring.areas': 'scoring the areas',
		'rule.scoring.herds': 'scoring the herds',
		'rule.scoring.adaptations': 'the 4-and-2-point categories',
		'rule.scoring.ties': 'ties',
		'rule.end-and-variants.last-marker': 'game end by the last marker',

		'sc.pieces': '{player} {n}',
		'sc.area.empty': 'Nobody has a piece here, so nobody scores.',
		'sc.area.monopoly':
			'{player} is alone with {pieces, plural, one {# piece} other {# pieces}} on {spaces, plural, one {# space} other {# spaces}}, and there is room left: small monopoly, 4 points.',
		'sc.area.monopolyFull': '{player} is alone and fills {spaces, plural, one {the only space} other {all # spaces}}: big monopoly, 5 points.',
		'sc.area.rank':
			'{player} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {pieces, plural, one {# piece} other {# pieces}}: {points, plural, one {# point} other {# points}}.',
		'sc.area.beyond':
			'{player} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {pieces, plural, one {# piece} other {# pieces}}: beyond 3rd place, nothing.',
		'sc.area.tie':
			'{players} {players_number, select, pl {tie} other {ties}} for {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {pieces, plural, one {# piece} other {# pieces}} each: they take the next place’s points ({paid, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}), {points, plural, =0 {which are worth nothing} one {# point each} other {# points each}}.',
		'sc.herd.rank':
			'{player}’s herd ({size, plural, one {# piece} other {# pieces}}) is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}: {points, plural, one {# point} other {# points}}.',
		'sc.herd.own':
			'{player} has {count, plural, one {one herd of {size}, which takes} =2 {two herds of {size}, which do not compete: each takes} =3 {three herds of {size}, which do not compete: each takes} other {# herds of {size}, which do not compete: each takes}} {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place’s points ({points, plural, one {# point} other {# points}}){count, plural, one { and uses up one place} =2 {, and together the herds use up two places} =3 {, and together the herds use up three places} other {, and together the herds use up # places}} in the ranking.',
		'sc.herd.tie':
			'{players} {players_number, select, pl {each have} other {has}} a herd of {size}, tied for {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}: {players_number, select, pl {each takes} other {it takes}} the next place’s points ({paid, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}), {points, plural, =0 {which are worth nothing} one {# point} other {# points}}.',
		'sc.herd.beyond':
			'{player}’s herd ({size, plural, one {# piece} other {# pieces}}) comes {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, below the five places that score: it scores nothing, nor do smaller herds.',
		'sc.herd.rest': 'Smaller herds score nothing.',
		'sc.herd.none': 'No herds.',
		'sc.most.rank': '{player} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {n}: {points, plural, one {# point} other {# points}}.',
		'sc.most.beyond': '{player} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {n}: only the top two places score.',
		'sc.most.tie':
			'{players} {players_number, select, pl {tie} other {ties}} for {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {n} each: they take the next place’s points ({paid, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}), {points, plural, =0 {which are worth nothing} one {# point each} other {# points each}}.',
		'sc.most.zero': '{players} {players_number, select, pl {have none} other {has none}}: no rank and no points (our reading).',
		'sc.most.none': 'Nobody has anything in this category.',
		'sc.rankReading': 'That rank after a tie is our reading.',

		'big.title': 'The rulebook’s big-scoring example, line by line',
		'big.step.start':
			'Four players, those of the rulebook’s example: Anna, Bruno, Chloé and David, pieces A to D (their colours in the rulebook are given under the example). Areas are scored in the French rulebook’s order (savanna, mountain, steppe, desert, water, forest), then the herds; within each terrain, the small area before the large one, an order that changes no points.',
		'big.step.area': 'The {area} ({spaces, plural, one {# space} other {# spaces}}). Pieces: {counts}. {why}',
		'big.step.herds': 'Last come the herds. {why}',
		'big.step.total':
			'Total: {totals}, the numbers printed in the rulebook. This example stops at areas and herds; in a real game you would go on with adaptation tiles, ability cards and food. Note: the French table prints Anna’s “3+3” on the 3rd-herd row, but the text (like the value, 3 points) gives 4th place.',
		'big.nobody': 'none',
		'big.table.caption': 'Points scored, line after line',
		'big.now.caption': 'The line just scored, and the totals',
		'big.table.line': 'Line',
		'big.table.herds': 'Herds',
		'big.table.total': 'Total',
		'big.table.pending': 'not scored yet',
		'big.table.current': 'current line',
		'big.caption':
			'Reconstruction: the rulebook gives each line’s points and the herd sizes (11 for Blue and Green, here Chloé and Bruno; 9 for Brown, here David; two equal herds for Orange, here Anna), not where the pieces stand. We placed them on our example board (not the game’s board) so that those points come out; Anna’s herds have 4 pieces here. In the large forest, where three players tie first, David has no piece: the rulebook does not say whether he has any, and with one he would be 4th or 3rd depending on how ties are read.',
		'big.finished': 'The scoring is over: restart to see it again.',
		'big.legend': 'The area being scored is outlined on the board.',

		'ties.title': 'Exploring ties',
		'ties.area.title': 'One area',
		'ties.herds.title': 'Herds',
		'ties.most.title': 'A 4-and-2-point category (adaptations, abilities or food)',
		'ties.spaces': 'Spaces in the area',
		'ties.spacesIs': 'Spaces in the area:',
		'ties.pieces': 'Pieces',
		'ties.herdsLabel': 'Herd sizes',
		'ties.herdsHelp': 'Separate sizes with commas, for example 6, 6. Leave empty if the player has no herd.',
		'ties.value': 'Count',
		'ties.points': 'Points',
		'ties.player': 'Player',
		'ties.inputLabel': '{what}, {player}',
		'ties.presets': 'Examples:',
		'ties.try.intro': 'Change the numbers (confirm with Tab or Enter): ranks and points are worked out by the site’s rules, with a sentence for each tie.',
		'ties.try.changed': 'Recomputed. {summary}',
		'ties.try.summary': 'Area: {area}. Herds: {herds}. Category: {most}.',
		'ties.try.reset': 'Back to the first example',
		'ties.caption':
			'The examples follow the cases the rules text puts in numbers; two of them also show our reading, and say so (three players tied first, a 4-and-2-point category). The players are Anna, Bruno, Chloé and David (letters A to D).',
		'ties.preset.area-tie-first': 'Area: tie for 1st',
		'ties.preset.area-tie-second': 'Area: tie for 2nd',
		'ties.preset.area-tie-third': 'Area: tie for 3rd',
		'ties.preset.area-three-first': 'Area: three tied for 1st',
		'ties.preset.area-monopoly': 'Area: small monopoly',
		'ties.preset.area-monopoly-full': 'Area: big monopoly',
		'ties.preset.herds-example': 'Herds: the rulebook’s example',
		'ties.preset.herds-own-two': 'Herds: your two largest',
		'ties.preset.herds-own-two-tied': 'Herds: your two largest and an equal one',
		'ties.preset.herds-second-fourth': 'Herds: 2nd and 4th',
		'ties.preset.herds-three-fourth': 'Herds: three tied for 4th',
		'ties.preset.most-tie-first': '4-and-2-point category: tie for 1st',
		'ties.preset.most-tie-second': '4-and-2-point category: tie for 2nd',
		'ties.step.area-tie-first':
			'Two players tied at the top of an area do not share 3 points: each takes 2nd place’s 2 points. The next player is 3rd (two players are ahead): 1 point.',
		'ties.step.area-tie-second': 'Anna leads alone: 3 points. Bruno and David tie behind her: they take 3rd place’s points, 1 each.',
		'ties.step.area-tie-third':
			'This is the big example’s savanna: a tie for 3rd takes 4th place’s points, and there are none. Chloé and David score nothing although they are there.',
		'ties.step.area-three-first':
			'Three players tied at the top each take 2nd place’s 2 points, as in the big example’s large forest. Here David follows them with 1 piece. In our reading (a league-table ranking) he is 4th, with three players ahead of him, and scores nothing. Read literally, the English translation (“subsequent ranks drop one level”) would make him 3rd: 1 point.',
		'ties.step.area-monopoly': 'Only one player present: a monopoly. Spaces are still free, so it is a small monopoly: 4 points.',
		'ties.step.area-monopoly-full': 'Alone, and every space is theirs: big monopoly, 5 points.',
		'ties.step.herds-example':
			'The big example’s herds: Bruno and Chloé tie for the largest (7 each), David is 3rd (5), then Anna’s two herds of 4, which do not compete with each other (3 + 3) and take places 4 and 5.',
		'ties.step.herds-own-two':
			'Your two herds are the largest and the same size: you do not compete with yourself, 10 + 10 = 20. The next herd, Bruno’s, is 3rd: 5 points.',
		'ties.step.herds-own-two-tied':
			'The same, but Bruno also has a herd that size: now it is a tie between players. All three herds take 2nd place’s points: 7 + 7 = 14 for Anna, 7 for Bruno.',
		'ties.step.herds-second-fourth': 'A player can score for several herds: Anna has the 2nd and 4th largest, 7 + 3 = 10.',
		'ties.step.herds-three-fourth': 'As in the example, but Chloé also has a herd of 4: three herds tie for 4th and take 5th place’s points, 1 each.',
		'ties.step.most-tie-first':
			'In these categories, two players tied at the top score 2 each, as the rules say. In our reading nobody then takes 2nd place: Chloé is 3rd and scores nothing. With nothing in the category, like David, you score nothing: that is our reading too, the one a note in the English translation assumes.',
		'ties.step.most-tie-second': 'Anna leads: 4 points. Bruno and Chloé tie for 2nd, so they take 3rd place’s points, which are worth nothing: 0 each.',
		'ties.badSpaces': '“{value}” will not do: an area has 1 to {max, plural, one {# space} other {# spaces}} here (a whole number).',
		'ties.badCount': '“{value}” will not do: enter a whole number of pieces (0 or more).',
		'ties.tooManyPieces':
			'That would be {pieces, plural, one {# piece} other {# pieces}} on {spaces, plural, one {# space} other {# spaces}}: a space holds one piece, so an area cannot hold more pieces than it has spaces.',
		'ties.badHerds':
			'“{value}” will not do: give at most {max, plural, one {one herd size} other {# herd sizes}}, whole numbers of at least 1, separated by commas.',
		'ties.badMost': '“{value}” will not do: enter a whole number from 0 to {max}.',
		'ties.noSuchPlayer': 'Player {player} is not in this example.',
		'ties.noSuchPreset': 'That example does not exist.',

		'small.title': 'Small scoring and the small-scoring track',
		'small.track.title': 'Small-scoring track (example values, unless you entered yours)',
		'small.track.space': 'Space {n}: {value} points',
		'small.track.big': 'purple space: big scoring',
		'small.track.taken': 'marker taken',
		'small.track.here': 'marker in place',
		'small.track.left': 'Markers left: {left} of 11.',
		'small.scores.caption': 'Points from small scoring',
		'small.scores.player': 'Player',
		'small.scores.points': 'Points',
		'small.step.start':
			'On this example board every area is full but for one space (outlined). The 11 area markers cover the small-scoring track. As soon as a piece arrives on an area’s last free space, that player takes the leftmost marker, scores the number it uncovers and puts the marker in the area.',
		'small.step.scored':
			'{player} fills the last space of {area_the}. {player_gender, select, f {She} other {He}} takes the {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} marker and uncovers a {points}: {points, plural, one {# point} other {# points}} for {player_gender, select, f {her} other {him}}. The marker stays in the area as a reminder that it has been scored.',
		/** The same event after the first (the widget picks this form). */
		'small.step.scoredNext':
			'{player} fills {area_the}: {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} marker, {points, plural, one {# point} other {# points}} for {player_gender, select, f {her} other {him}}.',
		'small.step.big':
			'{player} fills {area_the} and takes the {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} marker: {points, plural, one {# point} other {# points}}. That space is purple: a big scoring will happen, but only once {player} has finished {player_gender, select, f {her} other {his}} whole turn.',
		'small.step.migrate':
			'Still in {player_gender, select, f {her} other {his}} turn, {player} moves a piece onto the last free space of {area_the}. Migrating fills an area just as placing does: {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} marker, {points, plural, one {# point} other {# points}}. The space the piece leaves becomes free, but its area keeps its marker.',
		'small.step.again': '{player} fills {area_the} again. That area already has its marker: an area is scored only once, so nothing happens.',
		'small.step.last':
			'{player} fills {area_the} and takes the 11th and last marker ({points, plural, one {# point} other {# points}}). Purple space: with 3 or more players the game ends after {player_gender, select, f {her} other {his}} turn, with the final big scoring. With 2 players it would go on: only placing the last piece of a reserve ends it.',
		'small.try.intro':
			'Click a free space to put one of the chosen player’s pieces there, or click a piece to take it off (as after an Epidemic or a migration). From the keyboard, move with the arrow keys and press Enter.',
		'small.try.who': 'Who places:',
		'small.try.whoButton': 'Placed by {player} (piece {letter})',
		'small.try.players': 'Players:',
		'small.try.playersButton': '{n, plural, one {# player} other {# players}}',
		'small.try.values': 'Values printed on your track (11 numbers from 3 to 5)',
		'small.try.valuesHelp': 'By default, made-up example values. Enter your board’s before filling the first area.',
		'small.try.apply': 'Use these values',
		'small.try.restart': 'Restart',
		'small.try.trackSet': 'Track updated: {values}.',
		'small.try.notFull': '{player} places a piece in {area_the}: {free, plural, one {# space is} other {# spaces are}} still free, no scoring.',
		'small.try.removed': '{player}’s piece leaves {area_the}.',
		'small.try.removedScored': '{player}’s piece leaves {area_the}; the area keeps its marker and will not be scored again.',
		'small.try.noMarker': '{player} fills {area_the}, but no marker is left: no points.',
		'small.try.over': 'The game is over (11th marker, 3 or more players). Restart to play again.',
		'small.caption': 'Example board and example track values: the game’s map and the numbers printed on your track are not reproduced here.',
		'track.invalid': 'Enter exactly 11 whole numbers, each from 3 to 5, separated by commas.',
		'track.locked': 'Values are entered before the first small scoring; restart to change them.',
		'small.noSuchCell': 'That space is not on the board.',
		'small.noSuchPlayer': 'Player {player} is not in this game.',
		'small.spaceTaken': 'That space already holds a piece: a space holds only one.',
		'small.emptyCell': 'There is no piece on that space.',
		'small.cannotReach': 'That piece cannot reach that space: a migration steps to a free neighbouring space, or over the player’s own pieces.',
		'small.gameOver': 'The game is over: the 11th marker was taken (3 or more players).',
	},
});
