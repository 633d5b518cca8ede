// The Caldera Park score sheet (issue 30): Mia's 134 (the rulebook's worked example) entered as a
// table would, by cells and through the URL; the Sun reading switch; what the rulebook makes
// impossible refused with its rule; the URL format by hand and as a property; and (property) for
// random sheets the page's totals — rendered in French and in English — equal the engine's own
// functions applied straight to the numbers.
import fc from 'fast-check';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Sheet } from '../../../src/components/caldera-park/ScoreSheet';
import { decodeSheet, encodeSheet } from '../../../src/components/caldera-park/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import { MIA_EXPECTED, miaPark } from '../../../src/machines/caldera-park/examples/mia';
import { scorePark } from '../../../src/machines/caldera-park/final';
import { TEACHING_PARK } from '../../../src/machines/caldera-park/park';
import { soloBand } from '../../../src/machines/caldera-park/round';
import { CATEGORIES, familiesBestFirst, finalPlaces, OUR_READINGS, SPECIES, type Species } from '../../../src/machines/caldera-park/scoring';
import { type CpSheet, emptySheet, LANDSCAPES, scoreSheet } from '../../../src/machines/caldera-park/sheet';
import { type PerSeat, type Seat, seats } from '../../../src/machines/shared/seats';

/** Mia's counts, read off the engine's own breakdown of her park (what she would count on the table). */
function miaCounts() {
	const park = scorePark(TEACHING_PARK, miaPark());
	const cat = (c: string) => park.categories.find((x) => x.category === c)!;
	const best = (s: Species) => {
		const c = cat(s);
		const f = c.best !== undefined && c.best >= 0 ? c.families![c.best]! : familiesBestFirst(c.families!)[0]!;
		return { animals: String(f.animals), water: String(f.water), sun: f.sun > 0 };
	};
	return {
		flipped: String(park.flipped),
		visible: Object.fromEntries(LANDSCAPES.map((l) => [l, String(cat(l).coverage!.open.length)])),
		riverCovered: String(park.riverCovered),
		geysers: String(cat('geysers').geysers!.filter((g) => g.surrounded).length),
		families: Object.fromEntries(SPECIES.map((s) => [s, best(s)])),
	};
}

function miaSheet(): CpSheet {
	const m = miaCounts();
	const s = emptySheet(1);
	s.names = ['Mia'];
	s.weather = [m.flipped];
	for (const l of LANDSCAPES) s.visible[l] = [m.visible[l]!];
	s.riverCovered = [m.riverCovered];
	s.geysers = [m.geysers];
	for (const sp of SPECIES) s.families[sp] = [m.families[sp]!];
	return s;
}

/** The link the score-sheet page gives for Mia (src/content/docs/<lang>/caldera-park/score-sheet.mdx). */
const MIA_LINK =
	'?p=Mia&weather=2&waterfalls=0&mountains=0&prairie=7&forest=0&river=1&rivercovered=6&geysers=2&goat=6:2&bear=10:2&wolf=4:2&moose=12:3&eagle=10:3&bison=2:1';

