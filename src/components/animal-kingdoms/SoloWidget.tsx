import type { Locale } from '../../i18n/paths';
import { BOT } from '../../machines/animal-kingdoms/types';
import type { soloMachine } from '../../machines/animal-kingdoms/solo.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { AgeRefusal } from './AgeRefusal';
import type { SoloTryProps } from './SoloTry';
import { botWhyParts } from './soloWords';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';
import { SoloBoard, SoloSide, WIDGET_ID } from './soloParts';

const loadTry: TryLoader<SoloTryProps> = () => import('./SoloTry').then((m) => m.SoloTry);

/** The solo bot: the value picks the kingdom, your last kingdom, the two constraints, skipping, relaxing, the bonus. */
export default function SoloWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** frames.ts: soloFrames() */;
	frames: GuidedFrames<typeof soloMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f, i) => {
		// a step without an event (the bonus card) reads the turn of the step before
		const src = f.event ? f : (frames[i - 1] ?? f);
		const parts = botWhyParts(t, src.snap.context.botTurn, src.before.context.bonus, src.snap.context.level);
		return { text: t.ref(f.narration, { why: `${parts.first} ${parts.bonus}`.trim(), first: parts.first, bonus: parts.bonus, ...f.params }) };
	});
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('solo.title')}
			steps={steps}
			renderBoard={(i) => <SoloBoard c={frames[i]!.snap.context} t={t} lang={lang} />}
			renderSide={(i) => (
				<>
					<AgeRefusal c={frames[i]!.snap.context} t={t} tc={tc} lang={lang} live={false} bot={BOT} />
					<SoloSide c={frames[i]!.snap.context} t={t} />
				</>
			)}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('solo.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
