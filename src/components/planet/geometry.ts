/**
 * Drawing the core (no rules here): the solid turned and projected for the planet you turn, and the
 * flat net (two flowers of six faces) that prints and reads without JavaScript.
 */
import { ACROSS, FACE_CENTRES, FACES, SIDES, type Vec3, VERTICES } from '../../machines/planet/core';

export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

export function mul(a: Mat3, b: Mat3): Mat3 {
	const o = new Array(9).fill(0) as number[];
	for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) for (let k = 0; k < 3; k++) o[r * 3 + c]! += a[r * 3 + k]! * b[k * 3 + c]!;
	return o as unknown as Mat3;
}
export const apply = (m: Mat3, v: Vec3): Vec3 => [
	m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
	m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
	m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
];
/** A turn about the screen's vertical axis (left/right). */
export const turnY = (a: number): Mat3 => [Math.cos(a), 0, Math.sin(a), 0, 1, 0, -Math.sin(a), 0, Math.cos(a)];
/** A turn about the screen's horizontal axis (up/down). */
export const turnX = (a: number): Mat3 => [1, 0, 0, 0, Math.cos(a), -Math.sin(a), 0, Math.sin(a), Math.cos(a)];

/** The turn that brings a face to the front (towards the viewer, +z), tilted a little so its neighbours show. */
export function facing(face: number): Mat3 {
	const c = FACE_CENTRES[face]!;
	// Longitude then latitude: turn c into the plane x = 0, then up to +z.
	const lon = Math.atan2(c[0], c[2]);
	const m1 = turnY(-lon);
	const c1 = apply(m1, c);
	const lat = Math.atan2(c1[1], c1[2]);
	return mul(turnX(-0.35), mul(turnX(lat), m1));
}

export interface ProjectedFace {
	face: number;
	depth: number;
	/** the 5 parcel triangles as SVG points, side k first */
	parcels: string[];
	/** where to write a label on each parcel, and the face's centre */
	labels: [number, number][];
	centre: [number, number];
	outline: string;
}

const pt = (x: number, y: number) => `${x.toFixed(2)},${y.toFixed(2)}`;

/** The faces turned towards the viewer, back to front, projected on a disc of radius `r` at (0, 0). */
export function project(m: Mat3, r: number): ProjectedFace[] {
	const out: ProjectedFace[] = [];
	FACES.forEach((corners, face) => {
		const n = apply(m, FACE_CENTRES[face]!);
		if (n[2] <= 0.02) return;
		const inr =
			VERTICES[corners[0]!]![0] * FACE_CENTRES[face]![0] +
			VERTICES[corners[0]!]![1] * FACE_CENTRES[face]![1] +
			VERTICES[corners[0]!]![2] * FACE_CENTRES[face]![2];
		const ctr = apply(m, [FACE_CENTRES[face]![0] * inr, FACE_CENTRES[face]![1] * inr, FACE_CENTRES[face]![2] * inr]);
		const P = corners.map((v) => apply(m, VERTICES[v]!)).map((v) => [v[0] * r, -v[1] * r] as [number, number]);
		const C: [number, number] = [ctr[0] * r, -ctr[1] * r];
		const parcels: string[] = [];
		const labels: [number, number][] = [];
		for (let k = 0; k < SIDES; k++) {
			const a = P[k]!;
			const b = P[(k + 1) % SIDES]!;
			parcels.push(`${pt(C[0], C[1])} ${pt(a[0], a[1])} ${pt(b[0], b[1])}`);
			labels.push([(C[0] + a[0] + b[0]) / 3, (C[1] + a[1] + b[1]) / 3]);
		}
		out.push({ face, depth: n[2], parcels, labels, centre: C, outline: P.map((p) => pt(p[0], p[1])).join(' ') });
	});
	return out.sort((a, b) => a.depth - b.depth);
}

