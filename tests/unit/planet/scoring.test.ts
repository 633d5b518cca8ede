// Planet's end scoring: the glacier objective example (11, 12 or 13 glacier parcels → 2 points),
// 1 point per animal card of the objective's terrain and 2 per other card, animal cards scoring
// even when the objective is missed, the tie-break (most animal cards, then shared) and the
// beginners' variant (no objective, 1 point a card).
import { describe, expect, it } from 'vitest';
import { animalPoints, checkObjectiveRows, endScore, GLACIER_EXAMPLE, objectivePoints, winners } from '../../../src/machines/planet/scoring';

describe('objective', () => {
	it('glacier: 11, 12 or 13 glacier parcels give 2 points; 10 or 14 give none from that line', () => {
		expect([10, 11, 12, 13, 14].map((n) => objectivePoints(GLACIER_EXAMPLE, n))).toEqual([0, 2, 2, 2, 0]);
	});
	it('a typed table is refused when a line is reversed or two lines overlap', () => {
		expect(checkObjectiveRows([{ min: 11, max: 13, points: 2 }]).ok).toBe(true);
		expect(checkObjectiveRows([{ min: 13, max: 11, points: 2 }])).toMatchObject({ ok: false, refusal: { key: 'end.refuse.order' } });
		expect(
			checkObjectiveRows([
				{ min: 8, max: 10, points: 1 },
				{ min: 10, max: 13, points: 2 },
			]),
		).toMatchObject({ ok: false, refusal: { key: 'end.refuse.overlap' } });
		expect(checkObjectiveRows([{ min: 1.5, max: 3, points: 1 }])).toMatchObject({ ok: false, refusal: { key: 'end.refuse.number' } });
	});
});

describe('animal cards', () => {
	it('1 point when the card’s terrain is the objective’s, 2 otherwise; 1 each for beginners', () => {
		expect(animalPoints('glacier', 'glacier')).toBe(1);
		expect(animalPoints('forest', 'glacier')).toBe(2);
		expect(animalPoints('forest', null)).toBe(1);
	});
	it('animal cards score even when the objective is missed', () => {
		const s = endScore({ objective: 'glacier', parcels: 9, animals: ['glacier', 'forest', 'ocean'] }, GLACIER_EXAMPLE.rows);
		expect(s).toEqual({ objective: 0, animals: 5, total: 5, cards: 3 });
	});
	it('the beginners’ game: no objective, every card worth 1', () => {
		expect(endScore({ objective: null, parcels: 0, animals: ['glacier', 'forest'] }, null)).toEqual({ objective: 0, animals: 2, total: 2, cards: 2 });
	});
});

describe('the winner', () => {
	const s = (total: number, cards: number) => ({ objective: 0, animals: total, total, cards });
	it('most points wins', () => expect(winners({ A: s(9, 5), B: s(8, 6) })).toEqual({ winners: ['A'], decidedBy: 'points' }));
	it('a tie on points goes to the most animal cards', () =>
		expect(winners({ A: s(9, 5), B: s(9, 6), C: s(4, 2) })).toEqual({ winners: ['B'], decidedBy: 'cards' }));
	it('still tied: both win', () => expect(winners({ A: s(9, 5), B: s(9, 5) })).toEqual({ winners: ['A', 'B'], decidedBy: 'shared' }));
});
