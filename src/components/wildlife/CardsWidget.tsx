import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/shared/types';
import { replayAll } from '../../machines/shared/replay';
import { areaOf, cellById } from '../../machines/wildlife/board';
import { cardsExample, cardsInput } from '../../machines/wildlife/examples/events';
import type { EventKind } from '../../machines/wildlife/events';
import {
	CARD_TOPICS,
	DEMO_TERRAIN,
	EVENT_KINDS,
	JOKER_CHOICES,
	eventsMachine,
	type AmountField,
	type CardTopic,
	type CardsEffect,
	type CardsEvent,
} from '../../machines/wildlife/events.machine';
import { levels } from '../../machines/wildlife/turn';
import { LEVEL_NAMES } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerLetter } from './playerNames';
import { WildBoard } from './WildBoard';
import { TableWrap } from '../shared/TableWrap';
import { useLiveActor } from '../shared/useLiveActor';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { localRefusal as sharedLocalRefusal } from './words';
import { topicFace, WildCard } from './WildCard';

type Snap = SnapshotFrom<typeof eventsMachine>;

const WIDGET_ID = 'cards-events';
const GROUPS: { key: string; topics: CardTopic[] }[] = [
	{ key: 'cards.group.hand', topics: ['terrain-cards', 'wheel', 'arrow', 'joker'] },
	{ key: 'cards.group.events', topics: ['epidemic', 'famine', 'food-source'] },
	{ key: 'cards.group.abilities', topics: CARD_TOPICS.filter((x) => x.startsWith('ability-')) },
];

const isTable = (snap: Snap) => typeof snap.value === 'object';
const nameOf = (snap: Snap, t: T, p: string) => t('player.name', { letter: playerLetter(snap.context.game.players, p) });

function placeOf(snap: Snap, t: T, cell: string): string {
	const c = cellById(cell, snap.context.game.board);
	const a = areaOf(cell, snap.context.game.board);
	if (!c || !a) return cell;
	return t('cards.place', { area: t('area.name', { terrain: t(`terrain.${c.terrain}`).toLowerCase(), size: t(`size.${a.size}`) }), row: c.row + 1, col: c.col + 1 });
}

/** A refusal with its raw ids (player, ability, terrain) turned into words of the page's language. */
function localRefusal(r: Refusal, snap: Snap, t: T): Refusal {
	const words = sharedLocalRefusal(r, t, snap.context.game);
	const params: Record<string, string | number> = { ...(words.params ?? {}) };
	if (r.key === 'event.notYourPiece') params['player'] = nameOf(snap, t, snap.context.game.pendingEpidemic[0] ?? '');
	if (typeof params['ability'] === 'string') params['ability'] = t(`cards.ability.${params['ability']}`);
	return { ...words, params };
}

/** What the last accepted card did, in words. */
function effectText(snap: Snap, t: T, e: CardsEffect | null): string {
	if (!e) return '';
	const g = snap.context.game;
	const who = (p: string) => nameOf(snap, t, p);
	switch (e.kind) {
		case 'arrow':
			return t('cards.effect.arrow', { player: who(e.player), ability: t(`cards.ability.${e.ability}`), owned: e.owned });
		case 'joker':
			if (e.as === 'wheel')
				return t('cards.effect.joker.wheel', {
					player: who(e.player),
					terrain: t(`terrain.${DEMO_TERRAIN}`).toLowerCase(),
					level: t(`level.${LEVEL_NAMES[levels(g, e.player)[DEMO_TERRAIN]]}`),
				});
			return t('cards.effect.joker.arrow', { player: who(e.player), ability: t('cards.ability.food'), owned: g.ps[e.player]!.abilities.food });
		case 'epidemic':
			return e.order.length
				? t('cards.effect.epidemic', { player: who(e.player), order: e.order.map(who).join(', ') })
				: t('cards.effect.epidemicNobody', { player: who(e.player) });
		case 'remove': {
			const done = e.next ? '' : ` ${t('cards.effect.removeDone')}`;
			return t('cards.effect.remove', { player: who(e.player), place: placeOf(snap, t, e.cell) }) + done;
		}
		case 'famine': {
			const list = Object.entries(e.detail).map(([p, d]) =>
				d.spacesLost ? t('cards.effect.famine.short', { player: who(p), paid: d.paid, spaces: d.spacesLost }) : t('cards.effect.famine.paid', { player: who(p) }),
			);
			return t('cards.effect.famine', { player: who(e.player), list: list.join(t('list.sep')) });
		}
		case 'foodSource': {
			const list = Object.entries(e.gains)
				.filter(([, n]) => n > 0)
				.map(([p, n]) => t('cards.effect.gain', { player: who(p), n }));
			return t('cards.effect.foodSource', { player: who(e.player), list: list.join(', ') });
		}
	}
}

