/** The battle narration put into words from a snapshot. */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { BattleState } from '../../machines/animal-kingdoms/battle';
import { cardName, list, names, playerName } from './words';

export function btParams(t: T, lang: Locale, b: BattleState): Record<string, string | number> {
	const p: Record<string, string | number> = {};
	const units = (xs: string[]) => list(xs, lang);
	if (b.revealed) {
		p.cards = units(Object.entries(b.revealed).map(([pl, card]) => t('eoa.card', { player: playerName(t, pl), card: cardName(t, card) })));
		const totals = Object.entries(b.revealed).map(([pl, card]) => card.value + (b.plus[pl] ?? 0) * 2);
		p.total = Math.max(...totals);
	}
	const h = b.history.at(-1);
	if (h) {
		const before = b.history.length > 1 ? b.history.at(-2)!.inContention : b.fighters;
		const out = before.filter((pl) => !h.inContention.includes(pl));
		p.compare = out.length
			? t('eoa.compare.out', { out: names(t, lang, out), nOut: out.length, still: names(t, lang, h.inContention) })
			: t('eoa.compare.tie', { still: names(t, lang, h.inContention) });
	}
	if (b.result && h) {
		if (b.result.winners.length > 1) p.result = t('bt.result.share', { winners: names(t, lang, b.result.winners) });
		else {
			const w = b.result.winners[0]!;
			const won = h.cards[w]!;
			const oneBeatsEight = won.value + won.plus === 1;
			p.result = t('bt.result.win', { winner: playerName(t, w), why: oneBeatsEight ? t('bt.why.one') : '', losers: names(t, lang, b.result.losers), n: b.result.losers.length });
		}
	}
	return p;
}
