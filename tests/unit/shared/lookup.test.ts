// Looking words up as players type them (src/components/shared/lookup.ts): the rulings filter and search.
import { describe, expect, it } from 'vitest';
import type { Glossary } from '../../../src/data/glossary';
import {
	fold,
	lookUp,
	lookupTable,
	matchRanges,
	parseQuery,
	questionForms,
	rankEntries,
	stem,
	synonymTable,
	wordsOf,
} from '../../../src/components/shared/lookup';

const GLOSSARY: Glossary = [
	{ id: 'defense', fr: { term: 'Défense' }, en: { term: 'Defense', synonyms: ['defence'] } },
	{ id: 'two-players', fr: { term: 'deux joueurs', synonyms: ['2 joueurs'] }, en: { term: 'two players', synonyms: ['2 players', 'two-player game'] } },
	{ id: 'colony', fr: { term: 'colonie', forbidden: ['troupeau'] }, en: { term: 'herd', forbidden: ['colony'] } },
];
const find = (texts: string[], query: string, lang: 'fr' | 'en' = 'en') =>
	lookUp(texts.map(fold), parseQuery(query, lang, synonymTable(GLOSSARY, lang))).found.map((i) => texts[i]);

describe('folding and words', () => {
	it('folds accents, case and typographic apostrophes', () => {
		expect(fold('L’Égalité À DEUX')).toBe("l'egalite a deux");
		expect(wordsOf('Qu’est-ce que l’Épidémie ?')).toEqual(['qu', 'est', 'ce', 'que', 'l', 'epidemie']);
	});
	it('takes the ending off long words only, keeping four letters', () => {
		expect(stem('touchent', 'fr')).toBe('touch');
		expect(stem('parcelles', 'fr')).toBe('parcelle');
		expect(stem('parties', 'fr')).toBe('partie');
		expect(stem('abilities', 'en')).toBe('abilit');
		expect(stem('ties', 'en')).toBe('ties');
		expect(stem('coin', 'fr')).toBe('coin');
		expect(stem('36', 'en')).toBe('36');
	});
});

describe('whole words and word beginnings', () => {
	const texts = ['Two abilities of the same type', 'Une partie à trois', 'The area is emptied', 'Ties are broken by food', 'A tied score', 'The tie stands'];
	it('"tie" finds ties, tied and tie, never abilities, partie or emptied', () => {
		expect(find(texts, 'tie')).toEqual(['Ties are broken by food', 'A tied score', 'The tie stands']);
	});
	it('« égalité » and "egalite" find the same', () => {
		const fr = ['En cas d’égalité, personne ne gagne', 'Les égalités au décompte', 'Rien ici'];
		expect(find(fr, 'égalité', 'fr')).toEqual(find(fr, 'EGALITE', 'fr'));
		expect(find(fr, 'egalite', 'fr')).toHaveLength(2);
	});
	it('needs every word, in any order', () => {
		expect(find(['Food is scored first', 'Food then tie', 'Scored by ties'], 'tie food')).toEqual(['Food then tie']);
	});
	it('leaves out the little words of a question, unless nothing else is left', () => {
		expect(parseQuery('Can I bid more than my food?', 'en').map((p) => p.typed)).toEqual(['bid', 'more', 'food']);
		expect(parseQuery('des parcelles qui se touchent par un coin', 'fr').map((p) => p.typed)).toEqual(['parcelles', 'touchent', 'coin']);
		expect(parseQuery('the', 'en').map((p) => p.typed)).toEqual(['the']);
	});
	it('finds other forms of a long word: « touchent » finds « se touchent », « touche », « toucher »', () => {
		expect(find(['Elles se touchent', 'Elle touche', 'Sans toucher', 'Le touch-and-go', 'Tout'], 'touchent', 'fr')).toHaveLength(4);
	});
});

