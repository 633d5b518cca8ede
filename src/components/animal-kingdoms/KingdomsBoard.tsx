import type { ComponentChildren } from 'preact';
import type { T } from '../../i18n/animal-kingdoms/messages';
import { KINGDOM_SIZES, type KingdomSpaces } from '../../machines/animal-kingdoms/board';
import type { Card } from '../../machines/animal-kingdoms/types';
import type { Seat } from '../../machines/shared/seats';
import { BoardKey } from '../shared/BoardKey';
import { Token } from '../shared/Token';
import { playerName } from './words';
import './animal-kingdoms.css';

export interface KingdomsBoardProps {
	t: T;
	kingdoms: readonly KingdomSpaces[];
	/** cards by each kingdom (last = on top), if the widget shows them */
	columns?: readonly (readonly Card[])[];
	/** majority tiles left in each kingdom, leftmost first */
	tiles?: readonly (readonly number[])[];
	/** one line under each kingdom's title (its decree) */
	decree?: (k: number) => string | undefined;
	/** the kingdom being scored or played (highlighted) */
	current?: number | null;
	/** kingdoms already scored */
	done?: (k: number) => boolean;
	/** a control per kingdom (try-it: play here) */
	action?: (k: number) => ComponentChildren;
	/** draw the spaces (territories, capital, councils); default true */
	spaces?: boolean;
	/** kingdoms to outline as looked at (a decree's cards) */
	looked?: (k: number) => boolean;
	/** how a seat is named (default: the examples' players) */
	nameOf?: (p: Seat) => string;
	/** draw the key under the board (default true) */
	withKey?: boolean;
	/** a walkthrough that highlights a kingdom at some step: its key says so at every step (the key does not change under the reader) */
	highlights?: boolean;
}

function Space({ t, kind, holder, nameOf }: { t: T; kind: 'territory' | 'capital' | 'council'; holder: Seat | null; nameOf: (p: Seat) => string }) {
	const label = t('kingdom.held', { space: t(`kingdom.${kind}`), player: holder ? nameOf(holder) : t('kingdom.free') });
	return (
		<li class={`ak-space ak-${kind}${holder ? '' : ' is-free'}`} title={label}>
			{holder ? <Token player={holder} small shape="square" /> : null}
			<span class="sr-only">{label}</span>
		</li>
	);
}

/** What the board's marks mean, drawn with the board's own classes (as on the Start-here sketch). */
export function KingdomsKey({ t, spaces, tiles, current }: { t: T; spaces: boolean; tiles: boolean; current: boolean }) {
	const items = [
		...(spaces
			? [
					{ id: 'territory', name: t('kingdom.territory'), className: 'ak-key ak-key-territory' },
					{ id: 'capital', name: t('kingdom.capital'), className: 'ak-key ak-key-capital' },
					{ id: 'council', name: t('kingdom.council'), className: 'ak-key ak-key-council' },
					{ id: 'cube', name: t('key.cube'), className: 'ak-key ak-key-cube' },
				]
			: []),
		...(tiles ? [{ id: 'tile', name: t('key.tile'), className: 'ak-key ak-key-tile' }] : []),
		{ id: 'card', name: t('key.card'), className: 'ak-key ak-key-card' },
		...(current ? [{ id: 'current', name: t('key.current'), className: 'ak-key ak-key-current' }] : []),
	];
	return <BoardKey title={t('key.title')} items={items} />;
}

/**
 * The five kingdoms, clockwise from the smallest: for each, its decree, the last cards played, its
 * spaces (gold round territories, the crowned capital, the two silver square councils, the players'
 * square cubes, as on the Start-here sketch) and its majority tiles, then the key. Text scales with
 * the board's width (a present-mode board is read from across the room), whole card names always.
 * A picture of the snapshot: every fact comes from the caller.
 */
export function KingdomsBoard({
	t,
	kingdoms,
	columns,
	tiles,
	decree,
	current = null,
	done,
	action,
	spaces = true,
	looked,
	nameOf = (p) => playerName(t, p),
	withKey = true,
	highlights = false,
}: KingdomsBoardProps) {
	return (
		<div class="ak-wrap">
			<div class="ak-board" role="group" aria-label={t('board.label')}>
				{kingdoms.map((k, i) => {
					const col = columns?.[i] ?? [];
					const d = decree?.(i);
					const state = (current === i ? ' is-current' : done?.(i) ? ' is-done' : '') + (looked?.(i) ? ' is-looked' : '');
					return (
						<div
							role="group"
							class={`ak-kingdom${state}`}
							aria-label={t('kingdom.label', { size: KINGDOM_SIZES[i]! })}
							aria-current={current === i ? 'true' : undefined}
							key={i}
						>
							<p class="ak-k-title">
								<span aria-hidden="true">{KINGDOM_SIZES[i]}</span>
								{current === i && <span class="sr-only">{` (${t('kingdom.now')})`}</span>}
								{current !== i && done?.(i) && <span class="sr-only">{` (${t('kingdom.scored')})`}</span>}
							</p>
							{d && <p class="ak-decree">{d}</p>}
							{columns && (
								<ol class="ak-cards" aria-label={t('kingdom.column')} reversed>
									{col.length === 0 ? (
										<li class="ak-card is-none">{t('card.none')}</li>
									) : (
										[...col]
											.reverse()
											.slice(0, 3)
											.map((c, j) => (
												<li class={`ak-card${j === 0 ? ' is-top' : ''}`} key={`${c.species}${c.value}${j}`}>
													<span class="ak-card-v">{c.value}</span> <span class="ak-card-s">{t(`species.${c.species}`)}</span>
												</li>
											))
									)}
								</ol>
							)}
							{spaces && (
								<ul class="ak-spaces" aria-label={t('kingdom.spaces')}>
									{k.territories.map((p, j) => (
										<Space t={t} kind="territory" holder={p} nameOf={nameOf} key={`t${j}`} />
									))}
									<Space t={t} kind="capital" holder={k.capital} nameOf={nameOf} />
									{k.councils.map((p, j) => (
										<Space t={t} kind="council" holder={p} nameOf={nameOf} key={`c${j}`} />
									))}
								</ul>
							)}
							{tiles && (
								<ul class="ak-tiles" aria-label={t('kingdom.tiles')}>
									{(tiles[i] ?? []).map((v, j) => (
										<li class={`ak-tile${j === 0 ? ' is-next' : ''}`} key={j}>
											{v}
										</li>
									))}
								</ul>
							)}
							{action?.(i)}
						</div>
					);
				})}
			</div>
			{withKey && <KingdomsKey t={t} spaces={spaces} tiles={Boolean(tiles)} current={highlights || current !== null} />}
		</div>
	);
}
