import type { Locale } from '../../i18n/paths';
import type { endOfAgeMachine } from '../../machines/animal-kingdoms/endOfAge.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { EndOfAgeTryProps } from './EndOfAgeTry';
import { eoaParams } from './eoaWords';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';
import { EoaBoard, EoaSide, WIDGET_ID } from './endOfAgeParts';

const loadTry: TryLoader<EndOfAgeTryProps> = () => import('./EndOfAgeTry').then((m) => m.EndOfAgeTry);

/** The end of an age, kingdom by kingdom: the rulebook's 8/3/3/1 and its battle, then the peace treaty. */
export default function EndOfAgeWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** frames.ts: endOfAgeFrames() */;
	frames: GuidedFrames<typeof endOfAgeMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, { ...eoaParams(t, f.snap.context), ...f.params }) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('eoa.title')}
			steps={steps}
			renderBoard={(i) => <EoaBoard c={frames[i]!.snap.context} t={t} />}
			renderSide={(i) => <EoaSide c={frames[i]!.snap.context} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('eoa.caption')} ${t('board.teaching')} ${t('species.note')}`}</p>}
		/>
	);
}