describe('Mia’s final scoring (rulebook: 134)', () => {
	it('entered as a sheet gives every category as the rulebook does, and 134', () => {
		const score = scoreSheet(miaSheet());
		expect(score.refusals).toEqual([]);
		for (const c of CATEGORIES) expect(score.points[c].A, c).toBe(MIA_EXPECTED[c]);
		expect(score.totals).toEqual({ A: 134 });
		// solo: the rulebook's band for 134 (110 and up)
		expect(score.band).toBe(soloBand(134));
		expect(score.band).toBe(2);
	});
	it('the page’s hand-written link is Mia’s count, and gives 134', () => {
		expect(decodeSheet(MIA_LINK)).toEqual(miaSheet());
		expect(encodeSheet(miaSheet())).toBe(MIA_LINK);
		expect(scoreSheet(decodeSheet(MIA_LINK)).totals.A).toBe(134);
	});
	it('the link written in both pages is the one tested', async () => {
		const { readFileSync } = await import('node:fs');
		for (const lang of ['fr', 'en']) expect(readFileSync(`src/content/docs/${lang}/caldera-park/score-sheet.mdx`, 'utf8')).toContain(MIA_LINK);
	});
	it('rendered in both languages, the page says 134, the band and every category’s points', () => {
		for (const lang of ['fr', 'en'] as const) {
			const html = render(<Sheet t={gameT('caldera-park', lang)} tc={widgetT(lang)} lang={lang} sheet={miaSheet()} onChange={() => {}} onNew={() => {}} />);
			expect(html).toMatch(/data-total="A"[^>]*>134</);
			expect(html).toContain('data-band="2"');
			for (const c of CATEGORIES) expect(html).toMatch(new RegExp(`data-points="${c}:A"[^>]*>${MIA_EXPECTED[c]}<`));
			expect(html).toContain('/caldera-park/solo/#rating-bands');
		}
	});
	it('four players tied on Mia’s 134 are split by river spaces covered, then by tiles flipped', () => {
		// four copies of Mia's park, told apart only by the tie-breaks' counts
		const mia = miaSheet();
		const four = emptySheet(4);
		four.names = ['Mia', 'Lin', 'Sam', 'Zoé'];
		for (const l of LANDSCAPES) four.visible[l] = Array(4).fill(mia.visible[l][0]);
		four.geysers = Array(4).fill(mia.geysers[0]);
		for (const sp of SPECIES) four.families[sp] = Array.from({ length: 4 }, () => ({ ...mia.families[sp][0]! }));
		four.riverCovered = ['6', '5', '6', '6'];
		four.weather = ['2', '0', '3', '2'];
		const score = scoreSheet(four);
		expect(score.totals).toEqual({ A: 134, B: 134, C: 134, D: 134 });
		expect(score.places).toEqual([
			{ place: 1, names: ['A', 'D'] },
			{ place: 3, names: ['C'] },
			{ place: 4, names: ['B'] },
		]);
		const html = render(<Sheet t={gameT('caldera-park', 'en')} tc={widgetT('en')} lang="en" sheet={four} onChange={() => {}} onNew={() => {}} />);
		expect(html).toContain('Tied on 134 points between Mia and Zoé, with as many river spaces covered and as many tiles flipped: the place is shared.');
		expect(html).toContain('Zoé and Sam both have 134 points and 6 river spaces covered: Zoé goes ahead with fewer tiles flipped (2 to 3).');
		expect(html).toContain('Sam and Lin both have 134 points: Sam goes ahead with more river spaces covered (6 to 5).');
		expect(html).toContain('/caldera-park/scoring/#tie-breaks');
	});
});

describe('the Sun reading switch (sun-then-multiply)', () => {
	const withSun = (otherSun: boolean, animals: string, water: string) => {
		const s = emptySheet(1);
		s.otherSun = otherSun;
		s.families.moose = [{ animals, water, sun: true }];
		return scoreSheet(s).points.moose.A;
	};
	it('ours adds the animal before multiplying: 12 moose, 3 watering holes, next to the Sun = 39', () => {
		expect(withSun(false, '12', '3')).toBe(39);
	});
	it('the other reading adds 1 point to the product: 37', () => {
		expect(withSun(true, '12', '3')).toBe(37);
	});
	it('under both, a family without water scores 0', () => {
		expect(withSun(false, '5', '0')).toBe(0);
		expect(withSun(true, '5', '0')).toBe(0);
	});
	it('a family away from the Sun scores the same under both', () => {
		const s = emptySheet(1);
		s.families.eagle = [{ animals: '10', water: '3', sun: false }];
		expect(scoreSheet(s).points.eagle.A).toBe(30);
		s.otherSun = true;
		expect(scoreSheet(s).points.eagle.A).toBe(30);
	});
	it('the page marks our reading, links to its ruling, and says the other reading’s sentence when switched', () => {
		const s = emptySheet(1);
		s.families.moose = [{ animals: '12', water: '3', sun: true }];
		const t = gameT('caldera-park', 'fr');
		const html = (x: CpSheet) => render(<Sheet t={t} tc={widgetT('fr')} lang="fr" sheet={x} onChange={() => {}} onNew={() => {}} />);
		const ours = html(s);
		expect(ours).toContain('/fr/caldera-park/rulings/#sun-then-multiply');
		expect(ours).toContain('(12 élans + 1 pour le Soleil) × 3 points d’eau = 39 points');
		s.otherSun = true;
		expect(html(s)).toContain('12 élans × 3 points d’eau + 1 pour le Soleil = 37 points');
		expect(encodeSheet(s)).toContain('sun=other');
		expect(decodeSheet(encodeSheet(s)).otherSun).toBe(true);
	});
});

