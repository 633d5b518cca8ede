import { useState } from 'preact/hooks';
import { ACTOR } from '../../machines/wildlife/actions';
import { Walkthrough } from '../shared/Walkthrough';
import { playerNoun } from './playerNames';
import { areaOf, cellText, terrainNoun } from './turnParts';
import { WildBoard } from './WildBoard';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { useGuidedExample } from '../shared/useGuidedExample';
import type { ActionsTryProps } from './ActionsTry';
import { useMessages } from '../shared/useMessages';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import './wildlife.css';
import { type ActionsWidgetProps, marksOf, SidePanel, WIDGET_ID } from './actionsParts';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<ActionsTryProps> = () => import('./ActionsTry').then((m) => m.ActionsTry);

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
