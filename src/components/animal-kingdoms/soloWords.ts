/** The bot's turn put into words: each reason is in the snapshot (solo.ts, scoring.ts). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { BotPlay, BotTurn, Level } from '../../machines/animal-kingdoms/solo';
import type { Card } from '../../machines/animal-kingdoms/types';
import { KINGDOM_SIZES } from '../../machines/animal-kingdoms/board';
import { cardNoun, cards, kingdomNoun } from './words';

const VALUE_KEY = { size: 'solo.value.size', last: 'solo.value.last', easyFirst: 'solo.value.easyFirst', noLast: 'solo.value.noLast' } as const;

/**
 * The kingdoms the bot skips, said once per reason in the order met: « le royaume de 4 territoires, où
 * il ne reste que la capitale, puis le royaume de 6 territoires, où il vous devance déjà de deux cubes »;
 * kingdoms skipped in a row for one reason share it: « les royaumes de 4 et 5 territoires, où… »; the kingdom
 * the card has just named is « ce royaume ».
 */
export function skippedWords(t: T, skipped: readonly number[], why: readonly SkipWhy[], designated?: number): string {
	const groups: { why: SkipWhy; kingdoms: number[] }[] = [];
	skipped.forEach((k, i) => {
		const w = why[i] ?? 'full';
		const last = groups[groups.length - 1];
		if (last?.why === w) last.kingdoms.push(k);
		else groups.push({ why: w, kingdoms: [k] });
	});
	return groups
		.map((g, gi) => {
			const sizes = t.list(g.kingdoms.map((k, i) => t('solo.skip.size', { size: KINGDOM_SIZES[k]!, last: i === g.kingdoms.length - 1 ? 'yes' : 'no' }))).s;
			// the kingdom just named by the card is « ce royaume » / "that kingdom", not named twice in a row
			const here = gi === 0 && g.kingdoms[0] === designated ? 'yes' : 'no';
			return t(`solo.skip.${g.why}`, { n: g.kingdoms.length, kingdom: kingdomNoun(t, g.kingdoms[0]!), sizes, here });
		})
		.join(t('solo.skip.then'));
}

type SkipWhy = 'lead' | 'capital' | 'full';

function playWords(t: T, p: BotPlay): string[] {
	const out: string[] = [];
	const ch = p.choice;
	out.push(t(VALUE_KEY[p.by], { value: p.card.value, kingdom: kingdomNoun(t, ch.designated) }));
	if (ch.skipped.length) out.push(t('solo.skipped', { list: skippedWords(t, ch.skipped, ch.why, ch.designated) }));
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
