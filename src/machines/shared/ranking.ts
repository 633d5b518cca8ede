/**
 * Ranking with ties, for every game's scoring. Two steps, each with a named policy:
 *
 * 1. `rankWithTies` puts entries into groups of equal score, best first, and numbers the groups:
 *    - 'competition' (the usual sporting ranking): a group's rank is 1 + the number of entries
 *      ahead of it — two tied first, the next is third ("1, 1, 3");
 *    - 'dense': a group's rank is 1 + the number of groups ahead — two tied first, the next is
 *      second ("1, 1, 2").
 * 2. `placePoints` pays each entry from a table of points by place (table[0] = 1st place):
 *    - 'shared': tied entries all take their rank's points;
 *    - 'nextPlace': an entry tied with another owner's entry takes the points of the place after its
 *      rank (WildLife: two players tied first both take second place's points). Entries of one
 *      owner never tie with each other (WildLife herds of the same player).
 */

export type RankPolicy = 'competition' | 'dense';

export interface RankedGroup<T> {
	/** 1 for the best group; see RankPolicy */
	rank: number;
	score: number;
	/** the group's entries, in input order */
	entries: T[];
}

export interface RankOptions<T = unknown> {
	/** default 'competition' */
	policy?: RankPolicy;
	/** 'high' (default): the highest score is best; 'low': the lowest is (last on a score track) */
	best?: 'high' | 'low';
	/**
	 * Tie-breaks, in order, for entries of equal score: the higher value goes ahead (negate a value
	 * where fewer is better). Entries equal on the score and on every tie-break stay tied.
	 */
	then?: readonly ((entry: T) => number)[];
}

/** Entries grouped by equal score, best group first, each with its rank. */
export function rankWithTies<T>(entries: Iterable<T>, score: (entry: T) => number, options: RankOptions<T> = {}): RankedGroup<T>[] {
	const policy = options.policy ?? 'competition';
	const sign = options.best === 'low' ? 1 : -1;
	const keys = [score, ...(options.then ?? [])];
	const keyed = [...entries].map((entry, i) => ({ entry, i, k: keys.map((key) => key(entry)) }));
	const order = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number => {
		for (let j = 0; j < keys.length; j++) {
			// Equal values (Infinity included: Infinity - Infinity is NaN) are a tie on this key.
			if (a.k[j] === b.k[j]) continue;
			return (j === 0 ? sign : -1) * (a.k[j]! > b.k[j]! ? 1 : -1);
		}
		return 0;
	};
	// Stable: tied entries keep their input order.
	keyed.sort((a, b) => order(a, b) || a.i - b.i);
	const groups: { score: number; entries: T[]; first: (typeof keyed)[number] }[] = [];
	for (const e of keyed) {
		const last = groups.at(-1);
		if (last && order(last.first, e) === 0) last.entries.push(e.entry);
		else groups.push({ score: e.k[0]!, entries: [e.entry], first: e });
	}
	let ahead = 0;
	return groups.map((g, i) => {
		const rank = policy === 'dense' ? i + 1 : ahead + 1;
		ahead += g.entries.length;
		return { rank, score: g.score, entries: g.entries };
	});
}

/** The best group's entries (all tied leaders, or the tied last with best: 'low'); [] when there are none. */
export function leaders<T>(entries: Iterable<T>, score: (entry: T) => number, best: 'high' | 'low' = 'high'): T[] {
	return rankWithTies(entries, score, { best })[0]?.entries ?? [];
}

export type TiePayout = 'shared' | 'nextPlace';

export interface PlaceOptions<T> {
	ties: TiePayout;
	/** who an entry belongs to (default: the entry itself); entries of one owner do not tie with each other */
	owner?: (entry: T) => unknown;
}

export interface Placed<T> {
	entry: T;
	score: number;
	rank: number;
	/** entries of other owners with the same score ([] when not tied) */
	tiedWith: T[];
	/** the place whose points the entry takes: its rank, or rank + 1 when 'nextPlace' and tied */
	paidRank: number;
	/** table[paidRank - 1], or 0 beyond the table */
	points: number;
}

/** Every entry of the groups, best first, with its place and points from `table`. */
export function placePoints<T>(groups: readonly RankedGroup<T>[], table: readonly number[], options: PlaceOptions<T>): Placed<T>[] {
	const owner = options.owner ?? ((e: T) => e);
	return groups.flatMap((g) =>
		g.entries.map((entry) => {
			const mine = owner(entry);
			const tiedWith = g.entries.filter((o) => owner(o) !== mine);
			const paidRank = g.rank + (options.ties === 'nextPlace' && tiedWith.length > 0 ? 1 : 0);
			return { entry, score: g.score, rank: g.rank, tiedWith, paidRank, points: table[paidRank - 1] ?? 0 };
		}),
	);
}
