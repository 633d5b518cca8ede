import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Params, T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/shared/types';
import { replayAll } from '../../machines/shared/replay';
import { FOOD_PER_SPACE, currentBidder, minimumBid, MIN_BID } from '../../machines/wildlife/auction';
import {
	auctionMachine,
	parseFood,
	parseScore,
	parseWhole,
	PLAYER_COUNTS,
	seatIds,
	type AuctionEvent,
	type AuctionInput,
	type Parsed,
} from '../../machines/wildlife/auction.machine';
import { AUCTION_EXAMPLES, auctionExample, exampleEvents, type AuctionExampleId } from '../../machines/wildlife/examples/auction';
import type { PlayerId } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerLetter } from './playerNames';
import { TableWrap } from '../shared/TableWrap';
import { useLiveActor } from '../shared/useLiveActor';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { type Face, WildCard } from './WildCard';

type Snap = SnapshotFrom<typeof auctionMachine>;

const WIDGET_ID = 'auction-example';
const CASE_PARAM = 'auction-case';

const nameOf = (t: T, players: readonly string[], id: string) => t('player.name', { letter: playerLetter(players, id) });

/** A refusal whose `player` param (an id) is shown as "Player C". */
function shownRefusal(refusal: Refusal, players: readonly string[], t: T): Refusal {
	const player = refusal.params?.['player'];
	if (typeof player !== 'string') return refusal;
	return { ...refusal, params: { ...refusal.params, player: nameOf(t, players, player) } };
}

/** A number as printed: a true minus sign for negatives. */
const num = (n: number) => String(n).replace('-', '−');

function scoreText(n: number, t: T): string {
	return n < 1 ? t('auction.belowOne', { n: num(n) }) : String(n);
}

/** One line of the bidding log: an accepted bid or pass, or a refused attempt. */
interface LogEntry {
	player: PlayerId;
	amount?: number;
	refused?: boolean;
}

function BidLog({ log, players, t }: { log: LogEntry[]; players: readonly string[]; t: T }) {
	return (
		<div class="wl-auc-log">
			<p class="wl-auc-log-title">{t('auction.log.title')}</p>
			{log.length === 0 ? (
				<p class="wl-auc-log-empty">{t('auction.log.empty')}</p>
			) : (
				<ol>
					{log.map((e, i) => {
						const player = nameOf(t, players, e.player);
						const what = e.amount === undefined ? t('auction.log.pass', { player }) : t('auction.log.bid', { player, amount: e.amount });
						return (
							<li key={i} class={e.refused ? 'wl-auc-refused' : undefined}>
								<Token player={playerLetter(players, e.player)} small /> {e.refused ? <s>{what}</s> : <span>{what}</span>}
								{e.refused && <span>{` ${t('auction.log.refused')}`}</span>}
							</li>
						);
					})}
				</ol>
			)}
		</div>
	);
}

/** The card for sale, the speaking order and the bid to beat. */
function SalePanel({ snap, card, t, face }: { snap: Snap; card: string; t: T; face?: Face }) {
	const a = snap.context.auction;
	const players = snap.context.input.players;
	const nm = (id: string) => nameOf(t, players, id);
	return (
		<div class="wl-auc-panel">
			{face && <WildCard face={face} t={t} />}
			<p>{t('auction.forSale', { card, seller: nm(a.seller) })}</p>
			<p>{t('auction.order', { order: a.bidders.map(nm).join(', ') })}</p>
			{!a.done &&
				(a.twoPlayer ? (
					<p>{t('auction.fixed', { price: MIN_BID })}</p>
				) : a.high ? (
					<p>{t('auction.high', { amount: a.high.amount, player: nm(a.high.player), min: minimumBid(a) })}</p>
				) : (
					<p>{t('auction.noBid', { min: minimumBid(a) })}</p>
				))}
		</div>
	);
}

