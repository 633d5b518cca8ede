/** The solo try-it mode: play an age against the bot at any level (runs the machine; loaded on demand). */
import { useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import { soloInput } from '../../machines/animal-kingdoms/examples/solo';
import { BOT, LEVELS } from '../../machines/animal-kingdoms/solo';
import { soloMachine } from '../../machines/animal-kingdoms/solo.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { AgeRefusal } from './ageParts';
import { SoloBoard, SoloSide } from './soloParts';
import { botWhy } from './soloWords';
import { CardKingdomPicker, useCardKingdom } from './CardKingdomPicker';
import type { TryPartProps } from '../shared/useMessages';

export type SoloTryProps = TryPartProps<'animal-kingdoms'>;

export function SoloTry({ lang, t, tc }: SoloTryProps) {
	const input = useMemo(() => soloInput(), []);
	const { snap, send, status } = useTryIt(
		() => createActor(soloMachine, { input }).start(),
		[input],
		(after, before, event) => {
			if (after.context.refusal) return '';
			if (event.type === 'BOT') return botWhy(t, after.context.botTurn, before.context.bonus, after.context.level);
			return after.context.current === null ? t('solo.turn.over') : '';
		},
	);
	const c = snap.context;
	const hand = c.hands.A ?? [];
	const pick = useCardKingdom(hand);
	const { ci, kingdom } = pick;
	return (
		<div class="ak-try">
			<p class="wt-info">{t('solo.try.intro')}</p>
			<ChoiceGroup label={t('solo.level')}>
				{LEVELS.map((l) => (
					<button type="button" key={l} aria-pressed={c.level === l} onClick={() => send({ type: 'LEVEL', level: l })}>
						{t(`solo.level.${l}`)}
					</button>
				))}
			</ChoiceGroup>
			<SoloBoard c={c} t={t} lang={lang} />
			<AgeRefusal c={c} t={t} tc={tc} lang={lang} live bot={BOT} />
			<CardKingdomPicker t={t} player={t.noun('player.A').s} hand={hand} pick={pick} />
			<div class="ak-try-row">
				<button type="button" class="wt-btn" data-refused-move={c.current === 'B' ? '' : undefined} onClick={() => send({ type: 'CLAIM', card: ci, kingdom })}>
					{t('age.try.claim')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'CLAIM', card: ci, kingdom, space: 'capital' })}>
					{t('age.try.capital')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'RALLY', discards: [ci] })}>
					{t('age.try.rally')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'PASS' })}>
					{t('age.try.pass')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'BOT' })}>
					{t('solo.try.bot')}
				</button>
			</div>
			<SoloSide c={c} t={t} />
			<StatusLine text={status} class="ak-note" />
			<TryControls restart={t('solo.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
