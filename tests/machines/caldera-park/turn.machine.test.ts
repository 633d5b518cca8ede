import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { replayAll } from '../../../src/machines/shared/replay';
import { atSeat, seats } from '../../../src/machines/shared/seats';
import { LIN, MIA, SAM, turnExample, turnTryInput } from '../../../src/machines/caldera-park/examples/turn';
import { parkNeighbours, spaceAt, TEACHING_PARK } from '../../../src/machines/caldera-park/park';
import { weatherFlips } from '../../../src/machines/caldera-park/scoring';
import { ACTION_TOKENS, tileMatches } from '../../../src/machines/caldera-park/tiles';
import { meetsRequirement, REQUIREMENTS, RIGHTMOST } from '../../../src/machines/caldera-park/turn';
import { turnMachine, type TurnEvent } from '../../../src/machines/caldera-park/turn.machine';
import { legalMove } from './legalMoves';

describe('the rulebook’s action turn (Mia, Lin, Sam), replayed through the machine', () => {
	const ex = turnExample();
	const events = ex.steps.flatMap((s) => (s.event ? [s.event] : []));
	const snaps = replayAll(turnMachine, ex.input, events);
	const at = (i: number) => snaps[i]!.context;
	const end = at(events.length);

	it('Mia announces a wolf in the forest: the wolf token leaves the row for the forest requirement', () => {
		expect(at(1).announced).toEqual({ token: 'wolf', slot: REQUIREMENTS.indexOf('forest') });
		expect(at(1).row).not.toContain('wolf');
	});
	it('Mia puts her three wolves on a forest space that does not touch her hail (which would flip them)', () => {
		const mia = atSeat(end.players, MIA)!;
		const [key, tile] = Object.entries(mia.tiles)[0]!;
		expect(tile.animals.wolf).toBe(3);
		expect(spaceAt(TEACHING_PARK, key)!.terrain).toBe('forest');
		const hail = Object.entries(mia.weather).find(([, w]) => w === 'hail')![0];
		expect(parkNeighbours(TEACHING_PARK, key).map((s) => s.key)).not.toContain(hail);
		expect(weatherFlips(tile, 'hail')).toBe(true);
	});
	it('Lin has no wolf on display, so any tile will do; the volcano is refused; a forest space with the river is fine', () => {
		expect(ex.input.players.find((p) => p.seat === LIN)!.display.some((id) => id.includes('wolf'))).toBe(false);
		const lin = atSeat(end.players, LIN)!;
		const [key, tile] = Object.entries(lin.tiles)[0]!;
		expect(tile.animals.moose).toBe(3);
		const space = spaceAt(TEACHING_PARK, key)!;
		expect(space.terrain).toBe('forest');
		expect(space.river).toBe(true);
		const volcano = snaps.find((s) => s.context.refusal?.key === 'refuse.forbidden');
		expect(volcano?.context.refusal?.rule).toEqual({ page: 'round', anchor: 'forbidden-spaces' });
	});
	it('Sam may not take a tile without a wolf while he has one; he puts wolf and moose next to his Sun', () => {
		const refused = snaps.find((s) => s.context.refusal?.key === 'refuse.mustMatch');
		expect(refused?.context.refusal?.rule).toEqual({ page: 'round', anchor: 'select-tile' });
		const sam = atSeat(end.players, SAM)!;
		const [key, tile] = Object.entries(sam.tiles)[0]!;
		expect(tile.animals).toEqual({ wolf: 1, moose: 1 });
		const sun = Object.entries(sam.weather).find(([, w]) => w === 'sun')![0];
		expect(parkNeighbours(TEACHING_PARK, key).map((s) => s.key)).toContain(sun);
		expect(spaceAt(TEACHING_PARK, key)!.terrain).toBe('forest');
	});
	it('everyone refills to 7 and the marmot goes to Lin', () => {
		for (const p of end.players) expect(p.display).toHaveLength(7);
		expect(end.marmot).toBe(LIN);
		expect(snaps.at(-1)!.value).toBe('turnOver');
	});
});

