/**
 * Planet's score sheet (issue 30): what a table counts at the end of the game, typed by hand — per
 * player the objective card's terrain and the lines printed on that card (the site knows only the
 * rulebook's glacier line, so it never fills a card in), the parcels of that terrain, the animal
 * cards won by border colour — checked and scored by the engine's own functions
 * (checkObjectiveRows, canSetParcels, endScore, winners). No rule is written twice: this file only
 * says which inputs are impossible and why, and what each player's count still needs.
 *
 * Cells are the text the reader typed ('' = nothing yet).
 */
import { type PerSeat, type Seat, seats as seatList } from '../shared/seats';
import { cellValue, type FieldRefusal, sheetRefusals } from '../shared/sheet';
import type { Refusal, RuleRef } from '../shared/types';
import type { RefusalKey } from './keys';
import { TERRAINS, type Terrain } from './core';
import { canSetParcels, checkObjectiveRows, type EndScore, endScore, type ObjectiveRow, winners } from './scoring';

/** Players at one table (registry facts: 2 to 4). */
export const SHEET_MIN_PLAYERS = 2;
export const SHEET_MAX_PLAYERS = 4;
/** Animal cards in a game (setup#animal-columns: 20 dealt under rounds 3 to 12). */
export const ANIMAL_CARDS = 20;
/** Lines a card's table may have on the sheet (a card has a few; the URL stays short). */
export const MAX_LINES = 8;

/** One printed line of an objective card, as typed: from `min` to `max` parcels, `points`. */
export interface SheetLine {
	min: string;
	max: string;
	points: string;
}
export interface SheetPlayer {
	/** the objective card's terrain, null until chosen */
	objective: Terrain | null;
	/** the lines printed on the card, as the reader types them */
	lines: SheetLine[];
	/** parcels of the objective's terrain on the planet, all regions together */
	parcels: string;
	/** animal cards won, by the terrain of their border */
	animals: Record<Terrain, string>;
}
export interface PlanetSheet {
	names: string[];
	/** the beginners' game: no objective cards, every animal 1 point */
	beginners: boolean;
	players: SheetPlayer[];
}

export type SheetRefusalKey = Extract<RefusalKey, `sheet.${string}` | `end.refuse.${string}`>;
/** A refused entry: the field it belongs to (the widget draws the note beside it). */
export type SheetRefusal = FieldRefusal<SheetRefusalKey>;

const emptyAnimals = (): Record<Terrain, string> => Object.fromEntries(TERRAINS.map((t) => [t, ''])) as Record<Terrain, string>;
export const emptyLine = (): SheetLine => ({ min: '', max: '', points: '' });
export const emptyPlayer = (): SheetPlayer => ({ objective: null, lines: [emptyLine()], parcels: '', animals: emptyAnimals() });

export function emptySheet(seats = 2): PlanetSheet {
	return { names: Array.from({ length: seats }, () => ''), beginners: false, players: Array.from({ length: seats }, emptyPlayer) };
}

/** Field ids, shared with the widget (where a refusal is drawn). */
export const fieldId = {
	objective: (p: number) => `pl-o${p}`,
	cell: (p: number, l: number, k: keyof SheetLine) => `pl-c${p}l${l}${k}`,
	line: (p: number, l: number) => `pl-c${p}l${l}`,
	parcels: (p: number) => `pl-n${p}`,
	animal: (p: number, t: Terrain) => `pl-a${p}${t}`,
	animals: 'pl-animals',
};

/** A typed cell: null when empty, NaN when not a whole number. */

export const SHEET_RULES = {
	objective: { page: 'end', anchor: 'objective' },
	animals: { page: 'end', anchor: 'animal-points' },
	cards: { page: 'setup', anchor: 'animal-columns' },
	beginners: { page: 'variants', anchor: 'beginners' },
	winner: { page: 'end', anchor: 'winner' },
	ties: { page: 'end', anchor: 'ties' },
} satisfies Record<string, RuleRef>;

