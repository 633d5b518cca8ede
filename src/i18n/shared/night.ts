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
		'offline.size': 'Garder hors ligne les règles {game_of} en {lang} occupe environ {size} sur cet appareil.',
		'offline.lang': 'français',
		/** `{files}`: the files of a game's pack (always dozens). */
		'offline.working': 'Enregistrement : {done} sur {files} fichiers…',
		'offline.done': 'Les règles {game_of} sont disponibles hors ligne en français sur cet appareil.',
		'offline.resume': 'Reprendre l’enregistrement',
		'offline.remove': 'Retirer {game} de cet appareil',
		'offline.outdated': 'Une nouvelle version des règles {game_of} est en ligne : mettez à jour la copie de cet appareil.',
		/** A copy cut short; `{done}` of `{files}` saved. */
		'offline.partial': 'Copie incomplète : {done} sur {files} fichiers enregistrés. Reprenez quand vous êtes en ligne, ou retirez-la.',
		'offline.partialUpdate':
			'Mise à jour inachevée ({done} sur {files} fichiers) : la version précédente reste lisible hors ligne. Reprenez quand vous êtes en ligne, ou retirez-la.',
		'offline.removed': 'Les règles {game_of} ne sont plus gardées hors ligne sur cet appareil.',
		'offline.noNetwork': 'Pas de connexion : reprenez quand vous êtes en ligne.',
		'offline.noStorage':
			'Ce navigateur refuse au site tout stockage (navigation privée, ou données des sites bloquées) : les règles {game_of} ne peuvent pas être gardées hors ligne ici.',
		'offline.noWorker': 'Ce navigateur ne peut pas garder le site hors ligne.',
		/** A save stopped because the device's storage (or the site's share of it) is full. */
		'offline.full':
			'Plus de place sur cet appareil : la copie des règles {game_of} n’a pas pu être terminée. Libérez de l’espace puis reprenez, ou retirez-la.',
		/** After a save: the browser granted durable storage. */
		'offline.persisted': 'Le navigateur garde cette copie durablement : il ne l’effacera pas pour faire de la place.',
		/** After a save: storage stays best-effort (Safari drops it after 7 days without a visit, unless the site is installed). */
		'offline.bestEffort':
			'Le navigateur peut effacer cette copie s’il manque de place (sur iPhone et iPad, après sept jours sans visite si le site n’est pas installé sur l’écran d’accueil).',
		/** `{used}` and `{free}`: whole megabytes, from `navigator.storage.estimate()`. */
		'offline.usage': 'Le site occupe {used} Mo ; il lui reste {free} Mo.',
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
		'search.none': 'Aucun résultat pour cette recherche. Essayez plutôt :',
		'search.rulings': 'les questions de règles {game_of}',
		'search.atTheTable': '{game} pendant la partie',
		'search.allGames': 'Chercher dans tous les jeux',
		/** The sidebar group of a game's pages that stand beside the learner's path (plain text: read by astro.config). */
		'nav.apartGroup': 'Pour expliquer · Pendant la partie',
		/** The header's link to the game's "At the table" page (short: it sits beside search on a phone). */
		'nav.atTheTable': 'Pendant la partie',
		/** The phone header's quick link: short, so the site's name keeps its room. */
		'nav.atTheTableShort': 'En partie',
		'nav.atTheTableLabel': '{game} pendant la partie : le tour, le décompte, les questions fréquentes',
		/** The 404 page, which shows both languages. */
		'notFound.title': 'Page introuvable',
		'notFound.text': 'Aucune page ne se trouve à cette adresse : elle a peut-être changé, ou contient une faute de frappe.',
		'notFound.games': 'Les jeux',
		'notFound.home': 'Page d’accueil',
		'notFound.search': 'Une règle précise ? La recherche, en haut de la page, la trouve dans tous les jeux.',
	},
	en: {
		'offline.title': 'Offline',
		'offline.make': 'Make {game} available offline',
		'offline.update': 'Update the offline copy of {game}',
		'offline.size': 'Keeping the {game} rules in {lang} offline takes about {size} on this device.',
		'offline.lang': 'English',
		'offline.working': 'Saving: {done} of {files} files…',
		'offline.done': 'The rules of {game} are available offline in English on this device.',
		'offline.resume': 'Resume saving',
		'offline.remove': 'Remove {game} from this device',
		'offline.outdated': 'A new version of {game} is online: update the copy on this device.',
		'offline.partial': 'Incomplete copy: {done} of {files} files saved. Resume when you are online, or remove it.',
		'offline.partialUpdate':
			'Update not finished ({done} of {files} files): the previous version can still be read offline. Resume when you are online, or remove it.',
		'offline.removed': 'The rules of {game} are no longer kept offline on this device.',
		'offline.noNetwork': 'No connection: resume when you are online.',
		'offline.noStorage': 'This browser gives the site no storage (private browsing, or site data blocked), so the rules of {game} cannot be kept offline here.',
		'offline.noWorker': 'This browser cannot keep the site offline.',
		'offline.full': 'This device is out of space: the copy of {game} could not be finished. Free some space and resume, or remove it.',
		'offline.persisted': 'Your browser keeps this copy for good: it will not delete it to make room.',
		'offline.bestEffort':
			'Your browser may delete this copy if it runs short of space (on iPhone and iPad, after seven days without a visit unless the site is added to the Home Screen).',
		'offline.usage': 'The site uses {used} MB; {free} MB are left for it.',
		'offline.progress': 'Progress',
		'search.label': 'Search the rules of {game}',
		'search.placeholder': 'A word from the rules…',
		'search.hintWords': 'A word: {words}…',
		'table.asked': 'Asked at every table',
		'search.button': 'Search',
		'search.filterKey': 'Game',
		'search.only': 'Search only in {game}',
		'search.none': 'No results for this search. Try instead:',
		'search.rulings': '{game} rulings',
		'search.atTheTable': '{game} at the table',
		'search.allGames': 'Search every game',
		'nav.apartGroup': 'For the teacher · At the table',
		'nav.atTheTable': 'At the table',
		'nav.atTheTableShort': 'At the table',
		'nav.atTheTableLabel': '{game} at the table: the turn, scoring, the questions players ask most',
		'notFound.title': 'Page not found',
		'notFound.text': 'There is no page at this address. It may have moved, or the address may have a typo.',
		'notFound.games': 'The games',
		'notFound.home': 'Home page',
		'notFound.search': 'Looking for one rule? The search at the top of the page finds it in every game.',
	},
});
