/**
 * Ties, explained: who stands where in an area, among the herds and in a 4/2 category, and which
 * place's points each entry takes: the rules' own places (scoring.ts rankPlaces / herdPlaces, built on
 * the shared ranking), the same ones scoreArea / scoreHerds / scoreMost add up.
 * Used by the tie explorer and the big-scoring walk to write a sentence per line. No prose here.
 */
import { herdPlaces, rankPlaces, scoreArea, scoreHerds, scoreMost, type HerdPlace, type Place } from './categories';
import { AREA_POINTS, MOST_POINTS } from './paidPlaces';

import { seatEntries, type PerSeat, type Seat } from '../shared/seats';
// In a module of their own, so that a widget wording ties loads no rule.
export { TIE_PLAYERS, tieGroups } from './tieGroups';

/** One player's place in an area or a 4/2 category (the rules' own Place). */
export type RankEntry = Place;

export type AreaExplanation =
	| { kind: 'empty' }
	| { kind: 'monopoly'; full: boolean; player: Seat; value: number; points: number }
	| { kind: 'ranked'; entries: RankEntry[] };

export function explainArea(area: { spaces: number; counts: PerSeat<number> }): AreaExplanation {
	const present = seatEntries(area.counts).filter(([, n]) => n > 0);
	if (present.length === 0) return { kind: 'empty' };
	if (present.length === 1) {
		const [player, value] = present[0]!;
		return { kind: 'monopoly', full: value >= area.spaces, player, value, points: scoreArea(area)[player] ?? 0 };
	}
	return { kind: 'ranked', entries: rankPlaces(area.counts, AREA_POINTS) };
}

export function explainMost(values: PerSeat<number>): RankEntry[] {
	return rankPlaces(values, MOST_POINTS);
}

/** One herd's place (the rules' HerdPlace), with its size under its own name. */
export interface HerdEntry extends HerdPlace {
	size: number;
}

/** Every herd, largest first, with its place and its points (from the rules' herdPlaces). */
export function explainHerds(herds: PerSeat<number[]>): HerdEntry[] {
	return herdPlaces(herds)
		.map((h) => ({ ...h, size: h.value }))
		.sort((a, b) => b.size - a.size || a.player.localeCompare(b.player));
}

/** The three explanations and the points of one tie-explorer position. */
export interface TieState {
	spaces: number;
	counts: PerSeat<number>;
	herds: PerSeat<number[]>;
	most: PerSeat<number>;
}

export interface TieOutcome {
	points: { area: PerSeat<number>; herds: PerSeat<number>; most: PerSeat<number> };
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
	};
}