function PlayersTable({ snap, t }: { snap: Snap; t: T }) {
	const { auction: a, food, score, input } = snap.context;
	const players = input.players;
	const now = currentBidder(a);
	const role = (p: string): string => {
		if (p === a.seller) return t('auction.role.seller');
		if (a.result && a.result.winner === p) return t('auction.role.winner', { price: a.result.price });
		if (p === now) return t('auction.role.bidding');
		if (a.passed.includes(p)) return t('auction.role.passed');
		if (a.high?.player === p) return t('auction.role.high', { amount: a.high.amount });
		return a.done ? t('auction.role.out') : t('auction.role.waiting');
	};
	return (
		<TableWrap caption={t('auction.table.caption')} class="wl-auc-table">
				<thead>
					<tr>
						<th scope="col">{t('auction.table.player')}</th>
						<th scope="col">{t('auction.table.food')}</th>
						<th scope="col">{t('auction.table.score')}</th>
						<th scope="col">{t('auction.table.now')}</th>
					</tr>
				</thead>
				<tbody>
					{players.map((p) => (
						<tr key={p} class={p === now ? 'wl-auc-now' : undefined} aria-current={p === now ? 'true' : undefined}>
							<th scope="row">
								<Token player={playerLetter(players, p)} small />
								{` ${nameOf(t, players, p)}`}
							</th>
							<td>{food[p]}</td>
							<td>{scoreText(score[p] ?? 0, t)}</td>
							<td>{p === now ? <strong>{role(p)}</strong> : role(p)}</td>
						</tr>
					))}
				</tbody>
		</TableWrap>
	);
}

/** Everything a narration or a status line may mention, read from the snapshots (no rule decided here). */
function moveParams(before: Snap, after: Snap, event: AuctionEvent | null, t: T): Params {
	const { input } = after.context;
	const players = input.players;
	const nm = (id: string) => nameOf(t, players, id);
	const a = after.context.auction;
	const p: Params = {
		seller: nm(a.seller),
		order: a.bidders.map(nm).join(', '),
		passed: a.passed.map(nm).join(', '),
		prev: before.context.auction.high?.amount ?? 0,
		next: nm(currentBidder(a) ?? a.seller),
	};
	if (event && (event.type === 'BID' || event.type === 'PASS')) {
		p['player'] = nm(event.player);
		p['playerFood'] = before.context.food[event.player] ?? 0;
	}
	if (event?.type === 'BID') p['amount'] = event.amount;
	if (after.context.refusal) {
		const r = shownRefusal(after.context.refusal, players, t);
		p['reason'] = t(r.key, r.params);
	}
	if (a.result) {
		const { winner, price } = a.result;
		const food = input.food[winner] ?? 0;
		const pay = after.context.payment;
		p['winner'] = nm(winner);
		p['price'] = price;
		p['food'] = food;
		p['missing'] = Math.max(0, price - food);
		p['scoreBefore'] = input.score[winner] ?? 0;
		if (pay) {
			p['spaces'] = pay.spacesBack;
			p['bank'] = pay.spacesBack * FOOD_PER_SPACE;
			p['keep'] = pay.food[winner] ?? 0;
			p['scoreAfter'] = num(pay.score[winner] ?? 0);
			p['sellerFood'] = pay.food[a.seller] ?? 0;
		}
	}
	return p;
}

/** What the status line says after an accepted event (refusals are shown by RefusalNote instead). */
function statusText(before: Snap, after: Snap, event: AuctionEvent, t: T): string {
	const p = moveParams(before, after, event, t);
	switch (after.value) {
		case 'sold':
			return `${event.type === 'PASS' ? t('auction.log.pass', { player: p['player']! }) : t('auction.log.bid', { player: p['player']!, amount: p['amount']! })}. ${t('auction.s.sold', p)}`;
		case 'unsold':
			return `${t('auction.log.pass', { player: p['player']! })}. ${t('auction.s.unsold')}`;
		case 'paid':
			return t(after.context.payment && after.context.payment.spacesBack > 0 ? 'auction.s.paidShort' : 'auction.s.paid', p);
		case 'used':
			return t('auction.s.used', p);
		case 'discarded':
			return t('auction.s.discarded', p);
		default:
			return t(event.type === 'BID' ? 'auction.s.bid' : 'auction.s.pass', p);
	}
}

// ————— Try-it —————

interface Form {
	n: number;
	food: string[];
	score: string[];
	seller: number;
}

const DEFAULT_FORM: Form = { n: 4, food: ['8', '8', '8', '8', '8', '8'], score: ['1', '2', '3', '4', '5', '6'], seller: 0 };

