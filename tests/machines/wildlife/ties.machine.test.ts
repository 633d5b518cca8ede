import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { replay } from '../../../src/machines/shared/replay';
import type { Seat } from '../../../src/machines/shared/seats';
import { TIE_PRESETS, tieExample } from '../../../src/machines/wildlife/examples/ties';
import { scoreHerds } from '../../../src/machines/wildlife/scoring';
import { explainArea, explainHerds, explainMost, explainTies, type TieState } from '../../../src/machines/wildlife/ties';
import { tiesMachine, type TieEvent } from '../../../src/machines/wildlife/ties.machine';

/** The points of a tie-explorer position, from the rules. */
const tiePoints = (s: TieState) => explainTies(s).points;

describe('tie explorer presets reproduce the rulebook’s numbers', () => {
	const ex = tieExample();
	const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
	const at = (id: string) => {
		const i = TIE_PRESETS.findIndex((p) => p.id === id);
		const snap = replay(tiesMachine, ex.input, events.slice(0, i));
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
	const start = () => createActor(tiesMachine, { input: ex.input }).start();
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
		expect(refusal({ type: 'SET_MOST', player: 'Z' as Seat, value: '1' })).toMatchObject({ key: 'ties.noSuchPlayer' });
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
		const paths = getShortestPaths(tiesMachine, {
			input: ex.input,
			events: [...TIE_PRESETS.map((p) => ({ type: 'PRESET' as const, id: p.id })), { type: 'RESET' }],
			serializeState: (s) => `${String(s.value)}|${s.context.preset}`,
		});
		expect(new Set(paths.map((p) => p.state.context.preset))).toEqual(new Set(TIE_PRESETS.map((p) => p.id)));
		expect(paths.every((p) => p.state.status === 'active')).toBe(true);
	});
});
