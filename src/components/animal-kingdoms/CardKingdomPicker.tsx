/** The try-it modes' two pickers: a card of the player's hand and a kingdom (the age and solo try-its). */
import { useState } from 'preact/hooks';
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Card } from '../../machines/animal-kingdoms/types';
import { KINGDOM_COUNT } from '../../machines/animal-kingdoms/board';
import { cardName, kingdomName, upperFirst } from './words';

/** The picked card (kept inside the hand as it shrinks) and kingdom. */
export function useCardKingdom(hand: readonly Card[]) {
	const [card, setCard] = useState(0);
	const [kingdom, setKingdom] = useState(0);
	const ci = Math.min(card, Math.max(0, hand.length - 1));
	return { ci, kingdom, setCard, setKingdom };
}

interface Props {
	t: T;
	/** The player whose hand it is, as named in the card label. */
	player: string;
	hand: readonly Card[];
	pick: ReturnType<typeof useCardKingdom>;
}

export function CardKingdomPicker({ t, player, hand, pick }: Props) {
	return (
		<div class="ak-try-row">
			<label>
				{t('age.try.card', { player })}
				<select value={String(pick.ci)} onChange={(e) => pick.setCard(Number((e.target as HTMLSelectElement).value))}>
					{hand.map((x, i) => (
						<option value={String(i)} key={i}>
							{cardName(t, x)}
						</option>
					))}
				</select>
			</label>
			<label>
				{t('age.try.kingdom')}
				<select value={String(pick.kingdom)} onChange={(e) => pick.setKingdom(Number((e.target as HTMLSelectElement).value))}>
					{Array.from({ length: KINGDOM_COUNT }, (_, i) => (
						<option value={String(i)} key={i}>
							{upperFirst(kingdomName(t, i))}
						</option>
					))}
				</select>
			</label>
		</div>
	);
}
