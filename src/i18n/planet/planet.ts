import { mirror } from '../source';

/**
 * The planet widget (a two-player game seen from your side: choose a tile, turn it, place it;
 * the tiles left over build the stacks of rounds 11 and 12) and the regions explorer.
 */
export const PLANET = /* @__PURE__ */ mirror({
	fr: {
		'planet.title': 'Votre planète : choisir une tuile, la tourner, la poser',
		'planet.display': 'Les tuiles à choisir, tour {round}',
		'planet.tile': 'Tuile {tile} : {terrains}',
		'planet.tileTurned': 'Tuile {tile}, tournée de {r, plural, one {# cran} other {# crans}} : {terrains}',
		'planet.none': 'aucune',
		'planet.step.start':
			'Tour 1, à deux joueurs : vous et {rival}. Vous avez le jeton Premier joueur. Votre cœur de planète est vide ; les cinq tuiles de la première pile sont retournées, et vous choisissez en premier.',
		'planet.step.select': 'Vous prenez la tuile {tile} : {terrains}.',
		'planet.step.rotate':
			'Avant de la poser, vous la tournez d’un cran. La règle ne fixe aucun sens : une tuile peut se poser dans chacune de ses cinq positions (notre lecture).',
		'planet.step.taken': 'Sur la face {face} ? Refusé : elle porte déjà une tuile.',
		'planet.step.place': 'Vous la posez sur la face {face}, qui était libre. {rest}',
		'planet.step.focus':
			'Les régions {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} : {list}. Sur les parcelles, les chiffres numérotent ces régions, de la plus grande à la plus petite.',
		'planet.step.grow':
			'Vous la posez sur la face {face}. Deux parcelles de forêt qui partagent un côté sont dans la même région, même sur deux tuiles (notre lecture : une simple pointe ne suffit pas). Vos forêts forment maintenant {list}.',
		'planet.step.end': 'Et ainsi de suite jusqu’au 12ᵉ tour, qui couvre la dernière des douze faces. En mode « À vous de jouer », posez vos propres tuiles.',
		'planet.after.rival': '{rival} prend ensuite une tuile.',
		'planet.round.you':
			'Tour {round} : le jeton Premier joueur vous revient ; {count, plural, one {une tuile est retournée} =2 {deux tuiles sont retournées} =3 {trois tuiles sont retournées} =4 {quatre tuiles sont retournées} =5 {cinq tuiles sont retournées} other {# tuiles sont retournées}}, et vous choisissez en premier.',
		'planet.round.rival':
			'Tour {round} : {rival} a le jeton Premier joueur et a déjà pris sa tuile ; vous choisissez parmi {count, plural, one {la dernière} =2 {les deux qui restent} =3 {les trois qui restent} =4 {les quatre qui restent} other {les # qui restent}}.',
		'planet.caption': 'Les faces sont numérotées de 1 à 12 ; le patron à plat montre les 12 faces à la fois.',
		'planet.try.intro':
			'Vous jouez à deux contre {rival}, qui prend toujours la dernière tuile de la rangée. Choisissez une tuile, tournez-la si vous voulez, puis choisissez une face libre sur le patron (ou cliquez-la sur la planète). Les tuiles restantes forment les piles des tours 11 et 12.',
		'planet.try.turnLeft': 'Tourner la tuile vers la gauche',
		'planet.try.turnRight': 'Tourner la tuile vers la droite',
		'planet.try.selected': 'Tuile {tile} choisie : {terrains}.',
		'planet.try.turned': 'Tuile tournée : {terrains}.',
		'planet.try.placed': 'Tuile posée sur la face {face}. {rest}',
		'planet.try.full': 'Les 12 faces sont couvertes : votre planète est finie.',
		'planet.try.restart': 'Recommencer',
		'planet.try.focus': 'Régions montrées',
		'regions.title': 'Les régions d’une planète, milieu par milieu',
		'regions.step.start':
			'La planète de Céline à la fin de la partie (planète d’exemple). Une région, ce sont des parcelles d’un même milieu reliées par leurs côtés (notre lecture : une simple pointe ne les relie pas) ; choisissez un milieu pour voir les siennes.',
		'regions.step.pick':
			'Les régions {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} : {list}. Le tableau dit ce que touche chacune.',
		'regions.table': 'Régions {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}}',
		'regions.col.n': 'Région',
		'regions.col.size': 'Parcelles',
		'regions.col.touches': 'Touche',
		'regions.none':
			'Aucune région {terrain, select, ocean {d’océan} forest {de forêt} desert {de désert} mountain {de montagne} other {de glacier}} sur cette planète.',
	},
	en: {
		'planet.title': 'Your planet: choose a tile, turn it, place it',
		'planet.display': 'The tiles to choose from, round {round}',
		'planet.tile': 'Tile {tile}: {terrains}',
		'planet.tileTurned': 'Tile {tile}, turned {r, plural, one {# notch} other {# notches}}: {terrains}',
		'planet.none': 'none',
		'planet.step.start':
			'Round 1, two players: you and {rival}. You hold the first-player token. Your planet core is empty; the five tiles of the first stack are turned face up, and you choose first.',
		'planet.step.select': 'You take tile {tile}: {terrains}.',
		'planet.step.rotate':
			'Before placing it, you turn it one notch. The rulebook sets no direction, so a tile can go down in any of its five positions (our reading).',
		'planet.step.taken': 'On face {face}? Refused: it already holds a tile.',
		'planet.step.place': 'You place it on face {face}, which was free. {rest}',
		'planet.step.focus':
			'The {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} regions: {list}. The numbers on the areas number these regions, largest first.',
		'planet.step.grow':
			'You place it on face {face}. Two forest areas that share a side are in the same region, even on two tiles (our reading: a mere corner is not enough). Your forests now make {list}.',
		'planet.step.end': 'And so on for 12 rounds, until all 12 faces are covered. In “Try it” mode, place your own tiles.',
		'planet.after.rival': '{rival} then takes a tile.',
		'planet.round.you':
			'Round {round}: the first-player token comes back to you; {count, plural, one {one tile is} =4 {four tiles are} =5 {five tiles are} other {# tiles are}} turned face up, and you choose first.',
		'planet.round.rival':
			'Round {round}: {rival} holds the first-player token and has already taken {rival_gender, select, f {her} other {his}} tile; you choose from {count, plural, one {the last one} other {the # left}}.',
		'planet.caption': 'Faces are numbered 1 to 12; the flat net shows all 12 faces at once.',
		'planet.try.intro':
			'You play a two-player game against {rival}, who always takes the last tile in the row. Choose a tile, turn it if you like, then choose a free face on the net (or click it on the planet). The tiles left over build the stacks for rounds 11 and 12.',
		'planet.try.turnLeft': 'Turn the tile left',
		'planet.try.turnRight': 'Turn the tile right',
		'planet.try.selected': 'Tile {tile} chosen: {terrains}.',
		'planet.try.turned': 'Tile turned: {terrains}.',
		'planet.try.placed': 'Tile placed on face {face}. {rest}',
		'planet.try.full': 'All 12 faces are covered: your planet is finished.',
		'planet.try.restart': 'Start again',
		'planet.try.focus': 'Regions shown',
		'regions.title': 'A planet’s regions, terrain by terrain',
		'regions.step.start':
			'Céline’s planet at the end of the game (a teaching planet). A region is a group of areas of one terrain joined by their sides (our reading: a mere corner does not join them); choose a terrain to see its regions.',
		'regions.step.pick':
			'The {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} regions: {list}. The table says what each one touches.',
		'regions.table': '{terrain, select, ocean {Ocean} forest {Forest} desert {Desert} mountain {Mountain} other {Glacier}} regions',
		'regions.col.n': 'Region',
		'regions.col.size': 'Areas',
		'regions.col.touches': 'Touches',
		'regions.none': 'No {terrain, select, ocean {ocean} forest {forest} desert {desert} mountain {mountain} other {glacier}} region on this planet.',
	},
});
