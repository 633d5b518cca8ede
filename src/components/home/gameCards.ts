/**
 * Home page game cards: the registry's facts written out in each language's conventions
 * (« 2 à 6 joueurs · dès 10 ans » / "2 to 6 players · ages 10+").
 */
import type { Game } from '../../games';
import { gamePath } from '../../games';
import { sharedT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { withBase } from '../../base';

/** One line of facts: designers, publisher and year · players · duration · age. */
export function formatFacts(game: Game, lang: Locale): string {
	const t = sharedT(lang);
	const { facts } = game;
	const { players, minutes } = facts;
	const approx = minutes.approximate ? 'yes' : 'no';
	const parts = [
		`${formatDesigners(game, lang)} (${facts.publisher[lang]}, ${facts.year[lang]})`,
		players.min === players.max ? t('home.players', { n: players.min }) : t('home.playersRange', { min: players.min, max: players.max }),
		minutes.min === minutes.max ? t('home.minutes', { approx, n: minutes.min }) : t('home.minutesRange', { approx, min: minutes.min, max: minutes.max }),
		t('home.age', { n: facts.age }),
	];
	return parts.join(' · ');
}

/** « Wolfgang Kramer et Michael Kiesling » / "Wolfgang Kramer and Michael Kiesling". */
export function formatDesigners(game: Game, lang: Locale): string {
	return sharedT(lang).list(game.facts.designers).s;
}

/** The card's title: the game's name in the page's language, the other one after it if it differs. */
export function cardTitle(game: Game, lang: Locale): { title: string; otherName?: { lang: Locale; name: string } } {
	const other: Locale = lang === 'fr' ? 'en' : 'fr';
	const title = game.name[lang];
	return game.name[other] === title ? { title } : { title, otherName: { lang: other, name: game.name[other] } };
}

/** What the card ends with: a link to the game's home page, or "coming soon". */
export function cardAction(game: Game, lang: Locale): { href: string; label: string } | { comingLabel: string } {
	const t = sharedT(lang);
	return game.status === 'ready'
		? { href: withBase(gamePath(lang, game.slug)), label: t('home.learn', { game: t.noun(`game.${game.slug}`) }) }
		: { comingLabel: t('home.coming') };
}
