/** What the auction widget draws in both modes: the sale, the players, the bidding log, the sentences. */
import { isSeat, type Seat } from '../../machines/shared/seats';
import type { SnapshotFrom } from 'xstate';
import type { Noun, Params } from '../../i18n/format';
import type { T } from '../../i18n/wildlife/messages';
import type { Refusal, RefusalKey } from '../../machines/wildlife/keys';
import type { AuctionEvent, auctionMachine, BidLogEntry } from '../../machines/wildlife/auction.machine';

import { PlayersTable } from '../shared/PlayersTable';
import type { WordedRefusal } from '../shared/RefusalNote';
import type { FrameSnap } from '../../machines/shared/guided';
import { Token } from '../shared/Token';
import { playerName, playerNoun } from './playerNames';
import { type Face, WildCard } from './WildCard';

export type AuctionSnap = SnapshotFrom<typeof auctionMachine>;
/** A snapshot as plain data: a guided frame (replayed at build time) or a live one. */
export type AuctionFrame = FrameSnap<typeof auctionMachine>;

/** A refusal whose `player` param (a seat) is shown as the player's name. */
export function shownRefusal(refusal: Refusal, t: T): WordedRefusal<RefusalKey> {
	const player = refusal.params?.['player'];
	if (!isSeat(player)) return refusal;
	return { ...refusal, params: { ...refusal.params, player: playerNoun(t, player) } };
}

/** A number as printed: a true minus sign for negatives. */
const num = (n: number) => String(n).replace('-', '−');

function scoreText(n: number, t: T): string {
	return n < 1 ? t('auction.belowOne', { n: num(n) }) : String(n);
}

