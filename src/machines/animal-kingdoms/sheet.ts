/**
 * The score sheet (issue 30): what a table counts at the end of each age and of the game, as
 * entered by hand — per kingdom the First Place token's value, each player's cubes, who won a
 * battle (or who holds the capital under the Peace Treaty) — checked against the rulebook and
 * scored by the engine's own functions (settleCounts → scoreKingdom, finalScore, gameWinners).
 * No rule is written twice: this file only says which inputs are impossible and why.
 *
 * Cells are the text the reader typed ('' = nothing yet: 0 cubes, a token not yet entered).
 */
import { type PerSeat, type Seat, seats as seatList } from '../shared/seats';
import { type FieldRefusal, sheetRefusals } from '../shared/sheet';
import type { RuleRef } from '../shared/types';
import { COUNCILS_PER_KINGDOM, KINGDOM_COUNT, KINGDOM_SIZES } from './board';
import { type KingdomResult, settleCounts } from './endOfAge';
import type { RefusalKey } from './keys';
import { finalScore, gameWinners, majorityLeaders } from './scoring';

export const SHEET_AGES = 3;
/** Influence cubes per colour (ruling cubes-per-player: 90 in the box, five colours). */
export const CUBES_PER_PLAYER = 18;
/** Players at one table (registry facts: 1 to 5; solo is two seats, you and the bot). */
export const SHEET_MIN_PLAYERS = 2;
export const SHEET_MAX_PLAYERS = 5;
/** In solo, the bot sits in seat B (you are A). */
export const SHEET_BOT: Seat = 'B';

export interface SheetKingdom {
	tile: string;
	cubes: string[];
	/** who won the battle (several: a perfect tie), when players tie for the most cubes */
	won: Seat[];
	/** who holds the capital (Peace Treaty, and the game's tie-break in age III) */
	capital: Seat | null;
}
export interface SheetAge {
	/** points scored on the track during the age (rallies), per seat */
	rally: string[];
	kingdoms: SheetKingdom[];
}
export interface AkSheet {
	seats: number;
	names: string[];
	solo: boolean;
	treaty: boolean;
	ages: SheetAge[];
	/** points on each player's First to Withdraw tokens */
	ftw: string[];
	/** reinforcement tokens each player still holds at the end */
	tokens: string[];
}

export type SheetRefusalKey = Extract<RefusalKey, `sheet.${string}`>;
/** A refused entry: the field it belongs to (the widget draws the note beside it). */
export type SheetRefusal = FieldRefusal<SheetRefusalKey>;

export function emptySheet(seats = 4, solo = false): AkSheet {
	const n = solo ? 2 : seats;
	const row = () => Array.from({ length: n }, () => '');
	return {
		seats: n,
		names: row(),
		solo,
		treaty: false,
		ages: Array.from({ length: SHEET_AGES }, () => ({
			rally: row(),
			kingdoms: Array.from({ length: KINGDOM_COUNT }, () => ({ tile: '', cubes: row(), won: [], capital: null })),
		})),
		ftw: row(),
		tokens: row(),
	};
}

/** Field ids, shared with the widget (where a refusal is drawn) and the URL format. */
export const fieldId = {
	tile: (a: number, k: number) => `a${a + 1}k${KINGDOM_SIZES[k]}t`,
	cubes: (a: number, k: number, p: number) => `a${a + 1}k${KINGDOM_SIZES[k]}c${p}`,
	kingdom: (a: number, k: number) => `a${a + 1}k${KINGDOM_SIZES[k]}`,
	rally: (a: number, p: number) => `a${a + 1}r${p}`,
	ageCubes: (a: number, p: number) => `a${a + 1}p${p}`,
	ftw: (p: number) => `f${p}`,
	tokens: (p: number) => `o${p}`,
};

/** A typed cell: null when empty, NaN when not a whole number. */