/** The change the last card made to one player's row. */
function changeOf(snap: Snap, t: T, p: string): string {
	const e = snap.context.last;
	if (!e) return '';
	if (e.kind === 'famine' && e.detail[p]) {
		const d = e.detail[p]!;
		const parts = [t('cards.change.food', { n: `−${d.paid}` })];
		if (d.spacesLost) parts.push(t('cards.change.spaces', { n: `−${d.spacesLost}` }));
		return parts.join(', ');
	}
	if (e.kind === 'foodSource' && (e.gains[p] ?? 0) > 0) return t('cards.change.food', { n: `+${e.gains[p]}` });
	if (e.kind === 'remove' && e.player === p) return t('cards.change.piece');
	return '';
}

function PlayersTable({ snap, t, edit, onAmount, bad }: { snap: Snap; t: T; edit?: boolean; onAmount?: (p: string, f: AmountField, v: string) => void; bad?: { player: string; field: AmountField } | null }) {
	const g = snap.context.game;
	const scores = g.players.map((p) => g.ps[p]!.score);
	const low = Math.min(...scores);
	const errId = `${WIDGET_ID}-amount-error`;
	const cell = (p: string, f: AmountField) => {
		const value = g.ps[p]![f];
		if (!edit || !onAmount) return value;
		const invalid = bad?.player === p && bad.field === f;
		return (
			<input
				key={`${p}-${f}-${value}`}
				class="wl-cards-num"
				type="text"
				inputMode="numeric"
				defaultValue={String(value)}
				aria-label={t(`cards.input.${f}`, { player: nameOf(snap, t, p) })}
				aria-invalid={invalid ? 'true' : undefined}
				aria-describedby={invalid ? errId : undefined}
				onChange={(ev) => onAmount(p, f, (ev.target as HTMLInputElement).value)}
			/>
		);
	};
	return (
		<TableWrap caption={t('cards.table.caption')} class="wl-cards-table">
				<thead>
					<tr>
						<th scope="col">{t('cards.table.player')}</th>
						<th scope="col">{t('cards.table.food')}</th>
						<th scope="col">{t('cards.table.score')}</th>
						<th scope="col">{t('cards.table.pieces')}</th>
						<th scope="col">{t('cards.table.rank')}</th>
						<th scope="col">{t('cards.table.change')}</th>
					</tr>
				</thead>
				<tbody>
					{g.players.map((p) => {
						const score = g.ps[p]!.score;
						const rank = 1 + scores.filter((s) => s > score).length;
						const pending = g.pendingEpidemic[0] === p;
						return (
							<tr key={p} class={pending ? 'wl-cards-pending' : undefined}>
								<th scope="row">
									<Token player={playerLetter(g.players, p)} small />
									{` ${nameOf(snap, t, p)}`}
								</th>
								<td>{cell(p, 'food')}</td>
								<td>{cell(p, 'score')}</td>
								<td>{Object.values(g.occ).filter((o) => o === p).length}</td>
								<td>{score === low && g.players.length > 1 ? t('cards.table.last', { rank }) : rank}</td>
								<td>{changeOf(snap, t, p)}</td>
							</tr>
						);
					})}
				</tbody>
		</TableWrap>
	);
}

function PendingLine({ snap, t }: { snap: Snap; t: T }) {
	const [first, ...rest] = snap.context.game.pendingEpidemic;
	if (!first) return null;
	const player = nameOf(snap, t, first);
	return (
		<p class="wl-turn">
			<Token player={playerLetter(snap.context.game.players, first)} small />{' '}
			{rest.length ? t('cards.pending', { player, rest: rest.map((p) => nameOf(snap, t, p)).join(', ') }) : t('cards.pendingLast', { player })}
		</p>
	);
}

/** The explanation panel of one card type, with its link on the cards page. */
function TopicPanel({ snap, t, lang, topic, children }: { snap: Snap; t: T; lang: Locale; topic: CardTopic; children?: ComponentChildren }) {
	const g = snap.context.game;
	const a = g.players[0]!;
	return (
		<div class="wl-cards-panel" id={`${WIDGET_ID}-panel`}>
			<WildCard face={topicFace(topic)} t={t} />
			<p class="wl-cards-panel-title">{t(`cards.topic.${topic}`)}</p>
			<p>{t(`cards.text.${topic}`)}</p>
			{(topic === 'arrow' || topic === 'joker') && (
				<>
					<p class="wl-cards-you">
						<Token player="A" small />
						{` ${t('cards.panel.you', { food: g.ps[a]!.abilities.food, level: t(`level.${LEVEL_NAMES[levels(g, a)[DEMO_TERRAIN]]}`) })}`}
					</p>
					{topic === 'arrow' && <p>{t('cards.limit.now', { limit: g.options.abilityLimit })}</p>}
				</>
			)}
			{children}
			<p>
				<a href={`/${lang}/wildlife/cards/#${topic}`}>{t('cards.readRule', { title: t(`rule.cards.${topic}`) })}</a>
				{topic === 'arrow' && (
					<>
						{' · '}
						<a href={`/${lang}/wildlife/cards/#ability-limit`}>{t('cards.readRule', { title: t('rule.cards.ability-limit') })}</a>
					</>
				)}
			</p>
		</div>
	);
}

