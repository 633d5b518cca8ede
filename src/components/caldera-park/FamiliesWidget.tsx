import type { Locale } from '../../i18n/paths';
import type { familiesMachine } from '../../machines/caldera-park/families.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { FamiliesList, FamiliesPark, familiesParams } from './explorerParts';
import type { FamiliesTryProps } from './FamiliesTry';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/caldera-park/keys';

export const WIDGET_ID = 'families-explorer';

const loadTry: TryLoader<FamiliesTryProps> = () => import('./FamiliesTry').then((m) => m.FamiliesTry);

/** The families of one species: animals × water points, the best one, a flipped tile, the Sun; then the reader's own park. */
export default function FamiliesWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof familiesMachine, NarrationKey> }) {
	const { t, tc } = useMessages('caldera-park', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, familiesParams(f.snap.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('families.title')}
			steps={steps}
			renderBoard={(i) => <FamiliesPark ctx={frames[i]!.snap.context} t={t} tc={tc} />}
			renderSide={(i) => <FamiliesList ctx={frames[i]!.snap.context} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('families.caption')}</p>}
		/>
	);
}
