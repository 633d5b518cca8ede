// The search answering a question (src/components/starlight/searchQuestion.ts), against a stand-in Pagefind.
import { describe, expect, it } from 'vitest';
import { parseQuery, synonymTable } from '../../../src/components/shared/lookup';
import {
	combinations,
	firstSentence,
	improveResult,
	headingHits,
	markHtml,
	type Pagefind,
	questionSearch,
	rankSubResults,
	searchMostWords,
	searchWords,
} from '../../../src/components/starlight/searchQuestion';

/** A Pagefind that returns the pages holding every word asked (word beginnings), scored by their order. */
function fakePagefind(pages: Record<string, string>) {
	const asked: string[] = [];
	const pf: Pagefind = {
		async search(term) {
			asked.push(term);
			const words = term.toLowerCase().split(/\s+/).filter(Boolean);
			const results = Object.entries(pages)
				.filter(([, text]) =>
					words.every((w) =>
						text
							.toLowerCase()
							.split(/\W+/)
							.some((t) => t.startsWith(w)),
					),
				)
				.map(([id], i) => ({ id, score: 10 - i, data: async () => ({ url: id, content: '', sub_results: [] }) }));
			return { results, filters: {} };
		},
	};
	return { pf, asked };
}

describe('the words Pagefind is asked for', () => {
	it('leaves out the little words and keeps the reader’s own spelling', () => {
		expect(searchWords('Des parcelles qui se touchent par un Coin ?', 'fr', []).words).toEqual(['parcelles', 'touchent', 'Coin']);
		expect(searchWords('Can I bid more than my food?', 'en', []).words).toEqual(['bid', 'more', 'food']);
	});
	it('asks for the glossary’s term instead of a word the site never writes', () => {
		const table = synonymTable([{ id: 'defense', fr: { term: 'Défense' }, en: { term: 'Defense', synonyms: ['defence'] } }], 'en');
		expect(searchWords('when can I play defence', 'en', table).words).toEqual(['play', 'Defense']);
		expect(searchWords('Defense', 'en', table).words).toEqual(['Defense']);
	});
});

describe('most words when no page has them all', () => {
	it('lists the choices of k words', () => {
		expect(combinations(['a', 'b', 'c'], 2)).toEqual([
			['a', 'b'],
			['a', 'c'],
			['b', 'c'],
		]);
	});
	it('asks every word first, and stops there if a page has them all', async () => {
		const { pf, asked } = fakePagefind({ a: 'parcelles touchent coin', b: 'parcelles' });
		const r = await searchMostWords(pf, ['parcelles', 'touchent', 'coin'], {});
		expect(r?.results.map((x) => x.id)).toEqual(['a']);
		expect(asked).toEqual(['parcelles touchent coin']);
	});
	it('then drops one word, then two… down to half the words, best score first', async () => {
		const { pf } = fakePagefind({ a: 'parcelles qui se touchent par une pointe', b: 'une parcelle isolée', c: 'le coin du plateau' });
		const r = await searchMostWords(pf, ['parcelles', 'touchent', 'coin'], {});
		expect(r?.results.map((x) => x.id)).toEqual(['a']);
		const four = await searchMostWords(pf, ['parcelles', 'touchent', 'coin', 'volcan'], {});
		expect(four?.results.map((x) => x.id)).toEqual(['a']);
	});
	it('finds nothing when fewer than half the words are on any page', async () => {
		const { pf } = fakePagefind({ a: 'volcan' });
		const r = await searchMostWords(pf, ['geyser', 'orage', 'volcan'], {});
		expect(r?.results).toEqual([]);
	});
});

