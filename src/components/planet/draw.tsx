/**
 * Drawing a planet (no rules): the core you turn (an SVG projection, pointer and arrow keys) and the
 * flat net of its 12 faces (prints and reads without JavaScript). Both draw the 60 parcels'
 * terrains the snapshot gives, and number the parcels of the regions the snapshot lists.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { T } from '../../i18n/planet/messages';
import { SIDES } from '../../machines/planet/core';
import type { Terrain } from '../../machines/planet/regions';
import { TERRAINS } from '../../machines/planet/regions';
import type { RegionView } from '../../machines/planet/summary';
import { BoardKey } from '../shared/BoardKey';
import { facing, type Mat3, mul, netLayout, project, turnX, turnY } from './geometry';

const TINT: Record<Terrain, string> = { ocean: '#cfe4ef', forest: '#c9dfc2', desert: '#f7efd9', mountain: '#dcd5cd', glacier: '#eef3f8' };
const INK: Record<Terrain, string> = { ocean: '#2a6686', forest: '#2b6a33', desert: '#946b1e', mountain: '#624f3e', glacier: '#4d6f91' };
/** One glyph per terrain (waves, trees, dots, peaks, crystals), so terrains differ without colour. */
const GLYPH: Record<Terrain, (ink: string) => JSX.Element> = {
	ocean: (ink) => <path d="M0 5Q3 1.5 6 5T12 5" fill="none" stroke={ink} stroke-width="1.1" />,
	forest: (ink) => <path d="M4 1L7.5 7H.5z" fill={ink} />,
	desert: (ink) => <circle cx="3" cy="3" r="1" fill={ink} />,
	mountain: (ink) => <path d="M1 8L5 2L9 8" fill="none" stroke={ink} stroke-width="1.1" stroke-linejoin="round" />,
	glacier: (ink) => <path d="M5 1v8M1.5 3l7 4M1.5 7l7-4" stroke={ink} stroke-width="0.9" />,
};
const SIZE: Record<Terrain, [number, number]> = { ocean: [12, 8], forest: [9, 9], desert: [6, 6], mountain: [10, 10], glacier: [10, 10] };

/** The terrain patterns of one drawing (ids prefixed, several drawings share a page). */
export function TerrainDefs({ prefix }: { prefix: string }) {
	return (
		<defs>
			{TERRAINS.map((t) => (
				<pattern key={t} id={`${prefix}-${t}`} width={SIZE[t][0]} height={SIZE[t][1]} patternUnits="userSpaceOnUse">
					<rect width={SIZE[t][0]} height={SIZE[t][1]} fill={TINT[t]} />
					{GLYPH[t](INK[t])}
				</pattern>
			))}
			<pattern id={`${prefix}-free`} width="6" height="6" patternUnits="userSpaceOnUse">
				<rect width="6" height="6" fill="#f4f4f4" />
				<path d="M0 6L6 0" stroke="#9a9a9a" stroke-width="0.6" />
			</pattern>
		</defs>
	);
}

export const fillOf = (prefix: string, t: Terrain | null | undefined) => `url(#${prefix}-${t ?? 'free'})`;

/** The key of a planet drawing: the five terrains (and a free face). */
export function PlanetKey({ t }: { t: T }) {
	return (
		<div class="pl-key">
			<BoardKey
				title={t('board.key')}
				items={[
					...TERRAINS.map((x) => ({ id: x, name: t('terrain.name', { t: x }), className: `pl-sw pl-sw-${x}` })),
					{ id: 'free', name: t('face.freeKey'), className: 'pl-sw pl-sw-free' },
				]}
			/>
		</div>
	);
}

/** Which region (1 = largest) each parcel belongs to, for the regions listed. */
export function regionNumbers(regions: readonly RegionView[] | null | undefined): Map<number, number> {
	const out = new Map<number, number>();
	regions?.forEach((r, i) => {
		for (const p of r.parcels) out.set(p, i + 1);
	});
	return out;
}

