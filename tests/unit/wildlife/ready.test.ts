/**
 * WildLife's "Ready for game night?" (issue 22), by the kit's pattern (tests/unit/shared/readyHarness.ts):
 * 1,000 sets from fixed seeds, legal positions, one right answer set, and the answers recomputed
 * another way: the migration by a breadth-first search of our own over the board, the attack from
 * the area's pieces, the area and the herds by the rulebook's tables written out here, the short
 * buyer by the division, the first bidder by the seating.
 */
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../src/i18n/compiled';
import { TEACHING_BOARD, cellById } from '../../../src/machines/wildlife/board';
import { makeSet } from '../../../src/machines/shared/ready';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { WILDLIFE_READY, type WlQuestion } from '../../../src/machines/wildlife/ready';
import { checkReadySets, questionKeys } from '../shared/readyHarness';

const board = TEACHING_BOARD;
const around = (id: string) => {
	const c = cellById(id, board)!;
	return [
		[-1, 0],
		[1, 0],
		[0, -1],
		[0, 1],
	]
		.map(([dr, dc]) => `r${c.row + dr!}c${c.col + dc!}`)
		.filter((n) => cellById(n, board));
};

/** Where a piece may migrate with a card, found by our own search: over own pieces, onto a free space of the card's terrain where the Human chart has an action. */
function migrationAnswer(q: WlQuestion): string[] {
	const { occ = {}, from, candidates = [] } = q.position;
	const card = cellById(candidates.find((c) => q.right.includes(c))!, board)!.terrain;
	const seen = new Set([from!]);
	const stack = [from!];
	const reach = new Set<string>();
	while (stack.length) {
		for (const n of around(stack.pop()!)) {
			if (occ[n] === 'A' && !seen.has(n)) {
				seen.add(n);
				stack.push(n);
			} else if (occ[n] === undefined) reach.add(n);
		}
	}
	return candidates.filter((c) => reach.has(c) && cellById(c, board)!.terrain === card && HUMAN_CHART[card] >= 1);
}

/** Attack in a full savanna area, an opponent's piece. */
function attackAnswer(q: WlQuestion): string[] {
	const { occ = {}, candidates = [] } = q.position;
	return candidates.filter((c) => {
		const cell = cellById(c, board)!;
		const area = board.areas.find((a) => a.id === cell.area)!;
		return cell.terrain === 'savanna' && area.cells.every((x) => occ[x] !== undefined) && occ[c] !== 'A';
	});
}

/** Points by place with WildLife's ties: tied entries take the next place's points. */
const placePoints = (entries: { who: string; value: number }[], table: readonly number[], asked: string) => {
	let total = 0;
	for (const e of entries.filter((x) => x.who === asked)) {
		const ahead = entries.filter((x) => x.value > e.value).length;
		const tied = entries.some((x) => x.who !== e.who && x.value === e.value);
		total += table[ahead + (tied ? 1 : 0)] ?? 0;
	}
	return total;
};

function independent(q: WlQuestion): string[] | undefined {
	const v = q.position.view;
	const asked = (q.prompt.params?.['player'] as { noun: string } | undefined)?.noun.slice('player.'.length);
	switch (q.kind) {
		case 'migration':
			return migrationAnswer(q);
		case 'attack':
			return attackAnswer(q);
		case 'area-points': {
			if (v?.kind !== 'area' || !asked) return undefined;
			const present = Object.entries(v.counts).filter(([, n]) => n > 0);
			if (present.length === 1) return [String(present[0]![1] >= v.spaces ? 5 : 4)];
			return [
				String(
					placePoints(
						present.map(([who, value]) => ({ who, value })),
						[3, 2, 1],
						asked,
					),
				),
			];
		}
		case 'herd-points': {
			if (v?.kind !== 'herds' || !asked) return undefined;
			const all = Object.entries(v.herds).flatMap(([who, sizes]) => sizes.map((value) => ({ who, value })));
			return [String(placePoints(all, [10, 7, 5, 3, 1], asked))];
		}
		case 'short-of-food': {
			if (v?.kind !== 'auction') return undefined;
			const short = Math.max(0, v.price! - v.food!);
			return [String(Math.ceil(short / 3))];
		}
		case 'first-bidder': {
			if (v?.kind !== 'auction') return undefined;
			const seats = q.position.players;
			return [seats[(seats.indexOf(v.seller) + 1) % seats.length]!];
		}
	}
	return undefined;
}

describe('WildLife: ready for game night?', () => {
	it('1,000 sets: legal positions, one right answer set, the engine agrees with an independent computation', () => {
		const { kinds, independent: checked } = checkReadySets(WILDLIFE_READY, { independent, minKinds: 4 });
		expect(Object.keys(kinds).sort()).toEqual(Object.keys(WILDLIFE_READY.kinds).sort());
		for (const kind of Object.keys(kinds)) expect(checked[kind], `${kind} checked independently`).toBe(kinds[kind]);
	}, 120_000);

	it('every message a question uses exists in both languages', () => {
		const fr = compiledGame('wildlife', 'fr');
		const en = compiledGame('wildlife', 'en');
		const missing = new Set<string>();
		for (let seed = 1; seed <= 200; seed++)
			for (const q of makeSet(WILDLIFE_READY, seed)) for (const k of questionKeys(q)) if (!(k in fr) || !(k in en)) missing.add(k);
		expect([...missing]).toEqual([]);
	});
});
