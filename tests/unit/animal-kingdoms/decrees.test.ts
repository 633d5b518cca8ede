import { describe, expect, it } from 'vitest';
import { checkDecree, decreeAllows, isDecree, TEACHING_DECREES, type Decree } from '../../../src/machines/animal-kingdoms/decrees';
import { neighbours, others, type KingdomSpaces } from '../../../src/machines/animal-kingdoms/board';
import { prepareNextAge, settleKingdom } from '../../../src/machines/animal-kingdoms/endOfAge';
import type { Card } from '../../../src/machines/animal-kingdoms/types';

const c = (species: Card['species'], value: number): Card => ({ species, value });
const empty: Card[][] = [[], [], [], [], []];
const GE: Decree = TEACHING_DECREES.geStrongestNeighbour!;

describe('the board: five kingdoms in a ring', () => {
	it('each kingdom has two neighbours, the smallest next to the largest', () => {
		expect(neighbours(0)).toEqual([4, 1]);
		expect(neighbours(2)).toEqual([1, 3]);
		expect(others(1)).toEqual([2, 3, 4, 0]);
	});
});

describe('the rulebook’s decree example', () => {
	it('« greater than or equal to the strongest neighbour » with both neighbours empty: any card may be played', () => {
		for (const v of [1, 4, 8]) expect(checkDecree(GE, 2, c('wolf', v), empty).status).toBe('ignored');
		expect(decreeAllows(GE, 2, c('wolf', 1), empty).ok).toBe(true);
	});
	it('once a neighbour has cards, its last card counts (the strongest of the two last cards)', () => {
		const cols = [[], [c('bee', 3), c('owl', 6)], [], [c('frog', 5)], []];
		expect(checkDecree(GE, 2, c('wolf', 5), cols).status).toBe('refused');
		expect(checkDecree(GE, 2, c('wolf', 6), cols).status).toBe('ok');
	});
	it('only one neighbour with cards: checked against that one (our reading)', () => {
		const cols = [[], [c('owl', 6)], [], [], []];
		expect(checkDecree(GE, 2, c('wolf', 5), cols).status).toBe('refused');
		expect(checkDecree(GE, 2, c('wolf', 7), cols).status).toBe('ok');
	});
	it('a card in a kingdom that is not a neighbour does not count', () => {
		const cols = [[c('owl', 8)], [], [], [], []];
		expect(checkDecree(GE, 2, c('wolf', 1), cols).status).toBe('ignored');
	});
});

describe('decree families', () => {
	it('simple decrees look at the card alone, never ignored', () => {
		expect(checkDecree(TEACHING_DECREES.lizardOrTiger!, 0, c('lizard', 2), empty).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.lizardOrTiger!, 0, c('wolf', 2), empty).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.odd!, 0, c('wolf', 3), empty).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.odd!, 0, c('wolf', 4), empty).status).toBe('refused');
	});
	it('down arrow: the last card of this kingdom, or all its cards', () => {
		const cols = [[c('bee', 2), c('owl', 5)], [], [], [], []];
		expect(checkDecree(TEACHING_DECREES.higherHere!, 0, c('wolf', 3), cols).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.higherHere!, 0, c('wolf', 6), cols).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.alternate!, 0, c('wolf', 4), cols).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.noRepeat!, 0, c('bee', 7), cols).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.noRepeat!, 0, c('wolf', 2), cols).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.noRepeat!, 0, c('wolf', 7), cols).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.higherHere!, 1, c('wolf', 1), cols).status).toBe('ignored');
	});
	it('double arrows: the last card of every other kingdom', () => {
		const cols = [[c('bee', 2)], [c('owl', 5)], [], [c('frog', 4), c('tiger', 3)], []];
		expect(checkDecree(TEACHING_DECREES.lowerThanOthers!, 4, c('wolf', 1), cols).status).toBe('ok');
		expect(checkDecree(TEACHING_DECREES.lowerThanOthers!, 4, c('wolf', 2), cols).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.otherSpeciesOthers!, 2, c('tiger', 7), cols).status).toBe('refused');
		expect(checkDecree(TEACHING_DECREES.otherSpeciesOthers!, 2, c('frog', 7), cols).status).toBe('ok');
	});
	it('a refusal names the decree rule and the card', () => {
		const v = checkDecree(TEACHING_DECREES.odd!, 0, c('wolf', 4), empty);
		expect(v.status === 'refused' && !v.legality.ok && v.legality.refusal).toMatchObject({
			key: 'decree.refused.odd',
			rule: { page: 'turn', anchor: 'decrees' },
			params: { value: 4 },
		});
	});
	it('every teaching decree is well formed; malformed decrees are not', () => {
		for (const d of Object.values(TEACHING_DECREES)) expect(isDecree(d)).toBe(true);
		expect(isDecree({ family: 'neighbours', kind: 'noRepeat' })).toBe(false);
		expect(isDecree({ family: 'simple', kind: 'atMost', n: 9 })).toBe(false);
		expect(isDecree({ family: 'simple', kind: 'species', species: [] })).toBe(false);
	});
});

describe('between ages', () => {
	it('a capital cube moves to a free council (ages I and II), council cubes stay, the rest go back', () => {
		const k: KingdomSpaces = { territories: ['A', 'B', null], capital: 'B', councils: ['A', null] };
		expect(prepareNextAge([k], 1)).toEqual([{ territories: [null, null, null], capital: null, councils: ['A', 'B'] }]);
		expect(prepareNextAge([{ ...k, councils: ['A', 'C'] }], 2)[0]!.councils).toEqual(['A', 'C']);
		expect(prepareNextAge([k], 3)[0]!.councils).toEqual(['A', null]);
	});
	it('council cubes count in later majorities', () => {
		const r = settleKingdom({
			players: ['A', 'B'],
			kingdom: 0,
			spaces: { territories: ['B', null, null], capital: null, councils: ['A', 'A'] },
			tile: 5,
			treaty: false,
		});
		expect(r.points).toEqual({ A: 5, B: 3 });
	});
	it('a kingdom nobody holds scores nothing and is marked empty', () => {
		const r = settleKingdom({
			players: ['A', 'B'],
			kingdom: 0,
			spaces: { territories: [null, null, null], capital: null, councils: [null, null] },
			tile: 5,
			treaty: false,
		});
		expect(r).toMatchObject({ how: 'empty', points: { A: 0, B: 0 } });
	});
});
