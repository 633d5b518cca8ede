/** What the cards widget draws in both modes: the card list and panels, the table of players, the effects. */
import { type Seat, seatEntries } from '../../machines/shared/seats';
import type { ComponentChildren } from 'preact';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import type { Noun, Params } from '../../i18n/format';
import type { Refusal, RefusalKey } from '../../machines/wildlife/keys';
import { areaOf, cellById } from '../../machines/wildlife/board';
import { CARD_TOPICS, DEMO_TERRAIN, type CardTopic } from '../../machines/wildlife/cards';
import type { AmountField, CardsEffect, cardsMachine } from '../../machines/wildlife/cards.machine';
import { LEVEL_NAMES } from '../../machines/wildlife/types';
import { ABILITIES } from '../../machines/wildlife/types';
import { oneOf } from '../shared/oneOf';
import { NumberField } from '../shared/NumberField';
import { PlayersTable } from '../shared/PlayersTable';
import { RefusalNote, type WordedRefusal } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import type { FrameSnap } from '../../machines/shared/guided';
import { playerNoun } from './playerNames';
import { WildBoard } from './WildBoard';
import { areaNoun, localRefusal as sharedLocalRefusal } from './words';
import { topicFace, WildCard } from './WildCard';
import { withBase } from '../../base';
import type { WidgetT } from '../../i18n/messages';

/** A snapshot as plain data: a guided frame (replayed at build time) or a live one. */
export type CardsSnap = FrameSnap<typeof cardsMachine>;

export const WIDGET_ID = 'cards-events';
export const AMOUNT_ERROR_ID = `${WIDGET_ID}-amount-error`;
const GROUPS: { key: `cards.group.${'hand' | 'events' | 'abilities'}`; topics: CardTopic[] }[] = [
	{ key: 'cards.group.hand', topics: ['terrain-cards', 'wheel', 'arrow', 'joker'] },
	{ key: 'cards.group.events', topics: ['epidemic', 'famine', 'food-source'] },
	{ key: 'cards.group.abilities', topics: CARD_TOPICS.filter((x) => x.startsWith('ability-')) },
];

export const isTable = (snap: CardsSnap) => typeof snap.value === 'object';

/** Where a piece is, as a message's params: the area (a noun: « du grand territoire de forêt »), its row and column. */
export function placeOf(snap: CardsSnap, t: T, cell: string): { area: Noun; row: number; col: number } {
	// The engine names only cells of its board.
	const c = cellById(cell, snap.context.game.board)!;
	const a = areaOf(cell, snap.context.game.board)!;
	return { area: areaNoun(t, a), row: c.row + 1, col: c.col + 1 };
}

/** A refusal with its raw ids (player, ability, terrain) turned into words of the page's language. */
export function localRefusal(r: Refusal, snap: CardsSnap, t: T): WordedRefusal<RefusalKey> {
	const words = sharedLocalRefusal(r, t, snap.context.game);
	const params: Params = { ...(words.params ?? {}) };
	if (r.key === 'event.notYourPiece') params['player'] = playerNoun(t, snap.context.game.pendingEpidemic[0] ?? 'A');
	if (oneOf(ABILITIES, params['ability'])) params['ability'] = t(`cards.ability.${params['ability']}`);
	return { ...words, params };
}