describe('synonyms from the glossary', () => {
	it('"defence" finds Defense, and "defences" too', () => {
		expect(find(['Play your Defense card', 'Attack first'], 'defence')).toEqual(['Play your Defense card']);
		expect(find(['Play your Defense card', 'Attack first'], 'defences')).toEqual(['Play your Defense card']);
	});
	it('says which concept a part names (search asks for its term)', () => {
		const [part] = parseQuery('defences', 'en', synonymTable(GLOSSARY, 'en'));
		expect(part?.concept?.term).toBe('Defense');
		expect(parseQuery('attack', 'en', synonymTable(GLOSSARY, 'en'))[0]?.concept).toBeUndefined();
	});
	it('a word the site never writes (forbidden) finds the term: « troupeau » finds « colonie »', () => {
		expect(find(['Deux colonies de même taille', 'La nourriture'], 'troupeau', 'fr')).toEqual(['Deux colonies de même taille']);
	});
	it('a spelling of several words is one part: "2 players" finds "two players" and "two-player game"', () => {
		expect(find(['With two players, remove…', 'In a two-player game', 'Two of the players'], '2 players')).toEqual([
			'With two players, remove…',
			'In a two-player game',
		]);
	});
	it('only concepts with another spelling go in the table', () => {
		expect(synonymTable(GLOSSARY, 'fr')).toEqual([
			{
				term: 'deux joueurs',
				spellings: [
					['deux', 'joueurs'],
					['2', 'joueurs'],
				],
			},
			{ term: 'colonie', spellings: [['colonie'], ['troupeau']] },
		]);
	});
});

describe('most words, when no text has them all', () => {
	it('keeps the texts with the most parts, if at least half', () => {
		const texts = ['parcelles qui se touchent par une pointe', 'parcelles voisines', 'rien'].map(fold);
		const r = lookUp(texts, parseQuery('parcelles qui se touchent par un coin', 'fr'));
		expect(r).toEqual({ found: [0], partial: true });
	});
	it('finds nothing when fewer than half the parts match', () => {
		const r = lookUp(['volcan'].map(fold), parseQuery('geyser tempête orage volcan', 'fr'));
		expect(r).toEqual({ found: [], partial: true });
	});
	it('an empty query shows every text', () => {
		expect(lookUp(['a', 'b'], parseQuery('  ', 'en'))).toEqual({ found: [0, 1], partial: false });
	});
});

describe('marking what was found', () => {
	it('gives ranges of the original text, accents and all, to the end of the word', () => {
		const text = 'Les Égalités : en cas d’égalité';
		const ranges = matchRanges(text, parseQuery('egalite', 'fr'));
		expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['Égalités', 'égalité']);
	});
});

describe('a query no longer than a reader types (issue 29)', () => {
	// A crafted `?q=` of 5,000 words froze the rulings page for seconds: every word was a part to
	// look up in every ruling and to mark in every text node.
	const words = Array.from({ length: 5000 }, (_, i) => `tile${i}z`);
	it('looks up the first twelve words of the first 200 characters, no more', () => {
		const parts = parseQuery(words.join(' '), 'en');
		expect(parts.length).toBe(12);
		expect(parts.map((p) => p.typed)).toEqual(words.slice(0, 12));
		// Characters count too: one word of 5,000 letters is read as its first 200.
		expect(parseQuery('a'.repeat(5000), 'en').map((p) => p.typed)).toEqual(['a'.repeat(200)]);
	});
	it('still finds a ruling from a question typed in full', () => {
		const texts = ['Each player places a tile next to the river.', 'The market refills at the end of the turn.'];
		expect(find(texts, 'When does the market refill, at the end of my turn or at the end of the round?')).toEqual([texts[1]]);
	});
	it('marks at most what those words find', () => {
		const text = words.slice(0, 40).join(' ');
		expect(matchRanges(text, parseQuery(words.join(' '), 'en')).length).toBe(12);
	});
});

