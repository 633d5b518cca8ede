import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { COMMON } from '../../../src/i18n/common';
import { format, translator } from '../../../src/i18n/format';
import { type Locale, LOCALES, localeOfPath, switchLocalePath } from '../../../src/i18n/paths';
import { WILDLIFE_STRINGS } from '../../../src/i18n/wildlife';

/** The arguments a message reads (ICU: plain, plural, select), parsed by @messageformat/parser. */
function placeholders(s: string): string[] {
	const names = new Set<string>();
	const walk = (tokens: Token[]) => {
		for (const t of tokens) {
			if (t.type === 'argument' || t.type === 'function') names.add(t.arg);
			if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
				names.add(t.arg);
				for (const c of t.cases) walk(c.tokens);
			}
		}
	};
	walk(parse(s, { strict: false }));
	return [...names].sort();
}

describe.each([
	['common', COMMON as Record<Locale, Record<string, string>>],
	['wildlife', WILDLIFE_STRINGS],
])('%s strings', (_name, dict) => {
	it('has the same keys in French and English', () => {
		expect(Object.keys(dict.fr).sort()).toEqual(Object.keys(dict.en).sort());
	});
	it('uses the same placeholders in both languages', () => {
		for (const key of Object.keys(dict.fr)) expect(placeholders(dict.en[key]!), key).toEqual(placeholders(dict.fr[key]!));
	});
	it('has no empty string', () => {
		for (const lang of LOCALES) for (const [k, v] of Object.entries(dict[lang])) expect(v.trim(), `${lang} ${k}`).not.toBe('');
	});
});

describe('format and lookup', () => {
	it('fills placeholders and leaves unknown ones visible', () => {
		expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
	});
	it('shows a missing key instead of failing', () => {
		expect(translator({})('nope')).toBe('[nope]');
	});
});

describe('language switch paths', () => {
	it('keeps the page when switching language', () => {
		expect(switchLocalePath('/fr/wildlife/auction/', 'en')).toBe('/en/wildlife/auction/');
		expect(switchLocalePath('/en/', 'fr')).toBe('/fr/');
	});
	it('sends paths outside a language to the home page', () => {
		expect(switchLocalePath('/', 'en')).toBe('/en/');
		expect(switchLocalePath('/404.html', 'fr')).toBe('/fr/');
	});
	it('knows the language of a path', () => {
		expect(localeOfPath('/en/wildlife/')).toBe('en');
		expect(localeOfPath('/de/x/')).toBeUndefined();
	});
});
