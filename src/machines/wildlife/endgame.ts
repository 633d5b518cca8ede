/**
 * End of the game. Triggers: a player places the last piece of their reserve, or (3+ players) the 11th
 * territory marker is placed. With 2 players only the last piece ends the game (FR L320). The final big
 * scoring runs once after the active player has finished the turn (turn.endTurn does it).
 */
import { leaders } from '../shared/ranking';
import type { RuleRef } from '../shared/types';
import { TRACK_LENGTH } from './counts';
import type { GameState } from './game';

import { seatsIn, type PerSeat, type Seat } from '../shared/seats';

export const RULE_LAST_PIECE: RuleRef = { page: 'end-and-variants', anchor: 'last-piece' };
export const RULE_LAST_MARKER: RuleRef = { page: 'end-and-variants', anchor: 'last-marker' };
export const RULE_TWO_PLAYERS_END: RuleRef = { page: 'end-and-variants', anchor: 'two-players' };

export type EndReason = 'lastPiece' | 'lastMarker';

/** Does this situation end the game? (pure, independent of GameState) */
export function endReason(input: { playerCount: number; reserveLeft: number; markersTaken: number }): EndReason | null {
	if (input.reserveLeft === 0) return 'lastPiece';
	if (input.playerCount > 2 && input.markersTaken >= TRACK_LENGTH) return 'lastMarker';
	return null;
}

export function endRule(reason: EndReason, playerCount: number): RuleRef {
	if (playerCount === 2) return RULE_TWO_PLAYERS_END;
	return reason === 'lastPiece' ? RULE_LAST_PIECE : RULE_LAST_MARKER;
}

/** Highest score wins; a tie is a shared victory (not covered by the rules; rulings W29). */
export function winners(score: PerSeat<number>): Seat[] {
	return leaders(seatsIn(score), (p) => score[p]!);
}

export function finalScores(state: GameState): PerSeat<number> {
	const out: PerSeat<number> = {};
	for (const p of state.players) out[p] = state.ps[p]!.score;
	return out;
}
