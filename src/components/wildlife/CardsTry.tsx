/** The cards widget's try-it mode: try an arrow or a joker, then play events on a table of players. */
import type { Seat } from '../../machines/shared/seats';
import { useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { cardsInput } from '../../machines/wildlife/examples/cards';
import type { EventKind } from '../../machines/wildlife/events';
import { EVENT_KINDS, JOKER_CHOICES, cardsMachine, type AmountField, type CardsEvent } from '../../machines/wildlife/cards.machine';

import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { AMOUNT_ERROR_ID, CardsPlayers, effectText, isTable, localRefusal, PendingLine, TopicList, TopicPanel } from './cardsParts';
import { playerNoun } from './playerNames';
import { WildBoard } from './WildBoard';
import type { TryPartProps } from '../shared/useMessages';

export type CardsTryProps = TryPartProps<'wildlife'>;

export function CardsTry({ lang, t, tc }: CardsTryProps) {
	const [who, setWho] = useState(() => cardsInput().players[0]!);
	const [ev, setEv] = useState<EventKind>('famine');
	const [bad, setBad] = useState<{ player: Seat; field: AmountField } | null>(null);
	const tryIt = useTryIt(
		() => createActor(cardsMachine, { input: cardsInput() }).start(),
		[],
		(next, _before, event) => {
			if (next.context.refusal) return undefined;
			if (event.type === 'SET_AMOUNT') return t('cards.effect.amount');
			return ['ARROW', 'JOKER', 'PLAY', 'REMOVE'].includes(event.type) ? effectText(next, t, next.context.last) : '';
		},
	);
	const { snap, status, setStatus } = tryIt;
	/** Sends the event; a refused amount marks its box. */
	const send = (event: CardsEvent) => {
		tryIt.send(event);
		setBad(tryIt.actor.getSnapshot().context.refusal && event.type === 'SET_AMOUNT' ? { player: event.player, field: event.field } : null);
	};

	const g = snap.context.game;
	const table = isTable(snap);
	const pending = g.pendingEpidemic[0];
	const raw = snap.context.refusal;
	const refusal = raw ? localRefusal(raw, snap, t) : null;
	const amountError = refusal && (refusal.key === 'cards.badFood' || refusal.key === 'cards.badScore') ? refusal : null;
	const partSwitch = (
		<ChoiceGroup label={t('cards.part')}>
			<button type="button" aria-pressed={!table} aria-disabled={!!pending} onClick={() => !pending && table && send({ type: 'SHOW_CARDS' })}>
				{t('cards.part.cards')}
			</button>
			<button type="button" aria-pressed={table} onClick={() => !table && send({ type: 'SHOW_TABLE' })}>
				{t('cards.part.table')}
			</button>
			{pending && <span class="wl-cards-note">{t('cards.part.busy')}</span>}
		</ChoiceGroup>
	);

	const topic = snap.context.topic;
	return (
		<div class="wl-try">
			{partSwitch}
			{!table ? (
				<div class="wl-cards-explore">
					<TopicList snap={snap} t={t} onSelect={(x) => send({ type: 'SELECT', topic: x })} />
					<div>
						<TopicPanel snap={snap} t={t} lang={lang} topic={topic}>
							{topic === 'arrow' && (
								<div class="wl-cards-actions">
									<ChoiceGroup label={t('cards.limit')}>
										{([1, 2] as const).map((l) => (
											<button type="button" key={l} aria-pressed={g.options.abilityLimit === l} onClick={() => send({ type: 'SET_LIMIT', limit: l })}>
												{t(`cards.limit.${l}`)}
											</button>
										))}
									</ChoiceGroup>
									<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'ARROW' })}>
										{t('cards.try.arrow')}
									</button>
								</div>
							)}
							{topic === 'joker' && (
								<div class="wl-cards-actions">
									<ChoiceGroup label={t('cards.try.jokerAs')}>
										{JOKER_CHOICES.map((as) => (
											<button type="button" key={as} data-refused-move={as === 'event' ? '' : undefined} onClick={() => send({ type: 'JOKER', as })}>
												{t(`cards.try.joker.${as}`)}
											</button>
										))}
									</ChoiceGroup>
								</div>
							)}
						</TopicPanel>
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
					</div>
				</div>
			) : (
				<>
					<p class="wt-info">{t('cards.try.intro')}</p>
					{!pending && (
						<div class="wl-cards-actions">
							<ChoiceGroup label={t('cards.try.player')}>
								{g.players.map((p) => (
									<button type="button" key={p} aria-pressed={who === p} aria-label={t(`player.${p}`)} onClick={() => setWho(p)}>
										<Token player={p} small />
										{` ${p}`}
									</button>
								))}
							</ChoiceGroup>
							<ChoiceGroup label={t('cards.try.event')}>
								{EVENT_KINDS.map((k) => (
									<button type="button" key={k} aria-pressed={ev === k} onClick={() => setEv(k)}>
										{t(`cards.event.${k}`)}
									</button>
								))}
							</ChoiceGroup>
							<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'PLAY', player: who, event: ev })}>
								{t('cards.try.play', { event: t.noun(`event.${ev}`), player: playerNoun(t, who) })}
							</button>
						</div>
					)}
					{pending && <p class="wt-info">{t('cards.try.pick', { player: playerNoun(t, pending) })}</p>}
					<PendingLine snap={snap} t={t} />
					<div class="wl-cards-events">
						<CardsPlayers snap={snap} t={t} edit={!pending} onAmount={(p, f, v) => send({ type: 'SET_AMOUNT', player: p, field: f, value: v })} bad={bad} />
						{amountError && (
							<p class="wl-cards-error" id={AMOUNT_ERROR_ID} role="alert">
								{t.ref(amountError.key, amountError.params)}
							</p>
						)}
						{refusal && !amountError && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
						<WildBoard
							board={g.board}
							occ={g.occ}
							lang={lang}
							t={t}
							{...(pending ? { onActivate: (cell: string) => send({ type: 'REMOVE', player: pending, cell }) } : {})}
						/>
					</div>
					<TryControls
						restart={t('cards.try.restart')}
						onRestart={() => {
							send({ type: 'RESET' });
							setStatus(t('cards.try.ready'));
						}}
					/>
				</>
			)}
			<StatusLine text={status} class="wl-cards-status" />
		</div>
	);
}
