/**
 * WildLife's look-up synonyms: words a player may type for what the rulings and pages say
 * another way (the first of each group is the site's word; search asks for it). Look-up only:
 * unlike the glossary's synonyms, none of them is forbidden in the text. Read by src/components/shared/glossaries.ts.
 */
import type { LookupSynonyms } from '../../components/shared/glossaries';

export const LOOKUP_SYNONYMS: LookupSynonyms = {
	en: [
		['stop', 'block', 'counter', 'cancel', 'prevent'],
		['again', 'twice', 'second time'],
		['convert', 'exchange', 'trade', 'swap'],
		['unconverted', 'leftover', 'unused', 'left over', 'remaining'],
		['choose', 'pick', 'select'],
		['end', 'finish', 'over', 'last'],
		['starts', 'goes first', 'first player', 'start player', 'begins'],
		['put', 'place'],
	],
	fr: [
		['arrêter', 'bloquer', 'contrer', 'stopper', 'empêcher', 'annuler'],
		['termine', 'finit', 'finir', 'fin', 'arrête', 'terminer'],
		['à nouveau', 'deux fois', 'encore', 'de nouveau'],
		['convertir', 'échanger', 'transformer'],
		['non convertie', 'reste', 'restante', 'inutilisée'],
		['choisit', 'choisir', 'prendre'],
		['égalité', 'ex aequo', 'égaux', 'départager'],
	],
};