/** "forest, forest, ocean, mountain, ocean": a face's parcels in order round it. */
export function faceParcels(t: T, terrains: readonly (Terrain | null)[], face: number): string {
	return Array.from({ length: SIDES }, (_, k) => t('terrain.lower', { t: terrains[face * SIDES + k] ?? 'free' })).join(', ');
}

export function faceLabel(t: T, terrains: readonly (Terrain | null)[], face: number, marks: Map<number, number>): string {
	if (!terrains[face * SIDES]) return t('face.free', { face: face + 1 });
	const regions = [...new Set(Array.from({ length: SIDES }, (_, k) => marks.get(face * SIDES + k)).filter((x) => x !== undefined))];
	return t('face.label', { face: face + 1, terrains: faceParcels(t, terrains, face), regions: regions.join(', '), count: regions.length });
}

interface DrawProps {
	t: T;
	/** unique on the page: prefixes pattern ids */
	prefix: string;
	terrains: readonly (Terrain | null)[];
	/** the regions to number (a terrain's regions), or none */
	regions?: readonly RegionView[] | null | undefined;
	/** a face to outline (the tile just placed) */
	mark?: number | null | undefined;
	/** try-it: faces are buttons */
	onFace?: ((face: number) => void) | undefined;
}

function Parcels({
	prefix,
	terrains,
	face,
	polys,
	labels,
	marks,
	dim,
}: {
	prefix: string;
	terrains: readonly (Terrain | null)[];
	face: number;
	polys: string[];
	labels: [number, number][];
	marks: Map<number, number>;
	dim: boolean;
}) {
	return (
		<>
			{polys.map((pts, k) => {
				const p = face * SIDES + k;
				const n = marks.get(p);
				return (
					<polygon
						key={k}
						points={pts}
						fill={fillOf(prefix, terrains[p])}
						class={`pl-parcel${dim && n === undefined ? ' is-dim' : ''}${n !== undefined ? ' is-region' : ''}`}
					/>
				);
			})}
			{polys.map((_, k) => {
				const n = marks.get(face * SIDES + k);
				if (n === undefined) return null;
				const [x, y] = labels[k]!;
				return (
					<g key={`n${k}`} class="pl-regno">
						<circle cx={x} cy={y} r="5.2" />
						<text x={x} y={y} text-anchor="middle" dominant-baseline="central">
							{`${n}`}
						</text>
					</g>
				);
			})}
		</>
	);
}

/**
 * The core you turn: drag with the pointer, or the arrow keys when it has focus (try-it). In a
 * guided step the core turns by itself to the face the step is about.
 */
