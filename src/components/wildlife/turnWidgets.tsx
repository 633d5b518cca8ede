/**
 * The turn page's two widgets (the actions demo and the rulebook's turn example), drawn in guided
 * mode. They live in one module with the parts their try-it modes draw too, so the page fetches one
 * chunk for them instead of five small ones (with turnLoaders.ts: 30.1 → 28.4 KB brotli in all).
 * ActionsWidget.tsx and TurnWidget.tsx are the islands: they hand over their lazily loaded try-it
 * mode (turnLoaders.ts), so the try-it modules import these parts from here without an import cycle.
 */
import { useState } from 'preact/hooks';
import { READER as ACTOR } from '../../machines/wildlife/types';
import { Walkthrough } from '../shared/Walkthrough';
import { RefusalNote } from '../shared/RefusalNote';
import { playerNoun } from './playerNames';
import { areaOf, cellText, GamePlayers, LevelsTable, localRefusal, terrainNoun } from './turnParts';
import { WildBoard } from './WildBoard';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { useGuidedExample } from '../shared/useGuidedExample';
import type { ActionsTryProps } from './ActionsTry';
import type { TurnTryProps } from './TurnTry';
import { useMessages } from '../shared/useMessages';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { type ActionsWidgetProps, marksOf as actionMarks, SidePanel, WIDGET_ID as ACTIONS_ID } from './actionsParts';
import { HandList, marksOf as turnMarks, paramsOf, TurnTable, type TurnWidgetProps, WIDGET_ID as TURN_ID } from './turnTableParts';

/** The parts the try-it modes draw too (from here, so they share this module's chunk). */
export { cellText, GamePlayers, LevelsTable, localRefusal } from './turnParts';
export { choiceText, marksOf as actionMarks, promptText } from './actionsParts';
export { HandList, marksOf as turnMarks, paramsOf, TurnTable } from './turnTableParts';

/** Migrate, expand, attack on the teaching board: a guided example and a try-it sandbox. */
export function ActionsGuided({ lang, frames: all, loadTry }: ActionsWidgetProps & { loadTry: TryLoader<ActionsTryProps> }) {
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
			player: c.last?.removed ? playerNoun(t, c.last.removed) : '',
			area: c.refusal?.params?.['area'] ? areaOf(t, board, String(c.refusal.params['area'])) : '',
			reserve: c.game.ps[ACTOR]!.reserve,
		};
		return { text: t.ref(narration, params) };
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
			id={ACTIONS_ID}
			lang={lang}
			title={t('actions.title')}
			steps={steps}
			options={toolbar}
			resetKey={pathCheck}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				return <WildBoard board={c.game.board} occ={c.game.occ} lang={lang} t={t} marks={actionMarks(snap)} />;
			}}
			renderSide={(i) => <SidePanel snap={frames[i]!.snap} t={t} lang={lang} tc={tc} guided />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc, pathCheck }} />}
			caption={<p>{t('actions.caption')}</p>}
		/>
	);
}

/** The rulebook's turn example (Orange, Human with Intelligence), replayed; then a turn of your own. */
export function TurnGuided({ lang, frames: replayed, loadTry }: TurnWidgetProps & { loadTry: TryLoader<TurnTryProps> }) {
	const { t, tc } = useMessages('wildlife', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, paramsOf(f.snap, t)) }));

	return (
		<Walkthrough
			id={TURN_ID}
			lang={lang}
			title={t('turnex.title')}
			steps={steps}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
				return (
					<>
						<WildBoard board={c.game.board} occ={c.game.occ} lang={lang} t={t} marks={turnMarks(snap)} />
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} alert={false} />}
					</>
				);
			}}
			renderSide={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				return (
					<div class="wl-side">
						<TurnTable snap={snap} t={t} />
						<HandList snap={snap} t={t} />
						<p class="wt-info">{t('turnex.reconstruction')}</p>
						<details class="wl-details">
							<summary>{t('turnex.more')}</summary>
							<GamePlayers game={c.game} t={t} caption={t('turnex.players.caption')} economy />
							<LevelsTable game={c.game} levels={c.levels} t={t} caption={t('turnex.levels.caption')} />
						</details>
					</div>
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('turnex.caption')}</p>}
		/>
	);
}
