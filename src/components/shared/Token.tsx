import { letterIndex } from './players';

/** A player's piece: a coloured disc with the player's letter. Decorative; cells carry the name. */
export function Token({ player, small = false }: { player: string; small?: boolean }) {
	return (
		<span class={`token p${letterIndex(player)}${small ? ' token-sm' : ''}`} aria-hidden="true">
			{player}
		</span>
	);
}
