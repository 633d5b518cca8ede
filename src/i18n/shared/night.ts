import { mirror } from '../source';

/**
 * Game-night features shared by every game: the offline control, the "At the table" page's parts,
 * the search limited to one game. `{game}` is the game's noun (`t.noun('game.<slug>')`): « Les
 * Royaumes Sauvages », « des Royaumes Sauvages » (`{game_of}`), plural agreement (`{game_number}`).
 */
export const NIGHT = mirror({
	fr: {
		'offline.title': 'Hors ligne',
		'offline.make': 'Rendre {game} {game_number, select, pl {disponibles} other {disponible}} hors ligne',
		'offline.update': 'Mettre à jour la copie hors ligne {game_of}',
		'offline.size': 'Règles {game_of} en {lang} : environ {size} sur cet appareil.',
		'offline.lang': 'français',
		/** `{files}`: the files of a game's pack (always dozens). */
		'offline.working': 'Enregistrement : {done} sur {files} fichiers…',
		'offline.done': 'Les règles {game_of} sont disponibles hors ligne en français sur cet appareil.',
		'offline.failed': 'L’enregistrement n’a pas abouti (fichiers manquants : {missing}). Réessayez avec une connexion.',
		'offline.error': 'L’enregistrement n’a pas abouti. Réessayez avec une connexion.',
		'offline.noWorker': 'Ce navigateur ne peut pas garder le site hors ligne.',
		'offline.progress': 'Progression',
		'search.label': 'Chercher dans les règles {game_of}',
		'search.placeholder': 'Un mot des règles…',
		/** The search box's hint on "At the table": `{words}`, a few words of the game (registry `words.search`), comma-separated. */
		'search.hintWords': 'Un mot : {words}…',
		/** "At the table": heading of the questions players ask most (registry `table.questions`). */
		'table.asked': 'Les questions de chaque partie',
		'search.button': 'Chercher',
		/** Pagefind's filter name on a game's pages (« Jeu : WildLife »). */
		'search.filterKey': 'Jeu',
		/** On a phone, the game filter folded into one chip. */
		'search.only': 'Chercher seulement dans {game}',
		/** Search found nothing: what it offers instead. */
		'search.none': 'Rien ne répond à cette recherche. Essayez plutôt :',
		'search.rulings': 'les questions de règles {game_of}',
		'search.atTheTable': '{game} pendant la partie',
		'search.allGames': 'Chercher dans tous les jeux',
		/** The sidebar group of a game's pages that stand beside the learner's path (plain text: read by astro.config). */
		'nav.apartGroup': 'Pour expliquer · Pendant la partie',
		/** The header's link to the game's "At the table" page (short: it sits beside search on a phone). */
		'nav.atTheTable': 'Pendant la partie',
		'nav.atTheTableLabel': '{game} à la table : le tour, le décompte, les questions fréquentes',
		/** The 404 page, which shows both languages. */
		'notFound.title': 'Page introuvable',
		'notFound.text': 'Cette adresse ne mène à aucune page du site : elle a peut-être changé, ou une lettre s’est glissée de travers.',
		'notFound.games': 'Les jeux',
		'notFound.home': 'Page d’accueil',
		'notFound.search': 'Une règle précise ? La recherche, en haut de la page, la trouve dans tous les jeux.',
	},
	en: {
		'offline.title': 'Offline',
		'offline.make': 'Make {game} available offline',
		'offline.update': 'Update the offline copy of {game}',
		'offline.size': '{game} rules in {lang}: about {size} on this device.',
		'offline.lang': 'English',
		'offline.working': 'Saving: {done} of {files} files…',
		'offline.done': 'The rules of {game} are available offline in English on this device.',
		'offline.failed': 'Saving did not finish (missing files: {missing}). Try again with a connection.',
		'offline.error': 'Saving did not finish. Try again with a connection.',
		'offline.noWorker': 'This browser cannot keep the site offline.',
		'offline.progress': 'Progress',
		'search.label': 'Search the rules of {game}',
		'search.placeholder': 'A word from the rules…',
		'search.hintWords': 'A word: {words}…',
		'table.asked': 'Asked at every table',
		'search.button': 'Search',
		'search.filterKey': 'Game',
		'search.only': 'Search only in {game}',
		'search.none': 'Nothing answers this search. Try instead:',
		'search.rulings': '{game} rulings',
		'search.atTheTable': '{game} at the table',
		'search.allGames': 'Search every game',
		'nav.apartGroup': 'For the teacher · At the table',
		'nav.atTheTable': 'At the table',
		'nav.atTheTableLabel': '{game} at the table: the turn, scoring, the questions players ask most',
		'notFound.title': 'Page not found',
		'notFound.text': 'This address leads to no page of the site: it may have changed, or a letter slipped in.',
		'notFound.games': 'The games',
		'notFound.home': 'Home page',
		'notFound.search': 'Looking for one rule? The search at the top of the page finds it in every game.',
	},
});
