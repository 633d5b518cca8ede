/**
 * The score sheet (issue 30): one big scoring as a table counts it by hand — per area each player's
 * pieces, each player's herds, adaptation tiles, ability cards and food, and the score track before
 * the scoring — checked against the rulebook and scored by the engine's own functions (scoreArea,
 * scoreHerds, scoreMost, and their explanations in ties.ts; winners in endgame.ts). No rule is
 * written twice: this file only says which inputs are impossible and why.
 *
 * The site does not know the printed map (setup#components: only that each terrain has a small area
 * of 4 or 5 spaces and a large one of 8 or 9): the table counts each area's spaces once, and the
 * pieces in each area, instead of placing them on a map.
 *
 * Cells are the text the reader typed ('' = nothing yet: 0 pieces, an area's spaces not yet counted).
 */
import { type PerSeat, type Seat, seats as seatList } from '../shared/seats';
import { type FieldRefusal, sheetRefusals } from '../shared/sheet';
import type { RuleRef } from '../shared/types';
import { winners as gameWinners } from './endgame';
import type { RefusalKey } from './keys';
import { BIG_SCORING_TERRAIN_ORDER, scoreArea, scoreHerds, scoreMost } from './categories';
import { PLAYER_COUNTS, piecesPerPlayer } from './counts';
import { type AreaExplanation, explainArea, explainHerds, explainMost, type HerdEntry, type RankEntry } from './ties';
import type { AreaSize, Terrain } from './types';

export const SHEET_MIN_PLAYERS: number = PLAYER_COUNTS[0];
export const SHEET_MAX_PLAYERS: number = PLAYER_COUNTS[PLAYER_COUNTS.length - 1]!;

/** Spaces in an area (setup#components): a small area has 4 or 5, a large one 8 or 9. */
export const AREA_SPACES: Record<AreaSize, readonly [number, number]> = { small: [4, 5], large: [8, 9] };

export interface SheetArea {
	id: string;
	terrain: Terrain;
	size: AreaSize;
}
/** The 12 areas in the big scoring's order (scoring#big-scoring-order): terrain by terrain, small then large. */
export const SHEET_AREAS: readonly SheetArea[] = BIG_SCORING_TERRAIN_ORDER.flatMap((terrain) =>
	(['small', 'large'] as const).map((size) => ({ id: `${terrain}-${size}`, terrain, size })),
);

export interface WlSheet {
	names: string[];
	/** each area's spaces, in SHEET_AREAS order */
	spaces: string[];
	/** pieces per area (SHEET_AREAS order), per seat */
	pieces: string[][];
	/** per seat: the sizes of their herds, separated by spaces ("4 4 2") */
	herds: string[];
	adaptations: string[];
	abilities: string[];
	food: string[];
	/** each player's place on the score track before this big scoring */
	track: string[];
	/** the final big scoring: the end of the game, and its winner */
	final: boolean;
}

export type SheetRefusalKey = Extract<RefusalKey, `sheet.${string}`>;
/** A refused entry: the field it belongs to (the widget draws the note beside it). */
export type SheetRefusal = FieldRefusal<SheetRefusalKey>;

export function emptySheet(seats = 4): WlSheet {
	const row = () => Array.from({ length: seats }, () => '');
	return {
		names: row(),
		spaces: SHEET_AREAS.map(() => ''),
		pieces: SHEET_AREAS.map(row),
		herds: row(),
		adaptations: row(),
		abilities: row(),
		food: row(),
		track: row(),
		final: false,
	};
}

export type MostKey = 'adaptations' | 'abilities' | 'food';
export const MOST_KEYS: readonly MostKey[] = ['adaptations', 'abilities', 'food'];

/** Field ids, shared with the widget (where a refusal is drawn). */
export const fieldId = {
	spaces: (k: number) => `${SHEET_AREAS[k]!.id}-s`,
	pieces: (k: number, p: number) => `${SHEET_AREAS[k]!.id}-${p}`,
	area: (k: number) => SHEET_AREAS[k]!.id,
	player: (p: number) => `pieces-${p}`,
	herds: (p: number) => `herds-${p}`,
	most: (key: MostKey, p: number) => `${key}-${p}`,
	track: (p: number) => `track-${p}`,
};

/** A typed cell: null when empty, NaN when not a whole number. */

/** A herds cell's sizes as typed ("4 4", "4, 4", "4+4"): the words, '' for none. */
export const herdWords = (raw: string): string[] => raw.split(/[\s,;+.]+/).filter((w) => w !== '');

export const RULES = {
	components: { page: 'setup', anchor: 'components' },
	areas: { page: 'scoring', anchor: 'areas' },
	reserve: { page: 'setup', anchor: 'reserve' },
	herds: { page: 'scoring', anchor: 'herds' },
	adaptations: { page: 'scoring', anchor: 'adaptations' },
	abilities: { page: 'scoring', anchor: 'abilities-count' },
	food: { page: 'scoring', anchor: 'food-count' },
	track: { page: 'setup', anchor: 'score-markers' },
	ties: { page: 'scoring', anchor: 'ties' },
	final: { page: 'end-and-variants', anchor: 'final-scoring' },
} satisfies Record<string, RuleRef>;

