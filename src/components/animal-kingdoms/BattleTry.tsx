/** The Battles try-it mode: 2–4 tied players, cards, reinforcements, compare (runs the machine; loaded on demand). */
import { useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import { battleMachine, MAX_FIGHTERS, MIN_FIGHTERS } from '../../machines/animal-kingdoms/battle.machine';
import { battleInput } from '../../machines/animal-kingdoms/examples/battle';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { BattleTable } from './battleParts';
import { btParams } from './btWords';
import { BattlePicks, BattleReinforce } from './BattlePicks';
import { refusalParams } from './words';
import type { TryPartProps } from '../shared/useMessages';

export type BattleTryProps = TryPartProps<'animal-kingdoms'>;

export function BattleTry({ lang, t, tc }: BattleTryProps) {
	const input = useMemo(() => battleInput(2), []);
	const { snap, send, status } = useTryIt(
		() => createActor(battleMachine, { input }).start(),
		[input],
		(after) => {
			const c = after.context;
			if (c.refusal) return '';
			const p = btParams(t, c.battle);
			if (c.battle.result) return p.result as string;
			if (c.battle.revealed) return p.reveal as string;
			return (p.compare as string | undefined) ?? '';
		},
	);
	const c = snap.context;
	const b = c.battle;
	const counts = Array.from({ length: MAX_FIGHTERS - MIN_FIGHTERS + 1 }, (_, i) => MIN_FIGHTERS + i);
	return (
		<div class="ak-try">
			<p class="wt-info">{t('bt.try.intro')}</p>
			<ChoiceGroup label={t('bt.try.players')}>
				{counts.map((n) => (
					<button type="button" key={n} aria-pressed={c.count === n} onClick={() => send({ type: 'PLAYERS', count: n })}>
						{String(n)}
					</button>
				))}
			</ChoiceGroup>
			<BattleTable b={b} t={t} />
			{c.refusal && (
				<RefusalNote refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params) }} lang={lang} game="animal-kingdoms" tc={tc} tg={t.ref} />
			)}
			{snap.value === 'picking' && (
				<BattlePicks t={t} b={b} onReveal={(picks) => send({ type: 'REVEAL', picks })}>
					{/* refused: the cards are compared once revealed */}
					<button type="button" class="wt-btn" data-refused-move="" onClick={() => send({ type: 'COMPARE' })}>
						{t('eoa.try.compare')}
					</button>
				</BattlePicks>
			)}
			{snap.value !== 'picking' && (
				<BattleReinforce
					t={t}
					b={b}
					players={b.fighters}
					onReinforce={(player) => send({ type: 'REINFORCE', player })}
					onCompare={() => send({ type: 'COMPARE' })}
				/>
			)}
			<StatusLine text={status} />
			<TryControls restart={t('bt.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
