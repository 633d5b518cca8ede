/**
 * The edges the flat net cuts (drawing only, no rules): two faces that meet on the planet but lie
 * apart on the net. The self-check (readyBoard.tsx, loaded when a set starts) letters each such
 * edge between two covered faces on both sides, so a region that crosses it can be counted from
 * the picture. Which parcels meet comes from the solid (ACROSS); the regions stay the engine's.
 */
import { ACROSS, SIDES } from '../../machines/planet/core';
import type { NetLayout } from './geometry';

/** One cut edge: the two faces' sides that meet on the planet, and where to write its letter on each. */
export interface CutEdge {
	/** A, B, C…: the same letter on both sides */
	letter: string;
	/** the parcels on either side of the edge (face × 5 + side) */
	parcels: [number, number];
	/** the letter's two places on the net, just outside each face's side */
	at: [[number, number], [number, number]];
}

const corners = (outline: string) => outline.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

/**
 * The net's cut edges between two faces that `covered` accepts, lettered in face order; `out`
 * pushes each letter that far outside its face, in net units.
 */
export function cutEdges(net: NetLayout, covered: (face: number) => boolean, out: number): CutEdge[] {
	const P = net.faces.map((f) => corners(f.outline));
	const near = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.5;
	/**
	 * Where side k of face f gets its letter: just outside its middle; or, when the other side of
	 * the same edge starts at the same corner of the net (the two sides of a notch, which face each
	 * other), inside the face towards the side's far corner, so the two letters do not meet.
	 */
	const place = (f: number, k: number, shared: number | null): [number, number] => {
		const a = P[f]![k]!;
		const b = P[f]![(k + 1) % SIDES]!;
		const [cx, cy] = net.faces[f]!.centre;
		const mx = (a[0] + b[0]) / 2;
		const my = (a[1] + b[1]) / 2;
		const d = Math.hypot(mx - cx, my - cy);
		if (shared === null) return [mx + ((mx - cx) / d) * out, my + ((my - cy) / d) * out];
		const far = shared === k ? b : a;
		const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
		const along = 0.3 * len;
		const [ux, uy] = [(far[0] - mx) / (len / 2), (far[1] - my) / (len / 2)];
		return [mx + ux * along - ((mx - cx) / d) * out * 0.7, my + uy * along - ((my - cy) / d) * out * 0.7];
	};
	const edges: CutEdge[] = [];
	ACROSS.forEach((sides, f) =>
		sides.forEach(([g, m], k) => {
			if (g < f || !covered(f) || !covered(g)) return;
			// Side k of f runs from its corner k to k+1; on the planet that is g's corner m+1 to m.
			if (near(P[f]![k]!, P[g]![(m + 1) % SIDES]!) && near(P[f]![(k + 1) % SIDES]!, P[g]![m]!)) return;
			// A notch: the edge's two sides leave the same point of the net (f's corner k is g's corner m+1, or k+1 is m).
			const fromK = near(P[f]![k]!, P[g]![(m + 1) % SIDES]!);
			const fromK1 = near(P[f]![(k + 1) % SIDES]!, P[g]![m]!);
			const at: CutEdge['at'] = [place(f, k, fromK ? k : fromK1 ? (k + 1) % SIDES : null), place(g, m, fromK ? (m + 1) % SIDES : fromK1 ? m : null)];
			edges.push({ letter: String.fromCharCode(65 + edges.length), parcels: [f * SIDES + k, g * SIDES + m], at });
		}),
	);
	return edges;
}