export interface SheetAreaLine {
	area: number;
	counts: PerSeat<number>;
	spaces: number | null;
	/** null while a lone player's area waits for its spaces (full or not: 5 or 4) */
	points: PerSeat<number> | null;
	why: AreaExplanation;
}
export interface SheetMostLine {
	key: MostKey;
	values: PerSeat<number>;
	points: PerSeat<number>;
	why: RankEntry[];
}
export interface SheetScore {
	players: Seat[];
	refusals: SheetRefusal[];
	areas: SheetAreaLine[];
	herds: { sizes: PerSeat<number[]>; points: PerSeat<number>; why: HerdEntry[] };
	most: SheetMostLine[];
	/** this big scoring's points */
	points: PerSeat<number>;
	/** the track before the scoring, and after */
	track: PerSeat<number>;
	after: PerSeat<number>;
	/** every area scored (no area waits for its spaces) */
	complete: boolean;
	/** the final scoring, complete and with nothing refused: the winners (several: a shared victory) */
	winners: Seat[] | null;
}

/** Scores a sheet: every refusal, each line's points and explanation, the new positions, the winner. */
export function scoreSheet(sheet: WlSheet): SheetScore {
	const players = seatList(sheet.names.length);
	const owned = piecesPerPlayer(Math.min(SHEET_MAX_PLAYERS, Math.max(SHEET_MIN_PLAYERS, players.length)));
	const { refusals, refuse, count } = sheetRefusals<SheetRefusalKey>('sheet.notCount');
	const zero = (): PerSeat<number> => Object.fromEntries(players.map((p) => [p, 0]));
	const onBoard = zero();
	const entered = new Set<Seat>();
	const areas: SheetAreaLine[] = SHEET_AREAS.map((a, k) => {
		const [min, max] = AREA_SPACES[a.size];
		let spaces = count(sheet.spaces[k], fieldId.spaces(k), RULES.components);
		if (spaces !== null && (spaces < min || spaces > max)) {
			refuse(fieldId.spaces(k), 'sheet.badSpaces', RULES.components, { n: spaces, min, max, areaSize: a.size });
			spaces = null;
		}
		const counts = zero();
		players.forEach((p, i) => {
			const raw = sheet.pieces[k]?.[i] ?? '';
			if (raw.trim() !== '') entered.add(p);
			counts[p] = count(raw, fieldId.pieces(k, i), RULES.areas) ?? 0;
			onBoard[p]! += counts[p]!;
		});
		const inArea = players.reduce((s, p) => s + counts[p]!, 0);
		const room = spaces ?? max;
		if (inArea > room)
			refuse(fieldId.area(k), 'sheet.areaFull', RULES.components, { n: inArea, max: room, known: spaces === null ? 'no' : 'yes', areaSize: a.size });
		const lone = players.filter((p) => counts[p]! > 0).length === 1;
		const why = explainArea({ spaces: spaces ?? max, counts });
		const points = lone && spaces === null ? null : { ...zero(), ...scoreArea({ spaces: spaces ?? max, counts }) };
		return { area: k, counts, spaces, points, why };
	});
	const sizes: PerSeat<number[]> = {};
	players.forEach((p, i) => {
		if (onBoard[p]! > owned)
			refuse(fieldId.player(i), 'sheet.playerPieces', RULES.reserve, { player: p, n: onBoard[p]!, max: owned, playerCount: players.length });
		const words = herdWords(sheet.herds[i] ?? '');
		const bad = words.find((w) => !/^\d{1,3}$/.test(w) || Number(w) < 1);
		sizes[p] = [];
		if (bad !== undefined) {
			refuse(fieldId.herds(i), 'sheet.badHerds', RULES.herds, { typed: bad });
			return;
		}
		const list = words.map(Number).sort((x, y) => y - x);
		const inHerds = list.reduce((s, n) => s + n, 0);
		if (inHerds > owned) refuse(fieldId.herds(i), 'sheet.herdsOwned', RULES.reserve, { player: p, n: inHerds, max: owned });
		else if (entered.has(p) && inHerds > onBoard[p]!) refuse(fieldId.herds(i), 'sheet.herdsOnBoard', RULES.herds, { player: p, n: inHerds, max: onBoard[p]! });
		else sizes[p] = list;
	});
	const herds = { sizes, points: { ...zero(), ...scoreHerds(sizes) }, why: explainHerds(sizes) };
	const most: SheetMostLine[] = MOST_KEYS.map((key) => {
		const values = zero();
		players.forEach((p, i) => {
			values[p] = count(sheet[key][i], fieldId.most(key, i), RULES[key]) ?? 0;
		});
		return { key, values, points: { ...zero(), ...scoreMost(values) }, why: explainMost(values) };
	});
	const points = zero();
	const track = zero();
	const after = zero();
	players.forEach((p, i) => {
		for (const l of areas) points[p]! += l.points?.[p] ?? 0;
		points[p]! += herds.points[p] ?? 0;
		for (const l of most) points[p]! += l.points[p] ?? 0;
		track[p] = count(sheet.track[i], fieldId.track(i), RULES.track) ?? 0;
		after[p] = track[p]! + points[p]!;
	});
	const complete = areas.every((l) => l.points !== null);
	const winners = sheet.final && complete && refusals.length === 0 ? gameWinners(after) : null;
	return { players, refusals, areas, herds, most, points, track, after, complete, winners };
}
