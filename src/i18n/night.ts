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
		offlineResume: 'Reprendre l’enregistrement',
		offlineRemove: 'Retirer {game} de cet appareil',
		offlineWorking: 'Enregistrement : {done} sur {total} fichiers…',
		offlineOutdated: 'Une nouvelle version de {game} est en ligne : mettez à jour la copie de cet appareil.',
		offlinePartial: 'Copie incomplète : {done} sur {total} fichiers enregistrés. Reprenez quand vous êtes en ligne, ou retirez-la.',
		offlinePartialUpdate: 'Mise à jour inachevée ({done} sur {total} fichiers) : la version précédente reste lisible hors ligne. Reprenez quand vous êtes en ligne, ou retirez-la.',
		offlineRemoved: '{game} n’est plus gardé hors ligne sur cet appareil.',
		offlineNoNetwork: 'Pas de connexion : reprenez quand vous êtes en ligne.',
		offlineNoStorage: 'Ce navigateur refuse au site tout stockage (navigation privée, ou données des sites bloquées) : {game} ne peut pas être gardé hors ligne ici.',
		offlineDone: '{game} est disponible hors ligne en français sur cet appareil.',
		offlineNoWorker: 'Ce navigateur ne peut pas garder le site hors ligne.',
		progress: 'Progression',
		searchLabel: 'Chercher dans les règles de {game}',
		searchPlaceholder: 'Un mot des règles…',
		searchButton: 'Chercher',
		searchOnly: 'Chercher seulement dans {game}',
		filterKey: 'Jeu',
	},
	en: {
		offlineTitle: 'Offline',
		offlineMake: 'Make {game} available offline',
		offlineUpdate: 'Update the offline copy of {game}',
		offlineSize: '{game} in {lang}: about {size} on this device.',
		offlineLang: 'English',
		offlineResume: 'Resume saving',
		offlineRemove: 'Remove {game} from this device',
		offlineWorking: 'Saving: {done} of {total} files…',
		offlineOutdated: 'A new version of {game} is online: update the copy on this device.',
		offlinePartial: 'Incomplete copy: {done} of {total} files saved. Resume when you are online, or remove it.',
		offlinePartialUpdate: 'Update not finished ({done} of {total} files): the previous version still reads offline. Resume when you are online, or remove it.',
		offlineRemoved: '{game} is no longer kept offline on this device.',
		offlineNoNetwork: 'No connection: resume when you are online.',
		offlineNoStorage: 'This browser refuses the site any storage (private browsing, or site data blocked): {game} cannot be kept offline here.',
		offlineDone: '{game} is available offline in English on this device.',
		offlineNoWorker: 'This browser cannot keep the site offline.',
		progress: 'Progress',
		searchLabel: 'Search the rules of {game}',
		searchPlaceholder: 'A word from the rules…',
		searchButton: 'Search',
		searchOnly: 'Search only in {game}',
		filterKey: 'Game',
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
