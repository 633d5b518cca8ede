/**
 * How part files write messages (server side: part files are compiled at build, never shipped).
 *
 * A part file: `export const SETUP = mirror({ fr: { 'setup.title': 'Mise en place', … }, en: { … } });`
 * — ICU MessageFormat strings, and nouns: `'terrain.forest': noun('la forêt')`,
 * `'area.water-small': noun('le petit territoire d’eau')`, `'game.x': name('WildLife', 'm')`.
 * A key missing in either language fails `npm run check`, naming the key.
 */
import type { ExamplePlayers } from '../data/players';
import type { Gender } from './format';
import type { NounSource } from './grammar';

export type { NounSource };
export type SourceValue = string | NounSource;
/** One language's sources of one part file. */
export type Source = Record<string, SourceValue>;
/** A part file: its sources in both languages. */
export interface Part {
	readonly fr: Source;
	readonly en: Source;
}
export type Parts = readonly Part[];

type Missing<A, B> = Exclude<keyof A, keyof B>;
/** Types a part file's messages so that a key missing in either language fails `npm run check`. */
export function mirror<F extends Source, E extends Source>(parts: {
	fr: F & Record<Missing<E, F>, SourceValue>;
	en: E & Record<Missing<F, E>, SourceValue>;
}): { fr: F; en: E } {
	return parts;
}

/**
 * A noun written as a dictionary gives it, with its definite article: `noun('la forêt')`,
 * `noun('le petit territoire d’eau')`, `noun('l’eau', 'f')`, `noun('les Royaumes Sauvages', 'm')`
 * (a capital article is part of a title and stays in the bare form), `noun('the forest')`.
 * `spec`: the gender when the article does not show it, and `pl` for a plural.
 */
export function noun(text: string, spec?: Gender | `${Gender} pl` | 'pl'): NounSource {
	const [g, pl] = (spec ?? '').split(' ') as [Gender | 'pl' | '', string | undefined];
	return { noun: text, ...(g && g !== 'pl' ? { g } : {}), ...(pl || g === 'pl' ? { pl: true as const } : {}) };
}

/** A proper name: no article, its gender given (« Anna » f, « Bruno » m, « WildLife » m). */
export function name(text: string, g: Gender): NounSource {
	return { noun: text, g, name: true };
}

/**
 * The nouns of a game's example players, from its data (src/data/<game>/players.ts): `player.A` is
 * « Anna » (f) in both languages, so messages say « d’Anna », « elle », "she".
 */
export function playerNouns<P extends ExamplePlayers>(
	players: P,
): { fr: Record<`player.${keyof P & string}`, NounSource>; en: Record<`player.${keyof P & string}`, NounSource> } {
	const side = (lang: 'fr' | 'en') =>
		Object.fromEntries(
			Object.entries(players).map(([id, p]) => {
				const text = typeof p.name === 'string' ? p.name : p.name[lang];
				const g = typeof p.gender === 'string' ? p.gender : p.gender[lang];
				return [`player.${id}`, p.article ? { ...noun(text, g), keep: true as const } : name(text, g)];
			}),
		) as Record<`player.${keyof P & string}`, NounSource>;
	return { fr: side('fr'), en: side('en') };
}

type Union<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;
type Merged<P extends Parts> = Union<P[number]['en']>;
/** The message keys of a list of parts (what `t` accepts). */
export type MessageKeys<P extends Parts> = { [K in keyof Merged<P>]: Merged<P>[K] extends string ? K : never }[keyof Merged<P>] & string;
/** The noun keys of a list of parts (what `t.noun` accepts). */
export type NounKeys<P extends Parts> = { [K in keyof Merged<P>]: Merged<P>[K] extends NounSource ? K : never }[keyof Merged<P>] & string;

/**
 * `true` when every key of `K` is a message of `P`; otherwise a type naming the missing keys. Used
 * by a game's messages.ts to check the keys its engine produces (src/machines/<game>/keys.ts):
 * `export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey> = true;`
 */
export type KeysExist<P extends Parts, K extends string> = [Exclude<K, MessageKeys<P>>] extends [never]
	? true
	: { missingMessages: Exclude<K, MessageKeys<P>> };

/** Both languages of a list of parts, merged (later parts win; keys are unique across a game's parts). */
export function mergeParts(parts: Parts, lang: 'fr' | 'en'): Source {
	const out: Source = {};
	for (const part of parts) Object.assign(out, part[lang]);
	return out;
}