describe('refusals (round page)', () => {
	const start = () => createActor(turnMachine, { input: turnTryInput(2) }).start();
	it('the watering-hole token only on the rightmost requirement, and nothing else there', () => {
		const a = start();
		a.send({ type: 'ANNOUNCE', token: 'water', slot: 0 });
		expect(a.getSnapshot().context.refusal?.key).toBe('refuse.waterRightmost');
		a.send({ type: 'ANNOUNCE', token: 'bear', slot: RIGHTMOST });
		expect(a.getSnapshot().context.refusal?.key).toBe('refuse.rightmostWater');
		a.send({ type: 'ANNOUNCE', token: 'water', slot: RIGHTMOST });
		expect(a.getSnapshot().value).toBe('placing');
	});
	it('an announce on a requirement already taken this round is refused', () => {
		const a = start();
		a.send({ type: 'ANNOUNCE', token: 'bear', slot: 0 });
		const c = a.getSnapshot().context;
		for (const player of c.players) {
			const p = player.seat;
			a.send({ type: 'SELECT', player: p, index: 0 });
			const free = TEACHING_PARK.spaces.find((s) => !player.tiles[s.key] && meetsRequirement(TEACHING_PARK, s, 'mountain'))!;
			a.send({ type: 'PLACE', player: p, key: free.key });
		}
		a.send({ type: 'REFILL' });
		a.send({ type: 'NEXT' });
		a.send({ type: 'ANNOUNCE', token: 'goat', slot: 0 });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'refuse.slotTaken', rule: { page: 'round', anchor: 'announce' } });
	});
	it('a space without the required terrain is refused while one is free', () => {
		const a = start();
		a.send({ type: 'ANNOUNCE', token: 'bear', slot: REQUIREMENTS.indexOf('forest') });
		a.send({ type: 'SELECT', player: 'A', index: 0 });
		a.send({ type: 'PLACE', player: 'A', key: '3,0' });
		expect(a.getSnapshot().context.refusal?.key).toBe('refuse.wrongTerrain');
	});
});

describe('property: no tile ever lands on a geyser, the volcano or a weather space', () => {
	const spaces = TEACHING_PARK.spaces.map((s) => s.key);
	const clickArb: fc.Arbitrary<TurnEvent> = fc.oneof(
		fc.record({ type: fc.constant('ANNOUNCE' as const), token: fc.constantFrom(...ACTION_TOKENS), slot: fc.integer({ min: 0, max: 6 }) }),
		fc.record({ type: fc.constant('SELECT' as const), player: fc.constantFrom(...seats(4)), index: fc.integer({ min: 0, max: 6 }) }),
		fc.record({ type: fc.constant('PLACE' as const), player: fc.constantFrom(...seats(4)), key: fc.constantFrom(...spaces) }),
		fc.record({ type: fc.constant('FORECAST' as const), player: fc.constantFrom(...seats(4)), pick: fc.constantFrom('sun' as const, 'hidden' as const) }),
		fc.constant({ type: 'REVEAL' as const }),
		fc.constant({ type: 'REFILL' as const }),
		fc.constant({ type: 'NEXT' as const }),
	);
	/** A step: a click anywhere (often refused), a click on any space of the park whose turn it is, or one of the legal moves the rules give at that point. */
	const stepArb = fc.oneof(
		{ arbitrary: clickArb, weight: 1 },
		{ arbitrary: fc.constantFrom(...spaces).map((key) => ({ at: key })), weight: 1 },
		{ arbitrary: fc.nat().map((pick) => ({ legal: pick })), weight: 3 },
	);
	const toEvent = (snap: SnapshotFrom<typeof turnMachine>, step: TurnEvent | { at: string } | { legal: number }): TurnEvent | null => {
		if ('legal' in step) return legalMove(snap, (k) => step.legal % k);
		if ('at' in step) return { type: 'PLACE', player: (snap.context.players.find((p) => p.placed === null) ?? snap.context.players[0]!).seat, key: step.at };
		return step;
	};
	it('whatever is clicked, in any order, for one to four parks, over whole games', () => {
		// Coverage across the runs, so a property that stops exploring fails: tiles placed (by legal
		// moves and by clicks), clicks refused on a forbidden space, placements with no space meeting the
		// requirement, games reaching round 5 and games ended (about 2,000 placements, 100 forbidden
		// clicks and 15 whole games in 40 runs).
		const seen = { placed: 0, clickPlaced: 0, forbidden: 0, fallback: 0, round5: 0, over: 0 };
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 4 }), fc.array(stepArb, { minLength: 100, maxLength: 700, size: 'max' }), (n, steps) => {
				const a = createActor(turnMachine, { input: turnTryInput(n) }).start();
				for (const step of steps) {
					const e = toEvent(a.getSnapshot(), step);
					if (!e) break;
					const before = a.getSnapshot().context;
					a.send(e);
					const after = a.getSnapshot().context;
					const wrong = after.players.flatMap((p) => Object.keys(p.tiles).filter((key) => spaceAt(TEACHING_PARK, key)!.kind !== 'landscape'));
					expect(wrong).toEqual([]);
					if (after.refusal?.key === 'refuse.forbidden' && after.refusal !== before.refusal) seen.forbidden++;
					// a tile placed this event shows the announced type, unless none on display did
					if (e.type === 'PLACE' && after.last?.kind === 'place' && before.last !== after.last) {
						seen.placed++;
						if (!('legal' in step)) seen.clickPlaced++;
						if (after.last.fallback) seen.fallback++;
						const p = atSeat(before.players, e.player)!;
						const token = before.announced!.token;
						const tile = p.display[p.selected!]!;
						if (p.display.some((t) => tileMatches(t, token))) expect(tileMatches(tile, token)).toBe(true);
					}
				}
				const end = a.getSnapshot();
				if (end.context.round === 5) seen.round5++;
				if (end.value === 'gameOver') seen.over++;
				a.stop();
			}),
			{ numRuns: 40 },
		);
		expect(seen.placed).toBeGreaterThan(1000);
		expect(seen.clickPlaced).toBeGreaterThan(20);
		expect(seen.forbidden).toBeGreaterThan(20);
		expect(seen.round5).toBeGreaterThan(3);
		expect(seen.fallback).toBeGreaterThan(5);
		expect(seen.over).toBeGreaterThan(3);
	});
});

