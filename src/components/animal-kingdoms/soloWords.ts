/** The bot's turn put into words: each reason is in the snapshot (solo.ts, scoring.ts). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { BotPlay, BotTurn } from '../../machines/animal-kingdoms/solo';
import type { Locale } from '../../i18n/paths';
import { cardName, kingdomName, list } from './words';

function playWords(t: T, lang: Locale, p: BotPlay): string[] {
	const out: string[] = [];
	const ch = p.choice;
	out.push(t(p.card.value >= 4 ? 'solo.value.size' : 'solo.value.last', { value: p.card.value, kingdom: kingdomName(t, ch.designated) }));
	if (ch.skipped.length) out.push(t('solo.skipped', { list: list(ch.skipped.map((k, i) => t(`solo.skip.${ch.why[i] ?? 'full'}`, { kingdom: kingdomName(t, k) })), lang) }));
	if (ch.relaxed >= 1) out.push(t('solo.relax1'));
	if (ch.relaxed >= 2) out.push(t('solo.relax2'));
	if (ch.kingdom !== null) out.push(t(ch.capital ? 'solo.playsCapital' : 'solo.plays', { kingdom: kingdomName(t, ch.kingdom) }));
	return out;
}

/** Every sentence of the bot's last turn. */
export function botWhy(t: T, lang: Locale, turn: BotTurn | null, bonusBefore: readonly { species: string; value: number }[]): string {
	const p = botWhyParts(t, lang, turn, bonusBefore);
	return p.bonus ? `${p.first} ${p.bonus}` : p.first;
}

/** The bot's last turn in two parts: its drawn card, then its bonus card (or why none followed). */
export function botWhyParts(t: T, lang: Locale, turn: BotTurn | null, bonusBefore: readonly { species: string; value: number }[]): { first: string; bonus: string } {
	if (!turn) return { first: '', bonus: '' };
	const out: string[] = [];
	const more: string[] = [];
	if (turn.redrawn.length) out.push(t('solo.redrawn', { cards: turn.redrawn.map((c) => cardName(t, c)).join(', '), n: turn.redrawn.length }));
	const [first, ...bonus] = turn.plays;
	if (!first) return { first: [...out, t('solo.nowhere')].join(' '), bonus: '' };
	out.push(t('solo.draw', { card: cardName(t, first.card) }), ...playWords(t, lang, first));
	for (const b of bonus) {
		more.push(t('solo.bonus', { card: cardName(t, b.card), shared: b.card.species === first.card.species ? 'species' : 'value' }), ...playWords(t, lang, b));
	}
	if (!bonus.length) {
		if (turn.bonusMiss === 'level') more.push(t('solo.noBonusLevel'));
		else if (bonusBefore[0]) more.push(t('solo.noBonus', { card: cardName(t, bonusBefore[0] as never) }));
	}
	return { first: out.join(' '), bonus: more.join(' ') };
}
