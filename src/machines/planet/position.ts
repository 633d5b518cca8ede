/**
 * Positions the rules allow (issue 18; convention in src/machines/shared/position.ts): a pure check
 * of a Planet table against the game's counts and limits. It returns every problem as data.
 *
 * What it knows, and where from:
 * - the rulebook (seed 003): 2–4 players; 50 continent tiles dealt as 10 stacks of 5; 5 tiles turned
 *   face up each round, one taken per player; leftovers to stack 11, then 12 (5 tiles each), then
 *   the box; 12 rounds, one tile per round, planets fully covered after round 12; 20 animal cards
 *   of 45, won from round 3; 5 objective cards, one per player;
 * - published descriptions of the game (rulings `tile-model`, `cards-per-round`): a tile covers a
 *   face with 5 parcels, so a core has 12 faces and 60 parcels; one objective card per terrain; the
 *   cards under rounds 3–12 are 1, 1, 1, 2, 2, 2, 2, 3, 3, 3; an objective card scores 0 to 10 points.
 *
 * And how the position came about (issue 28, "positions with a history"):
 * - the leftover tiles on stacks 11 and 12 and in the box are those of the rounds already drafted,
 *   for this many players (round.ts, tileRounds);
 * - during a draft, the tiles face up and the tiles taken make the round's 5, and a player with this
 *   round's tile on their planet has taken one of them;
 * - animal cards are won only at the end of a round from round 3: none of this round's during its draft;
 * - a final score is what the cards can give: 1 or 2 points per animal card (1 each without an
 *   objective), plus 0 to 10 for the objective (review rules-planet n2: 24 points with no animal card).
 */
import type { PositionProblem } from '../shared/position';
import type { Seat } from '../shared/seats';
import { FACE_COUNT, PARCEL_COUNT, SIDES } from './core';
import { TERRAINS, type Terrain } from './regions';
import { COLUMN_CARDS, DEALT_STACKS, FIRST_LIFE_ROUND, ROUNDS, STACK_SIZE, tileRounds } from './round';
import { animalPoints } from './scoring';

export const TILE_COUNT = DEALT_STACKS * STACK_SIZE;
export const ANIMAL_CARDS_IN_PLAY = Object.values(COLUMN_CARDS).reduce((a, b) => a + b, 0);
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** The most an objective card scores, by published descriptions of the game (research games.md §3.2: "0–10 points"). */
export const OBJECTIVE_MAX_POINTS = 10;

/** One player at the table: their planet (60 terrains, null on a free face) or only its tile count, and what they hold. */
export interface PlayerPosition {
	seat: Seat;
	/** the core's 60 parcels, null where a face is still free */
	terrains?: readonly (Terrain | null)[];
	/** tiles on the planet, when the planet itself is not shown */
	tiles?: number;
	/** the objective card's terrain (null: beginners' game or not shown) */
	objective?: Terrain | null;
	/** parcels of the objective's terrain, as the scoring counts them */
	objectiveParcels?: number;
	/** the animal cards won (their terrains) */
	animals?: readonly Terrain[];
	/** the final score (phase `end`): objective points plus the animal cards' */
	points?: number;
}

export interface PlanetPosition {
	/** the round being played, 1–12 */
	round: number;
	/**
	 * Where in the game: `setup` (round 1 not begun: empty cores, every stack face down), `draft`
	 * (tiles being taken: each planet has `round − 1` or `round` tiles), `life` (every tile of the
	 * round placed: animal cards are awarded), `end` (after round 12).
	 */
	phase: 'setup' | 'draft' | 'life' | 'end';
	/** everyone at the table, or (`partial`) only some of them (a card contested by a subset, a drawing) */
	players: readonly PlayerPosition[];
	partial?: boolean;
	/** the tiles face up to choose from, with the number of players who have already taken one this round */
	display?: { tiles: number; taken: number };
	/** the tiles still face down in the dealt stacks, on stacks 11 and 12, and in the box */
	tiles?: { unrevealed: number; stack11: number; stack12: number; boxed: number };
	/** an animal card contested this round: the column it sits in */
	contest?: { column: number };
}