/** Plays the current round to its end with the first legal choices (every park places on its first allowed space). */
function finishRound(a: ReturnType<typeof createActor<typeof turnMachine>>) {
	for (let guard = 0; guard < 200 && a.getSnapshot().value !== 'roundOver'; guard++) {
		const s = a.getSnapshot();
		const c = s.context;
		if (s.value === 'announce') {
			if (c.solo && !c.revealed) a.send({ type: 'REVEAL' });
			else {
				const token = c.solo ? c.revealed! : c.row[0]!;
				const slot = token === 'water' ? RIGHTMOST : c.slots.findIndex((x, i) => !x && i !== RIGHTMOST);
				a.send({ type: 'ANNOUNCE', token, slot });
			}
		} else if (s.value === 'placing') {
			const p = c.players.find((x) => !x.placed)!;
			const i = p.seat;
			if (p.selected === null) {
				const token = c.announced!.token;
				const j = p.display.findIndex((t) => tileMatches(t, token));
				a.send({ type: 'SELECT', player: i, index: Math.max(0, j) });
			} else a.send({ type: 'PLACE', player: i, key: c.hints[i]![0]! });
		} else if (s.value === 'refill') a.send({ type: 'REFILL' });
		else if (s.value === 'turnOver') a.send({ type: 'NEXT' });
	}
}

describe('every round after the first opens with the weather forecast (review E2)', () => {
	it('nothing else is allowed until each park has its token, on the next weather space clockwise', () => {
		const a = createActor(turnMachine, { input: turnTryInput(2) }).start();
		finishRound(a);
		a.send({ type: 'NEXT' });
		expect(a.getSnapshot().value).toBe('forecast');
		expect(a.getSnapshot().context.round).toBe(2);
		a.send({ type: 'ANNOUNCE', token: 'bear', slot: 0 });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'refuse.forecastFirst', rule: { page: 'round', anchor: 'forecast' } });
		// Mia: hail (set-up, -1,3), fog (round 1, 2,0): round 2 goes on 6,0; she takes the Sun.
		a.send({ type: 'FORECAST', player: 'A', pick: 'sun' });
		expect(atSeat(a.getSnapshot().context.players, 'A')!.weather['6,0']).toBe('sun');
		// Lin: heatwave (3,6), storm2 (-1,6): round 2 goes on -1,3; a hidden token, picked blind, is her first face-down one.
		const hidden = atSeat(a.getSnapshot().context.players, 'B')!.hidden[0];
		a.send({ type: 'FORECAST', player: 'B', pick: 'hidden' });
		expect(atSeat(a.getSnapshot().context.players, 'B')!.weather['-1,3']).toBe(hidden);
		expect(a.getSnapshot().value).toBe('announce');
	});
	it('the Sun can be placed only once', () => {
		const a = createActor(turnMachine, { input: turnTryInput(3) }).start();
		finishRound(a);
		a.send({ type: 'NEXT' });
		// Sam placed his Sun at set-up.
		a.send({ type: 'FORECAST', player: 'C', pick: 'sun' });
		expect(a.getSnapshot().context.refusal?.key).toBe('refuse.weatherUnavailable');
	});
});