/** What the last accepted card did, in words. */
export function effectText(snap: CardsSnap, t: T, e: CardsEffect | null): string {
	if (!e) return '';
	const who = (p: Seat) => playerNoun(t, p);
	switch (e.kind) {
		case 'arrow':
			return t('cards.effect.arrow', { player: who(e.player), ability: t(`cards.ability.${e.ability}`), owned: e.owned });
		case 'joker':
			if (e.as === 'wheel')
				return t('cards.effect.joker.wheel', {
					player: who(e.player),
					inTerrain: t('terrain.in', { terrain: t.noun(`terrain.${DEMO_TERRAIN}`) }),
					level: t(`level.${LEVEL_NAMES[e.level]}`),
				});
			return t('cards.effect.joker.arrow', { player: who(e.player), ability: t('cards.ability.food'), owned: e.food });
		case 'epidemic':
			return e.order.length
				? t('cards.effect.epidemic', { player: who(e.player), order: t.list(e.order.map(who)) })
				: t('cards.effect.epidemicNobody', { player: who(e.player) });
		case 'remove': {
			const done = e.next ? '' : ` ${t('cards.effect.removeDone')}`;
			return t('cards.effect.remove', { player: who(e.player), ...placeOf(snap, t, e.cell) }) + done;
		}
		case 'famine': {
			const list = seatEntries(e.detail).map(([p, d]) =>
				d.spacesLost
					? t('cards.effect.famine.short', { player: who(p), paid: d.paid, spaces: d.spacesLost })
					: t('cards.effect.famine.paid', { player: who(p) }),
			);
			return t('cards.effect.famine', { player: who(e.player), list: list.join(t('list.sep')) });
		}
		case 'foodSource': {
			const list = seatEntries(e.gains)
				.filter(([, n]) => n > 0)
				.map(([p, n]) => t('cards.effect.gain', { player: who(p), n }));
			return t('cards.effect.foodSource', { player: who(e.player), list: list.join(', ') });
		}
	}
}

/** The change the last card made to one player's row. */
function changeOf(snap: CardsSnap, t: T, p: Seat): string {
	const e = snap.context.last;
	if (!e) return '';
	if (e.kind === 'famine' && e.detail[p]) {
		const d = e.detail[p]!;
		const parts = [t('cards.change.food', { sign: 'minus', n: d.paid })];
		if (d.spacesLost) parts.push(t('cards.change.spaces', { sign: 'minus', n: d.spacesLost }));
		return parts.join(', ');
	}
	if (e.kind === 'foodSource' && (e.gains[p] ?? 0) > 0) return t('cards.change.food', { sign: 'plus', n: e.gains[p]! });
	if (e.kind === 'remove' && e.player === p) return t('cards.change.piece');
	return '';
}

/** Food, score, pieces and place of each player (from the snapshot); editable amounts in try-it mode. */
export function CardsPlayers({
	snap,
	t,
	edit,
	onAmount,
	bad,
}: {
	snap: CardsSnap;
	t: T;
	edit?: boolean;
	onAmount?: (p: Seat, f: AmountField, v: string) => void;
	bad?: { player: Seat; field: AmountField } | null;
}) {
	const { game: g, standing } = snap.context;
	const amount = (p: Seat, f: AmountField) => {
		const value = g.ps[p]![f];
		if (!edit || !onAmount) return value;
		return (
			<NumberField
				key={`${p}-${f}-${value}`}
				bare
				label={t(`cards.input.${f}`, { player: playerNoun(t, p) })}
				defaultValue={String(value)}
				invalid={bad?.player === p && bad.field === f}
				errorId={AMOUNT_ERROR_ID}
				onCommit={(v) => onAmount(p, f, v)}
			/>
		);
	};
	return (
		<PlayersTable
			caption={t('cards.table.caption')}
			class="wl-cards-table"
			head={t('cards.table.player')}
			rows={g.players.map((p) => ({
				id: p,
				letter: p,
				name: t(`player.${p}`),
				current: g.pendingEpidemic[0] === p,
			}))}
			columns={[
				{ head: t('cards.table.food'), cell: (p) => amount(p, 'food') },
				{ head: t('cards.table.score'), cell: (p) => amount(p, 'score') },
				{ head: t('cards.table.pieces'), cell: (p) => standing[p]!.pieces },
				{
					head: t('cards.table.rank'),
					cell: (p) => (standing[p]!.last ? t('cards.table.last', { player: playerNoun(t, p), rank: standing[p]!.place }) : standing[p]!.place),
				},
				{ head: t('cards.table.change'), cell: (p) => changeOf(snap, t, p) },
			]}
		/>
	);
}

export function PendingLine({ snap, t }: { snap: CardsSnap; t: T }) {
	const [first, ...rest] = snap.context.game.pendingEpidemic;
	if (!first) return null;
	const player = playerNoun(t, first);
	return (
		<p class="wl-turn">
			<Token player={first} small />{' '}
			{rest.length ? t('cards.pending', { player, rest: t.list(rest.map((p) => playerNoun(t, p))) }) : t('cards.pendingLast', { player })}
		</p>
	);
}