const tilesOf = (p: PlayerPosition): number | undefined =>
	p.terrains ? p.terrains.filter((_, i) => i % SIDES === 0 && p.terrains![i] !== null).length : p.tiles;

export function checkPosition(pos: PlanetPosition): PositionProblem[] {
	const out: PositionProblem[] = [];
	const { round, phase, players } = pos;
	if (!Number.isInteger(round) || round < 1 || round > ROUNDS) out.push({ key: 'round.range', params: { round } });
	if (phase === 'end' && round !== ROUNDS) out.push({ key: 'round.endBefore12', params: { round } });
	if (phase === 'setup' && round !== 1) out.push({ key: 'round.setup', params: { round } });
	const n = players.length;
	if (n > MAX_PLAYERS || (!pos.partial && n < MIN_PLAYERS)) out.push({ key: 'players.count', params: { players: n } });

	for (const p of players) {
		if (p.terrains) {
			if (p.terrains.length !== PARCEL_COUNT) out.push({ key: 'planet.parcels', params: { seat: p.seat, parcels: p.terrains.length } });
			for (let f = 0; f < FACE_COUNT; f++) {
				const face = p.terrains.slice(f * SIDES, f * SIDES + SIDES);
				const covered = face.filter((t) => t !== null).length;
				// A tile covers a whole face: five parcels, or none.
				if (covered !== 0 && covered !== SIDES) out.push({ key: 'planet.partialFace', params: { seat: p.seat, face: f + 1 } });
				for (const t of face) if (t !== null && !TERRAINS.includes(t)) out.push({ key: 'planet.terrain', params: { seat: p.seat, terrain: String(t) } });
			}
		}
		const tiles = tilesOf(p);
		if (tiles !== undefined) {
			if (tiles > FACE_COUNT) out.push({ key: 'planet.tooManyTiles', params: { seat: p.seat, tiles } });
			// One tile per round: during the draft a player has placed this round's tile or not yet; after it, every planet has one per round.
			const ok =
				phase === 'setup'
					? tiles === 0
					: phase === 'draft'
						? tiles === round - 1 || tiles === round
						: phase === 'life'
							? tiles === round
							: tiles === FACE_COUNT;
			if (!ok) out.push({ key: 'planet.tilesForRound', params: { seat: p.seat, tiles, round, phase } });
		}
		if (p.objectiveParcels !== undefined) {
			if (!Number.isInteger(p.objectiveParcels) || p.objectiveParcels < 0 || p.objectiveParcels > PARCEL_COUNT)
				out.push({ key: 'objective.parcels', params: { seat: p.seat, parcels: p.objectiveParcels } });
			if (p.terrains && p.objective && p.terrains.filter((t) => t === p.objective).length !== p.objectiveParcels)
				out.push({ key: 'objective.count', params: { seat: p.seat } });
		}
		if (p.animals && round < FIRST_LIFE_ROUND && p.animals.length) out.push({ key: 'animals.beforeLife', params: { seat: p.seat } });
		if (p.points !== undefined) {
			if (phase !== 'end') out.push({ key: 'points.beforeEnd', params: { seat: p.seat, phase } });
			// What the animal cards give (1 or 2 each; exactly when the objective is known), plus 0 to 10 for the objective.
			const cards = p.animals ?? [];
			const known = p.objective !== undefined;
			const low = known ? cards.reduce((s, c) => s + animalPoints(c, p.objective ?? null), 0) : cards.length;
			const high = (known ? low : 2 * cards.length) + (p.objective === null ? 0 : OBJECTIVE_MAX_POINTS);
			if (!Number.isInteger(p.points) || p.points < low || p.points > high)
				out.push({ key: 'points.fromCards', params: { seat: p.seat, points: p.points, cards: cards.length, low, high } });
		}
	}

	// One objective card per terrain: no two players hold the same one.
	const objectives = players.flatMap((p) => (p.objective ? [p.objective] : []));
	if (new Set(objectives).size !== objectives.length) out.push({ key: 'objective.duplicate' });

	// Animal cards: 20 in play, won from round 3; no more than the columns up to this round held.
	const won = players.reduce((s, p) => s + (p.animals?.length ?? 0), 0);
	// Cards are won at the end of a round's life phase: during a draft, only the columns of the rounds before.
	const awardedUpTo = phase === 'setup' || phase === 'draft' ? round - 1 : round;
	const laid = Object.entries(COLUMN_CARDS).reduce((s, [c, k]) => s + (Number(c) <= awardedUpTo ? k : 0), 0);
	if (won > ANIMAL_CARDS_IN_PLAY) out.push({ key: 'animals.total', params: { won } });
	if (won > laid) out.push({ key: 'animals.notYetLaid', params: { won, laid } });
	if (pos.contest) {
		if (phase !== 'life' && phase !== 'end') out.push({ key: 'contest.phase', params: { phase } });
		if (round < FIRST_LIFE_ROUND) out.push({ key: 'contest.beforeLife', params: { round } });
		// A card is contested in its own round's column, or in a later one after ties (never an earlier one).
		if (pos.contest.column !== round) out.push({ key: 'contest.column', params: { column: pos.contest.column, round } });
	}

	// Tiles: 5 face up a round, one per player; 50 in all.
	if (pos.display) {
		const { tiles, taken } = pos.display;
		if (tiles > STACK_SIZE || taken > n || tiles + taken > STACK_SIZE) out.push({ key: 'display.size', params: { tiles, taken } });
		if (phase !== 'draft') out.push({ key: 'display.phase', params: { phase } });
		if (!pos.partial) {
			// Every stack turned up holds 5 tiles (stacks 11 and 12 fill in time for 2 to 4 players): what is left and what was taken make 5.
			if (tiles + taken !== STACK_SIZE) out.push({ key: 'display.round', params: { tiles, taken } });
			// A planet with this round's tile on it took one of the tiles taken.
			const placed = players.filter((p) => tilesOf(p) === round).length;
			if (placed > taken) out.push({ key: 'display.taken', params: { taken, placed } });
		}
	}
	if (pos.tiles) {
		const { unrevealed, stack11, stack12, boxed } = pos.tiles;
		if (stack11 > STACK_SIZE || stack12 > STACK_SIZE) out.push({ key: 'stacks.overfull', params: { stack11, stack12 } });
		// Once round 11 (or 12) has begun, its stack has been turned face up.
		if ((round >= 11 && stack11 > 0) || (round >= 12 && stack12 > 0)) out.push({ key: 'stacks.notPlayed', params: { round } });
		const faceDown = phase === 'setup' ? TILE_COUNT : Math.max(0, DEALT_STACKS - round) * STACK_SIZE;
		if (unrevealed !== faceDown) out.push({ key: 'stacks.unrevealed', params: { unrevealed, round } });
		const placed = players.reduce((s, p) => s + (tilesOf(p) ?? 0), 0);
		const shown = pos.display?.tiles ?? 0;
		if (!pos.partial && unrevealed + shown + placed + stack11 + stack12 + boxed !== TILE_COUNT)
			out.push({ key: 'tiles.total', params: { total: unrevealed + shown + placed + stack11 + stack12 + boxed } });
		// The leftovers are the rounds' already drafted, for this many players: none yet during a round's draft.
		if (!pos.partial && n >= MIN_PLAYERS && n <= MAX_PLAYERS) {
			const done = phase === 'setup' ? 0 : phase === 'draft' ? round - 1 : round;
			const after = done === 0 ? { stack11: 0, stack12: 0, boxed: 0 } : tileRounds(n)[done - 1]!;
			// Stack 11 is turned up for round 11, stack 12 for round 12 (checked above as stacks.notPlayed).
			const want = { stack11: round >= 11 ? 0 : after.stack11, stack12: round >= 12 ? 0 : after.stack12, boxed: after.boxed };
			if (stack11 !== want.stack11 || stack12 !== want.stack12 || boxed !== want.boxed)
				out.push({ key: 'stacks.history', params: { round, players: n, stack11, stack12, boxed } });
		}
	}
	return out;
}
