/**
 * Positions the rules allow (issue 18; convention in src/machines/shared/position.ts): a pure
 * `checkPosition` that knows Animal Kingdoms' counts and limits and lists every way a position
 * breaks them. Every guided example's frames and every teaching board pass it
 * (tests/unit/animal-kingdoms/position.test.ts). The limits, and where the rulebook (seed 004) gives them:
 * - 18 Influence cubes per colour: 90 cubes (L34) in five colours (5 score discs, L35), each player
 *   taking every cube of theirs (L47-57); a player's cubes are on the board or in their supply;
 * - one capital per player per age: taking a capital ends your age (L205-210, L230-231); a capital
 *   only once every other territory of its kingdom is occupied (L194-198);
 * - councils: never claimed (L185-192); a capital cube moves there after ages I and II only
 *   (L368-375), so a player has at most one council cube per age already played;
 * - one card and one cube per claim (L120-175), the solo bot too (L455-459): a kingdom's column holds
 *   as many cards as its territories and capital hold cubes this age;
 * - decrees obeyed: a card played by a player obeys its kingdom's decree (L125-133); the solo bot's
 *   cards may not (L455-458). Checked for decrees that look at the card alone or at this kingdom
 *   (each card against the cards under it); a decree on the neighbours or the other kingdoms depends
 *   on the order of play across kingdoms, which a position does not hold;
 * - 64 different cards, 8 species × values 1–8 (L21; the split is from reviews, research/games.md
 *   §4.1): no card in two places; a hand holds at most 4 cards (L59-70, L175);
 * - 3 majority tiles per kingdom, in ascending order (L78-80), one scored per age; 15 in all (L29);
 * - reinforcement tokens: at most 18 in play (our rulebook's count, L31);
 * - 1 to 5 players (L5); the first to withdraw is the first in the withdrawn list (L236-242).
 * How the position came about (issue 28), checked when the position holds what it needs:
 * - turns: one action a turn, clockwise (L98-116); in age I only Rally scores, 1 point each
 *   (L214-216), so a player's turns are their cubes on the board plus their points (plus 1 for a
 *   pass); players still in differ by at most one turn and the player to act has the fewest; when a
 *   player withdraws on their n-th turn, everyone still in has had n − 1 turns at least. The solo bot
 *   places 1 or 2 cubes a turn (its bonus card, L481-486) and never rallies;
 * - your last card: the kingdom it went to holds a cube of yours this age (every claim puts one
 *   there, L171-174, and none leaves before the age ends);
 * - decrees in force on every column: with the order of play (`order`), every card played by a
 *   player is checked against the columns as they stood when it was played, whatever the decree's
 *   family (decrees change only between ages, L387-388); without it, some order of play must exist
 *   in which every player's card obeys its decree (a search over how far each column has grown);
 * - the solo bot's reachable kingdoms (L461-479): a bot card of 4–8 lands in the kingdom it names
 *   or the first one clockwise that suits it, so each kingdom it skipped was full or already held 2
 *   of its cubes (it led by 2); and a kingdom where the bot leads by 3 or more was reached with its
 *   first constraint dropped, so every kingdom with a free territory holds 2 of its cubes at least.
 */
import { seatEntries, seatsIn, type Seat, type PerSeat } from '../shared/seats';
import type { PositionProblem } from '../shared/position';
import { COUNCILS_PER_KINGDOM, KINGDOM_COUNT, KINGDOM_SIZES, type KingdomSpaces, TILES_PER_KINGDOM } from './board';
import { checkDecree, type Decree } from './decrees';
import { type Card, HAND_SIZE, SPECIES } from './types';

/** Cubes of each colour in the box (90 in five colours). */
export const CUBES_PER_PLAYER = 18;
/** Reinforcement tokens in the box, by our copy of the French rulebook (a box list says 8). */
export const REINFORCEMENT_TOKENS = 18;
export const MAX_PLAYERS = 5;
export const MAJORITY_TILES = 15;