function NumberField({ id, label, who, value, parsed, onInput, t }: { id: string; label: string; who: string; value: string; parsed: Parsed; onInput: (v: string) => void; t: T }) {
	const errId = `${id}-err`;
	return (
		<div class="wl-auc-field">
			<label for={id}>
				{label}
				<span class="sr-only"> ({who})</span>
			</label>
			<input
				id={id}
				type="text"
				inputMode="numeric"
				autoComplete="off"
				value={value}
				aria-invalid={parsed.ok ? undefined : 'true'}
				aria-describedby={parsed.ok ? undefined : errId}
				onInput={(e) => onInput((e.target as HTMLInputElement).value)}
			/>
			{!parsed.ok && (
				<span class="wl-auc-err" id={errId}>
					{`⚠ ${t(parsed.key)}`}
				</span>
			)}
		</div>
	);
}

function SetupForm({ form, setForm, onStart, t, uid }: { form: Form; setForm: (f: Form) => void; onStart: (input: AuctionInput) => void; t: T; uid: string }) {
	const [message, setMessage] = useState('');
	const ids = seatIds(form.n);
	const foods = ids.map((_, i) => parseFood(form.food[i] ?? ''));
	const scores = ids.map((_, i) => parseScore(form.score[i] ?? ''));
	const formRef = useRef<HTMLDivElement>(null);
	const start = () => {
		const bad = [...foods, ...scores].some((p) => !p.ok);
		if (bad) {
			setMessage(t('auction.try.formInvalid'));
			formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
			return;
		}
		const val = (p: Parsed) => (p.ok ? p.value : 0);
		onStart({
			players: ids,
			seller: ids[form.seller] ?? ids[0]!,
			food: Object.fromEntries(ids.map((p, i) => [p, val(foods[i]!)])),
			score: Object.fromEntries(ids.map((p, i) => [p, val(scores[i]!)])),
		});
	};
	const set = (key: 'food' | 'score', i: number, v: string) => {
		const next = [...form[key]];
		next[i] = v;
		setForm({ ...form, [key]: next });
		setMessage('');
	};
	return (
		<div class="wl-auc-form" ref={formRef}>
			<ChoiceGroup label={t('auction.try.players')}>
				{PLAYER_COUNTS.map((k) => (
					<button
						type="button"
						key={k}
						aria-pressed={k === form.n}
						aria-label={t('auction.try.playersButton', { n: k })}
						onClick={() => setForm({ ...form, n: k, seller: Math.min(form.seller, k - 1) })}
					>
						{k}
					</button>
				))}
			</ChoiceGroup>
			<ChoiceGroup label={t('auction.try.seller')}>
				{ids.map((p, i) => (
					<button
						type="button"
						key={p}
						aria-pressed={i === form.seller}
						aria-label={t('auction.try.sellerButton', { player: nameOf(t, ids, p) })}
						onClick={() => setForm({ ...form, seller: i })}
					>
						{playerLetter(ids, p)}
					</button>
				))}
			</ChoiceGroup>
			<fieldset class="wl-auc-fields">
				<legend>{t('auction.try.setupCaption')}</legend>
				{ids.map((p, i) => {
					const player = nameOf(t, ids, p);
					return (
						<div class="wl-auc-seat" key={p}>
							<span class="wl-auc-seat-name">
								<Token player={playerLetter(ids, p)} small />
								{` ${player}`}
							</span>
							<NumberField id={`${uid}-food-${i}`} label={t('auction.try.foodShort')} who={player} value={form.food[i] ?? ''} parsed={foods[i]!} onInput={(v) => set('food', i, v)} t={t} />
							<NumberField id={`${uid}-score-${i}`} label={t('auction.try.scoreShort')} who={player} value={form.score[i] ?? ''} parsed={scores[i]!} onInput={(v) => set('score', i, v)} t={t} />
						</div>
					);
				})}
			</fieldset>
			<div class="wt-controls">
				<button type="button" class="wt-btn wt-btn-primary wl-auc-start" onClick={start}>
					{t('auction.try.start')}
				</button>
			</div>
			<p class="wl-auc-status" role="status">
				{message}
			</p>
		</div>
	);
}

