/**
 * Positions the rules allow (issue 18; convention in ../shared/position.ts): a pure check that knows
 * WildLife's counts and limits, for every guided example, teaching board and try-it start of the site.
 * A position says only what it knows (a board and its pieces, reserves, charts, abilities, food, the
 * small-scoring track, a hand…); each part is checked when present. Keys only, no prose.
 *
 * What the rules fix, with the rulebook lines (FR = seed 000, EN = seed 002):
 * - 2 to 6 players; pieces per player 30 / 30 / 25 / 21 / 18, the rest stays in the box
 *   (FR L86-92, L406; EN L38-41); a piece that leaves the reserve never returns to it: it stands on
 *   the board or is out of the game (attack, Epidemic: FR L222, L467);
 * - seeding: 12 / 8 / 5 / 4 / 3 pieces each (FR L122-125), never on a "no action" terrain, at most 2
 *   pieces in a small area and 4 in a large one, everyone together (FR L131-137); so once seeding is
 *   over every player has at least that many pieces on the board or out of the game;
 * - one piece per space (FR L135); 12 areas, each terrain once small (4 or 5 spaces) and once large
 *   (8 or 9) (FR L38, L137; EN L12);
 * - 11 area markers: one per area small-scored, taken left to right; an area that fills up while a
 *   marker is left takes one at once and keeps it (FR L248, EN L178); so a full area carries its
 *   marker unless none was left;
 * - 72 adaptation tiles, per terrain 3 migrate + 4 expand + 5 attack; a chart never goes above
 *   Attack (FR L48, EN L20);
 * - 15 ability cards: Food 5, Intelligence 4, Mobility 3, Defense 2, Aggression 1; with two players one
 *   Food, Intelligence, Mobility and Defense go back in the box (FR L50-60, L314; EN L22); copies per
 *   player: 2 (designer's correction, EN L145) or 1 (FR L212), no limit with two players;
 * - 48 food chits, 30 worth 1 and 18 worth 5: 120 points of food in all (FR L68, EN L30);
 * - 110 cards: 60 terrain, 18 arrow, 15 wheel, 10 joker, 7 events (3 Food Source, 2 Epidemic,
 *   2 Famine) (FR L70, EN L32); a hand holds 10 cards after the draw (FR L114, EN L49).
 */
import type { PositionProblem } from '../shared/position';
import { ABILITIES, ABILITY_DECK, ABILITY_DECK_2P, type AbilityCounts } from './abilities';
import { isAreaFull, pieceCount } from './board';
import { TRACK_LENGTH } from './scoring';
import { HAND_SIZE, PLAYER_COUNTS, SEED_LIMIT, piecesPerPlayer, seedsPerPlayer } from './setup';
import type { Card, GameState } from './game';
import { TERRAINS, type Board, type Chart, type Occupancy, type Terrain } from './types';
import type { PerSeat, Seat } from '../shared/seats';

export type { PositionProblem } from '../shared/position';

/** Spaces a small and a large area may have (FR L72). */
export const AREA_SIZES = { small: [4, 5], large: [8, 9] } as const;
/** Adaptation tiles in the box per terrain and level (index = level reached: 1 migrate, 2 expand, 3 attack). */
export const ADAPTATION_TILES: readonly number[] = [0, 3, 4, 5];
/** Food chits: 30 worth 1 and 18 worth 5. */
export const FOOD_IN_GAME = 30 * 1 + 18 * 5;
/** The 110 Wildlife cards by kind (the split of the 60 terrain cards among terrains is not in our sources). */
export const DECK = { terrain: 60, arrow: 18, wheel: 15, joker: 10, foodSource: 3, epidemic: 2, famine: 2 } as const;

