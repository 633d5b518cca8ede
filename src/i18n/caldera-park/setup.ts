import { mirror } from '../source';

/** The set-up and solo widget. */
export const SETUP = /* @__PURE__ */ mirror({
	fr: {
		'setup.title': 'La mise en place, puis le solo',
		'setup.caption': 'Parc, jetons Animal et tirages d’exemple : le mélange est fixé pour que l’exemple se rejoue à l’identique.',
		'setup.players': 'Joueurs',
		'setup.playersButton': '{n, plural, one {# joueur (solo)} other {# joueurs}}',
		'setup.side': 'Face',
		'setup.side.caldera': 'Rivière',
		'setup.side.geysers': 'Geysers',
		'setup.step.start': 'Chacun prend sa boîte et pose son parc devant lui, côté panneau Rivière. Tout le monde s’installe en même temps, chacun pour soi.',
		'setup.step.startGeysers': 'Variante : chacun pose son parc côté panneau Geysers. Le reste s’installe comme d’habitude, sauf la météo de départ.',
		'setup.step.deal':
			'Chacun mélange ses 35 jetons Animal face cachée et en révèle 7 au-dessus de son parc : ses animaux disponibles. Les 28 autres forment la réserve.',
		'setup.step.weather':
			'Le Soleil va face visible dans une encoche ; on mélange les 9 autres jetons Météo, 5 vont face cachée dans les encoches, 4 retournent dans la boîte.',
		'setup.step.first':
			'Chacun met un de ses 6 jetons Météo disponibles, face visible, sur la case Météo de son choix : le Soleil, ou un jeton caché tiré à l’aveugle (notre lecture).',
		'setup.step.firstGeysers':
			'Au Parc des Geysers, chacun prend 2 des jetons qui retournaient dans la boîte : l’un va sur la case Météo du milieu, l’autre sur une autre case Météo au choix.',
		'setup.step.startSolo': 'Vous prenez votre boîte et posez votre parc devant vous, côté panneau Rivière.',
		'setup.step.startGeysersSolo': 'Variante : vous posez votre parc côté panneau Geysers. Le reste s’installe comme d’habitude, sauf la météo de départ.',
		'setup.step.dealSolo':
			'Vous mélangez vos 35 jetons Animal face cachée et en révélez 7 au-dessus de votre parc : vos animaux disponibles. Les 28 autres forment votre réserve.',
		'setup.step.firstSolo':
			'Vous mettez un de vos 6 jetons Météo disponibles, face visible, sur la case Météo de votre choix : le Soleil, ou un jeton caché tiré à l’aveugle (notre lecture).',
		'setup.step.firstGeysersSolo':
			'Au Parc des Geysers, vous prenez 2 des jetons qui retournaient dans la boîte : l’un va sur la case Météo du milieu, l’autre sur une autre case Météo au choix.',
		'setup.step.board':
			'Au centre, le plateau Action. Ses 7 jetons Action s’alignent face visible sur la rangée de sélection : le Point d’eau tout à droite, les six animaux dans l’ordre qu’on veut.',
		'setup.step.boardSolo': 'En solo, les 7 jetons Action forment une pile face cachée au milieu de la rangée : chaque tour, vous retournerez celui du dessus.',
		'setup.step.marmot': 'La marmotte revient au dernier joueur à s’être occupé d’un animal : ici, Mia. Le bloc-notes attend la fin de la partie.',
		'setup.step.marmotSolo': 'Seule en jeu, Mia prend la marmotte. Le bloc-notes attend la fin de la partie.',
		'setup.table': 'Ce que chacun a devant soi',
		'setup.col.display': 'Animaux disponibles',
		'setup.col.reserve': 'Réserve',
		'setup.col.weather': 'Jetons Météo disponibles',
		'setup.col.boxed': 'Dans la boîte',
		'setup.weatherAvail': '{sun, select, yes {Soleil visible} other {Soleil posé}} + {n, plural, one {# caché} other {# cachés}}',
		'setup.row': 'Rangée de sélection : {tokens}',
		'setup.stack': 'Pile face cachée de {n, plural, one {# jeton Action} other {# jetons Action}} (solo)',
		'setup.none': '—',
		'solo.title': 'Votre score en solo',
		'solo.intro': 'Tapez un score final en solo : il se place dans les paliers du livret.',
		'solo.score': 'Score final',
		'solo.invalid': 'Tapez un nombre entier de points, 0 ou plus.',
		'solo.result': '{score, plural, one {# point} other {# points}} : palier « {band} ».',
		'solo.bands': 'Les paliers du solo',
		'solo.band.0': 'moins de 80 : en bas de la chaîne alimentaire',
		'solo.band.1': '80 et plus : raté, rejouez',
		'solo.band.2': '110 et plus : correct, sans plus',
		'solo.band.3': '140 et plus : dans votre élément',
		'solo.band.4': '165 et plus : au sommet, comme la chèvre',
		'solo.band.5': '185 et plus : un œil d’aigle',
		'solo.band.6': '205 et plus : exceptionnel',
		'solo.band.7': '220 et plus : la force de l’ours',
		'solo.mia': 'Les 134 points de Mia la placeraient dans le palier « correct, sans plus », à partir de 110.',
	},
	en: {
		'setup.title': 'Setting up, then solo',
		'setup.caption': 'Teaching park, tiles and draws: the shuffle is fixed so the example replays the same way.',
		'setup.players': 'Players',
		'setup.playersButton': '{n, plural, one {# player (solo)} other {# players}}',
		'setup.side': 'Side',
		'setup.side.caldera': 'River',
		'setup.side.geysers': 'Geysers',
		'setup.step.start':
			'Each player takes their box and puts their park in front of them, River sign side up. Everyone sets up at the same time, each on their own.',
		'setup.step.startGeysers': 'Variant: everyone puts their park Geysers sign side up. The rest is set up as usual, except the starting weather.',
		'setup.step.deal':
			'Each player shuffles their 35 animal tiles face down and turns 7 face up above their park: the available animals. The other 28 are the reserve.',
		'setup.step.weather': 'The Sun goes face up in a notch; the 9 other weather tokens are shuffled, 5 go face down in the notches and 4 go back in the box.',
		'setup.step.first':
			'Each player puts one of their 6 available weather tokens face up on any weather space: the Sun, or a face-down one picked blind (our reading).',
		'setup.step.firstGeysers':
			'In the Geyser Park, each player takes 2 of the tokens going back in the box: one goes on the middle weather space, the other on any other weather space.',
		'setup.step.startSolo': 'You take your box and put your park in front of you, River sign side up.',
		'setup.step.startGeysersSolo': 'Variant: you put your park Geysers sign side up. The rest is set up as usual, except the starting weather.',
		'setup.step.dealSolo':
			'You shuffle your 35 animal tiles face down and turn 7 face up above your park: your available animals. The other 28 are your reserve.',
		'setup.step.firstSolo':
			'You put one of your 6 available weather tokens face up on any weather space: the Sun, or a face-down one picked blind (our reading).',
		'setup.step.firstGeysersSolo':
			'In the Geyser Park, you take 2 of the tokens going back in the box: one goes on the middle weather space, the other on any other weather space.',
		'setup.step.board':
			'The action board in the middle, its 7 action tokens on the selection row: the watering hole at the right end, the others in any order.',
		'setup.step.boardSolo': 'In solo, the 7 action tokens form a face-down stack in the middle of the row: each turn you flip the top one.',
		'setup.step.marmot': 'Whoever last looked after an animal takes the marmot: here, Mia. The score pad waits for the end of the game.',
		'setup.step.marmotSolo': 'Playing alone, Mia takes the marmot. The score pad waits for the end of the game.',
		'setup.table': 'What each player has',
		'setup.col.display': 'Available animals',
		'setup.col.reserve': 'Reserve',
		'setup.col.weather': 'Available weather tokens',
		'setup.col.boxed': 'In the box',
		'setup.weatherAvail': '{sun, select, yes {Sun face up} other {Sun placed}} + {n} face down',
		'setup.row': 'Selection row: {tokens}',
		'setup.stack': 'Face-down stack of {n, plural, one {# action token} other {# action tokens}} (solo)',
		'setup.none': '—',
		'solo.title': 'Your solo score',
		'solo.intro': 'Type a final solo score: it falls into one of the rulebook’s bands.',
		'solo.score': 'Final score',
		'solo.invalid': 'Type a whole number of points, 0 or more.',
		'solo.result': '{score, plural, one {# point} other {# points}}: band “{band}”.',
		'solo.bands': 'Solo bands',
		'solo.band.0': 'under 80: bottom of the food chain',
		'solo.band.1': '80 and up: missed, play again',
		'solo.band.2': '110 and up: decent, nothing more',
		'solo.band.3': '140 and up: in your element',
		'solo.band.4': '165 and up: at the top, like the goat',
		'solo.band.5': '185 and up: an eagle’s eye',
		'solo.band.6': '205 and up: outstanding',
		'solo.band.7': '220 and up: the strength of the bear',
		'solo.mia': 'Mia’s 134 points would put her in the “decent, nothing more” band, from 110 up.',
	},
});
