/** Words for what the rules name by id: cells, areas, terrains, levels, players, refusals. */
import { isSeat } from '../../machines/shared/seats';
import type { T } from '../../i18n/wildlife/messages';
import type { Noun, Params } from '../../i18n/format';
import type { Refusal, RefusalKey } from '../../machines/wildlife/keys';
import type { WordedRefusal } from '../shared/RefusalNote';
import { areaById, cellById } from '../../machines/wildlife/board';
import { type AreaSize, LEVEL_NAMES, TERRAINS, type Board, type Level, type Terrain } from '../../machines/wildlife/types';
import { oneOf } from '../shared/oneOf';
import { playerNoun } from './playerNames';

/** "Forest, row 5, column 8" for a cell id. */
export function cellText(t: T, board: Board, id: string | undefined): string {
	const cell = id ? cellById(id, board) : undefined;
	if (!cell) return id ?? '';
	return t('play.cell', { terrain: t.noun(`terrain.${cell.terrain}`), row: cell.row + 1, col: cell.col + 1 });
}

/** An area as a sentence inserts it: « le petit territoire d’eau », « du … », « au … » (`area.<terrain>-<size>` nouns). */
export function areaNoun(t: T, area: { terrain: Terrain; size: AreaSize }): Noun {
	return t.noun(`area.${area.terrain}-${area.size}`);
}

/** An area of the board by id, as a noun (its label is `t(`area.${terrain}-${size}`)`). */
export function areaOf(t: T, board: Board, areaId: string | undefined): Noun | string {
	const area = areaId ? areaById(areaId, board) : undefined;
	return area ? areaNoun(t, area) : (areaId ?? '');
}

/** A terrain as a sentence inserts it: « forêt » (`{x}`), « la forêt » (`{x_the}`), « de l’eau » (`{x_of}`). */
export function terrainNoun(t: T, terrain: Terrain): Noun {
	return t.noun(`terrain.${terrain}`);
}

/** Rules give ids (cell, terrain, level, area, player); the reader needs words (nouns where a sentence inserts them). */
export function localRefusal(refusal: Refusal, t: T, game: { board: Board }): WordedRefusal<RefusalKey> {
	if (!refusal.params) return refusal;
	const p: Params = { ...refusal.params };
	if (typeof p['cell'] === 'string') p['cell'] = cellText(t, game.board, p['cell']);
	if (oneOf(TERRAINS, p['terrain'])) {
		p['terrain'] = terrainNoun(t, p['terrain']);
		// « dans l’eau », « en montagne »: the preposition goes with the terrain.
		p['inTerrain'] = t('terrain.in', { terrain: p['terrain'] });
	}
	if (oneOf(TERRAINS, p['card'])) p['card'] = terrainNoun(t, p['card']);
	if (typeof p['level'] === 'number') p['level'] = t(`level.${LEVEL_NAMES[p['level'] as Level] ?? 'none'}`);
	if (typeof p['area'] === 'string') p['area'] = areaOf(t, game.board, p['area']);
	if (isSeat(p['player'])) p['player'] = playerNoun(t, p['player']);
	return { ...refusal, params: p };
}

/**
 * A step a walkthrough repeats (issue 27, item 4): the first one keeps its full narration, which
 * explains the rule; the later ones are told with the short form.
 */
export function firstThenShort<K extends string, S extends string>(frames: readonly { narration: K }[], i: number, full: K, short: S): K | S {
	const n = frames[i]!.narration;
	return n === full && frames.findIndex((f) => f.narration === full) !== i ? short : n;
}
