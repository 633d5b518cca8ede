/** The end-of-age narration put into words from a snapshot (every number comes from the machine). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { EndOfAgeContext } from '../../machines/animal-kingdoms/endOfAge.machine';
import type { KingdomResult } from '../../machines/animal-kingdoms/endOfAge';
import { cardName, kingdomName, list, names, playerName, upperFirst } from './words';

function counts(t: T, lang: Locale, cubes: Record<string, number>): string {
	const present = Object.entries(cubes)
		.filter(([, n]) => n > 0)
		.sort((a, b) => b[1] - a[1]);
	if (!present.length) return t('eoa.noCubes');
	return new Intl.ListFormat(lang, { type: 'unit', style: 'long' }).format(present.map(([p, n]) => t('eoa.counts', { player: playerName(t, p), n })));
}

/** ", second place, 3 points for …; third place, 1 point for …" for the players not in `skip`. */
function places(t: T, lang: Locale, r: KingdomResult, skip: readonly string[], onlyThird = false): string {
	const who = (pts: number) => Object.keys(r.points).filter((p) => r.points[p] === pts && !skip.includes(p) && !r.winners.includes(p));
	const parts: string[] = [];
	const second = who(3);
	if (second.length && !onlyThird) parts.push(t('eoa.second', { names: names(t, lang, second) }));
	const third = who(1);
	if (third.length) parts.push(t('eoa.third', { names: names(t, lang, third) }));
	return parts.map((p) => `${t('sep.semi')}${p}`).join('');
}

export function resultLine(t: T, lang: Locale, r: KingdomResult): string {
	const base = { kingdom: upperFirst(kingdomName(t, r.kingdom)), counts: counts(t, lang, r.cubes), tile: r.tile };
	const losers = r.leaders.filter((p) => !r.winners.includes(p));
	switch (r.how) {
		case 'empty':
			return t('eoa.result.empty', base);
		case 'majority':
			return t('eoa.result.majority', { ...base, winner: playerName(t, r.winners[0]!), places: places(t, lang, r, []) });
		case 'battle':
			return t('eoa.result.battle', { ...base, winner: playerName(t, r.winners[0]!), losers: names(t, lang, losers), nLosers: losers.length, third: places(t, lang, r, losers, true) });
		case 'perfectTie':
			return t('eoa.result.perfectTie', { ...base, winners: names(t, lang, r.winners), places: places(t, lang, r, losers) });
		case 'treatyCapital':
			return t('eoa.result.treatyCapital', { ...base, winner: playerName(t, r.winners[0]!), places: places(t, lang, r, []) });
		case 'treatyShared':
			return t('eoa.result.treatyShared', { ...base, winners: names(t, lang, r.winners), places: places(t, lang, r, []) });
	}
}


/** Every parameter an end-of-age narration may use, from one snapshot. */
export function eoaParams(t: T, lang: Locale, c: EndOfAgeContext): Record<string, string | number> {
	const last = c.results.at(-1);
	const b = c.battle;
	const p: Record<string, string | number> = {};
	if (last) p.result = resultLine(t, lang, last);
	if (c.current < c.kingdoms.length && c.battleKingdom === c.current && b && !b.result) {
		const k = c.current;
		const cubes = Object.fromEntries(c.players.map((pl) => [pl, [...c.kingdoms[k]!.territories, c.kingdoms[k]!.capital, ...c.kingdoms[k]!.councils].filter((x) => x === pl).length]));
		p.tie = t('eoa.tie', { kingdom: upperFirst(kingdomName(t, k)), counts: counts(t, lang, cubes), names: names(t, lang, b.fighters) });
	}
	if (b) {
		const cards = b.revealed
			? Object.entries(b.revealed).map(([pl, card]) => {
					const plus = (b.plus[pl] ?? 0) * 2;
					return plus ? t('eoa.cardPlus', { player: playerName(t, pl), card: cardName(t, card), total: card.value + plus }) : t('eoa.card', { player: playerName(t, pl), card: cardName(t, card) });
				})
			: [];
		p.cards = list(cards, lang);
		const h = b.history.at(-1);
		if (h && !b.result) {
			const before = b.history.length > 1 ? b.history.at(-2)!.inContention : b.fighters;
			const out = before.filter((pl) => !h.inContention.includes(pl));
			p.compare = t('eoa.compare.out', { out: names(t, lang, out), nOut: out.length, still: names(t, lang, h.inContention) });
		}
	}
	p.totals = new Intl.ListFormat(lang, { type: 'unit', style: 'long' }).format(c.players.map((pl) => t('eoa.totals', { player: playerName(t, pl), n: c.scores[pl] ?? 0 })));
	if (c.nextFirst) p.first = playerName(t, c.nextFirst);
	return p;
}
