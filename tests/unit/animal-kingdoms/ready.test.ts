/**
 * Animal Kingdoms' "Ready for game night?" (issue 22), by the kit's pattern
 * (tests/unit/shared/readyHarness.ts): 1,000 sets from fixed seeds, legal positions, one right
 * answer set, and the answers recomputed another way: the reveal by the rulebook's "a 1 beats an
 * 8" written out here, the kingdom's points by the places, the bot's kingdom by walking the board
 * clockwise, the decree by its condition on the cards it looks at.
 */
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../src/i18n/compiled';
import { ANIMAL_KINGDOMS_READY, type AkQuestion } from '../../../src/machines/animal-kingdoms/ready';
import { setOf } from '../shared/readySets';
import { describeProblems } from '../../../src/machines/shared/position';
import { checkPosition } from '../../../src/machines/animal-kingdoms/position';
import { YOU } from '../../../src/machines/animal-kingdoms/types';
import { READINGS } from '../../../src/data/animal-kingdoms/readings';
import { checkReadySets, questionKeys } from '../shared/readyHarness';

/** The reveal's winner; `staysOne`: the other reading, where a reinforced 1 is still a 1 that beats an 8. */
function revealAnswer(cards: Record<string, { card: { value: number }; tokens: number }>, staysOne = false): string {
	const s = Object.fromEntries(Object.entries(cards).map(([p, c]) => [p, c.card.value + 2 * c.tokens]));
	const eight = Object.values(s).some((v) => v >= 8);
	const isOne = (p: string) => (staysOne ? cards[p]!.card.value === 1 : s[p] === 1);
	const rank = (p: string) => (eight && isOne(p) ? 100 : s[p]!);
	const best = Math.max(...Object.keys(s).map(rank));
	const top = Object.keys(s).filter((p) => rank(p) === best);
	return top.length === 1 ? top[0]! : 'again';
}

/** A kingdom's points; `thirdAfterShared`: the other reading, where after a shared tile the next players are only third. */
function kingdomPoints(cubes: Record<string, number>, tile: number, tieWinners: string[] | undefined, asked: string, thirdAfterShared = false): number {
	const levels = [...new Set(Object.values(cubes).filter((n) => n > 0))].sort((a, b) => b - a);
	const mine = cubes[asked] ?? 0;
	if (mine === 0) return 0;
	const leaders = Object.keys(cubes).filter((p) => cubes[p] === levels[0]);
	const winners = leaders.length > 1 ? tieWinners! : leaders;
	if (winners.includes(asked)) return tile;
	const lost = leaders.length > winners.length || (thirdAfterShared && leaders.length > 1);
	if (lost) return leaders.includes(asked) ? 3 : mine === levels[1] ? 1 : 0;
	return mine === levels[1] ? 3 : mine === levels[2] ? 1 : 0;
}

function botKingdom(v: Extract<AkQuestion['position']['view'], { kind: 'solo' }>): string {
	const start = v.card >= 4 ? v.card - 4 : v.last;
	const order = [0, 1, 2, 3, 4].map((i) => (start + i) % 5);
	const passes = [
		(k: number) => v.views[k]!.freeTerritories > 0 && v.views[k]!.botCubes - v.views[k]!.playerCubes < 2,
		(k: number) => v.views[k]!.freeTerritories > 0,
		(k: number) => v.views[k]!.freeTerritories > 0 || v.views[k]!.capitalFree,
	];
	for (const ok of passes) {
		const k = order.find(ok);
		if (k !== undefined) return `k${k}`;
	}
	return 'none';
}

/** The cards a decree lets through; `ignoreIfOneMissing`: the other reading, where a decree on both neighbours is ignored when one has no card. */
function decreeAnswer(v: Extract<AkQuestion['position']['view'], { kind: 'decree' }>, ignoreIfOneMissing = false): string[] {
	const d = v.decree;
	const k = v.kingdom;
	const looked =
		d.family === 'here'
			? v.columns[k]!.slice(-1)
			: d.family === 'neighbours'
				? [...v.columns[(k + 4) % 5]!.slice(-1), ...v.columns[(k + 1) % 5]!.slice(-1)]
				: [];
	const values = looked.map((c) => c.value);
	const ignored = values.length === 0 || (ignoreIfOneMissing && d.family === 'neighbours' && values.length < 2);
	return v.hand
		.filter((c) => {
			if (d.family !== 'simple' && ignored) return true;
			switch (d.kind) {
				case 'odd':
					return c.value % 2 === 1;
				case 'even':
					return c.value % 2 === 0;
				case 'atMost':
					return c.value <= d.n;
				case 'atLeast':
					return c.value >= d.n;
				case 'higher':
					return c.value > Math.max(...values);
				case 'lower':
					return c.value < Math.min(...values);
				case 'geStrongest':
					return c.value >= Math.max(...values);
			}
			return false;
		})
		.map((c) => `${c.species}${c.value}`);
}

function independent(q: AkQuestion): string[] | undefined {
	const v = q.position.view;
	switch (v.kind) {
		case 'battle':
			return [revealAnswer(v.cards)];
		case 'kingdom': {
			return [String(kingdomPoints(v.cubes, v.tile, v.tieWinners, v.asked))];
		}
		case 'solo':
			return [botKingdom(v)];
		case 'decree':
			return decreeAnswer(v);
	}
}

