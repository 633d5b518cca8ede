/** The Setup widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    SetupTry never imports SetupWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { Seat } from '../../machines/shared/seats';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { areaById, cellById } from '../../machines/wildlife/board';
import { setupInput } from '../../machines/wildlife/examples/setup';
import { type PlayerCount, stageReached, type SetupStage } from '../../machines/wildlife/setup';
import type { setupMachine } from '../../machines/wildlife/setup.machine';
import { LEVEL_NAMES, TERRAINS, type Chart, type Level } from '../../machines/wildlife/types';
import { PlayersTable } from '../shared/PlayersTable';
import { TableWrap } from '../shared/TableWrap';
import type { FrameSnap, GuidedFrames } from '../../machines/shared/guided';
import { playerName, playerNoun } from './playerNames';
import type { NarrationKey } from '../../machines/wildlife/keys';
import { areaNoun } from './words';

type Snap = FrameSnap<typeof setupMachine>;

export const WIDGET_ID = 'setup-example';
export const PLAYERS_PARAM = 'setup-players';

/** Where the last placement went, in words: area, row, column, chart level, the area's count and limit. */
/**
 * The narration a guided step is told with: the first seed explains the three checks, the later ones
 * are a short line (`setup.step.seedNext`), or say that the area has reached its limit
 * (`setup.step.seedFull`). The example's data keeps one key for every seed.
 */
export function seedNarration(
	frames: readonly { snap: Snap; narration: NarrationKey }[],
	i: number,
): NarrationKey | 'setup.step.seedNext' | 'setup.step.seedFull' {
	const { narration, snap } = frames[i]!;
	if (narration !== 'setup.step.seed' || frames.findIndex((f) => f.narration === 'setup.step.seed') === i) return narration;
	const s = snap.context.lastSeed;
	return s && s.count >= s.limit ? 'setup.step.seedFull' : 'setup.step.seedNext';
}

export function placeParams(snap: Snap, t: T) {
	const { game, lastSeed: s } = snap.context;
	if (!s) return undefined;
	const cell = cellById(s.cell, game.board)!;
	const area = areaById(s.area, game.board)!;
	return {
		player: playerNoun(t, s.player),
		area: areaNoun(t, area),
		row: cell.row + 1,
		col: cell.col + 1,
		level: t(`level.${LEVEL_NAMES[s.level]}`),
		count: s.count,
		limit: s.limit,
		total: game.placed,
	};
}

function chartName(index: number, chart: Chart, defaults: readonly Chart[], t: T): string {
	const letter = String.fromCharCode(65 + index);
	const same = (a: Chart, b: Chart | undefined) => !!b && TERRAINS.every((x) => a[x] === b[x]);
	if (!same(chart, defaults[index])) return t('chart.custom');
	return index === 0 ? t('chart.human') : t('chart.example', { letter });
}

/** Each fact is shown from the setup step that deals it (a dash before). */
export function SetupPlayers({ snap, t }: { snap: Snap; t: T }) {
	const { game, left } = snap.context;
	const defaults = setupInput(game.players.length as PlayerCount).charts;
	const from = (stage: SetupStage, value: (p: Seat) => string | number) => (p: Seat) => (stageReached(snap.value, stage) ? value(p) : '—');
	return (
		<PlayersTable
			caption={t('setup.table.caption')}
			head={t('setup.table.player')}
			rows={game.players.map((p) => ({ id: p, letter: p, name: playerName(t, p) }))}
			columns={[
				{ head: t('setup.table.chart'), cell: from('charts', (p) => chartName(game.players.indexOf(p), game.charts[p]!, defaults, t)) },
				{ head: t('setup.table.reserve'), cell: from('reserve', (p) => game.reserve[p]!) },
				{ head: t('setup.table.score'), cell: from('startPlayer', (p) => game.score[p]!) },
				{ head: t('setup.table.food'), cell: from('food', (p) => game.food[p]!) },
				{ head: t('setup.table.toPlace'), cell: from('seeding', (p) => left[p] ?? 0) },
			]}
		/>
	);
}

export function ChartsTable({ snap, t, edit, onChange }: { snap: Snap; t: T; edit?: boolean; onChange?: (player: Seat, chart: Chart) => void }) {
	const game = snap.context.game;
	return (
		<TableWrap caption={t('setup.charts.caption')}>
			<thead>
				<tr>
					<th scope="col">{t('setup.table.player')}</th>
					{TERRAINS.map((x) => (
						<th scope="col" key={x}>
							{t(`terrain.${x}`)}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{game.players.map((p) => {
					const letter = p;
					const chart = game.charts[p]!;
					return (
						<tr key={p}>
							<th scope="row">{t(`player.${letter}`)}</th>
							{TERRAINS.map((x) => (
								<td key={x}>
									{edit && onChange ? (
										<select
											aria-label={`${t(`player.${letter}`)}, ${t(`terrain.${x}`)}`}
											value={chart[x]}
											onChange={(e) => onChange(p, { ...chart, [x]: Number((e.target as HTMLSelectElement).value) as Level })}
										>
											{LEVEL_NAMES.map((name, lv) => (
												<option value={lv} key={name}>
													{t(`level.${name}`)}
												</option>
											))}
										</select>
									) : (
										<span title={t(`level.${LEVEL_NAMES[chart[x]]}`)}>{t(`level.short.${LEVEL_NAMES[chart[x]]}`)}</span>
									)}
								</td>
							))}
						</tr>
					);
				})}
			</tbody>
		</TableWrap>
	);
}

export interface SetupWidgetProps {
	lang: Locale;
	/** Player count shown first (2-6). */
	players?: number;
	/** The guided example of each player count, replayed at build time (frames.ts: setupFrames()). */
	frames: Record<PlayerCount, GuidedFrames<typeof setupMachine, NarrationKey>>;
}
