import type { Locale } from '../../i18n/paths';
import type { cardsMachine } from '../../machines/wildlife/cards.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { CardsTryProps } from './CardsTry';
import { EventsSide, GuidedBoard, isTable, placeOf, TopicList, WIDGET_ID } from './cardsParts';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/wildlife/keys';
import './wildlife.css';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<CardsTryProps> = () => import('./CardsTry').then((m) => m.CardsTry);

export interface CardsWidgetProps {
	lang: Locale;
	/** The guided example, replayed at build time (frames.ts: cardsFrames()). */
	frames: GuidedFrames<typeof cardsMachine, NarrationKey>;
}

/** WildLife cards: what each card type does, then the three events applied to a table of players. */
export default function CardsWidget({ lang, frames: replayed }: CardsWidgetProps) {
	const { t, tc } = useMessages('wildlife', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map(({ snap, event, narration }) => {
		const params: Record<string, string | number> = { owned: snap.context.demo.food, limit: snap.context.game.options.abilityLimit };
		if (event?.type === 'REMOVE') Object.assign(params, placeOf(snap, t, event.cell));
		return { text: t.ref(narration, params) };
	});

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('cards.title')}
			steps={steps}
			renderBoard={(i) => {
				const { snap, event, next } = frames[i]!;
				const marks: Record<string, 'last' | 'hint'> = {};
				if (event?.type === 'REMOVE') marks[event.cell] = 'last';
				if (next?.type === 'REMOVE') marks[next.cell] = 'hint';
				return <GuidedBoard snap={snap} t={t} tc={tc} lang={lang} marks={marks} />;
			}}
			renderSide={(i) => {
				const { snap } = frames[i]!;
				return isTable(snap) ? <EventsSide snap={snap} t={t} /> : <TopicList snap={snap} t={t} />;
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('cards.caption')}</p>}
		/>
	);
}
