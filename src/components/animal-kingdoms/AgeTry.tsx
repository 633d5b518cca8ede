/** The turn-and-age try-it mode: play the rest of the age for every player (runs the machine; loaded on demand). */
import { useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import { ageMachine } from '../../machines/animal-kingdoms/age.machine';
import { ageInput } from '../../machines/animal-kingdoms/examples/age';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { AgeBoard, AgeRefusal, AgeSide } from './ageParts';
import { CardKingdomPicker, useCardKingdom } from './CardKingdomPicker';
import type { TryPartProps } from '../shared/useMessages';
import { cardNoun, kingdomNoun, playerName, playerNoun } from './words';

export type AgeTryProps = TryPartProps<'animal-kingdoms'>;

export function AgeTry({ lang, t, tc }: AgeTryProps) {
	const input = useMemo(() => ageInput(), []);
	const { snap, send, status } = useTryIt(
		() => createActor(ageMachine, { input }).start(),
		[input],
		(after, before) => {
			const c = after.context;
			const l = c.last;
			if (c.refusal || !l || l === before.context.last) return '';
			const player = playerNoun(t, l.player);
			if (l.type === 'claim') {
				const card = cardNoun(t, c.columns[l.kingdom]!.at(-1)!);
				return t(l.capital ? 'age.try.claimedCapital' : 'age.try.claimed', { player, card, kingdom: kingdomNoun(t, l.kingdom) });
			}
			if (l.type === 'rally') return t('age.try.rallied', { player, n: l.n });
			return t(l.first ? 'age.try.passedFirst' : 'age.try.passedMsg', { player }) + (c.current === null ? ` ${t('age.over')}` : '');
		},
	);
	const c = snap.context;
	const who = c.current ?? c.players[0]!;
	const hand = c.hands[who] ?? [];
	const pick = useCardKingdom(hand);
	const { ci, kingdom } = pick;
	return (
		<div class="ak-try">
			<p class="wt-info">{t('age.try.intro')}</p>
			<AgeBoard c={c} t={t} lang={lang} />
			<AgeRefusal c={c} t={t} tc={tc} lang={lang} live />
			<CardKingdomPicker t={t} player={playerName(t, who)} hand={hand} pick={pick} />
			<div class="ak-try-row">
				<button type="button" class="wt-btn" onClick={() => send({ type: 'CLAIM', player: who, card: ci, kingdom })}>
					{t('age.try.claim')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'CLAIM', player: who, card: ci, kingdom, space: 'capital' })}>
					{t('age.try.capital')}
				</button>
				{/* always refused: councils are never claimed */}
				<button type="button" class="wt-btn" data-refused-move="" onClick={() => send({ type: 'CLAIM', player: who, card: ci, kingdom, space: 'council' })}>
					{t('age.try.council')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'RALLY', player: who, discards: [ci] })}>
					{t('age.try.rally')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'PASS', player: who })}>
					{t('age.try.pass')}
				</button>
			</div>
			<AgeSide c={c} t={t} />
			<StatusLine text={status} />
			<TryControls restart={t('age.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
