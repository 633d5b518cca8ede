/**
 * End of the game. Triggers: a player places the last piece of their reserve, or (3+ players) the 11th
 * territory marker is placed. With 2 players only the last piece ends the game (FR L320). The final big
 * scoring runs once after the active player has finished the turn (turn.endTurn does it).
 */
import { leaders } from '../shared/ranking';
import { TRACK_LENGTH } from './counts';

import { seatsIn, type PerSeat, type Seat } from '../shared/seats';

export type EndReason = 'lastPiece' | 'lastMarker';

/** Does this situation end the game? (pure, independent of GameState) */
export function endReason(input: { playerCount: number; reserveLeft: number; markersTaken: number }): EndReason | null {
	if (input.reserveLeft === 0) return 'lastPiece';
	if (input.playerCount > 2 && input.markersTaken >= TRACK_LENGTH) return 'lastMarker';
	return null;
}

/** Highest score wins; a tie is a shared victory (not covered by the rules; rulings W29). */
export function winners(score: PerSeat<number>): Seat[] {
	return leaders(seatsIn(score), (p) => score[p]!);
}