/** What a position may tell; each part is checked when present. */
export interface Position {
	/** Seats in play, clockwise (2 to 6). */
	players: readonly Seat[];
	board?: Board;
	occ?: Occupancy;
	/** 'seeding': the initial placement is under way; 'play': it is over (the default when a board is given). */
	phase?: 'seeding' | 'play';
	/** Pieces still in each player's reserve, and pieces each has lost (out of the game). */
	reserve?: PerSeat<number>;
	lost?: PerSeat<number>;
	/** Printed charts, and adaptation tiles taken per terrain (covered ones included); a player's pieces are checked against theirs when given. */
	charts?: PerSeat<Chart>;
	/**
	 * Pieces an opponent's Mobility swap left where their owner has no action (FR L474): the space,
	 * and the player who swapped. The only way a piece stands on a terrain where its owner's chart
	 * and adaptations give no action once seeding is over.
	 */
	swapped?: Readonly<Record<string, Seat>>;
	adaptations?: PerSeat<Record<Terrain, number>>;
	/** Ability cards owned, the supply left, and the copies one player may own (Infinity: no limit). */
	abilities?: PerSeat<AbilityCounts>;
	supply?: AbilityCounts;
	abilityCap?: number;
	food?: PerSeat<number>;
	/** The small-scoring track: markers taken, and the areas they stand in. */
	track?: { taken: number; marked: readonly string[] };
	/** A hand of cards (one player's). */
	hand?: readonly Card[];
	/** Abstract areas (the tie explorer): spaces and pieces per player. */
	areaCounts?: readonly { spaces: number; counts: PerSeat<number> }[];
	/** Abstract herds (the tie explorer): sizes per player. */
	herds?: PerSeat<readonly number[]>;
}

const p = (key: string, params?: Record<string, string | number>): PositionProblem => (params ? { key, params } : { key });
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function checkBoard(board: Board, out: PositionProblem[]): void {
	if (board.areas.length !== 12) out.push(p('board.areaCount', { areas: board.areas.length }));
	for (const t of TERRAINS) {
		for (const size of ['small', 'large'] as const) {
			const areas = board.areas.filter((a) => a.terrain === t && a.size === size);
			if (areas.length !== 1) out.push(p('board.terrainAreas', { terrain: t, size, areas: areas.length }));
			for (const a of areas)
				if (!(AREA_SIZES[size] as readonly number[]).includes(a.cells.length)) out.push(p('board.areaSize', { area: a.id, spaces: a.cells.length }));
		}
	}
}

function cardKind(c: Card): keyof typeof DECK {
	return c.kind === 'event' ? c.event : c.kind;
}

