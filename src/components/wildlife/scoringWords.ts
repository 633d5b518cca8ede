/**
 * Sentences about scoring, shared by the tie explorer, the big and the small scoring widgets: words
 * only. Ranks, ties and points come from the rules (ties.ts) through the machines' snapshots.
 */
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/wildlife/messages';
import type { AreaExplanation, HerdEntry, RankEntry } from '../../machines/wildlife/ties';
import { tieGroups } from '../../machines/wildlife/tieGroups';
import { isFirstUnpaidPlace, isPaidPlace } from '../../machines/wildlife/paidPlaces';

import { seatEntries, type PerSeat, type Seat } from '../../machines/shared/seats';

/** A player as a sentence inserts them (a `player.<seat>` noun). */
type NameOf = (p: Seat) => Noun;

export function areaWhy(ex: AreaExplanation, spaces: number, name: NameOf, t: T): string {
	if (ex.kind === 'empty') return t('sc.area.empty');
	if (ex.kind === 'monopoly') return t(ex.full ? 'sc.area.monopolyFull' : 'sc.area.monopoly', { player: name(ex.player), pieces: ex.value, spaces });
	// After three or more players tied, the next rank is our reading (src/data/wildlife/readings.ts, tie-drop-rank).
	let bigTieAhead = false;
	return tieGroups(ex.entries)
		.map((g) => {
			const e = g[0]!;
			const reading = bigTieAhead ? ` ${t('sc.rankReading')}` : '';
			if (g.length >= 3) bigTieAhead = true;
			if (g.length > 1)
				return t('sc.area.tie', { players: t.list(g.map((x) => name(x.player))), rank: e.rank, pieces: e.value, paid: e.paidRank, points: e.points }) + reading;
			return (
				t(e.points > 0 || isPaidPlace('area', e.rank) ? 'sc.area.rank' : 'sc.area.beyond', {
					player: name(e.player),
					rank: e.rank,
					pieces: e.value,
					points: e.points,
				}) + reading
			);
		})
		.join(' ');
}

export function mostWhy(entries: RankEntry[], values: PerSeat<number>, name: NameOf, t: T): string {
	const zero = seatEntries(values)
		.filter(([, v]) => v <= 0)
		.map(([p]) => name(p));
	if (!entries.length) return t('sc.most.none');
	// After any tie, the next player's rank is our reading (src/data/wildlife/readings.ts, ties-four-two).
	let tieAhead = false;
	const parts = tieGroups(entries).map((g) => {
		const e = g[0]!;
		const reading = tieAhead ? ` ${t('sc.rankReading')}` : '';
		if (g.length > 1) tieAhead = true;
		if (g.length > 1)
			return t('sc.most.tie', { players: t.list(g.map((x) => name(x.player))), rank: e.rank, n: e.value, paid: e.paidRank, points: e.points }) + reading;
		return t(isPaidPlace('most', e.rank) ? 'sc.most.rank' : 'sc.most.beyond', { player: name(e.player), rank: e.rank, n: e.value, points: e.points }) + reading;
	});
	if (zero.length) parts.push(t('sc.most.zero', { players: t.list(zero) }));
	return parts.join(' ');
}

/** One sentence per scoring group of herds (plus the first herd out of the points), then "smaller score nothing". */
export function herdsWhy(entries: HerdEntry[], name: NameOf, t: T): string {
	if (!entries.length) return t('sc.herd.none');
	const bySize = tieGroups(entries);
	const parts: string[] = [];
	let rest = false;
	// The sentence of the first herd out of the points also says that smaller herds score nothing.
	let restSaid = false;
	// After three or more herds of different players tied, the next rank is our reading (tie-drop-rank).
	let bigTieAhead = false;
	for (const g of bySize) {
		const e = g[0]!;
		const owners = [...new Set(g.map((x) => x.player))];
		const reading = bigTieAhead ? ` ${t('sc.rankReading')}` : '';
		if (owners.length > 1 && g.length >= 3) bigTieAhead = true;
		if (e.points === 0) {
			if (g.length === 1 && !rest && (isPaidPlace('herd', e.rank) || isFirstUnpaidPlace('herd', e.rank))) {
				parts.push(t('sc.herd.beyond', { player: name(e.player), size: e.size, rank: e.rank }) + reading);
				restSaid = true;
			}
			rest = true;
			continue;
		}
		if (owners.length > 1)
			parts.push(t('sc.herd.tie', { size: e.size, rank: e.rank, players: t.list(owners.map(name)), paid: e.paidRank, points: e.points }) + reading);
		else if (g.length > 1) parts.push(t('sc.herd.own', { player: name(e.player), count: g.length, size: e.size, rank: e.rank, points: e.points }) + reading);
		else parts.push(t('sc.herd.rank', { player: name(e.player), size: e.size, rank: e.rank, points: e.points }) + reading);
	}
	if (rest && !restSaid) parts.push(t('sc.herd.rest'));
	return parts.join(' ');
}
