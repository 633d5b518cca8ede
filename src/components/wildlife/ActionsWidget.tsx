import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { ACTOR, BOARD_ACTIONS, actionsMachine, type BoardAction } from '../../machines/wildlife/actions.machine';
import { actionsExample, actionsInput } from '../../machines/wildlife/examples/actions';
import { TERRAINS, type Terrain } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerLetter } from './playerNames';
import { LevelsTable, GamePlayers, areaText, cellText, localRefusal, terrainWord, type Marks } from './turnParts';
import { WildBoard } from './WildBoard';
import { useGuidedExample } from '../shared/useGuidedExample';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';

type Snap = SnapshotFrom<typeof actionsMachine>;

const WIDGET_ID = 'actions-demo';

function marksOf(snap: Snap): Marks {
	const c = snap.context;
	const marks: Marks = {};
	for (const cell of c.targets) marks[cell] = 'hint';
	if (c.last) marks[c.last.cell] = 'last';
	if (c.selected) marks[c.selected] = 'last';
	if (c.refusedCell) marks[c.refusedCell] = 'refused';
	return marks;
}

/** What is shown as chosen: "Migrate with a forest card". */
function choiceText(snap: Snap, t: T): string {
	return t('actions.choice', { action: t(`actions.action.${snap.context.action}`), card: terrainWord(t, snap.context.card) });
}

/** The prompt under the choice: what to click next, and where the chosen piece may go. */
function promptText(snap: Snap, t: T): string {
	const c = snap.context;
	if (c.action !== 'migrate') return t(`actions.prompt.${c.action}`, { card: terrainWord(t, c.card) });
	if (!c.selected) return t('actions.prompt.pickPiece');
	if (!c.targets.length) return t('actions.prompt.noTarget', { cell: cellText(t, c.game.board, c.selected) });
	return t('actions.prompt.targets', {
		cell: cellText(t, c.game.board, c.selected),
		targets: c.targets.map((x) => cellText(t, c.game.board, x)).join(t('list.sep')),
	});
}

/** What just happened, in words. */
function lastText(snap: Snap, t: T): string {
	const l = snap.context.last;
	if (!l) return '';
	const board = snap.context.game.board;
	const params = {
		cell: cellText(t, board, l.cell),
		from: cellText(t, board, l.from),
		player: l.removed ? t('player.name', { letter: playerLetter(snap.context.game.players, l.removed) }) : '',
		points: l.points ?? 0,
	};
	let text = t(l.kind === 'migrate' ? (l.jump ? 'actions.did.jump' : 'actions.did.migrate') : `actions.did.${l.kind}`, params);
	if (l.points) text += ` ${t('actions.did.scored', params)}`;
	return text;
}

function SidePanel({ snap, t, lang, tc, guided }: { snap: Snap; t: T; lang: Locale; tc: T; guided: boolean }) {
	const c = snap.context;
	const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
	return (
		<div class="wl-side">
			<p class="wl-turn">
				<Token player="A" small />
				{` ${choiceText(snap, t)}`}
			</p>
			<p>{promptText(snap, t)}</p>
			{guided && refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} alert={false} />}
			<GamePlayers game={c.game} t={t} caption={t('actions.table.caption')} />
			<LevelsTable game={c.game} levels={c.levels} t={t} caption={t('actions.levels.caption')} />
			<p class="wl-legend">{t('actions.legend')}</p>
		</div>
	);
}

function ActionsTry({ lang, t, tc, pathCheck }: { lang: Locale; t: T; tc: T; pathCheck: boolean }) {
	const { actor, snap, send, status } = useTryIt(() => createActor(actionsMachine, { input: actionsInput(pathCheck) }).start(), [], (next, before, event) => {
		if (next.context.refusal) return '';
		if (next.context.last && next.context.last !== before.context.last) return lastText(next, t);
		if (event.type === 'CELL' || event.type === 'CHOOSE' || event.type === 'CANCEL') return promptText(next, t);
		if (event.type === 'SET_CHART') return t('actions.try.chartSet');
		return event.type === 'RESET' ? t('actions.try.reset') : undefined;
	});
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
				<WildBoard board={c.game.board} occ={c.game.occ} players={c.game.players} lang={lang} t={t} marks={marksOf(snap)} onActivate={(cell) => send({ type: 'CELL', cell })} />
				<div class="wl-side">
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
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

export interface ActionsWidgetProps {
	lang: Locale;
}

/** Migrate, expand, attack on the teaching board: a guided example and a try-it sandbox. */
export default function ActionsWidget({ lang }: ActionsWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const [pathCheck, setPathCheck] = useState(false);
	const example = useMemo(() => actionsExample(pathCheck), [pathCheck]);
	const frames = useGuidedExample(actionsMachine, example);

	const steps = frames.map(({ snap, event, narration }) => {
		const c = snap.context;
		const board = c.game.board;
		const params = {
			card: terrainWord(t, c.card),
			cell: cellText(t, board, event?.type === 'CELL' ? event.cell : undefined),
			targets: c.targets.map((x) => cellText(t, board, x)).join(t('list.sep')),
			from: cellText(t, board, c.last?.from),
			player: c.last?.removed ? t('player.name', { letter: playerLetter(c.game.players, c.last.removed) }) : '',
			area: c.refusal?.params?.['area'] ? areaText(t, board, String(c.refusal.params['area'])) : '',
			reserve: c.game.ps[ACTOR]!.reserve,
		};
		return { text: t(narration, params) };
	});

	const toolbar = (
		<ChoiceGroup label={t('actions.setting.label')}>
			<button type="button" aria-pressed={!pathCheck} onClick={() => setPathCheck(false)}>
				{t('actions.setting.arrival')}
			</button>
			<button type="button" aria-pressed={pathCheck} onClick={() => setPathCheck(true)}>
				{t('actions.setting.path')}
			</button>
		</ChoiceGroup>
	);

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('actions.title')}
			steps={steps}
			toolbar={toolbar}
			resetKey={pathCheck}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				return <WildBoard board={c.game.board} occ={c.game.occ} players={c.game.players} lang={lang} t={t} marks={marksOf(snap)} />;
			}}
			renderSide={(i) => <SidePanel snap={frames[i]!.snap} t={t} lang={lang} tc={tc} guided />}
			renderTry={() => <ActionsTry lang={lang} t={t} tc={tc} pathCheck={pathCheck} />}
			caption={<p>{t('actions.caption')}</p>}
		/>
	);
}
