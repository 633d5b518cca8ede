import type { Glossary } from '../glossary';

/**
 * WildLife's vocabulary. French: the French rulebook's words (seed 000). English: the English
 * translation's words where the site keeps them; `synonyms` carry the other words a reader holding
 * the English rules (seed 002) may look for.
 */
export const GLOSSARY: Glossary = [
	{ id: 'piece', fr: { term: 'pion' }, en: { term: 'piece', synonyms: ['organism tile'] } },
	{ id: 'species-chart', fr: { term: 'tableau d’espèce' }, en: { term: 'species chart', synonyms: ['organism chart'] } },
	{ id: 'reserve', fr: { term: 'réserve', note: 'vos pions pas encore posés' }, en: { term: 'reserve', synonyms: ['supply'], note: 'your pieces not yet placed' } },
	{
		id: 'bank',
		fr: { term: 'réserve de nourriture', forbidden: ['banque', 'banque de nourriture'], note: 'la règle dit « la réserve »' },
		en: { term: 'bank', synonyms: ['Food Bank'] },
	},
	{ id: 'area', fr: { term: 'territoire', note: 'petit ou grand' }, en: { term: 'area', note: 'small or large' } },
	{ id: 'score-track', fr: { term: 'échelle des scores' }, en: { term: 'score track', synonyms: ['success track'] } },
	{
		id: 'territory-track',
		fr: { term: 'échelle des territoires' },
		en: { term: 'small-scoring track', forbidden: ['territory track'], synonyms: ['small scoring track'] },
	},
	{ id: 'territory-marker', fr: { term: 'marqueur de territoire', synonyms: ['cylindre blanc'] }, en: { term: 'territory marker', synonyms: ['white cylinder'] }, inTable: false },
	{
		id: 'small-scoring',
		fr: { term: 'décompte d’un territoire', forbidden: ['petit décompte', 'petits décomptes'] },
		en: { term: 'small scoring' },
	},
	{ id: 'big-scoring', fr: { term: 'décompte général', forbidden: ['grand décompte', 'grands décomptes'] }, en: { term: 'big scoring' } },
	{ id: 'herd', fr: { term: 'colonie', forbidden: ['troupeau', 'troupeaux'] }, en: { term: 'herd' } },
	{
		id: 'levels',
		fr: { term: 'Déplacement / Reproduction / Attaque' },
		en: { term: 'Migrate / Expand / Attack', synonyms: ['Migration', 'Expansion'] },
	},
	{ id: 'migrate', fr: { term: 'déplacement', forbidden: ['migration', 'migrations', 'migrer'] }, en: { term: 'migrate' }, inTable: false },
	{ id: 'wheel', fr: { term: 'Roue', note: 'carte « Évolution » dans la liste du matériel' }, en: { term: 'wheel', synonyms: ['Adaptation card'] } },
	{ id: 'arrow', fr: { term: 'Flèche', note: 'carte « Talent » dans la liste du matériel' }, en: { term: 'arrow', synonyms: ['Ability card'] } },
	{ id: 'joker', fr: { term: 'Éclair', note: 'le joker' }, en: { term: 'lightning', synonyms: ['Joker'], note: 'the joker' } },
	{ id: 'aggression', fr: { term: 'capacité Attaque' }, en: { term: 'Aggression' } },
	{ id: 'adaptation', fr: { term: 'jeton Adaptation' }, en: { term: 'adaptation tile', forbidden: ['adaptation token', 'adaptation tokens'] }, inTable: false },
	{ id: 'seeding', fr: { term: 'placement initial' }, en: { term: 'seeding' } },
	{
		id: 'food',
		fr: { term: 'points de nourriture', forbidden: ['# nourriture', 'unités de nourriture'], note: '« 3 points de nourriture », jamais « 3 nourriture »' },
		en: { term: 'food' },
		inTable: false,
	},
	{ id: 'defense', fr: { term: 'Défense' }, en: { term: 'Defense', synonyms: ['defence'] }, inTable: false },
];
