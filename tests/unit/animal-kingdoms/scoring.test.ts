import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	battle,
	beats,
	finalScore,
	gameWinners,
	nextFirstPlayer,
	peaceTreatyWinners,
	scoreKingdom,
	soloBattle,
	soloBattleSizes,
	soloBotChoice,
	soloBotKingdom,
	type BotKingdomView,
	winsAsOne,
} from '../../../src/machines/animal-kingdoms/scoring';
import { onTable, reinforcement, startBattle } from '../../../src/machines/animal-kingdoms/battle';
import { SEATS, seatsIn, type PerSeat } from '../../../src/machines/shared/seats';

describe('scoreKingdom: the rulebook’s end-of-age example (seed 004, 4 players)', () => {
	it('Carla 3 cubes → 8 (the tile); Abdel and Stéphanie 2 each → 3 each; Nicolas 1 → 1', () => {
		expect(scoreKingdom({ cubes: { C: 3, A: 2, B: 2, D: 1 }, tile: 8 })).toEqual({ C: 8, A: 3, B: 3, D: 1 });
	});
	it('the three-way battle: Stéphanie wins the tile, Carla and Abdel are second (3 each), the next most cubes third (1)', () => {
		expect(scoreKingdom({ cubes: { C: 2, A: 2, B: 2, D: 1 }, tile: 6, tieWinners: ['B'] })).toEqual({
			C: 3,
			A: 3,
			B: 6,
			D: 1,
		});
	});
});

describe('scoreKingdom: the rules around the example', () => {
	it('a single player scores the tile; players without a cube score nothing', () => {
		expect(scoreKingdom({ cubes: { A: 2, B: 0 }, tile: 5 })).toEqual({ A: 5, B: 0 });
	});
	it('a tie for second still leaves a third place', () => {
		expect(scoreKingdom({ cubes: { A: 4, B: 2, C: 2, D: 1, E: 1 }, tile: 7 })).toEqual({ A: 7, B: 3, C: 3, D: 1, E: 1 });
	});
	it('fourth place scores nothing', () => {
		expect(scoreKingdom({ cubes: { A: 4, B: 3, C: 2, D: 1 }, tile: 7 })).toEqual({ A: 7, B: 3, C: 1, D: 0 });
	});
	it('nobody with a cube: nobody scores', () => {
		expect(scoreKingdom({ cubes: { A: 0, B: 0 }, tile: 7 })).toEqual({ A: 0, B: 0 });
	});
	it('a perfect tie shares the tile; the next most cubes are then second (our reading)', () => {
		expect(scoreKingdom({ cubes: { A: 2, B: 2, C: 1, D: 0 }, tile: 4, tieWinners: ['A', 'B'] })).toEqual({ A: 4, B: 4, C: 3, D: 0 });
	});
	it('a three-way battle where two tie perfectly: both take the tile, the third fighter 3, the next most 1', () => {
		expect(scoreKingdom({ cubes: { A: 3, B: 3, C: 3, D: 1 }, tile: 9, tieWinners: ['A', 'C'] })).toEqual({ A: 9, B: 3, C: 9, D: 1 });
	});
	it('a tie without a battle result is refused, and so is a winner who was not tied', () => {
		expect(() => scoreKingdom({ cubes: { A: 2, B: 2 }, tile: 4 })).toThrow(RangeError);
		expect(() => scoreKingdom({ cubes: { A: 2, B: 2, C: 1 }, tile: 4, tieWinners: ['C'] })).toThrow(RangeError);
	});
	it('peace treaty: the tied capital holder wins, the other tied 3, next most 1, the rest 0', () => {
		const cubes = { A: 3, B: 3, C: 2, D: 1 };
		expect(scoreKingdom({ cubes, tile: 8, tieWinners: peaceTreatyWinners(['A', 'B'], 'B') })).toEqual({ A: 3, B: 8, C: 1, D: 0 });
	});
	it('peace treaty: no tied player on the capital → every tied player scores the tile', () => {
		expect(peaceTreatyWinners(['A', 'B'], 'C')).toEqual(['A', 'B']);
		expect(peaceTreatyWinners(['A', 'B'], null)).toEqual(['A', 'B']);
		expect(scoreKingdom({ cubes: { A: 3, B: 3, C: 2 }, tile: 8, tieWinners: peaceTreatyWinners(['A', 'B'], null) })).toEqual({ A: 8, B: 8, C: 3 });
	});
});

const arbCubes: fc.Arbitrary<PerSeat<number>> = fc.dictionary(fc.constantFrom(...SEATS), fc.integer({ min: 0, max: 10 }), { minKeys: 1, maxKeys: 5 });

