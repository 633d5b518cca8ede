import type { Locale } from '../../i18n/paths';
import type { decreeMachine } from '../../machines/animal-kingdoms/decree.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { DecreesTryProps } from './DecreesTry';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';
import { DecreeBoard, DecreePanel, WIDGET_ID } from './decreesParts';

const loadTry: TryLoader<DecreesTryProps> = () => import('./DecreesTry').then((m) => m.DecreesTry);
/** Decrees: the rulebook's example (ignored, then checked), then one teaching decree per family. */
export default function DecreesWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** frames.ts: decreeFrames() */;
	frames: GuidedFrames<typeof decreeMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, f.params) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('dc.title')}
			steps={steps}
			renderBoard={(i) => (
				// The decree and its verdict are what each step is about: drawn with the kingdoms.
				<div class="ak-decree-board">
					<DecreeBoard c={frames[i]!.snap.context} t={t} lang={lang} />
					<DecreePanel c={frames[i]!.snap.context} t={t} lang={lang} tc={tc} />
				</div>
			)}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('dc.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
