/**
 * WildLife's self-check (ready.ts), its reasons and its readings: the sentences of an area's and the
 * herds' ranking (as the tie explorer says them), and the answers under each of the site's readings
 * a question may depend on (src/data/wildlife/readings.ts), so that a question whose answer changes
 * with the reading says which one it grades by. No prose here: message keys.
 */
import type { MsgRef } from '../shared/ready';
import { type PerSeat, type Seat, seatsIn } from '../shared/seats';
import { type ActionContext, canMigrate, reachableCells } from './actions';
import type { ReadyKey } from './readyTypes';
import { AREA_POINTS, HERD_POINTS, scoreArea } from './scoring';
import { explainArea, explainHerds, tieGroups } from './ties';
import type { Terrain } from './types';

type Ref = MsgRef<ReadyKey, 'wildlife'>;

/** A player in words: the `player.<seat>` noun. */
export const player = (id: string) => ({ noun: `player.${id}` });

/**
 * The readings of WildLife's rules (src/data/wildlife/readings.ts) a question's answer may depend on:
 * the answer is computed under each; when they differ, the question says which one it grades by
 * (its prompt names the reading, `reading` links the ruling).
 */
export type WlReading = 'migration-path' | 'tie-drop-rank';

/** A prompt that names the reading its answer follows (the reading's sentence after the question). */
export const withReading = (prompt: Ref, reading: WlReading): Ref => ({
	key: 'rd.withReading',
	params: { question: { msg: prompt }, reading: { msg: { key: `rd.reading.${reading}` } } },
});

/** Where the starred piece may go with the card, under the French arrival-only reading (ours) and under the English path check. */
export function migrationAnswers(ctx: ActionContext, from: string, card: Terrain): { ours: string[]; pathChecked: string[] } {
	const under = (migrationPathCheck: boolean) => {
		const c = { ...ctx, options: { ...ctx.options, migrationPathCheck } };
		return reachableCells(c, from).filter((to) => canMigrate(c, from, to, card).ok);
	};
	return { ours: under(false), pathChecked: under(true) };
}

/**
 * The other reading of the ranks after a tie (reading tie-drop-rank): the English translation read
 * literally, "subsequent ranks drop one level". A tie between players at rank r takes the points of
 * rank r + 1 (both readings agree), and the next entry is ranked r + 2 however many were tied; ours
 * (a sports table) ranks it r + the number tied. Entries of one owner never tie with each other and
 * each takes a place (own equal herds), as in ours. Only a tie of three or more entries can differ.
 */
function literalDrop(entries: readonly { owner: Seat; value: number }[], table: readonly number[]): PerSeat<number> {
	const out: PerSeat<number> = {};
	const values = [...new Set(entries.map((e) => e.value))].filter((v) => v > 0).sort((a, b) => b - a);
	let rank = 1;
	for (const v of values) {
		const group = entries.filter((e) => e.value === v);
		const owners = new Set(group.map((e) => e.owner));
		for (const e of group) {
			const tied = group.some((o) => o.owner !== e.owner);
			out[e.owner] = (out[e.owner] ?? 0) + (table[rank - 1 + (tied ? 1 : 0)] ?? 0);
		}
		rank += owners.size > 1 ? 2 : group.length;
	}
	for (const e of entries) out[e.owner] ??= 0;
	return out;
}

/** An area's points under the other reading of ranks after a tie (a monopoly is not a ranking). */
export function literalDropArea(spaces: number, counts: PerSeat<number>): PerSeat<number> {
	const present = seatsIn(counts).filter((id) => (counts[id] ?? 0) > 0);
	if (present.length <= 1) return scoreArea({ spaces, counts });
	return literalDrop(
		present.map((owner) => ({ owner, value: counts[owner]! })),
		AREA_POINTS,
	);
}

/** The herds' points under the other reading of ranks after a tie. */
export function literalDropHerds(herds: PerSeat<number[]>): PerSeat<number> {
	return literalDrop(
		seatsIn(herds).flatMap((owner) => herds[owner]!.map((value) => ({ owner, value }))),
		HERD_POINTS,
	);
}

/** The sentences of an area's small scoring (as the tie explorer says them, src/components/wildlife/scoringWords.ts). */
export function areaReasons(spaces: number, counts: PerSeat<number>): Ref[] {
	const ex = explainArea({ spaces, counts });
	if (ex.kind === 'empty') return [];
	if (ex.kind === 'monopoly')
		return [
			ex.full
				? { key: 'sc.area.monopolyFull', params: { player: player(ex.player), spaces } }
				: { key: 'sc.area.monopoly', params: { player: player(ex.player), pieces: ex.value, spaces } },
		];
	const out: Ref[] = [];
	let bigTieAhead = false;
	for (const g of tieGroups(ex.entries)) {
		const e = g[0]!;
		const reading = bigTieAhead;
		if (g.length >= 3) bigTieAhead = true;
		if (g.length > 1)
			out.push({
				key: 'sc.area.tie',
				params: { players: { list: g.map((x) => `player.${x.player}`) }, rank: e.rank, pieces: e.value, paid: e.paidRank, points: e.points },
			});
		else
			out.push(
				e.points > 0 || e.rank <= 3
					? { key: 'sc.area.rank', params: { player: player(e.player), rank: e.rank, pieces: e.value, points: e.points } }
					: { key: 'sc.area.beyond', params: { player: player(e.player), rank: e.rank, pieces: e.value } },
			);
		if (reading) out.push({ key: 'sc.rankReading' });
	}
	return out;
}

/** The sentences of the herds' ranking (as the tie explorer says them). */
export function herdReasons(herds: PerSeat<number[]>): Ref[] {
	const out: Ref[] = [];
	let rest = false;
	let bigTieAhead = false;
	for (const g of tieGroups(explainHerds(herds))) {
		const e = g[0]!;
		const owners = [...new Set(g.map((x) => x.player))];
		const reading = bigTieAhead;
		if (owners.length > 1 && g.length >= 3) bigTieAhead = true;
		if (e.points === 0) {
			if (g.length === 1 && !rest && e.rank <= 6) out.push({ key: 'sc.herd.beyond', params: { player: player(e.player), size: e.size, rank: e.rank } });
			// A herd that scores nothing only because of a big tie ahead is placed by our reading too (review M2).
			if (reading && !rest) out.push({ key: 'sc.rankReading' });
			rest = true;
			continue;
		}
		if (owners.length > 1)
			out.push({
				key: 'sc.herd.tie',
				params: { size: e.size, rank: e.rank, players: { list: owners.map((o) => `player.${o}`) }, paid: e.paidRank, points: e.points },
			});
		else if (g.length > 1)
			out.push({ key: 'sc.herd.own', params: { player: player(e.player), count: g.length, size: e.size, rank: e.rank, points: e.points } });
		else out.push({ key: 'sc.herd.rank', params: { player: player(e.player), size: e.size, rank: e.rank, points: e.points } });
		if (reading) out.push({ key: 'sc.rankReading' });
	}
	if (rest) out.push({ key: 'sc.herd.rest' });
	return out;
}
