/** Ties, as data a widget words without loading the scoring rules (ties.ts re-exports both). */

/** The players of the tie explorer. */
export const TIE_PLAYERS = ['A', 'B', 'C', 'D'] as const;

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
