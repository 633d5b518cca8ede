/**
 * The guided setup example for n players, as data: the events to replay through the setup
 * machine, each with its narration key. The seeding placements are chosen by a simple, stated
 * strategy (each round favours one chart level, in the emptiest area open to the player) and every one is
 * checked by the rules when replayed — a placement the rules refuse would fail the tests.
 */
import type { GuidedStep, NarrationKey } from '../keys';
import { EXAMPLE_CHARTS, HUMAN_CHART } from '../charts';
import { applySeed, canApplySeed, createSetup, currentSeeder, type PlayerCount } from '../setup';
import { areaOf, cellById, pieceCount } from '../board';
import type { Chart } from '../types';
import type { SetupEvent, SetupInput } from '../setup.machine';

/** Player 1 holds the Human chart (official); the others hold invented teaching charts. */
export function exampleCharts(n: number): Chart[] {
	return [HUMAN_CHART, ...EXAMPLE_CHARTS.slice(0, n - 1).map((c) => c.chart)];
}

export function setupInput(n: PlayerCount): SetupInput {
	return { players: n, charts: exampleCharts(n) };
}

const PREP: { narration: NarrationKey }[] = [
	{ narration: 'setup.step.board' },
	{ narration: 'setup.step.charts' },
	{ narration: 'setup.step.reserve' },
	{ narration: 'setup.step.startPlayer' },
	{ narration: 'setup.step.food' },
	{ narration: 'setup.step.supply' },
	{ narration: 'setup.step.hand' },
];

/** The whole guided example: step 0 is the initial state, then one step per event. */
export function setupExample(n: PlayerCount): { input: SetupInput; steps: GuidedStep<SetupEvent | null>[] } {
	const input = setupInput(n);
	const steps: GuidedStep<SetupEvent | null>[] = [PREP[0]!].map((p) => ({ event: null, narration: p.narration }));
	for (const p of PREP.slice(1)) steps.push({ event: { type: 'NEXT' }, narration: p.narration });
	steps.push({ event: { type: 'NEXT' }, narration: 'setup.step.seedingStart' });

	let state = createSetup(n, input.charts);
	while (!state.done) {
		const player = currentSeeder(state)!;
		const chart = state.charts[player]!;
		// Strategy, stated so the example is honest data: each round a player looks first for the
		// level of the round (attack, then expand, then migrate, and again), in the emptiest area,
		// so the example shows that any level but "no action" allows seeding.
		const round = Math.floor(state.placed / state.players.length);
		const wanted = [3, 2, 1][round % 3]!;
		const choice = state.board.cells
			.filter((c) => canApplySeed(state, c.id).ok)
			.map((c) => ({ c, level: chart[c.terrain], load: pieceCount(areaOf(c.id, state.board)!, state.occ) }))
			.sort(
				(a, b) => Number(a.level !== wanted) - Number(b.level !== wanted) || a.load - b.load || b.level - a.level || a.c.row - b.c.row || a.c.col - b.c.col,
			)[0];
		if (!choice) throw new Error(`no legal seeding cell for ${player}`);
		state = applySeed(state, choice.c.id);
		const cell = cellById(choice.c.id, state.board)!;
		steps.push({
			event: { type: 'SEED', cell: cell.id },
			narration: state.done ? 'setup.step.seedLast' : 'setup.step.seed',
			params: { cell: cell.id },
		});
	}
	return { input, steps };
}
