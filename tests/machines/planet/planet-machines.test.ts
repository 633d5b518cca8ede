// Planet's machines: each guided example replayed through its machine ends where the rulebook (or the
// example's data) says; refusals leave the state unchanged and link to a rule; the frames a page
// receives equal a fresh replay; model-based paths (xstate/graph) keep the planet machine's invariants.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import * as built from '../../../src/components/planet/frames';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { awardMachine } from '../../../src/machines/planet/award.machine';
import { FACE_COUNT } from '../../../src/machines/planet/core';
import { endScoringMachine } from '../../../src/machines/planet/endScoring.machine';
import { awardExample, FOX, TRY_CARDS, TRY_PLANETS } from '../../../src/machines/planet/examples/award';
import { AWARD_CAST, castName } from '../../../src/machines/planet/examples/cast';
import { endExample, endInput } from '../../../src/machines/planet/examples/endScoring';
import type { EndScore } from '../../../src/machines/planet/scoring';
import { planetExample, planetInput } from '../../../src/machines/planet/examples/planet';
import { TEACHING_STACKS } from '../../../src/machines/planet/examples/planets';
import { regionsExample } from '../../../src/machines/planet/examples/regions';
import { stacksExample } from '../../../src/machines/planet/examples/stacks';
import { planetMachine } from '../../../src/machines/planet/planet.machine';
import { regionsMachine } from '../../../src/machines/planet/regions.machine';
import { stacksMachine } from '../../../src/machines/planet/stacks.machine';
import { tileRounds } from '../../../src/machines/planet/round';
import { replay, replayAll } from '../../../src/machines/shared/replay';
import type { GuidedStep } from '../../../src/machines/shared/types';
import type { PlanetContext } from '../../../src/machines/planet/planet.machine';

type Snap = { value: unknown; context: PlanetContext };

const events = <E>(ex: { steps: readonly GuidedStep<E | null, string>[] }) => exampleEvents(ex.steps);

describe('planet machine', () => {
	it('the guided example: a taken face is refused, placed tiles cover their faces, forests join across tiles', () => {
		const ex = planetExample();
		const snaps = replayAll(planetMachine, ex.input, events(ex));
		const taken = snaps.find((s) => s.context.refusal)!;
		expect(taken.context.refusal).toMatchObject({ key: 'planet.refuse.taken', rule: { page: 'round', anchor: 'free-face' } });
		const end = snaps[snaps.length - 1]!.context;
		expect(end.planet.filter(Boolean)).toHaveLength(3);
		expect(end.round).toBe(4);
		// Face 2's forest (3 parcels) and face 3's (3 parcels) share an edge: one region of 6.
		expect(end.regions.forest.map((r) => r.size)).toEqual([6, 2]);
	});
	it('a two-player game seen from your side: you choose first in odd rounds, the rival in even rounds; leftovers build stacks 11 and 12 as the rules route them', () => {
		const a = createActor(planetMachine, { input: planetInput() }).start();
		const expected = tileRounds(2);
		for (let round = 1; round <= FACE_COUNT; round++) {
			const c = a.getSnapshot().context;
			expect(c.round).toBe(round);
			expect(c.youFirst).toBe(round % 2 === 1);
			// Five tiles revealed; the rival has taken one first in even rounds.
			expect(c.display.length).toBe(round % 2 === 1 ? 5 : 4);
			a.send({ type: 'SELECT', index: 0 });
			a.send({ type: 'PLACE', face: round - 1 });
			const after = a.getSnapshot().context;
			expect(after.last!.leftovers).toEqual(expected[round - 1]!.leftovers);
			// Every tile is somewhere: the stacks still to reveal, the two planets, stacks 11 and 12, the box.
			const unrevealed = Math.max(0, 10 - (round + 1)) * 5;
			const shown = after.round <= FACE_COUNT ? after.display.length : 0;
			const onPlanets = after.planet.filter(Boolean).length + after.rivalTiles;
			expect(unrevealed + shown + onPlanets + after.stack11.length + after.stack12.length + after.boxed, `round ${round}`).toBe(50);
		}
	});
	it('placing without a chosen tile is refused and changes nothing', () => {
		const a = createActor(planetMachine, { input: planetInput() }).start();
		a.send({ type: 'PLACE', face: 0 });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'planet.refuse.noTile', rule: { page: 'round', anchor: 'draft' } });
		expect(a.getSnapshot().context.planet.every((f) => f === null)).toBe(true);
	});
	it('a tile turned r notches puts its parcel j on side j + r', () => {
		const a = createActor(planetMachine, { input: planetInput() }).start();
		a.send({ type: 'SELECT', index: 0 });
		a.send({ type: 'ROTATE', by: 2 });
		a.send({ type: 'PLACE', face: 5 });
		const tile = TEACHING_STACKS[0]![0]!;
		const terr = a.getSnapshot().context.terrains.slice(25, 30);
		expect(terr).toEqual([3, 4, 0, 1, 2].map((j) => tile.parcels[j]));
	});
	it('12 placements fill the core, then the machine is over (model: shortest paths keep region sums)', () => {
		const a = createActor(planetMachine, { input: planetInput() }).start();
		for (let f = 0; f < FACE_COUNT; f++) {
			a.send({ type: 'SELECT', index: f % 4 });
			a.send({ type: 'PLACE', face: f });
		}
		expect(a.getSnapshot().value).toBe('full');
		const ctx = a.getSnapshot().context;
		// Two players: the rival placed 12 tiles too, and the 26 tiles left over went to the box (stacks 11 and 12 were played).
		expect(ctx.rivalTiles).toBe(12);
		expect(ctx.boxed).toBe(tileRounds(2).at(-1)!.boxed);
		expect(ctx.boxed).toBe(26);
		for (const [t, regions] of Object.entries(ctx.regions)) expect(regions.reduce((s, r) => s + r.size, 0)).toBe(ctx.terrains.filter((x) => x === t).length);
		const paths = getShortestPaths(planetMachine, {
			input: planetInput(),
			events: [
				{ type: 'SELECT', index: 0 },
				{ type: 'ROTATE', by: 1 },
				{ type: 'PLACE', face: 0 },
				{ type: 'PLACE', face: 1 },
				{ type: 'FOCUS', terrain: 'forest' },
			],
			toState: (s: Snap) => s.context.round > 2,
			serializeState: (s: Snap) =>
				JSON.stringify([
					s.value,
					s.context.round,
					s.context.selected,
					s.context.rotation,
					s.context.planet.map((p) => (p ? `${p.tile.id}/${p.rotation}` : '-')),
					s.context.focus,
				]),
		} as never) as { state: Snap }[];
		expect(paths.length).toBeGreaterThan(0);
		for (const p of paths) {
			const c = p.state.context;
			expect(c.planet.filter(Boolean).length).toBe(c.round - 1);
			for (const [t, regions] of Object.entries(c.regions)) expect(regions.reduce((s, r) => s + r.size, 0)).toBe(c.terrains.filter((x) => x === t).length);
		}
	});
});