/** Every way `pos` breaks the game's counts and limits (empty when the rules allow it). */
export function checkPosition(pos: Position): PositionProblem[] {
	const out: PositionProblem[] = [];
	const n = pos.players.length;
	const players = new Set<string>(pos.players);
	if (!(PLAYER_COUNTS as readonly number[]).includes(n)) return [p('players.count', { players: n })];
	if (players.size !== n) out.push(p('players.duplicate'));
	const perPlayer = piecesPerPlayer(n);
	const seeds = seedsPerPlayer(n);
	const known = (rec: PerSeat<unknown> | undefined, what: string) => {
		for (const id of Object.keys(rec ?? {})) if (!players.has(id)) out.push(p('player.unknown', { what, player: id }));
	};
	known(pos.reserve, 'reserve');
	known(pos.lost, 'lost');
	known(pos.food, 'food');
	known(pos.abilities, 'abilities');
	known(pos.adaptations, 'adaptations');

	// The board and its pieces.
	const onBoard: PerSeat<number> = Object.fromEntries(pos.players.map((id) => [id, 0]));
	if (pos.board) {
		const board = pos.board;
		checkBoard(board, out);
		const cells = new Set(board.cells.map((c) => c.id));
		for (const [cell, owner] of Object.entries(pos.occ ?? {})) {
			if (!cells.has(cell)) out.push(p('cell.unknown', { cell }));
			if (!players.has(owner)) out.push(p('piece.unknownPlayer', { cell, player: owner }));
			else onBoard[owner]!++;
		}
		const occ = pos.occ ?? {};
		const phase = pos.phase ?? 'play';
		if (phase === 'seeding') {
			for (const a of board.areas) {
				const count = pieceCount(a, occ);
				if (count > SEED_LIMIT[a.size]) out.push(p('seeding.areaLimit', { area: a.id, pieces: count, limit: SEED_LIMIT[a.size] }));
			}
			for (const id of pos.players) if (onBoard[id]! > seeds) out.push(p('seeding.tooMany', { player: id, pieces: onBoard[id]!, seeds }));
			if (pos.charts) {
				for (const c of board.cells) {
					const owner = occ[c.id];
					if (owner !== undefined && pos.charts[owner]?.[c.terrain] === 0) out.push(p('seeding.noAction', { cell: c.id, player: owner, terrain: c.terrain }));
				}
			}
			if (pos.track && pos.track.taken > 0) out.push(p('seeding.scored', { taken: pos.track.taken }));
		} else {
			// After seeding a piece only arrives where its owner has an action there (seeding, expand,
			// migrate, attack, Aggression, their own Mobility: FR L131, L190, L226, L471, L474), or where an
			// opponent's Mobility swap put it; levels never go down.
			if (pos.charts) {
				for (const c of board.cells) {
					const owner = occ[c.id];
					const chart = owner === undefined ? undefined : pos.charts[owner];
					if (owner === undefined || !chart) continue;
					const level = chart[c.terrain] + (pos.adaptations?.[owner]?.[c.terrain] ?? 0);
					if (level === 0 && pos.swapped?.[c.id] === undefined) out.push(p('piece.noAction', { cell: c.id, player: owner, terrain: c.terrain }));
				}
			}
			for (const [cell, swapper] of Object.entries(pos.swapped ?? {})) {
				const owner = occ[cell];
				if (owner === undefined) out.push(p('swap.empty', { cell }));
				else if (swapper === owner || !players.has(swapper)) out.push(p('swap.notOpponent', { cell, player: swapper }));
				else if (pos.abilities && !(pos.abilities[swapper]?.mobility ?? 0)) out.push(p('swap.noMobility', { cell, player: swapper }));
			}
			// After seeding, every seeded piece is on the board or out of the game.
			for (const id of pos.players) {
				const placed = onBoard[id]! + (pos.lost?.[id] ?? 0);
				if (placed < seeds) out.push(p('pieces.fewerThanSeeded', { player: id, placed, seeds }));
			}
		}
		if (pos.track) {
			const { taken, marked } = pos.track;
			if (!isCount(taken) || taken > TRACK_LENGTH) out.push(p('track.taken', { taken }));
			if (marked.length !== taken) out.push(p('track.markedCount', { taken, marked: marked.length }));
			if (new Set(marked).size !== marked.length) out.push(p('track.markedTwice'));
			const areaIds = new Set(board.areas.map((a) => a.id));
			for (const a of marked) if (!areaIds.has(a)) out.push(p('track.unknownArea', { area: a }));
			if (taken < TRACK_LENGTH) {
				for (const a of board.areas) if (isAreaFull(a, occ) && !marked.includes(a.id)) out.push(p('area.fullUnmarked', { area: a.id }));
			}
		}
	} else if (pos.occ && Object.keys(pos.occ).length) {
		out.push(p('board.missing'));
	}

	// Pieces: on the board + in the reserve + lost = the pieces the player plays with.
	for (const id of pos.players) {
		const reserve = pos.reserve?.[id];
		const lost = pos.lost?.[id] ?? 0;
		if (reserve !== undefined && !isCount(reserve)) out.push(p('reserve.invalid', { player: id, reserve }));
		if (!isCount(lost)) out.push(p('lost.invalid', { player: id, lost }));
		const used = onBoard[id]! + lost;
		if (reserve === undefined) {
			if (used > perPlayer) out.push(p('pieces.overSupply', { player: id, pieces: used, max: perPlayer }));
		} else if (used + reserve !== perPlayer) {
			out.push(p('pieces.unaccounted', { player: id, board: onBoard[id]!, lost, reserve, total: perPlayer }));
		}
	}

	// Adaptations: never above Attack, and never more tiles of a level than the box holds.
	if (pos.adaptations) {
		for (const t of TERRAINS) {
			const byLevel = [0, 0, 0, 0];
			for (const id of pos.players) {
				const taken = pos.adaptations[id]?.[t] ?? 0;
				const base = pos.charts?.[id]?.[t] ?? 0;
				if (!isCount(taken) || base + taken > 3) out.push(p('adaptation.overLevel', { player: id, terrain: t, base, tiles: taken }));
				for (let l = base + 1; l <= Math.min(3, base + taken); l++) byLevel[l]!++;
			}
			for (let l = 1; l <= 3; l++)
				if (byLevel[l]! > ADAPTATION_TILES[l]!) out.push(p('adaptation.overSupply', { terrain: t, level: l, tiles: byLevel[l]!, max: ADAPTATION_TILES[l]! }));
		}
	}

	// Ability cards: the box's copies, shared between the players and the supply.
	if (pos.abilities || pos.supply) {
		const deck = n === 2 ? ABILITY_DECK_2P : ABILITY_DECK;
		const cap = pos.abilityCap ?? (n === 2 ? Infinity : 2);
		for (const a of ABILITIES) {
			let owned = 0;
			for (const id of pos.players) {
				const c = pos.abilities?.[id]?.[a] ?? 0;
				if (!isCount(c)) out.push(p('ability.invalid', { player: id, ability: a }));
				if (c > cap) out.push(p('ability.overCap', { player: id, ability: a, cards: c, cap }));
				owned += c;
			}
			const supply = pos.supply?.[a];
			if (supply !== undefined && (!isCount(supply) || owned + supply !== deck[a]))
				out.push(p('ability.unaccounted', { ability: a, owned, supply, deck: deck[a] }));
			else if (owned > deck[a]) out.push(p('ability.overDeck', { ability: a, owned, deck: deck[a] }));
		}
	}

	// Food: chits only, never negative.
	if (pos.food) {
		let total = 0;
		for (const id of pos.players) {
			const f = pos.food[id] ?? 0;
			if (!isCount(f)) out.push(p('food.invalid', { player: id, food: f }));
			total += Math.max(0, f);
		}
		if (total > FOOD_IN_GAME) out.push(p('food.overSupply', { food: total, max: FOOD_IN_GAME }));
	}

	// A hand: at most 10 cards, and never more of a kind than the deck holds.
	if (pos.hand) {
		if (pos.hand.length > HAND_SIZE) out.push(p('hand.tooMany', { cards: pos.hand.length, max: HAND_SIZE }));
		const count: Partial<Record<keyof typeof DECK, number>> = {};
		for (const c of pos.hand) count[cardKind(c)] = (count[cardKind(c)] ?? 0) + 1;
		for (const [kind, c] of Object.entries(count))
			if (c > DECK[kind as keyof typeof DECK]) out.push(p('hand.overDeck', { card: kind, cards: c, max: DECK[kind as keyof typeof DECK] }));
	}

	// Abstract areas and herds (the tie explorer).
	for (const area of pos.areaCounts ?? []) {
		if (![...AREA_SIZES.small, ...AREA_SIZES.large].includes(area.spaces as 4)) out.push(p('area.size', { spaces: area.spaces }));
		const pieces = Object.values(area.counts).reduce((s, c) => s + c, 0);
		if (pieces > area.spaces) out.push(p('area.overSpaces', { pieces, spaces: area.spaces }));
		for (const [id, c] of Object.entries(area.counts)) {
			if (!players.has(id)) out.push(p('player.unknown', { what: 'area', player: id }));
			if (!isCount(c)) out.push(p('area.invalidCount', { player: id }));
		}
	}
	for (const [id, sizes] of Object.entries(pos.herds ?? {})) {
		if (!players.has(id)) out.push(p('player.unknown', { what: 'herds', player: id }));
		const pieces = sizes.reduce((s, c) => s + c, 0);
		if (sizes.some((s) => !isCount(s) || s < 1)) out.push(p('herds.invalid', { player: id }));
		if (pieces > perPlayer) out.push(p('herds.overPieces', { player: id, pieces, max: perPlayer }));
	}
	return out;
}

