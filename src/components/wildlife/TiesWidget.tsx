import type { Locale } from '../../i18n/paths';
import { TIE_PRESETS } from '../../machines/wildlife/examples/ties';
import type { tiesMachine } from '../../machines/wildlife/ties.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import type { TiesTryProps } from './TiesTry';
import { Walkthrough } from '../shared/Walkthrough';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/wildlife/keys';
import './wildlife.css';
import { TiePanels, WIDGET_ID } from './tiesParts';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<TiesTryProps> = () => import('./TiesTry').then((m) => m.TiesTry);

/** Ranks, points and a sentence per tie, for an area, the herds and a 4/2 category: rulebook presets + editor. */
export default function TiesWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** replayed at build time (frames.ts: tiesFrames()) */;
	frames: GuidedFrames<typeof tiesMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('wildlife', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f, i) => ({ text: `${t(`ties.preset.${TIE_PRESETS[i]!.id}`)}. ${t(f.narration)}` }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('ties.title')}
			steps={steps}
			renderBoard={(i) => {
				const focus = TIE_PRESETS[i]!.focus;
				return (
					<TiePanels ctx={frames[i]!.snap.context} t={t} lang={lang} show={{ area: focus === 'area', herds: focus === 'herds', most: focus === 'most' }} />
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('ties.caption')}</p>}
		/>
	);
}
