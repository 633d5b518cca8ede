/** What the weather and families explorers draw from a snapshot. */
import type { T } from '../../i18n/caldera-park/messages';
import type { FamiliesContext } from '../../machines/caldera-park/families.machine';
import { animalCount } from '../../machines/caldera-park/pieces';
import type { WeatherContext } from '../../machines/caldera-park/weather.machine';
import { CpPark } from './CpPark';
import { familyWords, tileWords } from './words';
import type { WidgetT } from '../../i18n/messages';

/** One sentence per flipped neighbour: « Le jeton à 1 aigle et 1 point d’eau montre un aigle et un point d’eau. » */
export function weatherReasons(ctx: WeatherContext, t: T, space: string | null): string {
	const flips = ctx.flips.filter((f) => f.from === space);
	const token = space ? ctx.weather[space] : undefined;
	if (!space || !token) return '';
	if (token === 'sun') return t('weather.sunNote');
	if (!flips.length) return t('weather.none');
	const reasons = flips.map((f) => {
		const tile = ctx.tiles[f.key]!;
		const why = f.reasons.map((r) => t('weather.why', { what: r, n: animalCount(tile) }));
		return t('weather.reason', { tile: tileWords(tile, t), why: t.list(why).s });
	});
	// The hurricane's water point is the site's reading: the step says so once.
	if (token === 'hurricane' && flips.some((f) => f.reasons.includes('water'))) reasons.push(t('weather.hurricaneNote'));
	return reasons.join(' ');
}

export function weatherStepParams(ctx: WeatherContext, t: T): { weather: string; flipped: number; reasons: string } | undefined {
	const space = ctx.last;
	const weather = space ? ctx.weather[space] : undefined;
	if (!space || !weather) return undefined;
	return { weather: t(`weather.${weather}`), flipped: ctx.flips.filter((f) => f.from === space).length, reasons: weatherReasons(ctx, t, space) };
}

export function WeatherPark({ ctx, t, tc, onActivate }: { ctx: WeatherContext; t: T; tc: WidgetT; onActivate?: (key: string) => void }) {
	const classes: Record<string, string> = {};
	for (const k of ctx.keeps) classes[k] = 'cp-keep';
	for (const f of ctx.flips) classes[f.key] = 'cp-flip';
	return (
		<CpPark
			park={ctx.park}
			tiles={ctx.tiles}
			weather={ctx.weather}
			classes={classes}
			marks={ctx.last ? { [ctx.last]: 'last' } : {}}
			t={t}
			tc={tc}
			{...(onActivate ? { onActivate } : {})}
		/>
	);
}

export function WeatherLists({ ctx, t }: { ctx: WeatherContext; t: T }) {
	const flipped = new Set(ctx.flips.map((f) => f.key));
	return (
		<div class="cp-side">
			<div>
				<p class="cp-h">{t('weather.flips')}</p>
				<ul class="cp-fams">
					{ctx.flips.length === 0 ? (
						<li>{t('weather.none')}</li>
					) : (
						ctx.flips.map((f) => <li key={f.key}>{`${tileWords(ctx.tiles[f.key]!, t)} — ${t(`weather.${f.by}`)}`}</li>)
					)}
				</ul>
			</div>
			<div>
				<p class="cp-h">{t('weather.keeps')}</p>
				<ul class="cp-fams">
					{ctx.keeps
						.filter((k) => !flipped.has(k))
						.map((k) => (
							<li key={k}>{tileWords(ctx.tiles[k]!, t)}</li>
						))}
				</ul>
			</div>
		</div>
	);
}

export function familiesParams(ctx: FamiliesContext, t: T): { best: string; points: number } {
	const best = ctx.best >= 0 ? ctx.families[ctx.best]! : undefined;
	return { best: best ? familyWords(best, t) : '0', points: best?.points ?? 0 };
}

export function FamiliesPark({ ctx, t, tc, onActivate }: { ctx: FamiliesContext; t: T; tc: WidgetT; onActivate?: (key: string) => void }) {
	const classes: Record<string, string> = {};
	for (const k of Object.keys(ctx.tiles)) classes[k] = 'cp-dim';
	ctx.families.forEach((f, i) => {
		for (const k of f.keys) classes[k] = i === ctx.best ? 'cp-best' : 'cp-fam';
	});
	return (
		<CpPark
			park={ctx.park}
			tiles={ctx.tiles}
			weather={ctx.sun ? { [ctx.sun]: 'sun' } : {}}
			flipped={ctx.flipped}
			classes={classes}
			marks={ctx.last ? { [ctx.last.key]: 'last' } : {}}
			t={t}
			tc={tc}
			{...(onActivate ? { onActivate } : {})}
		/>
	);
}

export function FamiliesList({ ctx, t }: { ctx: FamiliesContext; t: T }) {
	return (
		<div>
			<p class="cp-h">{t('families.list', { species: ctx.species })}</p>
			{ctx.families.length === 0 ? (
				<p class="cp-note">{t('final.families.none')}</p>
			) : (
				<ul class="cp-fams">
					{ctx.families.map((f, i) => (
						<li key={f.keys[0]} class={i === ctx.best ? 'is-best' : undefined}>
							{familyWords(f, t)}
							{i === ctx.best && ` (${t('final.families.best')})`}
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
