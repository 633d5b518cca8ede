/**
 * Seats and seat order, for every game.
 *
 * One player-id scheme for the whole site: a player is the seat they sit in, 'A' to 'F', in
 * clockwise order from the start player ('A'). The letter is the one printed on the player's
 * tokens (with a colour, never colour alone), and messages name the player from it.
 *
 * Order functions take the players as a list in clockwise order (the next player is the one on
 * the left) and work for any ids, so a guided example may also use other ids.
 */

export const SEATS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Seat = (typeof SEATS)[number];

/** Something per player, keyed by seat: only the seats at the table are present. */
export type PerSeat<T> = Partial<Record<Seat, T>>;

export function isSeat(id: unknown): id is Seat {
	return typeof id === 'string' && (SEATS as readonly string[]).includes(id);
}

/** The seats present in a per-seat record, in its order (Object.keys would type them as strings). */
export function seatsIn(rec: PerSeat<unknown>): Seat[] {
	return Object.keys(rec).filter(isSeat);
}

/** A per-seat record's entries, typed (Object.entries would type the seats as strings). */
export function seatEntries<T>(rec: PerSeat<T>): [Seat, T][] {
	return Object.entries(rec).filter((e): e is [Seat, T] => isSeat(e[0]) && e[1] !== undefined);
}

/** The seats of an n-player game, clockwise from the start player: seats(3) = ['A', 'B', 'C']. */
export function seats(n: number): Seat[] {
	if (!Number.isInteger(n) || n < 1 || n > SEATS.length) throw new RangeError(`player count ${n} not in 1..${SEATS.length}`);
	return SEATS.slice(0, n);
}

function indexOf<P>(players: readonly P[], start: P | number): number {
	const i = typeof start === 'number' ? start : players.indexOf(start);
	if (!Number.isInteger(i) || i < 0 || i >= players.length) throw new RangeError('unknown player');
	return i;
}

/** Everyone, in clockwise order starting with `start` (a player, or an index into `players`). */
export function clockwiseFrom<P>(players: readonly P[], start: P | number = 0): P[] {
	const i = indexOf(players, start);
	return [...players.slice(i), ...players.slice(0, i)];
}

/** The player on the left of `player`: the next one clockwise. */
export function nextClockwise<P>(players: readonly P[], player: P): P {
	return players[(indexOf(players, player) + 1) % players.length]!;
}

/** The other players, from `player`'s left round the table clockwise (bidding, events that hit every opponent). */
export function playersToTheLeft<P>(players: readonly P[], player: P): P[] {
	return clockwiseFrom(players, player).slice(1);
}

/** The item of a list of players that sits in `seat` (a list whose items carry their seat). */
export function atSeat<P extends { readonly seat: Seat }>(players: readonly P[], seat: Seat): P | undefined {
	return players.find((p) => p.seat === seat);
}
