/**
 * The action-turn widget's try-it mode: 1–4 parks, the reader plays every seat (runs the machine;
 * loaded on demand). Rounds 2–5 open with the weather forecast; one park is the solo game (the top
 * token of a face-down stack gives the species, the reader chooses only its requirement).
 */
import { useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/caldera-park/messages';
import { turnTryInput } from '../../machines/caldera-park/examples/turn';
import { turnOfRound } from '../../machines/caldera-park/round';
import type { ActionToken } from '../../machines/caldera-park/tiles';
import { REQUIREMENTS } from '../../machines/caldera-park/turn';
import { type TurnContext, turnMachine } from '../../machines/caldera-park/turn.machine';
import { atSeat, type Seat } from '../../machines/shared/seats';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { ActionBoard, Display, Players, playerName, playerNoun, TurnPark } from './turnParts';
import type { TryPartProps } from '../shared/useMessages';
import { tileWords } from './words';

export interface ActionTurnTryProps extends TryPartProps<'caldera-park'> {
	players: number;
	onPlayers: (n: number) => void;
}

function statusText(ctx: TurnContext, t: T): string {
	const last = ctx.last;
	if (!last || ctx.refusal) return '';
	const player = playerNoun(last.kind === 'refill' ? last.marmot : last.player, t);
	switch (last.kind) {
		case 'forecast':
			return t(last.hidden ? 'turn.try.forecastedHidden' : 'turn.try.forecasted', { player, w: last.token });
		case 'reveal':
			return t('turn.try.revealed', { token: last.token });
		case 'announce':
			return t('turn.try.announced', { player, call: t('req.call', { token: last.token, req: last.req }) });
		case 'select': {
			const tile = tileWords(atSeat(ctx.players, last.player)!.display.find((x) => x.id === last.tile)!, t);
			return t(last.free ? 'turn.try.selectedFree' : 'turn.try.selected', { player, tile });
		}
		case 'place':
			return t(last.fallback ? 'turn.try.placedFallback' : 'turn.try.placed', { player, tile: tileWords(atSeat(ctx.players, last.player)!.placedTile!, t) });
		case 'refill':
			// Round 5: the reserves are used up, nobody draws (review m3).
			if (ctx.solo) return t(last.roundOver ? 'turn.try.roundOverSolo' : last.drew ? 'turn.try.refilledSolo' : 'turn.try.refilledEmptySolo', { player });
			return t(last.roundOver ? 'turn.try.roundOver' : last.drew ? 'turn.try.refilled' : 'turn.try.refilledEmpty', { player });
	}
}

export function ActionTurnTry({ players, lang, t, tc, onPlayers }: ActionTurnTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(turnMachine, { input: turnTryInput(players) }).start(),
		[players],
		(next) => statusText(next.context, t),
	);
	const [shown, setShown] = useState<Seat>('A');
	const [token, setToken] = useState<ActionToken | null>(null);
	const ctx = snap.context;
	const state = snap.value as string;
	const waiting = ctx.players.flatMap((p) => (p.placed ? [] : [playerNoun(p.seat, t)]));
	const unforecast = ctx.players.flatMap((p) => (p.forecast ? [] : [p.seat]));
	const turn = turnOfRound(ctx.row.length, state === 'announce');
	const afterPlace = (player: Seat, key: string) => {
		send({ type: 'PLACE', player, key });
		const after = ctx.players.find((p) => p.seat !== player && !p.placed);
		if (after) setShown(after.seat);
	};
	return (
		<div class="cp-try">
			<p class="wt-info">{t(ctx.solo ? 'turn.try.introSolo' : 'turn.try.intro')}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('turn.try.players')}>
					{[1, 2, 3, 4].map((n) => (
						<button type="button" key={n} aria-pressed={n === players} aria-label={t('turn.try.playersButton', { n })} onClick={() => onPlayers(n)}>
							{n}
						</button>
					))}
				</ChoiceGroup>
				{players > 1 && (
					<ChoiceGroup label={t('turn.try.who')}>
						{ctx.players.map(({ seat }) => (
							<button type="button" key={seat} aria-pressed={shown === seat} aria-label={playerName(seat, t)} onClick={() => setShown(seat)}>
								<Token player={seat} small />
								{` ${playerName(seat, t)}`}
							</button>
						))}
					</ChoiceGroup>
				)}
			</div>
			<p class="cp-note">
				{state === 'gameOver'
					? t('turn.try.over')
					: state === 'forecast'
						? t('turn.roundForecast', { round: ctx.round })
						: t('turn.round', { round: ctx.round, turn })}
			</p>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="caldera-park" tc={tc} tg={t.ref} />}
			{state === 'forecast' && (
				<div class="cp-try-row">
					<p class="cp-note">{`${t('turn.try.forecastIntro')} ${t('turn.try.forecastWaiting', { players: t.list(unforecast.map((i) => playerNoun(i, t))) })}`}</p>
					{unforecast.map((i) => {
						const sunUp = !Object.values(atSeat(ctx.players, i)!.weather).includes('sun');
						return (
							<ChoiceGroup key={i} label={playerName(i, t)}>
								{sunUp && (
									<button type="button" onClick={() => send({ type: 'FORECAST', player: i, pick: 'sun' })}>
										{t('turn.try.forecastSun')}
									</button>
								)}
								{atSeat(ctx.players, i)!.hidden.length > 0 && (
									<button type="button" onClick={() => send({ type: 'FORECAST', player: i, pick: 'hidden' })}>
										{t('turn.try.forecastHidden')}
									</button>
								)}
							</ChoiceGroup>
						);
					})}
				</div>
			)}
			{state === 'announce' && (
				<div class="cp-try-row">
					{ctx.solo ? (
						ctx.revealed ? null : (
							<button type="button" class="wt-btn" onClick={() => send({ type: 'REVEAL' })}>
								{t('turn.try.reveal')}
							</button>
						)
					) : (
						<ChoiceGroup label={`${playerName(ctx.marmot, t)}, ${t('turn.marmot')} — ${t('turn.try.token')}`}>
							{ctx.row.map((tok) => (
								<button type="button" key={tok} aria-pressed={token === tok} onClick={() => setToken(tok)}>
									{t(`token.${tok}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
					{ctx.solo && ctx.revealed && <p class="cp-note">{t('turn.try.revealed', { token: ctx.revealed })}</p>}
					{(ctx.solo ? ctx.revealed : token) && (
						<ChoiceGroup label={t('turn.try.slot')}>
							{REQUIREMENTS.map((req, i) => (
								<button
									type="button"
									key={req}
									onClick={() => {
										const chosen = ctx.solo ? ctx.revealed : token;
										if (chosen) send({ type: 'ANNOUNCE', token: chosen, slot: i });
										setToken(null);
									}}
								>
									{t(`req.${req}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
				</div>
			)}
			{state === 'placing' && (
				<>
					<p class="cp-note">{`${t('turn.try.waiting', { players: t.list(waiting) })} ${t('turn.try.hint')}`}</p>
					<Display ctx={ctx} player={shown} t={t} onPick={(index) => send({ type: 'SELECT', player: shown, index })} />
				</>
			)}
			<TurnPark ctx={ctx} player={shown} t={t} tc={tc} onActivate={(key) => afterPlace(shown, key)} />
			<div class="cp-side">
				<div>
					{/* Solo: the stack is face down, so its tokens are not shown. */}
					<ActionBoard ctx={ctx.solo ? { ...ctx, row: [] } : ctx} t={t} />
					{ctx.solo && <p class="cp-note">{t('turn.stack', { n: ctx.row.length })}</p>}
				</div>
				<Players ctx={ctx} t={t} />
			</div>
			<StatusLine text={status} {...(status ? { class: 'wt-info' } : {})} />
			<TryControls
				restart={t('turn.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setShown('A');
					setStatus('');
				}}
			>
				{state === 'refill' && (
					<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'REFILL' })}>
						{t(ctx.players.some((p) => p.reserve.length > 0) ? (ctx.solo ? 'turn.try.refillSolo' : 'turn.try.refill') : 'turn.try.refillEmpty')}
					</button>
				)}
				{(state === 'turnOver' || state === 'roundOver') && (
					<button
						type="button"
						class="wt-btn wt-btn-primary"
						onClick={() => {
							send({ type: 'NEXT' });
							setShown(ctx.marmot);
						}}
					>
						{t(state === 'roundOver' ? 'turn.try.nextRound' : 'turn.try.next')}
					</button>
				)}
			</TryControls>
		</div>
	);
}
