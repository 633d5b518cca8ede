import { mirror } from '../source';

/** The score sheet (issue 30): the final scoring, category by category, as a table counts it; places or the solo band. */
export const SHEET_CP = /* @__PURE__ */ mirror({
	fr: {
		'sheet.title': 'Feuille de score de Caldera Park',
		'sheet.options': 'La partie',
		'sheet.soloNote': 'Avec un seul joueur, c’est la partie solo : la feuille situe votre total sur les paliers du livret.',
		'sheet.sun': 'Le Soleil au décompte',
		'sheet.sun.ours': 'Son animal rejoint la famille, puis on multiplie par les points d’eau',
		'sheet.sun.other': 'Il ajoute 1 point au produit (l’autre lecture)',
		'sheet.categories': 'Le décompte, catégorie par catégorie',
		'sheet.legend': '{n}) {name}',
		'sheet.ask.weather': 'Les jetons Animal que la météo a retournés, pour chaque joueur.',
		'sheet.ask.landscape':
			'{cat, select, waterfalls {Les cases Chute d’eau encore visibles (il y en a 6).} mountains {Les cases Montagne encore visibles (il y en a 14).} prairie {Les cases Prairie encore visibles (il y en a 14).} forest {Les cases Forêt encore visibles (il y en a 14).} other {Les cases Rivière encore visibles, puis celles qui sont recouvertes : leur nombre départage une égalité.}}',
		'sheet.ask.geysers': 'Les geysers dont toutes les cases voisines sont recouvertes.',
		'sheet.ask.family': 'La meilleure famille de chaque joueur : ses animaux de cette espèce, ses points d’eau, et si elle touche le Soleil.',
		'sheet.cell': '{player}, {what, select, covered {recouvertes} animals {animaux} water {points d’eau} sun {touche le Soleil} other {visibles}}',
		'sheet.why.weather': '{player} : {n, plural, =0 {aucun jeton retourné} one {# jeton retourné} other {# jetons retournés}}.',
		'sheet.note.weather':
			'La météo ne rapporte aucun point. Un jeton retourné ne montre plus ni animal ni point d’eau, et le moins de jetons retournés départage une égalité. Il recouvre toujours sa case pour les paysages (notre lecture).',
		'sheet.why.landscape':
			'{player} : {visible, plural, =0 {plus aucune case visible, {points, plural, one {# point} other {# points}}} one {encore # case visible, aucun point} other {encore # cases visibles, aucun point}}.',
		'sheet.why.river':
			'{player} : {covered, plural, =0 {aucune case recouverte} one {# case recouverte} other {# cases recouvertes}}, {visible, plural, =0 {aucune encore visible, {points, plural, one {# point} other {# points}}} one {# encore visible, aucun point} other {# encore visibles, aucun point}}.',
		'sheet.why.pending': '{player} : à compter.',
		'sheet.why.geysers':
			'{player} : {n, plural, =0 {aucun geyser entouré, aucun point} one {un geyser entouré, {points, plural, one {# point} other {# points}}} other {# geysers entourés, # × {each} = {points, plural, one {# point} other {# points}}}}.',
		'sheet.why.family': '{player} : {animals} × {water} = {points, plural, one {# point} other {# points}}.',
		'sheet.why.familySun': '{player} : ({animals} + 1 pour le Soleil) × {water} = {points, plural, one {# point} other {# points}}.',
		'sheet.why.familySunAfter': '{player} : {animals} × {water} + 1 pour le Soleil = {points, plural, one {# point} other {# points}}.',
		'sheet.why.noWater': '{player} : {animals} sans point d’eau, la famille ne vaut rien.',
		'sheet.why.noFamily': '{player} : aucune famille, aucun point.',
		'sheet.table': 'Points par catégorie',
		'sheet.end': 'Le total et le classement',
		'sheet.category': 'Catégorie',
		'sheet.places': 'Classement',
		'sheet.place': 'Place',
		'sheet.winner': '{winner} gagne avec {n, plural, one {# point} other {# points}}.',
		'sheet.tie.river':
			'{a} et {b} ont {n, plural, one {# point} other {# points}} chacun : {a} passe devant avec plus de cases Rivière recouvertes ({ra} contre {rb}).',
		'sheet.tie.flipped':
			'{a} et {b} ont {n, plural, one {# point} other {# points}} et {r, plural, one {# case Rivière recouverte} other {# cases Rivière recouvertes}} chacun : {a} passe devant avec moins de jetons retournés ({fa} contre {fb}).',
		'sheet.tie.shared':
			'Égalité à {n, plural, one {# point} other {# points}} entre {tied}, avec autant de cases Rivière recouvertes et de jetons retournés : la place est partagée.',
		'sheet.notDone':
			'{solo, select, yes {Le palier s’affiche} other {Le classement s’affiche}} quand chaque paysage est compté pour chaque joueur et qu’aucune valeur n’est refusée.',
		'sheet.notCount': '« {typed} » n’est pas un nombre entier positif ou nul.',
		'sheet.tooManyVisible':
			'Le parc n’a que {max} cases {cat, select, waterfalls {Chute d’eau} mountains {Montagne} prairie {Prairie} other {Forêt}} : il ne peut pas en rester {n, plural, one {# visible} other {# visibles}}.',
		'sheet.tooManyTiles':
			'Chaque joueur n’a que {max} jetons Animal : {what, select, flipped {la météo ne peut pas en retourner {n}} other {ils ne peuvent pas recouvrir {n, plural, one {# case Rivière} other {# cases Rivière}}}}.',
		'sheet.noFamily':
			'Une famille, ce sont des cases qui montrent au moins {species, select, goat {une chèvre} bear {un ours} wolf {un loup} moose {un élan} eagle {un aigle} other {un bison}} : sans animal, ni point d’eau ni Soleil à compter.',
		'sheet.how.winner': 'le vainqueur',
		'sheet.how.flipped': 'la question de règles sur les jetons retournés',
		'sheet.how.ties': 'les égalités',
		'rule.scoring.weather-first': 'la météo d’abord',
		'rule.scoring.waterfalls': 'les chutes d’eau',
		'rule.scoring.mountains': 'les montagnes',
		'rule.scoring.prairie': 'la prairie',
		'rule.scoring.forest': 'la forêt',
		'rule.scoring.river': 'la rivière',
		'rule.scoring.geysers': 'les geysers',
		'rule.scoring.water-points': 'les points d’eau multiplient',
		'rule.scoring.families': 'ce qu’est une famille',
		'rule.setup.animal-tiles': 'les 35 jetons Animal de chaque joueur',
	},
	en: {
		'sheet.title': 'Caldera Park score sheet',
		'sheet.options': 'The game',
		'sheet.soloNote': 'With one player it is the solo game: the sheet places your total in the rulebook’s bands.',
		'sheet.sun': 'The Sun at scoring',
		'sheet.sun.ours': 'Its animal joins the family, then you multiply by the watering holes',
		'sheet.sun.other': 'It adds 1 point to the product (the other reading)',
		'sheet.categories': 'The scoring, category by category',
		'sheet.legend': '{n}) {name}',
		'sheet.ask.weather': 'The animal tiles the weather flipped, for each player.',
		'sheet.ask.landscape':
			'{cat, select, waterfalls {Waterfall spaces still showing (there are 6).} mountains {Mountain spaces still showing (there are 14).} prairie {Prairie spaces still showing (there are 14).} forest {Forest spaces still showing (there are 14).} other {River spaces still showing, then the ones covered: their number breaks a tie.}}',
		'sheet.ask.geysers': 'Geysers whose neighbouring spaces are all covered.',
		'sheet.ask.family': 'Each player’s best family: its animals of this species, its watering holes, and whether it touches the Sun.',
		'sheet.cell': '{player}, {what, select, covered {covered} animals {animals} water {watering holes} sun {touches the Sun} other {showing}}',
		'sheet.why.weather': '{player}: {n, plural, =0 {no tiles flipped} one {# tile flipped} other {# tiles flipped}}.',
		'sheet.note.weather':
			'The weather scores no points. A flipped tile shows no animal and no watering hole any more, and the fewest tiles flipped breaks a tie. It still covers its space for the landscapes (our reading).',
		'sheet.why.landscape':
			'{player}: {visible, plural, =0 {no space left showing, {points, plural, one {# point} other {# points}}} one {# space still showing, no points} other {# spaces still showing, no points}}.',
		'sheet.why.river':
			'{player}: {covered, plural, =0 {no spaces covered} one {# space covered} other {# spaces covered}}, {visible, plural, =0 {none left showing, {points, plural, one {# point} other {# points}}} one {# still showing, no points} other {# still showing, no points}}.',
		'sheet.why.pending': '{player}: still to count.',
		'sheet.why.geysers':
			'{player}: {n, plural, =0 {no geyser surrounded, no points} one {one geyser surrounded, {points, plural, one {# point} other {# points}}} other {# geysers surrounded, # × {each} = {points, plural, one {# point} other {# points}}}}.',
		'sheet.why.family': '{player}: {animals} × {water} = {points, plural, one {# point} other {# points}}.',
		'sheet.why.familySun': '{player}: ({animals} + 1 for the Sun) × {water} = {points, plural, one {# point} other {# points}}.',
		'sheet.why.familySunAfter': '{player}: {animals} × {water} + 1 for the Sun = {points, plural, one {# point} other {# points}}.',
		'sheet.why.noWater': '{player}: {animals} with no watering hole, so the family is worth nothing.',
		'sheet.why.noFamily': '{player}: no family, no points.',
		'sheet.table': 'Points by category',
		'sheet.end': 'Totals and places',
		'sheet.category': 'Category',
		'sheet.places': 'Places',
		'sheet.place': 'Place',
		'sheet.winner': '{winner} wins with {n, plural, one {# point} other {# points}}.',
		'sheet.tie.river': '{a} and {b} both have {n, plural, one {# point} other {# points}}: {a} goes ahead with more river spaces covered ({ra} to {rb}).',
		'sheet.tie.flipped':
			'{a} and {b} both have {n, plural, one {# point} other {# points}} and {r, plural, one {# river space} other {# river spaces}} covered: {a} goes ahead with fewer tiles flipped ({fa} to {fb}).',
		'sheet.tie.shared':
			'Tied on {n, plural, one {# point} other {# points}} between {tied}, with as many river spaces covered and as many tiles flipped: the place is shared.',
		'sheet.notDone': '{solo, select, yes {The band shows} other {The places show}} once every landscape is counted for every player and no value is refused.',
		'sheet.notCount': '“{typed}” is not a whole number of 0 or more.',
		'sheet.tooManyVisible':
			'A park has only {max} {cat, select, waterfalls {waterfall} mountains {mountain} prairie {prairie} other {forest}} spaces: {n} cannot still be showing.',
		'sheet.tooManyTiles':
			'Each player has only {max} animal tiles: {what, select, flipped {the weather cannot flip {n}} other {they cannot cover {n, plural, one {# river space} other {# river spaces}}}}.',
		'sheet.noFamily':
			'A family is spaces that show at least one {species, select, goat {goat} bear {bear} wolf {wolf} moose {moose} eagle {eagle} other {bison}}: with no animal, there are no watering holes and no Sun to count.',
		'sheet.how.winner': 'the winner',
		'sheet.how.flipped': 'the ruling on flipped tiles',
		'sheet.how.ties': 'ties',
		'rule.scoring.weather-first': 'weather first',
		'rule.scoring.waterfalls': 'waterfalls',
		'rule.scoring.mountains': 'mountains',
		'rule.scoring.prairie': 'the prairie',
		'rule.scoring.forest': 'the forest',
		'rule.scoring.river': 'the river',
		'rule.scoring.geysers': 'geysers',
		'rule.scoring.water-points': 'watering holes multiply',
		'rule.scoring.families': 'what a family is',
		'rule.setup.animal-tiles': 'each player’s 35 animal tiles',
	},
});