/** What a position may hold; every part is optional (a teaching board shows only some). */
export interface Position {
	players?: readonly Seat[];
	/** the age being played or scored (1–3); councils hold cubes only from age II */
	age?: number;
	kingdoms?: readonly KingdomSpaces[];
	/** cards by each kingdom, last on top (this age) */
	columns?: readonly (readonly Card[])[];
	/** each kingdom's decree (a hole where the position does not show one) */
	decrees?: readonly (Decree | undefined)[];
	/** the kingdoms played this age, in order, one index per card: every decree is then checked in play order */
	order?: readonly number[];
	/** points on the score track (age I: rallies only) */
	scores?: Readonly<PerSeat<number>>;
	/** whose turn it is (null once the age is over) */
	current?: Seat | null;
	/** the kingdom of each player's last card this age */
	lastKingdom?: Readonly<PerSeat<number>>;
	/** cubes each player still has in their supply (when the position knows it) */
	cubes?: Readonly<PerSeat<number>>;
	hands?: Readonly<Record<string, readonly Card[]>>;
	/** other places a card can be: the draw pile, the discard, the solo bot's bonus cards, a battle's table */
	deck?: readonly Card[];
	discard?: readonly Card[];
	bonus?: readonly Card[];
	table?: readonly Card[];
	/** who has withdrawn this age, in order (a capital claim counts) */
	passed?: readonly Seat[];
	firstToPass?: string | null;
	/** who claimed a capital this age, in order */
	capitalOrder?: readonly Seat[];
	tiles?: readonly (readonly number[])[];
	tokens?: Readonly<Record<string, number>>;
	/** the solo bot's seat: its cards ignore decrees */
	bot?: Seat;
}

const key = (c: Card) => `${c.species}${c.value}`;
const problem = (k: string, params?: PositionProblem['params']): PositionProblem => (params ? { key: k, params } : { key: k });

/** Every way `p` breaks the game's counts and limits (empty: the rules allow it). */
export function checkPosition(p: Position): PositionProblem[] {
	const out: PositionProblem[] = [];
	const age = p.age ?? 1;
	const kingdoms = p.kingdoms ?? [];

	// Players.
	if (p.players) {
		if (p.players.length < 1 || p.players.length > MAX_PLAYERS) out.push(problem('players.count', { count: p.players.length }));
		if (new Set(p.players).size !== p.players.length) out.push(problem('players.twice'));
	}

	// The board's shape.
	if (p.kingdoms && kingdoms.length !== KINGDOM_COUNT) out.push(problem('kingdoms.count', { count: kingdoms.length }));
	kingdoms.forEach((k, i) => {
		const size = KINGDOM_SIZES[i] ?? 0;
		if (k.territories.length !== size - 1 || k.councils.length !== COUNCILS_PER_KINGDOM) out.push(problem('kingdom.shape', { kingdom: i }));
		if (k.capital !== null && k.territories.some((x) => x === null)) out.push(problem('capital.early', { kingdom: i }));
	});

	// Cubes: at most 18 of a colour; exactly 18 when the supply is known.
	const onBoard: PerSeat<number> = {};
	const capitals: PerSeat<number> = {};
	const councils: PerSeat<number> = {};
	for (const k of kingdoms) {
		for (const x of [...k.territories, k.capital, ...k.councils]) if (x) onBoard[x] = (onBoard[x] ?? 0) + 1;
		if (k.capital) capitals[k.capital] = (capitals[k.capital] ?? 0) + 1;
		for (const x of k.councils) if (x) councils[x] = (councils[x] ?? 0) + 1;
	}
	const colours = new Set([...seatsIn(onBoard), ...seatsIn(p.cubes ?? {})]);
	for (const player of colours) {
		const board = onBoard[player] ?? 0;
		const supply = p.cubes?.[player];
		if (supply !== undefined && (supply < 0 || board + supply !== CUBES_PER_PLAYER)) out.push(problem('cubes.total', { player, board, supply }));
		else if (board > CUBES_PER_PLAYER) out.push(problem('cubes.overSupply', { player, board }));
	}

	// Capitals: one per player per age, each one listed in the order of claims and withdrawn.
	for (const [player, n] of seatEntries(capitals)) if (n > 1) out.push(problem('capital.twice', { player, count: n }));
	if (p.capitalOrder) {
		const held = seatsIn(capitals).sort();
		const listed = [...p.capitalOrder].sort();
		if (held.join() !== listed.join()) out.push(problem('capital.order', { held: held.join(), listed: listed.join() }));
	}
	if (p.passed) for (const player of seatsIn(capitals)) if (!p.passed.includes(player)) out.push(problem('capital.notWithdrawn', { player }));
	if (p.passed && p.firstToPass !== undefined && (p.firstToPass ?? undefined) !== p.passed[0]) out.push(problem('passed.first'));

	// Councils: one cube per age already played, per player.
	for (const [player, n] of Object.entries(councils)) if (n > age - 1) out.push(problem('council.tooMany', { player, count: n, age }));

	// Columns: one card per cube placed this age; decrees obeyed by the players' cards.
	if (p.columns && p.kingdoms) {
		p.columns.forEach((col, i) => {
			const k = kingdoms[i];
			if (!k) return;
			const cubes = [...k.territories, k.capital].filter(Boolean).length;
			if (col.length !== cubes) out.push(problem('column.cubes', { kingdom: i, cards: col.length, cubes }));
		});
	}
	if (p.columns && p.decrees) {
		p.columns.forEach((col, i) => {
			const d = p.decrees![i];
			if (!d || (d.family !== 'simple' && d.family !== 'here')) return;
			// A card obeys if the decree accepts it over the cards under it (or ignores it: no card to look at).
			const obeying = col.filter(
				(card, j) =>
					checkDecree(
						d,
						i,
						card,
						p.columns!.map((c, m) => (m === i ? c.slice(0, j) : c)),
					).status !== 'refused',
			).length;
			const k = kingdoms[i];
			const players = k ? [...k.territories, k.capital].filter((x) => x && x !== p.bot).length : col.length;
			const needed = p.bot === undefined ? col.length : players;
			if (obeying < needed) out.push(problem('decree.broken', { kingdom: i, obeying, needed }));
		});
	}

	// Decrees in play order, on every column (issue 28): the order given, or else some order of play must exist.
	if (p.columns && p.decrees && p.order) checkOrder(p, kingdoms, out);
	else if (p.columns && p.decrees && !playOrderExists(p, kingdoms)) out.push(problem('decree.noOrder'));

	// Turns against cubes and rallies (age I), your last card's kingdom, the bot's reachable kingdoms (issue 28).
	if (p.kingdoms && p.scores && age === 1) checkTurns(p, kingdoms, out);
	for (const [player, k] of seatEntries(p.lastKingdom ?? {})) {
		const spaces = kingdoms[k];
		if (spaces && ![...spaces.territories, spaces.capital].includes(player)) out.push(problem('last.noCube', { player, kingdom: k }));
	}
	if (p.bot !== undefined && p.kingdoms) checkBot(p, p.bot, kingdoms, out);

	// Cards: 64 different ones, none in two places; hands of at most 4.
	const seen = new Set<string>();
	const place = (cards: readonly Card[] | undefined) => {
		for (const c of cards ?? []) {
			if (!SPECIES.includes(c.species) || !Number.isInteger(c.value) || c.value < 1 || c.value > 8) out.push(problem('card.invalid', { card: key(c) }));
			else if (seen.has(key(c))) out.push(problem('card.twice', { card: key(c) }));
			seen.add(key(c));
		}
	};
	for (const col of p.columns ?? []) place(col);
	for (const [player, hand] of Object.entries(p.hands ?? {})) {
		if (hand.length > HAND_SIZE) out.push(problem('hand.size', { player, size: hand.length }));
		place(hand);
	}
	place(p.deck);
	place(p.discard);
	place(p.bonus);
	place(p.table);

	// Majority tiles: ascending, one left fewer each age scored, 15 in all.
	if (p.tiles) {
		p.tiles.forEach((t, i) => {
			if (t.some((v, j) => j > 0 && v < t[j - 1]!)) out.push(problem('tiles.order', { kingdom: i }));
			if (t.length > TILES_PER_KINGDOM) out.push(problem('tiles.count', { kingdom: i, count: t.length }));
		});
		if (p.tiles.flat().length > MAJORITY_TILES) out.push(problem('tiles.total'));
	}

	// Reinforcement tokens.
	if (p.tokens) {
		const total = Object.values(p.tokens).reduce((a, b) => a + b, 0);
		if (total > REINFORCEMENT_TOKENS || Object.values(p.tokens).some((n) => n < 0)) out.push(problem('tokens.count', { total }));
	}
	return out;
}

