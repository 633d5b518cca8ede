/**
 * Caldera Park's look-up synonyms: words a player may type for what the rulings and pages say
 * another way (the first of each group is the site's word; search asks for it). Look-up only:
 * unlike the glossary's synonyms, none of them is forbidden in the text. Read by src/components/shared/glossaries.ts.
 */
import type { LookupSynonyms } from '../../components/shared/glossaries';

export const LOOKUP_SYNONYMS: LookupSynonyms = {
	en: [
		['same total', 'tie', 'tied', 'tie-breaker', 'tiebreaker', 'tie break', 'equal', 'draw'],
		['flipped', 'flip', 'turn over', 'turned over', 'face down'],
		['young', 'cub', 'cubs', 'baby', 'babies', 'little one'],
		['drive', 'chase', 'chased', 'scare', 'flee', 'run away'],
		['split', 'break', 'cut', 'divide', 'separate'],
		['add', 'sum', 'total', 'combine'],
		['choose', 'pick', 'select', 'decide'],
		['taken', 'full', 'occupied'],
		['runs out', 'empty', 'run out', 'none left'],
		['start', 'beginning', 'first'],
		['geyser', 'geysers'],
		['neighbours', 'surrounded', 'around', 'next to', 'adjacent', 'neighbors'],
	],
	fr: [
		['même total', 'égalité', 'ex aequo', 'égaux', 'départager'],
		['retourné', 'retourner', 'retourne', 'face cachée'],
		['petit', 'petits', 'bébé', 'bébés', 'jeune'],
		['chasser', 'chasse', 'fuir', 'faire fuir', 'effrayer'],
		['coupe', 'couper', 'casser', 'séparer', 'diviser'],
		['additionne', 'additionner', 'cumuler', 'somme', 'ajouter'],
		['choisir', 'choisit', 'prendre', 'décider'],
		['prises', 'occupées', 'pleines', 'remplies'],
		['départ', 'début', 'commencer', 'commence'],
		['voisins', 'entouré', 'autour', 'à côté', 'adjacent', 'adjacents'],
	],
};
