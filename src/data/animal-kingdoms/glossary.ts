import type { Glossary } from '../glossary';

/**
 * Animal Kingdoms' vocabulary. French: Lucky Duck Games' words (seed 004). English: Galactic Raptor
 * Games' words where the research names them.
 */
export const GLOSSARY: Glossary = [
	{ id: 'noble-beast', fr: { term: 'Noble Créature' }, en: { term: 'Noble Beast' } },
	{ id: 'decree', fr: { term: 'Décret' }, en: { term: 'Decree' } },
	{ id: 'board', fr: { term: 'royaume, territoire, capitale, conseil' }, en: { term: 'kingdom, territory, capital, council' } },
	{ id: 'cube', fr: { term: 'cube d’Influence' }, en: { term: 'Influence cube' } },
	{ id: 'claim', fr: { term: 'Revendiquer un territoire' }, en: { term: 'Claim a territory' } },
	{ id: 'rally', fr: { term: 'Rallier' }, en: { term: 'Rally' } },
	{ id: 'withdraw', fr: { term: 'Passer' }, en: { term: 'Withdraw' } },
	{ id: 'majority', fr: { term: 'tuile Majorité' }, en: { term: 'First Place token' } },
	{ id: 'first-to-withdraw', fr: { term: 'tuile Premier à passer' }, en: { term: 'First to Withdraw token' } },
	{ id: 'reinforcement', fr: { term: 'jeton Renfort', note: 'certaines critiques anglaises disent « battle modifier »' }, en: { term: 'reinforcement token', synonyms: ['battle modifier'], note: 'some English reviews say “battle modifier”' } },
	{ id: 'age', fr: { term: 'âge' }, en: { term: 'age' } },
	{ id: 'battle', fr: { term: 'bataille' }, en: { term: 'battle' } },
	{ id: 'peace-treaty', fr: { term: 'Traité de paix' }, en: { term: 'Peace Treaty' } },
	{ id: 'solo', fr: { term: 'adversaire fictif, carte Bonus' }, en: { term: 'solo bot, bonus card' } },
	{
		id: 'refill',
		fr: { term: 'compléter sa main à quatre cartes', forbidden: ['reprendre quatre cartes'], note: 'on ne pioche pas quatre cartes de plus' },
		en: { term: 'draw back to four' },
		inTable: false,
	},
	{ id: 'next-to', fr: { term: 'en face d’un royaume' }, en: { term: 'next to a kingdom', forbidden: ['by the kingdom', 'by a kingdom'] }, inTable: false },
];
