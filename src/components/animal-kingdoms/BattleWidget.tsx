import type { Locale } from '../../i18n/paths';
import type { battleMachine } from '../../machines/animal-kingdoms/battle.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { BattleTryProps } from './BattleTry';
import { btParams } from './btWords';
import { useMessages } from '../shared/useMessages';
import './animal-kingdoms.css';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';
import { BattleTable, WIDGET_ID } from './battleParts';

const loadTry: TryLoader<BattleTryProps> = () => import('./BattleTry').then((m) => m.BattleTry);

/** A battle between tied players: reveal, reinforcements, another reveal, a 1 beating an 8. */
export default function BattleWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** frames.ts: battleFrames() */;
	frames: GuidedFrames<typeof battleMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, { ...btParams(t, f.snap.context.battle), ...f.params }) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('bt.title')}
			steps={steps}
			renderBoard={(i) => <BattleTable b={frames[i]!.snap.context.battle} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('bt.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