/** The net: each face's five corners in the plane, unfolded from the top face along a fixed tree. */
function unfold(): [number, number][][] {
	const rot = (v: [number, number], a: number): [number, number] => [v[0] * Math.cos(a) - v[1] * Math.sin(a), v[0] * Math.sin(a) + v[1] * Math.cos(a)];
	const step = (2 * Math.PI) / SIDES;
	const corners: ([number, number][] | undefined)[] = new Array(FACES.length).fill(undefined);
	const from = (first: [number, number], second: [number, number], m: number): [number, number][] => {
		const out: [number, number][] = new Array(SIDES);
		out[m % SIDES] = first;
		out[(m + 1) % SIDES] = second;
		let dir: [number, number] = [second[0] - first[0], second[1] - first[1]];
		for (let i = 2; i < SIDES; i++) {
			dir = rot(dir, step);
			const prev = out[(m + i - 1) % SIDES]!;
			out[(m + i) % SIDES] = [prev[0] + dir[0], prev[1] + dir[1]];
		}
		return out;
	};
	// Top face: a regular pentagon with side 1, corner 0 at the top.
	const R = 1 / (2 * Math.sin(Math.PI / SIDES));
	corners[0] = Array.from({ length: SIDES }, (_, k) => [R * Math.sin(k * step), -R * Math.cos(k * step)] as [number, number]);
	// Tree: the top face's ring; one ring face to the lower ring; that face to the bottom; the bottom to the rest.
	const attach = (f: number, g: number) => {
		const k = ACROSS[f]!.findIndex(([x]) => x === g);
		const [, m] = ACROSS[f]![k]!;
		const P = corners[f]!;
		corners[g] = from(P[(k + 1) % SIDES]!, P[k]!, m);
	};
	const top = 0;
	const bottom = FACES.length - 1;
	const ring1 = ACROSS[top]!.map(([g]) => g);
	for (const g of ring1) attach(top, g);
	const ring2 = ACROSS[bottom]!.map(([g]) => g);
	// The lower-ring face hanging from the first upper-ring face, on the edge facing away from the top.
	const link = ring1[0]!;
	const low = ACROSS[link]!.map(([g]) => g).find((g) => ring2.includes(g))!;
	attach(link, low);
	attach(low, bottom);
	for (const g of ring2) if (g !== low) attach(bottom, g);
	return corners as [number, number][][];
}

export interface NetLayout {
	viewBox: string;
	width: number;
	height: number;
	faces: { face: number; parcels: string[]; labels: [number, number][]; centre: [number, number]; outline: string }[];
}

/** The net scaled to `side` units a pentagon side, with its bounding box. */
export function netLayout(side: number): NetLayout {
	// Laid flat with the two flowers side by side: the top face's flower on the left.
	const raw = unfold();
	const mid = (f: number) => raw[f]!.reduce((s, p) => [s[0] + p[0] / SIDES, s[1] + p[1] / SIDES], [0, 0]);
	const [ax, ay] = mid(0);
	const [bx, by] = mid(FACES.length - 1);
	const a = -Math.atan2(by - ay, bx - ax);
	const corners = raw.map((cs) =>
		cs.map(([x, y]) => [(x * Math.cos(a) - y * Math.sin(a)) * side, (x * Math.sin(a) + y * Math.cos(a)) * side] as [number, number]),
	);
	const xs = corners.flat().map((p) => p[0]);
	const ys = corners.flat().map((p) => p[1]);
	const pad = side * 0.15;
	const minX = Math.min(...xs) - pad;
	const minY = Math.min(...ys) - pad;
	const width = Math.max(...xs) - Math.min(...xs) + 2 * pad;
	const height = Math.max(...ys) - Math.min(...ys) + 2 * pad;
	const faces = corners.map((P, face) => {
		const C: [number, number] = [P.reduce((s, p) => s + p[0], 0) / SIDES, P.reduce((s, p) => s + p[1], 0) / SIDES];
		const parcels: string[] = [];
		const labels: [number, number][] = [];
		for (let k = 0; k < SIDES; k++) {
			const a = P[k]!;
			const b = P[(k + 1) % SIDES]!;
			parcels.push(`${pt(C[0], C[1])} ${pt(a[0], a[1])} ${pt(b[0], b[1])}`);
			labels.push([(C[0] + a[0] + b[0]) / 3, (C[1] + a[1] + b[1]) / 3]);
		}
		return { face, parcels, labels, centre: C, outline: P.map((p) => pt(p[0], p[1])).join(' ') };
	});
	return { viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`, width, height, faces };
}
