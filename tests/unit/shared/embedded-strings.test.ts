import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_GAMES } from '../../../src/games';

// Widgets read their strings from the page (EmbeddedStrings), so every page that embeds a
// game's widget must also embed that language's strings of that game once.
const root = join(__dirname, '../../../src/content/docs');

describe.each(READY_GAMES.filter((g) => g.messages).map((g) => [g.slug] as const))('pages with %s widgets embed its strings', (slug) => {
	const pages = ['fr', 'en'].flatMap((lang) =>
		existsSync(join(root, lang, slug)) ? readdirSync(join(root, lang, slug)).map((f) => ({ lang, file: join(root, lang, slug, f) })) : [],
	);
	it('has pages', () => expect(pages.length).toBeGreaterThan(0));
	it.each(pages.map((p) => [p.file.replace(root, ''), p] as const))('%s', (_name, { lang, file }) => {
		const src = readFileSync(file, 'utf8');
		const widgets = src.match(/<\w+Widget\b[^>]*client:[^>]*>/g) ?? [];
		const embeds = src.match(new RegExp(`<EmbeddedStrings game="${slug}" lang="(\\w+)" />`, 'g')) ?? [];
		if (widgets.length === 0) return;
		expect(embeds).toEqual([`<EmbeddedStrings game="${slug}" lang="${lang}" />`]);
		for (const w of widgets) expect(w).toContain(`lang="${lang}"`);
	});
});
