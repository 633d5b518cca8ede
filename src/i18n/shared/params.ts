import { count, listOf, nouns, numbers, type ParamCatalog, text } from '../params';

/** The shared messages' params (src/i18n/params.ts), also the fallback for every game's. */
export const PARAMS: ParamCatalog = {
	n: count,
	total: count,
	done: count,
	missing: count,
	/** A rulings filter's matches when there are two or more (one and none have their own messages). */
	many: numbers(2, 12),
	/** An offline pack's files (always dozens). */
	files: numbers(79, 108),
	min: numbers(1, 2, 30),
	max: numbers(4, 6, 120),
	approx: { kind: 'select', values: ['yes', 'no'] },
	game: nouns('game.'),
	games: listOf('game.'),
	lang: text('français', 'English'),
	size: text('2,6\u00a0Mo', '2.6 MB'),
	/** Storage used and left, in megabytes as the offline control formats them. */
	used: text(['3,1', '0,4'], ['3.1', '0.4']),
	free: text(['1\u202f024,5', '0,8'], ['1,024.5', '0.8']),
	url: text('https://example.org/fr/un-jeu/setup/?setup-example=3'),
	value: text(['abc', '12']),
	text: text('Posez un pion.', 'Place a piece.'),
	terrain: text('Forêt', 'Forest'),
	content: text('libre', 'empty'),
	row: numbers(1, 8),
	col: numbers(1, 10),
	book: text('Règle française', 'French rulebook'),
	section: text('Vendre une carte', 'Card Auctions'),
	word: text('enchère', 'auction'),
	/** A chapter's or a script stop's title (the walkthrough's last step, the script walk). */
	title: text('Les enchères', 'Auctions'),
	/** A game's search words (registry `words.search`), comma-separated. */
	words: text('enchère, égalité, Défense', 'auction, tie, Defense'),
	/** A self-check (issue 22): its score, the set's seed, an answer in words, a rule's name, a date. */
	score: count,
	seed: numbers(1, 4294967295),
	answer: text('ligne 3 colonne 4', 'row 3 column 4'),
	rule: text('se déplacer', 'migrating'),
	date: text('25 nov.', '25 Nov'),
	/** A score sheet's seat letter (scoresheet.seat: « Joueur A »). */
	seat: text('A', 'D'),
	examples: text('«\u00a0enchère\u00a0», «\u00a0colonie\u00a0»', '“auction”, “herd”'),
};
