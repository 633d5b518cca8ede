/** The battle narration put into words from a snapshot. */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { BattleState } from '../../machines/animal-kingdoms/battle';
import { compareWords, revealWords } from './revealWords';
import { playerNoun, players } from './words';

export function btParams(t: T, b: BattleState): Record<string, string | number> {
	const p: Record<string, string | number> = {};
	if (b.revealed) {
		p.reveal = revealWords(t, b);
		const totals = Object.entries(b.revealed).map(([pl, card]) => card.value + (b.plus[pl] ?? 0) * 2);
		p.total = Math.max(...totals);
	}
	const h = b.history.at(-1);
	if (h) p.compare = compareWords(t, b);
	if (b.result && h) {
		if (b.result.winners.length > 1) p.result = t('bt.result.share', { winners: players(t, b.result.winners) });
		else {
			const w = b.result.winners[0]!;
			const won = h.cards[w]!;
			const oneBeatsEight = won.value + won.plus === 1;
			p.result = t('bt.result.win', { winner: playerNoun(t, w), why: oneBeatsEight ? t('bt.why.one') : '', losers: players(t, b.result.losers) });
		}
	}
	return p;
}
