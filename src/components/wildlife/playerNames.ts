import { PLAYER_LETTERS } from '../shared/players';

/** The letter shown for a player id: its position in turn order (A starts). */
export function playerLetter(players: readonly string[], id: string): string {
	const i = players.indexOf(id);
	return PLAYER_LETTERS[Math.max(i , 0)] ?? '?';
}
