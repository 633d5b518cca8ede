/**
 * One vocabulary per game (issue 17): every page body and front matter, every message and every
 * ruling of a game, in each language, uses none of the forbidden variants of its glossary
 * (src/data/<game>/glossary.ts) nor of the site's own (SITE_GLOSSARY, src/data/glossary.ts: the
 * interface's words, also checked on the home pages, the shared messages and Starlight's strings).
 * Whole words or phrases, case- and accent-insensitive; `#` in a variant stands for a number
 * (« # nourriture » catches « 3 nourriture »). `miscased` forms are matched case-sensitively inside
 * a sentence (issue 27: « No action » where the site writes « no action »). A synonym (search only)
 * the game's text never writes must be forbidden too. Each finding names the file and line, the
 * variant and the word to use. Generic: every game of the registry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Glossary, SITE_GLOSSARY } from '../../../src/data/glossary';
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

/** A message's line in a part file: `'key': '…'`, or a long message's text alone on the next line. */
const MESSAGE_LINE = /^\t\t(?:'[^']+': |\t['"`])/;

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
				if (!fence && keep(text, side)) out.push({ file: relative(root, file), line: i + 1, text: text.replace(/^\t\t'[^']+': /, '').trim() });
			});
	};
	for (const f of walk(join(root, 'src/content/docs', lang, slug)).filter((f) => f.endsWith('.mdx'))) push(f, (t) => !/^(import|export) /.test(t));
	// Part files: `'key': '…'` lines of the language's side (nouns too), and a long message's text on the line after its key.
	for (const f of walk(join(root, 'src/i18n', slug)).filter((f) => /\.ts$/.test(f) && !/\/(messages|params)\.ts$/.test(f)))
		push(f, (t, side) => side === lang && MESSAGE_LINE.test(t));
	// Rulings: `fr: '…'` / `en: '…'` fields.
	for (const f of walk(join(root, 'src/data', slug)).filter((f) => f.endsWith('rulings.ts'))) push(f, (t) => new RegExp(`^\\s*${lang}: '`).test(t));
	return out;
}

/** A `miscased` form inside a sentence: after a lower-case word, a digit, or , ; ) and a space. */
export function miscasedPattern(form: string): RegExp {
	const body = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \u00a0]+');
	return new RegExp(`(?<=[\\p{Ll}\\d,;)][ \u00a0*_]+)${body}(?![\\p{L}\\p{N}])`, 'u');
}

