/**
 * The self-check never grades a reading as a rule (issue 28, review rules-planet N2). For every
 * award question of 600 sets, the answer is recomputed here, with a flood fill of our own, under
 * each combination of the site's two readings that can change an award (src/data/planet/readings.ts):
 * "the largest region touching" (ours: the largest region that meets the condition; the other: your
 * largest region, only if it meets it) and the last round's second region (ours: the larger wins;
 * the other: only whether one exists). A question whose answer changes is drawn only with the
 * reading named in its prompt, a reason giving the other reading's answer, and its ruling linked.
 */
import { describe, expect, it } from 'vitest';
import { type AnyT, say } from '../../../src/components/shared/ReadyParts';
import { compiledGame, compiledShared } from '../../../src/i18n/compiled';
import { translator } from '../../../src/i18n/format';
import { READINGS } from '../../../src/data/planet/readings';
import { TABLE_CAST } from '../../../src/machines/planet/examples/cast';
import { PLANET_READY, type PlQuestion } from '../../../src/machines/planet/ready';
import type { AnimalCondition, Terrain } from '../../../src/machines/planet/regions';
import type { MsgRef } from '../../../src/machines/shared/ready';
import { setOf } from '../shared/readySets';
import { type Contact, regionsOf } from './floodFill';

const SEEDS = 600;

type Touching = 'qualifying' | 'largest-only';
type TieBreak = 'sizes' | 'existence';
type Combo = [Touching, TieBreak, Contact];
const OURS: Combo = ['qualifying', 'sizes', 'side'];
/** Each reading's id (its ruling), and where it sits in a combination, with its other value. */
const FLIPS = [
	['largest-touching-reading', 0, 'largest-only'],
	['last-round-second-region', 1, 'existence'],
	['touching-edge', 2, 'point'],
] as const;
const COMBOS: { combo: Combo; flipped: string[] }[] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => {
	const combo = [...OURS] as Combo;
	const flipped: string[] = [];
	for (const [i, [id, at, value]] of FLIPS.entries())
		if (bits & (1 << i)) {
			(combo as string[])[at] = value;
			flipped.push(id);
		}
	return { combo, flipped };
});

/**
 * Which reading decides, from the answers under every combination: none, one (flipping it alone
 * gives the other answer, and the others never matter), or several.
 */
function decides(under: (combo: Combo) => string): { id: string; other: string } | null | 'several' {
	const all = COMBOS.map((c) => ({ ...c, a: under(c.combo) }));
	const ours = all[0]!.a;
	if (all.every((x) => x.a === ours)) return null;
	for (const [id] of FLIPS) {
		const other = all.find((x) => x.flipped.length === 1 && x.flipped[0] === id)!.a;
		if (other !== ours && all.every((x) => x.a === (x.flipped.includes(id) ? other : ours))) return { id, other };
	}
	return 'several';
}

/** Who takes the card (a seat or 'nobody') under one combination of the readings. */
function answer(
	card: AnimalCondition,
	planets: readonly (readonly (Terrain | null)[])[],
	seats: readonly string[],
	last: boolean,
	[touching, tieBreak, contact]: Combo,
): string {
	const lists = planets.map((t) => {
		const all = regionsOf(t, card.terrain, card.type === 'most-regions' ? card.terrain : card.other, contact);
		if (card.type === 'most-regions') return { score: all.length, sizes: [] as number[] };
		const meets = (r: { touches: boolean }) => (card.type === 'largest-touching' ? r.touches : !r.touches);
		const sizes = all.filter(meets).map((r) => r.size);
		if (touching === 'qualifying') return { score: sizes[0] ?? 0, sizes };
		const top = all[0]?.size ?? 0;
		const counts = all.some((r) => r.size === top && meets(r));
		return { score: counts ? top : 0, sizes: counts ? sizes : [] };
	});
	const best = Math.max(...lists.map((l) => l.score));
	if (best === 0) return 'nobody';
	let tied = seats.map((_, i) => i).filter((i) => lists[i]!.score === best);
	if (tied.length === 1) return seats[tied[0]!]!;
	if (!last || card.type === 'most-regions') return 'nobody';
	for (const k of [1, 2]) {
		const at = (i: number) => lists[i]!.sizes[k] ?? 0;
		const has = tied.filter((i) => at(i) > 0);
		if (has.length === 0) return 'nobody';
		tied = tieBreak === 'sizes' ? has.filter((i) => at(i) === Math.max(...has.map(at))) : has;
		if (tied.length === 1) return seats[tied[0]!]!;
	}
	return 'nobody';
}

const reasonOf = (q: PlQuestion, key: string): MsgRef | undefined => q.reasons.find((r) => r.key === key);

