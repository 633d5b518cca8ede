/**
 * Guided small-scoring example on the teaching board (made up for teaching, not from the rulebook;
 * the rulebook's own illustration is its turn example, where a migration fills a forest).
 * Every area starts one piece short. Players fill areas one after another; one area is filled by a
 * migration, which reopens an area already scored: filling that one again scores nothing.
 * The track values are EXAMPLE_TRACK (a labelled example: the real values are printed on the board).
 */
import type { GuidedStep } from '../keys';
import { TEACHING_BOARD } from '../board';
import { EXAMPLE_TRACK } from '../scoring';
import type { SmallScoringEvent, SmallScoringInput } from '../smallScoring.machine';
import type { Board, Occupancy } from '../types';
import { seats, type Seat } from '../../shared/seats';

/**
 * The teaching board with every area one piece short: its last cell (reading order) is free. With two
 * players (30 pieces each) the large areas are two short, so that nobody has more pieces than the box
 * gives them.
 */
export function oneShortOccupancy(players: readonly Seat[], board: Board = TEACHING_BOARD): Occupancy {
	const occ: Occupancy = {};
	const short = (size: string) => (players.length === 2 && size === 'large' ? 2 : 1);
	const lastCells = new Set(board.areas.flatMap((a) => a.cells.slice(a.cells.length - short(a.size))));
	board.cells.forEach((c, i) => {
		if (!lastCells.has(c.id)) occ[c.id] = players[(c.row + i) % players.length]!;
	});
	return occ;
}

export function smallScoringInput(players: 2 | 4 = 4, values: readonly number[] = EXAMPLE_TRACK): SmallScoringInput {
	const ids = seats(players);
	return { players: ids, values, occ: oneShortOccupancy(ids) };
}

const place = (cell: string, player: Seat): SmallScoringEvent => ({ type: 'PLACE', cell, player });

/** Step 0 = the board before; then one event per step, each with its narration key. */
export function smallScoringExample(): { input: SmallScoringInput; steps: GuidedStep<SmallScoringEvent | null>[] } {
	const steps: GuidedStep<SmallScoringEvent | null>[] = [
		{ event: null, narration: 'small.step.start' },
		{ event: place('r3c2', 'A'), narration: 'small.step.scored' },
		{ event: place('r7c2', 'B'), narration: 'small.step.scored' },
		{ event: place('r3c4', 'C'), narration: 'small.step.scored' },
		{ event: place('r3c9', 'D'), narration: 'small.step.big' },
		{ event: { type: 'MIGRATE', from: 'r3c9', to: 'r3c8' }, narration: 'small.step.migrate' },
		{ event: place('r3c9', 'A'), narration: 'small.step.again' },
		{ event: place('r1c6', 'B'), narration: 'small.step.scored' },
		{ event: place('r6c4', 'C'), narration: 'small.step.scored' },
		{ event: place('r6c1', 'D'), narration: 'small.step.big' },
		{ event: place('r7c5', 'A'), narration: 'small.step.scored' },
		{ event: place('r7c8', 'B'), narration: 'small.step.scored' },
		{ event: place('r4c0', 'C'), narration: 'small.step.last' },
	];
	return { input: smallScoringInput(4), steps };
}