/** The shared text in one language: the home page, the shared messages, Starlight's UI strings. */
function sharedLines(lang: Locale): Line[] {
	const out: Line[] = [];
	const push = (file: string, keep: (line: string, side: Locale | null) => boolean) => {
		let side: Locale | null = null;
		readFileSync(file, 'utf8')
			.split('\n')
			.forEach((text, i) => {
				if (/^\tfr: \{/.test(text)) side = 'fr';
				if (/^\ten: \{/.test(text)) side = 'en';
				if (keep(text, side)) out.push({ file: relative(root, file), line: i + 1, text: text.replace(/^\t\t'[^']+': /, '').trim() });
			});
	};
	push(join(root, 'src/content/docs', lang, 'index.mdx'), (t) => !/^(import|export) /.test(t));
	for (const f of walk(join(root, 'src/i18n/shared')).filter((f) => f.endsWith('.ts'))) push(f, (t, side) => side === lang && MESSAGE_LINE.test(t));
	push(join(root, 'src/content/i18n', `${lang}.json`), () => true);
	return out;
}

/** Every forbidden variant and miscased form of `glossaries` found in `lines`, as « file:line: « variant » → « term » ». */
function findings(lines: readonly Line[], glossaries: readonly Glossary[], lang: Locale): string[] {
	const terms = glossaries.flat();
	// Variants that fold to the same text (« juge », « jugé ») are one rule.
	const rules = [
		...new Map(
			terms.flatMap((term) => (term[lang].forbidden ?? []).map((v) => [fold(v), { v, re: variantPattern(v), use: term[lang].term }] as const)),
		).values(),
	];
	const cased = terms.flatMap((term) => (term[lang].miscased ?? []).map((v) => ({ v, re: miscasedPattern(v), use: term[lang].term })));
	return lines.flatMap(({ file, line, text }) => {
		// Link targets, heading ids, attributes and MDX comments are not prose (`](#migration-path)`, `{#small-scoring}`).
		const prose = text
			.replace(/\{\/\*.*?\*\/\}/g, '')
			.replace(/\]\([^)]*\)/g, ']')
			.replace(/\{#[^}]*\}/g, '')
			.replace(/\b(href|id|src)="[^"]*"/g, '')
			.replace(/\b\w+=\{[^}]*\}/g, '');
		const folded = fold(prose);
		return [
			...rules.filter((r) => r.re.test(folded)).map((r) => `${file}:${line}: « ${r.v} » → « ${r.use} »`),
			...cased.filter((r) => r.re.test(prose)).map((r) => `${file}:${line}: « ${r.v} » (capitals) → « ${r.use} »`),
		];
	});
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
	it('finds a miscased form inside a sentence, not where a sentence, cell or heading starts', () => {
		const re = miscasedPattern('No action');
		expect(re.test('from No action to Attack')).toBe(true);
		expect(re.test('levels: no action, Migrate')).toBe(false);
		expect(re.test('No action → Migrate')).toBe(false);
		expect(re.test('| No action |')).toBe(false);
		expect(re.test('It says so. No action is left.')).toBe(false);
		expect(re.test('with **No action** there')).toBe(true);
	});
});

describe('the site’s own words', () => {
	it.each(LOCALES)('the home page, the shared messages and Starlight’s strings in %s use none of its forbidden variants', (lang) => {
		const lines = sharedLines(lang);
		expect(lines.length).toBeGreaterThan(50);
		const found = findings(lines, [SITE_GLOSSARY], lang);
		expect(found, `${found.length} forbidden variant(s) in the shared text (${lang}):\n${found.join('\n')}`).toEqual([]);
	});
});

describe.each(READY_GAMES.map((g) => [g.slug] as const))('%s: one vocabulary', (slug) => {
	const glossary = glossaries[`../../../src/data/${slug}/glossary.ts`];
	it('has its glossary (src/data/<game>/glossary.ts), each term in both languages', () => {
		expect(glossary, `src/data/${slug}/glossary.ts exports GLOSSARY`).toBeDefined();
		for (const term of glossary ?? []) for (const lang of LOCALES) expect(term[lang].term.trim(), `${term.id} ${lang}`).not.toBe('');
		expect(new Set(glossary?.map((t) => t.id)).size).toBe(glossary?.length);
	});
	it.each(LOCALES)('no page, message or ruling in %s uses a forbidden variant or a miscased form (the game’s or the site’s)', (lang) => {
		const found = findings(gameLines(slug, lang), [glossary ?? [], SITE_GLOSSARY], lang);
		expect(found, `${found.length} forbidden variant(s) in ${slug} (${lang}):\n${found.join('\n')}`).toEqual([]);
	});
	it.each(LOCALES)('a synonym its %s text never writes is forbidden too', (lang) => {
		const text = gameLines(slug, lang).map((l) => fold(l.text));
		const loose = (glossary ?? []).flatMap((term) => {
			const forbidden = new Set((term[lang].forbidden ?? []).map(fold));
			return (term[lang].synonyms ?? [])
				.filter((v) => !forbidden.has(fold(v)) && !text.some((t) => variantPattern(v).test(t)))
				.map((v) => `${term.id}: « ${v} »`);
		});
		expect(loose, `synonyms never written, to add to \`forbidden\` in src/data/${slug}/glossary.ts:\n${loose.join('\n')}`).toEqual([]);
	});
});
