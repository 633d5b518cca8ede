/**
 * One vocabulary per game (issue 17): every page body and front matter, every message and every
 * ruling of a game, in each language, uses none of the forbidden variants of its glossary
 * (src/data/<game>/glossary.ts). Whole words or phrases, case- and accent-insensitive; `#` in a
 * variant stands for a number (« # nourriture » catches « 3 nourriture »). Each finding names the
 * file and line, the variant and the word to use. Generic: every game of the registry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Glossary } from '../../../src/data/glossary';
import { READY_GAMES } from '../../../src/games';
import { LOCALES, type Locale } from '../../../src/i18n/paths';

const root = join(__dirname, '../../..');
const glossaries = import.meta.glob<Glossary>('../../../src/data/*/glossary.ts', { eager: true, import: 'GLOSSARY' });
const walk = (d: string): string[] =>
	existsSync(d) ? readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)])) : [];

/** Lower case, no accents, one apostrophe: what the match compares. */
export const fold = (s: string) =>
	s
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[’ʼ]/g, "'")
		.replace(/[\u00a0\u202f]/g, ' ')
		.toLowerCase();

/** A forbidden variant as a whole-word pattern over folded text. */
export function variantPattern(variant: string): RegExp {
	const body = fold(variant)
		.split('#')
		.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
		.join('\\d+');
	return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

interface Line {
	file: string;
	line: number;
	text: string;
}

/** A game's text in one language, line by line: its pages (body and front matter), its part files' messages, its rulings. */
function gameLines(slug: string, lang: Locale): Line[] {
	const out: Line[] = [];
	const push = (file: string, keep: (line: string, lang: Locale | null) => boolean) => {
		let side: Locale | null = null;
		let fence = false;
		readFileSync(file, 'utf8')
			.split('\n')
			.forEach((text, i) => {
				if (/^\tfr: \{/.test(text)) side = 'fr';
				if (/^\ten: \{/.test(text)) side = 'en';
				if (/^\s*```/.test(text)) fence = !fence;
				// A message's key is not prose: only its text is checked.
				if (!fence && keep(text, side)) out.push({ file: relative(root, file), line: i + 1, text: text.replace(/^\t\t'[^']+': /, '') });
			});
	};
	for (const f of walk(join(root, 'src/content/docs', lang, slug)).filter((f) => f.endsWith('.mdx'))) push(f, (t) => !/^(import|export) /.test(t));
	// Part files: `'key': '…'` lines of the language's side (nouns too).
	for (const f of walk(join(root, 'src/i18n', slug)).filter((f) => /\.ts$/.test(f) && !/\/(messages|params)\.ts$/.test(f)))
		push(f, (t, side) => side === lang && /^\t\t'[^']+': /.test(t));
	// Rulings: `fr: '…'` / `en: '…'` fields.
	for (const f of walk(join(root, 'src/data', slug)).filter((f) => f.endsWith('rulings.ts'))) push(f, (t) => new RegExp(`^\\s*${lang}: '`).test(t));
	return out;
}

describe('the glossary check itself', () => {
	it('matches whole words, case- and accent-insensitive, with # for a number', () => {
		expect(variantPattern('petit décompte').test(fold('Le Petit Decompte arrive'))).toBe(true);
		expect(variantPattern('migration').test(fold('la migration gratuite'))).toBe(true);
		expect(variantPattern('migration').test(fold('les migrations'))).toBe(false);
		expect(variantPattern('juge').test(fold('un jugement'))).toBe(false);
		expect(variantPattern('# nourriture').test(fold('échangez 3 nourriture'))).toBe(true);
		expect(variantPattern('# nourriture').test(fold('3 points de nourriture'))).toBe(false);
		expect(variantPattern('water point').test(fold('a water\u00a0point'))).toBe(true);
	});
});

describe.each(READY_GAMES.map((g) => [g.slug] as const))('%s: one vocabulary', (slug) => {
	const glossary = glossaries[`../../../src/data/${slug}/glossary.ts`];
	it('has its glossary (src/data/<game>/glossary.ts), each term in both languages', () => {
		expect(glossary, `src/data/${slug}/glossary.ts exports GLOSSARY`).toBeDefined();
		for (const term of glossary ?? []) for (const lang of LOCALES) expect(term[lang].term.trim(), `${term.id} ${lang}`).not.toBe('');
		expect(new Set(glossary?.map((t) => t.id)).size).toBe(glossary?.length);
	});
	it.each(LOCALES)('no page, message or ruling in %s uses a forbidden variant', (lang) => {
		// Variants that fold to the same text (« juge », « jugé ») are one rule.
		const rules = [
			...new Map(
				(glossary ?? []).flatMap((term) => (term[lang].forbidden ?? []).map((v) => [fold(v), { v, re: variantPattern(v), use: term[lang].term }] as const)),
			).values(),
		];
		const found = gameLines(slug, lang).flatMap(({ file, line, text }) => {
			// Link targets, heading ids and attributes are not prose (`](#migration-path)`, `{#small-scoring}`).
			const folded = fold(
				text
					.replace(/\]\([^)]*\)/g, ']')
					.replace(/\{#[^}]*\}/g, '')
					.replace(/\b(href|id|src)="[^"]*"/g, '')
					.replace(/\b\w+=\{[^}]*\}/g, ''),
			);
			return rules.filter((r) => r.re.test(folded)).map((r) => `${file}:${line}: « ${r.v} » → « ${r.use} »`);
		});
		expect(found, `${found.length} forbidden variant(s) in ${slug} (${lang}):\n${found.join('\n')}`).toEqual([]);
	});
});