describe('impossible input is refused with the rule that limits it', () => {
	const refusals = (f: (s: CpSheet) => void, n = 2) => {
		const s = emptySheet(n);
		f(s);
		return scoreSheet(s).refusals.map((r) => `${r.field} ${r.key} ${r.rule.page}#${r.rule.anchor}`);
	};
	it('a negative or non-whole count', () => {
		expect(refusals((s) => (s.weather[1] = '-1'))).toEqual(['weather1 sheet.notCount scoring#weather-first']);
		expect(refusals((s) => (s.visible.forest[0] = '2.5'))).toEqual(['forest0 sheet.notCount scoring#forest']);
		expect(refusals((s) => (s.families.bear[0]!.water = 'x'))).toEqual(['bear0w sheet.notCount scoring#water-points']);
		expect(refusals((s) => (s.geysers[0] = '-3'))).toEqual(['geysers0 sheet.notCount scoring#geysers']);
	});
	it('more spaces showing than a landscape has (6 waterfalls, 14 of each terrain); the river’s count is not known', () => {
		expect(refusals((s) => (s.visible.waterfalls[0] = '6'))).toEqual([]);
		expect(refusals((s) => (s.visible.waterfalls[0] = '7'))).toEqual(['waterfalls0 sheet.tooManyVisible scoring#waterfalls']);
		expect(refusals((s) => (s.visible.mountains[1] = '15'))).toEqual(['mountains1 sheet.tooManyVisible scoring#mountains']);
		expect(refusals((s) => (s.visible.prairie[0] = '15'))).toEqual(['prairie0 sheet.tooManyVisible scoring#prairie']);
		expect(refusals((s) => (s.visible.forest[0] = '14'))).toEqual([]);
		expect(refusals((s) => (s.visible.river[0] = '20'))).toEqual([]);
	});
	it('more than 35 tiles flipped or river spaces covered: each player has 35 animal tiles', () => {
		expect(refusals((s) => (s.weather[0] = '36'))).toEqual(['weather0 sheet.tooManyTiles setup#animal-tiles']);
		expect(refusals((s) => (s.riverCovered[1] = '40'))).toEqual(['river1c sheet.tooManyTiles setup#animal-tiles']);
		expect(refusals((s) => (s.weather[0] = '35'))).toEqual([]);
	});
	it('watering holes or the Sun for a family with no animal', () => {
		expect(refusals((s) => (s.families.wolf[0] = { animals: '', water: '2', sun: false }))).toEqual(['wolf0 sheet.noFamily scoring#families']);
		expect(refusals((s) => (s.families.goat[1] = { animals: '0', water: '', sun: true }))).toEqual(['goat1 sheet.noFamily scoring#families']);
	});
	it('a refused value is left out, and the places wait', () => {
		const s = miaSheet();
		s.visible.waterfalls = ['9'];
		const score = scoreSheet(s);
		expect(score.points.waterfalls.A).toBeNull();
		expect(score.totals.A).toBe(130);
		expect(score.band).toBeNull();
	});
	it('every refusal has its message and its rule’s name in both languages, drawn beside its box', () => {
		for (const lang of ['fr', 'en'] as const) {
			const t = gameT('caldera-park', lang);
			const s = emptySheet(2);
			s.weather[0] = '40';
			s.visible.mountains[1] = '20';
			s.families.eagle[0] = { animals: '', water: '1', sun: true };
			s.geysers[1] = 'a';
			const score = scoreSheet(s);
			expect(score.refusals).toHaveLength(4);
			for (const r of score.refusals) {
				expect(t.ref(r.key, r.params)).not.toMatch(/[[{]/);
				expect(t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never)).not.toMatch(/^\[/);
			}
			const html = render(<Sheet t={t} tc={widgetT(lang)} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
			for (const r of score.refusals)
				expect(html).toMatch(new RegExp(`data-field="${r.field}"[^]*?data-sheet-refusal[^]*?/caldera-park/${r.rule.page}/#${r.rule.anchor}`));
			expect(html.match(/aria-invalid="true"/g)).toHaveLength(4);
		}
	});
});

describe('the URL format', () => {
	it('reads a hand-written link', () => {
		const s = decodeSheet('?p=Anna,,Chlo%C3%A9&weather=1,,0&prairie=0,3&goat=6:2,,4:1:s&sun=other');
		expect(s.names).toEqual(['Anna', '', 'Chloé']);
		expect(s.otherSun).toBe(true);
		expect(s.weather).toEqual(['1', '', '0']);
		expect(s.visible.prairie).toEqual(['0', '3', '']);
		expect(s.families.goat).toEqual([
			{ animals: '6', water: '2', sun: false },
			{ animals: '', water: '', sun: false },
			{ animals: '4', water: '1', sun: true },
		]);
		const score = scoreSheet(s);
		// goats: Anna 6 × 2; Chloé 4 × 1 + 1 for the Sun (the other reading)
		expect(score.points.goat).toEqual({ A: 12, B: 0, C: 5 });
		expect(score.points.prairie).toEqual({ A: 7, B: 0, C: null });
	});
	it('an untouched sheet writes nothing; a sheet writes only what is filled in; p=1 is solo', () => {
		expect(encodeSheet(emptySheet(2))).toBe('');
		const s = emptySheet(3);
		s.geysers[1] = '2';
		expect(encodeSheet(s)).toBe('?p=3&geysers=,2,');
		expect(decodeSheet('?p=1').names).toEqual(['']);
		expect(decodeSheet('?p=9').names).toHaveLength(4);
	});
	it('(property) any sheet survives the URL', () => {
		fc.assert(
			fc.property(sheetArb, (s) => {
				expect(decodeSheet(encodeSheet(s))).toEqual(s);
			}),
			{ numRuns: 150 },
		);
	});
});

/** A random sheet a table could write (cells may be empty; counts within what a park allows, or a little beyond). */
const cell = (max: number) => fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 5, arbitrary: fc.nat(max).map(String) });
const sheetArb = fc
	.record({
		n: fc.integer({ min: 1, max: 4 }),
		otherSun: fc.boolean(),
		names: fc.array(fc.constantFrom('', 'Anna', 'Bruno', 'Élise', 'Yann', 'Zoé'), { minLength: 4, maxLength: 4 }),
		weather: fc.array(cell(5), { minLength: 4, maxLength: 4 }),
		visible: fc.array(fc.array(cell(3), { minLength: 4, maxLength: 4 }), { minLength: 5, maxLength: 5 }),
		riverCovered: fc.array(cell(9), { minLength: 4, maxLength: 4 }),
		geysers: fc.array(cell(3), { minLength: 4, maxLength: 4 }),
		families: fc.array(fc.array(fc.record({ animals: cell(13), water: cell(4), sun: fc.boolean() }), { minLength: 4, maxLength: 4 }), {
			minLength: 6,
			maxLength: 6,
		}),
	})
	.map((r) => {
		const s = emptySheet(r.n);
		s.names = r.names.slice(0, r.n);
		s.otherSun = r.otherSun;
		s.weather = r.weather.slice(0, r.n);
		LANDSCAPES.forEach((l, i) => (s.visible[l] = r.visible[i]!.slice(0, r.n)));
		s.riverCovered = r.riverCovered.slice(0, r.n);
		s.geysers = r.geysers.slice(0, r.n);
		SPECIES.forEach((sp, i) => (s.families[sp] = r.families[i]!.slice(0, r.n)));
		return s;
	});

/** The oracle: the rulebook's arithmetic straight on the numbers (no sheet code): landscapes all-or-nothing, 4 per geyser, (animals + Sun) × water or animals × water + Sun. */
function oracle(s: CpSheet): { totals: PerSeat<number>; complete: boolean } {
	const players = seats(s.names.length);
	const worth = { waterfalls: 4, mountains: 7, prairie: 7, forest: 7, river: 8 } as const;
	let complete = true;
	const totals = Object.fromEntries(
		players.map((p, i) => {
			let t = 4 * (Number(s.geysers[i]) || 0);
			for (const l of LANDSCAPES) {
				if (s.visible[l][i] === '') complete = false;
				else if (Number(s.visible[l][i]) === 0) t += worth[l];
			}
			for (const sp of SPECIES) {
				const f = s.families[sp][i]!;
				const a = Number(f.animals) || 0;
				if (a === 0 && ((Number(f.water) || 0) > 0 || f.sun)) complete = false; // no family: refused
				const w = a > 0 ? Number(f.water) || 0 : 0;
				const sun = a > 0 && f.sun ? 1 : 0;
				t += s.otherSun ? (w > 0 ? a * w + sun : 0) : (a + sun) * w;
			}
			return [p, t];
		}),
	);
	return { totals, complete };
}

describe('(property) the page’s totals are the engine’s, in French and in English', () => {
	const shown = (html: string, players: readonly Seat[]) =>
		Object.fromEntries(players.map((p) => [p, Number(new RegExp(`data-total="${p}"[^>]*>(\\d+)<`).exec(html)?.[1])]));
	for (const lang of ['fr', 'en'] as const) {
		it(lang, () => {
			const t = gameT('caldera-park', lang);
			const tc = widgetT(lang);
			fc.assert(
				fc.property(sheetArb, (s) => {
					const html = render(<Sheet t={t} tc={tc} lang={lang} sheet={s} onChange={() => {}} onNew={() => {}} />);
					const players = seats(s.names.length);
					const score = scoreSheet(s);
					const expected = oracle(s);
					expect(shown(html, players)).toEqual(expected.totals);
					expect(score.totals).toEqual(expected.totals);
					// no placeholder left in any sentence the page says
					expect(html).not.toMatch(/\{[a-z_]+\}|\[(sheet|cat|scoresheet|rule|solo|final)\.|NaN|undefined/);
					if (expected.complete && players.length > 1) {
						expect(score.places).toEqual(
							finalPlaces(
								players.map((p, i) => ({
									name: p,
									total: expected.totals[p]!,
									riverCovered: Number(s.riverCovered[i]) || 0,
									flipped: Number(s.weather[i]) || 0,
								})),
							),
						);
						expect(html).toContain('data-winner=');
					}
					if (expected.complete && players.length === 1) expect(score.band).toBe(soloBand(expected.totals.A!));
					if (!expected.complete) expect(score.places ?? score.band).toBeNull();
				}),
				{ numRuns: 60 },
			);
		});
	}
	it('our reading is the engine’s default', () => expect(OUR_READINGS.sunBeforeMultiplying).toBe(true));
});
