import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../../src/games';
import { LOCALES } from '../../../src/i18n/paths';

// Widgets read their strings from the page (EmbeddedStrings), so every page that embeds a
// game's widget must also embed that language's strings of that game once; a page without a
// widget embeds none (they would be bytes no script reads).
const root = join(__dirname, '../../../src/content/docs');

describe.each(READY_GAMES.map((g) => [g.slug] as const))('%s pages embed the strings their widgets read', (slug) => {
	const pages = LOCALES.flatMap((lang) => {
		const dir = join(root, lang, slug);
		if (!existsSync(dir)) throw new Error(`${dir} is missing: a ready game has pages in both languages`);
		return readdirSync(dir).map((f) => ({ lang, file: join(dir, f), src: readFileSync(join(dir, f), 'utf8') }));
	});
	const widgetsOf = (src: string) => src.match(/<[A-Z]\w*\b[^>]*\bclient:[^>]*>/g) ?? []; // every island, whatever its name
	const embedsOf = (src: string) => src.match(/<EmbeddedStrings game="[^"]+" lang="\w+" \/>/g) ?? [];
	const withWidgets = pages.filter((p) => widgetsOf(p.src).length > 0);
	it('has widget pages in both languages', () => {
		for (const lang of LOCALES) expect(withWidgets.filter((p) => p.lang === lang).length, lang).toBeGreaterThan(0);
	});
	it.each(withWidgets.map((p) => [p.file.replace(root, ''), p] as const))('%s: its strings once, in its language', (_name, { lang, src }) => {
		expect(embedsOf(src)).toEqual([`<EmbeddedStrings game="${slug}" lang="${lang}" />`]);
		for (const w of widgetsOf(src)) expect(w).toContain(`lang="${lang}"`);
	});
	it('pages without a widget embed no strings', () => {
		expect(pages.filter((p) => widgetsOf(p.src).length === 0 && embedsOf(p.src).length > 0).map((p) => p.file.replace(root, ''))).toEqual([]);
	});
});
