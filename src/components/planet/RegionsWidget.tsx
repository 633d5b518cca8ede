import type { T } from '../../i18n/planet/messages';
import type { Locale } from '../../i18n/paths';
import type { RegionsContext, regionsMachine } from '../../machines/planet/regions.machine';
import type { RegionView } from '../../machines/planet/summary';
import { TableWrap } from '../shared/TableWrap';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { PlanetGlobe, PlanetKey, PlanetNet } from './draw';
import { useMessages } from '../shared/useMessages';
import { regionsText } from './words';
import type { Terrain } from '../../machines/planet/regions';
import './planet.css';
import type { NarrationKey } from '../../machines/planet/keys';

export const WIDGET_ID = 'regions-example';

/** A terrain's regions: number, size, the terrains each touches. */
export function RegionTable({ t, regions, terrain }: { t: T; regions: readonly RegionView[]; terrain: Terrain }) {
	const p = { terrain };
	if (!regions.length) return <p>{t('regions.none', p)}</p>;
	return (
		<TableWrap caption={t('regions.table', p)} class="pl-table">
			<thead>
				<tr>
					<th scope="col">{t('regions.col.n')}</th>
					<th scope="col">{t('regions.col.size')}</th>
					<th scope="col">{t('regions.col.touches')}</th>
				</tr>
			</thead>
			<tbody>
				{regions.map((r, i) => (
					<tr key={r.parcels[0]}>
						<th scope="row">{`${i + 1}`}</th>
						<td>{`${r.size}`}</td>
						<td>{r.touches.map((x) => t('terrain.lower', { t: x })).join(', ')}</td>
					</tr>
				))}
			</tbody>
		</TableWrap>
	);
}

function params(ctx: RegionsContext, t: T): Record<string, string | number> {
	if (!ctx.focus) return {};
	return { terrain: ctx.focus, list: regionsText(t, ctx.regions[ctx.focus]) };
}

/** A full planet's regions, one terrain after another (guided only: the steps are the terrains). */
export default function RegionsWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof regionsMachine, NarrationKey> }) {
	const { t } = useMessages('planet', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, params(f.snap.context, t)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('regions.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				const regions = ctx.focus ? ctx.regions[ctx.focus] : null;
				return (
					<div class="pl-board" data-game="planet">
						<PlanetGlobe
							t={t}
							prefix={`${WIDGET_ID}-g`}
							terrains={ctx.terrains}
							regions={regions}
							front={regions?.[0] ? Math.floor(regions[0].parcels[0]! / 5) : 0}
						/>
					</div>
				);
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				const regions = ctx.focus ? ctx.regions[ctx.focus] : null;
				return (
					<div class="pl-side" data-game="planet">
						{ctx.focus && <RegionTable t={t} regions={ctx.regions[ctx.focus]} terrain={ctx.focus} />}
						<p class="pl-h">{t('net.heading')}</p>
						<PlanetNet t={t} prefix={`${WIDGET_ID}-n`} terrains={ctx.terrains} regions={regions} title={t('net.title')} echo />
						<PlanetKey t={t} />
					</div>
				);
			}}
			caption={<p>{t('teaching.planets')}</p>}
		/>
	);
}
