/** Words for what the rules name by id: cells, areas, terrains, levels, players, refusals. */
import type { T } from '../../i18n/wildlife/messages';
import type { Refusal } from '../../machines/wildlife/keys';
import { areaById, cellById } from '../../machines/wildlife/board';
import { LEVEL_NAMES, TERRAINS, type Board, type Level, type Terrain } from '../../machines/wildlife/types';
import { oneOf } from '../shared/oneOf';
import { playerLetter } from './playerNames';

/** "Forest, row 5, column 8" for a cell id. */
export function cellText(t: T, board: Board, id: string | undefined): string {
	const cell = id ? cellById(id, board) : undefined;
	if (!cell) return id ?? '';
	return t('play.cell', { terrain: t(`terrain.${cell.terrain}`), row: cell.row + 1, col: cell.col + 1 });
}

export function areaText(t: T, board: Board, areaId: string | undefined): string {
	const area = areaId ? areaById(areaId, board) : undefined;
	if (!area) return areaId ?? '';
	return t('area.name', { terrain: t(`terrain.${area.terrain}`), size: t(`size.${area.size}`), terrainId: area.terrain, sizeId: area.size });
}

export function terrainWord(t: T, terrain: Terrain): string {
	return t(`terrain.${terrain}`).toLowerCase();
}

/** Rules give ids (cell, terrain, level, area, player); the reader needs words. */
export function localRefusal(refusal: Refusal, t: T, game: { board: Board; players: readonly string[] }): Refusal {
	if (!refusal.params) return refusal;
	const p: Record<string, string | number> = { ...refusal.params };
	if (typeof p['cell'] === 'string') p['cell'] = cellText(t, game.board, p['cell']);
	if (oneOf(TERRAINS, p['terrain'])) {
		// « dans l’eau », « en montagne »: the preposition and article go with the terrain, by id.
		p['inTerrain'] = t('terrain.in', { terrain: p['terrain'] });
		p['terrain'] = terrainWord(t, p['terrain']);
	}
	if (oneOf(TERRAINS, p['card'])) p['card'] = terrainWord(t, p['card']);
	if (typeof p['level'] === 'number') p['level'] = t(`level.${LEVEL_NAMES[p['level'] as Level] ?? 'none'}`);
	if (typeof p['area'] === 'string') p['area'] = areaText(t, game.board, p['area']);
	if (typeof p['player'] === 'string') p['player'] = t('player.name', { letter: playerLetter(game.players, p['player']) });
	return { ...refusal, params: p };
}

