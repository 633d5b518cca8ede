import { describe, expect, it } from 'vitest';
import { canUseTerrain, migrationTargets, type ActionContext } from '../../../src/machines/wildlife/actions';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import type { Occupancy } from '../../../src/machines/wildlife/types';
import { WILDLIFE_RULINGS } from '../../../src/data/wildlife/rulings';

/**
 * The rulings page and the engine must agree. Erratum 1 (issue 8): the ruling `full-areas` once said
 * a migration stays possible when both areas of the card's terrain are full; it cannot, since the
 * piece must arrive on a free space of that terrain (French rule, « Les cartes Wildlife »).
 */
describe('ruling full-areas agrees with the engine', () => {
	const steppe = TEACHING_BOARD.areas.filter((a) => a.terrain === 'steppe');
	const occ: Occupancy = {};
	for (const a of steppe) a.cells.forEach((c, i) => (occ[c] = i % 2 ? 'A' : 'B'));
	// One more piece of ours elsewhere on the island, next to nothing in particular.
	const free = TEACHING_BOARD.cells.find((c) => c.terrain !== 'steppe' && HUMAN_CHART[c.terrain] >= 1)!;
	occ[free.id] = 'A';
	const ctx: ActionContext = { board: TEACHING_BOARD, occ, player: 'A', chart: HUMAN_CHART, reserve: 5 };

	it('the engine: with both steppe areas full, a steppe card moves no piece anywhere', () => {
		expect(steppe.length).toBe(2);
		expect(HUMAN_CHART.steppe).toBe(2); // the Human expands in steppe
		const mine = Object.keys(occ).filter((c) => occ[c] === 'A');
		for (const from of mine) expect(migrationTargets(ctx, from, 'steppe'), from).toEqual([]);
		for (const a of steppe)
			for (const cell of a.cells) {
				expect(canUseTerrain(ctx, 'steppe', { type: 'expand', cell }).ok, cell).toBe(false);
				for (const from of mine) expect(canUseTerrain(ctx, 'steppe', { type: 'migrate', from, to: cell }).ok).toBe(false);
			}
	});

	it('the ruling says the same: no migration with that card, only auction or discard', () => {
		const r = WILDLIFE_RULINGS.find((x) => x.id === 'full-areas')!;
		expect(r.answer.en).toMatch(/cannot[^.]*migrate/);
		expect(r.answer.en).not.toMatch(/left is migrating|migrate, if/i);
		expect(r.answer.fr).toMatch(/pas de déplacement/);
		expect(r.answer.fr).not.toMatch(/reste le déplacement/);
		expect(r.answer.en).toMatch(/auction[^.]*discard/);
	});
});
