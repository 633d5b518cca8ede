/** The planet widget's try-it mode: choose, turn and place tiles (runs the machine; loaded on demand). */
import { createActor } from 'xstate';
import { planetInput } from '../../machines/planet/examples/planet';
import { planetMachine } from '../../machines/planet/planet.machine';
import { TERRAINS, type Terrain } from '../../machines/planet/regions';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { PlanetGlobe, PlanetKey, PlanetNet } from './draw';
import { afterPlacing, Display, WIDGET_ID } from './planetParts';
import type { TryPartProps } from '../shared/useMessages';
import { person, regionsText, tileTerrains } from './words';
import { castName, PLANET_CAST } from '../../machines/planet/examples/cast';

export type PlanetTryProps = TryPartProps<'planet'>;

export function PlanetTry({ lang, t, tc }: PlanetTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(planetMachine, { input: planetInput() }).start(),
		[],
		(next, before, event) => {
			const c = next.context;
			if (c.refusal) return '';
			if (event.type === 'SELECT' || event.type === 'ROTATE') {
				const tile = c.selected !== null ? c.display[c.selected] : undefined;
				return tile
					? t(event.type === 'SELECT' ? 'planet.try.selected' : 'planet.try.turned', { tile: c.selected! + 1, terrains: tileTerrains(t, tile, c.rotation) })
					: '';
			}
			if (event.type === 'PLACE' && c.last && c.round !== before.context.round) {
				const focus = c.focus ? ` ${t('planet.step.focus', { terrain: c.focus, list: regionsText(t, c.regions[c.focus]) })}` : '';
				return next.value === 'full' ? t('planet.try.full') : `${t('planet.try.placed', { face: c.last.face + 1, rest: afterPlacing(c, t) })}${focus}`;
			}
			if (event.type === 'FOCUS' && c.focus) return t('planet.step.focus', { terrain: c.focus, list: regionsText(t, c.regions[c.focus]) });
			return undefined;
		},
	);
	const ctx = snap.context;
	const full = snap.value === 'full';
	const regions = ctx.focus ? ctx.regions[ctx.focus] : null;
	return (
		<div class="pl-try" data-game="planet">
			<p class="wt-info">{t('planet.try.intro', { rival: person(t, castName(PLANET_CAST, ctx.input.rival)) })}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('planet.try.focus')}>
					{([null, ...TERRAINS] as (Terrain | null)[]).map((x) => (
						<button type="button" key={x ?? 'none'} aria-pressed={ctx.focus === x} onClick={() => send({ type: 'FOCUS', terrain: x })}>
							{x ? t('terrain.name', { t: x }) : t('planet.none')}
						</button>
					))}
				</ChoiceGroup>
			</div>
			<div class="pl-layout">
				<div class="pl-col">
					<PlanetGlobe
						t={t}
						prefix={`${WIDGET_ID}-tg`}
						terrains={ctx.terrains}
						regions={regions}
						mark={ctx.last?.face ?? null}
						front={ctx.last?.face ?? null}
						interactive
						onFace={full ? undefined : (face) => send({ type: 'PLACE', face })}
					/>
					<p class="pl-help">{t('globe.help')}</p>
				</div>
				<div class="pl-col">
					{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="planet" tc={tc} tg={t.ref} />}
					{!full && <Display ctx={ctx} t={t} prefix={`${WIDGET_ID}-tn`} onSelect={(index) => send({ type: 'SELECT', index })} />}
					{!full && (
						<div class="wt-controls">
							<button type="button" class="wt-btn" onClick={() => send({ type: 'ROTATE', by: -1 })}>
								{`↺ ${t('planet.try.turnLeft')}`}
							</button>
							<button type="button" class="wt-btn" onClick={() => send({ type: 'ROTATE', by: 1 })}>
								{`↻ ${t('planet.try.turnRight')}`}
							</button>
						</div>
					)}
					{full && <p class="wt-notice">{t('planet.try.full')}</p>}
				</div>
			</div>
			<p class="pl-h">{t('net.heading')}</p>
			<div data-grid class="pl-netwrap">
				<PlanetNet
					t={t}
					prefix={`${WIDGET_ID}-tn`}
					terrains={ctx.terrains}
					regions={regions}
					mark={ctx.last?.face ?? null}
					title={t('net.title')}
					onFace={full ? undefined : (face) => send({ type: 'PLACE', face })}
				/>
			</div>
			<PlanetKey t={t} />
			<StatusLine text={status} />
			<TryControls
				restart={t('planet.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setStatus('');
				}}
			/>
		</div>
	);
}
