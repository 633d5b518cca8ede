/**
 * Player colours must stay apart from each other and from every terrain, for everyone: normal
 * vision and the three dichromacies (Machado 2009 simulation on linear sRGB), measured with
 * CIEDE2000.
 *
 * Thresholds. ΔE2000 ≈ 1–2.3 is a just-noticeable difference for large side-by-side patches; for
 * marks the size of a game piece (about 1° of visual angle, 20–30 px) Szafir (2018, "Modeling
 * Color Difference for Visualization Design") measured that a difference must be about 4–6 times
 * larger to be noticed reliably, i.e. around 5–10. Telling pieces apart at a glance, across a
 * board, is harder than noticing a difference, so:
 * - two players: at least 10 (the upper end of that range; letters and shapes back it up);
 * - a player and a terrain: at least 15, because a piece must pop out of its cell, not merely
 *   differ from it. The old palette's orange-on-savanna and green-on-forest fall far below.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_LOOKS } from '../../../src/components/shared/players';
import { collisions, deltaE2000, difference, minimum, VISIONS } from '../shared/colourVision';

const PLAYER_MIN = 10;
const TERRAIN_MIN = 15;

const players = Object.fromEntries(PLAYER_LOOKS.map((p) => [p.letter, p.colour]));

function terrainTints(file: string, prefix: string): Record<string, string> {
	const css = readFileSync(file, 'utf8');
	return Object.fromEntries([...css.matchAll(new RegExp(`--${prefix}-([a-z]+):\\s*(#[0-9a-fA-F]{6})`, 'g'))].map((m) => [m[1]!, m[2]!]));
}
const wildlife = terrainTints('src/components/wildlife/styles/wl-terrain.css', 'wl-terrain');

/** The palette the site used before this test existed (tokens .p0–.p5 and WildLife terrains). */
const OLD_PLAYERS = { A: '#f97316', B: '#1d4ed8', C: '#facc15', D: '#7c3f1d', E: '#16a34a', F: '#6b7280' };
const OLD_TERRAINS = { water: '#8ecae6', steppe: '#d9e58a', savanna: '#f2c35b', forest: '#5fa65a', mountain: '#b8a89a', desert: '#f4e3b5' };

describe('colour maths', () => {
	it('CIEDE2000 matches Sharma, Wu & Dalal (2005) test pairs', () => {
		expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
		expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
		expect(deltaE2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
	});
	it('simulations keep greys grey and merge red and green for deuteranopes', () => {
		for (const v of VISIONS) expect(difference('#808080', '#808080', v)).toBe(0);
		// pure red and a green of similar lightness are far apart normally, close for a deuteranope
		expect(difference('#d62728', '#8c8c00', 'normal')).toBeGreaterThan(30);
		expect(difference('#d62728', '#8c8c00', 'deuteranopia')).toBeLessThan(difference('#d62728', '#8c8c00', 'normal') / 2);
	});
});

describe('player palette', () => {
	it('has six distinct colours, letters and shapes', () => {
		expect(new Set(PLAYER_LOOKS.map((p) => p.colour)).size).toBe(6);
		expect(new Set(PLAYER_LOOKS.map((p) => p.shape)).size).toBe(6);
		expect(PLAYER_LOOKS.map((p) => p.letter).join('')).toBe('ABCDEF');
	});
	it('reads the six WildLife terrain tints from the CSS', () => {
		expect(Object.keys(wildlife).sort()).toEqual(['desert', 'forest', 'mountain', 'savanna', 'steppe', 'water']);
	});
	it.each(VISIONS)(`no two players closer than ΔE2000 ${PLAYER_MIN} (%s)`, (vision) => {
		expect(collisions(players, PLAYER_MIN).filter((c) => c.vision === vision)).toEqual([]);
	});
	it.each(VISIONS)(`no player closer than ΔE2000 ${TERRAIN_MIN} to a WildLife terrain (%s)`, (vision) => {
		expect(collisions(players, TERRAIN_MIN, wildlife).filter((c) => c.vision === vision)).toEqual([]);
	});
	it('letter ink has at least 3:1 contrast on its piece (WCAG non-text contrast)', () => {
		const lum = (hex: string) => {
			const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
			return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
		};
		for (const p of PLAYER_LOOKS) {
			const [hi, lo] = [lum(p.colour), lum(p.ink)].sort((a, b) => b - a);
			expect((hi! + 0.05) / (lo! + 0.05), p.letter).toBeGreaterThanOrEqual(4.5);
		}
	});
	it('the check catches the old palette’s collisions (it can fail)', () => {
		const pp = collisions(OLD_PLAYERS, PLAYER_MIN);
		const pt = collisions(OLD_PLAYERS, TERRAIN_MIN, OLD_TERRAINS);
		// orange and green pieces merge for protanopes; orange on savanna, green on forest, yellow on desert
		expect(pp).toContainEqual(expect.objectContaining({ a: 'A', b: 'E', vision: 'protanopia' }));
		expect(pt).toContainEqual(expect.objectContaining({ a: 'A', b: 'savanna', vision: 'deuteranopia' }));
		expect(pt).toContainEqual(expect.objectContaining({ a: 'E', b: 'forest', vision: 'deuteranopia' }));
		expect(pt).toContainEqual(expect.objectContaining({ a: 'C', b: 'savanna', vision: 'tritanopia' }));
	});
	it('prints the minimum differences (for the report)', () => {
		const rows = VISIONS.map((v) => {
			const a = minimum(players, v);
			const b = minimum(players, v, wildlife);
			return `${v}: players ${a.a}–${a.b} ${a.dE.toFixed(1)}; player–terrain ${b.a}–${b.b} ${b.dE.toFixed(1)}`;
		});
		console.log(rows.join('\n'));
		expect(rows).toHaveLength(4);
	});
});

describe('one palette source', () => {
	it('no stylesheet paints pieces itself (colours come from players.ts)', () => {
		for (const f of readdirSync('src/styles')) {
			const css = readFileSync(join('src/styles', f), 'utf8');
			expect(css, f).not.toMatch(/\.p[0-5]\b/);
			expect(css, f).not.toMatch(/\.token[^{]*\{[^}]*(background|fill)\s*:/);
		}
	});
	it('no component outside players.ts writes an Okabe–Ito piece colour', () => {
		const dir = 'src/components';
		const files = readdirSync(dir, { recursive: true })
			.map(String)
			.filter((f) => /\.(tsx?|astro)$/.test(f) && !f.endsWith('players.ts'));
		for (const f of files) {
			const src = readFileSync(join(dir, f), 'utf8').toUpperCase();
			for (const p of PLAYER_LOOKS) if (p.colour !== '#000000') expect(src.includes(p.colour), `${f} ${p.colour}`).toBe(false);
		}
	});
});
