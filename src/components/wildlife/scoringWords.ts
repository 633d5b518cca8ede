/**
 * Sentences about scoring, shared by the tie explorer, the big and the small scoring widgets: words
 * only. Ranks, ties and points come from the rules (ties.ts) through the machines' snapshots.
 */
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { tieGroups, type AreaExplanation, type HerdEntry, type RankEntry } from '../../machines/wildlife/ties';
import type { PlayerId } from '../../machines/wildlife/types';

export function ordinal(n: number, lang: Locale): string {
	if (lang === 'fr') return n === 1 ? '1er' : `${n}e`;
	const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
	return `${n}${s}`;
}

/** "1 pion" / "2 pions", "0 point" (fr) / "0 points" (en): `qty.<word>.one|other` by the language's plural rule. */
export function qty(t: T, lang: Locale, word: 'piece' | 'point', n: number): string {
	return t(`qty.${word}.${new Intl.PluralRules(lang).select(n) === 'one' ? 'one' : 'other'}`, { n });
}

export function joinNames(names: string[], t: T): string {
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')}${t('sc.and')}${names[names.length - 1]}`;
}

type NameOf = (p: PlayerId) => string;

export function areaWhy(ex: AreaExplanation, spaces: number, name: NameOf, t: T, lang: Locale): string {
	if (ex.kind === 'empty') return t('sc.area.empty');
	if (ex.kind === 'monopoly') return t(ex.full ? 'sc.area.monopolyFull' : 'sc.area.monopoly', { player: name(ex.player), n: ex.value, pieces: qty(t, lang, 'piece', ex.value), spaces });
	return tieGroups(ex.entries)
		.map((g) => {
			const e = g[0]!;
			if (g.length > 1)
				return t('sc.area.tie', { players: joinNames(g.map((x) => name(x.player)), t), rank: ordinal(e.rank, lang), n: e.value, pieces: qty(t, lang, 'piece', e.value), paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) });
			return t(e.points > 0 || e.rank <= 3 ? 'sc.area.rank' : 'sc.area.beyond', { player: name(e.player), rank: ordinal(e.rank, lang), n: e.value, pieces: qty(t, lang, 'piece', e.value), points: e.points, pts: qty(t, lang, 'point', e.points) });
		})
		.join(' ');
}

export function mostWhy(entries: RankEntry[], values: Record<PlayerId, number>, name: NameOf, t: T, lang: Locale): string {
	const zero = Object.entries(values)
		.filter(([, v]) => v <= 0)
		.map(([p]) => name(p));
	if (!entries.length) return t('sc.most.none');
	const parts = tieGroups(entries).map((g) => {
		const e = g[0]!;
		if (g.length > 1)
			return t('sc.most.tie', { players: joinNames(g.map((x) => name(x.player)), t), rank: ordinal(e.rank, lang), n: e.value, paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) });
		return t(e.rank <= 2 ? 'sc.most.rank' : 'sc.most.beyond', { player: name(e.player), rank: ordinal(e.rank, lang), n: e.value, points: e.points, pts: qty(t, lang, 'point', e.points) });
	});
	if (zero.length) parts.push(t('sc.most.zero', { players: joinNames(zero, t) }));
	return parts.join(' ');
}

/** One sentence per scoring group of herds (plus the first herd out of the points), then "smaller score nothing". */
export function herdsWhy(entries: HerdEntry[], name: NameOf, t: T, lang: Locale): string {
	if (!entries.length) return t('sc.herd.none');
	const bySize = tieGroups(entries);
	const parts: string[] = [];
	let rest = false;
	for (const g of bySize) {
		const e = g[0]!;
		if (e.points === 0) {
			if (g.length === 1 && !rest && e.rank <= 6) parts.push(t('sc.herd.beyond', { player: name(e.player), size: e.size, rank: ordinal(e.rank, lang) }));
			rest = true;
			continue;
		}
		const owners = [...new Set(g.map((x) => x.player))];
		if (owners.length > 1)
			parts.push(t('sc.herd.tie', { size: e.size, rank: ordinal(e.rank, lang), players: joinNames(owners.map(name), t), paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) }));
		else if (g.length > 1) parts.push(t('sc.herd.own', { player: name(e.player), count: g.length, size: e.size, rank: ordinal(e.rank, lang), points: e.points }));
		else parts.push(t('sc.herd.rank', { player: name(e.player), size: e.size, rank: ordinal(e.rank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) }));
	}
	if (rest) parts.push(t('sc.herd.rest'));
	return parts.join(' ');
}
