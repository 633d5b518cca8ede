/** The bot's turn put into words: each reason is in the snapshot (solo.ts, scoring.ts). */
import type { T } from '../../i18n/format';
import type { BotPlay, BotTurn } from '../../machines/animal-kingdoms/solo';
import { cardName, kingdomName } from './words';

function playWords(t: T, p: BotPlay): string[] {
	const out: string[] = [];
	const ch = p.choice;
	out.push(t(p.card.value >= 4 ? 'solo.value.size' : 'solo.value.last', { value: p.card.value, kingdom: kingdomName(t, ch.designated) }));
	ch.skipped.forEach((k, i) => out.push(t(`solo.skip.${ch.why[i]}`, { kingdom: kingdomName(t, k) })));
	if (ch.relaxed >= 1) out.push(t('solo.relax1'));
	if (ch.relaxed >= 2) out.push(t('solo.relax2'));
	if (ch.kingdom !== null) out.push(t(ch.capital ? 'solo.playsCapital' : 'solo.plays', { kingdom: kingdomName(t, ch.kingdom) }));
	return out;
}

/** Every sentence of the bot's last turn. */
export function botWhy(t: T, turn: BotTurn | null, bonusBefore: readonly { species: string; value: number }[]): string {
	if (!turn) return '';
	const out: string[] = [];
	if (turn.redrawn.length) out.push(t('solo.redrawn', { cards: turn.redrawn.map((c) => cardName(t, c)).join(', '), n: turn.redrawn.length }));
	const [first, ...bonus] = turn.plays;
	if (!first) return [...out, t('solo.nowhere')].join(' ');
	out.push(t('solo.draw', { card: cardName(t, first.card) }), ...playWords(t, first));
	for (const b of bonus) {
		out.push(t('solo.bonus', { card: cardName(t, b.card), shared: b.card.species === first.card.species ? 'species' : 'value' }), ...playWords(t, b));
	}
	if (!bonus.length) {
		if (turn.bonusMiss === 'level') out.push(t('solo.noBonusLevel'));
		else if (bonusBefore[0]) out.push(t('solo.noBonus', { card: cardName(t, bonusBefore[0] as never) }));
	}
	return out.join(' ');
}
