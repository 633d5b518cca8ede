import type { Seat } from '../../machines/shared/seats';
import { type PieceShape, playerLook } from './players';

/** Outlines in a 24 × 24 box, centred, leaving room for the halo. */
const SHAPES: Record<PieceShape, string> = {
	circle: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z',
	square: 'M4 4h16v16H4z',
	triangle: 'M12 1.5L23 21H1z',
	diamond: 'M12 1.5L22.5 12L12 22.5L1.5 12z',
	pentagon: 'M12 1.8L21.7 8.8L18 20.3H6L2.3 8.8z',
	hexagon: 'M22.4 12L17.2 21H6.8L1.6 12L6.8 3H17.2z',
};

/**
 * A player's piece: the player's colour, shape and letter, with a dark outline inside a light halo
 * so it stands out on any terrain. Decorative (aria-hidden): cells and tables carry the name.
 */
export function Token({
	player,
	small = false,
	shape,
}: {
	player: Seat;
	small?: boolean /** a game whose pieces all have one shape (Animal Kingdoms' cubes: square) */;
	shape?: PieceShape | undefined;
}) {
	const look = playerLook(player);
	const form = shape ?? look.shape;
	const d = SHAPES[form];
	const low = form === 'triangle';
	return (
		<svg class={`token${small ? ' token-sm' : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-shape={form}>
			<path d={d} fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" />
			<path d={d} fill={look.colour} stroke="#1a1a1a" stroke-width="1.6" stroke-linejoin="round" />
			<text x="12" y={low ? 16 : 12.8} font-size={low ? 13 : 14} fill={look.ink} text-anchor="middle" dominant-baseline="middle">
				{player}
			</text>
		</svg>
	);
}