/** Who put the cube under each card of a column: the spaces fill in order (territories, then the capital), as claims do. */
export function columnOwners(k: KingdomSpaces, length: number): (Seat | null)[] {
	const spaces = [...k.territories, k.capital];
	return Array.from({ length }, (_, j) => spaces[j] ?? null);
}

/** Every card of every column against its kingdom's decree, as the columns stood when it was played (the bot's cards excepted). */
function checkOrder(p: Position, kingdoms: readonly KingdomSpaces[], out: PositionProblem[]) {
	const columns = p.columns!;
	const built: Card[][] = columns.map(() => []);
	for (const i of p.order!) {
		const card = columns[i]?.[built[i]!.length];
		if (!card) {
			out.push(problem('order.columns', { kingdom: i }));
			return;
		}
		const d = p.decrees![i];
		const owner = kingdoms[i] ? columnOwners(kingdoms[i]!, built[i]!.length + 1)[built[i]!.length] : null;
		if (d && owner !== p.bot && checkDecree(d, i, card, built).status === 'refused') out.push(problem('decree.brokenInOrder', { kingdom: i, card: key(card) }));
		built[i]!.push(card);
	}
	if (built.some((c, i) => c.length !== (columns[i]?.length ?? 0))) out.push(problem('order.columns', { kingdom: -1 }));
}

