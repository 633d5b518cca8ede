import { mirror } from '../source';

/** The final-scoring widget (Mia’s 134), the families explorer and the weather explorer. */
export const SCORING = /* @__PURE__ */ mirror({
	fr: {
		'cat.weather': 'Météo',
		'cat.waterfalls': 'Chutes d’eau',
		'cat.mountains': 'Montagnes',
		'cat.prairie': 'Prairie',
		'cat.forest': 'Forêt',
		'cat.river': 'Rivière',
		'cat.geysers': 'Geysers',
		'cat.goat': 'Chèvres',
		'cat.bear': 'Ours',
		'cat.wolf': 'Loups',
		'cat.moose': 'Élans',
		'cat.eagle': 'Aigles',
		'cat.bison': 'Bisons',
		'family.short': '{animals} × {water} = {points}',
		'family.sun': '({animals} + 1 Soleil) × {water} = {points}',
		'final.title': 'Le décompte final de Mia, catégorie par catégorie',
		'final.caption':
			'Les 134 points de Mia, l’exemple du livret, rebâtis sur le parc d’exemple : chaque catégorie rapporte ce que donne le livret, mais la disposition est la nôtre. Les scores de Lin, Sam et Zoé, qui servent aux départages, sont inventés.',
		'final.step.start': 'Fin de la 5ᵉ manche : les 35 jetons de Mia sont posés. La marmotte va sur la première catégorie du plateau Action, la météo.',
		'final.step.weather':
			'La météo d’abord. L’averse chasse les chèvres, les bisons et les points d’eau : {n, plural, one {le jeton voisin qui montre des bisons se retourne} =2 {les deux jetons voisins qui montrent des bisons se retournent} =3 {les trois jetons voisins qui montrent des bisons se retournent} =4 {les quatre jetons voisins qui montrent des bisons se retournent} other {les # jetons voisins qui montrent des bisons se retournent}} face cachée ; les ours voisins restent face visible. Le livret parle de deux bisons ; notre reconstitution en retourne quatre, pour qu’il reste quatre familles de 2 avec nos 12 bisons d’exemple. Les autres jetons Météo n’ont à côté d’eux rien de ce qu’ils chassent.',
		'final.step.waterfalls':
			'Chutes d’eau : {covered, plural, =0 {aucune case n’est couverte} one {la seule case est couverte} other {les # cases sont couvertes}} et aucune ne reste visible, donc {points, plural, one {# point} other {# points}}.',
		'final.step.mountains':
			'Montagnes : {total, plural, =0 {aucune case n’est couverte} one {la seule case est couverte} other {les # cases sont couvertes}}, donc {points, plural, one {# point} other {# points}}.',
		'final.step.prairie':
			'Prairie : {covered, plural, one {# case couverte} other {# cases couvertes}} sur {total} seulement. Il faut toutes les couvrir, donc aucun point. Les deux jetons retournés sont en prairie : qu’ils couvrent encore leur case ou non, le résultat ne change pas.',
		'final.step.forest':
			'Forêt : {total, plural, =0 {aucune case n’est couverte} one {la seule case est couverte} other {les # cases sont couvertes}}, donc {points, plural, one {# point} other {# points}}.',
		'final.step.river': 'Rivière : {covered, plural, one {# case couverte} other {# cases couvertes}} sur {total} ; il en reste une visible, donc aucun point.',
		'final.step.geysers':
			'Geysers : {n, plural, =0 {aucun geyser n’est entièrement entouré} one {un geyser sur {total, plural, =3 {trois} =4 {quatre} =5 {cinq} other {#}} est entièrement entouré} =2 {deux geysers sur {total, plural, =3 {trois} =4 {quatre} =5 {cinq} other {#}} sont entièrement entourés} =3 {trois geysers sur {total, plural, =3 {trois} =4 {quatre} =5 {cinq} other {#}} sont entièrement entourés} other {# geysers sur {total, plural, =3 {trois} =4 {quatre} =5 {cinq} other {#}} sont entièrement entourés}}. À 4 points chacun, cela fait {points, plural, one {# point} other {# points}}.',
		'final.step.goat': 'Chèvres : deux familles, {families}. Seule la meilleure compte, donc {points, plural, one {# point} other {# points}}.',
		'final.step.bear': 'Ours : {families}. L’ours seul sans eau ne vaut rien ; la grande famille rapporte {points, plural, one {# point} other {# points}}.',
		'final.step.wolf':
			'Loups : {families}. Une famille sans point d’eau ne vaut rien ; la meilleure rapporte {points, plural, one {# point} other {# points}}.',
		'final.step.moose':
			'Élans : les douze dans une seule famille, {best}, soit {points, plural, one {# point} other {# points}}. Le livret y voit le maximum ; nous y voyons le maximum sans Soleil (notre lecture).',
		'final.step.eagle': 'Aigles : la grande famille, {best}, rapporte {points, plural, one {# point} other {# points}} ; les petites n’ont pas d’eau.',
		'final.step.bison':
			'Bisons : après l’averse restent quatre familles de 2, {families}. Une de celles qui ont de l’eau compte : {points, plural, one {# point} other {# points}}.',
		'final.step.ties':
			'Total : {total, plural, one {# point} other {# points}}. Départages (chiffres inventés) : Lin fait aussi 134 mais a couvert plus de cases Rivière ({linRiver} contre {river}), elle passe donc devant ; Sam et Zoé sont à égalité sur les trois critères et partagent la 3ᵉ place.',
		'final.pad': 'Bloc-notes de Mia',
		'final.pad.line': 'Catégorie',
		'final.pad.total': 'Total',
		'final.pad.current': 'catégorie en cours',
		'final.pad.pending': 'pas encore comptée',
		'final.families':
			'{species, select, eagle {Familles d’aigles} moose {Familles d’élans} goat {Familles de chèvres} bear {Familles d’ours} bison {Familles de bisons} wolf {Familles de loups} other {Familles}}',
		'final.families.best': 'celle qui compte',
		'final.families.none': 'Aucune famille.',
		'final.places': 'Classement',
		'final.places.place': 'Place',
		'final.places.total': 'Points',
		'final.places.river': 'Cases Rivière couvertes',
		'final.places.flipped': 'Jetons retournés',
		'final.places.shared': '{n, selectordinal, one {#ʳᵉ} other {#ᵉ}} ex æquo',
		'final.places.nth': '{n, selectordinal, one {#ʳᵉ} other {#ᵉ}}',
		'final.marmot': 'Marmotte sur la catégorie {cat}',
		'families.title': 'Les familles d’une espèce',
		'families.caption': 'Mini-parc d’exemple : jetons et disposition inventés pour l’exemple.',
		'families.step.start': 'Les loups de ce parc : deux familles, chacune faite de cases voisines qui montrent au moins un loup.',
		'families.step.water': 'Les points d’eau multiplient : chaque famille vaut ses animaux × ses points d’eau. La meilleure, {best}, est la seule qui compte.',
		'families.step.flip':
			'Un jeton retourné ne montre plus rien : la grande famille se coupe en deux, et la meilleure ne vaut plus que {points, plural, one {# point} other {# points}}.',
		'families.step.sun': 'Le Soleil posé à côté d’une famille lui ajoute un animal, et nous l’ajoutons avant de multiplier (notre lecture) : {best}.',
		'families.species': 'Espèce',
		'families.list':
			'{species, select, eagle {Familles d’aigles} moose {Familles d’élans} goat {Familles de chèvres} bear {Familles d’ours} bison {Familles de bisons} wolf {Familles de loups} other {Familles}}',
		'families.scores': 'La meilleure famille vaut {points, plural, one {# point} other {# points}}.',
		'families.try.intro':
			'Choisissez une espèce, puis touchez une case : un jeton tiré au hasard du jeu d’exemple s’y pose. Touchez un jeton pour le retourner, puis encore pour l’enlever.',
		'families.try.placed': 'Jeton posé : {tile}.',
		'families.try.flipped': 'Jeton retourné : il ne compte plus.',
		'families.try.removed': 'Jeton enlevé.',
		'families.try.notLandscape': 'Les jetons vont sur les cases Paysage seulement.',
		'families.try.sun': 'Soleil sur la case Météo',
		'families.try.restart': 'Recommencer',
		'families.try.sunMoved': 'Le Soleil a bougé : la meilleure famille vaut {points, plural, one {# point} other {# points}}.',
		'weather.title': 'Ce que chasse chaque jeton Météo',
		'weather.caption': 'Mini-parc d’exemple : jetons et disposition inventés pour l’exemple.',
		'weather.step.start':
			'Six jetons Animal autour d’une case Météo. À la fin de la partie, un jeton Météo retourne les jetons voisins qui montrent ce qu’il chasse.',
		'weather.step.token':
			'{weather} : {flipped, plural, =0 {aucun voisin ne se retourne} one {un seul voisin se retourne} =2 {deux voisins se retournent} =3 {trois voisins se retournent} =4 {quatre voisins se retournent} =5 {cinq voisins se retournent} =6 {les six voisins se retournent} other {# voisins se retournent}}. {reasons}',
		'weather.reason': 'Le jeton à {tile} montre {why}.',
		'weather.why':
			'{what, select, count {{n, plural, one {exactement un animal} =2 {exactement deux animaux} =3 {exactement trois animaux} other {exactement # animaux}}} water {un point d’eau} eagle {un aigle} moose {un élan} goat {une chèvre} bear {un ours} bison {un bison} wolf {un loup} other {{what}}}',
		'weather.hurricaneNote': 'L’ouragan chasse aussi les points d’eau : c’est notre lecture d’une phrase du livret qui ne dit que « point ».',
		'weather.none': 'Rien à retourner.',
		'weather.sunNote': 'Le Soleil ne retourne rien : il ajoute un animal à chaque famille voisine.',
		'weather.try.intro':
			'Choisissez un jeton Météo et une case Météo : les jetons voisins qui se retournent sont marqués, avec la raison. Chaque jeton n’existe qu’une fois par parc : le reposer ailleurs le déplace.',
		'weather.try.token': 'Jeton Météo',
		'weather.try.space': 'Case Météo',
		'weather.flips': 'Voisins retournés',
		'weather.keeps': 'Voisins qui restent',
	},
	en: {
		'cat.weather': 'Weather',
		'cat.waterfalls': 'Waterfalls',
		'cat.mountains': 'Mountains',
		'cat.prairie': 'Prairie',
		'cat.forest': 'Forest',
		'cat.river': 'River',
		'cat.geysers': 'Geysers',
		'cat.goat': 'Goats',
		'cat.bear': 'Bears',
		'cat.wolf': 'Wolves',
		'cat.moose': 'Moose',
		'cat.eagle': 'Eagles',
		'cat.bison': 'Bison',
		'family.short': '{animals} × {water} = {points}',
		'family.sun': '({animals} + 1 Sun) × {water} = {points}',
		'final.title': 'Mia’s final scoring, category by category',
		'final.caption':
			'Mia’s 134 points, the rulebook’s example, rebuilt on the teaching park: each category scores what the rulebook gives, but the layout is ours. Lin’s, Sam’s and Zoé’s scores, used for the tie-breaks, are invented.',
		'final.step.start': 'Round 5 is over: all 35 of Mia’s tiles are placed. The marmot goes to the first category on the action board, the weather.',
		'final.step.weather':
			'Weather first. The downpour chases goats, bison and watering holes, so {n, plural, one {the neighbouring tile showing bison flips} =2 {the two neighbouring tiles showing bison flip} =3 {the three neighbouring tiles showing bison flip} other {the # neighbouring tiles showing bison flip}} face down; the bears next to it stay face up. The rulebook mentions two bison; our rebuild flips four, so that four families of 2 remain from our 12 teaching bison. The other weather tokens have nothing they chase next to them.',
		'final.step.waterfalls':
			'Waterfalls: {covered, plural, =0 {no space is covered} one {the only space is covered} other {all # spaces are covered}} and none is left showing, so {points, plural, one {# point} other {# points}}.',
		'final.step.mountains':
			'Mountains: {total, plural, =0 {no space is covered} one {the only space is covered} other {all # spaces are covered}}, so {points, plural, one {# point} other {# points}}.',
		'final.step.prairie':
			'Prairie: only {covered} of {total, plural, one {# space} other {# spaces}} covered. All must be covered, so 0 points. The two flipped tiles are on the prairie: whether a flipped tile counts as covering its space or not, the result is the same here.',
		'final.step.forest':
			'Forest: {total, plural, =0 {no space is covered} one {the only space is covered} other {all # spaces are covered}}, so {points, plural, one {# point} other {# points}}.',
		'final.step.river': 'River: {covered} of {total, plural, one {# space} other {# spaces}} covered, with one still showing, so 0 points.',
		'final.step.geysers':
			'Geysers: {n, plural, =0 {no geyser is} one {# of the {total} geysers is} other {# of the {total} geysers are}} fully surrounded. At 4 points each, that makes {points, plural, one {# point} other {# points}}.',
		'final.step.goat': 'Goats: two families, {families}. Only the best counts, so {points, plural, one {# point} other {# points}}.',
		'final.step.bear':
			'Bears: {families}. The lone bear without water is worth nothing; the big family scores {points, plural, one {# point} other {# points}}.',
		'final.step.wolf':
			'Wolves: {families}. A family without a watering hole is worth nothing; the best scores {points, plural, one {# point} other {# points}}.',
		'final.step.moose':
			'Moose: all twelve in one family, {best}, so {points, plural, one {# point} other {# points}}. The rulebook calls that the maximum; we read it as the maximum without the Sun (our reading).',
		'final.step.eagle': 'Eagles: the big family, {best}, scores {points, plural, one {# point} other {# points}}; the small ones have no water.',
		'final.step.bison':
			'Bison: after the downpour, four families of 2 are left, {families}. One of those with water counts: {points, plural, one {# point} other {# points}}.',
		'final.step.ties':
			'Total: {total, plural, one {# point} other {# points}}. Tie-breaks (invented figures): Lin also has 134 but covered more river spaces ({linRiver} to {river}), so she goes ahead; Sam and Zoé are level on all three and share 3rd place.',
		'final.pad': 'Mia’s score pad',
		'final.pad.line': 'Category',
		'final.pad.total': 'Total',
		'final.pad.current': 'category being scored',
		'final.pad.pending': 'not scored yet',
		'final.families':
			'{species, select, eagle {Eagle families} moose {Moose families} goat {Goat families} bear {Bear families} bison {Bison families} wolf {Wolf families} other {Families}}',
		'final.families.best': 'the one that counts',
		'final.families.none': 'No family.',
		'final.places': 'Final places',
		'final.places.place': 'Place',
		'final.places.total': 'Points',
		'final.places.river': 'River spaces covered',
		'final.places.flipped': 'Flipped tiles',
		'final.places.shared': '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} (shared)',
		'final.places.nth': '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
		'final.marmot': 'Marmot on the {cat} category',
		'families.title': 'The families of one species',
		'families.caption': 'Teaching mini-park: tiles and layout invented for the example.',
		'families.step.start': 'The wolves of this park: two families, each made of neighbouring spaces showing at least one wolf.',
		'families.step.water': 'Watering holes multiply: each family is worth its animals × its watering holes. The best one, {best}, is the only one that counts.',
		'families.step.flip':
			'A flipped tile shows nothing: the big family splits in two, and the best family is now worth only {points, plural, one {# point} other {# points}}.',
		'families.step.sun': 'The Sun next to a family adds one animal to it, and we add it before multiplying (our reading): {best}.',
		'families.species': 'Species',
		'families.list':
			'{species, select, eagle {Eagle families} moose {Moose families} goat {Goat families} bear {Bear families} bison {Bison families} wolf {Wolf families} other {Families}}',
		'families.scores': 'The best family is worth {points, plural, one {# point} other {# points}}.',
		'families.try.intro':
			'Pick a species, then touch a space: a random tile from the teaching set goes there. Touch a tile to flip it, and again to remove it.',
		'families.try.placed': 'Tile placed: {tile}.',
		'families.try.flipped': 'Tile flipped: it no longer counts.',
		'families.try.removed': 'Tile removed.',
		'families.try.notLandscape': 'Tiles only go on landscape spaces.',
		'families.try.sun': 'Sun on the weather space',
		'families.try.restart': 'Start again',
		'families.try.sunMoved': 'The Sun has moved: the best family is worth {points, plural, one {# point} other {# points}}.',
		'weather.title': 'What each weather token chases',
		'weather.caption': 'Teaching mini-park: tiles and layout invented for the example.',
		'weather.step.start':
			'Six animal tiles around a weather space. At the end of the game, a weather token flips the neighbouring tiles that show what it chases.',
		'weather.step.token': '{weather}: {flipped, plural, =0 {no neighbour flips} one {# neighbour flips} other {# neighbours flip}}. {reasons}',
		'weather.reason': 'The tile with {tile} shows {why}.',
		'weather.why':
			'{what, select, count {{n, plural, one {exactly # animal} other {exactly # animals}}} water {a watering hole} eagle {an eagle} moose {a moose} goat {a goat} bear {a bear} bison {a bison} wolf {a wolf} other {{what}}}',
		'weather.hurricaneNote': 'The hurricane chases watering holes too: that is our reading of a rulebook sentence that only says “point”.',
		'weather.none': 'Nothing to flip.',
		'weather.sunNote': 'The Sun flips nothing: it adds one animal to each neighbouring family.',
		'weather.try.intro':
			'Pick a weather token and a weather space: the neighbouring tiles that flip are marked, with the reason. A park has each token only once: putting it somewhere else moves it.',
		'weather.try.token': 'Weather token',
		'weather.try.space': 'Weather space',
		'weather.flips': 'Neighbours flipped',
		'weather.keeps': 'Neighbours that stay',
	},
});
