import { RefusalNote } from '../shared/RefusalNote';
import { Walkthrough } from '../shared/Walkthrough';
import { LevelsTable, GamePlayers, localRefusal } from './turnParts';
import { WildBoard } from './WildBoard';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { useGuidedExample } from '../shared/useGuidedExample';
import type { TurnTryProps } from './TurnTry';
import { useMessages } from '../shared/useMessages';
import './wildlife.css';
import { HandList, marksOf, paramsOf, TurnTable, type TurnWidgetProps, WIDGET_ID } from './turnTableParts';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<TurnTryProps> = () => import('./TurnTry').then((m) => m.TurnTry);

/** The rulebook's turn example (Orange, Human with Intelligence), replayed; then a turn of your own. */
export default function TurnWidget({ lang, frames: replayed }: TurnWidgetProps) {
	const { t, tc } = useMessages('wildlife', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t(f.narration, paramsOf(f.snap, t)) }));

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('turnex.title')}
			steps={steps}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
				return (
					<>
						<WildBoard board={c.game.board} occ={c.game.occ} players={c.game.players} lang={lang} t={t} marks={marksOf(snap)} />
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} alert={false} />}
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