const RULES = {
	cubes: { page: 'end-of-age', anchor: 'scoring-order' },
	tile: { page: 'setup', anchor: 'majority-tiles' },
	rally: { page: 'turn', anchor: 'rally' },
	ftw: { page: 'end-of-game', anchor: 'first-to-pass-points' },
	tokens: { page: 'end-of-game', anchor: 'reinforcement-points' },
} satisfies Record<string, RuleRef>;

export interface SheetLine {
	kingdom: number;
	/** null until the token's value is entered and any tie is settled */
	result: KingdomResult | null;
	/** what the line still needs */
	pending: 'tile' | 'battle' | null;
	/** the players tied for the most cubes (a battle, or the treaty's capital) */
	tied: Seat[];
}
export interface SheetAgeScore {
	lines: SheetLine[];
	rally: PerSeat<number>;
	/** rallies plus every scored kingdom */
	points: PerSeat<number>;
	complete: boolean;
}
export interface SheetScore {
	players: Seat[];
	refusals: SheetRefusal[];
	ages: SheetAgeScore[];
	/** the track after the three ages */
	track: PerSeat<number>;
	/** reinforcement tokens won by losing battles */
	tokensWon: PerSeat<number>;
	/** the game's total (track + First to Withdraw tokens + 1 per reinforcement token left) */
	totals: PerSeat<number>;
	/** capitals of age III by kingdom, for the tie-break */
	capitals: (Seat | null)[];
	/** every age scored: the winners (gameWinners); solo: ['A'] when you beat the bot, else ['B'] */
	winners: Seat[] | null;
	/** the tie-break decided it (tied on points, a capital holder among them) */
	byCapital: boolean;
}

/** Solo (solo#solo-end): you win with more points than the bot; a tie is a loss. */
export function soloWinner(you: number, bot: number): Seat {
	return you > bot ? 'A' : SHEET_BOT;
}

