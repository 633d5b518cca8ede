/** The actions widget's try-it sandbox: migrate, expand, attack as player A (runs the machine; loaded on demand). */
import { useEffect } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/wildlife/messages';
import { BOARD_ACTIONS, type BoardAction } from '../../machines/wildlife/actions';
import { actionsMachine } from '../../machines/wildlife/actions.machine';
import { actionsInput } from '../../machines/wildlife/examples/actions';
import { TERRAINS, type Terrain } from '../../machines/wildlife/types';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { actionMarks as marksOf, cellText, choiceText, GamePlayers, LevelsTable, localRefusal, promptText } from './turnWidgets';
import { playerNoun } from './playerNames';
import { WildBoard } from './WildBoard';
import type { TryPartProps } from '../shared/useMessages';

type Snap = SnapshotFrom<typeof actionsMachine>;

export interface ActionsTryProps extends TryPartProps<'wildlife'> {
	pathCheck: boolean;
}

/** What just happened, in words. */
function lastText(snap: Snap, t: T): string {
	const l = snap.context.last;
	if (!l) return '';
	const board = snap.context.game.board;
	const cell = cellText(t, board, l.cell);
	let text =
		l.kind === 'migrate'
			? t(l.jump ? 'actions.did.jump' : 'actions.did.migrate', { cell, from: cellText(t, board, l.from) })
			: l.kind === 'attack' && l.removed
				? t('actions.did.attack', { cell, player: playerNoun(t, l.removed) })
				: t('actions.did.expand', { cell });
	if (l.points) text += ` ${t('actions.did.scored', { points: l.points })}`;
	return text;
}

export function ActionsTry({ lang, t, tc, pathCheck }: ActionsTryProps) {
	const { actor, snap, send, status } = useTryIt(
		() => createActor(actionsMachine, { input: actionsInput(pathCheck) }).start(),
		[],
		(next, before, event) => {
			if (next.context.refusal) return '';
			if (next.context.last && next.context.last !== before.context.last) return lastText(next, t);
			if (event.type === 'CELL' || event.type === 'CHOOSE' || event.type === 'CANCEL') return promptText(next, t);
			if (event.type === 'SET_CHART') return t('actions.try.chartSet');
			return event.type === 'RESET' ? t('actions.try.reset') : undefined;
		},
	);
	useEffect(() => {
		if (actor.getSnapshot().context.game.options.migrationPathCheck !== pathCheck) actor.send({ type: 'SET_PATH_CHECK', on: pathCheck });
	}, [actor, pathCheck]);

	const c = snap.context;
	const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
	const choose = (action: BoardAction, card: Terrain) => send({ type: 'CHOOSE', action, card });
	return (
		<div class="wl-try">
			<p class="wt-info">{t('actions.try.intro')}</p>
			<ChoiceGroup label={t('actions.try.actionGroup')}>
				{BOARD_ACTIONS.map((a) => (
					<button type="button" key={a} aria-pressed={c.action === a} onClick={() => choose(a, c.card)}>
						{t(`actions.action.${a}`)}
					</button>
				))}
			</ChoiceGroup>
			<ChoiceGroup label={t('actions.try.cardGroup')}>
				{TERRAINS.map((x) => (
					<button type="button" key={x} aria-pressed={c.card === x} onClick={() => choose(c.action, x)}>
						{t(`terrain.${x}`)}
					</button>
				))}
			</ChoiceGroup>
			<p class="wl-turn">
				<Token player="A" small />
				{` ${choiceText(snap, t)}`}
			</p>
			<p>{promptText(snap, t)}</p>
			<div class="wl-layout">
				<WildBoard board={c.game.board} occ={c.game.occ} lang={lang} t={t} marks={marksOf(snap)} onActivate={(cell) => send({ type: 'CELL', cell })} />
				<div class="wl-side">
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
					<StatusLine text={status} class="wl-status" />
					<TryControls restart={t('actions.try.restart')} onRestart={() => send({ type: 'RESET' })}>
						<button type="button" class="wt-btn" aria-disabled={!c.selected} onClick={() => c.selected && send({ type: 'CANCEL' })}>
							{t('actions.try.cancel')}
						</button>
					</TryControls>
					<GamePlayers game={c.game} t={t} caption={t('actions.table.caption')} />
					<p class="wl-legend">{t('actions.legend')}</p>
				</div>
			</div>
			<details class="wl-details">
				<summary>{t('actions.try.editChart')}</summary>
				<p>{t('actions.try.editHelp')}</p>
				<LevelsTable game={c.game} levels={c.levels} t={t} caption={t('actions.levels.edit')} onChange={(chart) => send({ type: 'SET_CHART', chart })} />
			</details>
		</div>
	);
}
