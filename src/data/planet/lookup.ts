/**
 * Planet's look-up synonyms: words a player may type for what the rulings and pages say another
 * way (the first of each group is the site's word; search asks for it). Look-up only: unlike the
 * glossary's synonyms, none of them is forbidden in the text. Read by src/components/shared/glossaries.ts.
 */
import type { LookupSynonyms } from '../../components/shared/glossaries';

export const LOOKUP_SYNONYMS: LookupSynonyms = {
	en: [
		['turn', 'rotate', 'rotation', 'spin', 'twist', 'orientation', 'way round'],
		['tie', 'tied', 'tie-breaker', 'tiebreaker', 'tie break', 'equal', 'same points', 'draw'],
		['together', 'combine', 'combined', 'mix'],
		['missed', 'failed', 'miss'],
		['once', 'after', 'already'],
		['score', 'worth', 'points', 'value'],
		['show', 'reveal', 'tell'],
		['beginners', 'beginner', 'first game', 'family'],
	],
	fr: [
		['tourner', 'pivoter', 'rotation', 'orienter', 'orientation', 'sens'],
		['égalité', 'ex aequo', 'égaux', 'départager'],
		['ensemble', 'combiner', 'cumuler', 'mélanger'],
		['manqué', 'raté', 'rater', 'échoué'],
		['déjà', 'après', 'une fois'],
		['rapporte', 'vaut', 'valeur', 'points'],
		['montrer', 'révéler', 'dire'],
		['débutants', 'débutant', 'première partie', 'famille'],
	],
};
