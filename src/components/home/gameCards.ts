/**
 * Home page game cards: the registry's facts written out in each language's conventions
 * (« 2 à 6 joueurs · dès 10 ans » / "2 to 6 players · ages 10+").
 */
import type { Game } from '../../games';
import { gamePath } from '../../games';
import type { Locale } from '../../i18n/paths';
import { withBase } from '../../base';

const NBSP = '\u00a0';

const WORDS = {
	fr: {
		range: (a: number, b: number) => `${a} à ${b}`,
		players: (n: number) => (n > 1 ? 'joueurs' : 'joueur'),
		about: 'environ ',
		age: (n: number) => `dès ${n}${NBSP}ans`,
		learn: 'Apprendre',
		coming: 'Bientôt.',
		status: { ready: 'Disponible', coming: 'Bientôt' },
	},
	en: {
		range: (a: number, b: number) => `${a} to ${b}`,
		players: (n: number) => (n > 1 ? 'players' : 'player'),
		about: 'about ',
		age: (n: number) => `ages ${n}+`,
		learn: 'Learn',
		coming: 'Coming soon.',
		status: { ready: 'Available', coming: 'Coming soon' },
	},
} as const;

const span = (lang: Locale, min: number, max: number) => (min === max ? `${min}` : WORDS[lang].range(min, max));

/** « Wolfgang Kramer et Michael Kiesling » / "Wolfgang Kramer and Michael Kiesling". */
export function formatDesigners(game: Game, lang: Locale): string {
	return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(game.facts.designers);
}

/** One line of facts: designers, publisher and year · players · duration · age. */
export function formatFacts(game: Game, lang: Locale): string {
	const w = WORDS[lang];
	const { facts } = game;
	const { players, minutes } = facts;
	const parts = [
		`${formatDesigners(game, lang)} (${facts.publisher[lang]}, ${facts.year})`,
		`${span(lang, players.min, players.max)}${NBSP}${w.players(players.max)}`,
		`${minutes.approximate ? w.about : ''}${span(lang, minutes.min, minutes.max)}${NBSP}min`,
		w.age(facts.age),
	];
	return parts.join(' · ');
}

/** The card's title: the game's name in the page's language, the other one after it if it differs. */
export function cardTitle(game: Game, lang: Locale): { title: string; otherName?: { lang: Locale; name: string } } {
	const other: Locale = lang === 'fr' ? 'en' : 'fr';
	const title = game.name[lang];
	return game.name[other] === title ? { title } : { title, otherName: { lang: other, name: game.name[other] } };
}

/** What the card ends with: a link to the game's home page, or "coming soon". */
export function cardAction(game: Game, lang: Locale): { href: string; label: string } | { comingLabel: string } {
	const w = WORDS[lang];
	return game.status === 'ready'
		? { href: withBase(gamePath(lang, game.slug)), label: `${w.learn} ${game.name[lang]}` }
		: { comingLabel: w.coming };
}
