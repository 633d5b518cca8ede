import { useMemo, useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { BOARD_ACTIONS } from '../../machines/wildlife/actions.machine';
import { turnExample, turnInput } from '../../machines/wildlife/examples/turn';
import type { Card } from '../../machines/wildlife/turn';
import { TURN_ACTOR, turnMachine } from '../../machines/wildlife/turn.machine';
import { LEVEL_NAMES, TERRAINS } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { LevelsTable, GamePlayers, areaText, cellText, localRefusal, terrainWord, type Marks } from './turnParts';
import { WildBoard } from './WildBoard';
import { WildCard } from './WildCard';
import { TableWrap } from '../shared/TableWrap';
import { useGuidedExample } from '../shared/useGuidedExample';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';

type Snap = SnapshotFrom<typeof turnMachine>;

const WIDGET_ID = 'turn-demo';

function cardName(t: T, card: Card | undefined): string {
	if (!card) return '';
	if (card.kind === 'terrain') return t('turnex.card.terrain', { terrain: t(`terrain.${card.terrain}`) });
	return t(`turnex.card.${card.kind}`);
}

function marksOf(snap: Snap): Marks {
	const c = snap.context;
	const marks: Marks = {};
	for (const cell of c.targets) marks[cell] = 'hint';
	if (c.last?.cell) marks[c.last.cell] = 'last';
	if (c.selected) marks[c.selected] = 'last';
	if (c.refusedCell) marks[c.refusedCell] = 'refused';
	return marks;
}

/** Numbers the narration and the status line use. */
function paramsOf(snap: Snap, t: T) {
	const c = snap.context;
	const g = c.game;
	const board = g.board;
	const l = c.last;
	const me = g.ps[TURN_ACTOR]!;
	return {
		plays: c.ended ? c.ended.plays : g.turn.plays,
		max: c.maxPlays,
		auctions: c.ended ? c.ended.auctions : g.turn.auctions,
		left: c.playsLeft,
		draw: c.ended?.draw ?? 0,
		card: cardName(t, l?.card !== undefined ? c.hand[l.card] : undefined),
		terrain: l?.terrain ? terrainWord(t, l.terrain) : '',
		inTerrain: l?.terrain ? t('terrain.in', { terrain: l.terrain }) : '',
		level: t(`level.${LEVEL_NAMES[c.levels.forest]}`),
		cell: cellText(t, board, l?.cell),
		from: cellText(t, board, l?.from),
		targets: c.targets.map((x) => cellText(t, board, x)).join(t('list.sep')),
		points: l?.points ?? 0,
		area: areaText(t, board, l?.area),
		food: me.food,
		score: me.score,
		reserve: me.reserve,
		spaces: l?.spaces ?? 0,
	};
}

/** What just happened, in the try-it status line. */
function lastText(snap: Snap, t: T): string {
	const l = snap.context.last;
	if (!l) return '';
	const p = paramsOf(snap, t);
	const key = l.kind === 'terrain' ? `turnex.did.${l.action}` : `turnex.did.${l.kind}`;
	let text = t(key, p);
	if (l.points) text += ` ${t('turnex.did.scored', p)}`;
	return text;
}

function TurnTable({ snap, t }: { snap: Snap; t: T }) {
	const c = snap.context;
	const g = c.game;
	const p = paramsOf(snap, t);
	const rows: [string, string | number][] = [
		[t('turnex.table.plays'), c.ended ? t('turnex.table.ended') : t('turnex.table.playsValue', { plays: p.plays, max: p.max })],
		[t('turnex.table.auctions'), p.auctions],
		[t('turnex.table.free'), t(g.turn.freeMigrationUsed || c.ended ? 'turnex.table.used' : 'turnex.table.available')],
		[t('turnex.table.forest'), p.level],
	];
	return (
		<TableWrap caption={t('turnex.table.caption')}>
				<tbody>
					{rows.map(([k, v]) => (
						<tr key={k}>
							<th scope="row">{k}</th>
							<td>{v}</td>
						</tr>
					))}
				</tbody>
		</TableWrap>
	);
}

function HandList({ snap, t, onPick }: { snap: Snap; t: T; onPick?: (i: number) => void }) {
	const c = snap.context;
	return (
		<div>
			<p class="wl-hand-title" id={onPick ? 'turn-demo-hand' : undefined}>
				{t('turnex.hand')}
			</p>
			<ul class="wl-hand" aria-labelledby={onPick ? 'turn-demo-hand' : undefined}>
				{c.hand.map((card, i) => {
					const how = c.played[i];
					const face = <WildCard face={card} t={t} compact state={how ? 'played' : c.picked === i ? 'picked' : undefined} />;
					const note = how && <span class="card-note">{t(`turnex.played.${how}`)}</span>;
					return (
						<li key={i} class={how ? 'is-played' : ''}>
							{onPick ? (
								<button
									type="button"
									class="card-button"
									aria-pressed={c.picked === i}
									aria-disabled={how ? 'true' : undefined}
									onClick={() => onPick(i)}
								>
									{face}
									{note}
								</button>
							) : (
								<span class="card-button">
									{face}
									{note}
								</span>
							)}
						</li>
					);
				})}
			</ul>
		</div>
	);
}

function TurnTry({ lang, t, tc }: { lang: Locale; t: T; tc: T }) {
	const [intelligence, setIntelligence] = useState(true);
	const { snap, send, status, setStatus } = useTryIt(() => createActor(turnMachine, { input: turnInput(intelligence) }).start(), [intelligence], (next, before, event) => {
		if (next.context.refusal) return '';
		if (event.type === 'RESET') return t('turnex.try.reset');
		if (event.type === 'CANCEL') return t('turnex.try.cancelled');
		return next.context.last !== before.context.last ? lastText(next, t) : undefined;
	});

	const choose = (on: boolean) => {
		setIntelligence(on);
		setStatus(t('turnex.try.reset'));
	};

	const c = snap.context;
	const g = c.game;
	const over = snap.value === 'over';
	const picked = c.picked === null ? undefined : c.hand[c.picked];
	const freeMove = snap.matches({ playing: 'freeMove' });
	const refusal = c.refusal ? localRefusal(c.refusal, t, g) : null;
	const p = paramsOf(snap, t);

	let prompt = t('turnex.try.promptIdle', p);
	if (over) prompt = t('turnex.try.over', p);
	else if (freeMove) prompt = c.selected ? t('turnex.try.promptFreeTo', { ...p, cell: cellText(t, g.board, c.selected) }) : t('turnex.try.promptFreeFrom');
	else if (picked?.kind === 'wheel') prompt = t('turnex.try.promptWheel');
	else if (picked?.kind === 'terrain') {
		if (!c.action) prompt = t('turnex.try.promptAction', { card: cardName(t, picked) });
		else if (c.action === 'migrate') prompt = c.selected ? t('turnex.try.promptFreeTo', { ...p, cell: cellText(t, g.board, c.selected) }) : t('turnex.try.promptFreeFrom');
		else prompt = t('turnex.try.promptCell', { action: t(`actions.action.${c.action}`), card: cardName(t, picked) });
	}

	return (
		<div class="wl-try">
			<p class="wt-info">{t('turnex.try.intro')}</p>
			<ChoiceGroup label={t('turnex.intelligence.label')}>
				<button type="button" aria-pressed={intelligence} onClick={() => choose(true)}>
					{t('turnex.intelligence.yes')}
				</button>
				<button type="button" aria-pressed={!intelligence} onClick={() => choose(false)}>
					{t('turnex.intelligence.no')}
				</button>
			</ChoiceGroup>
			<p class="wl-turn">
				<Token player="A" small />
				{` ${t('turnex.try.counter', p)}`}
			</p>
			<p>{prompt}</p>
			{!over && <HandList snap={snap} t={t} onPick={(i) => send({ type: 'PICK', card: i })} />}
			{!over && picked && (
				<div class="wl-cardops">
					{picked.kind === 'wheel' && (
						<ChoiceGroup label={t('turnex.try.wheelGroup')}>
							{TERRAINS.map((x) => (
								<button type="button" key={x} onClick={() => send({ type: 'WHEEL', terrain: x })}>
									{t(`terrain.${x}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
					{picked.kind === 'terrain' && (
						<ChoiceGroup label={t('actions.try.actionGroup')}>
							{BOARD_ACTIONS.map((a) => (
								<button type="button" key={a} aria-pressed={c.action === a} onClick={() => send({ type: 'ACTION', action: a })}>
									{t(`actions.action.${a}`)}
								</button>
							))}
						</ChoiceGroup>
					)}
					<div class="wt-controls">
						<button type="button" class="wt-btn wl-auction" onClick={() => send({ type: 'AUCTION' })}>
							{t('turnex.try.auction')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'DISCARD' })}>
							{t('turnex.try.discard')}
						</button>
						<button type="button" class="wt-btn" onClick={() => send({ type: 'CANCEL' })}>
							{t('turnex.try.cancel')}
						</button>
					</div>
				</div>
			)}
			<div class="wl-layout">
				<WildBoard board={g.board} occ={g.occ} players={g.players} lang={lang} t={t} marks={marksOf(snap)} onActivate={(cell) => send({ type: 'CELL', cell })} />
				<div class="wl-side">
					{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
					<StatusLine text={status} class="wl-status" />
					<TryControls restart={t('turnex.try.restart')} onRestart={() => send({ type: 'RESET' })}>
						{!over && (
							<>
								<button type="button" class="wt-btn" aria-pressed={freeMove} onClick={() => send(freeMove ? { type: 'CANCEL' } : { type: 'FREE_MOVE' })}>
									{t('turnex.try.free')}
								</button>
								<button type="button" class="wt-btn" onClick={() => send({ type: 'CONVERT', spaces: 1 })}>
									{t('turnex.try.convert')}
								</button>
								<button type="button" class="wt-btn wt-btn-primary" onClick={() => send({ type: 'END_TURN' })}>
									{t('turnex.try.end')}
								</button>
							</>
						)}
					</TryControls>
					<TurnTable snap={snap} t={t} />
					<GamePlayers game={g} t={t} caption={t('turnex.players.caption')} economy />
				</div>
			</div>
		</div>
	);
}

export interface TurnWidgetProps {
	lang: Locale;
}

/** The rulebook's turn example (Orange, Human with Intelligence), replayed; then a turn of your own. */
export default function TurnWidget({ lang }: TurnWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const example = useMemo(() => turnExample(), []);
	const frames = useGuidedExample(turnMachine, example);
	const steps = frames.map((f) => ({ text: t(f.narration, paramsOf(f.snap, t)) }));

	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('turnex.title')}
			steps={steps}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
				return (
					<>
						<WildBoard board={c.game.board} occ={c.game.occ} players={c.game.players} lang={lang} t={t} marks={marksOf(snap)} />
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t} alert={false} />}
					</>
				);
			}}
			renderSide={(i) => {
				const { snap } = frames[i]!;
				const c = snap.context;
				return (
					<div class="wl-side">
						<TurnTable snap={snap} t={t} />
						<HandList snap={snap} t={t} />
						<p class="wt-info">{t('turnex.reconstruction')}</p>
						<details class="wl-details">
							<summary>{t('turnex.more')}</summary>
							<GamePlayers game={c.game} t={t} caption={t('turnex.players.caption')} economy />
							<LevelsTable game={c.game} levels={c.levels} t={t} caption={t('turnex.levels.caption')} />
						</details>
					</div>
				);
			}}
			renderTry={() => <TurnTry lang={lang} t={t} tc={tc} />}
			caption={<p>{t('turnex.caption')}</p>}
		/>
	);
}
