/** Decrees put into words (the conditions are the engine's; this only names them). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { Decree } from '../../machines/animal-kingdoms/decrees';
import type { Params } from '../../i18n/format';
import { upperFirst } from './words';
import { SPECIES } from '../../machines/animal-kingdoms/types';
import { oneOf } from '../shared/oneOf';

export function decreeText(t: T, lang: Locale, d: Decree): string {
	if (d.kind === 'species') {
		const words = d.species.map((s) => t(`species.${s}`));
		return upperFirst(t('decree.k.species', { species: new Intl.ListFormat(lang, { type: 'disjunction' }).format(words) }));
	}
	return t(`decree.k.${d.kind}`, { family: d.family, ref: t('decree.ref', { family: d.family }), n: 'n' in d ? d.n : 0 });
}

/** A refusal's parameters in words: species ids become species names. */
export function decreeParams(t: T, lang: Locale, params: Params | undefined): Params | undefined {
	if (!params) return params;
	const out: Params = { ...params };
	if (oneOf(SPECIES, params.species)) out.species = t(`species.${params.species}`);
	if (typeof params.allowed === 'string') out.allowed = new Intl.ListFormat(lang, { type: 'disjunction' }).format(params.allowed.split(',').filter((s) => oneOf(SPECIES, s)).map((s) => t(`species.${s}`)));
	return out;
}
