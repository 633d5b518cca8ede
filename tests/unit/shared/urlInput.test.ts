// What an address brings a page (src/components/shared/urlInput.ts, issue 29): a malformed escape
// never throws, a `?q=` query is cut to what a reader types.
import { describe, expect, it } from 'vitest';
import { capQuery, decodeOr, MAX_QUERY_CHARS } from '../../../src/components/shared/urlInput';

describe('decodeOr', () => {
	it('decodes what decodeURIComponent decodes', () => {
		expect(decodeOr('r%C3%A8gle-de-d%C3%A9fense')).toBe('règle-de-défense');
		expect(decodeOr('full-areas')).toBe('full-areas');
	});
	it('keeps a malformed escape as typed, where decodeURIComponent throws', () => {
		for (const bad of ['100%', '%', '%E0%A4%A', 'a%zz']) {
			expect(() => decodeURIComponent(bad)).toThrow(URIError);
			expect(decodeOr(bad)).toBe(bad);
		}
	});
});

describe('capQuery', () => {
	it('leaves a question as typed, spaces tidied', () => {
		expect(capQuery('  can I   bid twice? ')).toBe('can I bid twice?');
	});
	it('cuts a long query between words, within the limit', () => {
		const long = Array.from({ length: 5000 }, (_, i) => `word${i}`).join(' ');
		const q = capQuery(long);
		expect(q.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
		expect(q.length).toBeGreaterThan(MAX_QUERY_CHARS - 10);
		expect(long.startsWith(`${q} `)).toBe(true);
		expect(capQuery('x'.repeat(5000))).toBe('x'.repeat(MAX_QUERY_CHARS));
	});
});
