import { useState } from 'preact/hooks';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { ACTOR } from '../../machines/wildlife/actions';
import type { actionsMachine } from '../../machines/wildlife/actions.machine';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerNoun } from './playerNames';
import { LevelsTable, GamePlayers, areaOf, cellText, localRefusal, terrainNoun, type Marks } from './turnParts';
import { WildBoard } from './WildBoard';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { type FrameSnap, type GuidedFrames, useGuidedExample } from '../shared/useGuidedExample';
import type { ActionsTryProps } from './ActionsTry';
import { useMessages } from '../shared/useMessages';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import type { NarrationKey } from '../../machines/wildlife/keys';
import type { WidgetT } from '../../i18n/messages';

/** A snapshot as plain data: a guided frame (replayed at build time) or a live one. */
type Snap = FrameSnap<typeof actionsMachine>;

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<ActionsTryProps> = () => import('./ActionsTry').then((m) => m.ActionsTry);

const WIDGET_ID = 'actions-demo';

export function marksOf(snap: Snap): Marks {
	const c = snap.context;
	const marks: Marks = {};
	for (const cell of c.targets) marks[cell] = 'hint';
	if (c.last) marks[c.last.cell] = 'last';
	if (c.selected) marks[c.selected] = 'last';
	if (c.refusedCell) marks[c.refusedCell] = 'refused';
	return marks;
}

/** What is shown as chosen: "Migrate with a forest card". */
export function choiceText(snap: Snap, t: T): string {
	return t('actions.choice', { action: t(`actions.action.${snap.context.action}`), card: terrainNoun(t, snap.context.card) });
}

/** The prompt under the choice: what to click next, and where the chosen piece may go. */
export function promptText(snap: Snap, t: T): string {
	const c = snap.context;
	if (c.action !== 'migrate') return t(`actions.prompt.${c.action}`, { card: terrainNoun(t, c.card) });
	if (!c.selected) return t('actions.prompt.pickPiece');
	if (!c.targets.length) return t('actions.prompt.noTarget', { cell: cellText(t, c.game.board, c.selected) });
	return t('actions.prompt.targets', {
		cell: cellText(t, c.game.board, c.selected),
		targets: c.targets.map((x) => cellText(t, c.game.board, x)).join(t('list.sep')),
	});
}

function SidePanel({ snap, t, lang, tc, guided }: { snap: Snap; t: T; lang: Locale; tc: WidgetT; guided: boolean }) {
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

export interface ActionsWidgetProps {
	lang: Locale;
	/** The guided example under both migration checks, replayed at build time (frames.ts: actionsFrames()). */
	frames: { arrival: GuidedFrames<typeof actionsMachine, NarrationKey>; path: GuidedFrames<typeof actionsMachine, NarrationKey> };
}

/** Migrate, expand, attack on the teaching board: a guided example and a try-it sandbox. */
export default function ActionsWidget({ lang, frames: all }: ActionsWidgetProps) {
	const { t, tc } = useMessages('wildlife', lang);
	const [pathCheck, setPathCheck] = useState(false);
	const frames = useGuidedExample(pathCheck ? all.path : all.arrival);

	const steps = frames.map(({ snap, event, narration }) => {
		const c = snap.context;
		const board = c.game.board;
		const params = {
			card: terrainNoun(t, c.card),
			cell: cellText(t, board, event?.type === 'CELL' ? event.cell : undefined),
			targets: c.targets.map((x) => cellText(t, board, x)).join(t('list.sep')),
			from: cellText(t, board, c.last?.from),
			player: c.last?.removed ? playerNoun(t, c.game.players, c.last.removed) : '',
			area: c.refusal?.params?.['area'] ? areaOf(t, board, String(c.refusal.params['area'])) : '',
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
			options={toolbar}
			resetKey={pathCheck}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				return <WildBoard board={c.game.board} occ={c.game.occ} players={c.game.players} lang={lang} t={t} marks={marksOf(snap)} />;
			}}
			renderSide={(i) => <SidePanel snap={frames[i]!.snap} t={t} lang={lang} tc={tc} guided />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc, pathCheck }} />}
			caption={<p>{t('actions.caption')}</p>}
		/>
	);
}
