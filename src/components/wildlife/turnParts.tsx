/** Small pieces shared by the Actions and Turn-example widgets: words for cells and refusals, tables. */
import type { T } from '../../i18n/format';
import { HUMAN_CHART } from '../../machines/wildlife/charts';
import { levels, type GameState } from '../../machines/wildlife/turn';
import { LEVEL_NAMES, TERRAINS, type Chart, type Terrain } from '../../machines/wildlife/types';
import { Token } from '../shared/Token';
import { playerLetter } from './playerNames';
import { TableWrap } from '../shared/TableWrap';

export type Marks = Record<string, 'last' | 'refused' | 'hint'>;

export { areaText, cellText, localRefusal, terrainWord } from './words';

/** Which chart a player holds, in words. */
export function chartLabel(t: T, index: number, chart: Chart): string {
	const same = (a: Chart, b: Chart) => TERRAINS.every((x) => a[x] === b[x]);
	if (index === 0) return same(chart, HUMAN_CHART) ? t('chart.human') : t('chart.custom');
	return t('chart.example', { letter: String.fromCharCode(65 + index) });
}

/** Players: reserve, pieces lost, and optionally food and score. */
export function PlayersTable({ game, t, caption, economy = false }: { game: GameState; t: T; caption: string; economy?: boolean }) {
	return (
		<TableWrap caption={caption}>
				<thead>
					<tr>
						<th scope="col">{t('play.table.player')}</th>
						<th scope="col">{t('play.table.reserve')}</th>
						{economy ? (
							<>
								<th scope="col">{t('play.table.food')}</th>
								<th scope="col">{t('play.table.score')}</th>
							</>
						) : (
							<th scope="col">{t('play.table.lost')}</th>
						)}
					</tr>
				</thead>
				<tbody>
					{game.players.map((p) => {
						const s = game.ps[p]!;
						const letter = playerLetter(game.players, p);
						return (
							<tr key={p}>
								<th scope="row">
									<Token player={letter} small />
									{` ${t('player.name', { letter })}`}
								</th>
								<td>{s.reserve}</td>
								{economy ? (
									<>
										<td>{s.food}</td>
										<td>{s.score}</td>
									</>
								) : (
									<td>{s.lost}</td>
								)}
							</tr>
						);
					})}
				</tbody>
		</TableWrap>
	);
}

/** Player A's levels per terrain (chart + adaptations); editable when `onChange` is given. */
export function LevelsTable({ game, t, caption, onChange }: { game: GameState; t: T; caption: string; onChange?: (chart: Record<string, number>) => void }) {
	const a = game.players[0]!;
	const lv = levels(game, a);
	const chart = game.ps[a]!.chart;
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
