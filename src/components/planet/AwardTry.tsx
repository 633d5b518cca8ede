/** The award widget's try-it mode: any card, 2–4 planets, any round, both readings (runs the machine). */
import { createActor } from 'xstate';
import { awardMachine } from '../../machines/planet/award.machine';
import { TRY_CARDS, TRY_PLANETS } from '../../machines/planet/examples/award';
import { FIRST_LIFE_ROUND, isLastRound, ROUNDS } from '../../machines/planet/round';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { AwardBoard, AwardTable, planetName, verdict, WIDGET_ID } from './awardParts';
import { PlanetKey } from './draw';
import type { TryPartProps } from '../shared/useMessages';
import { cardText } from './words';

export type AwardTryProps = TryPartProps<'planet'>;

const start = () => {
	const actor = createActor(awardMachine, { input: { planets: TRY_PLANETS(), round: ROUNDS, card: TRY_CARDS[3]!, active: ['A', 'B', 'D', 'E'] } }).start();
	actor.send({ type: 'JUDGE' });
	return actor;
};

export function AwardTry({ lang, t, tc }: AwardTryProps) {
	const { snap, send, status, setStatus, actor } = useTryIt(
		start,
		[],
		(next) => (next.context.refusal ? '' : verdict(next.context, t)),
		() => '',
	);
	const ctx = snap.context;
	return (
		<div class="pl-try" data-game="planet">
			<p class="wt-info">{t('award.try.intro')}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('award.try.card')}>
					{TRY_CARDS.map((card) => (
						<button
							type="button"
							key={card.animal}
							aria-pressed={ctx.card.animal === card.animal}
							aria-label={cardText(t, card)}
							onClick={() => send({ type: 'SET_CARD', card })}
						>
							{t('animal.name', { id: card.animal })}
						</button>
					))}
				</ChoiceGroup>
				<ChoiceGroup label={t('award.try.round')}>
					{[FIRST_LIFE_ROUND, 6, ROUNDS - 1, ROUNDS].map((r) => (
						<button type="button" key={r} aria-pressed={ctx.round === r} onClick={() => send({ type: 'SET_ROUND', round: r, planets: TRY_PLANETS(r) })}>
							{`${r}`}
						</button>
					))}
				</ChoiceGroup>
			</div>
			<div class="wt-toolbar" role="group" aria-label={t('award.try.planets')}>
				<span class="wt-choice-label" aria-hidden="true">
					{t('award.try.planets')}
				</span>
				{ctx.planets.map((p, i) => {
					const on = ctx.active.includes(p.seat);
					const name = planetName(p.seat);
					return (
						<button
							type="button"
							class="wt-btn"
							key={p.seat}
							data-cell={`planet-${i + 1}`}
							aria-pressed={on}
							aria-label={t('award.try.planet', { name, on: on ? 'yes' : 'no' })}
							onClick={() => send({ type: 'TOGGLE', seat: p.seat })}
						>
							{name}
						</button>
					);
				})}
			</div>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('award.try.touching')}>
					<button
						type="button"
						aria-pressed={ctx.readings.touching === 'qualifying'}
						onClick={() => send({ type: 'SET_READINGS', readings: { touching: 'qualifying' } })}
					>
						{t('award.try.qualifying')}
					</button>
					<button
						type="button"
						aria-pressed={ctx.readings.touching === 'largest-only'}
						onClick={() => send({ type: 'SET_READINGS', readings: { touching: 'largest-only' } })}
					>
						{t('award.try.largestOnly')}
					</button>
				</ChoiceGroup>
				<ChoiceGroup label={t('award.try.tieBreak')}>
					<button
						type="button"
						aria-pressed={ctx.readings.tieBreak === 'sizes'}
						onClick={() => send({ type: 'SET_READINGS', readings: { tieBreak: 'sizes' } })}
					>
						{t('award.try.sizes')}
					</button>
					<button
						type="button"
						aria-pressed={ctx.readings.tieBreak === 'existence'}
						onClick={() => send({ type: 'SET_READINGS', readings: { tieBreak: 'existence' } })}
					>
						{t('award.try.existence')}
					</button>
				</ChoiceGroup>
			</div>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="planet" tc={tc} tg={t.ref} />}
			<p class="pl-h">{`${t(isLastRound(ctx.round) ? 'award.lastRound' : 'award.round', { round: ctx.round })} · ${cardText(t, ctx.card)}`}</p>
			<p>{verdict(ctx, t)}</p>
			<AwardBoard ctx={ctx} t={t} prefix={`${WIDGET_ID}-t`} />
			<AwardTable ctx={ctx} t={t} />
			<PlanetKey t={t} />
			<StatusLine text={status} />
			<TryControls
				restart={t('award.try.restart')}
				onRestart={() => {
					actor.send({ type: 'SHOW', planets: TRY_PLANETS(), round: ROUNDS, card: TRY_CARDS[3]! });
					actor.send({ type: 'TOGGLE', seat: 'C' });
					setStatus('');
				}}
			/>
		</div>
	);
}
