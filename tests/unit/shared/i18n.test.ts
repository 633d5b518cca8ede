import { describe, expect, it } from 'vitest';
import { format, translator } from '../../../src/i18n/format';
import { LOCALES, localeOfPath, switchLocalePath } from '../../../src/i18n/paths';
import { MESSAGE_SETS, messagesOf } from './messageSets';

describe.each(MESSAGE_SETS.map((s) => [s.owner, s] as const))('%s messages', (_name, set) => {
	it('has the same keys in French and English, each a message or a noun in both', () => {
		expect(Object.keys(set.sources.fr).sort()).toEqual(Object.keys(set.sources.en).sort());
		for (const [k, v] of Object.entries(set.sources.fr)) expect(typeof set.sources.en[k], k).toBe(typeof v);
	});
	it('has no empty string', () => {
		for (const lang of LOCALES) for (const [k, v] of messagesOf(set, lang)) expect(v.trim(), `${lang} ${k}`).not.toBe('');
	});
});

describe('format and lookup', () => {
	it('fills placeholders and leaves unknown ones visible', () => {
		expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
	});
	it('shows a missing key instead of failing', () => {
		expect(translator({})('nope')).toBe('[nope]');
	});
	it('inserts a noun’s forms, and lists agree', () => {
		const anna = { s: 'Anna', the: 'Anna', of: 'd’Anna', to: 'à Anna', g: 'f' as const, e: 1 as const };
		const bruno = { s: 'Bruno', the: 'Bruno', of: 'de Bruno', to: 'à Bruno', g: 'm' as const };
		expect(format('{p} {p_of} {p_to} {p_gender} {p_number} {p_elision}', { p: anna })).toBe('Anna d’Anna à Anna f sg yes');
		const both = translator({}, 'fr').list([anna, bruno]);
		expect([both.s, both.of, both.g, both.pl]).toEqual(['Anna et Bruno', 'd’Anna et de Bruno', 'm', 1]);
		expect(translator({}, 'en').list(['Abdel', 'Stéphanie', 'Carla']).s).toBe('Abdel, Stéphanie and Carla');
	});
});

describe('language switch paths', () => {
	it('keeps the page when switching language', () => {
		expect(switchLocalePath('/fr/a-game/auction/', 'en')).toBe('/en/a-game/auction/');
		expect(switchLocalePath('/en/', 'fr')).toBe('/fr/');
	});
	it('sends paths outside a language to the home page', () => {
		expect(switchLocalePath('/', 'en')).toBe('/en/');
		expect(switchLocalePath('/404.html', 'fr')).toBe('/fr/');
	});
	it('knows the language of a path', () => {
		expect(localeOfPath('/en/a-game/')).toBe('en');
		expect(localeOfPath('/de/x/')).toBeUndefined();
	});
});
