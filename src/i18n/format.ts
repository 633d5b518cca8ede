/**
 * Messages are ICU MessageFormat (`{name}`, `{n, plural, one {# pion} other {# pions}}`,
 * `{terrain, select, water {dans l’eau} other {…}}`, `selectordinal`). They are parsed and checked
 * at build by @messageformat/parser (src/i18n/compile.ts) into the small JSON form below, which a
 * page embeds for its own language only; this file is all the browser runs to format them.
 *
 * A thing inserted into a sentence (a player, a terrain, an area, a game…) is a `Noun`: passed as
 * `{ player: t.noun('player.A') }`, it gives the message `{player}` (« Anna », « forêt »),
 * `{player_the}` (« la forêt »), `{player_of}` (« d’Anna », « du désert », « des Royaumes
 * Sauvages »), `{player_to}` (« à Anna », « au désert »), `{player_gender}` (f | m | n, for a
 * `select`), `{player_number}` (sg | pl), `{player_elision}` (yes | no: « qu’ » or « que ») and
 * `{player_id}` (the last segment of its key: `A`, `water`, for a `select` on which thing it is).
 * The forms are worked out at build (src/i18n/grammar.ts), so the browser only picks them.
 */

export type Gender = 'f' | 'm' | 'n';
/** A noun's in-sentence forms (see above); `pl` and `e` are set only when true (plural; elides). */
export interface Noun {
	/** The last segment of its key (`water` for `terrain.water`); none for a list. */
	id?: string;
	s: string;
	the: string;
	of: string;
	to: string;
	g: Gender;
	pl?: 1;
	e?: 1;
}
export type Param = string | number | Noun;
export type Params = Record<string, Param>;

/**
 * A compiled message: a plain string when it has only `{name}` arguments (the source itself),
 * otherwise parts: literal text, `0` for `#` (the plural number), `[arg]`, or
 * `[arg, 's' | 'p' | 'o', cases, offset?]` for select, plural and selectordinal.
 */
export type Part = string | 0 | [string] | [string, 's' | 'p' | 'o', Record<string, Part[]>, number?];
export type Msg = string | Part[];
/** One language's compiled messages and nouns. */
export type Dict = Record<string, Msg | Noun>;

const isNoun = (v: unknown): v is Noun => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of `{arg}`: a param, or a form of a noun param (`player_of` → params.player.of). */
export function paramValue(params: Params, arg: string): string | number | undefined {
	const v = params[arg];
	if (v !== undefined) return isNoun(v) ? v.s : v;
	const i = arg.lastIndexOf('_');
	const noun = i > 0 ? params[arg.slice(0, i)] : undefined;
	if (!isNoun(noun)) return undefined;
	const form = arg.slice(i + 1);
	if (form === 'gender') return noun.g;
	if (form === 'number') return noun.pl ? 'pl' : 'sg';
	if (form === 'elision') return noun.e ? 'yes' : 'no';
	if (form === 'id') return noun.id;
	return form === 'the' || form === 'of' || form === 'to' ? noun[form] : undefined;
}

/** Replaces `{name}` placeholders with params; an unknown placeholder is left visible. */
export function format(template: string, params?: Params): string {
	if (!params) return template;
	return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(paramValue(params, name) ?? whole));
}

const rules: Record<string, Intl.PluralRules> = {};
function category(lang: string, ordinal: boolean, n: number): string {
	const id = lang + ordinal;
	rules[id] ??= new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' });
	return rules[id].select(n);
}

function run(parts: Part[], params: Params, lang: string, num?: number): string {
	let out = '';
	for (const part of parts) {
		if (typeof part === 'string') out += part;
		else if (part === 0) out += num ?? '#';
		else {
			const [arg, kind, cases, offset = 0] = part;
			const value = paramValue(params, arg);
			if (!kind || !cases) {
				out += value ?? `{${arg}}`;
				continue;
			}
			if (kind === 's') {
				out += run(cases[String(value)] ?? cases.other ?? [], params, lang, num);
				continue;
			}
			const n = Number(value) - offset;
			const chosen = cases[`=${value}`] ?? cases[category(lang, kind === 'o', n)] ?? cases.other ?? [];
			out += run(chosen, params, lang, n);
		}
	}
	return out;
}

