// The site uses Starlight's own Search component; a Vite alias (astro.config.mjs) swaps the
// `@pagefind/default-ui` it imports for src/components/starlight/lazyPagefindUI.ts. These tests
// fail when an upgrade of Starlight or Pagefind would make that swap silently stop working.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGEFIND_KEYS, PAGEFIND_STRINGS, pagefindStringsFor } from '../../../src/components/starlight/pagefindStrings';

const root = join(__dirname, '../../..');
const starlightDir = join(root, 'node_modules/@astrojs/starlight');
const pagefindUiDir = join(root, 'node_modules/@pagefind/default-ui');

describe("Starlight's Search component still loads Pagefind's UI the way the stand-in expects", () => {
	const search = readFileSync(join(starlightDir, 'dist/components/Search.astro'), 'utf8');
	it("imports '@pagefind/default-ui' dynamically and builds `new PagefindUI({ … translations … })`", () => {
		expect(search).toContain("await import('@pagefind/default-ui')");
		expect(search).toMatch(/new PagefindUI\(\{[\s\S]*translations,[\s\S]*\}\)/);
	});
	it('opens its dialog from button[data-open-modal] inside <site-search> (the stand-in listens there)', () => {
		expect(search).toContain('<site-search');
		expect(search).toContain('data-open-modal');
		expect(search).toMatch(/e\.key === 'k'/);
	});
	it("the project keeps no copy of the Search component (astro.config.mjs): an override only wraps Starlight's own", () => {
		const config = readFileSync(join(root, 'astro.config.mjs'), 'utf8');
		const override = /\bSearch:\s*'([^']+)'/.exec(config)?.[1];
		if (override) {
			const wrapper = readFileSync(join(root, override), 'utf8');
			expect(wrapper).toContain("import Default from '@astrojs/starlight/components/Search.astro'");
			expect(wrapper).toMatch(/<Default\s*\/>/);
			expect(wrapper).not.toContain('<site-search');
		}
		expect(config).toContain('find: /^@pagefind\\/default-ui$/');
	});
});

describe("Pagefind's UI strings in both languages", () => {
	const core = readFileSync(join(pagefindUiDir, 'npm_dist/mjs/ui-core.mjs'), 'utf8');
	it('the module the stand-in imports exports PagefindUI', () => {
		expect(core).toMatch(/export\s*\{[^}]*\bPagefindUI\b/);
	});
	it('loads Pagefind from bundlePath + "pagefind.js" and asks it `search(term, options)` (public/search/pagefind.js stands there)', () => {
		expect(core).toMatch(/await import\(`\$\{base_path\}pagefind\.js`\)/);
		expect(core).toMatch(/await pagefind\.search\(term, search_options\)/);
		const wrapper = readFileSync(join(root, 'public/search/pagefind.js'), 'utf8');
		expect(wrapper).toContain("export * from '../pagefind/pagefind.js'");
		expect(wrapper).toMatch(/export function search\(/);
	});
	it("cover every key of Pagefind's own English strings (a new key would show in English)", () => {
		const en = core.match(/\/\/ \.\.\/translations\/en\.json[\s\S]*?var strings\d+ = (\{[\s\S]*?\n\});/);
		expect(en, "Pagefind's bundled en.json strings").not.toBeNull();
		const keys = [...(en?.[1] ?? '').matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
		expect([...PAGEFIND_KEYS].sort()).toEqual(keys.sort());
	});
	it.each(['fr', 'en'] as const)('%s has a string for every key, keeping the placeholders', (lang) => {
		for (const key of PAGEFIND_KEYS) {
			expect(PAGEFIND_STRINGS[lang][key].trim(), key).not.toBe('');
			const marks = (s: string) => (s.match(/\[[A-Z_]+\]/g) ?? []).sort();
			expect(marks(PAGEFIND_STRINGS[lang][key]), key).toEqual(marks(PAGEFIND_STRINGS.en[key]));
		}
	});
	it('French follows French typography (no-break space before a colon)', () => {
		for (const s of Object.values(PAGEFIND_STRINGS.fr)) {
			expect(s).not.toMatch(/[^\u00a0]:/);
			expect(s).not.toMatch(/'/);
		}
	});
	it('chooses by the page language', () => {
		expect(pagefindStringsFor('fr').clear_search).toBe('Effacer');
		expect(pagefindStringsFor('fr-CA').many_results).toBe('[COUNT] résultats pour [SEARCH_TERM]');
		expect(pagefindStringsFor('en').clear_search).toBe('Clear');
		expect(pagefindStringsFor('de').clear_search).toBe('Clear');
	});
});
