/**
 * The end of an age (rulings.md R16–R24, SM-R3, SM-R5): kingdoms are scored one by one from the
 * smallest, clockwise. The most cubes (territories, capital and councils) score the kingdom's
 * leftmost majority tile, which is removed; second 3, third 1 (scoreKingdom). A tie for the most
 * is settled by a battle (battle.ts), or under the peace treaty by the capital. After ages I and II,
 * each capital cube moves to a free council of its kingdom, and every other cube goes back.
 */
import type { PerSeat, Seat } from '../shared/seats';
import { type KingdomSpaces, cubeCounts } from './board';
import { majorityLeaders, peaceTreatyWinners, scoreKingdom } from './scoring';

export type HowSettled = 'empty' | 'majority' | 'battle' | 'perfectTie' | 'treatyCapital' | 'treatyShared';

export interface KingdomResult {
	kingdom: number;
	tile: number;
	cubes: PerSeat<number>;
	leaders: Seat[];
	winners: Seat[];
	points: PerSeat<number>;
	how: HowSettled;
}

/** Cubes of every player in kingdom k (0 for players without any). */
export function kingdomCubes(players: readonly Seat[], k: KingdomSpaces): PerSeat<number> {
	const counts = cubeCounts(k);
	return Object.fromEntries(players.map((p) => [p, counts[p] ?? 0]));
}

/** Scores one kingdom once any tie is settled (`tieWinners` from a battle; ignored under the treaty). */
export function settleKingdom(s: {
	players: readonly Seat[];
	kingdom: number;
	spaces: KingdomSpaces;
	tile: number;
	treaty: boolean;
	tieWinners?: Seat[];
	/** the other reading of places after a shared tile (ruling perfect-tie-places); ours is 'second' */
	afterSharedTile?: 'second' | 'third';
}): KingdomResult {
	const { spaces, ...rest } = s;
	return settleCounts({ ...rest, cubes: kingdomCubes(s.players, spaces), capital: spaces.capital });
}

/**
 * The same on counts (a score sheet knows each player's cubes and who holds the capital, not the
 * board): one kingdom scored once any tie is settled.
 */
export function settleCounts(s: {
	kingdom: number;
	cubes: PerSeat<number>;
	capital: Seat | null;
	tile: number;
	treaty: boolean;
	tieWinners?: Seat[];
	afterSharedTile?: 'second' | 'third';
}): KingdomResult {
	const cubes = s.cubes;
	const leaders = majorityLeaders(cubes);
	let winners = leaders;
	let how: HowSettled = leaders.length === 0 ? 'empty' : 'majority';
	if (leaders.length > 1) {
		if (s.treaty) {
			winners = peaceTreatyWinners(leaders, s.capital);
			how = winners.length === 1 ? 'treatyCapital' : 'treatyShared';
		} else {
			winners = s.tieWinners ?? [];
			how = winners.length > 1 ? 'perfectTie' : 'battle';
		}
	}
	const points = scoreKingdom({
		cubes,
		tile: s.tile,
		...(leaders.length > 1 ? { tieWinners: winners } : {}),
		...(s.afterSharedTile ? { afterSharedTile: s.afterSharedTile } : {}),
	});
	return { kingdom: s.kingdom, tile: s.tile, cubes, leaders, winners, points, how };
}

/** Does kingdom k need a battle (a tie for the most cubes, and no peace treaty)? */
export function needsBattle(players: readonly Seat[], spaces: KingdomSpaces, treaty: boolean): Seat[] | null {
	const leaders = majorityLeaders(kingdomCubes(players, spaces));
	return !treaty && leaders.length > 1 ? leaders : null;
}

/**
 * Between ages: a cube on a capital moves to a free council of the same kingdom (after ages I and
 * II), council cubes stay, every other cube goes back to its owner.
 */
export function prepareNextAge(kingdoms: readonly KingdomSpaces[], age: number): KingdomSpaces[] {
	return kingdoms.map((k) => {
		const councils = [...k.councils];
		if (k.capital && age < 3) {
			const free = councils.indexOf(null);
			if (free >= 0) councils[free] = k.capital;
		}
		return { territories: k.territories.map(() => null), capital: null, councils };
	});
}
