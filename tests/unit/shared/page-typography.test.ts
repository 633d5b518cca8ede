/**
 * Typography the build cannot fix after the fact, checked in the sources: every page's front matter
 * `title` and `description` (they reach <title>, the meta description and search snippets; the build
 * also typesets them, src/content.config.ts), and French ordinals written one way — « 4ᵉ », « 1ᵉʳ »,
 * « 1ʳᵉ », never « 4e », « 1er », « 2ème » — in French pages, messages and rulings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/paths';
import { typo } from '../../../src/i18n/typography.mjs';
import { MESSAGE_SETS, messagesOf } from './messageSets';

const root = join(__dirname, '../../..');
const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
const pages = (lang: string) => walk(join(root, 'src/content/docs', lang)).filter((f) => f.endsWith('.mdx'));
const show = (s: string) => s.replace(/\u202F/g, '⍽').replace(/\u00A0/g, '°');

/** « 4e », « 1er », « 1re », « 2ème »: an ordinal not written « 4ᵉ », « 1ᵉʳ », « 1ʳᵉ ». */
export const PLAIN_ORDINAL = /(?<![\p{L}\d.,/-])\d+(?:e|er|re|ère|ème|è)(?![\p{L}\d-])/u;

describe.each(LOCALES)('%s front matter', (lang) => {
	it('title and description follow the language’s typography', () => {
		const bad: string[] = [];
		for (const file of pages(lang)) {
			const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
			for (const m of fm.matchAll(/^(title|description): (['"]?)(.*)\2$/gm)) {
				const text = m[3]!;
				if (typo(text, lang) !== text) bad.push(`${relative(root, file)} ${m[1]}: ${show(text)}\n   → ${show(typo(text, lang))}`);
			}
		}
		expect(bad).toEqual([]);
	});
});

describe('French ordinals are written « 4ᵉ », « 1ᵉʳ », « 1ʳᵉ »', () => {
	it('the check catches « 4e » and « 1er » and spares « 4ᵉ », « 1ᵉʳ », « 1ʳᵉ », « 10 », « 1e-9 »', () => {
		for (const s of ['la 4e place', 'le 1er', 'la 1re', '2ème']) expect(PLAIN_ORDINAL.test(s), s).toBe(true);
		for (const s of ['la 4ᵉ place', 'le 1ᵉʳ', 'la 1ʳᵉ', '10 cases', '1e-9']) expect(PLAIN_ORDINAL.test(s), s).toBe(false);
	});
	it('in every French page', () => {
		const bad = pages('fr').flatMap((file) =>
			readFileSync(file, 'utf8')
				.split('\n')
				.flatMap((line, i) => (PLAIN_ORDINAL.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
		);
		expect(bad).toEqual([]);
	});
	it('in every French message', () => {
		const bad = MESSAGE_SETS.flatMap((set) =>
			messagesOf(set, 'fr').flatMap(([k, v]) => (PLAIN_ORDINAL.test(v) ? [`${set.owner} ${k}: ${v.slice(0, 120)}`] : [])),
		);
		expect(bad).toEqual([]);
	});
	it('in every French ruling', () => {
		const bad = walk(join(root, 'src/data')).flatMap((file) =>
			readFileSync(file, 'utf8')
				.split('\n')
				.flatMap((line, i) => (/^\s*fr: '/.test(line) && PLAIN_ORDINAL.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
		);
		expect(bad).toEqual([]);
	});
});
