/**
 * Planet's core: a dodecahedron of 12 pentagonal faces. A continent tile covers one face with five
 * triangular parcels, each parcel the triangle between the face's centre and one of its edges, so
 * the 60 parcels each share an edge with three others: the two beside it on its tile, and the one
 * across the face's edge on the neighbouring tile.
 *
 * Numbering: face f (0–11) has its corners `FACES[f]` in counter-clockwise order seen from outside;
 * parcel `5f + k` is the triangle on the edge from corner k to corner k+1. Everything here is
 * computed once from the solid's coordinates (pure data, no drawing): drawings project `VERTICES`,
 * the rules only use `PARCEL_NEIGHBOURS`.
 */

export type Vec3 = readonly [number, number, number];

/** The five terrains of the continent tiles. */
export type Terrain = 'ocean' | 'forest' | 'desert' | 'mountain' | 'glacier';
export const TERRAINS: readonly Terrain[] = ['ocean', 'forest', 'desert', 'mountain', 'glacier'];

export const FACE_COUNT = 12;
export const SIDES = 5;
export const PARCEL_COUNT = FACE_COUNT * SIDES;

const PHI = (1 + Math.sqrt(5)) / 2;

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: Vec3): Vec3 => {
	const l = Math.sqrt(dot(a, a));
	return [a[0] / l, a[1] / l, a[2] / l];
};

/** Face centres: the icosahedron's corners, ordered from the top (z) down, then by angle. */
function faceCentres(): Vec3[] {
	const out: Vec3[] = [];
	for (const a of [1, -1])
		for (const b of [1, -1]) {
			out.push([0, a, b * PHI]);
			out.push([a, b * PHI, 0]);
			out.push([a * PHI, 0, b]);
		}
	// Tilt so that one face sits on top (the "north pole"), then sort by height and longitude.
	const pole = norm(out[0]!);
	const axis = norm(cross(pole, [0, 0, 1]));
	const angle = Math.acos(dot(pole, [0, 0, 1]));
	const rot = (v: Vec3): Vec3 => {
		const c = Math.cos(angle);
		const s = Math.sin(angle);
		const k = axis;
		const kv = cross(k, v);
		const kd = dot(k, v) * (1 - c);
		return [v[0] * c + kv[0] * s + k[0] * kd, v[1] * c + kv[1] * s + k[1] * kd, v[2] * c + kv[2] * s + k[2] * kd];
	};
	const round = (x: number) => Math.round(x * 1e6) / 1e6;
	return out
		.map((v) => rot(norm(v)))
		.map((v) => [round(v[0]), round(v[1]), round(v[2])] as Vec3)
		.sort((a, b) => b[2] - a[2] || Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0]));
}

