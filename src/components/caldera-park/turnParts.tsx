/** What the action-turn widget draws from a snapshot (guided and try-it): the action board, a display, the players. */
import type { T } from '../../i18n/caldera-park/messages';
import type { TurnContext } from '../../machines/caldera-park/turn.machine';
import { atSeat, type Seat } from '../../machines/shared/seats';
import { oneOf } from '../shared/oneOf';
import { REQUIREMENTS } from '../../machines/caldera-park/turn';
import { PlayersTable } from '../shared/PlayersTable';
import { type CpMark, CpPark } from './CpPark';
import { TileFace } from './TileFace';
import { tileWords } from './words';
import type { WidgetT } from '../../i18n/messages';
import { PLAYER_IDS } from '../../data/caldera-park/players';

const named = (seat: Seat) => (oneOf(PLAYER_IDS, seat) ? seat : 'A');
/** A player's name by seat (from src/data/caldera-park/players.ts). */
export const playerName = (seat: Seat, t: T) => t(`player.${named(seat)}`);
/** A player as a sentence inserts them (« de Mia », her gender), by seat. */
export const playerNoun = (seat: Seat, t: T) => t.noun(`player.${named(seat)}`);

/** The action board: the requirements with the tokens put on them (first: a placed tile fills one, next to the players' table), then the tokens left in the selection row (solo: the try-it passes an empty row and says how many are in the face-down stack). */
export function ActionBoard({ ctx, t }: { ctx: TurnContext; t: T }) {
	return (
		<div>
			<p class="cp-h">{t('turn.board')}</p>
			<p class="cp-note">{t('turn.reqs')}</p>
			<ol class="cp-reqs">
				{REQUIREMENTS.map((req, i) => {
					const tok = ctx.slots[i];
					const now = ctx.announced?.slot === i;
					return (
						<li key={req} class={`cp-slot${tok ? ' is-filled' : ''}${now ? ' is-now' : ''}`} aria-current={now ? 'true' : undefined}>
							{t('turn.slot', { req: t(`req.${req}`), token: tok ? t(`token.${tok}`) : t('turn.slot.empty') })}
						</li>
					);
				})}
			</ol>
			<p class="cp-note">{t('turn.row')}</p>
			<ul class="cp-row">
				{ctx.row.map((tok) => (
					<li key={tok} class="cp-slot">
						{t(`token.${tok}`)}
					</li>
				))}
			</ul>
			{/* Last: the requirements and the selection row, which a step changes together, stay close. */}
			<p class="cp-note">{t('turn.reqs.note')}</p>
		</div>
	);
}

/** A player's seven available animals (buttons in try-it, a list in guided mode). */
export function Display({ ctx, player, t, onPick }: { ctx: TurnContext; player: Seat; t: T; onPick?: (index: number) => void }) {
	const p = atSeat(ctx.players, player)!;
	return (
		<div>
			<p class="cp-h">{t('turn.display', { player: playerNoun(player, t) })}</p>
			{p.display.length === 0 ? (
				<p class="cp-note">{t('turn.display.empty')}</p>
			) : (
				<ul class="cp-display">
					{p.display.map((tile, i) => {
						const refused = ctx.refusedAt?.player === player && ctx.refusedAt.index === i;
						const words = tileWords(tile, t);
						return (
							<li key={tile.id}>
								{onPick ? (
									<button
										type="button"
										aria-pressed={p.selected === i}
										class={refused ? 'is-refused' : undefined}
										aria-label={t('turn.try.pick', { tile: words })}
										onClick={() => onPick(i)}
									>
										<TileFace tile={tile} t={t} />
									</button>
								) : (
									<span
										class={`cp-chip${refused ? ' is-refused' : ''}`}
										role="img"
										aria-label={words}
										{...(p.selected === i ? { 'aria-current': 'true' as const } : {})}
									>
										<TileFace tile={tile} t={t} />
									</span>
								)}
							</li>
						);
					})}
				</ul>
			)}
		</div>
	);
}

export function Players({ ctx, t }: { ctx: TurnContext; t: T }) {
	return (
		<PlayersTable
			caption={t('turn.players')}
			head={t('turn.players.name')}
			rows={ctx.players.map(({ seat }) => ({ id: seat, letter: seat, name: playerName(seat, t), current: ctx.marmot === seat }))}
			columns={[
				{ head: t('turn.players.marmot'), cell: (id) => (ctx.marmot === id ? '✓' : '') },
				{
					head: t('turn.players.tile'),
					cell: (id) => {
						const tile = atSeat(ctx.players, id)!.placedTile;
						return tile ? tileWords(tile, t) : t('turn.players.none');
					},
				},
			]}
		/>
	);
}

/** The park of one player, with the last placed tile, the refused space and (when placing) the allowed spaces marked. */
export function TurnPark({
	ctx,
	player,
	t,
	tc,
	onActivate,
	title,
}: {
	ctx: TurnContext;
	player: Seat;
	t: T;
	tc: WidgetT;
	onActivate?: (key: string) => void;
	title?: string;
}) {
	const p = atSeat(ctx.players, player)!;
	const marks: Record<string, CpMark> = {};
	for (const k of ctx.hints[player] ?? []) marks[k] = 'hint';
	if (p.placed) marks[p.placed] = 'last';
	if (ctx.refusedAt?.player === player && ctx.refusedAt.key) marks[ctx.refusedAt.key] = 'refused';
	return (
		<CpPark
			park={ctx.park}
			tiles={p.tiles}
			weather={p.weather}
			marks={marks}
			owner={playerNoun(player, t)}
			t={t}
			tc={tc}
			{...(onActivate ? { onActivate } : {})}
			{...(title ? { title } : {})}
			allTiles
		/>
	);
}