export function BidLog({ log, t }: { log: readonly BidLogEntry[]; t: T }) {
	return (
		<div class="wl-auc-log">
			<p class="wl-auc-log-title">{t('auction.log.title')}</p>
			{log.length === 0 ? (
				<p class="wl-auc-log-empty">{t('auction.log.empty')}</p>
			) : (
				<ol>
					{log.map((e, i) => {
						const player = playerNoun(t, e.player);
						const what = e.amount === undefined ? t('auction.log.pass', { player }) : t('auction.log.bid', { player, amount: e.amount });
						return (
							<li key={i} class={e.refused ? 'wl-auc-refused' : undefined}>
								<Token player={e.player} small /> {e.refused ? <s>{what}</s> : <span>{what}</span>}
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
export function SalePanel({ snap, card, t, face }: { snap: AuctionFrame; card: string; t: T; face?: Face }) {
	const { auction: a, minimum } = snap.context;
	const nm = (id: Seat) => playerNoun(t, id);
	return (
		<div class="wl-auc-panel">
			{face && <WildCard face={face} t={t} />}
			<p>{t('auction.forSale', { card, seller: nm(a.seller) })}</p>
			<p>{t('auction.order', { seller: nm(a.seller), order: a.bidders.map((id) => playerName(t, id)).join(', ') })}</p>
			{!a.done &&
				(a.twoPlayer ? (
					<p>{t('auction.fixed', { price: minimum })}</p>
				) : a.high ? (
					<p>{t('auction.high', { amount: a.high.amount, player: nm(a.high.player), min: minimum })}</p>
				) : (
					<p>{t('auction.noBid', { min: minimum })}</p>
				))}
			{a.done && (a.result ? <p>{t('auction.soldTo', { winner: nm(a.result.winner), price: a.result.price })}</p> : <p>{t('auction.unsold')}</p>)}
		</div>
	);
}

/** Food, score and role of each player, read from the snapshot; the bidder's row is highlighted. */
export function AuctionPlayers({ snap, t }: { snap: AuctionFrame; t: T }) {
	const { auction: a, food, score, input, bidder } = snap.context;
	const players = input.players;
	const role = (p: Seat): string => {
		if (p === a.seller) return t('auction.role.seller', { player: playerNoun(t, p) });
		if (a.result && a.result.winner === p) return t('auction.role.winner', { player: playerNoun(t, p), price: a.result.price });
		if (p === bidder) return t('auction.role.bidding');
		if (a.passed.includes(p)) return t('auction.role.passed');
		if (a.high?.player === p) return t('auction.role.high', { amount: a.high.amount });
		return a.done ? t('auction.role.out') : t('auction.role.waiting');
	};
	return (
		<PlayersTable
			caption={t('auction.table.caption')}
			class="wl-auc-table"
			head={t('auction.table.player')}
			rows={players.map((p) => ({ id: p, letter: p, name: playerName(t, p), current: p === bidder }))}
			columns={[
				{ head: t('auction.table.food'), cell: (p) => food[p] },
				{ head: t('auction.table.score'), cell: (p) => scoreText(score[p] ?? 0, t) },
				{ head: t('auction.table.now'), cell: (p) => (p === bidder ? <strong>{role(p)}</strong> : role(p)) },
			]}
		/>
	);
}

/** The refusals a guided narration tells, as clauses: lower case, no colon of their own. */
const REFUSAL_CLAUSE = {
	'auction.notHigher': 'auction.why.notHigher',
	'auction.belowMinimum': 'auction.why.belowMinimum',
	'auction.fixedPrice': 'auction.why.fixedPrice',
} as const;

/** Everything a narration or a status line may mention, read from the snapshots (no rule decided here). */
export interface MoveParams extends Params {
	seller: Noun;
	order: string;
	passed: Noun;
	prev: number;
	next: Noun;
	player?: Noun;
	playerFood?: number;
	amount?: number;
	reason?: string;
	winner?: Noun;
	price?: number;
	food?: number;
	scoreBefore?: number;
	missing?: number;
	spaces?: number;
	bank?: number;
	keep?: number;
	scoreAfter?: string;
	sellerFood?: number;
}

export function moveParams(before: AuctionFrame, after: AuctionFrame, event: AuctionEvent | null, t: T): MoveParams {
	const { input, auction: a, payment, bidder } = after.context;
	const nm = (id: Seat) => playerNoun(t, id);
	const p: MoveParams = {
		seller: nm(a.seller),
		order: a.bidders.map((id) => playerName(t, id)).join(', '),
		passed: t.list(a.passed.map(nm)),
		prev: before.context.auction.high?.amount ?? 0,
		next: nm(bidder ?? a.seller),
	};
	if (event && (event.type === 'BID' || event.type === 'PASS')) {
		p['player'] = nm(event.player);
		p['playerFood'] = before.context.food[event.player] ?? 0;
	}
	if (event?.type === 'BID') p['amount'] = event.amount;
	if (after.context.refusal) {
		// In narration a refusal is a clause of the sentence (« : refusé, il faut dépasser… »), not the full sentence shown to a player who clicked.
		const r = shownRefusal(after.context.refusal, t);
		const clause = REFUSAL_CLAUSE[r.key as keyof typeof REFUSAL_CLAUSE];
		p['reason'] = clause ? t.ref(clause, r.params) : t.ref(r.key, r.params);
	}
	if (a.result) {
		const { winner, price } = a.result;
		p['winner'] = nm(winner);
		p['price'] = price;
		p['food'] = after.context.input.food[winner] ?? 0;
		p['scoreBefore'] = input.score[winner] ?? 0;
		if (payment) {
			p['missing'] = payment.shortBy;
			p['spaces'] = payment.spacesBack;
			p['bank'] = payment.fromBank;
			p['keep'] = payment.food[winner] ?? 0;
			p['scoreAfter'] = num(payment.score[winner] ?? 0);
			p['sellerFood'] = payment.food[a.seller] ?? 0;
		}
	}
	return p;
}

/** What the status line says after an accepted event (refusals are shown by RefusalNote instead). */
export function statusText(before: AuctionSnap, after: AuctionSnap, event: AuctionEvent, t: T): string {
	const p = moveParams(before, after, event, t);
	const { seller, next } = p;
	const player = p.player!;
	const winner = p.winner!;
	const price = p.price!;
	switch (after.value) {
		case 'sold':
			return `${event.type === 'PASS' ? t('auction.log.pass', { player }) : t('auction.log.bid', { player, amount: p.amount! })}. ${t('auction.s.sold', { price, seller, winner })}`;
		case 'unsold':
			return `${t('auction.log.pass', { player })}. ${t('auction.s.unsold')}`;
		case 'paid':
			return after.context.payment && after.context.payment.spacesBack > 0
				? t('auction.s.paidShort', {
						bank: p.bank!,
						keep: p.keep!,
						missing: p.missing!,
						price,
						scoreAfter: p.scoreAfter!,
						scoreBefore: p.scoreBefore!,
						seller,
						spaces: p.spaces!,
						winner,
					})
				: t('auction.s.paid', { keep: p.keep!, price, seller, winner });
		case 'used':
			return t('auction.s.used', { winner });
		case 'discarded':
			return t('auction.s.discarded', { winner });
		default:
			return event.type === 'BID' ? t('auction.s.bid', { amount: p.amount!, next, player }) : t('auction.s.pass', { next, player });
	}
}
