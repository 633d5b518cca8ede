/** The Ties widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    TiesTry never imports TiesWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { Seat } from '../../machines/shared/seats';
import type { ComponentChildren } from 'preact';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { TIE_PLAYERS } from '../../machines/wildlife/tieGroups';
import type { TieContext, TieEvent } from '../../machines/wildlife/ties.machine';

import type { NumberField } from '../shared/NumberField';
import { PlayersTable } from '../shared/PlayersTable';
import { areaWhy, herdsWhy, mostWhy } from './scoringWords';
import { playerName, playerNoun } from './playerNames';

export const WIDGET_ID = 'tie-explorer';

type Part = 'area' | 'herds' | 'most';

/** One category: the players' values (or boxes to type them) and the points the rules give. */
function PointsTable({
	caption,
	head,
	values,
	points,
	input,
	t,
}: {
	caption: string;
	head: string;
	values: (p: Seat) => string;
	points: Record<string, number>;
	input?: ((p: Seat) => ComponentChildren) | undefined;
	t: T;
}) {
	return (
		<PlayersTable
			caption={caption}
			head={t('ties.player')}
			rows={TIE_PLAYERS.map((p) => ({ id: p, letter: p, name: playerName(t, p) }))}
			columns={[
				{ head, cell: (p) => (input ? input(p) : values(p)) },
				{ head: t('ties.points'), cell: (p) => <strong>{points[p] ?? 0}</strong> },
			]}
		/>
	);
}

interface PanelProps {
	ctx: TieContext;
	t: T;
	lang: Locale;
	show: Record<Part, boolean>;
	send?: (e: TieEvent) => void;
	/** Try-it's number field (given by TiesTry, so the guided page loads none). */
	Field?: typeof NumberField;
}

export function TiePanels({ ctx, t, show, send, Field }: PanelProps) {
	const { outcome } = ctx;
	const name = (p: Seat) => playerNoun(t, p);
	const bad = (...keys: string[]) => !!ctx.refusal && keys.some((k) => ctx.refusal!.key.startsWith(k));
	/** A box per player in try-it mode; plain values in the guided tour. */
	const boxes = (what: string, value: (p: Seat) => string, invalid: boolean, event: (p: Seat, value: string) => TieEvent, wide = false, refused?: string) =>
		send && Field
			? (p: Seat) => (
					<Field
						bare
						text={wide}
						class={wide ? 'wl-sc-input wl-sc-wide' : 'wl-sc-input'}
						label={t('ties.inputLabel', { what, player: name(p) })}
						value={value(p)}
						invalid={invalid}
						refused={refused}
						onCommit={(v) => send(event(p, v))}
					/>
				)
			: undefined;
	const herdList = (p: Seat) => (ctx.herds[p] ?? []).join(', ');
	return (
		<div class="wl-sc-panels">
			{show.area && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.area.title')}>
					<p class="wl-sc-h">{t('ties.area.title')}</p>
					<p>
						{send && Field ? (
							// biome-ignore lint/a11y/noLabelWithoutControl: NumberField renders the <input> this label wraps.
							<label>
								{`${t('ties.spaces')} `}
								<Field
									bare
									class="wl-sc-input"
									label={t('ties.spaces')}
									value={String(ctx.spaces)}
									invalid={bad('ties.badSpaces')}
									onCommit={(value) => send({ type: 'SET_SPACES', value })}
								/>
							</label>
						) : (
							<>
								{`${t('ties.spacesIs')} `}
								<strong>{ctx.spaces}</strong>
							</>
						)}
					</p>
					<PointsTable
						caption={t('ties.area.title')}
						head={t('ties.pieces')}
						t={t}
						values={(p) => String(ctx.counts[p] ?? 0)}
						points={outcome.points.area}
						input={boxes(
							t('ties.pieces'),
							(p) => String(ctx.counts[p] ?? 0),
							bad('ties.tooMany', 'ties.badCount'),
							(player, value) => ({ type: 'SET_COUNT', player, value }),
							false,
							'99',
						)}
					/>
					<p class="wl-sc-why">{areaWhy(outcome.area, ctx.spaces, name, t)}</p>
				</section>
			)}
			{show.herds && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.herds.title')}>
					<p class="wl-sc-h">{t('ties.herds.title')}</p>
					{send && <p class="wl-sc-help">{t('ties.herdsHelp')}</p>}
					<PointsTable
						caption={t('ties.herds.title')}
						head={t('ties.herdsLabel')}
						t={t}
						values={(p) => herdList(p) || '—'}
						points={outcome.points.herds}
						input={boxes(t('ties.herdsLabel'), herdList, bad('ties.badHerds'), (player, value) => ({ type: 'SET_HERDS', player, value }), true)}
					/>
					<p class="wl-sc-why">{herdsWhy(outcome.herds, name, t)}</p>
				</section>
			)}
			{show.most && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.most.title')}>
					<p class="wl-sc-h">{t('ties.most.title')}</p>
					<PointsTable
						caption={t('ties.most.title')}
						head={t('ties.value')}
						t={t}
						values={(p) => String(ctx.most[p] ?? 0)}
						points={outcome.points.most}
						input={boxes(
							t('ties.value'),
							(p) => String(ctx.most[p] ?? 0),
							bad('ties.badMost'),
							(player, value) => ({ type: 'SET_MOST', player, value }),
						)}
					/>
					<p class="wl-sc-why">{mostWhy(outcome.most, ctx.most, name, t)}</p>
				</section>
			)}
		</div>
	);
}
