/** The auction's try-it mode: the reader sets up the table, then plays every seat. */
import type { Seat } from '../../machines/shared/seats';
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { auctionMachine, parseWhole, type AuctionEvent, type AuctionInput } from '../../machines/wildlife/auction.machine';

import { ChoiceGroup } from '../shared/ChoiceGroup';
import { NumberField } from '../shared/NumberField';
import { RefusalNote } from '../shared/RefusalNote';
import { useLiveActor } from '../shared/useLiveActor';
import { type AuctionSnap, AuctionPlayers, BidLog, SalePanel, shownRefusal, statusText } from './auctionParts';
import { playerName, playerNoun } from './playerNames';
import type { TryPartProps } from '../shared/useMessages';
import type { WidgetT } from '../../i18n/messages';

import { DEFAULT_FORM, type Form, SetupForm } from './auctionForm';

/** The buttons of the stage the auction is in: bid or pass, pay or use, use or discard, play again. */
function StageActions({
	stage,
	snap,
	speaker,
	setSpeaker,
	send,
	onRestart,
	t,
	uid,
}: {
	stage: string;
	snap: AuctionSnap;
	speaker: Seat;
	setSpeaker: (p: Seat) => void;
	send: (e: AuctionEvent) => void;
	onRestart: () => void;
	t: T;
	uid: string;
}) {
	const { auction: a, minimum, input } = snap.context;
	const players = input.players;
	const nm = (id: Seat) => playerNoun(t, id);
	const [amount, setAmount] = useState(String(minimum));
	const [amountError, setAmountError] = useState(false);
	// A new minimum (a bid was made) becomes the box's value; not on mount, where the effect, run
	// after the first paint, wiped an amount typed at once (the minimum instead of a refused 2).
	const shownMinimum = useRef(minimum);
	useEffect(() => {
		if (shownMinimum.current === minimum) return;
		shownMinimum.current = minimum;
		setAmount(String(minimum));
	}, [minimum]);
	const bidOrPass = (kind: 'BID' | 'PASS') => {
		if (kind === 'PASS') return send({ type: 'PASS', player: speaker });
		const n = parseWhole(amount);
		setAmountError(n === null);
		if (n !== null) send({ type: 'BID', player: speaker, amount: n });
	};
	const controls = (buttons: [string, AuctionEvent | null][]) => (
		<div class="wt-controls">
			{buttons.map(([label, event], i) => (
				<button type="button" key={label} class={i === 0 ? 'wt-btn wt-btn-primary' : 'wt-btn'} onClick={() => (event ? send(event) : onRestart())}>
					{label}
				</button>
			))}
		</div>
	);
	if (stage === 'sold')
		return controls([
			[t('auction.try.pay'), { type: 'PAY' }],
			[t('auction.try.use'), { type: 'USE' }],
		]);
	if (stage === 'paid')
		return controls([
			[t('auction.try.use'), { type: 'USE' }],
			[t('auction.try.discard'), { type: 'DISCARD' }],
		]);
	if (snap.status === 'done') return controls([[`↺ ${t('auction.try.restart')}`, null]]);
	return (
		<>
			<ChoiceGroup label={t('auction.try.speaker')}>
				{players.map((p) => (
					<button type="button" key={p} aria-pressed={p === speaker} aria-label={playerName(t, p)} onClick={() => setSpeaker(p)}>
						{p}
					</button>
				))}
			</ChoiceGroup>
			{speaker === a.seller ? (
				<div class="wl-auc-bidrow">
					<p class="wl-auc-note">{t('auction.try.sellerNote', { player: nm(speaker) })}</p>
					<button type="button" class="wt-btn" onClick={() => send({ type: 'BID', player: speaker, amount: minimum })}>
						{t('auction.try.sellerTry')}
					</button>
				</div>
			) : (
				<div class="wl-auc-bidrow">
					<NumberField
						id={`${uid}-amount`}
						label={t('auction.try.amount', { player: nm(speaker) })}
						value={amount}
						error={amountError ? t('auction.try.badAmount') : null}
						alertError
						refused={String(minimum - 1)}
						onInput={(v) => {
							setAmount(v);
							setAmountError(false);
						}}
						onEnter={() => bidOrPass('BID')}
					/>
					<button type="button" class="wt-btn wt-btn-primary" onClick={() => bidOrPass('BID')}>
						{a.twoPlayer ? t('auction.try.buyAt') : t('auction.try.bid')}
					</button>
					<button type="button" class="wt-btn" onClick={() => bidOrPass('PASS')}>
						{a.twoPlayer ? t('auction.try.decline') : t('auction.try.pass')}
					</button>
				</div>
			)}
		</>
	);
}

