/** Decrees put into words (the conditions are the engine's; this only names them). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Decree } from '../../machines/animal-kingdoms/decrees';
import { capitalised, speciesNoun } from './words';

/** A decree's label: « Lézard ou tigre », « Une valeur impaire », « Supérieur ou égal au voisin le plus fort ». */
export function decreeText(t: T, d: Decree): string {
	if (d.kind === 'species')
		return t('decree.k.species', {
			species: capitalised(
				t.list(
					d.species.map((s) => speciesNoun(t, s)),
					'disjunction',
				),
			),
		});
	return t(`decree.k.${d.kind}`, { family: d.family, ref: t('decree.ref', { family: d.family }), n: 'n' in d ? d.n : 0 });
}
