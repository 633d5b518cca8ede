/** The solo try-it mode: play an age against the bot at any level (runs the machine; loaded on demand). */
import { useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { KINGDOM_COUNT } from '../../machines/animal-kingdoms/board';
import { soloInput } from '../../machines/animal-kingdoms/examples/solo';
import { LEVELS } from '../../machines/animal-kingdoms/solo';
import { soloMachine } from '../../machines/animal-kingdoms/solo.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { AgeRefusal } from './AgeWidget';
import { SoloBoard, SoloSide } from './SoloWidget';
import { botWhy } from './soloWords';
import type { TryPartProps } from './useStrings';
import { cardName, kingdomName, upperFirst } from './words';

export type SoloTryProps = TryPartProps;

export function SoloTry({ lang, t, tc }: SoloTryProps) {
	const input = useMemo(() => soloInput(), []);
	const { snap, send, status } = useTryIt(() => createActor(soloMachine, { input }).start(), [input], (after, before, event) => {
		if (after.context.refusal) return '';
		if (event.type === 'BOT') return botWhy(t, lang, after.context.botTurn, before.context.bonus);
		return after.context.current === null ? t('solo.turn.over') : '';
	});
	const c = snap.context;
	const [card, setCard] = useState(0);
	const [kingdom, setKingdom] = useState(0);
	const hand = c.hands.A ?? [];
	const ci = Math.min(card, Math.max(0, hand.length - 1));
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
			<AgeRefusal c={c} t={t} tc={tc} lang={lang} live />
			<div class="ak-try-row">
				<label>
					{t('age.try.card', { player: t('player.name', { letter: 'A' }) })}
					<select value={String(ci)} onChange={(e) => setCard(Number((e.target as HTMLSelectElement).value))}>
						{hand.map((x, i) => (
							<option value={String(i)} key={i}>
								{cardName(t, x)}
							</option>
						))}
					</select>
				</label>
				<label>
					{t('age.try.kingdom')}
					<select value={String(kingdom)} onChange={(e) => setKingdom(Number((e.target as HTMLSelectElement).value))}>
						{Array.from({ length: KINGDOM_COUNT }, (_, i) => (
							<option value={String(i)} key={i}>
								{upperFirst(kingdomName(t, i))}
							</option>
						))}
					</select>
				</label>
			</div>
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
