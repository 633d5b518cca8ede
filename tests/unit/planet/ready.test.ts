/**
 * Planet's "Ready for game night?" (issue 22), by the kit's pattern (tests/unit/shared/readyHarness.ts):
 * 1,000 sets from fixed seeds, legal positions, one right answer set, and the answers recomputed
 * another way: the regions by a search of our own over the core's parcels, the animal card by the
 * rulebook's award and last-round tie-break written out here, the animal points and the winner by
 * their arithmetic, the card nobody takes and the first player by the round number.
 */
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../src/i18n/compiled';
import { PLANET_READY, type PlQuestion } from '../../../src/machines/planet/ready';
import type { AnimalCondition, Terrain } from '../../../src/machines/planet/regions';
import { setOf } from '../shared/readySets';
import { checkReadySets, questionKeys } from '../shared/readyHarness';
import { regionsOf } from './floodFill';

/** The award as the rulebook says it (our reading: the largest qualifying region; the larger second region breaks a last-round tie). */
function awardAnswer(card: AnimalCondition, planets: readonly (readonly (Terrain | null)[])[], names: readonly string[], last: boolean): string {
	const sizes = planets.map((t) => {
		if (card.type === 'most-regions') return [regionsOf(t, card.terrain).length];
		return regionsOf(t, card.terrain, card.other)
			.filter((r) => (card.type === 'largest-touching' ? r.touches : !r.touches))
			.map((r) => r.size);
	});
	const score = (i: number, k: number) => sizes[i]![k] ?? 0;
	const best = Math.max(...names.map((_, i) => score(i, 0)));
	if (best === 0) return 'nobody';
	let tied = names.map((_, i) => i).filter((i) => score(i, 0) === best);
	if (tied.length === 1) return names[tied[0]!]!;
	if (!last || card.type === 'most-regions') return 'nobody';
	for (const k of [1, 2]) {
		const top = Math.max(...tied.map((i) => score(i, k)));
		if (top === 0) return 'nobody';
		tied = tied.filter((i) => score(i, k) === top);
		if (tied.length === 1) return names[tied[0]!]!;
	}
	return 'nobody';
}

function independent(q: PlQuestion): string[] | undefined {
	const v = q.position.view;
	const { round } = q.position;
	switch (v.kind) {
		case 'planet':
			return [String(regionsOf(v.terrains, v.terrain).length)];
		case 'award':
			return [
				awardAnswer(
					v.card,
					q.position.players.map((p) => p.terrains!),
					q.position.players.map((p) => p.seat),
					round === 12,
				),
			];
		case 'animals':
			return [String(v.animals.reduce((s, a) => s + (v.objective === null || a === v.objective ? 1 : 2), 0))];
		case 'totals': {
			const best = Math.max(...v.rows.map((r) => r.total));
			const top = v.rows.filter((r) => r.total === best);
			const most = Math.max(...top.map((r) => r.cards));
			const byCards = top.filter((r) => r.cards === most);
			return [byCards.length === 1 ? byCards[0]!.seat : 'shared'];
		}
		case 'seats':
			if (q.kind === 'next-column') return [round === 12 ? 'box' : `column-${round + 1}`];
			return [v.seats[(round - 1) % v.seats.length]!];
	}
}

describe('Planet: ready for game night?', () => {
	it('1,000 sets: legal positions, one right answer set, the engine agrees with an independent computation', () => {
		const { kinds, independent: checked } = checkReadySets(PLANET_READY, { independent, minKinds: 4 });
		expect(Object.keys(kinds).sort()).toEqual(Object.keys(PLANET_READY.kinds).sort());
		for (const kind of Object.keys(kinds)) expect(checked[kind], `${kind} checked independently`).toBe(kinds[kind]);
	}, 120_000);

	it('the sets teach the hard cases: ties, the last-round tie-break, the box, a shared win, beginners', () => {
		const seen = new Set<string>();
		for (let seed = 1; seed <= 300; seed++) for (const q of setOf(PLANET_READY, seed)) for (const r of q.reasons) seen.add(r.key);
		for (const key of [
			'rd.award.best',
			'rd.award.tie',
			'rd.award.breaker',
			'rd.award.box',
			'rd.winner.cards',
			'rd.winner.shared',
			'rd.animals.beginners',
			'rd.column.whyBox',
		])
			expect(seen, key).toContain(key);
	});

	it('every message a question uses exists in both languages', () => {
		const fr = compiledGame('planet', 'fr');
		const en = compiledGame('planet', 'en');
		const missing = new Set<string>();
		for (let seed = 1; seed <= 200; seed++)
			for (const q of setOf(PLANET_READY, seed)) for (const k of questionKeys(q)) if (!(k in fr) || !(k in en)) missing.add(k);
		expect([...missing]).toEqual([]);
	});
});
