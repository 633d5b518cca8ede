import type { Locale } from '../../i18n/paths';
import type { weatherMachine } from '../../machines/caldera-park/weather.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { WeatherLists, WeatherPark, weatherStepParams } from './explorerParts';
import { useMessages } from '../shared/useMessages';
import type { WeatherTryProps } from './WeatherTry';
import type { NarrationKey } from '../../machines/caldera-park/keys';

export const WIDGET_ID = 'weather-explorer';

const loadTry: TryLoader<WeatherTryProps> = () => import('./WeatherTry').then((m) => m.WeatherTry);

/** Each weather token on the same space of the mini-park, what flips and why; then any token on any weather space. */
export default function WeatherWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof weatherMachine, NarrationKey> }) {
	const { t, tc } = useMessages('caldera-park', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, weatherStepParams(f.snap.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('weather.title')}
			steps={steps}
			renderBoard={(i) => <WeatherPark ctx={frames[i]!.snap.context} t={t} tc={tc} />}
			renderSide={(i) => <WeatherLists ctx={frames[i]!.snap.context} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('weather.caption')}</p>}
		/>
	);
}
