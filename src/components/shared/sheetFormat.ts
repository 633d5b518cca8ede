/**
 * The score-sheet kit's plain parts (issue 30), for every game's "Score the game" page: the sheet
 * in the page's URL (a link shares the count), on the device (localStorage, one key per game and
 * base), and the table's players as nouns a sentence can use. No game is named here: a game's
 * sheet says which query keys it writes (its `encode`/`decode`), the kit how cells are written.
 *
 * The URL format (docs/score-sheet.md): plain query keys; `p` the players (a number: that many
 * seats with their default names; or the names in seat order, comma-separated, an empty name
 * keeping the seat's default); a row of numbers is comma-separated (`2,0,1,1`), an empty cell
 * left empty (`2,,1`); a game's other keys are its own. Only what is filled in is written.
 */
import { BASE } from '../../base';
import type { Gender, Noun } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';

/** localStorage key of a game's sheet, scoped by the site's base like the site's other keys. */
export const sheetStorageKey = (game: string, base: string = BASE): string => `rap:${base}sheet:${game}`;

/** A query value as the kit writes it: percent-encoded, but commas, colons and dots left readable. */
export function queryValue(v: string): string {
	return encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/** Query pairs as a search string (`?a=1&b=2`, '' when there is none). Empty values are left out. */
export function writeQuery(pairs: readonly (readonly [string, string])[]): string {
	const kept = pairs.filter(([, v]) => v !== '');
	return kept.length ? `?${kept.map(([k, v]) => `${k}=${queryValue(v)}`).join('&')}` : '';
}

/** A row of cells: what the reader typed, each cell without the separators (`,` `:`). */
export function writeRow(cells: readonly string[]): string {
	const clean = cells.map((c) => c.replace(/[,:\s]/g, ''));
	return clean.some((c) => c !== '') ? clean.join(',') : '';
}

/** A row read back, always `n` cells long (missing cells empty, extra cells dropped). */
export function readRow(v: string | null | undefined, n: number): string[] {
	const cells = (v ?? '').split(',').map((c) => c.trim());
	return Array.from({ length: n }, (_, i) => cells[i] ?? '');
}

/** Players in the URL: a count when every name is the seat's default, else the names. */
export function writePlayers(names: readonly string[]): string {
	const clean = names.map((n) => n.replace(/,/g, ' ').trim());
	return clean.some((n) => n !== '') ? clean.join(',') : String(names.length);
}

/**
 * Players read back: `p=4` is four default seats, `p=Anna,Bruno,,Dana` four names (the third the
 * seat's default). The count is kept between min and max (a shorter list gets default seats).
 */
export function readPlayers(v: string | null | undefined, min: number, max: number): string[] {
	const s = (v ?? '').trim();
	const clamp = (n: number) => Math.min(max, Math.max(min, n));
	if (/^\d+$/.test(s)) return Array.from({ length: clamp(Number(s)) }, () => '');
	const names = s === '' ? [] : s.split(',').map((n) => n.trim().slice(0, 24));
	return Array.from({ length: clamp(names.length) }, (_, i) => names[i] ?? '');
}

/** Reads the stored sheet, or null (missing, malformed, or storage refused). */
export function loadStored(key: string): string | null {
	try {
		const raw = localStorage.getItem(key);
		return raw?.startsWith('?') ? raw : null;
	} catch {
		return null;
	}
}

/** Keeps the sheet (its search string, the URL format); an empty sheet removes the key. */
export function saveStored(key: string, search: string): void {
	try {
		if (search) localStorage.setItem(key, search);
		else localStorage.removeItem(key);
	} catch {
		// storage refused (private modes, blocked site data): the URL still holds the sheet
	}
}

/** Does a French name take « d’ » (« d’Anna »)? h is taken as mute, y before a vowel as a consonant. */
const elides = (w: string) => !/^y[aeiouéèêy]/i.test(w) && /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(w);

/**
 * A name the table typed, as a noun a message can insert (`{player}`, `{player_of}` « d’Anna »…).
 * Its gender is unknown: French agrees in the masculine, as the language does for a mixed group.
 */
export function typedNoun(text: string, lang: Locale): Noun {
	const g: Gender = lang === 'fr' ? 'm' : 'n';
	if (lang === 'fr') {
		const n: Noun = { s: text, the: text, of: `${elides(text) ? 'd’' : 'de '}${text}`, to: `à ${text}`, g };
		if (elides(text)) n.e = 1;
		return n;
	}
	const n: Noun = { s: text, the: text, of: `of ${text}`, to: `to ${text}`, g };
	if (/^[aeio]/i.test(text)) n.e = 1;
	return n;
}

/**
 * A seat the table left unnamed (« Joueur A » / "Player A", the kit's default label) as a common
 * noun: « du joueur A », « au joueur A », "of player A", never « de Joueur A ».
 */
export function seatNoun(label: string, lang: Locale): Noun {
	const common = label.charAt(0).toLowerCase() + label.slice(1);
	if (lang === 'fr') return { s: label, the: `le ${common}`, of: `du ${common}`, to: `au ${common}`, g: 'm' };
	return { s: label, the: common, of: `of ${common}`, to: `to ${common}`, g: 'n' };
}