/** The position of a game state (after seeding): board, pieces, reserves, charts, adaptations, abilities, food, track. */
export function positionOfGame(game: GameState): Position {
	const rec = <T>(f: (id: Seat) => T) => Object.fromEntries(game.players.map((id) => [id, f(id)])) as PerSeat<T>;
	return {
		players: game.players,
		board: game.board,
		occ: game.occ,
		phase: 'play',
		reserve: rec((id) => game.ps[id]!.reserve),
		lost: rec((id) => game.ps[id]!.lost),
		charts: rec((id) => game.ps[id]!.chart),
		adaptations: rec((id) => game.ps[id]!.adaptations),
		abilities: rec((id) => game.ps[id]!.abilities),
		supply: game.supply,
		abilityCap: game.players.length === 2 || game.options.variantUnlimitedAbilities ? Infinity : game.options.abilityLimit,
		food: rec((id) => game.ps[id]!.food),
		track: { taken: game.track.taken, marked: game.track.marked },
		// A swapped piece that has since left its space (migrated, removed) no longer needs explaining.
		...(game.swapped
			? { swapped: Object.fromEntries(Object.entries(game.swapped).filter(([cell, swapper]) => game.occ[cell] !== undefined && game.occ[cell] !== swapper)) }
			: {}),
	};
}