export function PlanetGlobe({ t, prefix, terrains, regions, mark, onFace, front, interactive }: DrawProps & { front?: number | null; interactive?: boolean }) {
	const [m, setM] = useState<Mat3>(() => facing(front ?? 0));
	const drag = useRef<{ x: number; y: number; id: number; moved: number } | null>(null);
	const [said, setSaid] = useState('');
	useEffect(() => {
		if (front !== null && front !== undefined) setM(facing(front));
	}, [front]);
	const faces = useMemo(() => project(m, 100), [m]);
	const marks = regionNumbers(regions);
	const frontFace = faces[faces.length - 1]?.face ?? 0;
	const turn = (dx: number, dy: number) => setM((cur) => mul(turnX(dy), mul(turnY(dx), cur)));
	const onKey = (e: KeyboardEvent) => {
		const step = Math.PI / 10;
		const by: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
		const d = by[e.key];
		if (!d) return;
		e.preventDefault();
		e.stopPropagation();
		const next = mul(turnX(d[1]), mul(turnY(d[0]), m));
		setM(next);
		const f = project(next, 100);
		setSaid(t('globe.front', { face: (f[f.length - 1]?.face ?? 0) + 1 }));
	};
	return (
		<div class="pl-globe-wrap" data-board>
			<svg
				class="pl-globe"
				viewBox="-108 -108 216 216"
				role="img"
				aria-label={t('globe.label', { face: frontFace + 1, count: terrains.filter(Boolean).length / SIDES })}
				tabindex={interactive ? 0 : undefined}
				onKeyDown={interactive ? onKey : undefined}
				onPointerDown={(e) => {
					drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId, moved: 0 };
					(e.currentTarget as Element).setPointerCapture?.(e.pointerId);
				}}
				onPointerMove={(e) => {
					const d = drag.current;
					if (!d || d.id !== e.pointerId) return;
					// A finger turns the core sideways only: an upward swipe scrolls the page (touch-action: pan-y).
					turn((e.clientX - d.x) / 90, e.pointerType === 'touch' ? 0 : (e.clientY - d.y) / 90);
					drag.current = { ...d, x: e.clientX, y: e.clientY, moved: d.moved + Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) };
				}}
				onPointerUp={(e) => {
					// A tap (not a drag) on a face chooses it (try-it); the net does the same by keyboard.
					const d = drag.current;
					drag.current = null;
					if (!onFace || !d || d.moved > 6) return;
					const face = (document.elementFromPoint(e.clientX, e.clientY) as Element | null)?.closest('[data-face]')?.getAttribute('data-face');
					if (face) onFace(Number(face));
				}}
				onPointerCancel={() => {
					drag.current = null;
				}}
			>
				<TerrainDefs prefix={prefix} />
				<circle r="104" class="pl-halo" />
				{faces.map((f) => (
					<g key={f.face} class={`pl-face${mark === f.face ? ' is-last' : ''}`} data-face={f.face}>
						<title>{faceLabel(t, terrains, f.face, marks)}</title>
						<polygon points={f.outline} class="pl-under" />
						<Parcels prefix={prefix} terrains={terrains} face={f.face} polys={f.parcels} labels={f.labels} marks={marks} dim={Boolean(regions)} />
						<polygon points={f.outline} class="pl-outline" />
						<text x={f.centre[0]} y={f.centre[1]} class="pl-faceno" text-anchor="middle" dominant-baseline="central" opacity={Math.min(1, f.depth * 1.6)}>
							{f.face + 1}
						</text>
					</g>
				))}
			</svg>
			{interactive && (
				<p class="sr-only" aria-live="polite">
					{said}
				</p>
			)}
		</div>
	);
}

const NET = netLayout(40);

/** The flat net: all 12 faces, numbered; in try-it each face is a button (Enter places the tile). */
export function PlanetNet({
	t,
	prefix,
	terrains,
	regions,
	mark,
	onFace,
	title,
	echo = false,
}: DrawProps & { title: string /** the net repeats a globe drawn beside it: the stage takes the globe for what changed */; echo?: boolean }) {
	const marks = regionNumbers(regions);
	return (
		<figure class="pl-net-fig" data-echo={echo ? '' : undefined}>
			<svg class="pl-net" viewBox={NET.viewBox} role={onFace ? 'group' : 'img'} aria-label={title}>
				<TerrainDefs prefix={prefix} />
				{NET.faces.map((f) => {
					const label = faceLabel(t, terrains, f.face, marks);
					const body = (
						<>
							<polygon points={f.outline} class="pl-under" />
							<Parcels prefix={prefix} terrains={terrains} face={f.face} polys={f.parcels} labels={f.labels} marks={marks} dim={Boolean(regions)} />
							<polygon points={f.outline} class="pl-outline" />
							<text x={f.centre[0]} y={f.centre[1]} class="pl-faceno" text-anchor="middle" dominant-baseline="central">
								{f.face + 1}
							</text>
						</>
					);
					return onFace ? (
						<g
							key={f.face}
							class={`pl-face pl-btn${mark === f.face ? ' is-last' : ''}`}
							role="button"
							tabindex={0}
							data-cell={`face-${f.face + 1}`}
							aria-label={label}
							onClick={() => onFace(f.face)}
							onKeyDown={(e) => {
								if (e.key === 'Enter' || e.key === ' ') {
									e.preventDefault();
									onFace(f.face);
								}
							}}
						>
							{body}
						</g>
					) : (
						<g key={f.face} class={`pl-face${mark === f.face ? ' is-last' : ''}`}>
							<title>{label}</title>
							{body}
						</g>
					);
				})}
			</svg>
			<figcaption class="sr-only">{title}</figcaption>
		</figure>
	);
}
