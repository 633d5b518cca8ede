import type { Glossary } from '../glossary';

/**
 * Animal Kingdoms' vocabulary. French: the French rulebook's words (Lucky Duck Games, seed 004),
 * in the order a reader meets them. English: the words of the English working draft where the
 * research names them (research/games.md §4.4, §6: Noble Beast, First Place token, First to
 * Withdraw, Withdraw, Rally, Claim), otherwise the site's own. `forbidden`: the calques and wrong
 * forms the language review found (language.md, Animal Kingdoms), checked on every page, message
 * and ruling by tests/unit/shared/glossary.test.ts.
 */
export const GLOSSARY: Glossary = [
	{
		id: 'noble-beast',
		fr: { term: 'Noble Créature', note: 'les cartes de votre main ; 64 en tout' },
		en: { term: 'Noble Beast', note: 'the cards in your hand; 64 in all' },
	},
	{
		id: 'kingdom',
		fr: { term: 'royaume', note: 'cinq, de 4 à 8 territoires, capitale comprise' },
		en: { term: 'kingdom', note: 'five of them, 4 to 8 territories, capital included' },
	},
	{ id: 'territory', fr: { term: 'territoire', note: 'emplacement doré, un cube chacun' }, en: { term: 'territory', note: 'a gold space, one cube each' } },
	{
		id: 'capital',
		fr: { term: 'capitale', note: 'le territoire à la couronne, pris en dernier' },
		en: { term: 'capital', note: 'the territory with the crown, taken last' },
	},
	{ id: 'council', fr: { term: 'conseil', note: 'emplacement argenté, jamais revendiqué' }, en: { term: 'council', note: 'a silver space, never claimed' } },
	{ id: 'decree', fr: { term: 'carte Décret', note: 'une par royaume et par âge' }, en: { term: 'decree', note: 'one per kingdom and age' } },
	{ id: 'cube', fr: { term: 'cube d’Influence', note: '18 par joueur' }, en: { term: 'Influence cube', note: '18 per player' } },
	{ id: 'score-disc', fr: { term: 'disque Marqueur de Score', note: 'sur la piste de score' }, en: { term: 'score disc', note: 'on the score track' } },
	{ id: 'claim', fr: { term: 'Revendiquer un territoire' }, en: { term: 'Claim a territory' } },
	{ id: 'rally', fr: { term: 'Rallier' }, en: { term: 'Rally' } },
	{
		id: 'withdraw',
		fr: { term: 'Passer', forbidden: ['un passe', 'premier passe'], note: 'on dit « après que quelqu’un a passé », pas « après un passe »' },
		en: { term: 'Withdraw', synonyms: ['pass'] },
	},
	{
		id: 'majority',
		fr: { term: 'tuile Majorité', note: 'trois par royaume, en ordre croissant' },
		en: { term: 'First Place token', forbidden: ['majority tile'], note: 'three per kingdom, in ascending order' },
	},
	{
		id: 'first-to-withdraw',
		fr: { term: 'tuile Premier à passer' },
		en: { term: 'First to Withdraw token', synonyms: ['first to pass'], forbidden: ['first to pass'] },
	},
	{
		id: 'reinforcement',
		fr: { term: 'jeton Renfort', note: 'certaines critiques anglaises disent « battle modifier »' },
		en: { term: 'reinforcement token', synonyms: ['battle modifier'], forbidden: ['battle modifier'], note: 'some English reviews say “battle modifier”' },
	},
	{ id: 'age', fr: { term: 'âge', note: 'une des trois manches' }, en: { term: 'age', note: 'one of the three rounds' } },
	{ id: 'battle', fr: { term: 'bataille' }, en: { term: 'battle' } },
	{ id: 'perfect-tie', fr: { term: 'égalité parfaite' }, en: { term: 'perfect tie' } },
	{ id: 'peace-treaty', fr: { term: 'Traité de paix' }, en: { term: 'Peace Treaty' } },
	{ id: 'deck', fr: { term: 'pioche' }, en: { term: 'deck', synonyms: ['draw pile'] } },
	{ id: 'discard', fr: { term: 'défausse' }, en: { term: 'discard pile' } },
	{ id: 'bot', fr: { term: 'adversaire fictif', forbidden: ['automa'] }, en: { term: 'solo bot', synonyms: ['automa'], forbidden: ['automa'] } },
	{ id: 'bonus-card', fr: { term: 'carte Bonus' }, en: { term: 'bonus card' } },
	{
		id: 'solo-levels',
		fr: {
			term: 'règles normales ; Facile, Moyen, Difficile, Expert',
			forbidden: ['niveau normal'],
			note: 'les règles normales, puis quatre niveaux qui les modifient',
		},
		en: { term: 'standard rules, then Easy, Medium, Hard, Expert', forbidden: ['normal level'], note: 'the standard rules, then four levels that change them' },
	},
	{
		id: 'refill',
		fr: {
			term: 'compléter sa main à quatre cartes',
			forbidden: ['reprendre quatre cartes', 'reprenez quatre cartes', 'reprendre 4 cartes'],
			note: 'on ne pioche pas quatre cartes de plus',
		},
		en: { term: 'draw back to four' },
		inTable: false,
	},
	{
		id: 'next-to',
		fr: { term: 'face à un royaume', synonyms: ['en face d’un royaume'], forbidden: ['en face d’un royaume'] },
		en: {
			term: 'next to a kingdom',
			forbidden: ['by the kingdom', 'by a kingdom', 'by the #-territory kingdom', 'by the largest kingdom', 'by the smallest kingdom'],
		},
		inTable: false,
	},
	{
		id: 'read-as',
		fr: { term: 'notre lecture', forbidden: ['nous lisons la règle comme'] },
		en: { term: 'our reading', forbidden: ['we read the rules as'] },
		inTable: false,
	},
];
