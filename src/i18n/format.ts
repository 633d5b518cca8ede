/**
 * Messages are ICU MessageFormat (`{name}`, `{n, plural, one {# pion} other {# pions}}`,
 * `{terrain, select, water {dans l’eau} other {…}}`, `selectordinal`). They are parsed and checked
 * at build by @messageformat/parser (src/i18n/compile.ts) into the small JSON form below, which a
 * page embeds for its own language only; this file is all the browser runs to format them.
 */
export type Params = Record<string, string | number>;

/**
 * A compiled message: a plain string when it has only `{name}` arguments (the source itself),
 * otherwise parts: literal text, `0` for `#` (the plural number), `[arg]`, or
 * `[arg, 's' | 'p' | 'o', cases, offset?]` for select, plural and selectordinal.
 */
export type Part = string | 0 | [string] | [string, 's' | 'p' | 'o', Record<string, Part[]>, number?];
export type Msg = string | Part[];
/** One language's messages: source text (before compiling) or compiled. */
export type Dict = Record<string, Msg>;
/** Source messages of one part file, per language, checked to have the same keys (see `mirror`). */
export type Source = Record<string, string>;

/** Replaces `{name}` placeholders with params; an unknown placeholder is left visible. */
export function format(template: string, params?: Params): string {
	if (!params) return template;
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		Object.hasOwn(params, name) ? String(params[name]) : whole,
	);
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
			const value = params[arg];
			if (!kind || !cases) {
				out += value === undefined ? `{${arg}}` : value;
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

/** A lookup function over one language's messages. A missing key shows itself, in brackets. */
export function translator(dict: Dict, lang = 'en') {
	return (key: string, params?: Params): string => {
		const msg = dict[key];
		return msg === undefined ? `[${key}]` : formatMessage(msg, params, lang);
	};
}
export type T = ReturnType<typeof translator>;

type Missing<A, B> = Exclude<keyof A, keyof B>;
/**
 * Types a part file's messages so that a key missing in either language fails `npm run check`:
 * `export const SETUP = mirror({ fr: {…}, en: {…} });` — an error names the missing key.
 */
export function mirror<F extends Source, E extends Source>(
	parts: { fr: F & Record<Missing<E, F>, string>; en: E & Record<Missing<F, E>, string> },
): { fr: F; en: E } {
	return parts;
}
