/** A battle's reveals and compares put into words (the battle and end-of-age widgets share them). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import { type BattleState, reinforcement } from '../../machines/animal-kingdoms/battle';
import { cardNoun, playerNoun, players } from './words';
import { seatEntries } from '../../machines/shared/seats';

/** « Abdel révèle une abeille 2, Stéphanie un tigre 6, renforcé à 8, et Carla un lézard 6 ». */
export function revealWords(t: T, b: BattleState): string {
	const items = seatEntries(b.revealed ?? {}).map(([pl, card], i) => {
		const plus = reinforcement(b, pl);
		const p = { player: playerNoun(t, pl), card: cardNoun(t, card), total: card.value + plus };
		if (i === 0) return plus ? t('eoa.cardPlus.first', p) : t('eoa.card.first', p);
		return plus ? t('eoa.cardPlus', p) : t('eoa.card', p);
	});
	return t.list(items).s;
}

/** After a compare: who is out, who is still tied (nobody out: everyone reveals again). */
export function compareWords(t: T, b: BattleState): string {
	const h = b.history.at(-1);
	if (!h) return '';
	const before = b.history.length > 1 ? b.history.at(-2)!.inContention : b.fighters;
	const out = before.filter((pl) => !h.inContention.includes(pl));
	const still = players(t, h.inContention);
	return out.length ? t('eoa.compare.out', { out: players(t, out), still }) : t('eoa.compare.tie', { still });
}