function AuctionPlay({ input, lang, t, tc, onRestart, uid }: { input: AuctionInput; lang: Locale; t: T; tc: T; onRestart: () => void; uid: string }) {
	const [actor, snap] = useLiveActor(() => createActor(auctionMachine, { input }).start(), [input]);
	const [log, setLog] = useState<LogEntry[]>([]);
	const players = input.players;
	const nm = (id: string) => nameOf(t, players, id);
	const [status, setStatus] = useState(() => t('auction.try.started', { seller: nm(input.seller), next: nm(currentBidder(actor.getSnapshot().context.auction) ?? input.seller) }));
	const [speaker, setSpeaker] = useState<PlayerId>(currentBidder(actor.getSnapshot().context.auction) ?? input.seller);
	const [amount, setAmount] = useState(String(MIN_BID));
	const [amountError, setAmountError] = useState(false);
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
		if (event.type === 'BID' || event.type === 'PASS') {
			const entry: LogEntry = event.type === 'BID' ? { player: event.player, amount: event.amount } : { player: event.player };
			setLog((l) => [...l, after.context.refusal ? { ...entry, refused: true } : entry]);
		}
		if (after.context.refusal) return;
		setStatus(statusText(before, after, event, t));
		const next = currentBidder(after.context.auction);
		if (next) setSpeaker(next);
		if (!after.context.auction.done) setAmount(String(minimumBid(after.context.auction)));
	};

	const a = snap.context.auction;
	const refusal = snap.context.refusal;
	const bidOrPass = (kind: 'BID' | 'PASS') => {
		if (kind === 'PASS') return send({ type: 'PASS', player: speaker });
		const n = parseWhole(amount);
		if (n === null) {
			setAmountError(true);
			return;
		}
		setAmountError(false);
		send({ type: 'BID', player: speaker, amount: n });
	};
	const amountId = `${uid}-amount`;
	const card = t('auction.card.any');

	return (
		<div class="wl-try">
			<SalePanel snap={snap} card={card} t={t} />
			<div class="wl-auc-actions" ref={actionsRef}>
				{stage === 'bidding' && (
					<>
						<ChoiceGroup label={t('auction.try.speaker')}>
							{players.map((p) => (
								<button type="button" key={p} aria-pressed={p === speaker} aria-label={nm(p)} onClick={() => setSpeaker(p)}>
									{playerLetter(players, p)}
								</button>
							))}
						</ChoiceGroup>
						{speaker === a.seller ? (
							<div class="wl-auc-bidrow">
								<p class="wl-auc-note">{t('auction.try.sellerNote', { player: nm(speaker) })}</p>
								<button type="button" class="wt-btn" onClick={() => send({ type: 'BID', player: speaker, amount: minimumBid(a) })}>
									{t('auction.try.sellerTry')}
								</button>
							</div>
						) : (
							<div class="wl-auc-bidrow">
								<div class="wl-auc-field">
									<label for={amountId}>{t('auction.try.amount', { player: nm(speaker) })}</label>
									<input
										id={amountId}
										type="text"
										inputMode="numeric"
										autoComplete="off"
										value={amount}
										aria-invalid={amountError ? 'true' : undefined}
										aria-describedby={amountError ? `${amountId}-err` : undefined}
										onInput={(e) => {
											setAmount((e.target as HTMLInputElement).value);
											setAmountError(false);
										}}
										onKeyDown={(e) => {
											if (e.key === 'Enter') {
												e.preventDefault();
												bidOrPass('BID');
											}
										}}
									/>
									{amountError && (
										<span class="wl-auc-err" id={`${amountId}-err`} role="alert">
											{`⚠ ${t('auction.try.badAmount')}`}
										</span>
									)}
								</div>
								<button type="button" class="wt-btn wt-btn-primary" onClick={() => bidOrPass('BID')}>
									{a.twoPlayer ? t('auction.try.buyAt') : t('auction.try.bid')}
								</button>
								<button type="button" class="wt-btn" onClick={() => bidOrPass('PASS')}>
									{a.twoPlayer ? t('auction.try.decline') : t('auction.try.pass')}
								</button>
							</div>
						)}
					</>
				)}
				{stage === 'sold' && (
					<div class="wt-controls">
						<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'PAY' })}>
							{t('auction.try.pay')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'USE' })}>
							{t('auction.try.use')}
						</button>
					</div>
				)}
				{stage === 'paid' && (
					<div class="wt-controls">
						<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'USE' })}>
							{t('auction.try.use')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'DISCARD' })}>
							{t('auction.try.discard')}
						</button>
					</div>
				)}
				{snap.status === 'done' && (
					<div class="wt-controls">
						<button type="button" class="wt-btn wt-btn-primary" onClick={onRestart}>
							{`↺ ${t('auction.try.restart')}`}
						</button>
					</div>
				)}
			</div>
			{refusal && <RefusalNote refusal={shownRefusal(refusal, players, t)} lang={lang} game="wildlife" tc={tc} tg={t} />}
			<p class="wl-auc-status" role="status">
				{status}
			</p>
			<div class="wl-auc-grid">
				<PlayersTable snap={snap} t={t} />
				<BidLog log={log} players={players} t={t} />
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

