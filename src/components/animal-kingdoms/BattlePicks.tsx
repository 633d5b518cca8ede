/** A battle's secret picks in the try-it modes: one card per player in contention, then Reveal (battle and end-of-age try-its). */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { BattleState } from '../../machines/animal-kingdoms/battle';
import { cardName, playerNoun } from './words';
import type { PerSeat, Seat } from '../../machines/shared/seats';

interface Props {
	t: T;
	b: BattleState;
	onReveal: (picks: PerSeat<number>) => void;
	/** More buttons for the same row. */
	children?: ComponentChildren;
}

export function BattlePicks({ t, b, onReveal, children }: Props) {
	const [picks, setPicks] = useState<PerSeat<number>>({});
	const pick = (p: Seat) => Math.min(picks[p] ?? 0, Math.max(0, (b.hands[p]?.length ?? 1) - 1));
	return (
		<div class="ak-try-row">
			{b.inContention.map((p) => (
				<label key={p}>
					{t('eoa.try.pick', { player: playerNoun(t, p) })}
					<select value={String(pick(p))} onChange={(e) => setPicks({ ...picks, [p]: Number((e.target as HTMLSelectElement).value) })}>
						{b.hands[p]!.map((card, i) => (
							<option value={String(i)} key={i}>
								{cardName(t, card)}
							</option>
						))}
					</select>
				</label>
			))}
			<button type="button" class="wt-btn" onClick={() => onReveal(Object.fromEntries(b.inContention.map((p) => [p, pick(p)])))}>
				{t('eoa.try.reveal')}
			</button>
			{children}
		</div>
	);
}

/** Once the cards are revealed: a reinforcement button per player, then Compare (battle and end-of-age try-its). */
export function BattleReinforce({
	t,
	b,
	players,
	onReinforce,
	onCompare,
}: {
	t: T;
	b: BattleState;
	players: readonly Seat[];
	onReinforce: (player: Seat) => void;
	onCompare: () => void;
}) {
	return (
		<div class="ak-try-row">
			{players.map((p) => (
				<button type="button" class="wt-btn" key={p} onClick={() => onReinforce(p)}>
					{t('eoa.try.reinforce', { player: playerNoun(t, p), n: b.tokens[p] ?? 0 })}
				</button>
			))}
			<button type="button" class="wt-btn" onClick={onCompare}>
				{t('eoa.try.compare')}
			</button>
		</div>
	);
}