describe('ranking (issue 32): the question meant first, the closest when none has every word', () => {
	const entry = (question: string, body = '') => ({ question: fold(question), body: fold(body) });
	const rank = (entries: ReturnType<typeof entry>[], q: string, lang: 'fr' | 'en' = 'en', table = lookupTable([['turn', 'rotate', 'flip']])) =>
		rankEntries(entries, parseQuery(q, lang, table), lang, questionForms(q, lang));
	it('a word in the question ranks above the same word in an answer', () => {
		const entries = [entry('Who scores the lake?', 'The marmot never scores.'), entry('Who gets the marmot?', 'The first player.')];
		expect(rank(entries, 'marmot').found).toEqual([1, 0]);
	});
	it('a rare word outweighs a common one', () => {
		const entries = [entry('Tile tile tile?', 'tile'), entry('May I turn a tile?', 'Tiles stay.'), entry('A tile on a geyser?', 'No.')];
		expect(rank(entries, 'geyser tile').found[0]).toBe(2);
	});
	it('a synonym of the game finds the word the site writes: "rotate" finds "turn"', () => {
		const entries = [entry('Where does a tile go?'), entry('May I move or turn a tile once it is placed?')];
		expect(rank(entries, 'can I rotate a tile after placing it').found[0]).toBe(1);
	});
	it('the word as typed ranks above a synonym of it', () => {
		const entries = [entry('May I turn a tile?'), entry('May I flip a tile?')];
		expect(rank(entries, 'flip').found).toEqual([1, 0]);
	});
	it('a question word typed counts: "when" brings the question that asks when', () => {
		const entries = [entry('May I take a capital after a rally?'), entry('When may I take a capital?')];
		expect(rank(entries, 'when can I take a capital').found[0]).toBe(1);
		expect(questionForms('Où joue-t-il, ou pas ?', 'fr')).toEqual(['où']);
		expect(questionForms('combien de cartes', 'fr')).toEqual(['combien']);
	});
	it('with no question holding every word, the closest comes first, and says so', () => {
		const entries = [entry('Sun and clouds'), entry('Geyser next to the sun'), entry('Nothing here')];
		const r = rank(entries, 'geyser sun zebra');
		expect(r.partial).toBe(true);
		expect(r.found[0]).toBe(1);
		expect(r.found).not.toContain(2);
	});
	it('says “closest” only when no entry has every word, even if a partial one ranks first', () => {
		const entries = [entry('Geyser?'), entry('Rules', 'A geyser and the sun.'), entry('Sun', 'sun'), entry('Sun again', 'sun')];
		const r = rank(entries, 'geyser sun');
		expect(r.found[0]).toBe(0);
		expect(r.found).toContain(1);
		expect(r.partial).toBe(false);
	});
	it('nothing found: an empty list; nothing typed: every entry in page order', () => {
		expect(rank([entry('Sun')], 'zebra')).toEqual({ found: [], partial: true });
		expect(rank([entry('a'), entry('b')], '')).toEqual({ found: [0, 1], partial: false });
	});
});

describe('shared stems and folding (issue 32)', () => {
	it('English endings go, two at most, keeping four letters: "rotated", "rotation" and "rotating" share "rotat"', () => {
		expect(['rotated', 'rotation', 'rotating', 'rotate'].map((w) => stem(w, 'en'))).toEqual(['rotat', 'rotat', 'rotat', 'rotat']);
		expect(stem('placement', 'en')).toBe('plac');
		expect(stem('placing', 'en')).toBe('plac');
		expect(stem('surrounded', 'en')).toBe('surround');
		expect(stem('tiles', 'en')).toBe('tile');
	});
	it('French keeps a final e (« partie » is not « partir »), takes verb endings off', () => {
		expect(stem('tourner', 'fr')).toBe('tourn');
		expect(stem('retournees', 'fr')).toBe('retourn');
		expect(stem('partie', 'fr')).toBe('partie');
	});
	it('« ex æquo » folds to "ex aequo", « cœur » to "coeur"', () => {
		expect(fold('Ex Æquo, cœur')).toBe('ex aequo, coeur');
	});
	it('a game’s look-up synonyms are one concept each, the site’s word first', () => {
		expect(lookupTable([['égalité', 'ex æquo'], ['seul']])).toEqual([{ term: 'égalité', spellings: [['egalite'], ['ex', 'aequo']] }]);
	});
});
