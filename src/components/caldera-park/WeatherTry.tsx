/** The weather explorer's try-it mode: any token on any weather space of the mini-park (runs the machine; loaded on demand). */
import { useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { WEATHER_TILES } from '../../machines/caldera-park/examples/explorers';
import { type Weather, WEATHERS } from '../../machines/caldera-park/pieces';
import { weatherMachine } from '../../machines/caldera-park/weather.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { WeatherLists, WeatherPark, weatherStepParams } from './explorerParts';
import type { TryPartProps } from '../shared/useMessages';

export type WeatherTryProps = TryPartProps<'caldera-park'>;

export function WeatherTry({ lang, t, tc }: WeatherTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(weatherMachine, { input: { tiles: WEATHER_TILES } }).start(),
		[],
		(next) => {
			const p = next.context.refusal ? undefined : weatherStepParams(next.context, t);
			return p ? t('weather.step.token', p) : '';
		},
	);
	const [token, setToken] = useState<Weather>('hail');
	const ctx = snap.context;
	return (
		<div class="cp-try">
			<p class="wt-info">{t('weather.try.intro')}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('weather.try.token')}>
					{WEATHERS.map((w) => (
						<button type="button" key={w} aria-pressed={token === w} onClick={() => setToken(w)}>
							{t(`weather.${w}`)}
						</button>
					))}
				</ChoiceGroup>
				<ChoiceGroup label={t('weather.try.space')}>
					{ctx.park.weatherOrder.map((k, i) => (
						<button type="button" key={k} onClick={() => send({ type: 'PUT', space: k, token })}>
							{`${t('space.weather')} ${i + 1}`}
						</button>
					))}
				</ChoiceGroup>
			</div>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="caldera-park" tc={tc} tg={t.ref} />}
			<WeatherPark ctx={ctx} t={t} tc={tc} onActivate={(space) => send({ type: 'PUT', space, token })} />
			<WeatherLists ctx={ctx} t={t} />
			<StatusLine text={status} {...(status ? { class: 'wt-info' } : {})} />
			<TryControls
				restart={t('families.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setStatus('');
				}}
			/>
		</div>
	);
}
