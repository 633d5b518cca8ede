import { useMemo } from 'preact/hooks';
import type { Locale } from '../../i18n/paths';
import { cardsMachine } from '../../machines/wildlife/cards.machine';
import { cardsExample } from '../../machines/wildlife/examples/cards';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { CardsTry } from './CardsTry';
import { GuidedBoard, placeOf, WIDGET_ID } from './cardsParts';
import { useWildlifeStrings } from './useStrings';

export interface CardsWidgetProps {
	lang: Locale;
}

/** WildLife cards: what each card type does, then the three events applied to a table of players. */
export default function CardsWidget({ lang }: CardsWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const example = useMemo(() => cardsExample(), []);
	const frames = useGuidedExample(cardsMachine, example);
	const steps = frames.map(({ snap, event, narration }) => {
		const params: Record<string, string | number> = { owned: snap.context.demo.food, limit: snap.context.game.options.abilityLimit };
		if (event?.type === 'REMOVE') params['place'] = placeOf(snap, t, event.cell);
		return { text: t(narration, params) };
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
			renderTry={() => <CardsTry lang={lang} t={t} tc={tc} />}
			caption={<p>{t('cards.caption')}</p>}
		/>
	);
}