describe('round 5: the reserves are used up, nobody draws (review m3)', () => {
	it.each([1, 3])('%i park(s): every refill of rounds 1 to 4 draws back to 7 animals, none of round 5 draws', (n) => {
		const a = createActor(turnMachine, { input: turnTryInput(n) }).start();
		const refills: { round: number; drew: boolean; shown: number[] }[] = [];
		// Each transition once: the refill's is the one that leaves `refill`.
		a.subscribe((s) => {
			const last = s.context.last;
			if (last?.kind === 'refill' && (s.value === 'turnOver' || s.value === 'roundOver'))
				refills.push({ round: s.context.round, drew: last.drew, shown: s.context.players.map((p) => p.display.length) });
		});
		for (let round = 1; round <= 5; round++) {
			if (round > 1) {
				a.send({ type: 'NEXT' });
				for (const p of a.getSnapshot().context.players) a.send({ type: 'FORECAST', player: p.seat, pick: p.hidden.length ? 'hidden' : 'sun' });
			}
			finishRound(a);
		}
		a.send({ type: 'NEXT' });
		expect(a.getSnapshot().value).toBe('gameOver');
		// One refill a turn; rounds 1-4 draw back to 7, round 5 draws nothing and the displays go 6, 5, … 0.
		const byRound = (r: number) => refills.filter((x) => x.round === r);
		for (let r = 1; r <= 4; r++) {
			expect(byRound(r)).toHaveLength(7);
			for (const x of byRound(r)) expect(x).toMatchObject({ drew: true, shown: Array(n).fill(7) });
		}
		expect(byRound(5).map((x) => x.drew)).toEqual(Array(7).fill(false));
		expect(byRound(5).map((x) => x.shown[0])).toEqual([6, 5, 4, 3, 2, 1, 0]);
	});
});

describe('one park plays the solo procedure (review E1)', () => {
	const solo = () => createActor(turnMachine, { input: turnTryInput(1) }).start();
	it('the species comes from the top of a face-down stack: announcing another token, or before revealing, is refused', () => {
		const a = solo();
		const top = a.getSnapshot().context.row[0]!;
		const other = a.getSnapshot().context.row.find((t) => t !== top && t !== 'water')!;
		a.send({ type: 'ANNOUNCE', token: other, slot: 0 });
		expect(a.getSnapshot().context.refusal).toMatchObject({ key: 'refuse.soloTop', rule: { page: 'solo', anchor: 'action-stack' } });
		a.send({ type: 'REVEAL' });
		expect(a.getSnapshot().context.revealed).toBe(top);
		a.send({ type: 'ANNOUNCE', token: other, slot: 0 });
		expect(a.getSnapshot().context.refusal?.key).toBe('refuse.soloTop');
	});
	it('only the requirement is chosen: any empty one, the watering hole still rightmost', () => {
		const a = solo();
		a.send({ type: 'REVEAL' });
		const top = a.getSnapshot().context.revealed!;
		const slot = top === 'water' ? RIGHTMOST : 3;
		a.send({ type: 'ANNOUNCE', token: top, slot });
		expect(a.getSnapshot().value).toBe('placing');
		expect(a.getSnapshot().context.slots[slot]).toBe(top);
	});
	it('the stack is reshuffled for the next round, which opens with the forecast', () => {
		const a = solo();
		const first = [...a.getSnapshot().context.row];
		finishRound(a);
		a.send({ type: 'NEXT' });
		const c = a.getSnapshot().context;
		expect(a.getSnapshot().value).toBe('forecast');
		expect([...c.row].sort()).toEqual([...ACTION_TOKENS].sort());
		expect(c.row).not.toEqual(first);
	});
});
