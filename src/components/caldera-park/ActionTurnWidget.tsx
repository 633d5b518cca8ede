import { useState } from 'preact/hooks';
import type { T } from '../../i18n/caldera-park/messages';
import type { Locale } from '../../i18n/paths';
import type { TurnContext, turnMachine } from '../../machines/caldera-park/turn.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { RefusalNote } from '../shared/RefusalNote';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { ActionTurnTryProps } from './ActionTurnTry';
import { ActionBoard, Display, Players, playerNoun, TurnPark } from './turnParts';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/caldera-park/keys';

export const WIDGET_ID = 'action-turn-example';

const loadTry: TryLoader<ActionTurnTryProps> = () => import('./ActionTurnTry').then((m) => m.ActionTurnTry);

/** The announce as the marmot holder calls it, when this step has one. */
export function callParams(ctx: TurnContext, t: T): Record<string, string> {
	return ctx.last?.kind === 'announce' ? { call: t('req.call', { token: ctx.last.token, req: ctx.last.req }) } : {};
}

/** An action turn: the rulebook's example (Mia, Lin, Sam), then try-it for 1–4 parks. */
export default function ActionTurnWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** replayed at build time (frames.ts) */;
	frames: GuidedFrames<typeof turnMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('caldera-park', lang);
	const [players, setPlayers] = useState(3);
	const frames = useGuidedExample(replayed);
	const focus = (i: number) => {
		const f = frames[i]!;
		const e = f.event;
		return e && (e.type === 'SELECT' || e.type === 'PLACE') ? e.player : f.before.context.marmot;
	};
	const steps = frames.map((f) => ({ text: t.ref(f.narration, callParams(f.snap.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('turn.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				const p = focus(i);
				return <TurnPark ctx={ctx} player={p} t={t} tc={tc} title={t('turn.showing', { player: playerNoun(p, t) })} />;
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="cp-side cp-turn-side">
						{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="caldera-park" tc={tc} tg={t.ref} alert={false} />}
						{/* The display and the players' table first: most steps change them together, so they share the screen. */}
						<Display ctx={ctx} player={focus(i)} t={t} />
						<Players ctx={ctx} t={t} />
						<ActionBoard ctx={ctx} t={t} />
					</div>
				);
			}}
			renderTry={() => <LazyTry key={players} load={loadTry} lang={lang} props={{ players, lang, t, tc, onPlayers: setPlayers }} />}
			caption={
				<>
					<p>{t('turn.caption')}</p>
					<p>{t('park.teaching')}</p>
				</>
			}
		/>
	);
}