/** Scores a sheet: every refusal, each kingdom's result, totals and the end of the game. */
export function scoreSheet(sheet: AkSheet): SheetScore {
	const players = seatList(sheet.seats);
	const { refusals, refuse, count } = sheetRefusals<SheetRefusalKey>('sheet.notCount');
	const zero = (): PerSeat<number> => Object.fromEntries(players.map((p) => [p, 0]));
	const tokensWon = zero();
	const prevTile: (number | null)[] = Array.from({ length: KINGDOM_COUNT }, () => null);
	const ages: SheetAgeScore[] = sheet.ages.slice(0, SHEET_AGES).map((age, a) => {
		const rally = zero();
		players.forEach((p, i) => {
			rally[p] = count(age.rally[i], fieldId.rally(a, i), RULES.rally) ?? 0;
		});
		const points: PerSeat<number> = { ...rally };
		const perPlayer = zero();
		const capitalsHeld = new Map<Seat, number>();
		const lines: SheetLine[] = age.kingdoms.slice(0, KINGDOM_COUNT).map((k, ki) => {
			const cubes = zero();
			players.forEach((p, i) => {
				const v = count(k.cubes[i], fieldId.cubes(a, ki, i), RULES.cubes);
				cubes[p] = v ?? 0;
				perPlayer[p]! += v ?? 0;
			});
			// Spaces: the kingdom's territories (capital included), and its councils, which fill only
			// from a capital at the end of ages I and II (end-of-age#capitals-to-councils).
			const spaces = KINGDOM_SIZES[ki]! + Math.min(a, COUNCILS_PER_KINGDOM);
			const inKingdom = players.reduce((s, p) => s + cubes[p]!, 0);
			if (inKingdom > spaces)
				refuse(
					fieldId.kingdom(a, ki),
					'sheet.kingdomFull',
					{ page: 'end-of-age', anchor: 'capitals-to-councils' },
					{
						kingdom: ki,
						max: spaces,
						n: inKingdom,
						age: a + 1,
					},
				);
			const capital = k.capital && players.includes(k.capital) ? k.capital : null;
			if (capital) {
				if ((cubes[capital] ?? 0) === 0) refuse(fieldId.kingdom(a, ki), 'sheet.capitalNoCube', { page: 'turn', anchor: 'capital' }, { player: capital });
				capitalsHeld.set(capital, (capitalsHeld.get(capital) ?? 0) + 1);
			}
			const tile = count(k.tile, fieldId.tile(a, ki), RULES.tile);
			if (tile !== null && prevTile[ki] !== null && tile < prevTile[ki]!)
				refuse(fieldId.tile(a, ki), 'sheet.tileOrder', RULES.tile, { n: tile, min: prevTile[ki]!, kingdom: ki });
			if (tile !== null) prevTile[ki] = tile;
			const tied = majorityLeaders(cubes);
			if (tile === null) return { kingdom: ki, result: null, pending: 'tile' as const, tied };
			let tieWinners: Seat[] | undefined;
			if (tied.length > 1 && !sheet.treaty) {
				tieWinners = k.won.filter((p) => tied.includes(p));
				if (tieWinners.length === 0) return { kingdom: ki, result: null, pending: 'battle' as const, tied };
			}
			const result = settleCounts({ kingdom: ki, cubes, capital, tile, treaty: sheet.treaty, ...(tieWinners ? { tieWinners } : {}) });
			for (const p of result.leaders) if (!result.winners.includes(p) && result.how === 'battle') tokensWon[p]! += 1;
			for (const p of players) points[p]! += result.points[p] ?? 0;
			return { kingdom: ki, result, pending: null, tied };
		});
		players.forEach((p, i) => {
			if (perPlayer[p]! > CUBES_PER_PLAYER)
				refuse(fieldId.ageCubes(a, i), 'sheet.playerCubes', { page: 'setup', anchor: 'colours' }, { player: p, n: perPlayer[p]!, max: CUBES_PER_PLAYER });
			if ((capitalsHeld.get(p) ?? 0) > 1) refuse(fieldId.ageCubes(a, i), 'sheet.twoCapitals', { page: 'turn', anchor: 'capital' }, { player: p });
		});
		return { lines, rally, points, complete: lines.every((l) => l.result !== null) };
	});
	const track = zero();
	for (const age of ages) for (const p of players) track[p]! += age.points[p] ?? 0;
	const totals: PerSeat<number> = {};
	players.forEach((p, i) => {
		const ftw = sheet.solo ? 0 : (count(sheet.ftw[i], fieldId.ftw(i), RULES.ftw) ?? 0);
		let tokens = sheet.solo ? 0 : (count(sheet.tokens[i], fieldId.tokens(i), RULES.tokens) ?? 0);
		if (tokens > 0 && sheet.treaty) {
			refuse(fieldId.tokens(i), 'sheet.tokensTreaty', { page: 'variants', anchor: 'peace-no-tokens' });
			tokens = 0;
		} else if (tokens > tokensWon[p]!) {
			refuse(fieldId.tokens(i), 'sheet.tokensWon', { page: 'battles', anchor: 'losers' }, { n: tokens, max: tokensWon[p]!, player: p });
			tokens = 0;
		}
		totals[p] = finalScore({ track: track[p]!, firstToPass: [ftw], tokens });
	});
	const last = sheet.ages[SHEET_AGES - 1];
	const capitals = Array.from({ length: KINGDOM_COUNT }, (_, k) => {
		const c = last?.kingdoms[k]?.capital ?? null;
		return c && players.includes(c) ? c : null;
	});
	const done = ages.length === SHEET_AGES && ages.every((a) => a.complete) && refusals.length === 0;
	let winners: Seat[] | null = null;
	let byCapital = false;
	if (done) {
		if (sheet.solo) winners = [soloWinner(totals.A ?? 0, totals[SHEET_BOT] ?? 0)];
		else {
			winners = gameWinners(totals, capitals);
			const best = Math.max(...players.map((p) => totals[p]!));
			byCapital = players.filter((p) => totals[p] === best).length > 1 && winners.length === 1;
		}
	}
	return { players, refusals, ages, track, tokensWon, totals, capitals, winners, byCapital };
}