/** The answer under the other reading of the one listed reading each kind may depend on, computed here (not by the engine). */
function otherReading(q: AkQuestion): { reading: string; right: string[] } | undefined {
	const v = q.position.view;
	switch (v.kind) {
		case 'battle':
			return { reading: 'reinforced-one', right: [revealAnswer(v.cards, true)] };
		case 'kingdom':
			return { reading: 'perfect-tie-places', right: [String(kingdomPoints(v.cubes, v.tile, v.tieWinners, v.asked, true))] };
		case 'decree':
			return { reading: 'decree-one-neighbour', right: decreeAnswer(v, true) };
		case 'solo':
			return undefined;
	}
}

describe('Animal Kingdoms: ready for game night?', () => {
	it('600 sets: a question whose answer changes with one of the game’s readings names that reading, gives the other answer and links the ruling; the others carry no mark', () => {
		const marked: Record<string, number> = {};
		let questions = 0;
		for (let seed = 1; seed <= 600; seed++)
			for (const q of setOf(ANIMAL_KINGDOMS_READY, seed)) {
				questions++;
				const other = otherReading(q);
				const differs = other !== undefined && [...other.right].sort().join() !== [...q.right].sort().join();
				const where = `seed ${seed}, ${q.kind}`;
				if (!differs) {
					expect(q.reading, where).toBeUndefined();
					continue;
				}
				marked[other.reading] = (marked[other.reading] ?? 0) + 1;
				expect(q.reading, where).toBe(other.reading);
				expect(
					READINGS.map((r) => r.id),
					where,
				).toContain(q.reading);
				expect(q.prompt.key, where).toBe('rd.withReading');
				expect(((q.prompt.params as Record<string, unknown>)['reading'] as { msg: { key: string } }).msg.key, where).toBe(`rd.reading.${other.reading}`);
				expect(q.reasons.at(-1)!.key, where).toBe(`rd.reading.${other.reading}.why`);
			}
		expect(questions).toBeGreaterThan(6000);
		// Each of the three readings is met on purpose, now and then.
		for (const id of ['reinforced-one', 'perfect-tie-places', 'decree-one-neighbour']) expect(marked[id] ?? 0, id).toBeGreaterThan(5);
	}, 120_000);

	it('600 sets: every position passes checkPosition with how it came about (turns, decrees, your last card’s kingdom)', () => {
		let solo = 0;
		let decreesHere = 0;
		for (let seed = 1; seed <= 600; seed++)
			for (const q of setOf(ANIMAL_KINGDOMS_READY, seed)) {
				expect(describeProblems(checkPosition(q.position)), `seed ${seed}, ${q.kind}`).toBe('');
				const v = q.position.view;
				if (v.kind === 'solo') {
					solo++;
					// Your last card's kingdom holds a cube of yours; the position says whose turn it is and the points (no rally).
					expect(q.position.kingdoms![v.last]!.territories, `seed ${seed}`).toContain(YOU);
					expect(q.position.scores, `seed ${seed}`).toBeDefined();
				}
				if (v.kind === 'decree') {
					expect(q.position.decrees?.[v.kingdom], `seed ${seed}`).toEqual(v.decree);
					if (v.decree.family === 'here') decreesHere++;
				}
			}
		expect(solo).toBeGreaterThan(1000);
		expect(decreesHere).toBeGreaterThan(200);
	}, 120_000);

	it('1,000 sets: legal positions, one right answer set, the engine agrees with an independent computation', () => {
		const { kinds, independent: checked } = checkReadySets(ANIMAL_KINGDOMS_READY, { independent, minKinds: 4 });
		expect(Object.keys(kinds).sort()).toEqual(Object.keys(ANIMAL_KINGDOMS_READY.kinds).sort());
		for (const kind of Object.keys(kinds)) expect(checked[kind], `${kind} checked independently`).toBe(kinds[kind]);
	}, 120_000);

	it('the sets teach the hard cases: a 1 beating an 8, a tie in a reveal, a battle for the most cubes, a skipped kingdom, an ignored decree', () => {
		const seen = new Set<string>();
		for (let seed = 1; seed <= 300; seed++) for (const q of setOf(ANIMAL_KINGDOMS_READY, seed)) for (const r of q.reasons) seen.add(r.key);
		for (const key of ['rd.battle.one', 'rd.battle.tie', 'rd.score.battle', 'rd.score.perfect', 'rd.solo.skip', 'rd.decree.ignored', 'rd.decree.no'])
			expect(seen, key).toContain(key);
	});

	it('every message a question uses exists in both languages', () => {
		const fr = compiledGame('animal-kingdoms', 'fr');
		const en = compiledGame('animal-kingdoms', 'en');
		const missing = new Set<string>();
		for (let seed = 1; seed <= 200; seed++)
			for (const q of setOf(ANIMAL_KINGDOMS_READY, seed)) for (const k of questionKeys(q)) if (!(k in fr) || !(k in en)) missing.add(k);
		expect([...missing]).toEqual([]);
	});
});