describe('scoreKingdom: properties', () => {
	it('points do not depend on who sits where or on the order', () => {
		fc.assert(
			fc.property(arbCubes, fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), (cubes, tile, pick, seed) => {
				const names = seatsIn(cubes);
				const best = Math.max(...Object.values(cubes));
				const tied = names.filter((n) => cubes[n] === best && best > 0);
				const tieWinners = tied.length > 1 ? tied.filter((_, i) => ((pick >> i) & 1) === 1 || i === pick % tied.length) : undefined;
				const base = scoreKingdom({ cubes, tile, ...(tieWinners ? { tieWinners } : {}) });
				// move every player round the table (seat n → n + shift) and shuffle the order
				const order = [...names].sort((a, b) => ((a.charCodeAt(0) * 31 + seed) % 97) - ((b.charCodeAt(0) * 31 + seed) % 97));
				const rename = new Map(order.map((n) => [n, SEATS[(SEATS.indexOf(n) + 1 + (seed % 5)) % SEATS.length]!]));
				const renamed = Object.fromEntries(order.map((n) => [rename.get(n)!, cubes[n]!]));
				const again = scoreKingdom({ cubes: renamed, tile, ...(tieWinners ? { tieWinners: [...tieWinners].reverse().map((n) => rename.get(n)!) } : {}) });
				for (const n of names) expect(again[rename.get(n)!]).toBe(base[n]);
			}),
		);
	});
	it('more cubes never score fewer points (without a tie for the most)', () => {
		fc.assert(
			fc.property(arbCubes, fc.integer({ min: 4, max: 12 }), (cubes, tile) => {
				const best = Math.max(...Object.values(cubes));
				if (Object.values(cubes).filter((n) => n === best).length > 1) return;
				const pts = scoreKingdom({ cubes, tile });
				for (const a of seatsIn(cubes)) for (const b of seatsIn(cubes)) if (cubes[a]! > cubes[b]!) expect(pts[a]).toBeGreaterThanOrEqual(pts[b]!);
			}),
		);
	});
});

describe('battle: one reveal', () => {
	it('the highest card wins', () => {
		expect(battle({ C: { value: 6 }, A: { value: 3 } })).toEqual(['C']);
	});
	it('a 1 beats an 8', () => {
		expect(battle({ A: { value: 1 }, B: { value: 8 } })).toEqual(['A']);
		expect(beats({ value: 1 }, { value: 8 })).toBe(true);
	});
	it('a 1 does not beat a 7', () => {
		expect(battle({ A: { value: 1 }, B: { value: 7 } })).toEqual(['B']);
	});
	it('a 1 beats a card raised to 8 or more by reinforcements', () => {
		expect(battle({ A: { value: 1 }, B: { value: 6, plus: 2 } })).toEqual(['A']);
		expect(battle({ A: { value: 1 }, B: { value: 7, plus: 4 } })).toEqual(['A']);
	});
	it('when an 8 is on the table in a three-way battle, the 1 is the highest card', () => {
		expect(battle({ A: { value: 1 }, B: { value: 8 }, C: { value: 7 } })).toEqual(['A']);
	});
	it('a reinforced 1 is no longer a 1 (our reading)', () => {
		expect(battle({ A: { value: 1, plus: 2 }, B: { value: 8 } })).toEqual(['B']);
	});
	it('a reinforcement turns a loss into a win, or a tie', () => {
		expect(battle({ A: { value: 5, plus: 2 }, B: { value: 6 } })).toEqual(['A']);
		expect(battle({ A: { value: 4, plus: 2 }, B: { value: 6 } })).toEqual(['A', 'B']);
	});
	it('the rulebook’s three-way battle: Abdel out, Carla and Stéphanie again, then Stéphanie wins (teaching card values)', () => {
		expect(battle({ C: { value: 6 }, A: { value: 2 }, B: { value: 6 } })).toEqual(['B', 'C']);
		expect(battle({ C: { value: 4 }, B: { value: 7 } })).toEqual(['B']);
	});
	it('property: the result does not depend on the order cards are listed', () => {
		const card = fc.record({ value: fc.integer({ min: 1, max: 8 }), plus: fc.constantFrom(0, 2, 4, 6) });
		fc.assert(
			fc.property(fc.array(card, { minLength: 1, maxLength: 5 }), fc.nat(), (cards, seed) => {
				const named = cards.map((c, i) => [SEATS[i]!, c] as const);
				const shuffled = [...named].sort((a, b) => ((a[0].charCodeAt(0) * 13 + seed) % 7) - ((b[0].charCodeAt(0) * 13 + seed) % 7));
				expect(battle(Object.fromEntries(shuffled))).toEqual(battle(Object.fromEntries(named)));
			}),
		);
	});
	it('property: someone is always still in contention, and only players who revealed', () => {
		fc.assert(
			fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }), (values) => {
				const r = battle(Object.fromEntries(values.map((v, i) => [SEATS[i]!, { value: v }])));
				expect(r.length).toBeGreaterThan(0);
				for (const n of r) expect(SEATS.indexOf(n)).toBeLessThan(values.length);
			}),
		);
	});
});

