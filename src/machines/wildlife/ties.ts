/**
 * Ties, explained: who stands where in an area, among the herds and in a 4/2 category, and which
 * place's points each entry takes. Ranks follow the rules' own tie rule (`paidPlace` in scoring.ts,
 * the one function scoreArea / scoreHerds / scoreMost use), and the points are the rules' own.
 * Used by the tie explorer and the big-scoring walk to write a sentence per line. No prose here.
 */
import { HERD_POINTS, paidPlace, pointsAt, scoreArea, scoreHerds, scoreMost } from './scoring';
import type { PlayerId } from './types';

export interface RankEntry {
	player: PlayerId;
	value: number;
	/** 1 + entries strictly ahead */
	rank: number;
	/** other players with the same value (empty when not tied) */
	tiedWith: PlayerId[];
	/** the rank whose points this entry takes (rank, or rank + 1 when tied) */
	paidRank: number;
	points: number;
}

export type AreaExplanation =
	| { kind: 'empty' }
	| { kind: 'monopoly'; full: boolean; player: PlayerId; value: number; points: number }
	| { kind: 'ranked'; entries: RankEntry[] };

function ranked(values: Record<PlayerId, number>, points: Record<PlayerId, number>): RankEntry[] {
	const present = Object.entries(values).filter(([, v]) => v > 0);
	return present
		.map(([player, value]) => {
			const ahead = present.filter(([, w]) => w > value).length;
			const tiedWith = present.filter(([q, w]) => w === value && q !== player).map(([q]) => q);
			return { player, value, rank: ahead + 1, tiedWith, paidRank: paidPlace(ahead, tiedWith.length > 0), points: points[player] ?? 0 };
		})
		.sort((a, b) => b.value - a.value);
}

export function explainArea(area: { spaces: number; counts: Record<PlayerId, number> }): AreaExplanation {
	const points = scoreArea(area);
	const present = Object.entries(area.counts).filter(([, n]) => n > 0);
	if (present.length === 0) return { kind: 'empty' };
	if (present.length === 1) {
		const [player, value] = present[0]!;
		return { kind: 'monopoly', full: value >= area.spaces, player, value, points: points[player] ?? 0 };
	}
	return { kind: 'ranked', entries: ranked(area.counts, points) };
}

export function explainMost(values: Record<PlayerId, number>): RankEntry[] {
	return ranked(values, scoreMost(values));
}

export interface HerdEntry {
	player: PlayerId;
	size: number;
	rank: number;
	/** other players owning a herd of this size */
	tiedWith: PlayerId[];
	/** how many herds of this size the same player owns (they do not tie with each other) */
	ownSame: number;
	paidRank: number;
	points: number;
}

/** Every herd, largest first, with its place and its points (the rules' herd table at its paid place). */
export function explainHerds(herds: Record<PlayerId, number[]>): HerdEntry[] {
	const all = Object.entries(herds).flatMap(([player, sizes]) => sizes.filter((s) => s > 0).map((size) => ({ player, size })));
	return all
		.map(({ player, size }) => {
			const ahead = all.filter((o) => o.size > size).length;
			const tiedWith = [...new Set(all.filter((o) => o.size === size && o.player !== player).map((o) => o.player))];
			const ownSame = all.filter((o) => o.size === size && o.player === player).length;
			const paidRank = paidPlace(ahead, tiedWith.length > 0);
			return { player, size, rank: ahead + 1, tiedWith, ownSame, paidRank, points: pointsAt(HERD_POINTS, paidRank) };
		})
		.sort((a, b) => b.size - a.size || a.player.localeCompare(b.player));
}

/** Entries sharing a place, in ranking order: one group per value (a group of one is not a tie). */
export function tieGroups<E extends { rank: number }>(entries: readonly E[]): E[][] {
	const out: E[][] = [];
	for (const e of entries) {
		const last = out[out.length - 1];
		if (last && last[0]!.rank === e.rank) last.push(e);
		else out.push([e]);
	}
	return out;
}

/** The three explanations and the points of one tie-explorer position. */
export interface TieState {
	spaces: number;
	counts: Record<PlayerId, number>;
	herds: Record<PlayerId, number[]>;
	most: Record<PlayerId, number>;
}

export interface TieOutcome {
	points: { area: Record<PlayerId, number>; herds: Record<PlayerId, number>; most: Record<PlayerId, number> };
	area: AreaExplanation;
	herds: HerdEntry[];
	most: RankEntry[];
}

export function explainTies(s: TieState): TieOutcome {
	return {
		points: { area: scoreArea({ spaces: s.spaces, counts: s.counts }), herds: scoreHerds(s.herds), most: scoreMost(s.most) },
		area: explainArea({ spaces: s.spaces, counts: s.counts }),
		herds: explainHerds(s.herds),
		most: explainMost(s.most),
	}
}
