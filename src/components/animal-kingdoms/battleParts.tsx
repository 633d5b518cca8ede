/** The Battle widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    BattleTry never imports BattleWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import { type BattleState, reinforcement } from '../../machines/animal-kingdoms/battle';
import { Token } from '../shared/Token';
import { cardName, playerName } from './words';

export const WIDGET_ID = 'battle';

/** The fighters: their card on the table (with reinforcements), tokens, hand, and who is out or has won. */
export function BattleTable({ b, t }: { b: BattleState; t: T }) {
	const last = b.history.at(-1);
	return (
		<div class="ak-battle">
			<p class="ak-battle-title">{t('bt.panel')}</p>
			<ul class="ak-reveal ak-fighters">
				{b.fighters.map((p) => {
					const card = b.revealed?.[p];
					const plus = reinforcement(b, p);
					const shown = card
						? { name: cardName(t, card), value: card.value, plus }
						: last?.cards[p]
							? { name: '', value: last.cards[p]!.value, plus: last.cards[p]!.plus }
							: null;
					const out = b.out.includes(p);
					const won = b.result?.winners.includes(p);
					return (
						<li key={p} class={out ? 'is-out' : undefined}>
							<Token player={p} shape="square" />
							<span>
								<strong>{playerName(t, p)}</strong>
								{shown && (
									<>
										{' '}
										<span class="ak-big">{shown.plus ? `${shown.value} + ${shown.plus} = ${shown.value + shown.plus}` : shown.value}</span>
										{shown.name && <span class="sr-only">{` (${shown.name})`}</span>}
									</>
								)}
								{out && <em>{` — ${t('bt.out')}`}</em>}
								{won && <em>{` — ${t('bt.winner')}`}</em>}
								<br />
								<small>{`${t('table.tokens')} ${b.tokens[p] ?? 0} · ${t('bt.inHand', { values: b.hands[p]!.map((c) => c.value).join(', ') })}`}</small>
							</span>
						</li>
					);
				})}
			</ul>
		</div>
	);
}
