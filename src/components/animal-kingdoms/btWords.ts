/** The battle narration put into words from a snapshot. */
import type { T } from '../../i18n/animal-kingdoms/messages';
import { type BattleState, onTable } from '../../machines/animal-kingdoms/battle';
import { strength, winsAsOne } from '../../machines/animal-kingdoms/scoring';
import { compareWords, revealWords } from './revealWords';
import { playerNoun, players } from './words';

export function btParams(t: T, b: BattleState): Record<string, string | number> {
	const p: Record<string, string | number> = {};
	if (b.revealed) {
		p.reveal = revealWords(t, b);
		p.total = Math.max(...Object.values(onTable(b)).map(strength));
	}
	const h = b.history.at(-1);
	if (h) p.compare = compareWords(t, b);
	if (b.result && h) {
		if (b.result.winners.length > 1) p.result = t('bt.result.share', { winners: players(t, b.result.winners) });
		else {
			const w = b.result.winners[0]!;
			p.result = t('bt.result.win', { winner: playerNoun(t, w), why: winsAsOne(h.cards, w) ? t('bt.why.one') : '', losers: players(t, b.result.losers) });
		}
	}
	return p;
}
