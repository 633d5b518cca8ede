/**
 * Animal Kingdoms' look-up synonyms: words a player may type for what the rulings and pages say
 * another way (the first of each group is the site's word; search asks for it). Look-up only:
 * unlike the glossary's synonyms, none of them is forbidden in the text. Read by src/components/shared/glossaries.ts.
 */
import type { LookupSynonyms } from '../../components/shared/glossaries';

export const LOOKUP_SYNONYMS: LookupSynonyms = {
	en: [
		['tied', 'tie', 'tie-breaker', 'tiebreaker', 'tie break', 'equal', 'draw', 'level'],
		['left', 'out', 'run out', 'runs out', 'none left', 'no more'],
		['raised', 'reinforced', 'boosted', 'plus 2'],
		['obey', 'follow', 'respect', 'ignore'],
		['withdraw', 'passed', 'passes'],
		['full', 'taken', 'complete'],
		['nobody', 'no one', 'empty'],
		['give', 'do', 'gain', 'worth'],
		['knocked out', 'loser', 'losers', 'lost', 'eliminated'],
	],
	fr: [
		['égalité', 'ex aequo', 'égaux', 'départager'],
		['renfort', 'renforcé', 'renforcer', 'renforcement'],
		['adversaire fictif', 'bot', 'robot', 'ia', 'automate'],
		['respecter', 'suivre', 'obéir', 'ignorer'],
		['pris', 'plein', 'complet', 'rempli'],
		['personne', 'aucun', 'vide'],
		['rapporte', 'donne', 'vaut', 'gagne'],
		['éliminé', 'perdant', 'perd'],
	],
};
