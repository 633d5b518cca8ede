/**
 * Sourced or marked (issue 18): Planet's facts that come from outside the rulebook (the 1, 1, 1,
 * 2, 2, 2, 2, 3, 3, 3 card layout; the tile of five triangles and the 60 parcels; magnetic cores;
 * one objective card per terrain) are said to come from published descriptions of the game in the
 * same section of every page that shows them, and the rulings cite those descriptions. Widget
 * messages that state one of the site's readings carry the mark words (src/data/planet/readings.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READINGS } from '../../../src/data/planet/readings';
import { READING_MARK } from '../../../src/data/readings';
import { PLANET_RULINGS } from '../../../src/data/planet/rulings';
import { compiledGame } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';

const root = join(__dirname, '../../..');
const MARK = { fr: /présentations (?:publiées )?du jeu|#tile-model|#cards-per-round/i, en: /published descriptions of the game|#tile-model|#cards-per-round/i };
const OUTSIDE = {
	fr: [
		/1, 1, 1,? (?:puis )?2/,
		/\| Cartes Animal \| – \| – \| 1/,
		/une aux tours 3, 4 et 5/,
		/une par tour au début/,
		/60 parcelles/,
		/cinq (?:parcelles )?triang/,
		/cinq parcelles/,
		/5 triangles/,
		/aimanté/,
		/une par milieu/,
	],
	en: [
		/1, 1, 1,? (?:then )?2/,
		/\| Animal cards \| – \| – \| 1/,
		/one in rounds 3, 4 and 5/,
		/one per round early on/,
		/60 areas/,
		/five triang/,
		/five (?:triangular )?areas/,
		/5 triangles/,
		/magnetic/,
		/one per terrain/,
	],
} as const;

describe('Planet: facts from outside the rulebook are marked where they are shown', () => {
	it.each(LOCALES.map((l) => [l]))('%s pages', (lang) => {
		const dir = join(root, 'src/content/docs', lang, 'planet');
		const problems: string[] = [];
		for (const page of readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'rulings.mdx')) {
			const body = readFileSync(join(dir, page), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
			for (const section of body.split(/\n(?=## )/)) {
				const hit = OUTSIDE[lang].find((re) => re.test(section));
				if (hit && !MARK[lang].test(section))
					problems.push(`${lang}/planet/${page}: “${section.slice(0, 60).trim()}…” shows ${hit} without saying where it comes from`);
			}
		}
		expect(problems).toEqual([]);
	});
	it('the rulings name the published descriptions they rest on', () => {
		for (const id of ['cards-per-round', 'tile-model', 'tile-fixed']) {
			const r = PLANET_RULINGS.find((x) => x.id === id)!;
			for (const lang of LOCALES) expect(r.answer[lang], `${id} ${lang}`).toMatch(/\.com|\.fr|\.co\.uk/);
		}
	});
});

describe('Planet: widget messages that state a reading carry its mark', () => {
	for (const lang of LOCALES) {
		const dict = compiledGame('planet', lang);
		it.each(READINGS.flatMap((r) => (r.messages ?? []).map((key) => [r.id, key] as const)))(`%s: %s (${lang})`, (_id, key) => {
			const msg = dict[key];
			expect(msg, key).toBeDefined();
			expect(JSON.stringify(msg)).toContain(lang === 'fr' ? READING_MARK.fr : READING_MARK.en);
		});
	}
});