function build() {
	const centres = faceCentres();
	// The corners use the same tilt as the centres: rebuild them from the centres (each corner is
	// the normalised sum of the three faces around it).
	const corners: Vec3[] = [];
	const key = (v: Vec3) => v.map((x) => x.toFixed(4)).join(',');
	const seen = new Map<string, number>();
	for (let a = 0; a < centres.length; a++)
		for (let b = a + 1; b < centres.length; b++)
			for (let c = b + 1; c < centres.length; c++) {
				const A = centres[a]!;
				const B = centres[b]!;
				const C = centres[c]!;
				// Three mutually adjacent faces (centres at the icosahedron's edge length) meet at a corner.
				const edge = 1.0514622242382672; // |centre − centre| for adjacent faces on the unit sphere
				const d = (p: Vec3, q: Vec3) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
				if (Math.abs(d(A, B) - edge) < 1e-3 && Math.abs(d(B, C) - edge) < 1e-3 && Math.abs(d(A, C) - edge) < 1e-3) {
					const v = norm([A[0] + B[0] + C[0], A[1] + B[1] + C[1], A[2] + B[2] + C[2]]);
					if (!seen.has(key(v))) {
						seen.set(key(v), corners.length);
						corners.push(v);
					}
				}
			}
	const faces = centres.map((c) => {
		const near = corners
			.map((v, i) => ({ i, d: dot(v, c) }))
			.sort((p, q) => q.d - p.d)
			.slice(0, SIDES)
			.map((p) => p.i);
		// Counter-clockwise seen from outside: angle around the outward normal.
		const helper: Vec3 = Math.abs(c[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
		const u = norm(cross(helper, c));
		const w = cross(c, u);
		const angle = (i: number) => {
			const v = corners[i]!;
			return Math.atan2(dot(v, w), dot(v, u));
		};
		const sorted = near.sort((p, q) => angle(p) - angle(q));
		// Start each face at its corner nearest the top of the planet (stable, readable numbering).
		let start = 0;
		for (let k = 1; k < SIDES; k++) if (corners[sorted[k]!]![2] > corners[sorted[start]!]![2] + 1e-9) start = k;
		return [...sorted.slice(start), ...sorted.slice(0, start)];
	});
	// Across edge k of face f: the other face holding both corners, and that edge's index there.
	const across: [number, number][][] = faces.map((corn, f) =>
		corn.map((a, k) => {
			const b = corn[(k + 1) % SIDES]!;
			for (let g = 0; g < faces.length; g++) {
				if (g === f) continue;
				const m = faces[g]!.findIndex((x, j) => x === b && faces[g]![(j + 1) % SIDES] === a);
				if (m >= 0) return [g, m] as [number, number];
			}
			throw new Error(`no face across edge ${k} of face ${f}`);
		}),
	);
	return { centres, corners, faces, across };
}

const SOLID = build();

/** Outward unit vectors of the 12 face centres. */
export const FACE_CENTRES: readonly Vec3[] = SOLID.centres;
/** The 20 corners of the solid, on the unit sphere. */
export const VERTICES: readonly Vec3[] = SOLID.corners;
/** Each face's 5 corners (indices into VERTICES), counter-clockwise seen from outside. */
export const FACES: readonly (readonly number[])[] = SOLID.faces;
/** ACROSS[f][k] = [g, m]: edge k of face f is edge m of face g. */
export const ACROSS: readonly (readonly (readonly [number, number])[])[] = SOLID.across;

export const faceOf = (parcel: number) => Math.floor(parcel / SIDES);
export const sideOf = (parcel: number) => parcel % SIDES;
export const parcelId = (face: number, side: number) => face * SIDES + (((side % SIDES) + SIDES) % SIDES);

/** The three parcels sharing an edge with each parcel: before it and after it on its tile, then across the face's edge. */
export const PARCEL_NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: PARCEL_COUNT }, (_, p) => {
	const f = faceOf(p);
	const k = sideOf(p);
	const [g, m] = ACROSS[f]![k]!;
	return [parcelId(f, k - 1), parcelId(f, k + 1), parcelId(g, m)];
});

/**
 * The parcels meeting each parcel at least at a point (the other reading of "direct contact", ruling
 * `touching-edge`): the other four of its tile, which meet at the tile's centre, and every parcel of
 * another tile that holds one of its two corners. A superset of PARCEL_NEIGHBOURS.
 */
export const PARCELS_AT_A_POINT: readonly (readonly number[])[] = Array.from({ length: PARCEL_COUNT }, (_, p) => {
	const f = faceOf(p);
	const k = sideOf(p);
	const corners = [FACES[f]![k]!, FACES[f]![(k + 1) % SIDES]!];
	const out: number[] = [];
	for (let q = 0; q < PARCEL_COUNT; q++) {
		if (q === p) continue;
		const g = faceOf(q);
		const m = sideOf(q);
		if (g === f || corners.includes(FACES[g]![m]!) || corners.includes(FACES[g]![(m + 1) % SIDES]!)) out.push(q);
	}
	return out;
});

/**
 * A turn of the whole planet, as where each parcel goes: the 60 rotations of the dodecahedron.
 * `rotation(face, target, offset)` carries `face` onto `target`, its side k onto side k + offset.
 */
export function rotation(face: number, target: number, offset: number): number[] {
	const faceMap = new Map<number, [number, number]>([[face, [target, ((offset % SIDES) + SIDES) % SIDES]]]);
	const queue = [face];
	while (queue.length) {
		const f = queue.shift()!;
		const [g, s] = faceMap.get(f)!;
		for (let k = 0; k < SIDES; k++) {
			const [nf, kk] = ACROSS[f]![k]!;
			if (faceMap.has(nf)) continue;
			const [ng, mm] = ACROSS[g]![(k + s) % SIDES]!;
			faceMap.set(nf, [ng, (((mm - kk) % SIDES) + SIDES) % SIDES]);
			queue.push(nf);
		}
	}
	return Array.from({ length: PARCEL_COUNT }, (_, p) => {
		const [g, s] = faceMap.get(faceOf(p))!;
		return parcelId(g, sideOf(p) + s);
	});
}
