/** The turn widget's try-it mode: a turn of the reader's own (runs the machine; loaded on demand). */
import { useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/wildlife/messages';
import { BOARD_ACTIONS } from '../../machines/wildlife/actions';
import { turnInput } from '../../machines/wildlife/examples/turn';
import { turnMachine } from '../../machines/wildlife/turn.machine';
import { TERRAINS } from '../../machines/wildlife/types';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { cellText, GamePlayers, HandList, localRefusal, paramsOf, TurnTable, turnMarks as marksOf } from './turnWidgets';
import { WildBoard } from './WildBoard';
import { terrainNoun } from './words';
import type { TryPartProps } from '../shared/useMessages';

type Snap = SnapshotFrom<typeof turnMachine>;

export type TurnTryProps = TryPartProps<'wildlife'>;

/** What just happened, in the try-it status line. */
function lastText(snap: Snap, t: T): string {
	const l = snap.context.last;
	if (!l) return '';
	const p = paramsOf(snap, t);
	let text =
		l.kind === 'terrain' && l.terrain
			? t(`turnex.did.${l.action ?? 'migrate'}`, { ...p, terrain: terrainNoun(t, l.terrain) })
			: l.kind === 'terrain'
				? ''
				: t(`turnex.did.${l.kind}`, p);
	if (l.points) text += ` ${t('turnex.did.scored', p)}`;
	return text;
}

export function TurnTry({ lang, t, tc }: TurnTryProps) {
	const [intelligence, setIntelligence] = useState(true);
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(turnMachine, { input: turnInput(intelligence) }).start(),
		[intelligence],
		(next, before, event) => {
			if (next.context.refusal) return '';
			if (event.type === 'RESET') return t('turnex.try.reset');
			if (event.type === 'CANCEL') return t('turnex.try.cancelled');
			return next.context.last !== before.context.last ? lastText(next, t) : undefined;
		},
	);

	const choose = (on: boolean) => {
		setIntelligence(on);
		setStatus(t('turnex.try.reset'));
	};

	const c = snap.context;
	const g = c.game;
	const over = snap.value === 'over';
	const picked = c.picked === null ? undefined : c.hand[c.picked];
	const freeMove = snap.matches({ playing: 'freeMove' });
	const refusal = c.refusal ? localRefusal(c.refusal, t, g) : null;
	const p = paramsOf(snap, t);

	let prompt = t('turnex.try.promptIdle');
	if (over) prompt = t('turnex.try.over', p);
	else if (freeMove) prompt = c.selected ? t('turnex.try.promptFreeTo', { ...p, cell: cellText(t, g.board, c.selected) }) : t('turnex.try.promptFreeFrom');
	else if (picked?.kind === 'wheel') prompt = t('turnex.try.promptWheel');
	else if (picked?.kind === 'terrain') {
		if (!c.action) prompt = t('turnex.try.promptAction', { terrain: t.noun(`terrain.${picked.terrain}`) });
		else if (c.action === 'migrate')
			prompt = c.selected ? t('turnex.try.promptFreeTo', { ...p, cell: cellText(t, g.board, c.selected) }) : t('turnex.try.promptFreeFrom');
		else prompt = t('turnex.try.promptCell', { action: t(`actions.action.${c.action}`), terrain: t.noun(`terrain.${picked.terrain}`) });
	}

	return (
		<div class="wl-try">
			<p class="wt-info">{t('turnex.try.intro')}</p>
			<ChoiceGroup label={t('turnex.intelligence.label')}>
				<button type="button" aria-pressed={intelligence} onClick={() => choose(true)}>
					{t('turnex.intelligence.yes')}
				</button>
				<button type="button" aria-pressed={!intelligence} onClick={() => choose(false)}>
					{t('turnex.intelligence.no')}
				</button>
			</ChoiceGroup>
			<p class="wl-turn">
				<Token player="A" small />
				{` ${t('turnex.try.counter', p)}`}
			</p>
			<p>{prompt}</p>
			{!over && <HandList snap={snap} t={t} onPick={(i) => send({ type: 'PICK', card: i })} />}
			{!over && picked && (
				<div class="wl-cardops">
					{picked.kind === 'wheel' && (
						<ChoiceGroup label={t('turnex.try.wheelGroup')}>
							{TERRAINS.map((x) => (
								<button type="button" key={x} onClick={() => send({ type: 'WHEEL', terrain: x })}>
									{t(`terrain.${x}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
					{picked.kind === 'terrain' && (
						<ChoiceGroup label={t('actions.try.actionGroup')}>
							{BOARD_ACTIONS.map((a) => (
								<button type="button" key={a} aria-pressed={c.action === a} onClick={() => send({ type: 'ACTION', action: a })}>
									{t(`actions.action.${a}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
					<div class="wt-controls">
						<button type="button" class="wt-btn wl-auction" onClick={() => send({ type: 'AUCTION' })}>
							{t('turnex.try.auction')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'DISCARD' })}>
							{t('turnex.try.discard')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'CANCEL' })}>
							{t('turnex.try.cancel')}
						</button>
					</div>
				</div>
			)}
			<div class="wl-layout">
				<WildBoard board={g.board} occ={g.occ} lang={lang} t={t} marks={marksOf(snap)} onActivate={(cell) => send({ type: 'CELL', cell })} />
				<div class="wl-side">
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
					<StatusLine text={status} class="wl-status" />
					<TryControls restart={t('turnex.try.restart')} onRestart={() => send({ type: 'RESET' })}>
						{!over && (
							<>
								<button type="button" class="wt-btn" aria-pressed={freeMove} onClick={() => send(freeMove ? { type: 'CANCEL' } : { type: 'FREE_MOVE' })}>
									{t('turnex.try.free')}
								</button>
								<button type="button" class="wt-btn" onClick={() => send({ type: 'CONVERT', spaces: 1 })}>
									{t('turnex.try.convert')}
								</button>
								<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'END_TURN' })}>
									{t('turnex.try.end')}
								</button>
							</>
						)}
					</TryControls>
					<TurnTable snap={snap} t={t} />
					<GamePlayers game={g} t={t} caption={t('turnex.players.caption')} economy />
				</div>
			</div>
		</div>
	);
}
