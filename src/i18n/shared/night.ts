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
		'search.button': 'Chercher',
		/** Pagefind's filter name on a game's pages (« Jeu : WildLife »). */
		'search.filterKey': 'Jeu',
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
		'search.button': 'Search',
		'search.filterKey': 'Game',
	},
});