/** Turns each player has taken this age (age I): [fewest, most] possible. */
function turnRange(p: Position, player: Seat, kingdoms: readonly KingdomSpaces[]): [number, number] {
	const claims = kingdoms.reduce((n, k) => n + [...k.territories, k.capital].filter((x) => x === player).length, 0);
	if (player === p.bot) return [Math.ceil(claims / 2), claims];
	const held = kingdoms.some((k) => k.capital === player);
	const passedByChoice = (p.passed ?? []).includes(player) && !held ? 1 : 0;
	const n = claims + (p.scores?.[player] ?? 0) + passedByChoice;
	return [n, n];
}

/** One action a turn, clockwise: what the cubes and the points say of the turns taken. */
function checkTurns(p: Position, kingdoms: readonly KingdomSpaces[], out: PositionProblem[]) {
	const players = p.players ?? seatsIn(p.scores!);
	const passed = p.passed ?? [];
	const range = Object.fromEntries(players.map((x) => [x, turnRange(p, x, kingdoms)])) as Record<Seat, [number, number]>;
	if (p.bot !== undefined && (p.scores?.[p.bot] ?? 0) > 0) out.push(problem('turns.botRallied', { player: p.bot }));
	const still = players.filter((x) => !passed.includes(x));
	for (const a of still)
		for (const b of still)
			if (range[a]![0] - range[b]![1] > 1) out.push(problem('turns.spread', { player: a, other: b, turns: range[a]![0], otherTurns: range[b]![1] }));
	if (p.current && still.includes(p.current))
		for (const b of still) if (range[p.current]![0] > range[b]![1]) out.push(problem('turns.current', { player: p.current, other: b }));
	passed.forEach((q, i) => {
		for (const x of players)
			if (!passed.slice(0, i + 1).includes(x) && range[x]![1] < range[q]![0] - 1)
				out.push(problem('turns.afterPass', { player: x, passed: q, turns: range[x]![1], passedTurns: range[q]![0] }));
	});
}

/** The solo bot's cubes and cards: each where its rules could have put it. */
function checkBot(p: Position, bot: Seat, kingdoms: readonly KingdomSpaces[], out: PositionProblem[]) {
	const mine = (k: KingdomSpaces, who: Seat) => [...k.territories, k.capital].filter((x) => x === who).length;
	const others = (k: KingdomSpaces) => [...k.territories, k.capital].filter((x) => x !== null && x !== bot).length;
	// A kingdom it could have skipped: full, or holding 2 of its cubes (it already led by 2 there).
	const skippable = (k: KingdomSpaces) => k.territories.every((x) => x !== null) || mine(k, bot) >= 2;
	kingdoms.forEach((k, i) => {
		if (mine(k, bot) - others(k) >= 3)
			kingdoms.forEach((j, m) => {
				if (!skippable(j)) out.push(problem('bot.leadTooFar', { kingdom: i, free: m }));
			});
	});
	p.columns?.forEach((col, i) => {
		const k = kingdoms[i];
		if (!k) return;
		columnOwners(k, col.length).forEach((owner, j) => {
			const card = col[j]!;
			if (owner !== bot || card.value < 4 || card.value > 8) return;
			for (let s = card.value - 4; s !== i; s = (s + 1) % KINGDOM_COUNT)
				if (!skippable(kingdoms[s]!)) {
					out.push(problem('bot.unreachable', { kingdom: i, card: key(card), skipped: s }));
					return;
				}
		});
	});
}

/**
 * Is there an order of play in which every card of a player obeys its kingdom's decree, the columns
 * as they stood then? A search over how far each column has grown (at most 4·5·6·7·8 states).
 */
function playOrderExists(p: Position, kingdoms: readonly KingdomSpaces[]): boolean {
	const columns = p.columns!;
	const owners = columns.map((col, i) => (kingdoms[i] ? columnOwners(kingdoms[i]!, col.length) : col.map(() => null)));
	const dead = new Set<string>();
	const grow = (done: number[]): boolean => {
		if (done.every((n, i) => n === columns[i]!.length)) return true;
		const id = done.join();
		if (dead.has(id)) return false;
		for (let i = 0; i < columns.length; i++) {
			const j = done[i]!;
			const card = columns[i]![j];
			if (!card) continue;
			const d = p.decrees![i];
			const built = columns.map((c, m) => c.slice(0, done[m]));
			if (d && (p.bot === undefined || owners[i]![j] !== p.bot) && checkDecree(d, i, card, built).status === 'refused') continue;
			if (grow(done.map((n, m) => (m === i ? n + 1 : n)))) return true;
		}
		dead.add(id);
		return false;
	};
	return grow(columns.map(() => 0));
}
