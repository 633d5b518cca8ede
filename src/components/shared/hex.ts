/**
 * Hex boards on screen: pixel layout and keyboard moves (pointy-top hexes, axial q, r).
 * The rules' geometry (neighbours, distance, keys) lives in src/machines/shared/hex.ts; the
 * type and the key are re-exported here for the boards.
 */
import { type Hex, hexKey } from '../../machines/shared/hex';

export { type Hex, hexKey } from '../../machines/shared/hex';

/** Centre of a hex of circumradius `size`, pointy-top. */
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
	return { x: size * Math.sqrt(3) * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

/**
 * Keyboard move on a hex board: Left/Right stay on the row (r), Up/Down go to the row above or
 * below, to the hex whose centre is nearest horizontally. Returns `from` when nothing is there.
 */
export function moveOnHexes(hexes: Hex[], from: Hex, key: string): Hex {
	const has = new Set(hexes.map(hexKey));
	const step = (d: Hex) => {
		for (let k = 1; k < 64; k++) {
			const h = { q: from.q + d.q * k, r: from.r + d.r * k };
			if (has.has(hexKey(h))) return h;
		}
		return from;
	};
	if (key === 'ArrowRight') return step({ q: 1, r: 0 });
	if (key === 'ArrowLeft') return step({ q: -1, r: 0 });
	if (key === 'ArrowUp' || key === 'ArrowDown') {
		const dr = key === 'ArrowUp' ? -1 : 1;
		const x = hexToPixel(from, 1).x;
		let best: Hex = from;
		let bestDx = Infinity;
		for (let k = 1; k < 64 && best === from; k++) {
			for (const h of hexes) {
				if (h.r !== from.r + dr * k) continue;
				const dx = Math.abs(hexToPixel(h, 1).x - x);
				if (dx < bestDx - 1e-9) {
					bestDx = dx;
					best = h;
				}
			}
		}
		return best;
	}
	return from;
}