function AuctionPlay({ input, lang, t, tc, onRestart, uid }: { input: AuctionInput; lang: Locale; t: T; tc: WidgetT; onRestart: () => void; uid: string }) {
	const [actor, snap] = useLiveActor(() => createActor(auctionMachine, { input }).start(), [input]);
	const first = actor.getSnapshot().context.bidder ?? input.seller;
	const [status, setStatus] = useState(() => t('auction.try.started', { seller: playerNoun(t, input.seller), next: playerNoun(t, first) }));
	const [speaker, setSpeaker] = useState<Seat>(first);
	const actionsRef = useRef<HTMLDivElement>(null);
	// When the stage changes (bidding → sold → paid → over), the old buttons go away: move focus to the new ones.
	const stage = String(snap.value);
	const firstStage = useRef(true);
	useEffect(() => {
		if (firstStage.current) {
			firstStage.current = false;
			(actionsRef.current?.querySelector<HTMLElement>('input') ?? actionsRef.current?.querySelector<HTMLElement>('button'))?.focus();
			return;
		}
		if (stage !== 'bidding') actionsRef.current?.querySelector<HTMLElement>('.wt-btn-primary, button')?.focus();
	}, [stage]);

	const send = (event: AuctionEvent) => {
		const before = actor.getSnapshot();
		actor.send(event);
		const after = actor.getSnapshot();
		if (after.context.refusal) return;
		setStatus(statusText(before, after, event, t));
		if (after.context.bidder) setSpeaker(after.context.bidder);
	};

	const refusal = snap.context.refusal;
	return (
		<div class="wl-try">
			<SalePanel snap={snap} card={t('auction.card.any')} t={t} />
			<div class="wl-auc-actions" ref={actionsRef}>
				<StageActions stage={stage} snap={snap} speaker={speaker} setSpeaker={setSpeaker} send={send} onRestart={onRestart} t={t} uid={uid} />
			</div>
			{refusal && <RefusalNote refusal={shownRefusal(refusal, t)} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
			<p class="wl-auc-status" role="status">
				{status}
			</p>
			<div class="wl-auc-grid">
				<AuctionPlayers snap={snap} t={t} />
				<BidLog log={snap.context.log} t={t} />
			</div>
			{snap.status !== 'done' && (
				<div class="wt-controls">
					<button type="button" class="wt-btn" onClick={onRestart}>
						{`↺ ${t('auction.try.restart')}`}
					</button>
				</div>
			)}
		</div>
	);
}

/** Try-it: a form for the table (players, seller, food, score), then the auction played seat by seat. */
export type AuctionTryProps = TryPartProps<'wildlife'>;

export function AuctionTry({ lang, t, tc }: AuctionTryProps) {
	const [form, setForm] = useState<Form>(DEFAULT_FORM);
	const [input, setInput] = useState<AuctionInput | null>(null);
	const uid = 'auction-try';
	const wrap = useRef<HTMLDivElement>(null);
	const restart = () => {
		setInput(null);
		requestAnimationFrame(() => wrap.current?.querySelector<HTMLElement>('.wl-auc-start')?.focus());
	};
	return (
		<div ref={wrap}>
			<p class="wt-info">{t('auction.try.intro')}</p>
			{input ? (
				<AuctionPlay key={JSON.stringify(input)} input={input} lang={lang} t={t} tc={tc} onRestart={restart} uid={uid} />
			) : (
				<SetupForm form={form} setForm={setForm} onStart={setInput} t={t} uid={uid} />
			)}
		</div>
	);
}
