/** The Planet widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    PlanetTry never imports PlanetWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/planet/messages';
import type { PlanetContext } from '../../machines/planet/planet.machine';
import { fillOf } from './draw';
import { leftoversText, person, regionsText, tileTerrains } from './words';
import { castName, PLANET_CAST } from '../../machines/planet/examples/cast';
import { FACE_COUNT } from '../../machines/planet/core';
import type { Params } from '../../i18n/format';

export const WIDGET_ID = 'planet-example';

/** What follows your placement: the rival's pick (if you went first), the leftovers, the next round. */
export function afterPlacing(ctx: PlanetContext, t: T): string {
	const last = ctx.last;
	if (!last) return '';
	const rival = person(t, castName(PLANET_CAST, ctx.input.rival));
	const parts = last.rivalAfter ? [t('planet.after.rival', { rival })] : [];
	parts.push(leftoversText(t, last.leftovers));
	if (ctx.round <= FACE_COUNT)
		parts.push(
			ctx.youFirst
				? t('planet.round.you', { round: ctx.round, count: ctx.display.length })
				: t('planet.round.rival', { round: ctx.round, rival, count: ctx.display.length }),
		);
	return parts.join(' ');
}

/** The narration's params, read from the snapshot after the step (and the one before). */
export function planetParams(ctx: PlanetContext, before: PlanetContext, t: T): Params {
	const sel = before.selected ?? ctx.selected;
	const tile = sel !== null ? (before.display[sel] ?? ctx.display[sel]) : undefined;
	const focus = ctx.focus ?? 'forest';
	return {
		round: ctx.round,
		tile: (ctx.selected ?? sel ?? 0) + 1,
		terrains: tile ? tileTerrains(t, tile, ctx.rotation) : '',
		face: (ctx.last?.face ?? 0) + 1,
		list: regionsText(t, ctx.regions[focus]),
		terrain: focus,
		rival: person(t, castName(PLANET_CAST, ctx.input.rival)),
		rest: afterPlacing(ctx, t),
	};
}

/** The face-up tiles still to choose from: each a small pentagon of five parcels, turned as chosen. */
export function Display({
	ctx,
	t,
	prefix,
	onSelect,
}: {
	ctx: PlanetContext;
	t: T /** the patterns of a drawing on the page */;
	prefix: string;
	onSelect?: (i: number) => void;
}) {
	return (
		<div class="pl-display">
			<p class="pl-h">{t('planet.display', { round: Math.min(ctx.round, 12) })}</p>
			<ul class="pl-tiles">
				{ctx.display.map((tile, i) => {
					const chosen = ctx.selected === i;
					const r = chosen ? ctx.rotation : 0;
					const label = chosen
						? t('planet.tileTurned', { tile: i + 1, r, terrains: tileTerrains(t, tile, r) })
						: t('planet.tile', { tile: i + 1, terrains: tileTerrains(t, tile) });
					const body = (
						<svg viewBox="-12 -12 24 24" class="pl-tile" aria-hidden="true">
							{Array.from({ length: 5 }, (_, k) => {
								const a0 = (k * 2 * Math.PI) / 5 - Math.PI / 2 - Math.PI / 5;
								const a1 = a0 + (2 * Math.PI) / 5;
								const terrain = tile.parcels[(((k - r) % 5) + 5) % 5]!;
								return (
									<polygon
										key={k}
										points={`0,0 ${(11 * Math.cos(a0)).toFixed(2)},${(11 * Math.sin(a0)).toFixed(2)} ${(11 * Math.cos(a1)).toFixed(2)},${(11 * Math.sin(a1)).toFixed(2)}`}
										class="pl-tp"
										fill={fillOf(prefix, terrain)}
									/>
								);
							})}
						</svg>
					);
					return (
						<li key={tile.id}>
							{onSelect ? (
								<button type="button" class="pl-tilebtn" aria-pressed={chosen} aria-label={label} onClick={() => onSelect(i)}>
									{body}
									<span class="pl-tileno" aria-hidden="true">{`${i + 1}`}</span>
								</button>
							) : (
								<span class={`pl-tilebtn${chosen ? ' is-chosen' : ''}`} role="img" aria-label={label}>
									{body}
									<span class="pl-tileno" aria-hidden="true">{`${i + 1}`}</span>
								</span>
							)}
						</li>
					);
				})}
			</ul>
		</div>
	);
}
