import { mirror } from '../source';

/** The score-sheet kit's words (issue 30), the same on every game's "Score the game" page: `tc`. */
export const SHEET = mirror({
	fr: {
		'scoresheet.players': 'Les joueurs',
		'scoresheet.count': 'Nombre de joueurs',
		'scoresheet.seat': 'Joueur {seat}',
		'scoresheet.name': 'Nom pour la place {seat}',
		'scoresheet.namesHelp': 'Tapez les prénoms, ou gardez les couleurs et lettres des pions.',
		'scoresheet.copy': 'Copier le lien de ce décompte',
		'scoresheet.copied': 'Lien copié : ouvert sur un autre appareil, il redonne ce décompte.',
		'scoresheet.copyFailed': 'Copie impossible ici ; voici le lien : {url}',
		'scoresheet.new': 'Nouveau décompte',
		'scoresheet.cleared': 'Décompte effacé : la feuille est vide.',
		'scoresheet.print': 'Imprimer la feuille',
		'scoresheet.saved': 'La feuille est gardée sur cet appareil et dans l’adresse de la page : un rechargement ne perd rien.',
		'scoresheet.noscript':
			'Cette feuille de score a besoin de JavaScript pour compter les points : activez-le pour la remplir. Sans lui, les règles du décompte sont dans les chapitres liés ci-dessous.',
		'scoresheet.loading': 'Chargement de la feuille…',
		'scoresheet.refused': 'Valeur refusée',
		'scoresheet.rule': 'La règle : {rule}',
		'scoresheet.why': 'Pourquoi : {rule}',
		'scoresheet.total': 'Total',
		'scoresheet.points': '{n, plural, one {# point} other {# points}}',
	},
	en: {
		'scoresheet.players': 'Players',
		'scoresheet.count': 'Number of players',
		'scoresheet.seat': 'Player {seat}',
		'scoresheet.name': 'Name for seat {seat}',
		'scoresheet.namesHelp': 'Type the players’ names, or keep the pieces’ colours and letters.',
		'scoresheet.copy': 'Copy the link to this count',
		'scoresheet.copied': 'Link copied: opened on another device, it brings back this count.',
		'scoresheet.copyFailed': 'Copying is not possible here; here is the link: {url}',
		'scoresheet.new': 'New count',
		'scoresheet.cleared': 'Count cleared: the sheet is empty.',
		'scoresheet.print': 'Print the sheet',
		'scoresheet.saved': 'The sheet is kept on this device and in the page’s address: a reload loses nothing.',
		'scoresheet.noscript':
			'This score sheet needs JavaScript to count the points: turn it on to fill it in. Without it, the scoring rules are in the chapters linked below.',
		'scoresheet.loading': 'Loading the sheet…',
		'scoresheet.refused': 'Value refused',
		'scoresheet.rule': 'The rule: {rule}',
		'scoresheet.why': 'Why: {rule}',
		'scoresheet.total': 'Total',
		'scoresheet.points': '{n, plural, one {# point} other {# points}}',
	},
});