function TopicList({ snap, t, onSelect }: { snap: Snap; t: T; onSelect?: (topic: CardTopic) => void }) {
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
									<button type="button" aria-pressed={topic === current} aria-controls={`${WIDGET_ID}-panel`} onClick={() => onSelect(topic)}>
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

function GuidedBoard({ snap, t, tc, lang, marks }: { snap: Snap; t: T; tc: T; lang: Locale; marks: Record<string, 'last' | 'hint'> }) {
	const refusal = snap.context.refusal ? localRefusal(snap.context.refusal, snap, t) : null;
	if (!isTable(snap))
		return (
			<div class="wl-cards-explore">
				<TopicList snap={snap} t={t} />
				<div>
					<TopicPanel snap={snap} t={t} lang={lang} topic={snap.context.topic}>
						{snap.context.topic === 'arrow' && (
							<p class="wl-cards-setting">
								{`${t('cards.limit')} `}<strong>{t(`cards.limit.${snap.context.game.options.abilityLimit}`)}</strong>
							</p>
						)}
					</TopicPanel>
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} alert={false} />}
				</div>
			</div>
		);
	const g = snap.context.game;
	const effect = effectText(snap, t, snap.context.last);
	return (
		<div class="wl-cards-events">
			<PlayersTable snap={snap} t={t} />
			<PendingLine snap={snap} t={t} />
			{effect && <p class="wt-info">{effect}</p>}
			<WildBoard board={g.board} occ={g.occ} players={g.players} lang={lang} t={t} marks={marks} />
		</div>
	);
}