describe('why a reveal was won, for the narration (the engine says it, the widget words it)', () => {
	it('winsAsOne: a 1 that beat an 8 or more, and only then', () => {
		expect(winsAsOne({ A: { value: 1 }, B: { value: 8 } }, 'A')).toBe(true);
		expect(winsAsOne({ A: { value: 1 }, B: { value: 6, plus: 2 } }, 'A')).toBe(true);
		expect(winsAsOne({ A: { value: 1 }, B: { value: 8 } }, 'B')).toBe(false);
		expect(winsAsOne({ A: { value: 8 }, B: { value: 7 } }, 'A')).toBe(false);
		// a reinforced 1 is no longer a 1 (our reading), and a 1 against a 7 does not win
		expect(winsAsOne({ A: { value: 1, plus: 2 }, B: { value: 8 } }, 'A')).toBe(false);
		expect(winsAsOne({ A: { value: 1 }, B: { value: 7 } }, 'A')).toBe(false);
	});
	it('reinforcement: 2 points per token on the card, 0 without; onTable adds them to each card', () => {
		const s = startBattle(['A', 'B'], { A: [{ species: 'bee', value: 5 }], B: [{ species: 'tiger', value: 6 }] } as never, { A: 2, B: 0 });
		expect(reinforcement({ plus: {} }, 'A')).toBe(0);
		expect(reinforcement({ plus: { A: 1 } }, 'A')).toBe(2);
		expect(reinforcement({ plus: { A: 2 } }, 'A')).toBe(4);
		const revealed = { ...s, revealed: { A: { species: 'bee', value: 5 }, B: { species: 'tiger', value: 6 } }, plus: { A: 1 } } as never;
		expect(onTable(revealed)).toEqual({ A: { value: 5, plus: 2 }, B: { value: 6, plus: 0 } });
	});
});

const view = (botCubes: number, playerCubes: number, freeTerritories: number, capitalFree = true): BotKingdomView => ({
	botCubes,
	playerCubes,
	freeTerritories,
	capitalFree,
});
const EMPTY = [view(0, 0, 3), view(0, 0, 4), view(0, 0, 5), view(0, 0, 6), view(0, 0, 7)];

describe('soloBotKingdom: the rulebook’s placement by value', () => {
	it('a 4–8 goes to the kingdom with that many territories (0 = 4 … 4 = 8)', () => {
		for (const v of [4, 5, 6, 7, 8]) expect(soloBotKingdom({ card: v, lastPlayerKingdom: 2, kingdoms: EMPTY })).toBe(v - 4);
	});
	it('a 1, 2 or 3 goes to the kingdom where you played your last card', () => {
		for (const v of [1, 2, 3]) expect(soloBotKingdom({ card: v, lastPlayerKingdom: 3, kingdoms: EMPTY })).toBe(3);
	});
	it('skips clockwise a kingdom where it already leads you by 2', () => {
		const ks = [...EMPTY];
		ks[1] = view(2, 0, 2);
		expect(soloBotKingdom({ card: 5, lastPlayerKingdom: 0, kingdoms: ks })).toBe(2);
	});
	it('skips a kingdom where only the capital is free, wrapping round from the largest to the smallest', () => {
		const ks = [...EMPTY];
		ks[4] = view(3, 4, 0);
		expect(soloBotKingdom({ card: 8, lastPlayerKingdom: 0, kingdoms: ks })).toBe(0);
	});
	it('drops the lead constraint first, then the capital one', () => {
		const lead = [view(2, 0, 1), view(3, 1, 2), view(2, 0, 0), view(2, 0, 0), view(4, 0, 1)];
		expect(soloBotChoice({ card: 6, lastPlayerKingdom: 0, kingdoms: lead })).toMatchObject({
			kingdom: 4,
			relaxed: 1,
			capital: false,
			skipped: [2, 3],
			why: ['capital', 'capital'],
		});
		const capitals = EMPTY.map(() => view(0, 1, 0));
		expect(soloBotChoice({ card: 6, lastPlayerKingdom: 0, kingdoms: capitals })).toMatchObject({ kingdom: 2, relaxed: 2, capital: true });
	});
	it('says why each kingdom was skipped', () => {
		const ks = [view(0, 0, 3), view(3, 1, 2), view(0, 0, 0), view(0, 0, 0, false), view(0, 0, 6)];
		expect(soloBotChoice({ card: 5, lastPlayerKingdom: 0, kingdoms: ks })).toMatchObject({
			designated: 1,
			kingdom: 4,
			skipped: [1, 2, 3],
			why: ['lead', 'capital', 'full'],
		});
	});
	it('null when no kingdom has a free space', () => {
		expect(soloBotKingdom({ card: 6, lastPlayerKingdom: 0, kingdoms: EMPTY.map(() => view(1, 1, 0, false)) })).toBeNull();
	});
	it('property: never where every rule forbids it while another kingdom allows it', () => {
		const k = fc.record({
			botCubes: fc.integer({ min: 0, max: 8 }),
			playerCubes: fc.integer({ min: 0, max: 8 }),
			freeTerritories: fc.integer({ min: 0, max: 7 }),
			capitalFree: fc.boolean(),
		});
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 4 }), fc.array(k, { minLength: 5, maxLength: 5 }), (card, last, kingdoms) => {
				const chosen = soloBotKingdom({ card, lastPlayerKingdom: last, kingdoms });
				const both = (x: BotKingdomView) => x.freeTerritories > 0 && x.botCubes - x.playerCubes < 2;
				const noCapital = (x: BotKingdomView) => x.freeTerritories > 0;
				const playable = (x: BotKingdomView) => x.freeTerritories > 0 || x.capitalFree;
				if (kingdoms.some(both)) expect(both(kingdoms[chosen!]!)).toBe(true);
				else if (kingdoms.some(noCapital)) expect(noCapital(kingdoms[chosen!]!)).toBe(true);
				else if (kingdoms.some(playable)) expect(playable(kingdoms[chosen!]!)).toBe(true);
				else expect(chosen).toBeNull();
			}),
		);
	});
	it('property: when the designated kingdom satisfies both constraints, the bot plays there', () => {
		fc.assert(
			fc.property(fc.integer({ min: 4, max: 8 }), (card) => {
				expect(soloBotKingdom({ card, lastPlayerKingdom: 0, kingdoms: EMPTY })).toBe(card - 4);
			}),
		);
	});
});

