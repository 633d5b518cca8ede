// Contract: every rule link a rule or a machine can produce — a RuleRef `{ page, anchor }` written
// in src/machines/<game>/** — lands on a heading that exists in BOTH languages' page, read from
// the MDX sources (`## Titre {#anchor}`). A renamed heading or a typo in a rules file fails here,
// before any reader follows a refusal's link to the top of a page. Each also needs its name in the
// game's messages (`rule.<page>.<anchor>`), shown as the refusal's link text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../../src/games';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';
import { headingIds } from './headings';

const root = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
		d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.(ts|tsx)$/.test(d.name) ? [join(dir, d.name)] : [],
	);
}

interface Ref {
	page: string;
	anchor: string;
	at: string;
}

/**
 * RuleRef literals in a source file: `{ page: 'x', anchor: 'y' }` in either order. Any `anchor:`
 * that is not part of such a literal is returned apart, so a new way of writing rule links
 * cannot silently escape this test.
 */
export function ruleRefs(source: string, file: string): { refs: Ref[]; unparsed: string[] } {
	const refs: Ref[] = [];
	const covered = new Set<number>();
	const literal = /\{\s*(?:page:\s*'([^']+)',\s*anchor:\s*'([^']+)'|anchor:\s*'([^']+)',\s*page:\s*'([^']+)')\s*,?\s*\}/g;
	for (const m of source.matchAll(literal)) {
		const page = (m[1] ?? m[4]) as string;
		const anchor = (m[2] ?? m[3]) as string;
		const line = source.slice(0, m.index).split('\n').length;
		refs.push({ page, anchor, at: `${file}:${line}` });
		const a = source.indexOf('anchor:', m.index);
		covered.add(a);
	}
	const unparsed: string[] = [];
	for (const m of source.matchAll(/\banchor\??:/g)) {
		if (covered.has(m.index)) continue;
		const lineStart = source.lastIndexOf('\n', m.index) + 1;
		const lineEnd = source.indexOf('\n', m.index);
		const text = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim();
		// Type declarations (`anchor: string;`) are not links.
		if (/^anchor\??:\s*string\s*;?$/.test(text)) continue;
		unparsed.push(`${file}:${source.slice(0, m.index).split('\n').length}: ${text}`);
	}
	return { refs, unparsed };
}

describe('ruleRefs() reads rule links from source', () => {
	it('finds literals in both key orders and flags other forms', () => {
		const src = "const A = { page: 'setup', anchor: 'seeding' };\nconst B = {anchor: 'x', page: 'turn'};\nconst C = { page, anchor: id };";
		const { refs, unparsed } = ruleRefs(src, 'f.ts');
		expect(refs.map((r) => `${r.page}#${r.anchor}`)).toEqual(['setup#seeding', 'turn#x']);
		expect(unparsed).toEqual(['f.ts:3: const C = { page, anchor: id };']);
	});
	it('reads heading ids from MDX', () => {
		expect([...headingIds('## Les enchères {#auction}\n### Sub {#sub-1}\n```\n## Not {#code}\n```\n')]).toEqual(['auction', 'sub-1']);
	});
});

describe.each(READY_GAMES.map((g) => [g.slug] as const))('%s: every rule link resolves in both languages', (slug) => {
	const files = sourceFiles(join(root, 'src/machines', slug));
	const parsed = files.map((f) => ruleRefs(readFileSync(f, 'utf8'), relative(root, f)));
	const refs = parsed.flatMap((p) => p.refs);
	const ids = (lang: string, page: string) => {
		const file = join(root, 'src/content/docs', lang, slug, `${page || 'index'}.mdx`);
		return existsSync(file) ? headingIds(readFileSync(file, 'utf8')) : undefined;
	};

	it('the rules and machines write their links as { page, anchor } literals', () => {
		expect(refs.length, `no RuleRef found under src/machines/${slug}/`).toBeGreaterThan(0);
		expect(parsed.flatMap((p) => p.unparsed)).toEqual([]);
	});

	const unique = [...new Map(refs.map((r) => [`${r.page}#${r.anchor}`, r])).values()];
	it.each(LOCALES)(`every { page, anchor } is a heading of /%s/${slug}/<page>/`, (lang) => {
		const broken = unique
			.filter((r) => !ids(lang, r.page)?.has(r.anchor))
			.map((r) => `${r.at}: ${r.page}#${r.anchor} — ${ids(lang, r.page) ? 'no such heading id' : 'no such page'}`);
		expect(broken).toEqual([]);
	});
	it.each(LOCALES)('every rule link has its name in the %s messages (rule.<page>.<anchor>, what a refusal links to)', (lang) => {
		const messages = gameSources(slug, lang);
		expect(unique.filter((r) => typeof messages[`rule.${r.page}.${r.anchor}`] !== 'string').map((r) => `${r.at}: rule.${r.page}.${r.anchor}`)).toEqual([]);
	});
});
