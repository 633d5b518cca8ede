import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import { TEACHING_BOARD, areaById, isAreaFull } from '../../../src/machines/wildlife/board';
import { RULEBOOK_POINTS, TIE_PRESETS, bigScoringExample, bigScoringInput, tieExample } from '../../../src/machines/wildlife/examples/bigScoring';
import { smallScoringExample, smallScoringInput } from '../../../src/machines/wildlife/examples/smallScoring';
import {
	areasInScoringOrder,
	bigScoringMachine,
	explainArea,
	explainHerds,
	explainMost,
	tieExplorerMachine,
	tiePoints,
	type BigLine,
	type TieEvent,
} from '../../../src/machines/wildlife/scoring.machine';
import { bigScoring, findHerds, scoreHerds, TRACK_LENGTH } from '../../../src/machines/wildlife/scoring';
import { smallScoringMachine, type SmallScoringEvent } from '../../../src/machines/wildlife/smallScoring.machine';

const bigEvents = bigScoringExample().steps.flatMap((s) => (s.event ? [s.event] : []));

describe('big scoring example (rulebook, areas + herds)', () => {
	const end = replay(bigScoringMachine, bigScoringInput, bigEvents);

	it('ends on the total with 20 / 21 / 20 / 17', () => {
		expect(end.value).toBe('total');
		expect(end.context.totals).toEqual(RULEBOOK_POINTS.totals);
		expect(end.context.totals).toEqual({ orange: 20, green: 21, blue: 20, brown: 17 });
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
		expect(herds.blue![0]).toBe(11);
		expect(herds.green![0]).toBe(11);
		expect(herds.brown![0]).toBe(9);
		const [x, y, ...rest] = herds.orange!;
		expect(x).toBe(y);
		expect(x!).toBeLessThan(9);
		// every other herd is smaller than Orange's, so it scores nothing
		const others = [...rest, ...herds.blue!.slice(1), ...herds.green!.slice(1), ...herds.brown!.slice(1)];
		for (const h of others) expect(h).toBeLessThan(x!);
	});

	it('scores the herds 7 / 7 / 5 and 3 + 3 for Orange at 4th place (not 3rd as printed)', () => {
		const herdLine = end.context.lines.at(-1)!;
		expect(herdLine.kind).toBe('herds');
		expect(herdLine.points).toEqual(RULEBOOK_POINTS.herds);
		const orange = explainHerds(findHerds(TEACHING_BOARD, bigScoringInput.occ, bigScoringInput.players)).filter((h) => h.player === 'orange' && h.points > 0);
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

describe('tie explorer presets reproduce the rulebook’s numbers', () => {
	const ex = tieExample();
	const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
	const at = (id: string) => {
		const i = TIE_PRESETS.findIndex((p) => p.id === id);
		const snap = replay(tieExplorerMachine, ex.input, events.slice(0, i));
		expect(snap.context.preset).toBe(id);
		return tiePoints(snap.context);
	};
	it('areas: tie for 1st → 2 each; for 2nd → 1 each; for 3rd → 0; three tied 1st → 2 each; monopolies 4 and 5', () => {
		expect(at('area-tie-first').area).toEqual({ A: 2, B: 2, C: 1, D: 0 });
		expect(at('area-tie-second').area).toEqual({ A: 3, B: 1, C: 0, D: 1 });
		expect(at('area-tie-third').area).toEqual({ A: 3, B: 2, C: 0, D: 0 });
		expect(at('area-three-first').area).toEqual({ A: 2, B: 2, C: 2, D: 0 });
		expect(at('area-monopoly').area.C).toBe(4);
		expect(at('area-monopoly-full').area.A).toBe(5);
	});
	it('herds: 7/7/5/3+3; own two largest 10+10; with another’s equal herd 7+7 and 7; 2nd+4th = 10; 1+1+1', () => {
		expect(at('herds-example').herds).toEqual({ A: 6, B: 7, C: 7, D: 5 });
		expect(at('herds-own-two').herds).toEqual({ A: 20, B: 5, C: 0, D: 0 });
		expect(at('herds-own-two-tied').herds).toEqual({ A: 14, B: 7, C: 0, D: 0 });
		expect(at('herds-second-fourth').herds.A).toBe(10);
		const three = at('herds-three-fourth').herds;
		expect(three.A).toBe(1 + 1);
		expect(three.C).toBe(7 + 1);
		const fourth = explainHerds({ A: [4, 4], B: [11], C: [11, 4], D: [9] }).filter((h) => h.size === 4);
		expect(fourth.map((h) => h.points)).toEqual([1, 1, 1]);
	});
	it('4/2 categories: tied 1st → 2 each; tied 2nd → 0; nothing → no rank', () => {
		expect(at('most-tie-first').most).toEqual({ A: 2, B: 2, C: 0, D: 0 });
		expect(at('most-tie-second').most).toEqual({ A: 4, B: 0, C: 0, D: 0 });
	});
	it('explanations agree with the rules’ points (random inputs)', () => {
		let seed = 7;
		const rnd = (n: number) => {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			return seed % n;
		};
		for (let k = 0; k < 300; k++) {
			const counts = { A: rnd(4), B: rnd(4), C: rnd(4), D: rnd(3) };
			const spaces = Math.max(1, counts.A + counts.B + counts.C + counts.D + rnd(2));
			const area = explainArea({ spaces, counts });
			const pts = tiePoints({ spaces, counts, herds: {}, most: counts }).area;
			if (area.kind === 'ranked') for (const e of area.entries) expect(e.points).toBe(pts[e.player]);
			for (const e of explainMost(counts)) expect(e.points).toBe(tiePoints({ spaces, counts, herds: {}, most: counts }).most[e.player]);
			const herds = { A: [1 + rnd(6), 1 + rnd(6)], B: [1 + rnd(6)], C: rnd(2) ? [1 + rnd(6)] : [], D: [1 + rnd(6)] };
			const sum: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
			for (const h of explainHerds(herds)) sum[h.player]! += h.points;
			expect(sum).toEqual(scoreHerds(herds));
		}
	});
});

describe('tie explorer machine: edits, refusals, model', () => {
	const ex = tieExample();
	const start = () => createActor(tieExplorerMachine, { input: ex.input }).start();
	const refusal = (e: TieEvent) => {
		const a = start();
		const before = a.getSnapshot().context;
		a.send(e);
		const after = a.getSnapshot().context;
		expect(after.counts).toEqual(before.counts);
		expect(after.herds).toEqual(before.herds);
		expect(after.spaces).toBe(before.spaces);
		return after.refusal;
	};
	it('refuses more pieces than spaces, with the areas rule', () => {
		expect(refusal({ type: 'SET_COUNT', player: 'D', value: '1' })).toEqual({
			key: 'ties.tooManyPieces',
			params: { pieces: 6, spaces: 5 },
			rule: { page: 'scoring', anchor: 'areas' },
		});
		expect(refusal({ type: 'SET_SPACES', value: '4' })?.key).toBe('ties.tooManyPieces');
	});
	it('refuses malformed numbers and herd lists', () => {
		expect(refusal({ type: 'SET_COUNT', player: 'A', value: 'x' })).toMatchObject({ key: 'ties.badCount', rule: { anchor: 'areas' } });
		expect(refusal({ type: 'SET_SPACES', value: '0' })).toMatchObject({ key: 'ties.badSpaces', rule: { anchor: 'areas' } });
		expect(refusal({ type: 'SET_HERDS', player: 'A', value: '4, x' })).toMatchObject({ key: 'ties.badHerds', rule: { anchor: 'herds' } });
		expect(refusal({ type: 'SET_HERDS', player: 'A', value: '4, 0' })).toMatchObject({ key: 'ties.badHerds' });
		expect(refusal({ type: 'SET_MOST', player: 'A', value: '-1' })).toMatchObject({ key: 'ties.badMost', rule: { anchor: 'adaptations' } });
		expect(refusal({ type: 'SET_MOST', player: 'Z', value: '1' })).toMatchObject({ key: 'ties.noSuchPlayer' });
		expect(refusal({ type: 'PRESET', id: 'nope' })).toMatchObject({ key: 'ties.noSuchPreset', rule: { anchor: 'ties' } });
	});
	it('accepts a good edit, clears the refusal, and sorts herd lists', () => {
		const a = start();
		a.send({ type: 'SET_COUNT', player: 'A', value: 'x' });
		a.send({ type: 'SET_HERDS', player: 'A', value: '3, 7 5' });
		const c = a.getSnapshot().context;
		expect(c.refusal).toBeNull();
		expect(c.herds.A).toEqual([7, 5, 3]);
		expect(c.preset).toBeNull();
	});
	it('reaches every preset (model-based) and is never stuck', () => {
		const paths = getShortestPaths(tieExplorerMachine, {
			input: ex.input,
			events: [...TIE_PRESETS.map((p) => ({ type: 'PRESET' as const, id: p.id })), { type: 'RESET' }],
			serializeState: (s) => `${String(s.value)}|${s.context.preset}`,
		});
		expect(new Set(paths.map((p) => p.state.context.preset))).toEqual(new Set(TIE_PRESETS.map((p) => p.id)));
		expect(paths.every((p) => p.state.status === 'active')).toBe(true);
	});
});

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
		const triggers = snaps.filter((s) => s.context.last?.kind === 'scored' && s.context.last.big).map((s) => (s.context.last?.kind === 'scored' ? s.context.last.position : 0));
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
		const two = replay(smallScoringMachine, smallScoringInput(2), events.map((e) => (e.type === 'PLACE' ? { ...e, player: e.player === 'C' || e.player === 'D' ? 'A' : e.player } : e)) as SmallScoringEvent[]);
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
				...TEACHING_BOARD.cells.filter((c) => s.context.occ[c.id] === undefined).map((c) => ({ type: 'PLACE' as const, cell: c.id, player: 'A' })),
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
