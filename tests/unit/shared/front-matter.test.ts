/**
 * Every page's `title` and `description` as the build hands them to <title>, the meta description
 * and og:description (src/content.config.ts runs fillFrontMatter on each docs entry): no placeholder
 * left, and typeset. The ids are the content loader's (`fr/index.mdx` → `fr`): the home pages once
 * kept a raw « {games} » in their description because only ids starting `fr/` or `en/` were filled.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../../src/games';
import { entryLang, fillFrontMatter } from '../../../src/i18n/frontMatter';
import { LOCALES } from '../../../src/i18n/paths';
import { typo } from '../../../src/i18n/typography.mjs';

const docs = join(__dirname, '../../../src/content/docs');
const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
/** The id Astro's glob loader gives an entry: its path without extension, a trailing `index` dropped. */
const idOf = (file: string) =>
	relative(docs, file)
		.replace(/\\/g, '/')
		.replace(/\.mdx?$/, '')
		.replace(/\/?index$/, '');
/** The front matter's title and description, unquoted as YAML reads a plain or quoted scalar. */
function frontMatter(file: string): { title?: string; description?: string } {
	const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
	const data: Record<string, string> = {};
	for (const m of fm.matchAll(/^(title|description): (['"]?)(.*)\2$/gm)) data[m[1]!] = m[3]!;
	return data;
}

describe('a docs entry’s language', () => {
	it('is its first path segment, home pages (bare ids `fr`, `en`) included', () => {
		expect(entryLang('fr')).toBe('fr');
		expect(entryLang('en')).toBe('en');
		expect(entryLang('fr/a-game/setup')).toBe('fr');
		expect(entryLang('en/a-game')).toBe('en');
		expect(entryLang('404')).toBeNull();
		expect(entryLang('french/x')).toBeNull();
	});
});

describe.each(LOCALES)('%s: title and description as the page shows them', (lang) => {
	const files = walk(join(docs, lang)).filter((f) => /\.mdx?$/.test(f));
	it('the home page is among the entries, with the id the loader gives it', () => {
		expect(files.map(idOf)).toContain(lang);
	});
	it('no `{placeholder}` is left, and each is typeset', () => {
		const bad: string[] = [];
		for (const file of files) {
			const data = frontMatter(file);
			fillFrontMatter(idOf(file), data);
			for (const [field, text] of Object.entries(data)) {
				if (/\{\w+\}/.test(text)) bad.push(`${idOf(file)} ${field}: ${text}`);
				if (typo(text, lang) !== text) bad.push(`${idOf(file)} ${field} not typeset: ${text}`);
			}
		}
		expect(bad).toEqual([]);
	});
	it('the home page’s description names every ready game', () => {
		const data = frontMatter(join(docs, lang, 'index.mdx'));
		fillFrontMatter(lang, data);
		for (const g of READY_GAMES) expect(data.description).toContain(g.name[lang]);
	});
});
