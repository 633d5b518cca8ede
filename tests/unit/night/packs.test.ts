// Offline packs (src/offline/packs.mjs): what "make <game> available offline" caches, read from a
// small built site. The issue: that game's pages in that language, its widgets' scripts (also the
// ones loaded on demand), the styles, the fonts and its Pagefind index — and nothing cached
// across languages or games the reader never opened.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePacks } from '../../../src/offline/packs.mjs';

type Pack = { game: string; lang: string; version: string; bytes: number; files: string[] };

let dist = '';
const write = (path: string, content: string | Buffer) => {
	const file = join(dist, path);
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, content);
};
const page = (scripts: string) =>
	`<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="manifest" href="/x.webmanifest"></head><body>${scripts}<a href="/en/other/">other</a></body></html>`;
const fragment = (url: string) => gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify({ url, content: 'x' })}`));

beforeAll(() => {
	dist = mkdtempSync(join(tmpdir(), 'packs-'));
	for (const lang of ['fr', 'en']) {
		write(`${lang}/index.html`, page(''));
		write(`${lang}/tide-pools/index.html`, page('<script type="module" src="/_astro/page.js"></script>'));
		write(`${lang}/tide-pools/setup/index.html`, page(`<astro-island component-url="/_astro/Setup.js" renderer-url="/_astro/client.js"></astro-island>`));
		write(`${lang}/other/index.html`, page('<script type="module" src="/_astro/other.js"></script>'));
		write(`pagefind/pagefind.${lang}_abc.pf_meta`, 'm');
		write(`pagefind/wasm.${lang}.pagefind`, 'w');
		write(`pagefind/index/${lang}_1.pf_index`, 'i');
		write(`pagefind/filter/${lang}_1.pf_filter`, 'f');
		write(`pagefind/fragment/${lang}_w.pf_fragment`, fragment(`/${lang}/tide-pools/setup/`));
		write(`pagefind/fragment/${lang}_o.pf_fragment`, fragment(`/${lang}/other/`));
	}
	write('_astro/site.css', 'body{font-family:x}@font-face{src:url(/_astro/font.woff2)}');
	write('_astro/font.woff2', 'font');
	write('_astro/page.js', 'import "./kit.js";');
	write('_astro/kit.js', 'export const k = 1;');
	write('_astro/Setup.js', 'import "./kit.js"; export const load = () => import("./SetupTry.js");');
	write('_astro/SetupTry.js', 'const deps = ["_astro/try.css"]; export {};');
	write('_astro/try.css', '.try{}');
	write('_astro/client.js', 'export {};');
	write('_astro/other.js', 'export {};');
	write('x.webmanifest', '{}');
	write('pagefind/pagefind.js', 'p');
	write('pagefind/pagefind-entry.json', '{}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('offline packs', () => {
	const packsOf = () =>
		computePacks({
			dist,
			siteOrigin: 'https://site.example',
			games: [{ slug: 'tide-pools', chapters: ['', 'setup'] }],
			locales: ['fr', 'en'],
		}) as Promise<Pack[]>;

	it('one pack per game and language, with its size and a version', async () => {
		const packs = await packsOf();
		expect(packs.map((p) => `${p.lang}-${p.game}`)).toEqual(['fr-tide-pools', 'en-tide-pools']);
		for (const p of packs) {
			expect(p.bytes).toBeGreaterThan(0);
			expect(p.version).toMatch(/^[0-9a-f]{16}$/);
		}
	});

	it("holds the game's pages in its language, the language's home, and what they load (on demand too)", async () => {
		const en = (await packsOf()).find((p) => p.lang === 'en') as Pack;
		expect(en.files).toEqual(
			expect.arrayContaining([
				'/en/',
				'/en/tide-pools/',
				'/en/tide-pools/setup/',
				'/_astro/site.css',
				'/_astro/font.woff2',
				'/_astro/page.js',
				'/_astro/kit.js',
				'/_astro/Setup.js',
				'/_astro/client.js',
				'/_astro/SetupTry.js',
				'/_astro/try.css',
				'/x.webmanifest',
				'/pagefind/pagefind.js',
				'/pagefind/pagefind-entry.json',
				'/pagefind/pagefind.en_abc.pf_meta',
				'/pagefind/wasm.en.pagefind',
				'/pagefind/index/en_1.pf_index',
				'/pagefind/filter/en_1.pf_filter',
				'/pagefind/fragment/en_w.pf_fragment',
			]),
		);
	});

	it('holds nothing of the other language or of another game', async () => {
		const en = (await packsOf()).find((p) => p.lang === 'en') as Pack;
		expect(en.files.filter((f) => f.includes('/fr/') || f.includes('.fr') || f.includes('/fr_') || f.includes('fr_'))).toEqual([]);
		expect(en.files).not.toContain('/en/other/');
		expect(en.files).not.toContain('/_astro/other.js');
		expect(en.files).not.toContain('/pagefind/fragment/en_o.pf_fragment');
	});

	it('fails the build when a chapter of the registry was not built', async () => {
		await expect(
			computePacks({ dist, siteOrigin: 'https://site.example', games: [{ slug: 'tide-pools', chapters: ['missing'] }], locales: ['en'] }),
		).rejects.toThrow(/no page \/en\/tide-pools\/missing\//);
	});
});