describe('Planet self-check: readings are named, never graded as rules', () => {
	const fr = translator({ ...compiledShared('fr'), ...compiledGame('planet', 'fr') }, 'fr') as AnyT;
	const en = translator({ ...compiledShared('en'), ...compiledGame('planet', 'en') }, 'en') as AnyT;

	it(`${SEEDS} sets: every award or regions answer that changes with a reading is marked, names it and links its ruling`, () => {
		let awards = 0;
		let marked = 0;
		const byReading: Record<string, number> = {};
		let regionsMarked = 0;
		let regionsPlain = 0;
		for (let seed = 1; seed <= SEEDS; seed++)
			for (const q of setOf(PLANET_READY, seed)) {
				if (q.kind === 'regions' && q.position.view.kind === 'planet') {
					// How many regions: under "meeting at a point counts too", regions of a tile's parcels join at its centre.
					const { terrains, terrain } = q.position.view;
					const side = regionsOf(terrains, terrain, terrain, 'side').length;
					const point = regionsOf(terrains, terrain, terrain, 'point').length;
					expect(q.right, `seed ${seed}`).toEqual([String(side)]);
					expect(q.prompt.key === 'rd.reading.prompt', `seed ${seed}: regions marked iff the contact reading changes the count`).toBe(side !== point);
					expect(q.reading).toBe(side !== point ? 'touching-edge' : undefined);
					if (side !== point) {
						regionsMarked++;
						const why = reasonOf(q, 'rd.reading.why')!;
						expect((why.params!.outcome as { msg: MsgRef }).msg).toMatchObject({ key: 'rd.regions.other', params: { count: point } });
						expect(q.rule).toEqual({ page: 'regions', anchor: 'touching' });
						expect(say(fr, q.prompt)).toContain('notre lecture');
						expect(say(en, why)).toContain('our reading');
					} else regionsPlain++;
					continue;
				}
				if (q.kind !== 'award' || q.position.view.kind !== 'award') continue;
				awards++;
				const { card } = q.position.view;
				const planets = q.position.players.map((p) => p.terrains!);
				const seats = q.position.players.map((p) => p.seat);
				const last = q.position.round === 12;
				const ours = answer(card, planets, seats, last, OURS);
				expect(q.right, `seed ${seed}: our reading's answer`).toEqual([ours]);
				const decided = decides((combo) => answer(card, planets, seats, last, combo));
				const isMarked = q.prompt.key === 'rd.reading.prompt';
				// A question that several readings decide is not drawn; one a single reading decides is marked.
				expect(decided, `seed ${seed}`).not.toBe('several');
				expect(isMarked, `seed ${seed}: marked iff a reading changes the answer`).toBe(decided !== null);
				if (decided === null || decided === 'several') {
					expect(reasonOf(q, 'rd.reading.why')).toBeUndefined();
					expect(q.reading).toBeUndefined();
					continue;
				}
				marked++;
				const { id, other } = decided;
				// The feedback links the ruling (the kit's `reading`, /<lang>/planet/rulings/#<id>); the rule link, the chapter section that states our reading.
				expect(q.reading, `seed ${seed}`).toBe(id);
				expect(READINGS.map((r) => r.id)).toContain(id);
				expect(q.rule, `seed ${seed}`).toEqual(
					id === 'largest-touching-reading'
						? { page: 'regions', anchor: 'largest-touching' }
						: id === 'touching-edge'
							? { page: 'regions', anchor: 'touching' }
							: { page: 'animals', anchor: 'last-round-compare' },
				);
				byReading[id] = (byReading[id] ?? 0) + 1;
				const reason = reasonOf(q, 'rd.reading.why');
				expect(reason, `seed ${seed}: the other reading's answer is given`).toBeDefined();
				// The reason names who would take the card under the other reading.
				const outcome = (reason!.params!.outcome as { msg: MsgRef }).msg;
				if (other === 'nobody') expect(outcome.key).toMatch(/^rd\.award\.other\.(next|box)$/);
				else expect(outcome).toMatchObject({ key: 'rd.award.other.player', params: { player: { noun: expect.stringMatching(/^player\./) } } });
				expect(say(en, outcome), `seed ${seed}`).toContain(other === 'nobody' ? 'nobody' : TABLE_CAST[other as keyof typeof TABLE_CAST]);
				// In words, the prompt and the reason carry the mark.
				expect(say(fr, q.prompt)).toContain('notre lecture');
				expect(say(en, q.prompt)).toContain('our reading');
				expect(say(fr, reason!)).toContain('notre lecture');
				expect(say(en, reason!)).toContain('our reading');
			}
		expect(awards).toBeGreaterThan(500);
		console.info(
			`Planet readings over ${SEEDS} sets: ${awards} award questions, ${marked} marked (${JSON.stringify(byReading)}); regions: ${regionsMarked} marked, ${regionsPlain} not`,
		);
		expect(regionsMarked).toBeGreaterThan(0);
		expect(regionsPlain).toBeGreaterThan(0);
		// Both readings are taught on purpose, marked, among the questions.
		expect(marked).toBeGreaterThan(20);
		expect(byReading['largest-touching-reading'] ?? 0).toBeGreaterThan(10);
		expect(byReading['last-round-second-region'] ?? 0).toBeGreaterThan(0);
	}, 60_000);
});
