/**
 * Starlight's own UI strings (skip link, search, theme and language pickers, table of contents,
 * pagination, asides…), as the site shows them: Starlight's dictionary for the language with our
 * overrides from src/content/i18n/<lang>.json on top. They reach every page, so they follow the
 * site's typography and spelling like our own messages: Starlight's French once gave « Selectionner
 * le thème » and « Selectionner la langue » (no accent) on every page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/paths';
import { typo } from '../../../src/i18n/typography.mjs';

/** Starlight's built-in dictionary for a language (a JSON object in a small ES module). */
function starlight(lang: string): Record<string, string> {
	const js = readFileSync(join(__dirname, '../../../node_modules/@astrojs/starlight/dist/translations', `${lang}.js`), 'utf8');
	return JSON.parse(js.slice(js.indexOf('{'), js.indexOf('\n};') + 2));
}
const starlightFr = starlight('fr');
const starlightEn = starlight('en');
const DEFAULTS: Record<string, Record<string, string>> = { fr: starlightFr, en: starlightEn };
/** Shown only by `astro dev`, never on the built site. */
const DEV_ONLY = new Set(['search.devWarning']);
const ours = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(__dirname, '../../../src/content/i18n', `${lang}.json`), 'utf8'));
const shown = (lang: string) => Object.entries({ ...DEFAULTS[lang], ...ours(lang) }).filter(([k]) => !DEV_ONLY.has(k));

/** French words a UI string is likely to carry, as they look when their accent is missing. */
const UNACCENTED_FR =
	/\b(?:[Ss]electionner|[Ss]electionne[rz]?|[Pp]recedent|[Cc]ree|[Cc]reer|[Dd]eja|[Ee]tape|[Pp]arametres?|[Tt]heme|[Rr]epertoire|[Cc]opie|[Ee]bauche|[Dd]erniere|[Mm]ise a jour|[Aa]ller a)\b/;

describe.each(LOCALES)('%s: Starlight’s UI strings as the site shows them', (lang) => {
	it('every override is a key Starlight knows', () => {
		const unknown = Object.keys(ours(lang)).filter((k) => !(k in starlightEn || k in starlightFr));
		expect(unknown).toEqual([]);
	});
	it('follow the language’s typography', () => {
		const bad = shown(lang).flatMap(([k, v]) => (typo(v, lang as 'fr' | 'en') === v ? [] : [`${k}: ${JSON.stringify(v)}`]));
		expect(bad).toEqual([]);
	});
	it.runIf(lang === 'fr')('carry their accents', () => {
		expect(UNACCENTED_FR.test('Selectionner le thème')).toBe(true);
		const bad = shown(lang).flatMap(([k, v]) => (UNACCENTED_FR.test(v) ? [`${k}: ${v}`] : []));
		expect(bad).toEqual([]);
	});
});
