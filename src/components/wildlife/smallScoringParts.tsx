import type { T } from '../../i18n/wildlife/messages';
import { areaById, freeCells } from '../../machines/wildlife/board';
import type { SmallScoringContext } from '../../machines/wildlife/smallScoring.machine';
import { PlayersTable } from '../shared/PlayersTable';
import type { Noun, Params } from '../../i18n/format';
import { areaNoun } from './words';
import { playerName, playerNoun } from './playerNames';

export const WIDGET_ID = 'small-scoring-example';

export function areaLabel(areaId: string, t: T): Noun {
	return areaNoun(t, areaById(areaId)!);
}

export function outcomeParams(ctx: SmallScoringContext, t: T): Params {
	const last = ctx.last;
	if (!last || last.kind === 'track') return {};
	const base = { player: playerNoun(t, last.player), area: areaLabel(last.area, t) };
	if (last.kind === 'scored') return { ...base, points: last.points, position: last.position };
	if (last.kind === 'notFull') return { ...base, free: last.free };
	return base;
}

/** The territory track as the machine gives it: value, purple (big scoring) spaces, markers taken or in place. */
export function Track({ ctx, t }: { ctx: SmallScoringContext; t: T }) {
	return (
		<div class="wl-sc-trackbox">
			<p class="wl-sc-h">{t('small.track.title')}</p>
			<ol class="wl-sc-track">
				{ctx.spaces.map(({ n, value, big, taken }) => {
					const desc = [t('small.track.space', { n, value }), big ? t('small.track.big') : '', taken ? t('small.track.taken') : t('small.track.here')]
						.filter(Boolean)
						.join(', ');
					return (
						<li key={n} class={`wl-sc-space${big ? ' is-big' : ''}${taken ? ' is-taken' : ''}`} aria-label={desc} title={desc}>
							<span class="wl-sc-n" aria-hidden="true">
								{n}
							</span>
							<span class="wl-sc-v" aria-hidden="true">
								{value}
							</span>
							<span class="wl-sc-m" aria-hidden="true">
								{taken ? '' : '●'}
							</span>
							{big && (
								<span class="wl-sc-b" aria-hidden="true">
									★
								</span>
							)}
						</li>
					);
				})}
			</ol>
			<p class="wl-sc-help">{`${t('small.track.left', { left: ctx.markersLeft })} ★ = ${t('small.track.big')}.`}</p>
		</div>
	);
}

export function Scores({ ctx, t }: { ctx: SmallScoringContext; t: T }) {
	return (
		<PlayersTable
			caption={t('small.scores.caption')}
			head={t('small.scores.player')}
			rows={ctx.input.players.map((p) => ({ id: p, letter: p, name: playerName(t, p) }))}
			columns={[{ head: t('small.scores.points'), cell: (p) => ctx.scores[p] ?? 0 }]}
		/>
	);
}

/** Free cells outlined; the cell just played marked. */
export function boardMarks(ctx: SmallScoringContext): Record<string, 'last' | 'hint'> {
	const marks: Record<string, 'last' | 'hint'> = {};
	for (const a of ctx.board.areas) for (const c of freeCells(a, ctx.occ)) marks[c] = 'hint';
	if (ctx.last && ctx.last.kind !== 'track' && ctx.last.kind !== 'removed') marks[ctx.last.cell] = 'last';
	return marks;
}