/** The explanation panel of one card type, with its link on the cards page. */
export function TopicPanel({ snap, t, lang, topic, children }: { snap: CardsSnap; t: T; lang: Locale; topic: CardTopic; children?: ComponentChildren }) {
	const { game: g, demo } = snap.context;
	return (
		<div class="wl-cards-panel" id={`${WIDGET_ID}-panel`}>
			<WildCard face={topicFace(topic)} t={t} />
			<p class="wl-cards-panel-title">{t(`cards.topic.${topic}`)}</p>
			<p>{t(`cards.text.${topic}`)}</p>
			{(topic === 'arrow' || topic === 'joker') && (
				<>
					<p class="wl-cards-you">
						<Token player="A" small />
						{` ${t('cards.panel.you', { food: demo.food, level: t(`level.${LEVEL_NAMES[demo.level]}`) })}`}
					</p>
					{topic === 'arrow' && <p>{t('cards.limit.now', { limit: g.options.abilityLimit })}</p>}
				</>
			)}
			{children}
			<p>
				<a href={withBase(`/${lang}/wildlife/cards/#${topic}`)}>{t('cards.readRule', { title: t(`rule.cards.${topic}`) })}</a>
				{topic === 'arrow' && (
					<>
						{' · '}
						<a href={withBase(`/${lang}/wildlife/cards/#ability-limit`)}>{t('cards.readRule', { title: t('rule.cards.ability-limit') })}</a>
					</>
				)}
			</p>
		</div>
	);
}

export function TopicList({ snap, t, onSelect }: { snap: CardsSnap; t: T; onSelect?: (topic: CardTopic) => void }) {
	const current = snap.context.topic;
	return (
		<nav class="wl-cards-list" aria-label={t('cards.list')}>
			{GROUPS.map((group) => (
				<div key={group.key}>
					<p class="wl-cards-group">{t(group.key)}</p>
					<ul>
						{group.topics.map((topic) => (
							<li key={topic}>
								{onSelect ? (
									<button
										type="button"
										aria-pressed={topic === current}
										aria-controls={`${WIDGET_ID}-panel`}
										data-refusal-setup={topic === 'joker' ? '' : undefined}
										onClick={() => onSelect(topic)}
									>
										{t(`cards.topic.${topic}`)}
									</button>
								) : (
									<span class={topic === current ? 'wl-cards-current' : undefined} aria-current={topic === current ? 'true' : undefined}>
										{t(`cards.topic.${topic}`)}
									</span>
								)}
							</li>
						))}
					</ul>
				</div>
			))}
		</nav>
	);
}

export function GuidedBoard({ snap, t, tc, lang, marks }: { snap: CardsSnap; t: T; tc: WidgetT; lang: Locale; marks: Record<string, 'last' | 'hint'> }) {
	const refusal = snap.context.refusal ? localRefusal(snap.context.refusal, snap, t) : null;
	if (!isTable(snap))
		return (
			<div class="wl-cards-explore">
				<div>
					<TopicPanel snap={snap} t={t} lang={lang} topic={snap.context.topic}>
						{snap.context.topic === 'arrow' && (
							<p class="wl-cards-setting">
								{`${t('cards.limit')} `}
								<strong>{t(`cards.limit.${snap.context.game.options.abilityLimit}`)}</strong>
							</p>
						)}
					</TopicPanel>
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} alert={false} />}
				</div>
			</div>
		);
	const g = snap.context.game;
	return (
		<div class="wl-cards-events">
			<WildBoard board={g.board} occ={g.occ} lang={lang} t={t} marks={marks} />
		</div>
	);
}

/**
 * Beside the board at the events' steps: who removes a piece now, what the last event did, and the
 * players' table. Not in the board slot: the board alone is short enough to stay pinned on a phone
 * while these lines and the table, which change at each step, are brought up under it.
 */
export function EventsSide({ snap, t }: { snap: CardsSnap; t: T }) {
	const effect = effectText(snap, t, snap.context.last);
	return (
		<div class="wl-side">
			<PendingLine snap={snap} t={t} />
			{effect && <p class="wt-info">{effect}</p>}
			<CardsPlayers snap={snap} t={t} />
		</div>
	);
}
