/**
 * Typography of every message, checked with Typograf (src/i18n/typography.mjs, the rules the pages
 * use too): French with U+202F before ; ! ?, U+00A0 before : and inside « », ’ for apostrophes;
 * English with “ ” and ’. A message Typograf would still change fails, with the fixed text shown.
 * To fix the sources at once: `npm exec -- node scripts/typography-messages.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/paths';
import { typo } from '../../../src/i18n/typography.mjs';
import { MESSAGE_SETS, messagesOf } from './messageSets';

const show = (s: string) => s.replace(/\u202F/g, '⍽').replace(/\u00A0/g, '°');

const all = (lang: (typeof LOCALES)[number]) => MESSAGE_SETS.flatMap((set) => messagesOf(set, lang).map(([k, v]) => [`${set.owner} ${k}`, v] as const));
const nouns = (lang: (typeof LOCALES)[number]) =>
	MESSAGE_SETS.flatMap((set) =>
		Object.entries(set.compiled[lang]).flatMap(([k, v]) =>
			typeof v === 'object' && !Array.isArray(v) ? [[`${set.owner} ${k}`, `${v.the} ${v.of} ${v.to}`] as const] : [],
		),
	);

describe.each(LOCALES)('%s messages and nouns', (lang) => {
	it('follow the language’s typography', () => {
		const bad = [...all(lang), ...nouns(lang)]
			.filter(([, text]) => typo(text, lang) !== text)
			.map(([key, text]) => `${key}: ${show(text)}\n   → ${show(typo(text, lang))}`);
		expect(bad).toEqual([]);
	});
	it('use one apostrophe and one quote style', () => {
		for (const [key, text] of [...all(lang), ...nouns(lang)]) {
			expect(text, key).not.toMatch(/['"]/);
			if (lang === 'en') expect(text, key).not.toMatch(/[«»]/);
		}
	});
});

describe('the typography check itself', () => {
	it('fixes what French typography requires', () => {
		expect(typo("Attention : « mot » ; vraiment ? l'eau !", 'fr')).toBe('Attention\u00A0: «\u00A0mot\u00A0»\u202F; vraiment\u202F? l’eau\u202F!');
	});
	it('leaves times, links and a text node’s own edges alone', () => {
		expect(typo('à 10:30 sur https://x.y/?a=1', 'fr')).toBe('à 10:30 sur https://x.y/?a=1');
		expect(typo(' : suite', 'fr')).toBe('\u00A0: suite');
	});
	it('gives English its quotes and apostrophes, and no space before punctuation', () => {
		expect(typo('the game\'s "board": yes!', 'en')).toBe('the game’s “board”: yes!');
	});
});