function CardsTry({ lang, t, tc }: { lang: Locale; t: T; tc: T }) {
	const [actor, snap] = useLiveActor(() => createActor(eventsMachine, { input: cardsInput() }).start(), []);
	const [status, setStatus] = useState('');
	const [who, setWho] = useState('p1');
	const [ev, setEv] = useState<EventKind>('famine');
	const [bad, setBad] = useState<{ player: string; field: AmountField } | null>(null);

	const send = (event: CardsEvent) => {
		actor.send(event);
		const next = actor.getSnapshot();
		setBad(next.context.refusal && event.type === 'SET_AMOUNT' ? { player: event.player, field: event.field } : null);
		if (next.context.refusal) return;
		if (event.type === 'SET_AMOUNT') setStatus(t('cards.effect.amount'));
		else if (['ARROW', 'JOKER', 'PLAY', 'REMOVE'].includes(event.type)) setStatus(effectText(next, t, next.context.last));
		else setStatus('');
	};

	const g = snap.context.game;
	const table = isTable(snap);
	const pending = g.pendingEpidemic[0];
	const raw = snap.context.refusal;
	const refusal = raw ? localRefusal(raw, snap, t) : null;
	const amountError = refusal && (refusal.key === 'cards.badFood' || refusal.key === 'cards.badScore') ? refusal : null;
	const partSwitch = (
		<ChoiceGroup label={t('cards.part')}>
			<button type="button" aria-pressed={!table} aria-disabled={!!pending} onClick={() => !pending && table && send({ type: 'SHOW_CARDS' })}>
				{t('cards.part.cards')}
			</button>
			<button type="button" aria-pressed={table} onClick={() => !table && send({ type: 'SHOW_TABLE' })}>
				{t('cards.part.table')}
			</button>
			{pending && <span class="wl-cards-note">{t('cards.part.busy')}</span>}
		</ChoiceGroup>
	);

	const topic = snap.context.topic;
	return (
		<div class="wl-try">
			{partSwitch}
			{!table ? (
				<div class="wl-cards-explore">
					<TopicList snap={snap} t={t} onSelect={(x) => send({ type: 'SELECT', topic: x })} />
					<div>
						<TopicPanel snap={snap} t={t} lang={lang} topic={topic}>
							{topic === 'arrow' && (
								<div class="wl-cards-actions">
									<ChoiceGroup label={t('cards.limit')}>
										{([1, 2] as const).map((l) => (
											<button type="button" key={l} aria-pressed={g.options.abilityLimit === l} onClick={() => send({ type: 'SET_LIMIT', limit: l })}>
												{t(`cards.limit.${l}`)}
											</button>
										))}
									</ChoiceGroup>
									<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'ARROW' })}>
										{t('cards.try.arrow')}
									</button>
								</div>
							)}
							{topic === 'joker' && (
								<div class="wt-choice wl-cards-actions" role="group" aria-label={t('cards.try.jokerAs')}>
									<span class="wt-choice-label" aria-hidden="true">
										{t('cards.try.jokerAs')}
									</span>
									{JOKER_CHOICES.map((as) => (
										<button type="button" key={as} onClick={() => send({ type: 'JOKER', as })}>
											{t(`cards.try.joker.${as}`)}
										</button>
									))}
								</div>
							)}
						</TopicPanel>
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
					</div>
				</div>
			) : (
				<>
					<p class="wt-info">{t('cards.try.intro')}</p>
					{!pending && (
						<div class="wl-cards-actions">
							<ChoiceGroup label={t('cards.try.player')}>
								{g.players.map((p) => (
									<button type="button" key={p} aria-pressed={who === p} aria-label={nameOf(snap, t, p)} onClick={() => setWho(p)}>
										<Token player={playerLetter(g.players, p)} small />
										{` ${playerLetter(g.players, p)}`}
									</button>
								))}
							</ChoiceGroup>
							<ChoiceGroup label={t('cards.try.event')}>
								{EVENT_KINDS.map((k) => (
									<button type="button" key={k} aria-pressed={ev === k} onClick={() => setEv(k)}>
										{t(`cards.event.${k}`)}
									</button>
								))}
							</ChoiceGroup>
							<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'PLAY', player: who, event: ev })}>
								{t('cards.try.play', { event: t(`cards.event.${ev}`), player: nameOf(snap, t, who) })}
							</button>
						</div>
					)}
					{pending && <p class="wt-info">{t('cards.try.pick', { player: nameOf(snap, t, pending) })}</p>}
					<PendingLine snap={snap} t={t} />
					<div class="wl-cards-events">
						<PlayersTable snap={snap} t={t} edit={!pending} onAmount={(p, f, v) => send({ type: 'SET_AMOUNT', player: p, field: f, value: v })} bad={bad} />
						{amountError && (
							<p class="wl-cards-error" id={`${WIDGET_ID}-amount-error`} role="alert">
								{t(amountError.key, amountError.params)}
							</p>
						)}
						{refusal && !amountError && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
						<WildBoard
							board={g.board}
							occ={g.occ}
							players={g.players}
							lang={lang}
							t={t}
							{...(pending ? { onActivate: (cell: string) => send({ type: 'REMOVE', player: pending, cell }) } : {})}
						/>
					</div>
					<div class="wt-controls">
						<button
							type="button"
							class="wt-btn"
							onClick={() => {
								send({ type: 'RESET' });
								setStatus(t('cards.try.ready'));
							}}
						>
							{`↺ ${t('cards.try.restart')}`}
						</button>
					</div>
				</>
			)}
			<p class="wl-cards-status" role="status">
				{status}
			</p>
		</div>
	);
}

export interface CardsWidgetProps {
	lang: Locale;
}

/** WildLife cards: what each card type does, then the three events applied to a table of players. */
export default function CardsWidget({ lang }: CardsWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const example = useMemo(() => cardsExample(), []);
	const snaps = useMemo(() => replayAll(eventsMachine, example.input, example.steps.flatMap((s) => (s.event ? [s.event] : []))), [example]);

	const steps = example.steps.map((step, i) => {
		const snap = snaps[i]!;
		const e = step.event;
		const params: Record<string, string | number> = {
			owned: snap.context.game.ps['p1']!.abilities.food,
			limit: snap.context.game.options.abilityLimit,
		};
		if (e?.type === 'REMOVE') params['place'] = placeOf(snap, t, e.cell);
		return { text: t(step.narration, params) };
	});

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('cards.title')}
			steps={steps}
			renderBoard={(i) => {
				const snap = snaps[i]!;
				const e = example.steps[i]!.event;
				const marks: Record<string, 'last' | 'hint'> = {};
				if (e?.type === 'REMOVE') marks[e.cell] = 'last';
				const next = example.steps[i + 1]?.event;
				if (next?.type === 'REMOVE') marks[next.cell] = 'hint';
				return <GuidedBoard snap={snap} t={t} tc={tc} lang={lang} marks={marks} />;
			}}
			renderTry={() => <CardsTry lang={lang} t={t} tc={tc} />}
			caption={<p>{t('cards.caption')}</p>}
		/>
	);
}