describe('award machine', () => {
	it('the guided example: a tie moves the panda to round 6, where Anna takes it; Céline wins the fox; a "most regions" tie in round 12 goes to the box', () => {
		const ex = awardExample();
		const snaps = replayAll(awardMachine, ex.input, events(ex))
			.map((s) => s.context)
			.filter((c) => c.award);
		expect(snaps.map((c) => [c.round, c.card.animal, c.goes])).toEqual([
			[5, 'panda', { kind: 'column', round: 6 }],
			[6, 'panda', { kind: 'won', planet: 'A' }],
			[7, 'elephant', { kind: 'won', planet: 'A' }],
			[7, 'reindeer', { kind: 'won', planet: 'B' }],
			[12, 'fox', { kind: 'won', planet: 'E' }],
			[12, 'teachingGlaciers', { kind: 'box' }],
		]);
		const fox = snaps[4]!;
		expect(castName(AWARD_CAST, fox.planets[1]!.seat)).toBe('Céline');
		expect(fox.award).toMatchObject({ how: 'second', scores: [9, 9], sizes: [[9], [9, 5]] });
	});
	it('2 to 4 planets compete: removing below 2 or adding a fifth is refused', () => {
		const a = createActor(awardMachine, { input: { planets: TRY_PLANETS(), round: 12, card: FOX, active: ['D', 'E'] } }).start();
		a.send({ type: 'TOGGLE', seat: 'D' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'award.refuse.min', rule: { page: 'animals', anchor: 'who-wins' } });
		expect(a.getSnapshot().context.active).toEqual(['D', 'E']);
		for (const seat of ['A', 'B'] as const) a.send({ type: 'TOGGLE', seat });
		a.send({ type: 'TOGGLE', seat: 'C' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'award.refuse.max' });
		expect(a.getSnapshot().context.active).toEqual(['A', 'B', 'D', 'E']);
	});
	it('the order of the competing planets does not change who wins (every try-it card, both rounds)', () => {
		for (const card of TRY_CARDS)
			for (const round of [6, 12]) {
				const a = createActor(awardMachine, { input: { planets: TRY_PLANETS(), round, card, active: ['A', 'B', 'C', 'D'] } }).start();
				a.send({ type: 'JUDGE' });
				const b = createActor(awardMachine, { input: { planets: [...TRY_PLANETS()].reverse(), round, card, active: ['D', 'C', 'B', 'A'] } }).start();
				b.send({ type: 'JUDGE' });
				const wa = a.getSnapshot().context.award!.winner;
				const wb = b.getSnapshot().context.award!.winner;
				expect(wa, `${card.animal} round ${round}`).toBe(wb);
			}
	});
});