function AuctionTry({ lang, t, tc }: { lang: Locale; t: T; tc: T }) {
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

// ————— Guided —————

export interface AuctionWidgetProps {
	lang: Locale;
	/** Example shown first. */
	example?: AuctionExampleId;
}

/** A WildLife auction: four guided examples and a try-it mode where the reader plays every seat. */
export default function AuctionWidget({ lang, example = 'main' }: AuctionWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const [id, setId] = useState<AuctionExampleId>((AUCTION_EXAMPLES as readonly string[]).includes(example) ? example : 'main');
	const [urlReady, setUrlReady] = useState(false);
	useEffect(() => {
		const asked = new URLSearchParams(window.location.search).get(CASE_PARAM);
		if (asked && (AUCTION_EXAMPLES as readonly string[]).includes(asked)) setId(asked as AuctionExampleId);
		setUrlReady(true);
	}, []);
	const choose = (k: AuctionExampleId) => {
		setId(k);
		const params = new URLSearchParams(window.location.search);
		params.set(CASE_PARAM, k);
		window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
	};
	const ex = useMemo(() => auctionExample(id), [id]);
	const snaps = useMemo(() => replayAll(auctionMachine, ex.input, exampleEvents(ex)), [ex]);
	const logs = useMemo(() => {
		const out: LogEntry[][] = [[]];
		ex.steps.slice(1).forEach((s, i) => {
			const prev = out[i]!;
			const e = s.event;
			if (e && (e.type === 'BID' || e.type === 'PASS')) {
				const entry: LogEntry = e.type === 'BID' ? { player: e.player, amount: e.amount } : { player: e.player };
				out.push([...prev, snaps[i + 1]!.context.refusal ? { ...entry, refused: true } : entry]);
			} else out.push(prev);
		});
		return out;
	}, [ex, snaps]);

	const steps = ex.steps.map((step, i) => ({ text: t(step.narration, moveParams(snaps[Math.max(0, i - 1)]!, snaps[i]!, step.event, t)) }));

	const toolbar = (
		<ChoiceGroup label={t('auction.examples')}>
			{AUCTION_EXAMPLES.map((k) => (
				<button type="button" key={k} aria-pressed={k === id} onClick={() => choose(k)}>
					{t(`auction.example.${k}`)}
				</button>
			))}
		</ChoiceGroup>
	);

	return (
		<Walkthrough
			id={WIDGET_ID}
			urlReady={urlReady}
			lang={lang}
			title={t('auction.title')}
			steps={steps}
			guidedToolbar={toolbar}
			renderBoard={(i) => {
				const snap = snaps[i]!;
				const refusal = snap.context.refusal;
				return (
					<div class="wl-auc">
						<SalePanel snap={snap} card={t(`auction.card.${ex.card}`)} t={t} face={ex.card === 'terrain' ? { kind: 'anyTerrain' } : { kind: ex.card }} />
						{refusal && <RefusalNote refusal={shownRefusal(refusal, ex.input.players, t)} lang={lang} game="wildlife" tc={tc} tg={t} alert={false} />}
						<div class="wl-auc-grid">
							<PlayersTable snap={snap} t={t} />
							<BidLog log={logs[i]!} players={ex.input.players} t={t} />
						</div>
					</div>
				);
			}}
			renderTry={() => <AuctionTry lang={lang} t={t} tc={tc} />}
			caption={<p>{t('auction.caption')}</p>}
		/>
	);
}
