// What an address brings a page (src/components/shared/urlInput.ts, issue 29): a malformed escape
// never throws (the `?q=` cap is tested in lookup.test.ts and tests/browser/rulings.test.mjs).
import { describe, expect, it } from 'vitest';
import { decodeOr } from '../../../src/components/shared/urlInput';

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