/** One player's count: what it still needs, the card's line that paid, and the engine's score. */
export interface SheetPlayerScore {
	seat: Seat;
	/** what the count still needs before it is scored (never in the beginners' game) */
	pending: 'objective' | 'card' | 'parcels' | null;
	/** the card's lines as checked (refused and unfinished lines left out) */
	table: ObjectiveRow[];
	/** the line that covers the parcels, or null (none, or not scored yet) */
	line: ObjectiveRow | null;
	parcels: number | null;
	/** animal cards of the objective's terrain, and of the other terrains */
	own: number;
	other: number;
	/** the animal cards' points (endScore's), known once the objective's terrain is (or in the beginners' game) */
	animalPoints: number | null;
	/** the engine's endScore; null while pending */
	score: EndScore | null;
}
export interface SheetScore {
	players: Seat[];
	refusals: SheetRefusal[];
	perPlayer: SheetPlayerScore[];
	/** each player's total (null while their count is pending) */
	totals: PerSeat<number | null>;
	/** every count complete and nothing refused: the engine's winners and which step decided */
	winners: Seat[] | null;
	decidedBy: 'points' | 'cards' | 'shared' | null;
	/** animal cards on the sheet, all players */
	cards: number;
}

/** Scores a sheet: every refusal, each player's objective and animals, totals and the winner. */
export function scoreSheet(sheet: PlanetSheet): SheetScore {
	const players = seatList(sheet.players.length);
	const { refusals, refuse, count } = sheetRefusals<SheetRefusalKey>('sheet.notCount');
	const add = (field: string, r: Refusal<SheetRefusalKey>) => refuse(field, r.key, r.rule, r.params);
	let cards = 0;
	const perPlayer: SheetPlayerScore[] = sheet.players.map((pl, p) => {
		const seat = players[p]!;
		const animals: Terrain[] = [];
		for (const t of TERRAINS) {
			const n = count(pl.animals[t], fieldId.animal(p, t), SHEET_RULES.animals) ?? 0;
			for (let i = 0; i < n; i++) animals.push(t);
		}
		cards += animals.length;
		// The card's lines: each cell a whole number, then the engine's check of the table so far
		// (a line it refuses is left out, its note drawn beside it).
		const table: ObjectiveRow[] = [];
		let unfinished = 0;
		pl.lines.slice(0, MAX_LINES).forEach((line, l) => {
			const v = { min: 0, max: 0, points: 0 };
			let filled = 0;
			let ok = true;
			for (const k of ['min', 'max', 'points'] as const) {
				const x = count(line[k], fieldId.cell(p, l, k), SHEET_RULES.objective);
				if (cellValue(line[k]) !== null) filled++;
				if (x === null) ok = false;
				else v[k] = x;
			}
			if (filled === 0) return;
			if (!ok) {
				if (filled < 3) unfinished++;
				return;
			}
			const legal = checkObjectiveRows([...table, v]);
			if (!legal.ok) add(fieldId.line(p, l), legal.refusal as Refusal<SheetRefusalKey>);
			else table.push(v);
		});
		const parcelsTyped = count(pl.parcels, fieldId.parcels(p), SHEET_RULES.objective);
		let parcels = parcelsTyped;
		if (parcelsTyped !== null) {
			const legal = canSetParcels(parcelsTyped);
			if (!legal.ok) {
				add(fieldId.parcels(p), legal.refusal as Refusal<SheetRefusalKey>);
				parcels = null;
			}
		}
		const objective = sheet.beginners ? null : pl.objective;
		const own = objective ? animals.filter((t) => t === objective).length : 0;
		const animalPoints = sheet.beginners || objective ? endScore({ objective, parcels: 0, animals }, null).animals : null;
		const base = { seat, table, parcels, own, other: animals.length - own, animalPoints };
		if (sheet.beginners) return { ...base, pending: null, line: null, score: endScore({ objective: null, parcels: 0, animals }, null) };
		const pending = !objective ? 'objective' : table.length === 0 || unfinished > 0 ? 'card' : parcels === null ? 'parcels' : null;
		if (pending || !objective || parcels === null) return { ...base, pending: pending ?? 'objective', line: null, score: null };
		const score = endScore({ objective, parcels, animals }, table);
		const line = table.find((r) => parcels >= r.min && parcels <= r.max) ?? null;
		return { ...base, pending: null, line, score };
	});
	if (cards > ANIMAL_CARDS) add(fieldId.animals, { key: 'sheet.animalsTotal', rule: SHEET_RULES.cards, params: { n: cards, max: ANIMAL_CARDS } });
	const totals: PerSeat<number | null> = Object.fromEntries(perPlayer.map((s) => [s.seat, s.score ? s.score.total : null]));
	let won: ReturnType<typeof winners> | null = null;
	if (refusals.length === 0 && perPlayer.every((s) => s.score)) won = winners(Object.fromEntries(perPlayer.map((s) => [s.seat, s.score!])));
	return { players, refusals, perPlayer, totals, winners: won?.winners ?? null, decidedBy: won?.decidedBy ?? null, cards };
}