/** Formats one compiled message in `lang` (which picks the plural rules). */
export function formatMessage(msg: Msg, params: Params | undefined, lang: string): string {
	return typeof msg === 'string' ? format(msg, params) : run(msg, params ?? {}, lang);
}

/**
 * Things in a list, as one noun: « Anna et Bruno », « d’Anna et de Bruno », plural, masculine if
 * one is (French agreement). English lists take no serial comma (« Anna, Bruno and Chloé »).
 * A plain string counts as a name that takes no article.
 */
export function list(items: readonly (Noun | string)[], lang: string, type: 'conjunction' | 'disjunction' = 'conjunction'): Noun {
	const nouns = items.map((x): Noun => (isNoun(x) ? x : { s: x, the: x, of: x, to: x, g: 'n' }));
	const lf = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type });
	const join = (form: 'the' | 'of' | 'to' | 's') => lf.format(nouns.map((x) => x[form]));
	const out: Noun = { s: join('s'), the: join('the'), of: join('of'), to: join('to'), g: nouns.some((x) => x.g === 'm') ? 'm' : (nouns[0]?.g ?? 'n') };
	if (nouns.length > 1 || nouns[0]?.pl) out.pl = 1;
	if (nouns[0]?.e) out.e = 1;
	return out;
}

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * What `t(key, …)` takes after the key, from the map of each message's params (src/i18n/generated/params.ts):
 * nothing for a message (or noun) without params, else exactly its params: for a union of keys, the
 * params of all of them. A map with a string index (an untyped translator) takes any `Params`.
 */
export type ParamsArgs<M, Key extends PropertyKey> = string extends keyof M
	? [params?: Params]
	: [Key] extends [keyof M]
		? Intersection<M[Key]> extends infer P
			? [keyof P] extends [never]
				? []
				: [params: P]
			: never
		: [];

/**
 * A lookup function over one language's messages (`t(key, params)`), with the nouns (`t.noun`) and
 * lists (`t.list`). A noun's key is also its label: `t('terrain.water')` is « Eau » (its bare form,
 * capitalised), `t.noun('terrain.water')` the forms a sentence inserts. `M` gives each message's
 * params: a missing, misspelt or extra param, or text where a number goes, is a type error.
 */
export interface Translator<K extends string = string, N extends string = string, M = Record<string, Params>> {
	<Key extends K | N>(key: Key, ...params: ParamsArgs<M, Key>): string;
	/**
	 * A message the engine named (a refusal, a narration, a self-check reason): `{ key, params }`
	 * built where the engine's key types check them (src/machines/shared/types.ts), then put in
	 * words by the widget. The only untyped entry.
	 */
	ref(key: K, params?: Params): string;
	/** A noun to insert as a param: `{ area: t.noun(`area.${id}`) }`. */
	noun(key: N): Noun;
	/** Several things as one plural noun: `{ players: t.list(names) }`. */
	list(items: readonly (Noun | string)[], type?: 'conjunction' | 'disjunction'): Noun;
	lang: string;
}

/** A translator over a compiled dictionary. A missing key shows itself, in brackets. */
export function translator<K extends string = string, N extends string = string, M = Record<string, Params>>(dict: Dict, lang = 'en'): Translator<K, N, M> {
	const ref = (key: string, params?: Params): string => {
		const msg = dict[key];
		return msg === undefined ? `[${key}]` : isNoun(msg) ? msg.s.charAt(0).toUpperCase() + msg.s.slice(1) : formatMessage(msg, params, lang);
	};
	const t = ((key: string, params?: Params) => ref(key, params)) as unknown as Translator<K, N, M>;
	t.ref = ref;
	t.noun = (key: N): Noun => {
		const n = dict[key];
		return isNoun(n) ? n : { s: `[${key}]`, the: `[${key}]`, of: `[${key}]`, to: `[${key}]`, g: 'n' };
	};
	t.list = (items: readonly (Noun | string)[], type?: 'conjunction' | 'disjunction') => list(items, lang, type);
	t.lang = lang;
	return t;
}
