import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import { TEACHING_BOARD, areaById, isAreaFull } from '../../../src/machines/wildlife/board';
import { smallScoringExample, smallScoringInput } from '../../../src/machines/wildlife/examples/smallScoring';
import { TRACK_LENGTH } from '../../../src/machines/wildlife/scoring';
import { smallScoringMachine, type SmallScoringEvent } from '../../../src/machines/wildlife/smallScoring.machine';

describe('small scoring: the territory track', () => {
	const ex = smallScoringExample();
	const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
	const snaps = events.map((_, i) => replay(smallScoringMachine, ex.input, events.slice(0, i + 1)));
	const end = snaps.at(-1)!;

	it('takes the 11 markers left to right, one per area, each area once', () => {
		expect(end.context.track.taken).toBe(TRACK_LENGTH);
		expect(new Set(end.context.track.marked).size).toBe(TRACK_LENGTH);
		for (const id of end.context.track.marked) expect(isAreaFull(areaById(id)!, end.context.occ), id).toBe(true);
	});
	it('triggers a big scoring at the 4th, 8th and 11th marker only', () => {
		expect(end.context.bigScorings).toEqual([4, 8, 11]);
		const triggers = snaps
			.filter((s) => s.context.last?.kind === 'scored' && s.context.last.big)
			.map((s) => (s.context.last?.kind === 'scored' ? s.context.last.position : 0));
		expect(triggers).toEqual([4, 8, 11]);
	});
	it('scores the marker’s value for the player who filled the area, also when a migration fills it', () => {
		const byMigration = snaps.find((s, i) => events[i]!.type === 'MIGRATE' && s.context.last?.kind === 'scored');
		expect(byMigration).toBeDefined();
		const total = Object.values(end.context.scores).reduce((a, b) => a + b, 0);
		expect(total).toBe(ex.input.values.reduce((a, b) => a + b, 0));
	});
	it('never scores an area twice: refilling a scored area gives nothing', () => {
		const again = snaps.filter((s) => s.context.last?.kind === 'alreadyScored');
		expect(again.length).toBeGreaterThan(0);
	});
	it('ends the game at the 11th marker with 4 players, not with 2', () => {
		expect(end.value).toBe('over');
		// Two players: fill every free space of the board in turn (every area fills, 11 markers go).
		const input2 = smallScoringInput(2);
		const free = TEACHING_BOARD.cells.map((c) => c.id).filter((id) => input2.occ[id] === undefined);
		const two = replay(
			smallScoringMachine,
			input2,
			free.map((cell, i): SmallScoringEvent => ({ type: 'PLACE', cell, player: i % 2 ? 'B' : 'A' })),
		);
		expect(two.context.track.taken).toBe(TRACK_LENGTH);
		expect(two.value).toBe('playing');
	});
	it('refuses bad track values, a locked track, a taken space and moves after the end', () => {
		const a = createActor(smallScoringMachine, { input: smallScoringInput(4) }).start();
		a.send({ type: 'SET_TRACK', values: [3, 3, 3] });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'track.invalid', rule: { page: 'scoring', anchor: 'territory-track' } });
		a.send({ type: 'SET_TRACK', values: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5] });
		expect(a.getSnapshot().context.refusal).toBeNull();
		expect(a.getSnapshot().context.track.values[0]).toBe(5);
		const taken = Object.keys(a.getSnapshot().context.occ)[0]!;
		a.send({ type: 'PLACE', cell: taken, player: 'A' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'small.spaceTaken', rule: { page: 'scoring', anchor: 'small-scoring' } });
		a.send({ type: 'PLACE', cell: 'r7c0', player: 'A' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'small.noSuchCell' });
		for (const e of events) a.send(e);
		a.send({ type: 'SET_TRACK', values: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3] });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'track.locked' });
	});
	it('is reachable and never stuck (model-based)', () => {
		const small = smallScoringInput(4);
		const paths = getShortestPaths(smallScoringMachine, {
			input: small,
			events: (s): SmallScoringEvent[] => [
				{ type: 'RESET' },
				...TEACHING_BOARD.cells.filter((c) => s.context.occ[c.id] === undefined).map((c) => ({ type: 'PLACE' as const, cell: c.id, player: 'A' as const })),
			],
			serializeState: (s) => `${String(s.value)}|${s.context.track.taken}`,
			limit: 2000,
		});
		expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['playing', 'over']));
		const over = replay(smallScoringMachine, small, events);
		const a = createActor(smallScoringMachine, { input: small }).start();
		for (const e of events) a.send(e);
		a.send({ type: 'PLACE', cell: TEACHING_BOARD.cells.find((c) => over.context.occ[c.id] === undefined)!.id, player: 'A' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'small.gameOver', rule: { page: 'end-and-variants', anchor: 'last-marker' } });
		a.send({ type: 'RESET' });
		expect(a.getSnapshot().value).toBe('playing');
	});
});

describe('small scoring: the track as the widget shows it (from the rules)', () => {
	it('marks spaces 4, 8 and 11 as big scorings and counts the markers left after each step', () => {
		const ex = smallScoringExample();
		const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
		const start = replay(smallScoringMachine, ex.input, []);
		expect(start.context.spaces.filter((s) => s.big).map((s) => s.n)).toEqual([4, 8, 11]);
		expect(start.context.markersLeft).toBe(TRACK_LENGTH);
		const end = replay(smallScoringMachine, ex.input, events);
		expect(end.context.markersLeft).toBe(TRACK_LENGTH - end.context.track.taken);
		expect(end.context.spaces.filter((s) => s.taken)).toHaveLength(end.context.track.taken);
		expect(end.context.last).toMatchObject({ kind: 'scored', lastMarker: end.context.track.taken === TRACK_LENGTH });
	});
});
