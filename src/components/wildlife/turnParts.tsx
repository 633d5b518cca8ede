/** Small pieces shared by the Actions and Turn-example widgets: words for cells and refusals, tables. */
import type { Seat } from '../../machines/shared/seats';
import type { T } from '../../i18n/wildlife/messages';
import type { GameState } from '../../machines/wildlife/game';
import { LEVEL_NAMES, TERRAINS, type Chart, type Terrain } from '../../machines/wildlife/types';
import { PlayersTable } from '../shared/PlayersTable';
import { TableWrap } from '../shared/TableWrap';

export type Marks = Record<string, 'last' | 'refused' | 'hint'>;

export { areaOf, cellText, localRefusal, terrainNoun } from './words';

/** Players: reserve, pieces lost, or with `economy` food and score. */
export function GamePlayers({ game, t, caption, economy = false }: { game: GameState; t: T; caption: string; economy?: boolean }) {
	const stat = (key: 'reserve' | 'lost' | 'food' | 'score') => ({ head: t(`play.table.${key}`), cell: (p: Seat) => game.ps[p]![key] });
	return (
		<PlayersTable
			caption={caption}
			head={t('play.table.player')}
			rows={game.players.map((p) => ({ id: p, letter: p, name: t(`player.${p}`) }))}
			columns={economy ? [stat('reserve'), stat('food'), stat('score')] : [stat('reserve'), stat('lost')]}
		/>
	);
}

/** Player A's levels per terrain (chart + adaptations, from the machine); the chart is editable when `onChange` is given. */
export function LevelsTable({
	game,
	levels: lv,
	t,
	caption,
	onChange,
}: {
	game: GameState;
	levels: Chart;
	t: T;
	caption: string;
	onChange?: (chart: Record<string, number>) => void;
}) {
	const chart = game.ps[game.players[0]!]!.chart;
	return (
		<TableWrap caption={caption}>
			<thead>
				<tr>
					<th scope="col">{t('play.table.terrain')}</th>
					<th scope="col">{t('play.table.level')}</th>
				</tr>
			</thead>
			<tbody>
				{TERRAINS.map((x: Terrain) => (
					<tr key={x}>
						<th scope="row">{t(`terrain.${x}`)}</th>
						<td>
							{onChange ? (
								<select
									aria-label={t('play.levelFor', { terrain: t(`terrain.${x}`) })}
									value={chart[x]}
									onChange={(e) => onChange({ ...chart, [x]: Number((e.target as HTMLSelectElement).value) })}
								>
									{LEVEL_NAMES.map((name, l) => (
										<option value={l} key={name}>
											{t(`level.${name}`)}
										</option>
									))}
								</select>
							) : (
								<span>{t(`level.${LEVEL_NAMES[lv[x]]}`)}</span>
							)}
						</td>
					</tr>
				))}
			</tbody>
		</TableWrap>
	);
}