describe('stacks machine', () => {
	it.each([2, 3, 4] as const)('%i players: 13 steps, every round judged from 3 on, the token passing left', (n) => {
		const ex = stacksExample(n);
		const snaps = replayAll(stacksMachine, ex.input, events(ex)).map((s) => s.context);
		expect(snaps).toHaveLength(13);
		expect(snaps.map((c) => c.judged)).toEqual([null, null, null, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
		expect(snaps[2]!.first).toBe('B');
		expect(snaps[1]!.order).toEqual(['A', 'B', 'C', 'D'].slice(0, n));
	});
	it('4 players, round 1: the one leftover tile starts stack 11', () => {
		const s = replay(stacksMachine, { players: 4 }, [{ type: 'NEXT' }]).context;
		expect(s.tiles?.leftovers).toEqual(['stack-11']);
		expect(s.stacks[10]).toBe(1);
	});
});

describe('end scoring machine', () => {
	it('the guided example: glacier 12 → 2 points; tied 9–9, Bruno wins on cards; 10 glaciers → 0 objective points; beginners 1 a card', () => {
		const ex = endExample();
		const snaps = replayAll(endScoringMachine, ex.input, events(ex)).map((s) => s.context);
		const row = (s: EndScore | undefined) => [s!.objective, s!.animals, s!.total];
		expect([row(snaps[0]!.scores.A), row(snaps[0]!.scores.B)]).toEqual([
			[2, 7, 9],
			[3, 6, 9],
		]);
		expect(snaps[0]).toMatchObject({ winners: ['B'], decidedBy: 'cards' });
		expect(snaps[1]!.scores.A).toMatchObject({ objective: 0, total: 7 });
		expect([snaps[2]!.scores.A!.total, snaps[2]!.scores.B!.total]).toEqual([4, 5]);
	});
	it('a typed line that overlaps, or the last line deleted, is refused and changes nothing', () => {
		const a = createActor(endScoringMachine, { input: endInput() }).start();
		a.send({ type: 'REMOVE_ROW', terrain: 'glacier', row: 0 });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'end.refuse.lastRow', rule: { page: 'end', anchor: 'objective' } });
		a.send({ type: 'ADD_ROW', terrain: 'glacier' });
		a.send({ type: 'SET_ROW', terrain: 'glacier', row: 1, field: 'min', value: '12' });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'end.refuse.overlap' });
		expect(a.getSnapshot().context.tables.glacier).toEqual([
			{ min: 11, max: 13, points: 2 },
			{ min: 14, max: 14, points: 0 },
		]);
	});
});

describe('frames built for the pages equal a fresh replay', () => {
	const asPage = <X>(x: X): X => JSON.parse(JSON.stringify(x));
	const cases = [
		['planet', built.planetFrames(), planetMachine, planetExample(), (c: object) => ({ ...c, input: { ...(c as { input: object }).input, stacks: [] } })],
		['regions', built.regionsFrames(), regionsMachine, regionsExample(), (c: object) => c],
		['award', built.awardFrames(), awardMachine, awardExample(), (c: object) => c],
		['end', built.endFrames(), endScoringMachine, endExample(), (c: object) => c],
		['stacks 3', built.stacksFrames()[3], stacksMachine, stacksExample(3), (c: object) => c],
	] as const;
	it.each(cases)('%s', (_, frames, machine, ex, keep) => {
		const unpacked = unpackFrames(asPage(frames as never));
		const snaps = replayAll(machine as never, ex.input as never, events(ex as never) as never);
		let sent = 0;
		(ex.steps as readonly { event: unknown }[]).forEach((step, i) => {
			if (step.event) sent += 1;
			const s = snaps[sent] as unknown as { value: unknown; context: object };
			expect((unpacked[i] as { snap: unknown }).snap).toEqual(asPage({ value: s.value, context: keep(s.context) }));
		});
	});
});
