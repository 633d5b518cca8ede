/** The Solo widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    SoloTry never imports SoloWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import { BOT, YOU } from '../../machines/animal-kingdoms/solo';
import type { SoloContext } from '../../machines/animal-kingdoms/solo.machine';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { cardName, playerName } from './words';

export const WIDGET_ID = 'solo-bot';
export function SoloBoard({ c, t }: { c: SoloContext; t: T; lang?: Locale }) {
	const played = c.botTurn?.plays.at(-1)?.choice.kingdom ?? null;
	return (
		<KingdomsBoard
			t={t}
			highlights
			kingdoms={c.kingdoms}
			columns={c.columns}
			current={played}
			decree={(k) => decreeText(t, c.decrees[k]!)}
			nameOf={(p) => (p === BOT ? t('solo.bot') : playerName(t, p))}
		/>
	);
}

/** Whose turn and the cubes left (what changes every turn, first), your face-up hand, the bot's bonus card(s), the level. */
export function SoloSide({ c, t }: { c: SoloContext; t: T }) {
	return (
		<div class="ak-side">
			<p class="ak-note">{c.current === null ? t('solo.turn.over') : c.current === BOT ? t('solo.turn.bot') : t('solo.turn.you')}</p>
			<p class="ak-note">{`${playerName(t, YOU)} ${c.cubes[YOU] ?? 0} · ${t('solo.bot')} ${c.cubes[BOT] ?? 0} (${t('table.cubes')})`}</p>
			<p class="ak-note">{`${t('solo.yourHand')} — ${(c.hands.A ?? []).map((x) => cardName(t, x)).join(', ')}`}</p>
			<p class="ak-note">{`${t('solo.bonusCard')} — ${c.bonus.length ? c.bonus.map((x) => cardName(t, x)).join(', ') : t('solo.bonusNone')} · ${t('solo.level')} — ${t(`solo.level.${c.level}`)}`}</p>
		</div>
	);
}
