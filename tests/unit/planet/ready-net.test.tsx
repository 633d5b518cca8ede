/**
 * Planet's self-check, region questions (UX review, major M4): the flat net must answer the
 * question it is asked with. Read from the HTML the board draws, as a learner reads the picture:
 * two parcels join where their drawn triangles share a side, or where they sit against two edges
 * marked with the same letter; counting the asked terrain's regions that way gives the graded
 * answer. After Check, the regions that cross a lettered edge say which.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { netLayout } from '../../../src/components/planet/geometry';
import { cutEdges } from '../../../src/components/planet/netJoins';
import { Board } from '../../../src/components/planet/readyBoard';
import { gameT } from '../../../src/i18n/messages';
import { PLANET_READY, type PlQuestion } from '../../../src/machines/planet/ready';
import { makeSet } from '../../../src/machines/shared/ready';

type Pt = [number, number];
const pts = (s: string): Pt[] => s.split(' ').map((p) => p.split(',').map(Number) as Pt);
const same = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.05;

/** The parcels as drawn (each triangle's corners and terrain) and the edge letters, from the board's HTML. */
function readPicture(html: string) {
	const parcels = [...html.matchAll(/<polygon points="([^"]+)" fill="url\(#[^)]*-(\w+)\)" class="pl-parcel/g)].map((m) => ({
		corners: pts(m[1]!),
		terrain: m[2]!,
	}));
	const letters = [...html.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)" class="pl-cut[^"]*"[^>]*>(\w)<\/text>/g)].map((m) => ({
		at: [Number(m[1]), Number(m[2])] as Pt,
		letter: m[3]!,
	}));
	return { parcels, letters };
}

