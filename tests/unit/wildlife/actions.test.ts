import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attack, canAttack, canExpand, canMigrate, expand, migrate, migrationTargets, type ActionContext } from '../../../src/machines/wildlife/actions';
import { aggress, canAggress, canDefend, canMobility, canUseAbility, mobility } from '../../../src/machines/wildlife/abilities';
import { TEACHING_BOARD, areaById } from '../../../src/machines/wildlife/board';
import { HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import type { Chart, Occupancy } from '../../../src/machines/wildlife/types';
import { seats } from '../../../src/machines/shared/seats';

const B = TEACHING_BOARD;
function ctx(occ: Occupancy, chart: Chart = HUMAN_CHART, extra: Partial<ActionContext> = {}): ActionContext {
	return { board: B, occ, player: 'A', chart, reserve: 5, ...extra };
}
const key = (l: { ok: boolean; refusal?: { key: string } }) => (l.ok ? 'ok' : l.refusal!.key);

// Layout reminder: r2c1-r3c2 forest-small; r2c3-r3c4 water-small; r2c5-r3c8 steppe-large; r0c3-r1c6 savanna-large.
describe('migrate', () => {
	it('one orthogonal step onto a free cell where the arrival terrain allows at least migrate', () => {
		expect(key(canMigrate(ctx({ r2c1: 'A' }), 'r2c1', 'r2c2'))).toBe('ok');
		expect(key(canMigrate(ctx({ r2c1: 'A' }), 'r2c1', 'r3c2'))).toBe('action.notAdjacent'); // diagonal
		expect(key(canMigrate(ctx({ r2c1: 'A', r2c2: 'B' }), 'r2c1', 'r2c2'))).toBe('action.spaceTaken');
		expect(key(canMigrate(ctx({ r2c2: 'A' }), 'r2c2', 'r2c3'))).toBe('action.noAbility'); // water: none for Humans
		expect(key(canMigrate(ctx({ r2c2: 'B' }), 'r2c2', 'r3c2'))).toBe('action.notYourPiece');
	});
	it('may jump over any chain of own pieces, turning, but not over opponents', () => {
		// me on r3c5 (steppe), chain r3c6, r3c7, r2c7 → free r2c8 (steppe) or r1c7 (mountain-large)
		const occ: Occupancy = { r3c5: 'A', r3c6: 'A', r3c7: 'A', r2c7: 'A' };
		const t = migrationTargets(ctx(occ), 'r3c5');
		expect(t).toContain('r1c7');
		expect(t).toContain('r2c8');
		expect(key(canMigrate(ctx({ r3c5: 'A', r3c6: 'B' }), 'r3c5', 'r3c7'))).toBe('action.notAdjacent');
	});
	it('with a terrain card the arrival must be in an area of that terrain', () => {
		const l = canMigrate(ctx({ r2c5: 'A' }), 'r2c5', 'r1c5', 'steppe');
		expect(key(l)).toBe('action.wrongTerrain');
		expect(key(canMigrate(ctx({ r2c5: 'A' }), 'r2c5', 'r1c5', 'savanna'))).toBe('ok');
	});
	it('migrationPathCheck (EN reading) also checks the start and the pieces jumped over', () => {
		// a Human piece swapped into water (r2c4) next to steppe r2c5
		const occ: Occupancy = { r2c4: 'A' };
		expect(key(canMigrate(ctx(occ), 'r2c4', 'r2c5'))).toBe('ok');
		expect(key(canMigrate(ctx(occ, HUMAN_CHART, { options: { migrationPathCheck: true } }), 'r2c4', 'r2c5'))).toBe('action.startNotAdapted');
		// jump over own piece standing in water: r2c2 (forest) → over r2c3, r2c4 (water) → r2c5 (steppe)
		const occ2: Occupancy = { r2c2: 'A', r2c3: 'A', r2c4: 'A' };
		expect(key(canMigrate(ctx(occ2), 'r2c2', 'r2c5'))).toBe('ok');
		expect(key(canMigrate(ctx(occ2, HUMAN_CHART, { options: { migrationPathCheck: true } }), 'r2c2', 'r2c5'))).toBe('action.pathBlocked');
	});
});

describe('expand and attack', () => {
	const forestSmall = areaById('forest-small')!;
	const savannaSmall = areaById('savanna-small')!;
	it('expand needs expand level on the card terrain, a free cell and a reserve piece', () => {
		expect(key(canExpand(ctx({}), 'steppe', 'r2c5'))).toBe('ok');
		expect(key(canExpand(ctx({}), 'forest', 'r2c1'))).toBe('action.noAbility'); // Humans only migrate in forest
		expect(key(canExpand(ctx({}), 'steppe', 'r2c1'))).toBe('action.wrongTerrain');
		expect(key(canExpand(ctx({ r2c5: 'B' }), 'steppe', 'r2c5'))).toBe('action.spaceTaken');
		expect(key(canExpand(ctx({}, HUMAN_CHART, { reserve: 0 }), 'steppe', 'r2c5'))).toBe('action.emptyReserve');
		expect(key(canExpand(ctx({}), 'savanna', 'r4c4'))).toBe('ok'); // attack level includes expand
	});
	it('attack only in a full area, only with attack level, only on an opponent', () => {
		const full: Occupancy = {};
		savannaSmall.cells.forEach((c, i) => (full[c] = i === 0 ? 'A' : 'B'));
		const target = savannaSmall.cells[1]!;
		expect(key(canAttack(ctx(full), 'savanna', target))).toBe('ok');
		expect(key(canAttack(ctx(full), 'savanna', savannaSmall.cells[0]!))).toBe('action.ownPiece');
		const notFull = { ...full };
		delete notFull[savannaSmall.cells[2]!];
		expect(key(canAttack(ctx(notFull), 'savanna', target))).toBe('action.areaNotFull');
		const fullForest: Occupancy = {};
		forestSmall.cells.forEach((c) => (fullForest[c] = 'B'));
		expect(key(canAttack(ctx(fullForest), 'forest', forestSmall.cells[0]!))).toBe('action.noAbility');
	});
});

describe('abilities', () => {
	it('Aggression: any cell of an attack-level area, even if not full; removes the opponent', () => {
		expect(key(canAggress(ctx({ r4c4: 'B' }), 'r4c4'))).toBe('ok');
		const r = aggress(ctx({ r4c4: 'B' }), 'r4c4');
		expect(r.occ['r4c4']).toBe('A');
		expect(r.removed).toBe('B');
		expect(key(canAggress(ctx({}), 'r2c5'))).toBe('ability.noAttackLevel');
	});
	it('Mobility swaps with an opponent; only the mover must be adapted to the new cell', () => {
		const r = mobility(ctx({ r2c5: 'A', r0c3: 'B' }), 'r2c5', 'r0c3');
		expect(r.occ).toEqual({ r0c3: 'A', r2c5: 'B' });
		expect(r.swappedWith).toBe('B');
		expect(key(canMobility(ctx({ r2c5: 'A' }), 'r2c5', 'r0c0'))).toBe('ability.noAbility'); // water
	});
	it('Defense: only on an opponent’s turn, only for own pieces, once per turn per card', () => {
		const base: Parameters<typeof canDefend>[0] = { defender: 'D', activePlayer: 'A', target: 'D', owned: 1, usedThisTurn: 0 };
		expect(canDefend(base).ok).toBe(true);
		expect(key(canDefend({ ...base, activePlayer: 'D' }))).toBe('defense.ownTurn');
		expect(key(canDefend({ ...base, target: 'B' }))).toBe('defense.notTargeted');
		expect(key(canDefend({ ...base, usedThisTurn: 1 }))).toBe('defense.alreadyUsed');
		expect(canDefend({ ...base, owned: 2, usedThisTurn: 1 }).ok).toBe(true);
	});
	it('each ability copy once per turn; bought copies wait; Defense never on one’s own turn', () => {
		expect(key(canUseAbility('food', 1, 0))).toBe('ok');
		expect(key(canUseAbility('food', 1, 1))).toBe('ability.alreadyUsed');
		expect(key(canUseAbility('food', 2, 1))).toBe('ok');
		expect(key(canUseAbility('mobility', 0, 0))).toBe('ability.notOwned');
		expect(key(canUseAbility('mobility', 1, 0, 0))).toBe('ability.notYetUsable');
		expect(key(canUseAbility('defense', 1, 0))).toBe('ability.defenseOnlyOnOpponentsTurn');
	});
});

describe('property: legal moves drawn from the rules never stack two pieces on a cell, and count every piece', () => {
	const players = seats(3);
	const cells = B.cells.map((c) => c.id);
	const terrainOf = (id: string) => B.cells.find((c) => c.id === id)!.terrain;
	const level = fc.integer({ min: 0, max: 3 }) as fc.Arbitrary<0 | 1 | 2 | 3>;
	const chartArb: fc.Arbitrary<Chart> = fc.record({ water: level, steppe: level, savanna: level, forest: level, mountain: level, desert: level });
	type Move = { kind: 'expand' | 'migrate' | 'attack' | 'aggression' | 'mobility'; from?: string; to: string };
	/** Every legal move of one kind for the player, asked to the rules (can* on each cell, migrationTargets). */
	function legal(c: ActionContext, kind: Move['kind'], piece: number): Move[] {
		const own = cells.filter((id) => c.occ[id] === c.player);
		if (kind === 'expand') return cells.filter((y) => canExpand(c, terrainOf(y), y).ok).map((to) => ({ kind, to }));
		if (kind === 'attack') return cells.filter((y) => canAttack(c, terrainOf(y), y).ok).map((to) => ({ kind, to }));
		if (kind === 'aggression') return cells.filter((y) => canAggress(c, y).ok).map((to) => ({ kind, to }));
		if (!own.length) return [];
		const from = own[piece % own.length]!;
		if (kind === 'migrate') return migrationTargets(c, from).map((to) => ({ kind, from, to }));
		return cells.filter((y) => canMobility(c, from, y).ok).map((to) => ({ kind, from, to }));
	}
	const kinds = ['expand', 'migrate', 'attack', 'aggression', 'mobility'] as const;
	const RESERVE = 25;
	it('expand / migrate / attack / aggression / mobility over whole boards, with the rules’ own legal moves', () => {
		// Coverage across the runs, so a property that stops exploring fails: each kind of move made
		// many times, attacks and aggressions that removed a piece, mobility swaps, full boards.
		const made = { expand: 0, migrate: 0, attack: 0, aggression: 0, mobility: 0, removed: 0, swaps: 0 };
		fc.assert(
			fc.property(
				fc.array(chartArb, { minLength: 3, maxLength: 3 }),
				fc.array(fc.tuple(fc.nat(2), fc.nat(4), fc.nat(), fc.nat()), { minLength: 100, maxLength: 300, size: 'max' }),
				(charts, moves) => {
					let occ: Occupancy = {};
					const reserve: Record<string, number> = Object.fromEntries(players.map((p) => [p, RESERVE]));
					const lost: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]));
					for (const [pi, k, piece, pick] of moves) {
						const player = players[pi]!;
						const c: ActionContext = { board: B, occ, player, chart: charts[pi]!, reserve: reserve[player]! };
						const options = legal(c, kinds[k]!, piece);
						if (!options.length) continue;
						const m = options[pick % options.length]!;
						const before = occ;
						const r =
							m.kind === 'expand'
								? expand(c, terrainOf(m.to), m.to)
								: m.kind === 'attack'
									? attack(c, terrainOf(m.to), m.to)
									: m.kind === 'aggression'
										? aggress(c, m.to)
										: m.kind === 'migrate'
											? migrate(c, m.from!, m.to)
											: mobility(c, m.from!, m.to);
						made[m.kind]++;
						occ = r.occ;
						expect(occ[m.to]).toBe(player);
						// a piece from the reserve for expand, attack and aggression; none for migrate and mobility
						if (m.kind === 'expand' || m.kind === 'attack' || m.kind === 'aggression') reserve[player]!--;
						if (m.kind === 'attack') expect(r.removed).toBe(before[m.to]);
						if (r.removed !== undefined) {
							expect(r.removed).not.toBe(player);
							lost[r.removed]!++;
							made.removed++;
						}
						if (m.kind === 'mobility' && before[m.to] !== undefined) {
							expect(occ[m.from!]).toBe(before[m.to]);
							made.swaps++;
						}
						if (m.kind === 'migrate' || (m.kind === 'mobility' && before[m.to] === undefined)) expect(occ[m.from!]).toBeUndefined();
						const strangers = Object.values(occ).filter((v) => !players.includes(v));
						if (strangers.length) expect(strangers).toEqual([]);
					}
					// every piece on the board came from its owner's reserve and was not removed since
					for (const p of players) expect(Object.values(occ).filter((v) => v === p).length).toBe(RESERVE - reserve[p]! - lost[p]!);
				},
			),
			{ numRuns: 60 },
		);
		// about 1,800 expansions, migrations, aggressions and mobilities, 240 attacks, 600 pieces removed, 700 swaps in 60 runs
		for (const kind of kinds) expect(made[kind], kind).toBeGreaterThan(kind === 'attack' ? 80 : 500);
		expect(made.removed).toBeGreaterThan(200);
		expect(made.swaps).toBeGreaterThan(200);
	});
});
