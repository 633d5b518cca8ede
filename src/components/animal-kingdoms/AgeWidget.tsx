import type { Locale } from '../../i18n/paths';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';
import type { ageMachine } from '../../machines/animal-kingdoms/age.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { AgeTryProps } from './AgeTry';
import { useMessages } from '../shared/useMessages';
import { AgeBoard, AgeRefusal, AgeSide, WIDGET_ID } from './ageParts';

const loadTry: TryLoader<AgeTryProps> = () => import('./AgeTry').then((m) => m.AgeTry);

/** A turn and an age: claims, a rally, a capital, refusals with their rule, the age ending. */
export default function AgeWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** frames.ts: ageFrames() */;
	frames: GuidedFrames<typeof ageMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, f.params) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('age.title')}
			steps={steps}
			renderBoard={(i) => <AgeBoard c={frames[i]!.snap.context} t={t} lang={lang} />}
			renderSide={(i) => (
				<>
					<AgeRefusal c={frames[i]!.snap.context} t={t} tc={tc} lang={lang} live={false} />
					<AgeSide c={frames[i]!.snap.context} t={t} />
				</>
			)}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('age.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