describe('solo battles', () => {
	it('the bot wins if any of its cards beats yours; you win if yours beats all; a tie on the best plays again', () => {
		expect(soloBattle(6, [2, 7, 3])).toBe('bot');
		expect(soloBattle(6, [2, 5, 3])).toBe('you');
		expect(soloBattle(6, [6, 5, 3])).toBe('again');
		// each bot card is compared with yours alone: a 1 beats their 8s but loses to their 2
		expect(soloBattle(1, [8, 2, 3])).toBe('bot');
		expect(soloBattle(1, [8, 8])).toBe('you');
		expect(soloBattle(8, [1, 2, 3])).toBe('bot');
	});
	it('hand sizes (rulebook): after winning 2 battles you hold 2 cards; after losing 2 the bot reveals 1', () => {
		expect(soloBattleSizes({ won: 2, lost: 0 }).yourCards).toBe(2);
		expect(soloBattleSizes({ won: 0, lost: 2 }).botCards).toBe(1);
		expect(soloBattleSizes({ won: 0, lost: 0, hard: true }).botCards).toBe(4);
	});
});

describe('end of game and the next first player', () => {
	it('first-to-pass tiles and 1 point per reinforcement token left are added', () => {
		expect(finalScore({ track: 40, firstToPass: [3], tokens: 2 })).toBe(45);
	});
	it('a tie goes to the holder of the largest kingdom’s capital; no capital among them: shared', () => {
		expect(gameWinners({ A: 50, B: 50, C: 40 }, [null, 'B', null, 'A', null])).toEqual(['A']);
		expect(gameWinners({ A: 50, B: 50, C: 40 }, [null, 'C', null, null, null])).toEqual(['A', 'B']);
		expect(gameWinners({ A: 51, B: 50 }, [])).toEqual(['A']);
	});
	it('the fewest points start the next age; a tie goes to the first capital of the age', () => {
		expect(nextFirstPlayer({ players: ['A', 'B', 'C'], scores: { A: 10, B: 7, C: 9 }, capitalOrder: [], previousFirst: 'A' })).toBe('B');
		expect(nextFirstPlayer({ players: ['A', 'B', 'C'], scores: { A: 7, B: 7, C: 9 }, capitalOrder: ['C', 'B'], previousFirst: 'A' })).toBe('B');
		expect(nextFirstPlayer({ players: ['A', 'B', 'C'], scores: { A: 7, B: 9, C: 7 }, capitalOrder: [], previousFirst: 'A' })).toBe('C');
	});
});

describe('battle on the shared ranking', () => {
	it('two 1s against an 8 are tied for the best card and reveal again', () => {
		expect(battle({ A: { value: 1 }, B: { value: 1 }, C: { value: 8 } })).toEqual(['A', 'B']);
	});
});
