import type { Locale } from './paths';

/**
 * Strings of game-night features shared by every game: the offline control, the "At the table"
 * page's parts, the search limited to one game. `{game}` is the game's name in that language.
 * Typography is applied where they are rendered (typo() from typography.mjs).
 */
export const NIGHT_MESSAGES = {
	fr: {
		offlineTitle: 'Hors ligne',
		offlineMake: 'Rendre {game} disponible hors ligne',
		offlineUpdate: 'Mettre à jour la copie hors ligne de {game}',
		offlineSize: '{game} en {lang} : environ {size} sur cet appareil.',
		offlineLang: 'français',
		offlineWorking: 'Enregistrement : {done} fichiers sur {total}…',
		offlineDone: '{game} est disponible hors ligne en français sur cet appareil.',
		offlineFailed: 'L’enregistrement n’a pas abouti ({missing} fichiers manquent). Réessayez avec une connexion.',
		offlineNoWorker: 'Ce navigateur ne peut pas garder le site hors ligne.',
		progress: 'Progression',
		searchLabel: 'Chercher dans les règles de {game}',
		searchPlaceholder: 'Un mot des règles…',
		searchButton: 'Chercher',
		searchOnly: 'Chercher seulement dans {game}',
		filterKey: 'Jeu',
		/** The sidebar group of a game's pages that stand beside the learner's path. */
		apartGroup: 'Pour expliquer · À la table',
		/** The header's link to the game's "At the table" page (short: it sits beside search on a phone). */
		atTheTable: 'À la table',
		atTheTableLabel: '{game} à la table : le tour, le décompte, les questions fréquentes',
		/** Search found nothing: what it offers instead. No Typograf in the browser: typography as written. */
		searchNone: 'Rien ne répond à cette recherche. Essayez plutôt :',
		searchRulings: 'les questions de règles de {game}',
		atTheTableLink: '{game} à la table',
		searchAllGames: 'Chercher dans tous les jeux',
		/** The 404 page, which shows both languages. */
		notFoundTitle: 'Page introuvable',
		notFoundText: 'Cette adresse ne mène à aucune page du site : elle a peut-être changé, ou une lettre s’est glissée de travers.',
		notFoundGames: 'Les jeux',
		notFoundHome: 'Page d’accueil',
		notFoundSearch: 'Une règle précise ? La recherche, en haut de la page, la trouve dans tous les jeux.',
	},
	en: {
		offlineTitle: 'Offline',
		offlineMake: 'Make {game} available offline',
		offlineUpdate: 'Update the offline copy of {game}',
		offlineSize: '{game} in {lang}: about {size} on this device.',
		offlineLang: 'English',
		offlineWorking: 'Saving: {done} files of {total}…',
		offlineDone: '{game} is available offline in English on this device.',
		offlineFailed: 'Saving did not finish ({missing} files are missing). Try again with a connection.',
		offlineNoWorker: 'This browser cannot keep the site offline.',
		progress: 'Progress',
		searchLabel: 'Search the rules of {game}',
		searchPlaceholder: 'A word from the rules…',
		searchButton: 'Search',
		searchOnly: 'Search only in {game}',
		filterKey: 'Game',
		apartGroup: 'For the teacher · At the table',
		atTheTable: 'At the table',
		atTheTableLabel: '{game} at the table: the turn, scoring, the questions players ask most',
		searchNone: 'Nothing answers this search. Try instead:',
		searchRulings: '{game} rulings',
		atTheTableLink: '{game} at the table',
		searchAllGames: 'Search every game',
		notFoundTitle: 'Page not found',
		notFoundText: 'This address leads to no page of the site: it may have changed, or a letter slipped in.',
		notFoundGames: 'The games',
		notFoundHome: 'Home page',
		notFoundSearch: 'Looking for one rule? The search at the top of the page finds it in every game.',
	},
} satisfies Record<Locale, Record<string, string>>;

/** Bytes as a reader reads them: « 2,1 Mo » / “2.1 MB”. */
export function formatBytes(bytes: number, lang: Locale): string {
	const mb = bytes / (1024 * 1024);
	const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(mb);
	return lang === 'fr' ? `${n}\u00a0Mo` : `${n} MB`;
}

/** French contractions before a name that starts with an article: « de Les Royaumes Sauvages » is « des Royaumes Sauvages ». */
const CONTRACTIONS: Record<string, Record<string, string>> = {
	de: { les: 'des', le: 'du' },
	à: { les: 'aux', le: 'au' },
};

export function fill(template: string, params: Record<string, string | number>): string {
	return template.replace(/(?:(?<=^|\s)(de|à) )?\{(\w+)\}/g, (all, prep: string | undefined, k: string) => {
		if (!(k in params)) return all;
		const value = String(params[k]);
		if (!prep) return value;
		const [, article, rest] = /^(Les?) (.+)$/.exec(value) ?? [];
		const contracted = article ? CONTRACTIONS[prep]?.[article.toLowerCase()] : undefined;
		return contracted ? `${contracted} ${rest}` : `${prep} ${value}`;
	});
}
