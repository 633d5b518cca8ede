import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Widgets read their strings from the page (EmbeddedStrings), so every page that embeds a
// WildLife widget must also embed that language's strings once.
const root = join(__dirname, '../../../src/content/docs');
const pages = ['fr', 'en'].flatMap((lang) =>
	readdirSync(join(root, lang, 'wildlife')).map((f) => ({ lang, file: join(root, lang, 'wildlife', f) })),
);

describe('pages with WildLife widgets embed their strings', () => {
	it.each(pages.map((p) => [p.file.replace(root, ''), p] as const))('%s', (_name, { lang, file }) => {
		const src = readFileSync(file, 'utf8');
		const widgets = src.match(/<\w+Widget\b[^>]*client:[^>]*>/g) ?? [];
		const embeds = src.match(/<EmbeddedStrings game="wildlife" lang="(\w+)" \/>/g) ?? [];
		if (widgets.length === 0) return;
		expect(embeds).toEqual([`<EmbeddedStrings game="wildlife" lang="${lang}" />`]);
		for (const w of widgets) expect(w).toContain(`lang="${lang}"`);
	});
});
