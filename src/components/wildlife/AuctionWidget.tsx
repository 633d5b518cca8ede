import { useMemo } from 'preact/hooks';
import type { Locale } from '../../i18n/paths';
import type { auctionMachine } from '../../machines/wildlife/auction.machine';
import { AUCTION_EXAMPLES, auctionExample, type AuctionExampleId } from '../../machines/wildlife/examples/auction';
import { RefusalNote } from '../shared/RefusalNote';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { UrlChoiceGroup } from '../shared/UrlChoiceGroup';
import { useUrlChoice } from '../shared/useUrlChoice';
import { Walkthrough } from '../shared/Walkthrough';
import { AuctionPlayers, BidLog, moveParams, SalePanel, shownRefusal } from './auctionParts';
import type { AuctionTryProps } from './AuctionTry';
import { useMessages } from '../shared/useMessages';
import type { NarrationKey } from '../../machines/wildlife/keys';
import './wildlife.css';

const WIDGET_ID = 'auction-example';
const CASE_PARAM = 'auction-case';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<AuctionTryProps> = () => import('./AuctionTry').then((m) => m.AuctionTry);

export interface AuctionWidgetProps {
	lang: Locale;
	/** Example shown first. */
	example?: AuctionExampleId;
	/** The four guided examples, replayed at build time (frames.ts: auctionFrames()). */
	frames: Record<AuctionExampleId, GuidedFrames<typeof auctionMachine, NarrationKey>>;
}

/** A WildLife auction: four guided examples and a try-it mode where the reader plays every seat. */
export default function AuctionWidget({ lang, example = 'main', frames: all }: AuctionWidgetProps) {
	const { t, tc } = useMessages('wildlife', lang);
	const choice = useUrlChoice<AuctionExampleId>(CASE_PARAM, AUCTION_EXAMPLES, example);
	const ex = useMemo(() => auctionExample(choice.value), [choice.value]);
	const frames = useGuidedExample(all[choice.value]);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, moveParams(f.before, f.snap, f.event, t)) }));

	return (
		<Walkthrough
			id={WIDGET_ID}
			urlReady={choice.ready}
			lang={lang}
			title={t('auction.title')}
			steps={steps}
			guidedToolbar={<UrlChoiceGroup label={t('auction.examples')} choice={choice} options={AUCTION_EXAMPLES} text={(k) => t(`auction.example.${k}`)} />}
			resetKey={choice.value}
			renderBoard={(i) => {
				const snap = frames[i]!.snap;
				return (
					<div class="wl-auc">
						<SalePanel snap={snap} card={t(`auction.card.${ex.card}`)} t={t} face={ex.card === 'terrain' ? { kind: 'anyTerrain' } : { kind: ex.card }} />
					</div>
				);
			}}
			renderSide={(i) => {
				const snap = frames[i]!.snap;
				const refusal = snap.context.refusal;
				// A refused bid's note right under the bid it refuses (the log's last line), in its own
				// box: on a phone the step's changes (the players' roles, the log) and the note stay together.
				return (
					<div class="wl-auc-grid">
						<AuctionPlayers snap={snap} t={t} />
						<div>
							<BidLog log={snap.context.log} t={t} />
							<div class="wl-auc-why">
								{refusal && <RefusalNote refusal={shownRefusal(refusal, t)} lang={lang} game="wildlife" tc={tc} tg={t.ref} alert={false} inPlace />}
							</div>
						</div>
					</div>
				);
			}}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{t('auction.caption')}</p>}
		/>
	);
}