/** Regions of `terrain` counted on the picture: a shared drawn side, or the same letter against both outer sides. */
function countOnPicture(html: string, terrain: string): number {
	const { parcels, letters } = readPicture(html);
	// Each letter stands against the outer side (not through the centre) nearest to it: just outside it, or inside a notch's face.
	const byLetter = new Map<string, number[]>();
	for (const l of letters) {
		const nearest = parcels.map((_, i) => i).sort((i, j) => toOuter(parcels[i]!.corners, l.at) - toOuter(parcels[j]!.corners, l.at))[0]!;
		byLetter.set(l.letter, [...(byLetter.get(l.letter) ?? []), nearest]);
	}
	const sides = (c: Pt[]): [Pt, Pt][] => [
		[c[0]!, c[1]!],
		[c[1]!, c[2]!],
		[c[2]!, c[0]!],
	];
	const touch = (i: number, j: number) =>
		sides(parcels[i]!.corners).some(([a, b]) => sides(parcels[j]!.corners).some(([c, d]) => (same(a, c) && same(b, d)) || (same(a, d) && same(b, c))));
	const lettered = (i: number, j: number) => [...byLetter.values()].some((ps) => ps.includes(i) && ps.includes(j));
	const seen = new Set<number>();
	let count = 0;
	parcels.forEach((p, start) => {
		if (p.terrain !== terrain || seen.has(start)) return;
		count++;
		const todo = [start];
		seen.add(start);
		while (todo.length) {
			const x = todo.pop()!;
			parcels.forEach((q, y) => {
				if (q.terrain === terrain && !seen.has(y) && (touch(x, y) || lettered(x, y))) {
					seen.add(y);
					todo.push(y);
				}
			});
		}
	});
	return count;
}
const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
/** How far a point is from a parcel's outer side (its corners 1–2; corner 0 is the face's centre). */
function toOuter(c: Pt[], p: Pt): number {
	const [a, b] = [c[1]!, c[2]!];
	const [dx, dy] = sub(b, a);
	const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
	return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

const regionQuestions: PlQuestion[] = [];
for (let seed = 1; regionQuestions.length < 60 && seed < 2000; seed++)
	for (const q of makeSet(PLANET_READY, seed)) if (q.kind === 'regions') regionQuestions.push(q);

describe('the net of a region question', () => {
	it('letters every edge the net cuts: 30 edges, 11 drawn joined, 19 lettered once each, A to S', () => {
		const all = cutEdges(netLayout(40), () => true, 9);
		expect(all.map((e) => e.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRS');
		expect(new Set(all.flatMap((e) => e.parcels)).size).toBe(38);
		// Drawn 11 units high, no two of the 38 letters crowd each other (the two sides of a notch face each other).
		const at = all.flatMap((e) => e.at);
		const closest = Math.min(...at.flatMap((p, i) => at.slice(i + 1).map((q) => Math.hypot(...sub(p, q)))));
		expect(closest).toBeGreaterThan(11);
	});

	it('letters only edges between two tiles on the planet', () => {
		const q = regionQuestions.find((x) => x.position.round < 12)!;
		const v = q.position.view;
		if (v.kind !== 'planet') throw new Error('a region question draws a planet');
		const html = render(<Board q={q} view={{ chosen: new Set() }} t={gameT('planet', 'en')} />);
		const { parcels, letters } = readPicture(html);
		expect(parcels).toHaveLength(60);
		for (const l of letters) {
			const host = parcels.map((p, i) => ({ i, d: toOuter(p.corners, l.at) })).sort((a, b) => a.d - b.d)[0]!;
			expect(parcels[host.i]!.terrain).not.toBe('free');
		}
		// Each letter twice, once on each side.
		const counts = new Map<string, number>();
		for (const l of letters) counts.set(l.letter, (counts.get(l.letter) ?? 0) + 1);
		expect([...counts.values()].every((n) => n === 2)).toBe(true);
	});

	it.each(['fr', 'en'] as const)('(%s) counting on the picture gives the graded answer, on 60 drawn questions', (lang) => {
		expect(regionQuestions.length).toBe(60);
		const t = gameT('planet', lang);
		let lettersUsed = 0;
		for (const q of regionQuestions) {
			const v = q.position.view;
			if (v.kind !== 'planet') throw new Error('a region question draws a planet');
			const html = render(<Board q={q} view={{ chosen: new Set() }} t={t} />);
			expect(countOnPicture(html, v.terrain), `seed question round ${q.position.round}, ${v.terrain}`).toBe(Number(q.right[0]));
			if (countOnPicture(html.replace(/class="pl-cut[^"]*"[^>]*>\w</g, 'class="x">?<'), v.terrain) !== Number(q.right[0])) lettersUsed++;
			// The letters are explained wherever some are drawn.
			const explained = html.includes(lang === 'fr' ? 'deux bords marqués de la même lettre' : 'two edges marked with the same letter');
			expect(explained).toBe(readPicture(html).letters.length > 0);
		}
		// Without the letters the net alone would miscount some of them (the review's finding): the letters are what answers those.
		expect(lettersUsed).toBeGreaterThan(5);
	});

	it('after Check, says which region’s areas meet across which lettered edge', () => {
		const t = gameT('planet', 'en');
		const tf = gameT('planet', 'fr');
		let said = 0;
		for (const q of regionQuestions) {
			const v = q.position.view;
			if (v.kind !== 'planet') continue;
			const view = { chosen: new Set<string>(), right: new Set(q.right) };
			const html = render(<Board q={q} view={view} t={t} />);
			const crossed = [...html.matchAll(/class="pl-cut is-crossed"[^>]*>(\w)</g)].map((m) => m[1]!);
			const lines = [...html.matchAll(/<li>(Region \d+’s areas meet across edges? [^<]+)<\/li>/g)].map((m) => m[1]!);
			// Every crossed letter is named in a line, and every named letter is drawn crossed (twice: both sides).
			for (const l of new Set(crossed))
				expect(lines.some((s) => new RegExp(`\\b${l}\\b`).test(s.replace(/^Region \d+’s areas meet across edges? /, '')))).toBe(true);
			expect(crossed.length % 2).toBe(0);
			if (lines.length) {
				said++;
				expect(render(<Board q={q} view={view} t={tf} />)).toMatch(/<li>La région \d+ se poursuit de l’autre côté (du bord|des bords) [A-S]/);
			}
			// Before Check nothing is said (the letters are drawn, not which region crosses them).
			expect(render(<Board q={q} view={{ chosen: new Set() }} t={t} />)).not.toContain('meet across');
		}
		expect(said).toBeGreaterThan(5);
	});
});
