/**
 * Typography of the built pages, checked with the same Typograf rules the site applies
 * (src/i18n/typography.mjs): every French page reads with U+202F before ; ! ?, U+00A0 before : and
 * inside « », ’ for apostrophes and « » for quotes; every English page with “ ” and ’. A text that
 * Typograf would still change is a fault — wherever it comes from (MDX prose, a component, a widget's
 * server render, a message, the front matter's title and description in <head>).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readSitemapPaths, distFileForPath, defaultDistDir } from '../../scripts/lib/static-server.mjs';
import { typo } from '../../src/i18n/typography.mjs';

/** The text nodes of an HTML page's <main>, without code, scripts, styles and SVG. */
export function mainTexts(html) {
	const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
	const prose = main
		.replace(/<(code|pre|kbd|samp|script|style|svg|math|template)\b[\s\S]*?<\/\1>/g, '<x>')
		.replace(/<!--[\s\S]*?-->/g, '');
	return prose
		.split(/<[^>]*>/)
		.map((t) =>
			t
				.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
				.replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
				.replace(/&quot;/g, '"')
				.replace(/&lt;/g, '<')
				.replace(/&gt;/g, '>')
				.replace(/&nbsp;/g, '\u00A0')
				.replace(/&amp;/g, '&'),
		)
		.filter((t) => t.trim());
}

/** The page's <title> and meta description (from the front matter, typeset by src/content.config.ts). */
export function headTexts(html) {
	const head = /<head[\s\S]*?<\/head>/.exec(html)?.[0] ?? '';
	const decode = (t) => mainTexts(`<main>${t}</main>`).join('');
	const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
	const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
	return [title, description].filter((t) => t !== undefined).map(decode);
}

const show = (s) => s.replace(/\u202F/g, '⍽').replace(/\u00A0/g, '°');
const paths = await readSitemapPaths(defaultDistDir);

describe('typography of the built pages', () => {
	it('finds pages in both languages (the check itself runs)', () => {
		assert.ok(paths.some((p) => p.startsWith('/fr/')) && paths.some((p) => p.startsWith('/en/')));
	});
	for (const path of paths) {
		const lang = path.startsWith('/fr/') ? 'fr' : path.startsWith('/en/') ? 'en' : null;
		if (!lang) continue;
		it(`${path} follows ${lang === 'fr' ? 'French' : 'English'} typography`, async () => {
			const html = readFileSync(/** @type {string} */ (await distFileForPath(path, defaultDistDir)), 'utf8');
			const bad = [...headTexts(html), ...mainTexts(html)]
				.filter((t) => typo(t, lang) !== t)
				.map((t) => `${show(t.trim().slice(0, 120))}\n    → ${show(typo(t, lang).trim().slice(0, 120))}`);
			assert.deepEqual(bad, [], `${bad.length} text(s) break the rules:\n  ${bad.slice(0, 15).join('\n  ')}`);
		});
	}
});
