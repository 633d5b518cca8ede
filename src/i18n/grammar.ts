/**
 * Build-time grammar: a noun as a part file writes it (`noun('la forêt')`, `name('Anna', 'f')`)
 * becomes the in-sentence forms a message inserts (src/i18n/format.ts `Noun`): with its article,
 * with « de » and « à » contracted and elided (« du désert », « des Royaumes Sauvages », « d’Anna »,
 * « à l’eau », « au royaume »), its gender and number. Never shipped to a browser.
 */
import type { Gender, Noun } from './format';

/** How a part file writes a noun (built by `noun` and `name` in src/i18n/source.ts). */
export interface NounSource {
	readonly noun: string;
	/** Needed when the written form does not show it (« l’eau », « les … », a name). */
	readonly g?: Gender;
	readonly pl?: true;
	/** A proper name: never an article (« Anna », « WildLife »). */
	readonly name?: true;
	/** Keep the article in the bare form: a player named by a noun (« l’adversaire fictif » joue, “the bot” plays). */
	readonly keep?: true;
}

/** Does a French word take an elided « de », « que », « le »… before it (« d’Anna », « l’eau »)? */
export function frenchElides(word: string): boolean {
	// h is taken as mute (d’Hélène, l’homme); y before a vowel is a consonant (de Yann, le yaourt).
	if (/^y[aeiouéèêy]/i.test(word)) return false;
	return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(word);
}

function french(src: NounSource, key: string): Noun {
	const text = src.noun.replace(/'/g, '’');
	const m = src.name ? null : /^(?:(les|le|la) |(l’))(.+)$/i.exec(text);
	let noun: Noun;
	if (!m) {
		if (!src.g) throw new Error(`Noun "${key}": « ${text} » needs its gender: name('${text}', 'f') or noun('${text}', 'm')`);
		noun = { s: text, the: text, of: `${frenchElides(text) ? 'd’' : 'de '}${text}`, to: `à ${text}`, g: src.g };
	} else {
		const article = (m[1] ?? m[2])!;
		const rest = m[3]!;
		const a = article.toLowerCase();
		if ((a === 'le' || a === 'la') && frenchElides(rest) && !/^h/i.test(rest)) throw new Error(`Noun "${key}": write « l’${rest} », not « ${text} »`);
		const g = src.g ?? (a === 'la' ? 'f' : a === 'le' ? 'm' : undefined);
		if (!g) throw new Error(`Noun "${key}": « ${text} » does not show its gender: noun('${text}', 'f')`);
		// A capital article belongs to a title (« Les Royaumes Sauvages »): the bare form keeps it.
		const title = article !== a;
		const of = a === 'le' ? `du ${rest}` : a === 'les' ? `des ${rest}` : `de ${text}`;
		const to = a === 'le' ? `au ${rest}` : a === 'les' ? `aux ${rest}` : `à ${text}`;
		noun = { s: title ? text : rest, the: text, of, to, g };
		if (a === 'les') noun.pl = 1;
	}
	if (src.pl) noun.pl = 1;
	if (src.keep) noun.s = noun.the;
	if (frenchElides(noun.s)) noun.e = 1;
	return noun;
}

function english(src: NounSource): Noun {
	const text = src.noun;
	const m = src.name ? null : /^the (.+)$/.exec(text);
	const s = m ? m[1]! : text;
	const noun: Noun = { s: src.keep ? text : s, the: text, of: `of ${text}`, to: `to ${text}`, g: src.g ?? 'n' };
	if (src.pl) noun.pl = 1;
	// A vowel sound: « an » before it (a rough rule, enough for our words).
	if (/^([aeio]|u(?!ni|se|su))/i.test(s)) noun.e = 1;
	return noun;
}

/** The forms of one noun in one language. */
export function nounForms(src: NounSource, lang: string, key = ''): Noun {
	const forms = lang === 'fr' ? french(src, key) : english(src);
	return key ? { id: key.slice(key.lastIndexOf('.') + 1), ...forms } : forms;
}
