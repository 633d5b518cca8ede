import { mirror } from '../source';

/** The home pages' game cards (src/components/home/gameCards.ts): the registry's facts in words. */
export const HOME = mirror({
	fr: {
		'home.playersRange': '{min} à {max} joueurs',
		'home.players': '{n, plural, one {# joueur} other {# joueurs}}',
		'home.minutesRange': '{approx, select, yes {environ } other {}}{min} à {max} min',
		'home.minutes': '{approx, select, yes {environ } other {}}{n} min',
		'home.age': '{n, plural, one {dès # an} other {dès # ans}}',
		'home.learn': 'Apprendre {game}',
		'home.coming': 'Bientôt.',
	},
	en: {
		'home.playersRange': '{min} to {max} players',
		'home.players': '{n, plural, one {# player} other {# players}}',
		'home.minutesRange': '{approx, select, yes {about } other {}}{min} to {max} min',
		'home.minutes': '{approx, select, yes {about } other {}}{n} min',
		'home.age': 'ages {n}+',
		'home.learn': 'Learn {game}',
		'home.coming': 'Coming soon.',
	},
});
