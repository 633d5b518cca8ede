/**
 * Colour-vision simulation and colour difference, for the palette test.
 * - Simulation: Machado, Oliveira & Fernandes (2009), severity 1.0 (dichromacy), applied to
 *   linearised sRGB, as in colorspacious / DaltonLens.
 * - Difference: CIEDE2000 (Sharma, Wu & Dalal 2005) in CIELAB, D65 white.
 */
export type Rgb = [number, number, number];
export type Vision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

type M3 = [Rgb, Rgb, Rgb];
const MACHADO: Record<Exclude<Vision, 'normal'>, M3> = {
	protanopia: [
		[0.152286, 1.052583, -0.204868],
		[0.114503, 0.786281, 0.099216],
		[-0.003882, -0.048116, 1.051998],
	],
	deuteranopia: [
		[0.367322, 0.860646, -0.227968],
		[0.280085, 0.672501, 0.047413],
		[-0.01182, 0.04294, 0.968881],
	],
	tritanopia: [
		[1.255528, -0.076749, -0.178779],
		[-0.078411, 0.930809, 0.147602],
		[0.004733, 0.691367, 0.3039],
	],
};

export function hexToRgb(hex: string): Rgb {
	const h = hex.replace('#', '');
	const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
	return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Linear sRGB as a person with this vision would see it (clamped to the gamut). */
export function simulate(rgb: Rgb, vision: Vision): Rgb {
	const lin = rgb.map(toLinear) as Rgb;
	if (vision === 'normal') return lin;
	const m = MACHADO[vision];
	return m.map((row) => clamp01(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) as Rgb;
}

/** CIELAB (D65) of a linear sRGB colour. */
export function linearToLab([r, g, b]: Rgb): Rgb {
	const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
	const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
	const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
	const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
	const [fx, fy, fz] = [f(x), f(y), f(z)];
	return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labOf(hex: string, vision: Vision = 'normal'): Rgb {
	return linearToLab(simulate(hexToRgb(hex), vision));
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** CIEDE2000 colour difference (kL = kC = kH = 1). */
export function deltaE2000([L1, a1, b1]: Rgb, [L2, a2, b2]: Rgb): number {
	const C1 = Math.hypot(a1, b1);
	const C2 = Math.hypot(a2, b2);
	const Cm = (C1 + C2) / 2;
	const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
	const a1p = (1 + G) * a1;
	const a2p = (1 + G) * a2;
	const C1p = Math.hypot(a1p, b1);
	const C2p = Math.hypot(a2p, b2);
	const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360);
	const h1p = hue(b1, a1p);
	const h2p = hue(b2, a2p);
	const dLp = L2 - L1;
	const dCp = C2p - C1p;
	let dhp = 0;
	if (C1p * C2p !== 0) {
		dhp = h2p - h1p;
		if (dhp > 180) dhp -= 360;
		else if (dhp < -180) dhp += 360;
	}
	const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
	const Lmp = (L1 + L2) / 2;
	const Cmp = (C1p + C2p) / 2;
	let hmp = h1p + h2p;
	if (C1p * C2p !== 0) {
		if (Math.abs(h1p - h2p) > 180) hmp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
		else hmp = (h1p + h2p) / 2;
	}
	const T = 1 - 0.17 * Math.cos(rad(hmp - 30)) + 0.24 * Math.cos(rad(2 * hmp)) + 0.32 * Math.cos(rad(3 * hmp + 6)) - 0.2 * Math.cos(rad(4 * hmp - 63));
	const dTheta = 30 * Math.exp(-(((hmp - 275) / 25) ** 2));
	const Rc = 2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7));
	const Sl = 1 + (0.015 * (Lmp - 50) ** 2) / Math.sqrt(20 + (Lmp - 50) ** 2);
	const Sc = 1 + 0.045 * Cmp;
	const Sh = 1 + 0.015 * Cmp * T;
	const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
	return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** ΔE2000 between two colours as seen with the given vision. */
export function difference(hexA: string, hexB: string, vision: Vision): number {
	return deltaE2000(labOf(hexA, vision), labOf(hexB, vision));
}

export interface Collision {
	a: string;
	b: string;
	vision: Vision;
	dE: number;
}

/** Every pair (within `group`, or `group` × `against`) closer than `threshold` under any vision. */
export function collisions(group: Record<string, string>, threshold: number, against?: Record<string, string>): Collision[] {
	const out: Collision[] = [];
	const names = Object.keys(group);
	for (const vision of VISIONS) {
		if (against) {
			for (const a of names)
				for (const b of Object.keys(against)) {
					const dE = difference(group[a]!, against[b]!, vision);
					if (dE < threshold) out.push({ a, b, vision, dE });
				}
		} else {
			for (let i = 0; i < names.length; i++)
				for (let j = i + 1; j < names.length; j++) {
					const dE = difference(group[names[i]!]!, group[names[j]!]!, vision);
					if (dE < threshold) out.push({ a: names[i]!, b: names[j]!, vision, dE });
				}
		}
	}
	return out;
}

/** The smallest difference under one vision, and which pair gives it. */
export function minimum(group: Record<string, string>, vision: Vision, against?: Record<string, string>): Collision {
	const all = collisions(group, Number.POSITIVE_INFINITY, against).filter((c) => c.vision === vision);
	return all.reduce((m, c) => (c.dE < m.dE ? c : m));
}