describe('sections by relevance, and the answer’s first sentence', () => {
	const sub = (title: string, url: string, scores: number[], location = 0) => ({
		title,
		url,
		excerpt: '',
		locations: scores.map((_, i) => location + i),
		weighted_locations: scores.map((balanced_score, i) => ({ weight: 1, balanced_score, location: location + i })),
		anchor: { element: 'h3', id: url.split('#')[1] ?? '', text: title, location },
	});
	it('puts a section whose heading holds the words first, then the higher score; the page’s own section stays first', () => {
		const subs = [sub('Page', '/p/', [1]), sub('Colonies', '/p/#colonies', [5, 5]), sub('Égalités', '/p/#ties', [1]), sub('Food', '/p/#food', [12])];
		const ranked = rankSubResults(subs, '/p/', parseQuery('égalité', 'fr'));
		expect(ranked.map((s) => s.title)).toEqual(['Page', 'Égalités', 'Food', 'Colonies']);
		expect(rankSubResults(subs, '/p/', parseQuery('égalité', 'fr'), [], 2).map((s) => s.title)).toEqual(['Page', 'Égalités', 'Food']);
	});
	it('puts first the section holding the most of the question’s words, in its heading or its text', () => {
		// Page words: 0 Weather 1 flipped 2 tile 3 flipped 4 tile 5 hurricane 6 tile 7 water 8 point
		const words = 'Weather flipped tile flipped tile hurricane tile water point'.split(' ');
		const flipped = { ...sub('What a flipped tile does', '/w/#flipped', [9, 9, 9, 9], 1) };
		const hurricane = { ...sub('The hurricane', '/w/#hurricane', [1, 1, 1, 1], 5) };
		const top = sub('Weather', '/w/#_top', [20], 0);
		const ranked = rankSubResults([top, flipped, hurricane], '/w/', parseQuery('Does the hurricane flip tiles with a water point?', 'en'), words);
		expect(ranked.map((s) => s.title)).toEqual(['The hurricane', 'What a flipped tile does']);
	});
	it('takes the sentence after the question heading; a very short one takes the next one too', () => {
		const words = 'Intro. Can I bid? Yes. You may bid any amount. More text.'.split(' ');
		expect(firstSentence(words, { text: 'Can I bid?', location: 1 })).toBe('Yes. You may bid any amount.');
		const fr = 'Deux parcelles ? Notre lecture : non. Elles se touchent par un côté. Suite.'.split(' ');
		expect(firstSentence(fr, { text: 'Deux parcelles ?', location: 0 })).toBe('Notre lecture : non. Elles se touchent par un côté.');
	});
	it('marks the words found, and escapes the rest', () => {
		expect(markHtml('Ties <b> & the tie', parseQuery('tie', 'en'))).toBe('<mark>Ties</mark> &lt;b&gt; &amp; the <mark>tie</mark>');
	});
	it('gives a question section its answer’s first sentence as excerpt', () => {
		const data = {
			url: '/r/',
			content: '',
			raw_content: 'Rulings. May the seller bid? No. The seller never bids on their own card. Other.',
			sub_results: [{ ...sub('May the seller bid?', '/r/#seller', [1], 1), excerpt: 'May the <mark>seller</mark> bid?' }],
		};
		const out = improveResult(data, parseQuery('seller', 'en'));
		expect(out.sub_results[0]?.excerpt).toBe('No. The <mark>seller</mark> never bids on their own card.');
	});
});

describe('results whose headings hold the question come first (issue 32, review minor 7)', () => {
	const sub = (title: string, url: string) => ({ title, url, excerpt: '', locations: [], weighted_locations: [] });
	it('counts the most query words one heading holds', () => {
		const parts = parseQuery('can I put an animal on the geyser', 'en');
		expect(headingHits({ sub_results: [sub('Geyser Park', '/v/#g'), sub('Can an animal tile go on a geyser, the volcano…?', '/r/#f')] }, parts)).toBe(2);
		expect(headingHits({ sub_results: [] }, parts)).toBe(0);
	});
	it('a ruling whose question has the words comes before a chapter that only uses them often', async () => {
		const data: Record<string, { url: string; content: string; sub_results: ReturnType<typeof sub>[] }> = {
			variants: { url: '/variants/', content: 'geyser animal put', sub_results: [sub('Variants', '/variants/'), sub('Geyser Park', '/variants/#geyser-park')] },
			rulings: {
				url: '/rulings/',
				content: 'animal geyser put',
				sub_results: [sub('Rulings', '/rulings/'), sub('Can an animal tile go on a geyser?', '/rulings/#forbidden-spaces')],
			},
		};
		const pf: Pagefind = {
			async search() {
				return {
					results: ['variants', 'rulings'].map((id, i) => ({ id, score: 2 - i, data: async () => data[id] as (typeof data)['variants'] })),
				};
			},
		};
		const results = await questionSearch('en', [])(pf, 'can I put an animal on the geyser', {});
		expect(results?.results.map((r) => r.id)).toEqual(['rulings', 'variants']);
	});
});
