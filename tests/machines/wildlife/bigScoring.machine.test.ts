import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import { TEACHING_BOARD, areaById, isAreaFull } from '../../../src/machines/wildlife/board';
import { areasInScoringOrder, bigScoringMachine, type BigLine } from '../../../src/machines/wildlife/bigScoring.machine';
import { RULEBOOK_POINTS, bigScoringExample, bigScoringInput } from '../../../src/machines/wildlife/examples/bigScoring';
import { bigScoring, findHerds } from '../../../src/machines/wildlife/scoring';
import { explainHerds } from '../../../src/machines/wildlife/ties';

const bigEvents = bigScoringExample().steps.flatMap((s) => (s.event ? [s.event] : []));

describe('big scoring example (rulebook, areas + herds)', () => {
	const end = replay(bigScoringMachine, bigScoringInput, bigEvents);

	it('ends on the total with 20 / 21 / 20 / 17', () => {
		expect(end.value).toBe('total');
		expect(end.context.totals).toEqual(RULEBOOK_POINTS.totals);
		expect(end.context.totals).toEqual({ A: 20, B: 21, C: 20, D: 17 });
	});

	it('gives every area row exactly the printed points', () => {
		const areas = end.context.lines.filter((l): l is Extract<BigLine, { kind: 'area' }> => l.kind === 'area');
		expect(areas).toHaveLength(12);
		for (const line of areas) expect(line.points, line.areaId).toEqual(RULEBOOK_POINTS.areas[line.areaId]);
	});

	it('scores the areas in the rulebook order: savanna, mountain, steppe, desert, water, forest', () => {
		const order = end.context.lines.filter((l) => l.kind === 'area').map((l) => (l.kind === 'area' ? l.terrain : ''));
		expect([...new Set(order)]).toEqual(['savanna', 'mountain', 'steppe', 'desert', 'water', 'forest']);
	});

	it('has the herds of the explanation: Blue 11, Green 11, Brown 9, Orange two equal herds under 9', () => {
		const herds = findHerds(TEACHING_BOARD, bigScoringInput.occ, bigScoringInput.players);
		expect(herds.C![0]).toBe(11);
		expect(herds.B![0]).toBe(11);
		expect(herds.D![0]).toBe(9);
		const [x, y, ...rest] = herds.A!;
		expect(x).toBe(y);
		expect(x!).toBeLessThan(9);
		// every other herd is smaller than Orange's, so it scores nothing
		const others = [...rest, ...herds.C!.slice(1), ...herds.B!.slice(1), ...herds.D!.slice(1)];
		for (const h of others) expect(h).toBeLessThan(x!);
	});

	it('scores the herds 7 / 7 / 5 and 3 + 3 for Orange at 4th place (not 3rd as printed)', () => {
		const herdLine = end.context.lines.at(-1)!;
		expect(herdLine.kind).toBe('herds');
		expect(herdLine.points).toEqual(RULEBOOK_POINTS.herds);
		const orange = explainHerds(findHerds(TEACHING_BOARD, bigScoringInput.occ, bigScoringInput.players)).filter((h) => h.player === 'A' && h.points > 0);
		expect(orange.map((h) => [h.rank, h.points])).toEqual([
			[4, 3],
			[4, 3],
		]);
		expect(orange.every((h) => h.tiedWith.length === 0 && h.ownSame === 2)).toBe(true);
	});

	it('agrees with the rules’ whole big scoring (areas and herds lines)', () => {
		const whole = bigScoring({ ...bigScoringInput, adaptations: {}, abilities: {}, food: {} });
		const mine = end.context.lines.map((l) => l.points);
		expect(mine).toEqual(whole.lines.slice(0, 13).map((l) => ({ ...l.points })));
	});

	it('matches the reconstruction’s monopolies: none of the monopoly areas is full', () => {
		for (const id of ['water-large', 'mountain-small', 'desert-large']) expect(isAreaFull(areaById(id)!, bigScoringInput.occ)).toBe(false);
	});

	it('is reachable and never stuck (model-based)', () => {
		const paths = getShortestPaths(bigScoringMachine, {
			input: bigScoringInput,
			events: [{ type: 'NEXT' }, { type: 'RESET' }],
			serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.lines.length}`,
		});
		const states = new Set(paths.map((p) => String(p.state.value)));
		expect([...states].sort()).toEqual(['areas', 'herds', 'ready', 'total']);
		// every scoring position 0..13 is reached
		expect(new Set(paths.map((p) => p.state.context.lines.length)).size).toBe(areasInScoringOrder(TEACHING_BOARD).length + 2);
	});

	it('refuses NEXT after the total with big.finished, changing nothing else; RESET starts again', () => {
		const actor = createActor(bigScoringMachine, { input: bigScoringInput }).start();
		for (const e of bigEvents) actor.send(e);
		const before = actor.getSnapshot().context.lines;
		actor.send({ type: 'NEXT' });
		const s = actor.getSnapshot();
		expect(s.context.refusal).toEqual({ key: 'big.finished', rule: { page: 'scoring', anchor: 'big-scoring-order' } });
		expect(s.context.lines).toBe(before);
		actor.send({ type: 'RESET' });
		expect(actor.getSnapshot().value).toBe('ready');
		expect(actor.getSnapshot().context.refusal).toBeNull();
	});
});
