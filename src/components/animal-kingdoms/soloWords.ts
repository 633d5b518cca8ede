/** The bot's turn put into words: each reason is in the snapshot (solo.ts, scoring.ts). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { BotPlay, BotTurn, Level } from '../../machines/animal-kingdoms/solo';
import type { Card } from '../../machines/animal-kingdoms/types';
import { cardNoun, cards, kingdomNoun } from './words';

const VALUE_KEY = { size: 'solo.value.size', last: 'solo.value.last', easyFirst: 'solo.value.easyFirst', noLast: 'solo.value.noLast' } as const;

function playWords(t: T, p: BotPlay): string[] {
	const out: string[] = [];
	const ch = p.choice;
	out.push(t(VALUE_KEY[p.by], { value: p.card.value, kingdom: kingdomNoun(t, ch.designated) }));
	if (ch.skipped.length)
		out.push(t('solo.skipped', { list: t.list(ch.skipped.map((k, i) => t(`solo.skip.${ch.why[i] ?? 'full'}`, { kingdom: kingdomNoun(t, k) }))).s }));
	if (ch.relaxed >= 1) out.push(t('solo.relax1'));
	if (ch.relaxed >= 2) out.push(t('solo.relax2'));
	if (ch.kingdom !== null) out.push(t(ch.capital ? 'solo.playsCapital' : 'solo.plays', { kingdom: kingdomNoun(t, ch.kingdom) }));
	return out;
}

/** Every sentence of the bot's last turn. */
export function botWhy(t: T, turn: BotTurn | null, bonusBefore: readonly Card[], level?: Level): string {
	const p = botWhyParts(t, turn, bonusBefore, level);
	return p.bonus ? `${p.first} ${p.bonus}` : p.first;
}

/** The bot's last turn in two parts: its drawn card, then its bonus card (or why none followed). */
export function botWhyParts(t: T, turn: BotTurn | null, bonusBefore: readonly Card[], level?: Level): { first: string; bonus: string } {
	if (!turn) return { first: '', bonus: '' };
	const out: string[] = [];
	const more: string[] = [];
	if (turn.redrawn.length) out.push(t('solo.redrawn', { cards: cards(t, turn.redrawn) }));
	const [first, ...bonus] = turn.plays;
	if (!first) return { first: [...out, t('solo.nowhere')].join(' '), bonus: '' };
	out.push(t('solo.draw', { card: cardNoun(t, first.card) }), ...playWords(t, first));
	if (turn.bonusChoice) more.push(t('solo.bonusChoice'));
	for (const b of bonus) {
		more.push(t('solo.bonus', { card: cardNoun(t, b.card), shared: b.card.species === first.card.species ? 'species' : 'value' }), ...playWords(t, b));
	}
	if (!bonus.length) {
		if (turn.bonusMiss === 'level') more.push(t('solo.noBonusLevel'));
		else if (bonusBefore.length > 1) more.push(t('solo.noBonusTwo', { cards: cards(t, bonusBefore) }));
		else if (bonusBefore[0]) more.push(t(level === 'medium' ? 'solo.noBonusMedium' : 'solo.noBonus', { card: cardNoun(t, bonusBefore[0]) }));
	}
	return { first: out.join(' '), bonus: more.join(' ') };
}
