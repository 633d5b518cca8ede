// WildLife on the shared seats (src/machines/shared/seats.ts): its players are seat letters, and
// who acts next goes clockwise as its rulebook says (moved from tests/unit/shared/seats.test.ts).
import { describe, expect, it } from 'vitest';
import { seats, type Seat } from '../../../src/machines/shared/seats';
import { createAuction } from '../../../src/machines/wildlife/auction';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { epidemicOrder } from '../../../src/machines/wildlife/events';
import { createSetup } from '../../../src/machines/wildlife/setup';

describe('WildLife seats', () => {
	const table = seats(4);
	it('seats its players A, B, C… with A starting (score spaces 1, 2, 3…)', () => {
		const s = createSetup(4, [HUMAN_CHART, HUMAN_CHART, HUMAN_CHART, HUMAN_CHART]);
		expect(s.players).toEqual(['A', 'B', 'C', 'D']);
		expect(s.score).toEqual({ A: 1, B: 2, C: 3, D: 4 });
		expect(s.order.slice(0, 5)).toEqual(['A', 'B', 'C', 'D', 'A']);
	});
	it('bidding and the Epidemic start on the left of the seller / player', () => {
		expect(createAuction(table, 'C', { A: 8, B: 8, C: 8, D: 8 }).bidders).toEqual(['D', 'A', 'B']);
		expect(() => createAuction(table, 'Z' as Seat, {})).toThrow(RangeError); // not a seat at this table
		expect(epidemicOrder(table, 'B', { r0c0: 'A', r0c1: 'D', r0c2: 'B' })).toEqual(['D', 'A']);
	});
});
